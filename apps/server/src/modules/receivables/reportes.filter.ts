import type { CuentasFilter } from './cuentas.query';
import type { PartidasFilter } from './partidas.query';
import type { PeriodoQuery, ReporteListaQuery } from './receivables.params';

/** The report's query as an accounts filter; `filtro` is the status (P3-08), default every status. */
export function reporteListaFilter(q: ReporteListaQuery, empresaId: number, sucursalId: number | null): CuentasFilter {
  return {
    empresaId,
    sucursalId,
    estado: q.filtro ?? undefined,
    clienteId: q.cliente_id,
    vendedorId: q.vendedor,
    tipoCliente: q.tipo_cliente_id,
    tiposVenta: q.tipo_movimiento,
    search: q.search,
    vencimientoDesde: q.fecha_vencimiento_inicial,
    vencimientoHasta: q.fecha_vencimiento_final,
  };
}

export function reporteReciboFilter(q: PeriodoQuery, empresaId: number, sucursalId: number | null): PartidasFilter {
  return { empresaId, sucursalId, clienteId: q.cliente_id, fechaInicial: q.fecha_inicial, fechaFinal: q.fecha_final };
}
