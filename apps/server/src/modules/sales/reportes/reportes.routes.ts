import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageSchema } from '@pos/shared/api';
import {
  descuentoRecargoSchema,
  gananciaBrutaSchema,
  productoMasVendidoSchema,
} from '@pos/shared/domains/sales/reports';
import type { AppDeps } from '../../../app-deps';
import { readScope } from '../../../lib/branch-scope';
import { pageOf, pageParams } from '../../../lib/list';
import { pageOfSource } from '../../../lib/row-source';
import { companyDecimals } from '../../../lib/settings';
import { actorOf } from '../../../plugins/auth';
import { descuentosQuery, descuentosSource, toDescuentoRecargo, type DescuentoRecargoRow } from './descuentos.query';
import { toGananciaBruta, toProductoMasVendido } from './reportes.dto';
import { listGananciaBruta, listMasVendidos, reporteVentasQuery, ventasDelPeriodo } from './reportes.query';

/**
 * The owner's sales reports (001 §7, P3-52, P3-53): best sellers by presentation, gross profit by
 * product net of returns, and the sales with discounts or surcharges.
 */
export function reportesVentasRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.get(
    '/api/ventas/reporte_productos_mas_vendidos/',
    {
      config: { permiso: 'reporte_productos_mas_vendidos' },
      schema: {
        summary: 'Consultar los productos más vendidos',
        querystring: reporteVentasQuery,
        response: { 200: pageSchema(productoMasVendidoSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const where = ventasDelPeriodo(request.query, actor.empresaId, await readScope(db, actor, request.scope));
      const paging = pageParams(request.query);
      const [{ rows, count }, decimales] = await Promise.all([
        listMasVendidos(db, where, request.query, paging),
        companyDecimals(db, actor.empresaId),
      ]);
      return pageOf(
        request,
        paging,
        count,
        rows.map((r) => toProductoMasVendido(r, decimales)),
      );
    },
  );

  api.get(
    '/api/ventas/reporte_ganacia_bruta/',
    {
      config: { permiso: 'reporte_ganancia_bruta' },
      schema: {
        summary: 'Consultar la ganancia bruta por producto',
        querystring: reporteVentasQuery,
        response: { 200: pageSchema(gananciaBrutaSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const where = ventasDelPeriodo(request.query, actor.empresaId, await readScope(db, actor, request.scope));
      const paging = pageParams(request.query);
      const [{ rows, count }, decimales] = await Promise.all([
        listGananciaBruta(db, where, request.query, paging),
        companyDecimals(db, actor.empresaId),
      ]);
      return pageOf(
        request,
        paging,
        count,
        rows.map((r) => toGananciaBruta(r, decimales)),
      );
    },
  );

  api.get(
    '/api/descuento_recargo_ventas/',
    {
      config: { permiso: 'reporte_descuentos_recargos' },
      schema: {
        summary: 'Consultar el reporte de descuentos y recargos en ventas',
        querystring: descuentosQuery,
        response: { 200: pageSchema(descuentoRecargoSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const source = descuentosSource(request.query, actor.empresaId, await readScope(db, actor, request.scope));
      const decimales = await companyDecimals(db, actor.empresaId);
      return pageOfSource(db, request, request.query, source, (row: DescuentoRecargoRow) =>
        toDescuentoRecargo(row, decimales),
      );
    },
  );
}
