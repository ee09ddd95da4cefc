import { lazy } from 'react';
import { AccountBookOutlined, BarChartOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../lib/appRoute';

/** Expenses and their report (SCOPE §1.5); create and detail paths per DECISIONS P3-50. */
export const expensesRoutes: readonly AppRoute[] = [
  {
    path: '/gastos',
    component: lazy(() => import('./ExpensesListPage')),
    permisos: ['gasto'],
    menu: { orden: 90, label: 'Gastos', icon: <AccountBookOutlined /> },
  },
  { path: '/gastos/crear', component: lazy(() => import('./ExpenseFormPage')), permisos: ['gasto'] },
  // The report's rows link to the detail too.
  {
    path: '/gastos/:id',
    component: lazy(() => import('./ExpenseDetailPage')),
    permisos: ['gasto', 'reporte_gasto'],
  },
  {
    path: '/reporte_gastos',
    component: lazy(() => import('./ExpensesReportPage')),
    permisos: ['reporte_gasto'],
    menu: { orden: 300, label: 'Reporte de gastos', icon: <BarChartOutlined />, group: 'reportes' },
  },
];
