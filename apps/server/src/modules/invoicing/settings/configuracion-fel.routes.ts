import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  configuracionFelInputSchema,
  configuracionFelSchema,
  type ConfiguracionFel,
} from '@pos/shared/domains/invoicing/settings';
import type { AppDeps } from '../../../app-deps';
import { actorOf } from '../../../plugins/auth';
import { getConfiguracionFel, updateConfiguracionFel } from './configuracion-fel.service';
import type { FelRuntime } from '../fel-runtime';

/**
 * The company's FEL settings (issue 5), one resource per company like `configuracion/me`.
 * Credentials go in and never come back: answers carry a mask and `configurada`.
 */
export function configuracionFelRoutes(app: FastifyInstance, deps: AppDeps, fel: FelRuntime): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { box } = fel;

  // Whether this installation certifies for real rides along (FEL_CERTIFIER, fel-runtime.ts).
  const conInstalacion = (configuracion: Omit<ConfiguracionFel, 'solo_pruebas'>): ConfiguracionFel => ({
    ...configuracion,
    solo_pruebas: fel.soloPruebas,
  });

  api.get(
    '/api/configuracion_fel/',
    {
      config: { permiso: 'conf_tienda' },
      schema: { summary: 'Consultar la configuración FEL de la empresa', response: { 200: configuracionFelSchema } },
    },
    async (request) => conInstalacion(await getConfiguracionFel(db, box, actorOf(request).empresaId)),
  );

  api.put(
    '/api/configuracion_fel/',
    {
      config: { permiso: 'conf_tienda' },
      schema: {
        summary: 'Modificar la configuración FEL de la empresa',
        body: configuracionFelInputSchema,
        response: { 200: configuracionFelSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return conInstalacion(await db.transaction((tx) => updateConfiguracionFel(tx, box, actor, request.body)));
    },
  );
}
