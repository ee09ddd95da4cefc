import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PERMISOS_CAJA_REGISTRADORA, type Permiso } from '@pos/shared/domains/users/permissions';
import {
  anularMovimientoInputSchema,
  movimientoCajaSchema,
  movimientoInputSchema,
} from '@pos/shared/domains/registers';
import { detailSchema, pageSchema } from '@pos/shared/api';
import { MENSAJES } from '@pos/shared/messages';
import { zIntId } from '@pos/shared/validation/zod';
import type { AppDeps } from '../../app-deps';
import { movimientosCaja } from '../../db/schema/index';
import { listParams, listQuerySchema, pageOf } from '../../lib/list';
import { createOnce } from '../../lib/transaction';
import { actorOf } from '../../plugins/auth';
import { companyDecimals } from '../../lib/settings';
import { getSesionOr404 } from './aperturas.service';
import { listMovimientos, ordenMovimientos, toMovimientoCaja } from './movimientos.query';
import { annulManualMovement, recordManualMovement } from './movimientos.service';

const LECTORES: readonly Permiso[] = [...PERMISOS_CAJA_REGISTRADORA, 'reporte_apertura_cierre', 'conf_caja'];

const movCajaQuery = listQuerySchema.extend({ apertura_cierre_caja__id: zIntId() });

/** Cash movements of a register session: withdrawals, other cash in, and their annulment (000 §7). */
export function movimientosCajaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.post(
    '/api/movimientos/',
    {
      config: { permiso: PERMISOS_CAJA_REGISTRADORA },
      schema: {
        summary: 'Registrar un retiro o un ingreso de efectivo en la caja del usuario',
        body: movimientoInputSchema,
        response: { 201: movimientoCajaSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return createOnce(db, request, reply, (tx) => recordManualMovement(tx, actor, request.body));
    },
  );

  api.get(
    '/api/movimientos/mov_caja_activa/',
    {
      config: { permiso: LECTORES },
      schema: {
        summary: 'Listar los movimientos de una apertura de caja',
        querystring: movCajaQuery,
        response: { 200: pageSchema(movimientoCajaSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const sesion = await getSesionOr404(db, actor, request.query.apertura_cierre_caja__id);
      const params = listParams(request.query, {
        ordering: ordenMovimientos,
        defaultOrdering: '-creado',
        tiebreaker: movimientosCaja.id,
      });
      const [{ rows, count }, decimales] = await Promise.all([
        listMovimientos(db, sesion.id, params),
        companyDecimals(db, actor.empresaId),
      ]);
      return pageOf(
        request,
        params,
        count,
        rows.map((row) => toMovimientoCaja(row, decimales)),
      );
    },
  );

  api.post(
    '/api/movimientos/anular/',
    {
      config: { permiso: PERMISOS_CAJA_REGISTRADORA },
      schema: {
        summary: 'Anular un movimiento de caja',
        body: anularMovimientoInputSchema,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await db.transaction((tx) => annulManualMovement(tx, actor, request.body));
      return { detail: MENSAJES.cajas.movimientoAnulado };
    },
  );
}
