import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENTOS_BODEGA,
  documentoBodegaRespuestaSchema,
  documentoBodegaSchema,
  type ClaseDocumentoBodega,
} from '@pos/shared/domains/inventory';
import type { Permiso } from '@pos/shared/domains/users/permissions';
import type { DecimalesMoneda } from '@pos/shared/money';
import { zIntId } from '@pos/shared/validation/zod';
import type { AppDeps } from '../../app-deps';
import { parseFields } from '../../lib/form-data';
import { idParams } from '../../lib/params';
import { createOnce } from '../../lib/transaction';
import { actorOf } from '../../plugins/auth';
import { requireBranch } from '../../lib/branch-scope';
import { createDocumentoBodega, getDocumentoBodega } from './documentos.service';
import { companyDecimals } from '../../lib/settings';

/** Who may open a document: the warehouse, its report, and the four movement screens that print one. */
const LECTORES_DOCUMENTO: readonly Permiso[] = [
  'bodega',
  'reporte_bodega',
  ...Object.values(DOCUMENTOS_BODEGA).map((d) => d.permiso),
];

const schemas = new Map<string, ReturnType<typeof documentoBodegaSchema>>();
function schemaFor(clase: ClaseDocumentoBodega, decimales: DecimalesMoneda) {
  const key = `${clase}:${decimales}`;
  let schema = schemas.get(key);
  if (!schema) schemas.set(key, (schema = documentoBodegaSchema(clase, decimales)));
  return schema;
}

export function documentosBodegaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  for (const clase of Object.keys(DOCUMENTOS_BODEGA) as ClaseDocumentoBodega[]) {
    api.post(
      `/api/bodegas/${clase}/`,
      {
        config: { permiso: DOCUMENTOS_BODEGA[clase].permiso },
        schema: {
          summary: `Registrar un documento de ${DOCUMENTOS_BODEGA[clase].titulo.toLowerCase()}`,
          // The body is read once the company's decimals are known; they change no field of it.
          documentedBody: schemaFor(clase, 2),
          response: { 201: documentoBodegaRespuestaSchema },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const sucursalId = requireBranch(request.scope);
        // Money is checked with the company's decimals, so the body is read once those are known.
        const decimales = await companyDecimals(db, actor.empresaId);
        const input = parseFields(schemaFor(clase, decimales), request.body);
        return createOnce(db, request, reply, (tx) =>
          createDocumentoBodega(tx, actor, sucursalId, clase, input, decimales),
        );
      },
    );
  }

  api.get(
    '/api/bodegas/resumen/',
    {
      config: { permiso: LECTORES_DOCUMENTO },
      schema: {
        summary: 'Consultar un documento de bodega (id en la consulta)',
        querystring: z.object({ id: zIntId() }),
        response: { 200: documentoBodegaRespuestaSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return getDocumentoBodega(db, actor, request.query.id, await companyDecimals(db, actor.empresaId));
    },
  );

  api.get(
    '/api/bodegas/resumen/:id/',
    {
      config: { permiso: LECTORES_DOCUMENTO },
      schema: {
        summary: 'Consultar un documento de bodega',
        params: idParams,
        response: { 200: documentoBodegaRespuestaSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return getDocumentoBodega(db, actor, request.params.id, await companyDecimals(db, actor.empresaId));
    },
  );
}
