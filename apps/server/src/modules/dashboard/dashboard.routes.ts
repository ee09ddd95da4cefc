import type { FastifyInstance } from 'fastify';
import { dashboardSchema, type Dashboard } from '@pos/shared/domains/sales/history';
import { todayInGuatemala } from '@pos/shared/format';
import type { AppDeps } from '../../app-deps';
import { actorOf } from '../../plugins/auth';
import { readScope } from '../../lib/branch-scope';
import { salesSummary } from './dashboard.service';

export function dashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  // `GET dashboard` (001 §7, P2-04a): the branch's (or with `sucursal=empresa` every branch's) sales and purchases.
  app.get(
    '/api/dashboard/',
    {
      config: { permiso: 'dashboard' },
      schema: { summary: 'Consultar el tablero de ventas y compras', response: { 200: dashboardSchema } },
    },
    async (request): Promise<Dashboard> => {
      const actor = actorOf(request);
      const sucursalId = await readScope(db, actor, request.scope);
      return salesSummary(db, actor.empresaId, sucursalId, todayInGuatemala());
    },
  );
}
