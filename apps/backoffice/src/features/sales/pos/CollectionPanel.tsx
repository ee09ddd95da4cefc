import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Col,
  Collapse,
  DatePicker,
  Divider,
  Flex,
  Input,
  Modal,
  Radio,
  Row,
  Segmented,
  Typography,
  type InputRef,
} from 'antd';
import { DollarOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { MENSAJES, add, compare, dec, max, sub, toMoneyString, todayInGuatemala, type ModoRedondeo } from '@pos/shared';
import { TIPOS_PAGO, TIPOS_VENTA, type TipoPago } from '@pos/shared/domains/sales/sales';
import type { PagosVentaInput } from '@pos/shared/domains/sales/sales.api';
import { revisarVencimiento, vencimientoPorDias } from '@pos/shared/domains/sales/rules/due-date';
import {
  descripcionRanura,
  limitarPago,
  montoRanura,
  opcionesRedondeo,
  revisarCobro,
  topeEfectivo,
  type RanuraPago,
} from '@pos/shared/domains/sales/rules/payments';
import { formatNumber } from '@pos/shared/format';
import { NumericInput } from '../../../components/inputs/NumericInput';
import { useFormat } from '../../../lib/useFormat';
import type { TipoVentaPos } from './ventaEnCurso';
import { VoucherCodeField } from './VoucherCodeField';
import type { ValeAplicado } from './voucherRedemption';
import { replayKeys } from './useKeyCapture';

/** What the panel hands back when the cashier confirms the charge. */
export interface Cobro {
  pagos: PagosVentaInput;
  tipo_pago: TipoPago;
  redondeo: ModoRedondeo | null;
  fecha_vencimiento: string | null;
  /** The voucher or credit note redeemed (its amount travels as `pagos.nota_credito`). */
  codigo_nota_credito: string | null;
}

interface Props {
  open: boolean;
  /** Σ total_importe of the cart. */
  total: string;
  tipoVenta: TipoVentaPos;
  redondeoTotal: boolean;
  ventasAlCredito: boolean;
  cobrando: boolean;
  onCancel: () => void;
  /** Once the dialog has gone: the focus goes back where the next scan is typed. */
  afterClose: () => void;
  /** The keys typed since the charge was asked for, before the dialog could take them (useKeyCapture). */
  tomarTeclas: () => string[];
  onConfirm: (cobro: Cobro) => void;
}

/** Slots with a document number or bank in a description. */
const OTRAS_FORMAS: {
  ranura: Exclude<RanuraPago, 'efectivo' | 'retencion_iva' | 'exencion_iva'>;
  etiqueta: string;
  detalle: string;
}[] = [
  { ranura: 'tarjeta', etiqueta: 'Tarjeta', detalle: 'Autorización / últimos 4 dígitos' },
  { ranura: 'cheque', etiqueta: 'Cheque', detalle: 'Banco y número de cheque' },
  { ranura: 'transferencia', etiqueta: 'Transferencia', detalle: 'Número de transferencia' },
  { ranura: 'deposito', etiqueta: 'Depósito', detalle: 'Banco y número de boleta' },
];

/** The dialog's key that moves to the voucher code (F9 opened it, Enter confirms, Esc goes back). */
const TECLA_VALE = 'F3';

/** Bills the cashier is handed most often, for one-click cash amounts above the total. */
const BILLETES_RAPIDOS = [5, 10, 20, 50, 100, 200];

type Plazo = 'dias' | 'fecha';

/**
 * The payment step (000 §4 Collection panel, §5 Payments): cash with the change shown big, the
 * other payment forms with their description, IVA retention/exemption, the 0.05 rounding choice,
 * and full payment vs an advance with a due date. Every rule is the shared one (sale-rules), so
 * what this panel accepts the server accepts.
 */
export function CollectionPanel({
  open,
  total,
  tipoVenta,
  redondeoTotal,
  ventasAlCredito,
  cobrando,
  onCancel,
  afterClose,
  tomarTeclas,
  onConfirm,
}: Props) {
  const format = useFormat();
  const hoy = todayInGuatemala();
  const [pagosTecleados, setPagos] = useState<PagosVentaInput>({});
  const [vale, setVale] = useState<ValeAplicado | null>(null);
  const campoVale = useRef<InputRef>(null);
  const [redondeo, setRedondeo] = useState<ModoRedondeo | null>(null);
  const [anticipo, setAnticipo] = useState(false);
  const [plazo, setPlazo] = useState<Plazo>('dias');
  const [dias, setDias] = useState<string | null>('30');
  const [fecha, setFecha] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const credito = tipoVenta === TIPOS_VENTA.CREDITO;
  const tipoPago: TipoPago = credito || anticipo ? TIPOS_PAGO.PAGO_CREDITO : TIPOS_PAGO.PAGO_TOTAL;
  const opcionesCobro = { decimales: format.decimales, redondeoTotal, ventasAlCredito };
  const opciones = opcionesRedondeo(total, redondeoTotal, format.decimales);
  const aCobrar = opciones.requiereEleccion
    ? redondeo === 'arriba'
      ? opciones.arriba
      : redondeo === 'abajo'
        ? opciones.abajo
        : total
    : total;
  // A redeemed code covers part of the total like a payment slot; its amount is the server's.
  const pagos: PagosVentaInput = vale ? { ...pagosTecleados, nota_credito: vale.monto } : pagosTecleados;
  const pagado = Object.keys(pagos).reduce(
    (suma, ranura) => add(suma, dec(montoRanura(pagos, ranura as RanuraPago) || 0)),
    dec(0),
  );
  const pendiente = max(sub(aCobrar, pagado), 0);
  const vuelto = tipoPago === TIPOS_PAGO.PAGO_TOTAL ? max(sub(pagado, aCobrar), 0) : dec(0);
  const fechaVencimiento =
    tipoPago === TIPOS_PAGO.PAGO_CREDITO
      ? plazo === 'dias'
        ? dias
          ? vencimientoPorDias(hoy, Number(dias))
          : null
        : fecha
      : null;

  const setMonto = (ranura: RanuraPago, texto: string | null) => {
    setError(null);
    let limitado =
      texto === null || texto === '' ? '' : (limitarPago(pagos, ranura, texto, aCobrar, format.decimales) ?? '');
    // Cash above the cap (ten times the total, at least 10,000) is a typing slip: clamp it and say why.
    const tope = topeEfectivo(aCobrar, format.decimales);
    if (ranura === 'efectivo' && limitado !== '' && compare(limitado, tope) > 0) {
      limitado = tope;
      setError(MENSAJES.ventas.efectivoExcesivo(formatNumber(tope, format.decimales)));
    }
    setPagos((actual) =>
      ranura === 'retencion_iva' || ranura === 'exencion_iva'
        ? { ...actual, [ranura]: limitado }
        : { ...actual, [ranura]: { monto: limitado, descripcion: descripcionRanura(actual, ranura) } },
    );
  };
  const setDescripcion = (ranura: RanuraPago, descripcion: string) =>
    setPagos((actual) => ({ ...actual, [ranura]: { monto: montoRanura(actual, ranura) ?? '', descripcion } }));

  const confirmar = () => {
    if (tipoPago === TIPOS_PAGO.PAGO_CREDITO) {
      const vencimiento = revisarVencimiento(fechaVencimiento, hoy);
      if (vencimiento) return setError(vencimiento);
    }
    const revisado = revisarCobro({ total, pagos, tipo_pago: tipoPago, redondeo }, opcionesCobro);
    if (!revisado.ok) return setError(revisado.error);
    onConfirm({
      pagos,
      tipo_pago: tipoPago,
      redondeo: opciones.requiereEleccion ? redondeo : null,
      fecha_vencimiento: fechaVencimiento,
      codigo_nota_credito: vale?.codigo ?? null,
    });
  };

  const aplicarVale = (aplicado: ValeAplicado) => {
    setVale(aplicado);
    setError(null);
    // What is left is paid next: back to the cash received.
    document.getElementById('pos-efectivo')?.focus();
  };
  const quitarVale = () => {
    setVale(null);
    setError(null);
    requestAnimationFrame(() => campoVale.current?.focus());
  };

  const efectivo = montoRanura(pagos, 'efectivo') ?? '';

  return (
    <Modal
      open={open}
      title={
        <Flex align="center" gap={8}>
          <DollarOutlined /> Cobrar
        </Flex>
      }
      width={720}
      destroyOnHidden
      mask={{ closable: false }}
      // The screen puts the focus back in its search box, not on what opened the dialog.
      focusable={{ focusTriggerAfterClose: false }}
      rootClassName={CollectionPanel.rootClassName}
      // The dialog's own focus lands on its close button when the cash field's autofocus ran while
      // the dialog was still hidden: Enter there would close it instead of charging. The keys typed
      // before the field could take them are typed into it once React has drawn the dialog.
      afterOpenChange={(abierto) => {
        const efectivo = document.getElementById('pos-efectivo');
        if (!abierto || !(efectivo instanceof HTMLInputElement)) return;
        efectivo.focus();
        setTimeout(() => replayKeys(efectivo, tomarTeclas()), 0);
      }}
      afterClose={afterClose}
      onCancel={onCancel}
      footer={
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary" className="pos-charge-keys">
            <kbd className="pos-kbd">Enter</kbd> confirmar · <kbd className="pos-kbd">{TECLA_VALE}</kbd> vale ·{' '}
            <kbd className="pos-kbd">Esc</kbd> regresar
          </Typography.Text>
          <Flex gap={8}>
            <Button onClick={onCancel} disabled={cobrando}>
              Regresar
            </Button>
            <Button type="primary" size="large" icon={<DollarOutlined />} loading={cobrando} onClick={confirmar}>
              Confirmar cobro
            </Button>
          </Flex>
        </Flex>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          confirmar();
        }}
        onKeyDown={(e) => {
          if (e.key === TECLA_VALE) {
            e.preventDefault();
            campoVale.current?.focus();
            return;
          }
          if (e.key === 'Enter' && (e.target as HTMLElement).tagName !== 'TEXTAREA') {
            e.preventDefault();
            confirmar();
          }
        }}
      >
        <div className="pos-charge-total">
          <Typography.Text type="secondary">Total a cobrar</Typography.Text>
          <div className="pos-charge-amount num" aria-label="Total a cobrar">
            {format.money(vale ? sub(aCobrar, vale.monto) : aCobrar)}
          </div>
          {vale && (
            <Typography.Text type="secondary" aria-label="Total de la venta con vale">
              <span className="pos-nowrap">{`Total de la venta ${format.money(aCobrar)}`}</span>
              {' · '}
              <span className="pos-nowrap">{`${
                vale.notaCreditoFel ? MENSAJES.devoluciones.tipos.NCRE : MENSAJES.devoluciones.tipos.VALE
              } − ${format.money(vale.monto)}`}</span>
            </Typography.Text>
          )}
          {opciones.requiereEleccion && (
            <Flex vertical align="center" gap={6}>
              <Typography.Text type="secondary">{`El total ${format.money(total)} no es múltiplo de 0.05. Redondear:`}</Typography.Text>
              <Radio.Group
                aria-label="Redondeo del total"
                optionType="button"
                buttonStyle="solid"
                value={redondeo}
                onChange={(e) => {
                  setRedondeo(e.target.value as ModoRedondeo);
                  setError(null);
                }}
                options={[
                  { value: 'arriba', label: `${MENSAJES.ventas.redondeoArriba} (${format.money(opciones.arriba)})` },
                  { value: 'abajo', label: `${MENSAJES.ventas.redondeoAbajo} (${format.money(opciones.abajo)})` },
                ]}
              />
            </Flex>
          )}
        </div>

        {(ventasAlCredito || credito) && (
          <Flex vertical gap={8} style={{ marginBottom: 16 }}>
            {!credito && (
              <Segmented<'total' | 'anticipo'>
                block
                value={anticipo ? 'anticipo' : 'total'}
                onChange={(v) => {
                  setAnticipo(v === 'anticipo');
                  setError(null);
                }}
                options={[
                  { value: 'total', label: 'Pago total' },
                  { value: 'anticipo', label: 'Anticipo (saldo al crédito)' },
                ]}
              />
            )}
            {tipoPago === TIPOS_PAGO.PAGO_CREDITO && (
              <Flex gap={12} align="center" wrap>
                <Typography.Text strong>Vencimiento del crédito</Typography.Text>
                <Radio.Group
                  value={plazo}
                  onChange={(e) => setPlazo(e.target.value as Plazo)}
                  options={[
                    { value: 'dias', label: 'Días' },
                    { value: 'fecha', label: 'Fecha' },
                  ]}
                />
                {plazo === 'dias' ? (
                  <NumericInput
                    aria-label="Días de crédito"
                    decimales={0}
                    value={dias}
                    onChange={setDias}
                    suffix="días"
                    style={{ width: 120 }}
                  />
                ) : (
                  <DatePicker
                    aria-label="Fecha de vencimiento"
                    format="YYYY-MM-DD"
                    value={fecha ? dayjs(fecha) : null}
                    disabledDate={(d) => d.format('YYYY-MM-DD') < hoy}
                    onChange={(d) => setFecha(d ? d.format('YYYY-MM-DD') : null)}
                  />
                )}
                {fechaVencimiento && (
                  <Typography.Text type="secondary">{`Vence el ${fechaVencimiento}`}</Typography.Text>
                )}
              </Flex>
            )}
          </Flex>
        )}

        <Row gutter={16} align="middle">
          <Col xs={24} sm={12}>
            <label className="pos-label" htmlFor="pos-efectivo">
              Efectivo recibido
            </label>
            <NumericInput
              id="pos-efectivo"
              // The cashier types the cash handed over first, right after F9: the field has the
              // focus from the dialog's first frame.
              autoFocus
              aria-label="Efectivo"
              decimales={format.decimales}
              prefix={format.moneda}
              value={efectivo}
              onChange={(v) => setMonto('efectivo', v)}
              style={{ fontSize: 22 }}
            />
            <Flex gap={6} wrap style={{ marginTop: 8 }}>
              <Button
                size="small"
                onClick={() =>
                  setMonto('efectivo', toMoneyString(add(pendiente, dec(efectivo || 0)), format.decimales))
                }
              >
                Exacto
              </Button>
              {BILLETES_RAPIDOS.filter((b) => compare(b, aCobrar) > 0)
                .slice(0, 4)
                .map((b) => (
                  <Button key={b} size="small" onClick={() => setMonto('efectivo', String(b))}>
                    {format.money(b)}
                  </Button>
                ))}
            </Flex>
          </Col>
          <Col xs={24} sm={12}>
            <div className={compare(vuelto, 0) > 0 ? 'pos-change pos-change-active' : 'pos-change'} aria-live="polite">
              <Typography.Text type="secondary">
                {tipoPago === TIPOS_PAGO.PAGO_TOTAL ? 'Cambio' : 'Saldo al crédito'}
              </Typography.Text>
              <div
                className="pos-change-amount num"
                aria-label={tipoPago === TIPOS_PAGO.PAGO_TOTAL ? 'Cambio' : 'Saldo al crédito'}
              >
                {format.money(tipoPago === TIPOS_PAGO.PAGO_TOTAL ? vuelto : pendiente)}
              </div>
              {tipoPago === TIPOS_PAGO.PAGO_TOTAL && compare(pendiente, 0) > 0 && (
                <Typography.Text type="danger">{`Pendiente ${format.money(pendiente)}`}</Typography.Text>
              )}
            </div>
          </Col>
        </Row>

        <div className="pos-voucher">
          <label className="pos-label" htmlFor="pos-vale">
            Vale o nota de crédito
          </label>
          <VoucherCodeField
            inputId="pos-vale"
            inputRef={campoVale}
            total={aCobrar}
            aplicado={vale}
            onApply={aplicarVale}
            onRemove={quitarVale}
          />
        </div>

        <Divider style={{ margin: '16px 0 8px' }} />
        <Collapse
          ghost
          size="small"
          items={[
            {
              key: 'otras',
              label: 'Tarjeta, cheque, transferencia, depósito e IVA',
              children: (
                <Flex vertical gap={8}>
                  {OTRAS_FORMAS.map(({ ranura, etiqueta, detalle }) => (
                    <Row key={ranura} gutter={8} align="middle">
                      <Col span={5}>
                        <Typography.Text>{etiqueta}</Typography.Text>
                      </Col>
                      <Col span={8}>
                        <NumericInput
                          aria-label={etiqueta}
                          decimales={format.decimales}
                          prefix={format.moneda}
                          value={montoRanura(pagos, ranura) ?? ''}
                          onChange={(v) => setMonto(ranura, v)}
                        />
                      </Col>
                      <Col span={11}>
                        <Input
                          aria-label={`Descripción de ${etiqueta.toLowerCase()}`}
                          placeholder={detalle}
                          value={descripcionRanura(pagos, ranura)}
                          onChange={(e) => setDescripcion(ranura, e.target.value)}
                        />
                      </Col>
                    </Row>
                  ))}
                  <Row gutter={8} align="middle">
                    <Col span={5}>
                      <Typography.Text>Retención IVA</Typography.Text>
                    </Col>
                    <Col span={8}>
                      <NumericInput
                        aria-label="Retención de IVA"
                        decimales={format.decimales}
                        prefix={format.moneda}
                        value={montoRanura(pagos, 'retencion_iva') ?? ''}
                        onChange={(v) => setMonto('retencion_iva', v)}
                      />
                    </Col>
                    <Col span={5} offset={0}>
                      <Typography.Text>Exención IVA</Typography.Text>
                    </Col>
                    <Col span={6}>
                      <NumericInput
                        aria-label="Exención de IVA"
                        decimales={format.decimales}
                        prefix={format.moneda}
                        value={montoRanura(pagos, 'exencion_iva') ?? ''}
                        onChange={(v) => setMonto('exencion_iva', v)}
                      />
                    </Col>
                  </Row>
                </Flex>
              ),
            },
          ]}
        />
        {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} role="alert" />}
      </form>
    </Modal>
  );
}

/** The class of the dialog's root, by which the screen knows the dialog that closed. */
CollectionPanel.rootClassName = 'pos-cobro';
