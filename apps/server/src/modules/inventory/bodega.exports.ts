import { todayInGuatemala } from '@pos/shared/format';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportacionSchema } from '@pos/shared/domains/exports';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { streamRows, type RowSource } from '../../lib/row-source';
import { actorOf } from '../../plugins/auth';
import { type ExportContext, startExport, type ExportDefinitions } from '../exports';
import { readScope } from '../../lib/branch-scope';
import { toExistenciaBodega } from './existencias.dto';
import type { StockListRow } from './existencias.query';
import {
  investmentFromQuery,
  investmentQuery,
  stockListFromQuery,
  stockListQuery,
  warehouseReportFromQuery,
  warehouseReportQuery,
} from './list-sources';
import type { WarehouseReportRow } from './reporte-bodega.query';
import { toFilaReporteBodega, toFilaTotalInvertido } from './reportes.dto';
import { companyDecimals } from '../../lib/settings';
import type { InvestmentRow } from './total-invertido.query';

const TIPOS = {
  existencias: 'bodega.existencias',
  movimientos: 'bodega.movimientos',
  inversion: 'bodega.inversion',
} as const;

const siNo = (value: boolean) => (value ? 'Sí' : 'No');

/** The rows of a source, `size` at a time, each mapped to the export's flat columns. */
async function* mapped<R, T>(ctx: ExportContext, source: RowSource, map: (row: R) => T): AsyncIterable<T[]> {
  for await (const batch of streamRows<R>(ctx.db, source, 2000)) yield batch.map(map);
}

/** The workbooks this file defines, by `tipo` (the module's face lists them). */
export const bodegaExports: ExportDefinitions = {
  [TIPOS.existencias]: {
    hoja: 'Existencias',
    nombreArchivo: () => `existencias-${todayInGuatemala()}.xlsx`,
    columnas: [
      { header: 'Código', key: 'codigo', width: 14 },
      { header: 'Producto', key: 'nombre', width: 40 },
      { header: 'Sucursal', key: 'sucursal', width: 18 },
      { header: 'Existencia', key: 'inventario', format: 'quantity' },
      { header: 'Unidad', key: 'unidad' },
      { header: 'Mínimo', key: 'minimo', format: 'quantity' },
      { header: 'Bajo mínimo', key: 'alerta' },
      { header: 'Último costo', key: 'costo', format: 'money' },
      { header: 'Costo promedio', key: 'promedio', format: 'money', width: 16 },
      { header: 'Precio', key: 'precio', format: 'money' },
    ],
    async *filas(ctx) {
      const decimales = await companyDecimals(ctx.db, ctx.empresaId);
      const source = stockListFromQuery(stockListQuery.parse(ctx.parametros), ctx.empresaId, ctx.sucursalId);
      yield* mapped(ctx, source, (row: StockListRow) => {
        const e = toExistenciaBodega(row, decimales);
        return {
          codigo: e.codigo,
          nombre: e.nombre,
          sucursal: e.sucursal.nombre,
          inventario: e.inventario,
          unidad: e.unidad_de_medida?.nombre ?? '',
          minimo: e.minimo_existencias,
          alerta: siNo(e.alerta),
          costo: e.costo,
          promedio: e.costo_promedio_ponderado,
          precio: e.precio,
        };
      });
    },
  },

  [TIPOS.movimientos]: {
    hoja: 'Movimientos de bodega',
    nombreArchivo: () => `movimientos-de-bodega-${todayInGuatemala()}.xlsx`,
    columnas: [
      { header: 'Fecha', key: 'creado', format: 'datetime', width: 18 },
      { header: 'Tipo', key: 'tipo', width: 14 },
      { header: 'Número', key: 'numero', format: 'integer' },
      { header: 'Sucursal', key: 'sucursal', width: 18 },
      { header: 'Usuario', key: 'usuario', width: 24 },
      { header: 'Destino', key: 'destino', width: 20 },
      { header: 'Nota', key: 'nota', width: 40 },
      { header: 'Productos', key: 'productos', format: 'integer' },
      { header: 'Total', key: 'total', format: 'money' },
    ],
    async *filas(ctx) {
      const decimales = await companyDecimals(ctx.db, ctx.empresaId);
      const source = warehouseReportFromQuery(
        warehouseReportQuery.parse(ctx.parametros),
        ctx.empresaId,
        ctx.sucursalId,
      );
      yield* mapped(ctx, source, (row: WarehouseReportRow) => {
        const r = toFilaReporteBodega(row, decimales);
        return {
          creado: r.creado,
          tipo: r.tipo_nombre,
          numero: r.numero,
          sucursal: r.sucursal.nombre,
          usuario: r.usuario.nombre,
          destino: r.destino?.nombre ?? '',
          nota: r.nota,
          productos: r.productos,
          total: r.total,
        };
      });
    },
  },

  [TIPOS.inversion]: {
    hoja: 'Inversión en bodega',
    nombreArchivo: () => `inversion-en-bodega-${todayInGuatemala()}.xlsx`,
    columnas: [
      { header: 'Código', key: 'codigo', width: 14 },
      { header: 'Producto', key: 'nombre', width: 40 },
      { header: 'Existencia', key: 'inventario', format: 'quantity' },
      { header: 'Unidad', key: 'unidad' },
      { header: 'Costo', key: 'costo', format: 'money' },
      { header: 'Total invertido', key: 'total', format: 'money', width: 16 },
    ],
    async *filas(ctx) {
      const decimales = await companyDecimals(ctx.db, ctx.empresaId);
      const source = investmentFromQuery(
        investmentQuery.parse(ctx.parametros),
        ctx.empresaId,
        ctx.sucursalId,
        decimales,
      );
      yield* mapped(ctx, source, (row: InvestmentRow) => {
        const r = toFilaTotalInvertido(row, decimales);
        return {
          codigo: r.codigo,
          nombre: r.nombre,
          inventario: r.inventario,
          unidad: r.unidad_de_medida?.nombre ?? '',
          costo: r.costo,
          total: r.total_invertido,
        };
      });
    },
  },
};

