import { NotFound } from '../../components/NotFound';
import { useCurrentUser } from '../../lib/currentUser';
import { canOpen } from '../routeAccess';
import type { AppRoute } from '../../lib/appRoute';

/** A screen the user may not open does not exist for them: they get the 404 (P3-44). */
export function RouteGate({ route }: { route: AppRoute }) {
  const user = useCurrentUser();
  if (!canOpen(route, user)) return <NotFound />;
  const Screen = route.component;
  return <Screen />;
}
