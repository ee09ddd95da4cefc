import { lazy } from 'react';
import { AccountBookOutlined, FundOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../lib/appRoute';

export const RUTA_CUENTAS = '/cuentas_por_cobrar';
export const RUTA_REPORTE_CUENTAS = '/reporte_cuenta_por_cobrar';

/** P3-45: collections for who works a register; the report for `reporte_cuenta_cobrar`. */
export const receivablesRoutes: readonly AppRoute[] = [
  {
    path: RUTA_CUENTAS,
    component: lazy(() => import('./ReceivablesPage')),
    permisos: ['punto_venta', 'punto_venta_caja'],
    menu: { orden: 230, label: 'Cuentas por cobrar', icon: <AccountBookOutlined />, group: 'ventas' },
  },
  {
    path: RUTA_REPORTE_CUENTAS,
    component: lazy(() => import('./ReceivablesReportPage')),
    permisos: ['reporte_cuenta_cobrar'],
    menu: { orden: 350, label: 'Reporte de cuentas por cobrar', icon: <FundOutlined />, group: 'reportes' },
  },
];
