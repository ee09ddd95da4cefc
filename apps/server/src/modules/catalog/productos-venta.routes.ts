import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema } from '@pos/shared/api';
import { productoVentaSchema } from '@pos/shared/domains/catalog/products.api';
import { zBooleanish } from '@pos/shared/validation/zod';
import type { AppDeps } from '../../app-deps';
import { productos } from '../../db/schema/index';
import { listParams, listQuerySchema, pageOf } from '../../lib/list';
import { actorOf } from '../../plugins/auth';
import { toProductoVenta } from './productos-venta.dto';
import { GRUPOS, rankCandidatos, type OrdenVenta } from './productos-venta.rank';
import { browseCandidatos, loadProductosVenta, ordenVenta, searchCandidatos } from './productos-venta.repo';
import { planBusqueda } from './productos-venta.search';

const ventaQuery = listQuerySchema.extend({
  activo: zBooleanish().optional().default(true),
  inventariable: zBooleanish().optional(),
  vendible: zBooleanish().optional(),
  /** The company's `buscar_nombre`: the point of sale passes false to look up codes and barcodes only. */
  buscar_nombre: zBooleanish().optional().default(true),
  /** Customer price tiers come with customers (DECISIONS P3-32); accepted and ignored until then. */
  cliente: z.string().optional(),
});

/** The first ordering term (already checked against `ordenVenta` by listParams). */
function ordenDe(query: { ordering?: string; sort?: string }): OrdenVenta {
  const term = (query.ordering || query.sort || 'nombre').split(',')[0]!.trim();
  return { campo: term.replace(/^-/, '') as OrdenVenta['campo'], descendente: term.startsWith('-') };
}

/**
 * `GET productos_venta` (spec 000 §7): the point of sale's search on every keystroke and scan.
 * Two statements: the matching ids (index probes and a LIMITed name scan, ranked here), then
 * everything the page's cart lines need.
 */
export function productosVentaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const config = { permiso: ['punto_venta', 'punto_venta_mostrador', 'punto_venta_caja', 'producto'] } as const;

  api.get(
    '/api/productos_venta/',
    {
      config,
      schema: {
        summary: 'Buscar productos para vender por código, código de barras o nombre',
        querystring: ventaQuery,
        response: { 200: pageSchema(productoVentaSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const query = request.query;
      const params = listParams(query, { ordering: ordenVenta, defaultOrdering: 'nombre', tiebreaker: productos.id });
      const filtros = {
        empresaId: actor.empresaId,
        activo: query.activo,
        inventariable: query.inventariable,
        vendible: query.vendible,
      };
      const plan = planBusqueda(query.search, query.buscar_nombre);

      let total: number;
      let pagina: { id: number; grupo: number; fraccion_id: number | null }[];
      if (plan) {
        ({ total, pagina } = rankCandidatos(
          await searchCandidatos(db, filtros, plan),
          ordenDe(query),
          params.limit,
          params.offset,
        ));
      } else {
        const browse = await browseCandidatos(db, filtros, params.orderBy, params.limit, params.offset);
        total = browse.total;
        pagina = browse.ids.map((id) => ({ id, grupo: GRUPOS.NINGUNO, fraccion_id: null }));
      }
      const rows =
        pagina.length > 0
          ? await loadProductosVenta(
              db,
              actor.empresaId,
              request.scope.sucursalId,
              pagina.map((c) => c.id),
            )
          : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      const results = pagina.filter((c) => byId.has(c.id)).map((c) => toProductoVenta(byId.get(c.id)!, c));
      return pageOf(request, params, total, results);
    },
  );
}
