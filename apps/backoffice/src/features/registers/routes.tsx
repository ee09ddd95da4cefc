import { lazy } from 'react';
import { BarChartOutlined, DollarOutlined, WalletOutlined } from '@ant-design/icons';
import { PERMISOS_CAJA_REGISTRADORA } from '@pos/shared/domains/users/permissions';
import type { AppRoute } from '../../lib/appRoute';

export const registersRoutes: readonly AppRoute[] = [
  {
    path: '/abrir_caja',
    component: lazy(() => import('./OpenRegisterPage')),
    permisos: PERMISOS_CAJA_REGISTRADORA,
    menu: { orden: 60, label: 'Abrir caja', icon: <WalletOutlined />, group: 'ventas' },
  },
  {
    path: '/caja_activa',
    component: lazy(() => import('./ActiveRegisterPage')),
    permisos: PERMISOS_CAJA_REGISTRADORA,
    menu: { orden: 70, label: 'Caja activa', icon: <DollarOutlined />, group: 'ventas' },
  },
  // The detail opens right after closing (any cashier) and from the report.
  {
    path: '/cajas/detalle_cierre/:id',
    component: lazy(() => import('./ClosingDetailPage')),
    permisos: [...PERMISOS_CAJA_REGISTRADORA, 'reporte_apertura_cierre', 'conf_caja'],
  },
  {
    path: '/reporte_apertura_cierre_caja',
    component: lazy(() => import('./OpeningsReportPage')),
    permisos: ['reporte_apertura_cierre'],
    menu: { orden: 280, label: 'Apertura y cierre de caja', icon: <BarChartOutlined />, group: 'reportes' },
  },
  {
    path: '/configuracion/cajas',
    component: lazy(() => import('./RegistersPage')),
    permisos: ['conf_caja'],
    menu: { orden: 420, label: 'Cajas', icon: <WalletOutlined />, group: 'configuracion' },
  },
];
