import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISOS_CAJA_REGISTRADORA, type Permiso } from '@pos/shared/domains/users/permissions';
import {
  aperturaCierreFilaSchema,
  aperturaCierreSchema,
  aperturaInputSchema,
  cierreInputSchema,
} from '@pos/shared/domains/registers';
import { pageSchema } from '@pos/shared/api';
import { exportacionSchema } from '@pos/shared/domains/exports';
import { zBooleanish } from '@pos/shared/validation/zod';
import type { AppDeps } from '../../app-deps';
import { idParams } from '../../lib/params';
import { pageOfSource } from '../../lib/row-source';
import { createOnce } from '../../lib/transaction';
import { actorOf } from '../../plugins/auth';
import { startExport } from '../exports';
import { readScope } from '../../lib/branch-scope';
import { companyDecimals } from '../../lib/settings';
import { reporteFromQuery, reporteQuery, toAperturaCierreFila, type SesionRow } from './aperturas.query';
import { closeSession, detalleParaLector, getSesionOr404, openSession } from './aperturas.service';
import { TIPO_EXPORT_REPORTE } from './aperturas.export';

/** The session's own user (any point-of-sale permission) or a report reader or register admin. */
const LECTORES: readonly Permiso[] = [...PERMISOS_CAJA_REGISTRADORA, 'reporte_apertura_cierre', 'conf_caja'];

const detalleQuery = z.object({
  /** The printed detail leaves the branch out (000 §7). */
  excluir_sucursal: zBooleanish().optional().default(false),
  /** Sent by the print view; the detail is the same either way. */
  es_impresion: zBooleanish().optional().default(false),
});

/** Register sessions: open, close, closing detail and the openings and closings report (000 §7). */
export function aperturasRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.post(
    '/api/aperturas_cierres_caja/',
    {
      config: { permiso: PERMISOS_CAJA_REGISTRADORA },
      schema: { summary: 'Abrir una caja', body: aperturaInputSchema, response: { 201: aperturaCierreSchema } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return createOnce(db, request, reply, (tx) => openSession(tx, actor, request.scope, request.body));
    },
  );

  api.post(
    '/api/aperturas_cierres_caja/cierre/',
    {
      config: { permiso: PERMISOS_CAJA_REGISTRADORA },
      schema: {
        summary: 'Cerrar la caja que el usuario tiene abierta',
        body: cierreInputSchema,
        response: { 200: aperturaCierreSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return db.transaction((tx) => closeSession(tx, actor, request.body));
    },
  );

  api.get(
    '/api/aperturas_cierres_caja/reporte/',
    {
      config: { permiso: 'reporte_apertura_cierre' },
      schema: {
        summary: 'Consultar el reporte de aperturas y cierres de caja',
        querystring: reporteQuery,
        response: { 200: pageSchema(aperturaCierreFilaSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const source = reporteFromQuery(request.query, actor.empresaId, await readScope(db, actor, request.scope));
      const decimales = await companyDecimals(db, actor.empresaId);
      return pageOfSource(db, request, request.query, source, (row: SesionRow) => toAperturaCierreFila(row, decimales));
    },
  );

  api.get(
    '/api/aperturas_cierres_caja/descargar_excel_reporte/',
    {
      config: { permiso: 'reporte_apertura_cierre' },
      schema: {
        summary: 'Iniciar la exportación del reporte de aperturas y cierres a Excel',
        querystring: reporteQuery,
        response: { 200: exportacionSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const sucursalId = await readScope(db, actor, request.scope);
      // Built once so bad filters answer 400 before a job is queued.
      reporteFromQuery(request.query, actor.empresaId, sucursalId);
      return startExport(db, deps.queue, actor, {
        tipo: TIPO_EXPORT_REPORTE,
        sucursalId,
        parametros: request.query as Record<string, unknown>,
      });
    },
  );

  api.get(
    '/api/aperturas_cierres_caja/:id/',
    {
      config: { permiso: LECTORES },
      schema: {
        summary: 'Consultar una apertura de caja con el detalle de su cierre',
        params: idParams,
        querystring: detalleQuery,
        response: { 200: aperturaCierreSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const row = await getSesionOr404(db, actor, request.params.id);
      const detalle = await detalleParaLector(db, actor, row);
      return request.query.excluir_sucursal ? { ...detalle, sucursal: null } : detalle;
    },
  );
}
