import dayjs from 'dayjs';
import { Alert, Card, DatePicker, Descriptions, Form, Input, InputNumber, Radio, Segmented, Space } from 'antd';
import type { CreditoCliente } from '@pos/shared/domains/orders';
import { NOMBRES_TIPO_VENTA, TIPOS_VENTA } from '@pos/shared/domains/sales/sales';
import { useFormat } from '../../../lib/useFormat';
import { fechaLimite, type Plazo } from './orderDraft';

interface Props {
  tipoVenta: number;
  plazo: Plazo;
  descripcion: string;
  total: string;
  cliente: string;
  hoy: string;
  /** The customer's credit for this total (P3-30), once asked. */
  credito: CreditoCliente | undefined;
  onChange: (cambio: { tipoVenta?: number; plazo?: Plazo; descripcion?: string }) => void;
}

const TIPOS = [TIPOS_VENTA.COTIZACION, TIPOS_VENTA.FACTURA, TIPOS_VENTA.CREDITO, TIPOS_VENTA.ENVIO];
const PLAZOS = [
  { value: 'inmediato', label: 'Inmediato' },
  { value: 'dias', label: 'Días' },
  { value: 'personalizado', label: 'Personalizado' },
];

/** Step 3: the sale type (a quotation by default, P3-87), the payment term and the note. */
export function PaymentStep({ tipoVenta, plazo, descripcion, total, cliente, hoy, credito, onChange }: Props) {
  const format = useFormat();
  const vence = fechaLimite(plazo, hoy);
  const esCredito = plazo.tipo !== 'inmediato';
  return (
    <Card size="small" title="Pago">
      <Form layout="vertical" component="div">
        <Form.Item label="Tipo de venta">
          <Radio.Group
            value={tipoVenta}
            onChange={(e) => onChange({ tipoVenta: e.target.value as number })}
            options={TIPOS.map((t) => ({ value: t, label: NOMBRES_TIPO_VENTA[t] }))}
          />
        </Form.Item>
        {tipoVenta !== TIPOS_VENTA.COTIZACION && (
          <Form.Item label="Plazo de pago">
            <Space wrap>
              <Segmented
                aria-label="Plazo de pago"
                value={plazo.tipo}
                options={PLAZOS}
                onChange={(tipo) =>
                  onChange({
                    plazo:
                      tipo === 'inmediato'
                        ? { tipo }
                        : tipo === 'dias'
                          ? { tipo, dias: 30 }
                          : { tipo: 'personalizado', fecha: null },
                  })
                }
              />
              {plazo.tipo === 'dias' && (
                <InputNumber
                  aria-label="Días de crédito"
                  min={1}
                  max={3650}
                  precision={0}
                  value={plazo.dias}
                  onChange={(dias) => onChange({ plazo: { tipo: 'dias', dias: Number(dias ?? 1) } })}
                  addonAfter="días"
                />
              )}
              {plazo.tipo === 'personalizado' && (
                <DatePicker
                  aria-label="Fecha límite"
                  format="YYYY-MM-DD"
                  value={plazo.fecha ? dayjs(plazo.fecha) : null}
                  disabledDate={(d) => d.format('YYYY-MM-DD') < hoy}
                  onChange={(d) =>
                    onChange({ plazo: { tipo: 'personalizado', fecha: d ? d.format('YYYY-MM-DD') : null } })
                  }
                />
              )}
            </Space>
          </Form.Item>
        )}
        {tipoVenta === TIPOS_VENTA.CREDITO && !esCredito && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            message="La venta al crédito necesita un plazo de pago."
          />
        )}
        {esCredito && tipoVenta !== TIPOS_VENTA.COTIZACION && credito && !credito.credito && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            message={`El total supera el crédito disponible del cliente (${format.money(credito.disponible)}).`}
          />
        )}
        <Form.Item label="Descripción">
          <Input.TextArea
            aria-label="Descripción"
            rows={2}
            maxLength={2000}
            value={descripcion}
            onChange={(e) => onChange({ descripcion: e.target.value })}
          />
        </Form.Item>
      </Form>
      <Descriptions size="small" column={{ xs: 1, sm: 3 }} bordered>
        <Descriptions.Item label="Cliente">{cliente}</Descriptions.Item>
        <Descriptions.Item label="Total">{format.money(total)}</Descriptions.Item>
        <Descriptions.Item label="Vence">
          {tipoVenta === TIPOS_VENTA.COTIZACION ? '—' : (vence ?? '—')}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
