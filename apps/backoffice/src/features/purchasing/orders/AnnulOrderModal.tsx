import { Form, Input, Modal } from 'antd';
import { MENSAJES, maxLength, required } from '@pos/shared';
import type { OrdenCompra } from '@pos/shared/domains/purchasing';
import { useFeedback } from '../../../lib/feedback';
import { rules } from '../../../lib/formRules';
import { useAnularOrden } from '../purchasing.api';

/** `anular_ODC` with its reason (`concepto_anulado`): detail or the spec's fallback on failure. */
export function AnnulOrderModal({ orden, onClose }: { orden: OrdenCompra | null; onClose: () => void }) {
  const [form] = Form.useForm<{ concepto_anulado: string }>();
  const feedback = useFeedback();
  const anular = useAnularOrden();
  return (
    <Modal
      open={orden !== null}
      title={orden ? `Anular la orden de compra No. ${orden.id}` : ''}
      okText="Anular"
      okButtonProps={{ danger: true }}
      cancelText="Cancelar"
      confirmLoading={anular.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={({ concepto_anulado }) =>
          orden &&
          anular.mutate(
            { id: orden.id, concepto_anulado: concepto_anulado.trim() },
            feedback.saveOutcome(
              form,
              { guardado: MENSAJES.ordenesCompra.anulada, errorGuardar: MENSAJES.ordenesCompra.errorAnular },
              onClose,
            ),
          )
        }
      >
        <Form.Item name="concepto_anulado" label="Motivo de anulación" rules={rules(required, maxLength(500))}>
          <Input.TextArea rows={3} maxLength={500} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
