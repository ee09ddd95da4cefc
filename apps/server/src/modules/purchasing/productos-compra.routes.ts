import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageSchema } from '@pos/shared/api';
import { esAGranel } from '@pos/shared/domains/catalog/catalog';
import { productoCompraSchema, type ProductoCompra } from '@pos/shared/domains/purchasing';
import type { AppDeps } from '../../app-deps';
import { productos } from '../../db/schema/index';
import { readScope } from '../../lib/branch-scope';
import { listParams, listQuerySchema, pageOf } from '../../lib/list';
import { companyDecimals } from '../../lib/settings';
import { moneyOf, quantityOf } from '../../lib/values';
import { actorOf } from '../../plugins/auth';
import { listProductosCompra, ordenProductosCompra, type ProductoCompraRow } from './productos-compra.repo';

/**
 * `GET ordenes_compra/productos` (not in the spec): the new order's product panel (001 §2: name,
 * code, last cost Q and $, supplier, stock). Its own call because a buyer holds `orden_compra`, not
 * the warehouse flags the stock picker asks for, and the panel needs the dollar cost and supplier.
 */
export function productosCompraRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.get(
    '/api/ordenes_compra/productos/',
    {
      config: { permiso: 'orden_compra' },
      schema: {
        summary: 'Listar productos para una orden de compra con su último costo',
        querystring: listQuerySchema,
        response: { 200: pageSchema(productoCompraSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const sucursalId = await readScope(db, actor, request.scope);
      const params = listParams(request.query, {
        ordering: ordenProductosCompra,
        defaultOrdering: 'nombre',
        tiebreaker: productos.id,
      });
      const decimales = await companyDecimals(db, actor.empresaId);
      const { rows, count } = await listProductosCompra(db, actor.empresaId, sucursalId, params);
      const toProductoCompra = (row: ProductoCompraRow): ProductoCompra => ({
        id: row.id,
        codigo: row.codigo,
        nombre: row.nombre,
        codigo_barras: row.codigoBarras,
        a_granel: esAGranel(row.tipoProducto),
        inventario: quantityOf(row.inventario, row.tipoProducto),
        ultimo_costo: moneyOf(row.costo, decimales),
        costo_dolares: moneyOf(row.costoDolares, decimales),
        ultimo_proveedor: row.proveedorId === null ? null : { id: row.proveedorId, nombre: row.proveedorNombre ?? '' },
      });
      return pageOf(request, params, count, rows.map(toProductoCompra));
    },
  );
}
