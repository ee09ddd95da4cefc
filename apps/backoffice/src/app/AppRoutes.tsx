import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { authRoutes } from '../features/auth';
import { PublicOnly } from './session/PublicOnly';

const PrivateRoutes = lazy(() => import('./PrivateRoutes'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicOnly />}>
        {authRoutes.map(({ path, component: Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
      </Route>
      <Route
        path="/*"
        element={
          <Suspense fallback={<FullPageSpinner />}>
            <PrivateRoutes />
          </Suspense>
        }
      />
    </Routes>
  );
}
