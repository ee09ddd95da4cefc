import { lazy } from 'react';
import { FundOutlined, PercentageOutlined, RiseOutlined, TrophyOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../lib/appRoute';
import { RUTAS_REPORTES } from './paths';

/** The owner's reports (001 §2), each behind its own report flag. */
export const reportsRoutes: readonly AppRoute[] = [
  {
    path: RUTAS_REPORTES.masVendidos,
    component: lazy(() => import('./BestSellersPage')),
    permisos: ['reporte_productos_mas_vendidos'],
    menu: { orden: 310, label: 'Productos más vendidos', icon: <TrophyOutlined />, group: 'reportes' },
  },
  {
    path: RUTAS_REPORTES.gananciaBruta,
    component: lazy(() => import('./GrossProfitPage')),
    permisos: ['reporte_ganancia_bruta'],
    menu: { orden: 320, label: 'Ganancia bruta', icon: <RiseOutlined />, group: 'reportes' },
  },
  {
    path: RUTAS_REPORTES.balance,
    component: lazy(() => import('./BalancePage')),
    permisos: ['reporte_balance_general'],
    menu: { orden: 330, label: 'Balance general', icon: <FundOutlined />, group: 'reportes' },
  },
  {
    path: RUTAS_REPORTES.descuentos,
    component: lazy(() => import('./DiscountsPage')),
    permisos: ['reporte_descuentos_recargos'],
    menu: { orden: 340, label: 'Descuentos y recargos', icon: <PercentageOutlined />, group: 'reportes' },
  },
];
