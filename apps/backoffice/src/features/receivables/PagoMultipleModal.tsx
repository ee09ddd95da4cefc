import { useMemo, useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Modal, Radio, Result, Select, Space, Switch } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MENSAJES } from '@pos/shared';
import {
  FORMAS_COBRO,
  NOMBRES_FORMA_ABONO,
  type CuentaCobrar,
  type PagoRegistrado,
} from '@pos/shared/domains/receivables';
import { compare, sub, sum, toMoneyString } from '@pos/shared/money';
import { NumericInput } from '../../components/inputs/NumericInput';
import { useFeedback } from '../../lib/feedback';
import { invalidateResources } from '../../lib/queryKeys';
import { randomKey } from '../../lib/randomKey';
import { useFormat } from '../../lib/useFormat';
import { printReciboCobro } from './printReciboCobro';
import { CUENTAS_PATH, cuentasApi, RETIROS_PATH } from './receivables.api';

const M = MENSAJES.cuentasCobrar;

interface Props {
  cuentas: readonly CuentaCobrar[] | null;
  onClose: () => void;
}

/**
 * "Pagar varias" (`finalizar_pago_multiple`): the whole balance of the selected accounts in one
 * form, optionally less a discount with its note and number (P3-29); the register takes it when
 * "Ingresar a caja" is on (tipo_abono 1000), otherwise it is a direct payment (2000).
 */
export function PagoMultipleModal({ cuentas, onClose }: Props) {
  return cuentas ? <Body cuentas={cuentas} onClose={onClose} /> : null;
}

function Body({ cuentas, onClose }: { cuentas: readonly CuentaCobrar[]; onClose: () => void }) {
  const format = useFormat();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const clave = useMemo(() => randomKey(), []);
  const [formaPago, setFormaPago] = useState<(typeof FORMAS_COBRO)[number]>('EFE');
  const [caja, setCaja] = useState(true);
  const [aplicarDescuento, setAplicarDescuento] = useState(false);
  const [descuento, setDescuento] = useState<string | null>(null);
  const [nota, setNota] = useState('');
  const [numeroDocumento, setNumeroDocumento] = useState('');
  const [numDocumento, setNumDocumento] = useState('');
  const [banco, setBanco] = useState('');
  const [pago, setPago] = useState<PagoRegistrado | null>(null);

  const saldo = sum(cuentas.map((c) => c.saldo));
  const desc = aplicarDescuento ? descuento || '0' : '0';
  const total = sub(saldo, desc);
  const valido =
    cuentas.length > 0 && !total.isNegative() && (!aplicarDescuento || compare(desc, 0) === 0 || nota.trim() !== '');

  const registrar = useMutation({
    mutationFn: () =>
      cuentasApi.finalizarMultiple(
        {
          cuentas_a_pagar: cuentas.map((c) => c.id),
          total_pagar: toMoneyString(total, format.decimales),
          forma_pago: formaPago,
          tipo_abono: caja ? 1000 : 2000,
          aplicar_descuento: aplicarDescuento,
          descuento: desc,
          nota_de_descuento: nota,
          numero_documento: numeroDocumento,
          num_documento: numDocumento,
          banco,
        },
        clave,
      ),
    onSuccess: (r) => {
      feedback.success(r.detail);
      setPago(r);
      void invalidateResources(queryClient, [CUENTAS_PATH, RETIROS_PATH, 'ordenes_venta']);
    },
    onError: (cause) => feedback.error(cause, MENSAJES.general.errorVerifiqueDatos),
  });
  const imprimir = useMutation({
    mutationFn: (id: number) => printReciboCobro(id, format.money),
    onError: (cause) => feedback.error(cause, M.errorDatosPago),
  });

  return (
    <Modal
      open
      title={`Pagar ${cuentas.length} ${cuentas.length === 1 ? 'cuenta' : 'cuentas'}`}
      onCancel={onClose}
      width={620}
      footer={
        pago ? (
          <Button type="primary" onClick={onClose}>
            Cerrar
          </Button>
        ) : (
          <Space>
            <Button onClick={onClose}>Cancelar</Button>
            <Button type="primary" disabled={!valido} loading={registrar.isPending} onClick={() => registrar.mutate()}>
              Finalizar pago
            </Button>
          </Space>
        )
      }
    >
      {cuentas.length === 0 ? (
        <Alert type="warning" showIcon title={M.seleccioneCuenta} />
      ) : pago ? (
        <Result
          status="success"
          title={M.pagoRegistrado}
          subTitle={`Recibo ${pago.partida.numero_recibo} por ${format.money(pago.partida.total)}`}
          extra={
            <Button
              icon={<PrinterOutlined />}
              loading={imprimir.isPending}
              onClick={() => imprimir.mutate(pago.partida.id)}
            >
              Imprimir recibo
            </Button>
          }
        />
      ) : (
        <Form layout="vertical" component="div">
          <p>Órdenes: {cuentas.map((c) => c.orden_compra.codigo).join(', ')}</p>
          <Form.Item label="Forma de pago">
            <Select
              value={formaPago}
              onChange={(v) => {
                setFormaPago(v);
                setCaja(v === 'EFE');
              }}
              options={FORMAS_COBRO.map((f) => ({ value: f, label: NOMBRES_FORMA_ABONO[f] }))}
              aria-label="Forma de pago"
            />
          </Form.Item>
          <Form.Item label="Destino">
            <Radio.Group value={caja} onChange={(e) => setCaja(e.target.value as boolean)}>
              <Radio value>Ingresar a caja</Radio>
              <Radio value={false}>Pago directo (banco)</Radio>
            </Radio.Group>
          </Form.Item>
          {formaPago !== 'EFE' && (
            <Space wrap>
              <Form.Item label="No. de documento">
                <Input value={numDocumento} onChange={(e) => setNumDocumento(e.target.value)} maxLength={60} />
              </Form.Item>
              <Form.Item label="Banco">
                <Input value={banco} onChange={(e) => setBanco(e.target.value)} maxLength={100} />
              </Form.Item>
            </Space>
          )}
          <Form.Item label="Aplicar descuento">
            <Switch checked={aplicarDescuento} onChange={setAplicarDescuento} aria-label="Aplicar descuento" />
          </Form.Item>
          {aplicarDescuento && (
            <Space wrap align="start">
              <Form.Item label="Descuento">
                <NumericInput
                  decimales={format.decimales}
                  prefix={format.moneda}
                  value={descuento}
                  onChange={setDescuento}
                  aria-label="Descuento"
                />
              </Form.Item>
              <Form.Item label="No. de nota" style={{ minWidth: 140 }}>
                <Input value={numeroDocumento} onChange={(e) => setNumeroDocumento(e.target.value)} maxLength={60} />
              </Form.Item>
              <Form.Item label="Nota de descuento" required style={{ minWidth: 220 }}>
                <Input value={nota} onChange={(e) => setNota(e.target.value)} maxLength={500} />
              </Form.Item>
            </Space>
          )}
          <Descriptions size="small" bordered column={1}>
            <Descriptions.Item label="Saldo de las cuentas">{format.money(saldo.toFixed())}</Descriptions.Item>
            <Descriptions.Item label="Total a pagar">
              <strong>{format.money(total.isNegative() ? '0' : total.toFixed())}</strong>
            </Descriptions.Item>
          </Descriptions>
          {total.isNegative() && (
            <Alert style={{ marginTop: 8 }} type="error" showIcon title={M.descuentoMayorAlSaldo} />
          )}
        </Form>
      )}
    </Modal>
  );
}
