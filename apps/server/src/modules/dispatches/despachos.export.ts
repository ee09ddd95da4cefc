import { formatDateTime, todayInGuatemala } from '@pos/shared/format';
import { streamRows } from '../../lib/row-source';
import type { ExportDefinitions } from '../exports';
import { companyDecimals } from '../../lib/settings';
import { toDespachoFila } from './despachos.dto';
import { despachosQuery, despachosSource, type DespachoRow } from './despachos.query';

export const TIPO_EXPORT_REPORTE_DESPACHOS = 'despachos.reporte';

/** The workbooks this file defines, by `tipo` (the module's face lists them). */
export const despachosExports: ExportDefinitions = {
  /** The dispatch report as a workbook: the same query, filters and order as the screen. */
  [TIPO_EXPORT_REPORTE_DESPACHOS]: {
    hoja: 'Despachos',
    nombreArchivo: () => `reporte-despachos-${todayInGuatemala()}.xlsx`,
    columnas: [
      { header: 'No.', key: 'numero', width: 8 },
      { header: 'Fecha', key: 'creado', width: 18 },
      { header: 'Origen', key: 'origen', width: 18 },
      { header: 'Destino', key: 'destino', width: 18 },
      { header: 'Responsable de transporte', key: 'responsable', width: 26 },
      { header: 'Enviado por', key: 'usuario', width: 22 },
      { header: 'Estado', key: 'estado', width: 12 },
      { header: 'Recibido por', key: 'recibio', width: 22 },
      { header: 'Fecha de recepción', key: 'fecha_recepcion', width: 18 },
      { header: 'Productos', key: 'productos', width: 10 },
      { header: 'Valor despachado', key: 'total', format: 'money', width: 18 },
      { header: 'Diferencia', key: 'diferencia', format: 'money', width: 16 },
      { header: 'Motivo de anulación', key: 'motivo', width: 30 },
    ],
    async *filas(ctx) {
      const decimales = await companyDecimals(ctx.db, ctx.empresaId);
      const source = despachosSource(
        despachosQuery.parse(ctx.parametros),
        { empresaId: ctx.empresaId, sucursalId: ctx.sucursalId, lado: 'ambos', incluirAnulados: true },
        decimales,
      );
      for await (const batch of streamRows<DespachoRow>(ctx.db, source, 2000)) {
        yield batch.map((row) => {
          const r = toDespachoFila(row, decimales);
          return {
            numero: r.numero,
            creado: formatDateTime(r.creado),
            origen: r.sucursal_origen.nombre,
            destino: r.sucursal_destino.nombre,
            responsable: r.responsable_transporte,
            usuario: r.usuario.nombre,
            estado: r.anulado ? 'Anulado' : r.estado_nombre,
            recibio: r.usuario_recibio?.nombre ?? '',
            fecha_recepcion: r.fecha_recepcion ? formatDateTime(r.fecha_recepcion) : '',
            productos: r.cantidad_productos,
            total: r.total,
            diferencia: r.total_diferencia,
            motivo: r.motivo_anulacion ?? '',
          };
        });
      }
    },
  },
};
