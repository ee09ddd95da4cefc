import { Tag } from 'antd';
import type { Gasto } from '@pos/shared/domains/expenses';
import { NOMBRES_TIPO_GASTO, TIPOS_GASTO } from '@pos/shared/domains/expenses';
import { NOMBRES_FORMA_PAGO, type FormaPago } from '@pos/shared/domains/sales/sales';

/** 'Fijo' or 'Variable', the report's `tipo` 1 / 2 (P3-66). */
export const nombreTipo = (g: Pick<Gasto, 'gasto_fijo'>) =>
  NOMBRES_TIPO_GASTO[g.gasto_fijo ? TIPOS_GASTO.FIJO : TIPOS_GASTO.VARIABLE];

export const nombreFormaPago = (g: Pick<Gasto, 'forma_pago'>) =>
  NOMBRES_FORMA_PAGO[g.forma_pago as FormaPago] ?? g.forma_pago;

export function TipoTag({ gasto }: { gasto: Pick<Gasto, 'gasto_fijo'> }) {
  return <Tag color={gasto.gasto_fijo ? 'blue' : 'default'}>{nombreTipo(gasto)}</Tag>;
}

/** Voided or in force; paid from the register shows too, since its cash left the drawer. */
export function EstadoTags({ gasto }: { gasto: Pick<Gasto, 'anulado' | 'caja'> }) {
  return (
    <>
      {gasto.anulado ? <Tag color="red">Anulado</Tag> : <Tag color="green">Vigente</Tag>}
      {gasto.caja && <Tag color="gold">De caja</Tag>}
    </>
  );
}
