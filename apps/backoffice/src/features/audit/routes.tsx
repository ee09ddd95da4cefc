import { lazy } from 'react';
import { AuditOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../lib/appRoute';

export const auditRoutes: readonly AppRoute[] = [
  {
    path: '/bitacora',
    component: lazy(() => import('./AuditLogPage')),
    permisos: ['bitacora'],
    menu: { orden: 440, label: 'Bitácora', icon: <AuditOutlined /> },
  },
];
