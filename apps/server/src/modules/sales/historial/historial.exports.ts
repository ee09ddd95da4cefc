import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportacionSchema } from '@pos/shared/domains/exports';
import { NOMBRES_ESTADO_DOCUMENTO_FEL } from '@pos/shared/domains/invoicing/invoicing';
import { NOMBRES_TIPO_VENTA } from '@pos/shared/domains/sales/sales';
import { todayInGuatemala } from '@pos/shared/format';
import type { AppDeps } from '../../../app-deps';
import { streamRows } from '../../../lib/row-source';
import { actorOf } from '../../../plugins/auth';
import { startExport, type ExportDefinitions } from '../../exports';
import { readScope } from '../../../lib/branch-scope';
import { companyDecimals } from '../../../lib/settings';
import { toFilaHistorialVenta } from './historial.dto';
import { salesHistoryFromQuery, salesHistoryQuery } from './historial.params';
import type { SalesHistoryRow } from './historial.query';

const TIPO = 'ventas.historial';

/** The workbooks this file defines, by `tipo` (the module's face lists them). */
export const historialVentasExports: ExportDefinitions = {
  [TIPO]: {
    hoja: 'Historial de ventas',
    nombreArchivo: () => `historial-de-ventas-${todayInGuatemala()}.xlsx`,
    columnas: [
      { header: 'Fecha de venta', key: 'creado', format: 'datetime', width: 18 },
      { header: 'Código', key: 'codigo', width: 14 },
      { header: 'Tipo', key: 'tipo', width: 10 },
      { header: 'No. factura', key: 'no_factura', width: 14 },
      // The electronic invoice (empty without FEL).
      { header: 'Serie FEL', key: 'serie', width: 12 },
      { header: 'Número FEL', key: 'numero', width: 14 },
      { header: 'Estado factura', key: 'estado_factura', width: 14 },
      { header: 'Fecha de factura', key: 'fecha_factura', format: 'datetime', width: 18 },
      { header: 'Cajero', key: 'usuario', width: 24 },
      { header: 'Vendedor', key: 'vendedor', width: 24 },
      { header: 'NIT', key: 'nit', width: 14 },
      { header: 'Cliente', key: 'cliente', width: 30 },
      { header: 'Referencia', key: 'referencia', width: 20 },
      { header: 'Nota', key: 'nota', width: 30 },
      { header: 'Total', key: 'total', format: 'money' },
      { header: 'Saldo crédito', key: 'saldo', format: 'money', width: 14 },
      { header: 'Estado', key: 'estado', width: 10 },
      { header: 'Anulado por', key: 'anulado_por', width: 24 },
      { header: 'Motivo de anulación', key: 'motivo', width: 30 },
    ],
    async *filas(ctx) {
      const decimales = await companyDecimals(ctx.db, ctx.empresaId);
      const { source } = await salesHistoryFromQuery(
        ctx.db,
        salesHistoryQuery.parse(ctx.parametros),
        ctx.empresaId,
        ctx.sucursalId,
      );
      for await (const batch of streamRows<SalesHistoryRow>(ctx.db, source, 2000)) {
        yield batch.map((row) => {
          const f = toFilaHistorialVenta(row, decimales);
          return {
            creado: f.creado,
            codigo: f.codigo,
            tipo: NOMBRES_TIPO_VENTA[f.tipo_venta],
            no_factura: f.no_factura,
            serie: f.datos_fel?.serie ?? '',
            numero: f.datos_fel?.numero ?? '',
            estado_factura: f.datos_fel ? NOMBRES_ESTADO_DOCUMENTO_FEL[f.datos_fel.estado_factura] : '',
            fecha_factura: f.datos_fel?.fechaCertificacion ?? null,
            usuario: f.usuario.nombre,
            vendedor: f.vendedor?.nombre ?? '',
            nit: f.cliente.nit,
            cliente: f.cliente.nombre,
            referencia: f.referencia,
            nota: f.nota,
            total: f.movimiento.total_cobrar_pagar,
            saldo: f.cuenta_cobrar?.saldo ?? null,
            estado: f.activo ? 'Activa' : 'Anulada',
            anulado_por: f.anulado_por?.nombre ?? '',
            motivo: f.anulado_por?.motivo ?? '',
          };
        });
      }
    },
  },
};

/**
 * `GET historial_ventas/descargar_excel`: the history's filters are checked (400 on bad ones)
 * before the job is queued; it answers `{id}` and the file is polled at
 * `historial_ventas/estado_descarga` (exports.routes.ts).
 */
export function historialVentasExportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  api.get(
    '/api/historial_ventas/descargar_excel/',
    {
      config: { permiso: 'reporte_venta' },
      schema: {
        summary: 'Iniciar la exportación del historial de ventas a Excel',
        querystring: salesHistoryQuery,
        response: { 200: exportacionSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const sucursalId = await readScope(db, actor, request.scope);
      await salesHistoryFromQuery(db, request.query, actor.empresaId, sucursalId);
      return startExport(db, deps.queue, actor, {
        tipo: TIPO,
        sucursalId,
        parametros: request.query as Record<string, unknown>,
      });
    },
  );
}
