import { todayInGuatemala } from '@pos/shared/format';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportacionSchema } from '@pos/shared/domains/exports';
import { NOMBRES_MOTIVO_DEVOLUCION, devolucionesQuerySchema } from '@pos/shared/domains/returns';
import { dec, toMoneyString } from '@pos/shared/money';
import type { AppDeps } from '../../app-deps';
import { readScope } from '../../lib/branch-scope';
import { companyDecimals } from '../../lib/settings';
import { actorOf } from '../../plugins/auth';
import { startExport, type ExportDefinitions } from '../exports';
import { devolucionesFilter } from './devoluciones.filter';
import { findDevolucion, listDevoluciones, totalesPorMotivo } from './devoluciones.query';

const TIPO = 'devoluciones.reporte';
const LOTE = 200;

/** The workbooks this file defines, by `tipo` (the module's face lists them). */
export const devolucionesExports: ExportDefinitions = {
  /** The returns report (`/reporte_devoluciones`): one row per returned line, then the totals by reason. */
  [TIPO]: {
    hoja: 'Devoluciones',
    nombreArchivo: () => `devoluciones-${todayInGuatemala()}.xlsx`,
    columnas: [
      { header: 'Fecha', key: 'creado', format: 'datetime', width: 18 },
      { header: 'Código', key: 'codigo', width: 14 },
      { header: 'Tipo', key: 'tipo', width: 14 },
      { header: 'Estado', key: 'estado', width: 12 },
      { header: 'Venta', key: 'venta', width: 14 },
      { header: 'Cliente', key: 'cliente', width: 30 },
      { header: 'Usuario', key: 'usuario', width: 24 },
      { header: 'Producto', key: 'producto', width: 36 },
      { header: 'Motivo', key: 'motivo', width: 30 },
      { header: 'Regresa a bodega', key: 'ingreso_bodega', width: 16 },
      { header: 'Cantidad', key: 'cantidad', format: 'quantity' },
      { header: 'Total', key: 'total', format: 'money' },
    ],
    async *filas(ctx) {
      const decimales = await companyDecimals(ctx.db, ctx.empresaId);
      const q = devolucionesQuerySchema.parse(ctx.parametros);
      const { filtro, order } = devolucionesFilter(q, ctx.empresaId, ctx.sucursalId);
      for (let offset = 0; ; offset += LOTE) {
        const { rows } = await listDevoluciones(ctx.db, filtro, order, { limit: LOTE, offset }, decimales);
        const filas: Record<string, unknown>[] = [];
        for (const fila of rows) {
          const detalle = await findDevolucion(ctx.db, ctx.empresaId, fila.id, decimales);
          for (const l of detalle?.detalles ?? [])
            filas.push({
              creado: new Date(fila.creado),
              codigo: fila.codigo,
              tipo: fila.tipo,
              estado: fila.estado_nombre,
              venta: fila.venta.codigo,
              cliente: fila.cliente.nombre,
              usuario: fila.usuario.nombre,
              producto: l.nombre,
              motivo: l.motivo_nombre,
              ingreso_bodega: l.ingreso_bodega ? 'Sí' : 'No',
              cantidad: l.cantidad,
              total: l.total,
            });
        }
        if (filas.length > 0) yield filas;
        if (rows.length < LOTE) break;
      }
      const totales = await totalesPorMotivo(ctx.db, filtro);
      yield totales.map((t) => ({
        motivo: `Total ${NOMBRES_MOTIVO_DEVOLUCION[t.motivo] ?? t.motivo}`,
        cantidad: t.cantidad,
        total: t.total,
      }));
    },
  },
};

/** `GET devoluciones/reporte`: what came back in the period, by reason (the `/reporte_devoluciones` table). */
const filaReporteSchema = z.object({ motivo: z.number().int(), cantidad: z.string(), total: z.string() });

export function devolucionesExportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  api.get(
    '/api/devoluciones/reporte/',
    {
      config: { permiso: 'reporte_devolucion' },
      schema: {
        summary: 'Consultar el reporte de devoluciones por motivo',
        querystring: devolucionesQuerySchema,
        response: { 200: z.array(filaReporteSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const sucursalId = await readScope(db, actor, request.scope);
      const { filtro } = devolucionesFilter(request.query, actor.empresaId, sucursalId);
      const decimales = await companyDecimals(db, actor.empresaId);
      return (await totalesPorMotivo(db, filtro)).map((f) => ({
        motivo: f.motivo,
        cantidad: dec(f.cantidad).toFixed(),
        total: toMoneyString(f.total, decimales),
      }));
    },
  );
  api.get(
    '/api/devoluciones/descargar_excel/',
    {
      config: { permiso: 'reporte_devolucion' },
      schema: {
        summary: 'Iniciar la exportación de devoluciones a Excel',
        querystring: devolucionesQuerySchema,
        response: { 200: exportacionSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const sucursalId = await readScope(db, actor, request.scope);
      // The filters are checked before the job is queued, so a bad one answers 400.
      devolucionesFilter(request.query, actor.empresaId, sucursalId);
      return startExport(db, deps.queue, actor, {
        tipo: TIPO,
        sucursalId,
        parametros: request.query as Record<string, unknown>,
      });
    },
  );
}
