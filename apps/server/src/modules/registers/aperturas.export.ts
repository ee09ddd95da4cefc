import { formatDateTime, todayInGuatemala } from '@pos/shared/format';
import { streamRows } from '../../lib/row-source';
import type { ExportDefinitions } from '../exports';
import { companyDecimals } from '../../lib/settings';
import { reporteFromQuery, reporteQuery, toAperturaCierreFila, type SesionRow } from './aperturas.query';

export const TIPO_EXPORT_REPORTE = 'cajas.aperturas_cierres';

/** The workbooks this file defines, by `tipo` (the module's face lists them). */
export const aperturasExports: ExportDefinitions = {
  /** The openings and closings report as a workbook: the same query and order as the screen. */
  [TIPO_EXPORT_REPORTE]: {
    hoja: 'Apertura y cierre de caja',
    nombreArchivo: () => `apertura-cierre-caja-${todayInGuatemala()}.xlsx`,
    columnas: [
      { header: 'Caja', key: 'caja', width: 18 },
      { header: 'Sucursal', key: 'sucursal', width: 18 },
      { header: 'Usuario', key: 'usuario', width: 24 },
      { header: 'Apertura', key: 'fecha_apertura', width: 18 },
      { header: 'Cierre', key: 'fecha_cierre', width: 18 },
      { header: 'Monto de apertura', key: 'total_apertura', format: 'money', width: 18 },
      { header: 'Efectivo esperado', key: 'total_actual', format: 'money', width: 18 },
      { header: 'Efectivo contado', key: 'total_efectivo_cierre', format: 'money', width: 18 },
      { header: 'Diferencia', key: 'diferencia', format: 'money' },
      { header: 'Concepto de cierre', key: 'concepto_cierre', width: 40 },
    ],
    async *filas(ctx) {
      const decimales = await companyDecimals(ctx.db, ctx.empresaId);
      const source = reporteFromQuery(reporteQuery.parse(ctx.parametros), ctx.empresaId, ctx.sucursalId);
      for await (const batch of streamRows<SesionRow>(ctx.db, source, 2000)) {
        yield batch.map((row) => {
          const r = toAperturaCierreFila(row, decimales);
          return {
            caja: r.caja.nombre,
            sucursal: r.sucursal?.nombre ?? '',
            usuario: r.usuario.nombre,
            fecha_apertura: formatDateTime(r.fecha_apertura),
            fecha_cierre: r.fecha_cierre ? formatDateTime(r.fecha_cierre) : 'Abierta',
            total_apertura: r.total_apertura,
            total_actual: r.total_actual ?? r.total_efectivo,
            total_efectivo_cierre: r.total_efectivo_cierre,
            diferencia: r.diferencia,
            concepto_cierre: r.concepto_cierre ?? '',
          };
        });
      }
    },
  },
};
