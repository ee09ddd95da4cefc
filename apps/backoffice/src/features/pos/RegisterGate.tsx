import { useEffect, type ReactNode } from 'react';
import { App } from 'antd';
import { Navigate } from 'react-router';
import { MENSAJES } from '@pos/shared';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { useCurrentUserQuery } from '../../lib/currentUser';

export const ABRIR_CAJA_PATH = '/abrir_caja';

/**
 * A user sells only with an open register (04): the register is read fresh from `usuarios/me`
 * (it may have been opened or closed in another tab), and without one the user is sent to open
 * it, with a message that says why.
 */
export function RegisterGate({ children }: { children: ReactNode }) {
  const { message } = App.useApp();
  const usuario = useCurrentUserQuery();
  const { refetch } = usuario;
  const verificado = usuario.isFetchedAfterMount && !usuario.isFetching;
  const sinCaja = verificado && !usuario.data?.caja;

  useEffect(() => {
    void refetch();
  }, [refetch]);
  useEffect(() => {
    if (sinCaja) void message.warning(MENSAJES.cajas.abraCaja);
  }, [sinCaja, message]);

  if (!verificado && !usuario.data?.caja) return <FullPageSpinner />;
  if (sinCaja) return <Navigate to={ABRIR_CAJA_PATH} replace />;
  return children;
}
