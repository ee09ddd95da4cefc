import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileResponse, pageSchema } from '@pos/shared/api';
import {
  anularOrdenCompraSchema,
  ESTADOS_LISTA_COMPRA,
  ordenCompraInputSchema,
  ordenCompraSchema,
} from '@pos/shared/domains/purchasing';
import { FILTROS_CUENTAS_PAGAR } from '@pos/shared/domains/payables';
import { todayInGuatemala } from '@pos/shared/format';
import { MENSAJES } from '@pos/shared/messages';
import { zIntId } from '@pos/shared/validation/zod';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import { ordenesCompra } from '../../db/schema/index';
import { formFingerprint, parseFields, readFormData } from '../../lib/form-data';
import { listParams, listQuerySchema, pageOf } from '../../lib/list';
import { idParams } from '../../lib/params';
import { blankAsMissing, fechaParam } from '../../lib/query-params';
import { notFound } from '../../lib/http-errors';
import { createOnce } from '../../lib/transaction';
import { FORM_MEDIA_TYPES, NO_BODY } from '../../plugins/api-docs';
import { actorOf } from '../../plugins/auth';
import { adjuntoOr404, adjuntosDirOf, attachDocuments } from './adjuntos.service';
import { toOrdenCompra } from './ordenes.dto';
import { listOrdenesCompra, ordenOrdenesCompra } from './ordenes.repo';
import {
  annulOrdenCompra,
  createOrdenCompra,
  finalizeOrdenCompra,
  getOrdenCompraOr404,
  markDeliveryComplete,
  markPaymentFinished,
} from './ordenes.service';

const config = { permiso: 'orden_compra' as const };

const listQuery = listQuerySchema.extend({
  estado: blankAsMissing(z.enum(ESTADOS_LISTA_COMPRA, { error: MENSAJES.campos.oneOf(ESTADOS_LISTA_COMPRA) })),
  proveedor_id: blankAsMissing(zIntId()),
  fecha_inicial: fechaParam,
  fecha_final: fechaParam,
  /** Payables (P3-08): 1 pending, 2 finished, 3 overdue, 4 not finished; only orders with an account. */
  cuentas_pagar: blankAsMissing(
    z.coerce
      .number({ error: MENSAJES.campos.oneOf(FILTROS_CUENTAS_PAGAR) })
      .refine(
        (v) => (FILTROS_CUENTAS_PAGAR as readonly number[]).includes(v),
        MENSAJES.campos.oneOf(FILTROS_CUENTAS_PAGAR),
      ),
  ),
});

/** Purchase orders (001 §7 `ordenes_compra`; lifecycle P3-71). */
export function ordenesCompraRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const adjuntosDir = adjuntosDirOf(deps.config.dataDir);

  api.get(
    '/api/ordenes_compra/',
    {
      config,
      schema: {
        summary: 'Listar órdenes de compra',
        querystring: listQuery,
        response: { 200: pageSchema(ordenCompraSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      const params = listParams(q, {
        ordering: ordenOrdenesCompra,
        // The payables list reads oldest first (SCOPE §1.3: default ordering `fecha`).
        defaultOrdering: q.cuentas_pagar === undefined ? '-fecha' : 'fecha',
        tiebreaker: ordenesCompra.id,
      });
      const { rows, count } = await listOrdenesCompra(db, actor.empresaId, params, {
        estado: q.estado,
        proveedorId: q.proveedor_id,
        fechaInicial: q.fecha_inicial,
        fechaFinal: q.fecha_final,
        cuentasPagar: q.cuentas_pagar === undefined ? undefined : { filtro: q.cuentas_pagar, hoy: todayInGuatemala() },
      });
      return pageOf(request, params, count, rows.map(toOrdenCompra));
    },
  );

  api.post(
    '/api/ordenes_compra/',
    {
      config,
      schema: {
        summary: 'Registrar una orden de compra',
        description: 'En multipart/form-data, cada documento adjunto va en su propia parte.',
        consumes: FORM_MEDIA_TYPES,
        documentedBody: ordenCompraInputSchema,
        response: { 201: ordenCompraSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const form = await readFormData(request, { fileTooLarge: MENSAJES.campos.archivoPeso, repeatedFiles: true });
      const input = parseFields(ordenCompraInputSchema, form.fields);
      const write = async (tx: Tx) => {
        const orden = await createOrdenCompra(tx, actor, input);
        if (form.files.size === 0) return orden;
        await attachDocuments(tx, adjuntosDir, actor.empresaId, orden.id, [...form.files.values()]);
        return getOrdenCompraOr404(tx, actor, orden.id);
      };
      return createOnce(db, request, reply, write, formFingerprint(form));
    },
  );

  api.post(
    '/api/ordenes_compra/anular_ODC/',
    {
      config,
      schema: {
        summary: 'Anular una orden de compra',
        body: anularOrdenCompraSchema,
        response: { 200: ordenCompraSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id, concepto_anulado } = request.body;
      return db.transaction((tx) => annulOrdenCompra(tx, actor, id, concepto_anulado));
    },
  );

  api.get(
    '/api/ordenes_compra/:id/',
    {
      config,
      schema: { summary: 'Consultar una orden de compra', params: idParams, response: { 200: ordenCompraSchema } },
    },
    async (request) => getOrdenCompraOr404(db, actorOf(request), request.params.id),
  );

  api.get(
    '/api/ordenes_compra/:id/adjuntos/:adjunto/',
    {
      config,
      schema: {
        summary: 'Descargar un documento adjunto de una orden de compra',
        params: idParams.extend({ adjunto: idParams.shape.id }),
        response: { 200: fileResponse('application/octet-stream', 'El documento adjunto') },
      },
    },
    async (request, reply) => {
      const { id, adjunto } = request.params;
      const file = await adjuntoOr404(db, actorOf(request), adjuntosDir, id, adjunto);
      if (!fs.existsSync(file.archivo)) throw notFound(MENSAJES.ordenesCompra.adjuntoNoEncontrado);
      const nombre = encodeURIComponent(file.nombre);
      return reply
        .type('application/octet-stream')
        .header('content-disposition', `attachment; filename="${nombre}"; filename*=UTF-8''${nombre}`)
        .send(fs.createReadStream(file.archivo));
    },
  );

  const transitions: Record<string, { change: typeof finalizeOrdenCompra; summary: string; description?: string }> = {
    finalizar: {
      change: finalizeOrdenCompra,
      summary: 'Finalizar una orden de compra',
      description: 'Solo una orden entregada y pagada.',
    },
    marcar_entrega_completada: {
      change: markDeliveryComplete,
      summary: 'Marcar como completa la entrega de una orden de compra',
      description: 'Las cantidades que faltaban por recibir se descartan.',
    },
    // Spelled so in the spec (001 §7).
    marcar_pago_fianlizado: {
      change: (tx, actor, id) => markPaymentFinished(tx, actor, id, true),
      summary: 'Marcar como pagada una orden de compra',
    },
    revertir_marcar_pago_finalizdo: {
      change: (tx, actor, id) => markPaymentFinished(tx, actor, id, false),
      summary: 'Revertir la marca de pagada de una orden de compra',
    },
  };
  for (const [path, { change, summary, description }] of Object.entries(transitions)) {
    api.put(
      `/api/ordenes_compra/:id/${path}/`,
      {
        config,
        schema: {
          summary,
          description,
          documentedBody: NO_BODY,
          params: idParams,
          response: { 200: ordenCompraSchema },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        return db.transaction((tx) => change(tx, actor, request.params.id));
      },
    );
  }
}
