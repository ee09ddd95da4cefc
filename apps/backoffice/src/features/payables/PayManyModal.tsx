import { useState } from 'react';
import { Form, Modal, Table, Typography } from 'antd';
import { MENSAJES } from '@pos/shared';
import type { OrdenCompra } from '@pos/shared/domains/purchasing';
import { useFeedback } from '../../lib/feedback';
import { randomKey } from '../../lib/randomKey';
import { useFormat } from '../../lib/useFormat';
import { useFinalizarPagoMultiple } from './payables.api';
import { PaymentFields } from './PaymentFields';
import { cuentaDe, descuentoDe, PAGO_INICIAL, pagoBody, totalAPagar, type PagoValores } from './payment';

/**
 * Pays the whole balance of the selected accounts at once (`POST cuenta_pagar/finalizar_pago_multiple`),
 * with an optional discount and its note. `total_pagar` is what the screen showed: the server refuses
 * it if a balance changed meanwhile, so nobody pays a different amount than the one read.
 */
export function PayManyModal({
  ordenes,
  onClose,
  onPaid,
}: {
  ordenes: OrdenCompra[];
  onClose: () => void;
  onPaid: () => void;
}) {
  const [form] = Form.useForm<PagoValores>();
  const [idempotencyKey] = useState(randomKey);
  const format = useFormat();
  const feedback = useFeedback();
  const pagar = useFinalizarPagoMultiple();
  const aplicar = Form.useWatch('aplicar_descuento', form);
  const descuento = Form.useWatch('descuento', form);
  const saldos = ordenes.map((o) => cuentaDe(o).saldo);
  const total = totalAPagar(saldos, descuentoDe({ aplicar_descuento: aplicar, descuento }));
  return (
    <Modal
      open
      title="Finalizar pago de cuentas"
      okText={`Pagar ${format.money(total)}`}
      cancelText="Cancelar"
      confirmLoading={pagar.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
    >
      <Table<OrdenCompra>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={ordenes}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: 'Documento', dataIndex: 'numero_documento' },
          { title: 'Proveedor', render: (_, o) => o.proveedor.nombre },
          {
            title: 'Saldo',
            align: 'right',
            render: (_, o) => <span className="num">{format.money(cuentaDe(o).saldo)}</span>,
          },
        ]}
      />
      <Typography.Title level={5} style={{ textAlign: 'right', margin: '12px 0' }} data-testid="total-pagar">
        Total a pagar: {format.money(total)}
      </Typography.Title>
      <Form<PagoValores>
        form={form}
        layout="vertical"
        initialValues={PAGO_INICIAL}
        onFinish={(v) =>
          pagar.mutate(
            {
              body: { cuentas_a_pagar: ordenes.map((o) => o.id), total_pagar: total, ...pagoBody(v) },
              idempotencyKey,
            },
            feedback.saveOutcome(
              form,
              { guardado: MENSAJES.cuentasPagar.pagoRegistrado, errorGuardar: MENSAJES.cuentasPagar.errorPago },
              onPaid,
            ),
          )
        }
      >
        <PaymentFields />
      </Form>
    </Modal>
  );
}
