import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportacionSchema } from '@pos/shared/domains/exports';
import type { z } from 'zod';
import { zIntId } from '@pos/shared/validation/zod';
import type { AppDeps } from '../../app-deps';
import { productos } from '../../db/schema/index';
import { listParams, listQuerySchema } from '../../lib/list';
import { actorOf } from '../../plugins/auth';
import { inPages, registerExport, type ExportColumn, startExport } from '../exports';
import { catalogSettings } from './catalog-settings';
import { toProductoFila } from './productos.dto';
import { listProductos, ordenProductos } from './productos.repo';

export const productosListaQuery = listQuerySchema.extend({
  familia_id: zIntId().optional(),
  sub_familia_id: zIntId().optional(),
});

const TIPO = 'productos.lista';
const PRECIOS = ['precio', 'precio2', 'precio3', 'precio4', 'precio5'] as const;

/** The product list's page for a query, the one reading shared by the screen and its export. */
export function productosListParams(query: z.output<typeof productosListaQuery>) {
  return listParams(query, { ordering: ordenProductos, defaultOrdering: '-creado', tiebreaker: productos.id });
}

registerExport(TIPO, {
  hoja: 'Productos',
  nombreArchivo: () => `productos-${new Date().toISOString().slice(0, 10)}.xlsx`,
  async columnas(ctx) {
    const settings = await catalogSettings(ctx.db, ctx.empresaId);
    const precios: ExportColumn[] = PRECIOS.map((key, i) => ({
      header: settings.nombresPrecios[i] ?? key,
      key,
      format: 'money',
    }));
    return [
      { header: 'Código', key: 'codigo', width: 14 },
      { header: 'Nombre', key: 'nombre', width: 40 },
      { header: 'Tipo', key: 'tipo', width: 20 },
      { header: 'Familia', key: 'familia', width: 18 },
      { header: 'Subfamilia', key: 'subfamilia', width: 18 },
      { header: 'Marca', key: 'marca', width: 16 },
      { header: 'Código de barras', key: 'codigo_barras', width: 18 },
      ...precios,
      { header: 'Existencia', key: 'inventario', format: 'quantity' },
      { header: 'Último costo', key: 'costo', format: 'money' },
      { header: 'Costo promedio', key: 'promedio', format: 'money', width: 16 },
      { header: 'Tienda en línea', key: 'tienda_online' },
    ];
  },
  async *filas(ctx) {
    const settings = await catalogSettings(ctx.db, ctx.empresaId);
    const query = productosListaQuery.parse(ctx.parametros);
    const filtros = { familiaId: query.familia_id, subfamiliaId: query.sub_familia_id };
    yield* inPages(async (limit, offset) => {
      const params = { ...productosListParams(query), limit, offset };
      const { rows } = await listProductos(ctx.db, ctx.empresaId, ctx.sucursalId, params, filtros);
      return rows.map((row) => {
        const p = toProductoFila(row, settings);
        return {
          codigo: p.codigo,
          nombre: p.nombre,
          tipo: p.tipo_producto_nombre,
          familia: p.categoria?.nombre ?? '',
          subfamilia: p.subfamilia?.nombre ?? '',
          marca: p.marca,
          codigo_barras: p.codigo_barras,
          ...Object.fromEntries(PRECIOS.map((key) => [key, p[key]])),
          inventario: p.inventario,
          costo: p.costo,
          promedio: p.costo_promedio_ponderado,
          tienda_online: p.tienda_online ? 'Sí' : 'No',
        };
      });
    }, 2000);
  },
});

/** `GET productos/descargar_excel`: the product list as the screen filters it, as a job (spec 001 §7). */
export function productosExportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/productos/descargar_excel/',
    {
      config: { permiso: 'producto' },
      schema: { querystring: productosListaQuery, response: { 200: exportacionSchema } },
    },
    async (request) => {
      productosListParams(request.query);
      return startExport(deps.database.db, deps.queue, actorOf(request), {
        tipo: TIPO,
        sucursalId: request.scope.sucursalId,
        parametros: request.query,
      });
    },
  );
}
