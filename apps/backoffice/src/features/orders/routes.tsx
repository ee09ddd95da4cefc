import { lazy } from 'react';
import { FileTextOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../lib/appRoute';

/** DECISIONS P3-05 (proposal): `/ordenes_de_venta…` for `punto_venta` or `punto_venta_mostrador`. */
const VENDEDORES = ['punto_venta', 'punto_venta_mostrador'] as const;

/** Sales orders (SCOPE 1.2; P3-24 routes). */
export const ordersRoutes: readonly AppRoute[] = [
  {
    path: '/ordenes_de_venta',
    component: lazy(() => import('./OrdersListPage')),
    permisos: VENDEDORES,
    menu: { orden: 50, label: 'Órdenes de venta', icon: <FileTextOutlined />, group: 'ventas' },
  },
  { path: '/ordenes_de_venta/nueva', component: lazy(() => import('./wizard/OrderWizardPage')), permisos: VENDEDORES },
  { path: '/ordenes_de_venta/:id', component: lazy(() => import('./OrderDetailPage')), permisos: VENDEDORES },
];
