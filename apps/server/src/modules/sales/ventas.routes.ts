import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Permiso } from '@pos/shared/domains/users/permissions';
import { ventaRegistradaSchema } from '@pos/shared/domains/sales/sales.api';
import type { AppDeps } from '../../app-deps';
import { createOnce } from '../../lib/transaction';
import { mark, timed } from '../../lib/spans';
import { actorOf } from '../../plugins/auth';
import { registrarVenta } from './ventas.service';
import { ventaCotizacionSchema, ventaSchema } from './ventas.schema';

/** Who charges: the PVN point of sale and the PVMCE cashier (the counter seller only quotes). */
const COBRADORES: readonly Permiso[] = ['punto_venta', 'punto_venta_caja'];

/** Recording sales (000 §7 "Sales and quotations"). Both accept an Idempotency-Key. */
export function ventasRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.post(
    '/api/ventas/',
    {
      config: { permiso: COBRADORES },
      schema: { summary: 'Registrar una venta', body: ventaSchema, response: { 201: ventaRegistradaSchema } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const venta = await timed('venta.transaccion', () =>
        createOnce(db, request, reply, (tx) =>
          timed('venta.trabajo', () => registrarVenta(tx, actor, deps.queue, request.body)),
        ),
      );
      // Committed: the dispatcher times from here to taking its invoice (bench only).
      mark(`venta:${venta.id}`);
      return venta;
    },
  );

  api.post(
    '/api/ventas/cotizacion/',
    {
      config: { permiso: COBRADORES },
      schema: {
        summary: 'Registrar una venta a partir de una cotización',
        body: ventaCotizacionSchema,
        response: { 201: ventaRegistradaSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { cotizacion, ...venta } = request.body;
      return createOnce(db, request, reply, (tx) => registrarVenta(tx, actor, deps.queue, venta, cotizacion));
    },
  );
}
