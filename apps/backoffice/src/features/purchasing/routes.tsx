import { lazy } from 'react';
import { InboxOutlined, ShoppingOutlined, TeamOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../lib/appRoute';

/** Purchasing (SCOPE §1.3): orders, their receptions and the suppliers; routes the spec leaves out per P3-50. */
export const purchasingRoutes: readonly AppRoute[] = [
  {
    path: '/ordenes_de_compra',
    component: lazy(() => import('./orders/OrdersListPage')),
    permisos: ['orden_compra'],
    menu: { orden: 180, label: 'Órdenes de compra', icon: <ShoppingOutlined />, group: 'compras' },
  },
  {
    path: '/ordenes_de_compra/nueva',
    component: lazy(() => import('./new-order/NewOrderPage')),
    permisos: ['orden_compra'],
  },
  {
    path: '/ordenes_de_compra/nueva/tipo_de_pago',
    component: lazy(() => import('./new-order/PaymentStepPage')),
    permisos: ['orden_compra'],
  },
  {
    path: '/ordenes_de_compra/:id',
    component: lazy(() => import('./orders/OrderDetailPage')),
    permisos: ['orden_compra'],
  },
  {
    path: '/recepciones_de_ordenes_de_compra',
    component: lazy(() => import('./receptions/ReceptionsListPage')),
    permisos: ['despacho_recepciones_orden_compra'],
    menu: { orden: 190, label: 'Recepciones de órdenes de compra', icon: <InboxOutlined />, group: 'compras' },
  },
  {
    path: '/recepciones_de_ordenes_de_compra/:id',
    component: lazy(() => import('./receptions/ReceptionFormPage')),
    permisos: ['despacho_recepciones_orden_compra'],
  },
  {
    path: '/configuracion/proveedores',
    component: lazy(() => import('./suppliers/SuppliersPage')),
    permisos: ['conf_proveedor'],
    menu: { orden: 410, label: 'Proveedores', icon: <TeamOutlined />, group: 'configuracion' },
  },
];
