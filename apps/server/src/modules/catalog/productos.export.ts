import { todayInGuatemala } from '@pos/shared/format';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ProductoFila } from '@pos/shared/domains/catalog/products.api';
import { exportacionSchema } from '@pos/shared/domains/exports';
import type { z } from 'zod';
import { zIntId } from '@pos/shared/validation/zod';
import type { AppDeps } from '../../app-deps';
import { productos } from '../../db/schema/index';
import { listParams, listQuerySchema } from '../../lib/list';
import { actorOf } from '../../plugins/auth';
import { inPages, type ExportColumn, startExport, type ExportDefinitions } from '../exports';
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

/**
 * A product's rows in the sheet: its own, then one per presentation (caja, paquete, unidad…).
 *
 * A shop owner reads prices down the price columns, so each presentation gets a row of its own
 * rather than a "Caja x12: 70.00; …" text cell: its prices stay numbers in the company's tier
 * columns (Excel sorts, filters and computes with them, every tier shows, not only the first),
 * and its barcode lands in the barcode column, as it would on a shelf label. The presentation rows
 * repeat the product's code, name, type and families, so sorting or filtering by any of them
 * keeps the product's rows together, and the "Presentación" column (empty on the product's own
 * row) tells them apart. Stock and costs belong to the product, counted once in base units on its
 * row; repeated on each presentation they would add up to more than the shop has.
 */
function filasDeProducto(p: ProductoFila): Record<string, unknown>[] {
  const comunes = {
    codigo: p.codigo,
    nombre: p.nombre,
    tipo: p.tipo_producto_nombre,
    familia: p.categoria?.nombre ?? '',
    subfamilia: p.subfamilia?.nombre ?? '',
    marca: p.marca,
  };
  return [
    {
      ...comunes,
      presentacion: '',
      codigo_barras: p.codigo_barras,
      ...Object.fromEntries(PRECIOS.map((key) => [key, p[key]])),
      inventario: p.inventario,
      costo: p.costo,
      promedio: p.costo_promedio_ponderado,
      tienda_online: p.tienda_online ? 'Sí' : 'No',
    },
    ...p.presentaciones.map((f) => ({
      ...comunes,
      presentacion: f.nombre,
      codigo_barras: f.codigo_barras,
      ...Object.fromEntries(PRECIOS.map((key) => [key, f[key]])),
    })),
  ];
}

/** The workbooks this file defines, by `tipo` (the module's face lists them). */
export const productosExports: ExportDefinitions = {
  [TIPO]: {
    hoja: 'Productos',
    nombreArchivo: () => `productos-${todayInGuatemala()}.xlsx`,
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
        { header: 'Presentación', key: 'presentacion', width: 18 },
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
      // Pages count products; each becomes its rows only afterwards, so a page's size stays a page's.
      const paginas = inPages(async (limit, offset) => {
        const params = { ...productosListParams(query), limit, offset };
        const { rows } = await listProductos(ctx.db, ctx.empresaId, ctx.sucursalId, params, filtros);
        return rows.map((row) => toProductoFila(row, settings));
      }, 2000);
      for await (const pagina of paginas) yield pagina.flatMap(filasDeProducto);
    },
  },
};

/** `GET productos/descargar_excel`: the product list as the screen filters it, as a job (spec 001 §7). */
export function productosExportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/productos/descargar_excel/',
    {
      config: { permiso: 'producto' },
      schema: {
        summary: 'Iniciar la exportación de productos a Excel',
        querystring: productosListaQuery,
        response: { 200: exportacionSchema },
      },
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
