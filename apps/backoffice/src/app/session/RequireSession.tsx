import { Navigate } from 'react-router';
import { CurrentUserContext, useCurrentUserQuery } from '../../lib/currentUser';
import { useSessionToken } from '../../lib/useSession';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { AppLayout } from '../layout/AppLayout';
import { SessionLoadError } from './SessionLoadError';

/** Private screens: without a stored token go to `/` (spec 000 §2); with one, load the user first. */
export function RequireSession() {
  const token = useSessionToken();
  const user = useCurrentUserQuery();
  if (token === null) return <Navigate to="/" replace />;
  if (user.isPending) return <FullPageSpinner />;
  if (user.isError) return <SessionLoadError error={user.error} onRetry={() => void user.refetch()} />;
  return (
    <CurrentUserContext value={user.data}>
      <AppLayout />
    </CurrentUserContext>
  );
}
