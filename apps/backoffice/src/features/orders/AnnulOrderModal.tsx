import { useState } from 'react';
import { Input, Modal, Typography } from 'antd';
import { MENSAJES } from '@pos/shared';
import { useFeedback } from '../../lib/feedback';
import { useAnularOrden } from './orders.api';

const M = MENSAJES.ordenesVenta;

/**
 * Eliminar and Anular of an untouched order (P3-23, P3-34): both ask the reason and call
 * `DELETE ordenes_venta/{id}`; they differ only in their words.
 */
const TEXTOS = {
  eliminar: {
    titulo: M.confirmarEliminar,
    boton: 'Eliminar',
    exito: MENSAJES.ventas.eliminada,
    error: MENSAJES.ventas.errorEliminar,
  },
  anular: { titulo: M.confirmarAnular, boton: 'Anular', exito: M.anulada, error: M.errorAnular },
} as const;

export type ModoAnulacion = keyof typeof TEXTOS;

export function AnnulOrderModal({
  orden,
  modo,
  onClose,
}: {
  orden: { id: number; codigo: string } | null;
  modo: ModoAnulacion;
  onClose: () => void;
}) {
  const [motivo, setMotivo] = useState('');
  const anular = useAnularOrden();
  const feedback = useFeedback();
  const textos = TEXTOS[modo];
  const cerrar = () => {
    setMotivo('');
    onClose();
  };
  return (
    <Modal
      open={orden !== null}
      title={orden ? `${textos.titulo} ${orden.codigo}` : ''}
      okText={textos.boton}
      okButtonProps={{ danger: true, disabled: motivo.trim() === '', loading: anular.isPending }}
      cancelText="Cancelar"
      onCancel={cerrar}
      onOk={() =>
        orden &&
        anular.mutate(
          { id: orden.id, motivo: motivo.trim() },
          {
            onSuccess: () => {
              feedback.success(textos.exito);
              cerrar();
            },
            onError: (cause) => feedback.error(cause, textos.error),
          },
        )
      }
    >
      <Typography.Paragraph type="secondary">{M.noPodraRevertir}. Indique el motivo.</Typography.Paragraph>
      <Input.TextArea
        aria-label="Motivo"
        rows={3}
        maxLength={500}
        value={motivo}
        onChange={(e) => setMotivo(e.target.value)}
        placeholder="Motivo"
      />
    </Modal>
  );
}
