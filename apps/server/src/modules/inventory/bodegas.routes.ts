import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { esAGranel } from '@pos/shared/domains/catalog/catalog';
import { pageSchema } from '@pos/shared/api';
import {
  DOCUMENTOS_BODEGA,
  ORDEN_KARDEX_POR_DEFECTO,
  ORDEN_PRODUCTOS_BODEGA_POR_DEFECTO,
  existenciaBodegaSchema,
  kardexSchema,
  lineaProductoBodegaSchema,
} from '@pos/shared/domains/inventory';
import { MENSAJES } from '@pos/shared/messages';
import type { Permiso } from '@pos/shared/domains/users/permissions';
import { zIntId } from '@pos/shared/validation/zod';
import type { AppDeps } from '../../app-deps';
import { queryRows } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { listQuerySchema, parseOrdering } from '../../lib/list';
import { pageOfSource } from '../../lib/row-source';
import { actorOf } from '../../plugins/auth';
import { readScope, requireBranch } from '../../lib/branch-scope';
import { toExistenciaBodega, toLineaProductoBodega, toMovimientoKardex } from './existencias.dto';
import type { StockListRow } from './existencias.query';
import { stockListFromQuery, stockListQuery } from './list-sources';
import { KARDEX_ORDER, kardexSource, type KardexListRow } from './kardex.query';
import { PICKER_ORDER, pickerSource, type PickerRow } from './productos-bodega.query';
import { fechaParam, filtroSucursalParam, reportRange, tipoMovimientoParam } from '../../lib/query-params';
import { companyDecimals } from '../../lib/settings';
import { quantityOf } from '../../lib/values';

/** The picker serves the four movement screens as well as the warehouse itself. */
const PICKER_USERS: readonly Permiso[] = ['bodega', ...Object.values(DOCUMENTOS_BODEGA).map((d) => d.permiso)];

const kardexQuery = listQuerySchema.extend({
  producto: zIntId(),
  filtro_sucursal: filtroSucursalParam,
  fecha_inicial: fechaParam,
  fecha_final: fechaParam,
  tipo: tipoMovimientoParam(),
});

export function bodegasRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  // The stock list (/bodega): per product in the branch, or per product and branch with sucursal=empresa.
  api.get(
    '/api/bodegas/',
    {
      config: { permiso: 'bodega' },
      schema: {
        summary: 'Listar existencias por producto',
        querystring: stockListQuery,
        response: { 200: pageSchema(existenciaBodegaSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      const sucursalId = await readScope(db, actor, request.scope, q.filtro_sucursal);
      const decimales = await companyDecimals(db, actor.empresaId);
      const source = stockListFromQuery(q, actor.empresaId, sucursalId);
      return pageOfSource(db, request, q, source, (row: StockListRow) => toExistenciaBodega(row, decimales));
    },
  );

  // The movement screens' product picker: each row a new stock line (quantity 1, last cost).
  api.get(
    '/api/bodegas/lista_productos_all/',
    {
      config: { permiso: PICKER_USERS },
      schema: {
        summary: 'Listar productos para un documento de bodega',
        querystring: listQuerySchema,
        response: { 200: pageSchema(lineaProductoBodegaSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      const order = parseOrdering(q, PICKER_ORDER, ORDEN_PRODUCTOS_BODEGA_POR_DEFECTO);
      const sucursalId = requireBranch(request.scope);
      const decimales = await companyDecimals(db, actor.empresaId);
      const source = pickerSource({ empresaId: actor.empresaId, sucursalId, search: q.search || undefined }, order);
      return pageOfSource(db, request, q, source, (row: PickerRow) => toLineaProductoBodega(row, decimales));
    },
  );

  // One product's ledger (not in the spec: the stock list's "see the movements").
  api.get(
    '/api/bodegas/kardex/',
    {
      config: { permiso: 'bodega' },
      schema: {
        summary: 'Consultar el kárdex de un producto',
        querystring: kardexQuery,
        response: { 200: kardexSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      const order = parseOrdering(q, KARDEX_ORDER, ORDEN_KARDEX_POR_DEFECTO);
      const range = reportRange(q.fecha_inicial, q.fecha_final);
      const sucursalId = await readScope(db, actor, request.scope, q.filtro_sucursal);
      const [producto] = await queryRows<{
        id: number;
        codigo: string;
        nombre: string;
        tipo_producto: number;
        inventario: string;
      }>(
        db,
        sql`select p.id, p.codigo, p.nombre, p.tipo_producto,
                 coalesce((select sum(e.cantidad) from existencias e join sucursales s on s.id = e.sucursal_id and s.activo
                            where e.producto_id = p.id and ${sucursalId === null ? sql`true` : sql`e.sucursal_id = ${sucursalId}`}), 0)::text as inventario
            from productos p where p.id = ${q.producto} and p.empresa_id = ${actor.empresaId}`,
      );
      if (!producto) throw notFound(MENSAJES.bodega.productoNoEncontrado);
      const decimales = await companyDecimals(db, actor.empresaId);
      const source = kardexSource(
        { empresaId: actor.empresaId, productoId: producto.id, sucursalId, ...range, tipo: q.tipo },
        order,
      );
      const page = await pageOfSource(db, request, q, source, (row: KardexListRow) =>
        toMovimientoKardex(row, decimales),
      );
      return {
        ...page,
        producto: {
          id: producto.id,
          codigo: producto.codigo,
          nombre: producto.nombre,
          a_granel: esAGranel(producto.tipo_producto),
          inventario: quantityOf(producto.inventario, producto.tipo_producto),
        },
      };
    },
  );
}