/** The three warehouse exports: same query and permission as their lists; they answer `{id}` at once. */
export function bodegaExportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  /** The query is checked (and its source built once) before the job is queued, so bad filters answer 400. */
  const exportOf = <Q extends z.ZodType>(
    { url, summary }: { url: string; summary: string },
    permiso: 'bodega' | 'reporte_bodega' | 'reporte_total_invertido',
    tipo: string,
    query: Q,
    build: (q: z.output<Q>, empresaId: number, sucursalId: number | null) => RowSource,
    filtroSucursal?: (q: z.output<Q>) => number | undefined,
  ) =>
    api.get(
      url,
      { config: { permiso }, schema: { summary, querystring: query, response: { 200: exportacionSchema } } },
      async (request) => {
        const actor = actorOf(request);
        const q = request.query as z.output<Q>;
        const sucursalId = await readScope(db, actor, request.scope, filtroSucursal?.(q));
        build(q, actor.empresaId, sucursalId);
        return startExport(db, deps.queue, actor, { tipo, sucursalId, parametros: q as Record<string, unknown> });
      },
    );
  exportOf(
    {
      url: '/api/bodegas/descargar_excel_existencia_producto/',
      summary: 'Iniciar la exportación de existencias a Excel',
    },
    'bodega',
    TIPOS.existencias,
    stockListQuery,
    stockListFromQuery,
    (q) => q.filtro_sucursal,
  );
  exportOf(
    {
      url: '/api/bodegas/descargar_excel_movimiento_bodega/',
      summary: 'Iniciar la exportación del reporte de bodega a Excel',
    },
    'reporte_bodega',
    TIPOS.movimientos,
    warehouseReportQuery,
    warehouseReportFromQuery,
  );
  exportOf(
    {
      url: '/api/bodegas/descargar_excel_inversion_bodega/',
      summary: 'Iniciar la exportación de la inversión en bodega a Excel',
    },
    'reporte_total_invertido',
    TIPOS.inversion,
    investmentQuery,
    (q, empresaId, sucursalId) => investmentFromQuery(q, empresaId, sucursalId, 2),
  );
}
