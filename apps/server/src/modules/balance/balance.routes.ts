import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { balanceSchema, graficaBalanceSchema } from '@pos/shared/domains/balance';
import { MENSAJES } from '@pos/shared/messages';
import type { AppDeps } from '../../app-deps';
import { readScope } from '../../lib/branch-scope';
import { blankAsMissing, fechaParam } from '../../lib/query-params';
import { actorOf } from '../../plugins/auth';
import { balanceChart, balanceOfPeriod } from './balance.service';

const anio = blankAsMissing(
  z.coerce
    .number({ error: MENSAJES.campos.integer })
    .int(MENSAJES.campos.integer)
    .min(2000, MENSAJES.campos.minValue(1999))
    .max(2100, MENSAJES.campos.maxValue(2101)),
);
const graficaQuery = z.object({ anio_actual: anio, anio_pasado: anio });
const balanceQuery = z.object({ fecha_inicial: fechaParam, fecha_final: fechaParam });
const PERMISO = { permiso: 'reporte_balance_general' } as const;

/**
 * `/reporte_balance_general` (001 §7, P3-52). The paths sit under the registers' `movimientos/`
 * resource in the spec, but the report reads sales, returns, purchases and expenses, so it is a
 * module of its own that no other module depends on.
 */
export function balanceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.get(
    '/api/movimientos/grafica_balance_general/',
    {
      config: PERMISO,
      schema: {
        summary: 'Comparar ingresos y egresos por mes de dos años',
        querystring: graficaQuery,
        response: { 200: graficaBalanceSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return balanceChart(db, actor.empresaId, await readScope(db, actor, request.scope), request.query);
    },
  );

  api.get(
    '/api/movimientos/balance_general/',
    {
      config: PERMISO,
      schema: {
        summary: 'Consultar el balance general de un período',
        querystring: balanceQuery,
        response: { 200: balanceSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return balanceOfPeriod(db, actor.empresaId, await readScope(db, actor, request.scope), request.query);
    },
  );
}
