import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  entregaOrdenVentaInputSchema,
  entregaOrdenVentaSchema,
  movimientoEntregaSchema,
  type MovimientoEntrega,
} from '@pos/shared/domains/orders';
import type { Permiso } from '@pos/shared/domains/users/permissions';
import { MENSAJES } from '@pos/shared/messages';
import { toDecimalString } from '@pos/shared/money';
import { zIntId } from '@pos/shared/validation/zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/http-errors';
import { createOnce } from '../../lib/transaction';
import { actorOf } from '../../plugins/auth';
import { findEntrega, findEntregas, findMovimientosEntrega } from './entregas.query';
import { createEntrega } from './entregas.service';
import { findOrden } from './ordenes.query';
import { VENDEDORES_ORDEN } from './ordenes.routes';

/** Sellers deliver their orders; the warehouse keeper hands the goods over too. */
const ENTREGADORES: readonly Permiso[] = [...VENDEDORES_ORDEN, 'bodega'];

/** Deliveries of sales orders (P3-09: `entrega_ordenes_venta`, pending 10 / complete 20). */
export function entregasOrdenesVentaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.post(
    '/api/entrega_ordenes_venta/',
    {
      config: { permiso: ENTREGADORES },
      schema: {
        summary: 'Registrar una entrega de una orden de venta',
        body: entregaOrdenVentaInputSchema,
        response: { 201: entregaOrdenVentaSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return createOnce(db, request, reply, (tx) => createEntrega(tx, actor, request.body));
    },
  );

  api.get(
    '/api/entrega_ordenes_venta/',
    {
      config: { permiso: ENTREGADORES },
      schema: {
        summary: 'Listar las entregas de una orden de venta',
        querystring: z.object({ orden_venta: zIntId() }),
        response: { 200: z.array(entregaOrdenVentaSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const orden = await findOrden(db, actor.empresaId, actor.sucursalIds, request.query.orden_venta);
      if (!orden) throw notFound(MENSAJES.ordenesVenta.noEncontrada);
      return findEntregas(db, orden.id);
    },
  );

  api.get(
    '/api/entrega_ordenes_venta/movimiento_entrega/',
    {
      config: { permiso: ENTREGADORES },
      schema: {
        summary: 'Consultar una entrega con sus productos',
        querystring: z.object({ id: zIntId() }),
        response: { 200: movimientoEntregaSchema },
      },
    },
    async (request): Promise<MovimientoEntrega> => {
      const actor = actorOf(request);
      const entrega = await findEntrega(db, actor.empresaId, actor.sucursalIds, request.query.id);
      if (!entrega) throw notFound(MENSAJES.entregasOrdenVenta.noEncontrada);
      const [orden, movimientos] = await Promise.all([
        findOrden(db, actor.empresaId, actor.sucursalIds, entrega.ventaId),
        findMovimientosEntrega(db, entrega.id),
      ]);
      const { ventaId: _venta, sucursalId: _sucursal, ...datos } = entrega;
      return {
        entrega: datos,
        orden_venta: { id: orden!.id, codigo: orden!.codigo ?? '' },
        sucursal: { id: orden!.sucursal_id, nombre: orden!.sucursal_nombre },
        movimientos: movimientos.map((m) => ({
          producto: { id: m.producto_id, nombre: m.producto_nombre },
          fraccion_id: m.fraccion_id,
          cantidad: toDecimalString(m.cantidad, 4),
          tipo_movimiento: m.tipo,
        })),
      };
    },
  );
}
