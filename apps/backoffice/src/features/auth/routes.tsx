import { lazy } from 'react';
import type { PublicRoute } from '../../lib/appRoute';

const LoginPage = lazy(() => import('./LoginPage'));

export const authRoutes: readonly PublicRoute[] = [
  { path: '/', component: LoginPage },
  // DECISIONS P3-60: `/login` is the same screen.
  { path: '/login', component: LoginPage },
  { path: '/recuperar_contraseña', component: lazy(() => import('./RecoverPasswordPage')) },
  { path: '/reestablecer_contraseña/:token', component: lazy(() => import('./ResetPasswordPage')) },
];
