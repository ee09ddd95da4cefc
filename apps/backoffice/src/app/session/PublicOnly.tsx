import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSessionToken } from '../../lib/useSession';
import { FullPageSpinner } from '../../components/FullPageSpinner';

// Only a signed-in user needs the route registry to find their home: it comes with the private area.
const HomeRedirect = lazy(() => import('../PrivateRoutes').then((area) => ({ default: area.HomeRedirect })));

export function PublicOnly() {
  const token = useSessionToken();
  return <Suspense fallback={<FullPageSpinner />}>{token !== null ? <HomeRedirect /> : <Outlet />}</Suspense>;
}
