import { Form, Input, Modal, Radio } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { MENSAJES, maxLength, required } from '@pos/shared';
import { TIPOS_MOVIMIENTO_CAJA } from '@pos/shared/domains/sales/sales';
import { NumericInput } from '../../components/inputs/NumericInput';
import { useFeedback } from '../../lib/feedback';
import { rules } from '../../lib/formRules';
import { useFormat } from '../../lib/useFormat';
import { cajasApi } from './registers.api';

interface Props {
  aperturaId: number;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

interface Valores {
  tipo: number;
  monto_efectivo: string;
  concepto: string;
}

/** A cash withdrawal (RETIRO 40) or other cash in (INGRESO 10) with its concept (P3-03). */
export function CashMovementModal({ aperturaId, open, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Valores>();
  const feedback = useFeedback();
  const format = useFormat();
  const guardar = useMutation({
    mutationFn: (v: Valores) => cajasApi.movimiento({ ...v, apertura_cierre_caja: aperturaId }),
    ...feedback.saveOutcome(
      form,
      { guardado: MENSAJES.cajas.movimientoRegistrado, errorGuardar: MENSAJES.cajas.errorMovimiento },
      () => {
        form.resetFields();
        onSaved();
      },
    ),
  });
  return (
    <Modal
      title="Movimiento de efectivo"
      open={open}
      onCancel={onClose}
      okText="Registrar"
      cancelText="Cancelar"
      confirmLoading={guardar.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ tipo: TIPOS_MOVIMIENTO_CAJA.RETIRO }}
        onFinish={(v) => guardar.mutate(v)}
      >
        <Form.Item name="tipo" label="Tipo">
          <Radio.Group
            options={[
              { value: TIPOS_MOVIMIENTO_CAJA.RETIRO, label: 'Retiro de efectivo' },
              { value: TIPOS_MOVIMIENTO_CAJA.INGRESO, label: 'Ingreso de efectivo' },
            ]}
          />
        </Form.Item>
        <Form.Item name="monto_efectivo" label="Monto" rules={rules(required)}>
          <NumericInput decimales={format.decimales} prefix={format.moneda} aria-label="Monto" />
        </Form.Item>
        <Form.Item name="concepto" label="Concepto" rules={rules(required, maxLength(500))}>
          <Input.TextArea rows={2} placeholder="Ej. Pago a proveedor" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
