import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { useCurrentUserQuery } from '../../../lib/currentUser';

export const ABRIR_CAJA_PATH = '/abrir_caja';
const CAJA_ACTIVA_PATH = '/caja_activa';

/**
 * A user sells only with an open register (04): the register is read fresh from `usuarios/me`
 * (it may have been opened or closed in another tab), and without one the user is sent to open
 * it. A session from an earlier day that must be closed first (`conf_caja_forzar_cierre`, P3-39)
 * sends the user to the active register to close it. Each page says why from the register's real
 * state, not a toast from here that would outlive its reason once the register is open (issue 30).
 */
export function RegisterGate({ children }: { children: ReactNode }) {
  // The router renders each navigation in a transition. If the redirect's page is still loading
  // (its lazy chunk) when the user opens this screen again, React drops the redirect and reuses
  // this gate as it was: its <Navigate> effect would not run again and the screen stayed empty
  // (users-roles' cashier). Keyed by the navigation, each visit redirects anew.
  const { key: visita } = useLocation();
  const usuario = useCurrentUserQuery();
  const { refetch } = usuario;
  const verificado = usuario.isFetchedAfterMount && !usuario.isFetching;
  const sinCaja = verificado && !usuario.data?.caja;
  const cierrePendiente = verificado && usuario.data?.caja?.requiere_cierre === true;

  useEffect(() => {
    void refetch();
  }, [refetch]);

  if (!verificado && !usuario.data?.caja) return <FullPageSpinner />;
  if (sinCaja) return <Navigate key={visita} to={ABRIR_CAJA_PATH} replace />;
  if (cierrePendiente) return <Navigate key={visita} to={CAJA_ACTIVA_PATH} replace />;
  return children;
}
