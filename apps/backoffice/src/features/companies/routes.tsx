import { lazy } from 'react';
import { BankOutlined, ShopOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../lib/appRoute';

const BranchFormPage = lazy(() => import('./branches/BranchFormPage'));

export const companiesRoutes: readonly AppRoute[] = [
  {
    path: '/configuracion/empresa',
    component: lazy(() => import('./configuration/CompanyConfigPage')),
    permisos: ['conf_tienda'],
    menu: { orden: 360, label: 'Empresa', icon: <ShopOutlined />, group: 'configuracion' },
  },
  {
    path: '/configuracion/sucursales',
    component: lazy(() => import('./branches/BranchesListPage')),
    permisos: ['conf_sucursal'],
    menu: { orden: 380, label: 'Sucursales', icon: <BankOutlined />, group: 'configuracion' },
  },
  { path: '/configuracion/sucursales/crear', component: BranchFormPage, permisos: ['conf_sucursal'] },
  { path: '/configuracion/sucursales/editar/:id', component: BranchFormPage, permisos: ['conf_sucursal'] },
];
