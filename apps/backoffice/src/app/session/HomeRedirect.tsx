import { Navigate } from 'react-router';
import { useCurrentUserQuery } from '../../lib/currentUser';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { homePath } from '../routeAccess';
import { ROUTES } from '../routes';
import { SessionLoadError } from './SessionLoadError';

/** With a stored token the auth screens send the user to their home (DECISIONS P3-46). */
export function HomeRedirect() {
  const user = useCurrentUserQuery();
  if (user.isPending) return <FullPageSpinner />;
  if (user.isError) return <SessionLoadError error={user.error} onRetry={() => void user.refetch()} />;
  return <Navigate to={homePath(ROUTES, user.data)} replace />;
}
