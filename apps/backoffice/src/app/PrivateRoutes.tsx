import { Route, Routes } from 'react-router';
import { NotFoundPage } from './NotFoundPage';
import { ROUTES } from './routes';
import { RequireSession } from './session/RequireSession';
import { RouteGate } from './session/RouteGate';

// The auth screens' redirect of a signed-in user needs the registry too: one chunk for both.
export { HomeRedirect } from './session/HomeRedirect';

/**
 * Every path that is not a sign-in screen: the private screens behind the session, and the 404.
 * Loaded on demand, so that the sign-in page does not download the layout and the route registry.
 */
export default function PrivateRoutes() {
  return (
    <Routes>
      <Route element={<RequireSession />}>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<RouteGate key={route.path} route={route} />} />
        ))}
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
