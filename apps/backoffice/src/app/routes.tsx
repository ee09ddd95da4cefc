import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { AuditOutlined, BankOutlined, SettingOutlined, ShopOutlined, TeamOutlined } from '@ant-design/icons';
import type { Permiso } from '@pos/shared/domains/permissions';

/** Menu sections; a section shows only when the user may open one of its entries. */
export const MENU_GROUPS = {
  configuracion: { label: 'Configuración', icon: <SettingOutlined /> },
} as const satisfies Record<string, { label: string; icon: ReactNode }>;
export type MenuGroup = keyof typeof MENU_GROUPS;

export interface AppRoute {
  path: string;
  component: LazyExoticComponent<ComponentType>;
  /** Any one of these flags opens the route (DECISIONS P3-45); empty: every signed-in user. */
  permisos: readonly Permiso[];
  /** Present for the routes the side menu lists, in this array's order. */
  menu?: { label: string; icon: ReactNode; group?: MenuGroup };
}

/**
 * Every private screen of the back office: the router, its permission guard and the side menu
 * are all built from this list, so adding a screen is adding one line here.
 */
export const ROUTES: readonly AppRoute[] = [
  { path: '/inicio', component: lazy(() => import('../features/home/HomePage')), permisos: [] },
  { path: '/configuracion/empresa', component: lazy(() => import('../features/company/CompanyConfigPage')), permisos: ['conf_tienda'], menu: { label: 'Empresa', icon: <ShopOutlined />, group: 'configuracion' } },
  { path: '/configuracion/usuarios', component: lazy(() => import('../features/users/UsersListPage')), permisos: ['conf_usuario'], menu: { label: 'Usuarios', icon: <TeamOutlined />, group: 'configuracion' } },
  { path: '/configuracion/usuarios/crear', component: lazy(() => import('../features/users/UserFormPage')), permisos: ['conf_usuario'] },
  { path: '/configuracion/usuarios/editar/:id', component: lazy(() => import('../features/users/UserFormPage')), permisos: ['conf_usuario'] },
  { path: '/configuracion/sucursales', component: lazy(() => import('../features/branches/BranchesListPage')), permisos: ['conf_sucursal'], menu: { label: 'Sucursales', icon: <BankOutlined />, group: 'configuracion' } },
  { path: '/configuracion/sucursales/crear', component: lazy(() => import('../features/branches/BranchFormPage')), permisos: ['conf_sucursal'] },
  { path: '/configuracion/sucursales/editar/:id', component: lazy(() => import('../features/branches/BranchFormPage')), permisos: ['conf_sucursal'] },
  { path: '/bitacora', component: lazy(() => import('../features/audit/AuditLogPage')), permisos: ['bitacora'], menu: { label: 'Bitácora', icon: <AuditOutlined /> } },
];
