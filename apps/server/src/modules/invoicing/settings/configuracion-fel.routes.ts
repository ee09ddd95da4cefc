import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { configuracionFelInputSchema } from '@pos/shared/domains/fel-configuracion';
import type { AppDeps } from '../../../app-deps';
import { actorOf } from '../../../plugins/auth';
import { getConfiguracionFel, updateConfiguracionFel } from './configuracion-fel.service';

/**
 * The company's FEL settings (issue 5), one resource per company like `configuracion/me`.
 * Credentials go in and never come back: answers carry a mask and `configurada`.
 */
export function configuracionFelRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { box } = deps.fel;

  api.get('/api/configuracion_fel/', { config: { permiso: 'conf_tienda' } }, async (request) => getConfiguracionFel(db, box, actorOf(request).empresaId));

  api.put('/api/configuracion_fel/', { config: { permiso: 'conf_tienda' }, schema: { body: configuracionFelInputSchema } }, async (request) => {
    const actor = actorOf(request);
    return db.transaction((tx) => updateConfiguracionFel(tx, box, actor, request.body));
  });
}
