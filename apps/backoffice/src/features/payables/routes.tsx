import { lazy } from 'react';
import { WalletOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../lib/appRoute';

/** Accounts payable (SCOPE §1.3), under the purchase-order flag (DECISIONS P3-45, "payables: proposal"). */
export const payablesRoutes: readonly AppRoute[] = [
  {
    path: '/cuentas_por_pagar',
    component: lazy(() => import('./PayablesPage')),
    permisos: ['orden_compra'],
    menu: { orden: 200, label: 'Cuentas por pagar', icon: <WalletOutlined />, group: 'compras' },
  },
];
