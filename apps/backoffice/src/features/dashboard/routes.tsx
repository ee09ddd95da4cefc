import { lazy } from 'react';
import { DashboardOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../lib/appRoute';

/** The dashboard's path: signed-in users who may open it land there (DECISIONS P3-46). */
export const DASHBOARD_PATH = '/dashboard';

export const dashboardRoutes: readonly AppRoute[] = [
  {
    path: DASHBOARD_PATH,
    component: lazy(() => import('./DashboardPage')),
    permisos: ['dashboard'],
    menu: { orden: 80, label: 'Dashboard', icon: <DashboardOutlined /> },
  },
];
