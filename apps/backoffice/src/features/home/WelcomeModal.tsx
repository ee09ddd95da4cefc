import { Button, Modal, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { MENSAJES } from '@pos/shared';
import type { UsuarioActual } from '@pos/shared/domains/users/users';
import { api } from '../../lib/api';
import { useConfiguracion } from '../../lib/configuracion';
import { CURRENT_USER_KEY, useCurrentUser } from '../../lib/currentUser';
import { RUTAS_POS } from '../sales';
import { ScreenShortcuts } from './ScreenShortcuts';

/**
 * The one-time welcome (DECISIONS P3-40): shown while the company has `vista_bienvenida` and the
 * user has not closed it; closing it records `bienvenida_usuario`. Never over a point of sale: a
 * cashier who signs in straight onto the till scans at once, and meets it on the next other screen.
 */
export function WelcomeModal() {
  const user = useCurrentUser();
  const { data: configuracion } = useConfiguracion();
  const queryClient = useQueryClient();
  const cerrar = useMutation({
    mutationFn: () => api.post('bienvenida_usuario', { bienvenida: true }),
    // Closed is closed, even if the call failed: the modal must not come back on every screen.
    onSettled: () =>
      queryClient.setQueryData<UsuarioActual>(
        CURRENT_USER_KEY,
        (actual) => actual && { ...actual, bienvenida_visto: true },
      ),
  });

  const { pathname } = useLocation();
  const vendiendo = Object.values<string>(RUTAS_POS).includes(pathname);
  const open = configuracion?.vista_bienvenida === true && !user.bienvenida_visto && !vendiendo;
  return (
    <Modal
      open={open}
      width={640}
      title={MENSAJES.tienda.bienvenida(user.empresa.nombre)}
      onCancel={() => cerrar.mutate()}
      footer={
        <Button type="primary" loading={cerrar.isPending} onClick={() => cerrar.mutate()}>
          {MENSAJES.bienvenida.entendido}
        </Button>
      }
    >
      <Typography.Paragraph>{MENSAJES.bienvenida.texto}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{MENSAJES.bienvenida.sucursal}</Typography.Paragraph>
      <ScreenShortcuts onOpen={() => cerrar.mutate()} />
    </Modal>
  );
}
