import { useState } from 'react';
import { Descriptions, Form, Modal } from 'antd';
import { MENSAJES, required } from '@pos/shared';
import type { OrdenCompra } from '@pos/shared/domains/purchasing';
import { NumericInput } from '../../components/inputs/NumericInput';
import { useFeedback } from '../../lib/feedback';
import { rules } from '../../lib/formRules';
import { randomKey } from '../../lib/randomKey';
import { useFormat } from '../../lib/useFormat';
import { useAbonar } from './payables.api';
import { PaymentFields } from './PaymentFields';
import { cuentaDe, PAGO_INICIAL, pagoBody, type PagoValores } from './payment';

type Valores = PagoValores & { monto: string };

/**
 * Pays part (or all) of one account (`POST cuenta_pagar/abono`). Mounted per opening, so each
 * opening has its own Idempotency-Key and a double click pays once.
 */
export function PayAccountModal({ orden, onClose }: { orden: OrdenCompra; onClose: () => void }) {
  const [form] = Form.useForm<Valores>();
  const [idempotencyKey] = useState(randomKey);
  const format = useFormat();
  const feedback = useFeedback();
  const abonar = useAbonar();
  const cuenta = cuentaDe(orden);
  return (
    <Modal
      open
      title={`Abonar a la orden ${orden.numero_documento}`}
      okText="Registrar pago"
      cancelText="Cancelar"
      confirmLoading={abonar.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'p', label: 'Proveedor', children: orden.proveedor.nombre },
          { key: 't', label: 'Total', children: format.money(orden.total) },
          {
            key: 's',
            label: 'Saldo',
            children: <strong data-testid="saldo-cuenta">{format.money(cuenta.saldo)}</strong>,
          },
        ]}
      />
      <Form<Valores>
        form={form}
        layout="vertical"
        style={{ marginTop: 16 }}
        initialValues={{ ...PAGO_INICIAL, monto: cuenta.saldo }}
        onFinish={(v) =>
          abonar.mutate(
            { body: { orden_compra: orden.id, monto: v.monto, ...pagoBody(v) }, idempotencyKey },
            feedback.saveOutcome(
              form,
              { guardado: MENSAJES.cuentasPagar.pagoRegistrado, errorGuardar: MENSAJES.cuentasPagar.errorPago },
              onClose,
            ),
          )
        }
      >
        <Form.Item name="monto" label="Monto" rules={rules(required)}>
          <NumericInput decimales={format.decimales} prefix={format.moneda} aria-label="Monto" autoFocus />
        </Form.Item>
        <PaymentFields />
      </Form>
    </Modal>
  );
}
