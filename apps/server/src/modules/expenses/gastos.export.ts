import { todayInGuatemala } from '@pos/shared/format';
import { NOMBRES_TIPO_GASTO, TIPOS_GASTO } from '@pos/shared/domains/expenses';
import { NOMBRES_FORMA_PAGO, type FormaPago } from '@pos/shared/domains/sales/sales';
import { gastos } from '../../db/schema/index';
import { listParams } from '../../lib/list';
import { companyDecimals } from '../../lib/settings';
import { inPages, type ExportDefinitions } from '../exports';
import { toGasto } from './gastos.dto';
import { listGastos, ordenGastos } from './gastos.repo';
import { ORDEN_REPORTE_GASTOS, reporteGastosFilter, reporteGastosQuery } from './gastos.report';

export const TIPO_EXPORT_REPORTE_GASTOS = 'gastos.reporte';

/** The workbooks this file defines, by `tipo` (the module's face lists them). */
export const gastosExports: ExportDefinitions = {
  /** The expense report as a workbook: the same filter and order as the screen. */
  [TIPO_EXPORT_REPORTE_GASTOS]: {
    hoja: 'Reporte de gastos',
    nombreArchivo: () => `reporte-gastos-${todayInGuatemala()}.xlsx`,
    columnas: [
      { header: 'Fecha', key: 'fecha', width: 12 },
      { header: 'Concepto', key: 'concepto', width: 30 },
      { header: 'Descripción', key: 'descripcion', width: 36 },
      { header: 'Tipo', key: 'tipo', width: 10 },
      { header: 'Proveedor', key: 'proveedor', width: 24 },
      { header: 'Documento', key: 'num_documento', width: 16 },
      { header: 'Forma de pago', key: 'forma_pago', width: 16 },
      { header: 'Pagado de caja', key: 'caja', width: 14 },
      { header: 'Sucursal', key: 'sucursal', width: 18 },
      { header: 'Usuario', key: 'usuario', width: 24 },
      { header: 'Monto', key: 'monto', format: 'money', width: 16 },
    ],
    async *filas(ctx) {
      const q = reporteGastosQuery.parse(ctx.parametros);
      const filter = reporteGastosFilter(q, ctx.empresaId, ctx.sucursalId);
      const { orderBy } = listParams(q, {
        ordering: ordenGastos,
        defaultOrdering: ORDEN_REPORTE_GASTOS,
        tiebreaker: gastos.id,
      });
      const decimales = await companyDecimals(ctx.db, ctx.empresaId);
      const pages = inPages((limit, offset) =>
        listGastos(ctx.db, filter, { orderBy, limit, offset }).then((r) => r.rows),
      );
      for await (const batch of pages) {
        yield batch.map((row) => {
          const g = toGasto(row, decimales);
          return {
            fecha: g.fecha,
            concepto: g.concepto,
            descripcion: g.descripcion,
            tipo: NOMBRES_TIPO_GASTO[g.gasto_fijo ? TIPOS_GASTO.FIJO : TIPOS_GASTO.VARIABLE],
            proveedor: g.proveedor,
            num_documento: g.num_documento,
            forma_pago: NOMBRES_FORMA_PAGO[g.forma_pago as FormaPago] ?? g.forma_pago,
            caja: g.caja ? 'Sí' : 'No',
            sucursal: g.sucursal.nombre,
            usuario: g.usuario.nombre,
            monto: g.monto,
          };
        });
      }
    },
  },
};
