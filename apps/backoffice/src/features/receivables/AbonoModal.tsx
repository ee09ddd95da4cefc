import { useMemo, useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Modal, Result, Space, Steps, Table } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MENSAJES } from '@pos/shared';
import type { CuentaCobrar, PagoRegistrado } from '@pos/shared/domains/receivables';
import { NumericInput } from '../../components/inputs/NumericInput';
import { useFeedback } from '../../lib/feedback';
import { invalidateResources } from '../../lib/queryKeys';
import { randomKey } from '../../lib/randomKey';
import { useFormat } from '../../lib/useFormat';
import { VoucherCodeField } from '../sales';
import { bodyOf, draftFor, FORMAS_MODAL, totalsOf, type AbonoDraft } from './abonoForm';
import { printReciboCobro } from './printReciboCobro';
import { CUENTAS_PATH, cuentasApi, RETIROS_PATH } from './receivables.api';
import './receivables.css';

const M = MENSAJES.cuentasCobrar;

interface Props {
  /** The accounts to pay (one customer); null closes the modal. */
  cuentas: readonly CuentaCobrar[] | null;
  onClose: () => void;
  onPaid?: (pago: PagoRegistrado) => void;
}

/**
 * The payment modal (SCOPE §1.2): step 1 the amount per order, the forms (cash may exceed and gives
 * change), a voucher or credit-note code and the instrument's data (P3-29); step 2 the receipt to
 * print. Cash goes into the user's open register (ABONO_CUENTA 80). One Idempotency-Key per open
 * modal: a retried submit records the payment once. Reused by the sales-order detail.
 */
export function AbonoModal({ cuentas, onClose, onPaid }: Props) {
  return cuentas && cuentas.length > 0 ? <AbonoModalBody cuentas={cuentas} onClose={onClose} onPaid={onPaid} /> : null;
}

