import type { Gasto } from '@pos/shared/domains/expenses';
import { toMoneyString, type DecimalesMoneda } from '@pos/shared/money';
import type { GastoRow } from './gastos.repo';

export function toGasto({ gasto: g, sucursalNombre, usuarioNombre }: GastoRow, decimales: DecimalesMoneda): Gasto {
  return {
    id: g.id,
    fecha: g.fecha,
    concepto: g.concepto,
    descripcion: g.descripcion,
    monto: toMoneyString(g.monto, decimales),
    gasto_fijo: g.gastoFijo,
    proveedor: g.proveedor,
    num_documento: g.numDocumento,
    forma_pago: g.formaPago,
    caja: g.caja,
    movimiento: g.movimientoId,
    sucursal: { id: g.sucursalId, nombre: sucursalNombre },
    usuario: { id: g.usuarioId, nombre: usuarioNombre },
    anulado: g.anulado,
    fecha_anulado: g.fechaAnulado?.toISOString() ?? null,
    creado: g.creado.toISOString(),
  };
}
