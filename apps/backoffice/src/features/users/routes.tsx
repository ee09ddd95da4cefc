import { lazy } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../lib/appRoute';

const UserFormPage = lazy(() => import('./UserFormPage'));

export const usersRoutes: readonly AppRoute[] = [
  {
    path: '/configuracion/usuarios',
    component: lazy(() => import('./UsersListPage')),
    permisos: ['conf_usuario'],
    menu: { orden: 370, label: 'Usuarios', icon: <TeamOutlined />, group: 'configuracion' },
  },
  { path: '/configuracion/usuarios/crear', component: UserFormPage, permisos: ['conf_usuario'] },
  { path: '/configuracion/usuarios/editar/:id', component: UserFormPage, permisos: ['conf_usuario'] },
];
