import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { MENSAJES } from '@pos/shared';
import type { FilaHistorialVenta } from '@pos/shared/domains/sales-history';
import { useFeedback } from '../../lib/feedback';
import { anularVenta } from './salesHistory.api';

interface Props {
  venta: FilaHistorialVenta | null;
  onClose: () => void;
  /** The list reloads after an annulment, and after a refusal too (spec 000 §4, §8). */
  onDone: () => void;
}

/**
 * Annulling a sale (spec 000 §4 Cancelling a sale): the reason is required, then '¿Anular?'.
 * A server refusal shows its detail (else the spec's fallback) and the list reloads.
 */
export function AnnulSaleModal({ venta, onClose, onDone }: Props) {
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const [form] = Form.useForm<{ motivo: string }>();
  const [abierto, setAbierto] = useState<number | null>(null);
  if (venta && abierto !== venta.id) {
    setAbierto(venta.id);
    form.resetFields();
  }
  const anular = useMutation({
    mutationFn: anularVenta,
    onSuccess: () => {
      feedback.success(MENSAJES.ventas.anulada);
      onClose();
      onDone();
    },
    onError: (error) => {
      feedback.error(error, MENSAJES.ventas.errorAnular);
      onClose();
      onDone();
    },
  });

  const confirmar = async () => {
    const { motivo } = await form.validateFields();
    modal.confirm({
      title: MENSAJES.general.confirmarAnular,
      content: `Venta ${venta!.codigo}`,
      okText: 'Anular',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () => anular.mutateAsync({ id: venta!.id, motivo: motivo.trim() }).catch(() => undefined),
    });
  };

  return (
    <Modal
      open={venta !== null}
      title={venta ? `Anular venta ${venta.codigo}` : ''}
      okText="Anular"
      okButtonProps={{ danger: true, loading: anular.isPending }}
      cancelText="Cancelar"
      onOk={() => void confirmar().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item name="motivo" label="Motivo" rules={[{ required: true, whitespace: true, message: MENSAJES.campos.required }, { max: 500, message: MENSAJES.campos.maxLength(500) }]}>
          <Input.TextArea rows={3} maxLength={500} placeholder={MENSAJES.historialVentas.motivoPlaceholder} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
