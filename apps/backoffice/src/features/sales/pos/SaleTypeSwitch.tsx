import { Segmented, Typography } from 'antd';
import { MENSAJES } from '@pos/shared';
import { NOMBRES_TIPO_VENTA, TIPOS_VENTA } from '@pos/shared/domains/sales/sales';
import type { TipoVentaPos } from './ventaEnCurso';

const AYUDA_ID = 'pos-tipo-venta-ayuda';

/** What a sale of each type becomes (P3-15): a receipt, an invoice certified or not, a receivable. */
export function ayudaTipoVenta(tipo: TipoVentaPos, utilizaFel: boolean): string {
  const textos = MENSAJES.tiposVenta;
  switch (tipo) {
    case TIPOS_VENTA.ENVIO:
      return textos.envio;
    case TIPOS_VENTA.FACTURA:
      return utilizaFel ? textos.facturaFel : textos.facturaSinFel;
    case TIPOS_VENTA.CREDITO:
      return utilizaFel ? textos.creditoFel : textos.creditoSinFel;
  }
}

interface Props {
  value: TipoVentaPos;
  tipos: TipoVentaPos[];
  utilizaFel: boolean;
  disabled: boolean;
  onChange: (tipo: TipoVentaPos) => void;
}

/**
 * The till's sale type, saying what the chosen one does in a line under it (the switch's
 * accessible description too): arrowing through the choices by keyboard reads each one's line,
 * and each choice's tooltip says it on hover.
 */
export function SaleTypeSwitch({ value, tipos, utilizaFel, disabled, onChange }: Props) {
  return (
    <div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Tipo de venta
      </Typography.Text>
      <Segmented<TipoVentaPos>
        block
        aria-label="Tipo de venta"
        aria-describedby={AYUDA_ID}
        value={value}
        disabled={disabled}
        onChange={onChange}
        options={tipos.map((t) => ({
          value: t,
          label: NOMBRES_TIPO_VENTA[t],
          title: ayudaTipoVenta(t, utilizaFel),
        }))}
      />
      <Typography.Text id={AYUDA_ID} type="secondary" className="pos-tipo-venta-ayuda" aria-live="polite">
        {ayudaTipoVenta(value, utilizaFel)}
      </Typography.Text>
    </div>
  );
}
