import { useState } from 'react';
import { Input, Modal, Typography } from 'antd';
import { MENSAJES } from '@pos/shared';
import type { AbonoCuentaPagar } from '@pos/shared/domains/payables';
import { useFeedback } from '../../lib/feedback';
import { useFormat } from '../../lib/useFormat';
import { useAnularAbono } from './payables.api';

/** Annulling a payment asks for the reason; its amount returns to the balance and a withdrawal's cash to the register. */
export function AnnulPaymentModal({ abono, onClose }: { abono: AbonoCuentaPagar; onClose: () => void }) {
  const [motivo, setMotivo] = useState('');
  const anular = useAnularAbono();
  const feedback = useFeedback();
  const format = useFormat();
  return (
    <Modal
      open
      title={`Anular abono de ${format.money(abono.total)}`}
      okText="Anular abono"
      okButtonProps={{ danger: true, disabled: motivo.trim() === '', loading: anular.isPending }}
      cancelText="Cancelar"
      onCancel={onClose}
      onOk={() =>
        anular.mutate(
          { id: abono.id, motivo: motivo.trim() },
          {
            onSuccess: () => {
              feedback.success(MENSAJES.cuentasPagar.abonoAnulado);
              onClose();
            },
            onError: (cause) => feedback.error(cause, MENSAJES.cuentasPagar.errorPago),
          },
        )
      }
    >
      <Typography.Paragraph type="secondary">
        El monto regresa al saldo de la cuenta
        {abono.movimiento_caja !== null ? ' y el efectivo regresa a la caja de la que salió' : ''}. Indique el motivo.
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