function AbonoModalBody({
  cuentas,
  onClose,
  onPaid,
}: Required<Pick<Props, 'onClose'>> & Props & { cuentas: readonly CuentaCobrar[] }) {
  const format = useFormat();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<AbonoDraft>(() => draftFor(cuentas));
  const [pago, setPago] = useState<PagoRegistrado | null>(null);
  const clave = useMemo(() => randomKey(), []);
  const totales = totalsOf(draft, format.decimales);
  const cliente = cuentas[0]!.cliente;

  const registrar = useMutation({
    mutationFn: () => cuentasApi.abonar(bodyOf(draft, cliente.id), clave),
    onSuccess: (r) => {
      feedback.success(r.detail);
      setPago(r);
      onPaid?.(r);
      void invalidateResources(queryClient, [CUENTAS_PATH, RETIROS_PATH, 'ordenes_venta']);
    },
    onError: (cause) => feedback.error(cause, M.errorAbonoOrden),
  });
  const imprimir = useMutation({
    mutationFn: (id: number) => printReciboCobro(id, format.money),
    onError: (cause) => feedback.error(cause, M.errorDatosPago),
  });

  const set = (patch: Partial<AbonoDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const documento = ['tarjeta', 'cheque', 'deposito', 'transferencia'].some((k) => draft.formas[k as 'tarjeta']);

  return (
    <Modal
      open
      title={`Abono a cuenta — ${cliente.nombre}`}
      onCancel={onClose}
      width={720}
      footer={
        pago ? (
          <Button type="primary" onClick={onClose}>
            Cerrar
          </Button>
        ) : (
          <Space>
            <Button onClick={onClose}>Cancelar</Button>
            <Button
              type="primary"
              loading={registrar.isPending}
              disabled={!totales.completo}
              onClick={() => registrar.mutate()}
              data-testid="registrar-abono"
            >
              Registrar abono
            </Button>
          </Space>
        )
      }
    >
      <Steps
        size="small"
        current={pago ? 1 : 0}
        items={[{ title: 'Pago' }, { title: 'Recibo' }]}
        style={{ marginBottom: 16 }}
      />
      {pago ? (
        <Result
          status="success"
          title={M.abonoRegistrado}
          subTitle={`Recibo ${pago.partida.numero_recibo} por ${format.money(pago.partida.total)}`}
          extra={
            <Space direction="vertical">
              {pago.partida.vuelto !== toZero(format.decimales) && (
                <Alert type="info" showIcon title={`Vuelto: ${format.money(pago.partida.vuelto)}`} />
              )}
              <Button
                icon={<PrinterOutlined />}
                loading={imprimir.isPending}
                onClick={() => imprimir.mutate(pago.partida.id)}
              >
                Imprimir recibo
              </Button>
            </Space>
          }
        />
      ) : (
        <Form layout="vertical" component="div">
          <Table
            size="small"
            rowKey={(c) => c.id}
            pagination={false}
            dataSource={[...cuentas]}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: 'Orden', render: (_, c) => c.orden_compra.codigo },
              { title: 'Vence', render: (_, c) => format.date(c.fecha_vencimiento) },
              { title: 'Saldo', align: 'right', render: (_, c) => format.money(c.saldo) },
              {
                title: 'Abono',
                width: 150,
                render: (_, c) => (
                  <NumericInput
                    decimales={format.decimales}
                    value={draft.montos[c.orden_compra.id] ?? null}
                    onChange={(v) => set({ montos: { ...draft.montos, [c.orden_compra.id]: v } })}
                    aria-label={`Abono ${c.orden_compra.codigo}`}
                  />
                ),
              },
            ]}
          />
          <div className="abono-formas">
            {FORMAS_MODAL.map((f) => (
              <Form.Item key={f.key} label={f.label} style={{ marginBottom: 8 }}>
                <NumericInput
                  decimales={format.decimales}
                  prefix={format.moneda}
                  value={draft.formas[f.key] ?? null}
                  onChange={(v) => set({ formas: { ...draft.formas, [f.key]: v } })}
                  aria-label={f.label}
                />
              </Form.Item>
            ))}
          </div>
          <Form.Item label="Nota de crédito o vale" style={{ marginBottom: 8 }}>
            {draft.vale ? (
              <Space>
                <span>
                  {draft.vale.codigo}: {format.money(draft.vale.monto)}
                </span>
                <Button size="small" onClick={() => set({ vale: null })}>
                  Quitar
                </Button>
              </Space>
            ) : (
              <VoucherCodeField
                total={totales.aPagar}
                aplicado={null}
                onApply={(v) => set({ vale: { codigo: v.codigo, monto: v.monto } })}
                onRemove={() => set({ vale: null })}
              />
            )}
          </Form.Item>
          {documento && (
            <div className="abono-formas">
              <Form.Item label="No. de documento" style={{ marginBottom: 8 }}>
                <Input
                  value={draft.num_documento}
                  onChange={(e) => set({ num_documento: e.target.value })}
                  maxLength={60}
                />
              </Form.Item>
              <Form.Item label="Banco" style={{ marginBottom: 8 }}>
                <Input value={draft.banco} onChange={(e) => set({ banco: e.target.value })} maxLength={100} />
              </Form.Item>
            </div>
          )}
          <Form.Item label="Nota" style={{ marginBottom: 8 }}>
            <Input.TextArea
              rows={2}
              value={draft.observacion}
              onChange={(e) => set({ observacion: e.target.value })}
              maxLength={500}
            />
          </Form.Item>
          <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }} bordered>
            <Descriptions.Item label="A pagar">{format.money(totales.aPagar)}</Descriptions.Item>
            <Descriptions.Item label="Recibido">{format.money(totales.recibido)}</Descriptions.Item>
            <Descriptions.Item label="Falta">{format.money(totales.falta)}</Descriptions.Item>
            <Descriptions.Item label="Vuelto">{format.money(totales.vuelto)}</Descriptions.Item>
          </Descriptions>
          {totales.excedeSinEfectivo && (
            <Alert
              style={{ marginTop: 8 }}
              type="warning"
              showIcon
              title={M.pagoNoCuadra(format.money(totales.recibido), format.money(totales.aPagar))}
            />
          )}
        </Form>
      )}
    </Modal>
  );
}

const toZero = (decimales: number) => (0).toFixed(decimales);
