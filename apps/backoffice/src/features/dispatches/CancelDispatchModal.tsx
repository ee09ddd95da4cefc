import { useState } from 'react';
import { Input, Modal, Typography } from 'antd';
import { MENSAJES } from '@pos/shared';
import { useFeedback } from '../../lib/feedback';
import { useAnularDespacho } from './dispatches.api';

/** Cancelling a pending dispatch asks for the reason; the stock goes back to the origin. */
export function CancelDispatchModal({
  despacho,
  onClose,
}: {
  despacho: { id: number; numero: number } | null;
  onClose: () => void;
}) {
  const [motivo, setMotivo] = useState('');
  const anular = useAnularDespacho();
  const feedback = useFeedback();
  const cerrar = () => {
    setMotivo('');
    onClose();
  };
  return (
    <Modal
      open={despacho !== null}
      title={despacho ? `Anular despacho No. ${despacho.numero}` : ''}
      okText="Anular despacho"
      okButtonProps={{ danger: true, disabled: motivo.trim() === '', loading: anular.isPending }}
      cancelText="Cancelar"
      onCancel={cerrar}
      onOk={() =>
        despacho &&
        anular.mutate(
          { id: despacho.id, motivo: motivo.trim() },
          {
            onSuccess: (r) => {
              feedback.success(r.detail);
              cerrar();
            },
            onError: (cause) => feedback.error(cause, MENSAJES.despachos.errorAnular),
          },
        )
      }
    >
      <Typography.Paragraph type="secondary">
        La mercadería regresa a la sucursal de origen. Indique el motivo de la anulación.
      </Typography.Paragraph>
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
