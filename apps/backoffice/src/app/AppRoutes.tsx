import { Route, Routes } from 'react-router';
import { authRoutes } from '../features/auth';
import { NotFoundPage } from './NotFoundPage';
import { ROUTES } from './routes';
import { PublicOnly } from './session/PublicOnly';
import { RequireSession } from './session/RequireSession';
import { RouteGate } from './session/RouteGate';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicOnly />}>
        {authRoutes.map(({ path, component: Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
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
