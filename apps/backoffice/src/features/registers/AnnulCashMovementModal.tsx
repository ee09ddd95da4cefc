import { Form, Input, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { MENSAJES, maxLength } from '@pos/shared';
import type { MovimientoCaja } from '@pos/shared/domains/registers';
import { useFeedback } from '../../lib/feedback';
import { campoRequerido, rules } from '../../lib/formRules';
import { useFormat } from '../../lib/useFormat';
import { cajasApi } from './registers.api';

interface Props {
  movimiento: MovimientoCaja | null;
  onClose: () => void;
  onDone: () => void;
}

/** Annuls a withdrawal or cash in; the reason is required and a reversing movement is written. */
export function AnnulCashMovementModal({ movimiento, onClose, onDone }: Props) {
  const [form] = Form.useForm<{ concepto_anulado: string }>();
  const feedback = useFeedback();
  const format = useFormat();
  const anular = useMutation({
    mutationFn: (v: { concepto_anulado: string }) =>
      cajasApi.anular({ movimiento: movimiento!.id, concepto_anulado: v.concepto_anulado }),
    ...feedback.saveOutcome(
      form,
      { guardado: MENSAJES.cajas.movimientoAnulado, errorGuardar: MENSAJES.cajas.errorMovimiento },
      () => {
        form.resetFields();
        onDone();
      },
    ),
  });
  return (
    <Modal
      title="Anular movimiento"
      open={movimiento !== null}
      onCancel={onClose}
      okText="Anular"
      okButtonProps={{ danger: true }}
      cancelText="Cancelar"
      confirmLoading={anular.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {movimiento && (
        <p>
          {movimiento.tipo_nombre} por <strong className="num">{format.money(movimiento.total)}</strong>:{' '}
          {movimiento.concepto}
        </p>
      )}
      <Form form={form} layout="vertical" onFinish={(v) => anular.mutate(v)}>
        <Form.Item name="concepto_anulado" label="Motivo de la anulación" rules={rules(campoRequerido, maxLength(500))}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
