import { useEffect, type ReactNode } from 'react';
import { App } from 'antd';
import { Navigate } from 'react-router';
import { MENSAJES } from '@pos/shared';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { useCurrentUserQuery } from '../../../lib/currentUser';

export const ABRIR_CAJA_PATH = '/abrir_caja';
const CAJA_ACTIVA_PATH = '/caja_activa';

/**
 * A user sells only with an open register (04): the register is read fresh from `usuarios/me`
 * (it may have been opened or closed in another tab), and without one the user is sent to open
 * it, with a message that says why. A session from an earlier day that must be closed first
 * (`conf_caja_forzar_cierre`, P3-39) sends the user to the active register to close it.
 */
export function RegisterGate({ children }: { children: ReactNode }) {
  const { message } = App.useApp();
  const usuario = useCurrentUserQuery();
  const { refetch } = usuario;
  const verificado = usuario.isFetchedAfterMount && !usuario.isFetching;
  const sinCaja = verificado && !usuario.data?.caja;
  const cierrePendiente = verificado && usuario.data?.caja?.requiere_cierre === true;

  useEffect(() => {
    void refetch();
  }, [refetch]);
  useEffect(() => {
    if (sinCaja) void message.warning(MENSAJES.cajas.abraCaja);
    else if (cierrePendiente) void message.warning(MENSAJES.cajas.cierrePendiente);
  }, [sinCaja, cierrePendiente, message]);

  if (!verificado && !usuario.data?.caja) return <FullPageSpinner />;
  if (sinCaja) return <Navigate to={ABRIR_CAJA_PATH} replace />;
  if (cierrePendiente) return <Navigate to={CAJA_ACTIVA_PATH} replace />;
  return children;
}
