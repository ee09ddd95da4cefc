import { Alert, Button, Divider, Flex, Modal, Typography } from 'antd';
import { DollarOutlined } from '@ant-design/icons';
import type { ModoRedondeo } from '@pos/shared';
import type { TipoPago } from '@pos/shared/domains/sales/sales';
import type { PagosVentaInput } from '@pos/shared/domains/sales/sales.api';
import { CashPayment } from './CashPayment';
import { ChargeTotal } from './ChargeTotal';
import { CreditTerms } from './CreditTerms';
import { OtherPayments } from './OtherPayments';
import { useCobro } from './useCobro';
import type { TipoVentaPos } from './ventaEnCurso';
import { VoucherCodeField } from './VoucherCodeField';
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

/** The dialog's key that moves to the voucher code (F9 opened it, Enter confirms, Esc goes back). */
const TECLA_VALE = 'F3';

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
  const cobro = useCobro({ total, tipoVenta, redondeoTotal, ventasAlCredito });
  const confirmar = () => {
    const revisado = cobro.revisar();
    if (revisado) onConfirm(revisado);
  };

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
            cobro.campoVale.current?.focus();
            return;
          }
          if (e.key === 'Enter' && (e.target as HTMLElement).tagName !== 'TEXTAREA') {
            e.preventDefault();
            confirmar();
          }
        }}
      >
        <ChargeTotal
          total={total}
          aCobrar={cobro.aCobrar}
          vale={cobro.vale}
          redondeo={cobro.redondeo}
          onRedondeo={cobro.elegirRedondeo}
        />
        {(ventasAlCredito || cobro.credito) && (
          <CreditTerms
            credito={cobro.credito}
            anticipo={cobro.anticipo}
            onAnticipo={cobro.elegirAnticipo}
            plazo={cobro.plazo}
            onPlazo={cobro.cambiarPlazo}
            vencimiento={cobro.fechaVencimiento}
            hoy={cobro.hoy}
          />
        )}
        <CashPayment
          efectivo={cobro.efectivo}
          aCobrar={cobro.aCobrar}
          pendiente={cobro.pendiente}
          vuelto={cobro.vuelto}
          pagoTotal={cobro.pagoTotal}
          onChange={(efectivo) => cobro.setMonto('efectivo', efectivo)}
        />
        <div className="pos-voucher">
          <label className="pos-label" htmlFor="pos-vale">
            Vale o nota de crédito
          </label>
          <VoucherCodeField
            inputId="pos-vale"
            inputRef={cobro.campoVale}
            total={cobro.aCobrar}
            aplicado={cobro.vale}
            onApply={cobro.aplicarVale}
            onRemove={cobro.quitarVale}
          />
        </div>
        <Divider style={{ margin: '16px 0 8px' }} />
        <OtherPayments pagos={cobro.pagos} onMonto={cobro.setMonto} onDescripcion={cobro.setDescripcion} />
        {cobro.error && <Alert type="error" showIcon title={cobro.error} style={{ marginTop: 12 }} role="alert" />}
      </form>
    </Modal>
  );
}

/** The class of the dialog's root, by which the screen knows the dialog that closed. */
CollectionPanel.rootClassName = 'pos-cobro';
