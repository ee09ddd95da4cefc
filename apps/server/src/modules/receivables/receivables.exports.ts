import { todayInGuatemala } from '@pos/shared/format';
import { NOMBRES_ESTADO_CUENTA } from '@pos/shared/domains/receivables';
import { NOMBRES_TIPO_VENTA, type TipoVenta } from '@pos/shared/domains/sales/sales';
import { companyDecimals } from '../../lib/settings';
import { inPages, type ExportDefinitions } from '../exports';
import { listCuentas, toCuentaCobrar } from './cuentas.query';
import { orderBy } from './cuentas.service';
import { listPartidas, toPartida } from './partidas.query';
import { periodoQuery, reporteListaQuery } from './receivables.params';
import { reporteListaFilter, reporteReciboFilter } from './reportes.filter';

export const TIPO_EXPORT_CUENTAS = 'cuentas_cobrar.reporte';
export const TIPO_EXPORT_RECIBOS = 'cuentas_cobrar.recibos';

/** The workbooks this file defines, by `tipo` (the module's face lists them). */
export const cuentasCobrarExports: ExportDefinitions = {
  /** `cuenta_cobrar/descargar_excel_reporte`: the accounts of the report list, same filter and order. */
  [TIPO_EXPORT_CUENTAS]: {
    hoja: 'Cuentas por cobrar',
    nombreArchivo: () => `cuentas-por-cobrar-${todayInGuatemala()}.xlsx`,
    columnas: [
      { header: 'Orden', key: 'codigo', width: 14 },
      { header: 'Tipo', key: 'tipo', width: 12 },
      { header: 'Fecha', key: 'fecha', width: 12 },
      { header: 'Cliente', key: 'cliente', width: 30 },
      { header: 'NIT', key: 'nit', width: 14 },
      { header: 'Vendedor', key: 'vendedor', width: 24 },
      { header: 'Sucursal', key: 'sucursal', width: 18 },
      { header: 'Vencimiento', key: 'vencimiento', width: 12 },
      { header: 'Días vencido', key: 'dias', width: 12 },
      { header: 'Estado', key: 'estado', width: 12 },
      { header: 'Saldo inicial', key: 'saldo_inicial', format: 'money', width: 16 },
      { header: 'Abonado', key: 'abonado', format: 'money', width: 16 },
      { header: 'Saldo', key: 'saldo', format: 'money', width: 16 },
    ],
    async *filas(ctx) {
      const q = reporteListaQuery.parse(ctx.parametros);
      const filter = reporteListaFilter(q, ctx.empresaId, ctx.sucursalId);
      const decimales = await companyDecimals(ctx.db, ctx.empresaId);
      const order = orderBy(q.ordering, 'fecha_vencimiento');
      const pages = inPages((limit, offset) =>
        listCuentas(ctx.db, filter, { orderBy: order, limit, offset }).then((r) => r.rows),
      );
      for await (const batch of pages) {
        yield batch.map((row) => {
          const c = toCuentaCobrar(row, decimales);
          return {
            codigo: c.orden_compra.codigo,
            tipo: NOMBRES_TIPO_VENTA[c.orden_compra.tipo_venta as TipoVenta] ?? String(c.orden_compra.tipo_venta),
            fecha: c.orden_compra.creado.slice(0, 10),
            cliente: c.cliente.nombre,
            nit: c.cliente.nit,
            vendedor: c.vendedor.nombre,
            sucursal: c.sucursal.nombre,
            vencimiento: c.fecha_vencimiento,
            dias: c.dias_vencido,
            estado: NOMBRES_ESTADO_CUENTA[c.estado as 1 | 2 | 3],
            saldo_inicial: c.saldo_inicial,
            abonado: c.abonado,
            saldo: c.saldo,
          };
        });
      }
    },
  },

  /** `cuenta_cobrar/descargar_excel_reporte_recibo`: the collection receipts of the period. */
  [TIPO_EXPORT_RECIBOS]: {
    hoja: 'Recibos de cobro',
    nombreArchivo: () => `recibos-cobro-${todayInGuatemala()}.xlsx`,
    columnas: [
      { header: 'Recibo', key: 'recibo', width: 14 },
      { header: 'Fecha', key: 'fecha', width: 20 },
      { header: 'Cliente', key: 'cliente', width: 30 },
      { header: 'Órdenes', key: 'ordenes', width: 24 },
      { header: 'Formas de pago', key: 'formas', width: 30 },
      { header: 'Documento', key: 'documento', width: 16 },
      { header: 'Banco', key: 'banco', width: 16 },
      { header: 'Usuario', key: 'usuario', width: 24 },
      { header: 'Anulado', key: 'anulado', width: 10 },
      { header: 'Total', key: 'total', format: 'money', width: 16 },
    ],
    async *filas(ctx) {
      const q = periodoQuery.parse(ctx.parametros);
      const filter = reporteReciboFilter(q, ctx.empresaId, ctx.sucursalId);
      const decimales = await companyDecimals(ctx.db, ctx.empresaId);
      const pages = inPages((limit, offset) => listPartidas(ctx.db, filter, { limit, offset }).then((r) => r.rows));
      for await (const batch of pages) {
        yield batch.map((row) => {
          const p = toPartida(row, decimales);
          return {
            recibo: p.numero_recibo,
            fecha: p.creado,
            cliente: p.cliente.nombre,
            ordenes: p.cuentas.map((c) => c.orden_venta.codigo).join(', '),
            formas: p.por_forma.map((f) => `${f.nombre} ${f.monto}`).join(', '),
            documento: p.num_documento,
            banco: p.banco,
            usuario: p.usuario.nombre,
            anulado: p.anulado ? 'Sí' : 'No',
            total: p.total,
          };
        });
      }
    },
  },
};
