import { lazy } from 'react';
import {
  FileTextOutlined,
  LineChartOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { AppRoute } from '../../lib/appRoute';
import { RUTAS_POS } from './posNavigation';

export const salesRoutes: readonly AppRoute[] = [
  // The point of sale of the company's type: PVN one screen; PVMCE the register and the counter (P3-45).
  {
    path: RUTAS_POS.pvn,
    component: lazy(() => import('./pos/PointOfSalePage')),
    permisos: ['punto_venta'],
    puntoVenta: 'PVN',
    menu: { orden: 10, label: 'Punto de venta', icon: <ShoppingCartOutlined />, group: 'ventas' },
  },
  {
    path: RUTAS_POS.caja,
    component: lazy(() => import('./pos/CashierPage')),
    permisos: ['punto_venta_caja'],
    puntoVenta: 'PVMCE',
    menu: { orden: 20, label: 'Caja', icon: <WalletOutlined />, group: 'ventas' },
  },
  {
    path: RUTAS_POS.mostrador,
    component: lazy(() => import('./pos/CounterPage')),
    permisos: ['punto_venta_mostrador'],
    puntoVenta: 'PVMCE',
    menu: { orden: 30, label: 'Mostrador', icon: <ShopOutlined />, group: 'ventas' },
  },
  {
    path: '/cotizaciones',
    component: lazy(() => import('./quotations/QuotationsListPage')),
    permisos: ['punto_venta', 'punto_venta_mostrador'],
    menu: { orden: 40, label: 'Cotizaciones', icon: <FileTextOutlined />, group: 'ventas' },
  },
  {
    path: '/reporte_ventas',
    component: lazy(() => import('./history/SalesHistoryPage')),
    permisos: ['reporte_venta'],
    menu: { orden: 240, label: 'Historial de ventas', icon: <LineChartOutlined />, group: 'reportes' },
  },
];
