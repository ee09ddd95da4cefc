import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportacionSchema } from '@pos/shared/domains/exports';
import { todayInGuatemala } from '@pos/shared/format';
import type { AppDeps } from '../../../app-deps';
import { readScope } from '../../../lib/branch-scope';
import { streamRows } from '../../../lib/row-source';
import { companyDecimals } from '../../../lib/settings';
import { actorOf } from '../../../plugins/auth';
import { inPages, startExport, type ExportDefinitions } from '../../exports';
import { descuentosQuery, descuentosSource, toDescuentoRecargo, type DescuentoRecargoRow } from './descuentos.query';
import { toGananciaBruta, toProductoMasVendido } from './reportes.dto';
import { listGananciaBruta, listMasVendidos, reporteVentasQuery, ventasDelPeriodo } from './reportes.query';

const TIPO_MAS_VENDIDOS = 'ventas.productos_mas_vendidos';
const TIPO_GANANCIA_BRUTA = 'ventas.ganancia_bruta';
const TIPO_DESCUENTOS = 'ventas.descuentos_recargos';

/** The workbooks this file defines, by `tipo` (the module's face lists them). */
export const reportesVentasExports: ExportDefinitions = {
  /** The workbooks hold the same rows, filters and order as the screens (001 §7). */
  [TIPO_MAS_VENDIDOS]: {
    hoja: 'Productos más vendidos',
    nombreArchivo: () => `productos-mas-vendidos-${todayInGuatemala()}.xlsx`,
    columnas: [
      { header: 'Código', key: 'codigo', width: 16 },
      { header: 'Producto', key: 'nombre', width: 40 },
      { header: 'Cantidad', key: 'cantidad', format: 'quantity', width: 14 },
      { header: 'Total de ventas', key: 'total_ventas', format: 'money', width: 18 },
    ],
    async *filas(ctx) {
      const decimales = await companyDecimals(ctx.db, ctx.empresaId);
      const q = reporteVentasQuery.parse(ctx.parametros);
      const where = ventasDelPeriodo(q, ctx.empresaId, ctx.sucursalId);
      const pages = inPages(async (limit, offset) => (await listMasVendidos(ctx.db, where, q, { limit, offset })).rows);
      for await (const rows of pages)
        yield rows.map((r) => {
          const f = toProductoMasVendido(r, decimales);
          return { ...f.fraccion_data, cantidad: f.cantidad, total_ventas: f.total_ventas };
        });
    },
  },

  [TIPO_GANANCIA_BRUTA]: {
    hoja: 'Ganancia bruta',
    nombreArchivo: () => `ganancia-bruta-${todayInGuatemala()}.xlsx`,
    columnas: [
      { header: 'Código', key: 'codigo', width: 16 },
      { header: 'Producto', key: 'nombre', width: 40 },
      { header: 'Cantidad', key: 'cantidad', format: 'quantity', width: 14 },
      { header: 'Total de ventas', key: 'total_ventas', format: 'money', width: 18 },
      { header: 'Costo', key: 'costo', format: 'money', width: 18 },
      { header: 'Ganancia bruta', key: 'ganancia_bruta', format: 'money', width: 18 },
      { header: 'Margen %', key: 'margen', width: 12 },
    ],
    async *filas(ctx) {
      const decimales = await companyDecimals(ctx.db, ctx.empresaId);
      const q = reporteVentasQuery.parse(ctx.parametros);
      const where = ventasDelPeriodo(q, ctx.empresaId, ctx.sucursalId);
      const pages = inPages(
        async (limit, offset) => (await listGananciaBruta(ctx.db, where, q, { limit, offset })).rows,
      );
      for await (const rows of pages)
        yield rows.map((r) => {
          const { producto, ...cifras } = toGananciaBruta(r, decimales);
          return { codigo: producto.codigo, nombre: producto.nombre, ...cifras };
        });
    },
  },

  [TIPO_DESCUENTOS]: {
    hoja: 'Descuentos y recargos',
    nombreArchivo: () => `descuentos-y-recargos-${todayInGuatemala()}.xlsx`,
    columnas: [
      { header: 'Fecha', key: 'creado', format: 'datetime', width: 18 },
      { header: 'Venta', key: 'codigo', width: 14 },
      { header: 'NIT', key: 'nit', width: 14 },
      { header: 'Cliente', key: 'cliente', width: 30 },
      { header: 'Usuario', key: 'usuario', width: 24 },
      { header: 'Subtotal', key: 'subtotal', format: 'money', width: 16 },
      { header: 'Descuento', key: 'descuento', format: 'money', width: 16 },
      { header: 'Recargo', key: 'recargo', format: 'money', width: 16 },
      { header: 'Total', key: 'total', format: 'money', width: 16 },
    ],
    async *filas(ctx) {
      const decimales = await companyDecimals(ctx.db, ctx.empresaId);
      const source = descuentosSource(descuentosQuery.parse(ctx.parametros), ctx.empresaId, ctx.sucursalId);
      for await (const batch of streamRows<DescuentoRecargoRow>(ctx.db, source, 2000))
        yield batch.map((row) => {
          const f = toDescuentoRecargo(row, decimales);
          return {
            creado: new Date(f.creado),
            codigo: f.codigo ?? '',
            nit: f.cliente.nit,
            cliente: f.cliente.nombre,
            usuario: f.usuario.nombre,
            subtotal: f.subtotal,
            descuento: f.descuento,
            recargo: f.recargo,
            total: f.total,
          };
        });
    },
  },
};

/**
 * `GET ventas/descargar_excel_producto_mas_vendido`, `ventas/descargar_excel_reporte_ganancia_bruta`
 * and `descuento_recargo_ventas/descargar_excel_reporte`: export jobs. The filters are checked
 * (400 on bad ones) before a job is queued.
 */
export function reportesExportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const ventas = [
    {
      path: '/api/ventas/descargar_excel_producto_mas_vendido/',
      permiso: 'reporte_productos_mas_vendidos',
      tipo: TIPO_MAS_VENDIDOS,
      summary: 'Iniciar la exportación de los productos más vendidos a Excel',
    },
    {
      path: '/api/ventas/descargar_excel_reporte_ganancia_bruta/',
      permiso: 'reporte_ganancia_bruta',
      tipo: TIPO_GANANCIA_BRUTA,
      summary: 'Iniciar la exportación del reporte de ganancia bruta a Excel',
    },
  ] as const;
  for (const { path, permiso, tipo, summary } of ventas)
    api.get(
      path,
      {
        config: { permiso },
        schema: { summary, querystring: reporteVentasQuery, response: { 200: exportacionSchema } },
      },
      async (request) => {
        const actor = actorOf(request);
        const sucursalId = await readScope(db, actor, request.scope);
        ventasDelPeriodo(request.query, actor.empresaId, sucursalId);
        return startExport(db, deps.queue, actor, { tipo, sucursalId, parametros: request.query });
      },
    );
  api.get(
    '/api/descuento_recargo_ventas/descargar_excel_reporte/',
    {
      config: { permiso: 'reporte_descuentos_recargos' },
      schema: {
        summary: 'Iniciar la exportación del reporte de descuentos y recargos a Excel',
        querystring: descuentosQuery,
        response: { 200: exportacionSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const sucursalId = await readScope(db, actor, request.scope);
      descuentosSource(request.query, actor.empresaId, sucursalId);
      return startExport(db, deps.queue, actor, { tipo: TIPO_DESCUENTOS, sucursalId, parametros: request.query });
    },
  );
}
