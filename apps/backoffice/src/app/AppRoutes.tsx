import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from './NotFoundPage';
import { ROUTES } from './routes';
import { PublicOnly } from './session/PublicOnly';
import { RequireSession } from './session/RequireSession';
import { RouteGate } from './session/RouteGate';

const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RecoverPasswordPage = lazy(() => import('../features/auth/RecoverPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicOnly />}>
        <Route path="/" element={<LoginPage />} />
        {/* DECISIONS P3-60: `/login` is the same screen. */}
        <Route path="/login" element={<LoginPage />} />
        <Route path="/recuperar_contraseña" element={<RecoverPasswordPage />} />
        <Route path="/reestablecer_contraseña/:token" element={<ResetPasswordPage />} />
      </Route>
      <Route element={<RequireSession />}>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<RouteGate key={route.path} route={route} />} />
        ))}
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
