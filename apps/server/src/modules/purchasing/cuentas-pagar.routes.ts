import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageSchema } from '@pos/shared/api';
import {
  abonoCuentaPagarInputSchema,
  abonoCuentaPagarSchema,
  anularAbonoCuentaPagarSchema,
  documentoPagosSchema,
  finalizarPagoInputSchema,
  finalizarPagoMultipleInputSchema,
  pagoCuentasPagarSchema,
  retiroCajaPagarSchema,
} from '@pos/shared/domains/payables';
import type { AppDeps } from '../../app-deps';
import { movimientosCaja } from '../../db/schema/index';
import { dayRange } from '../../lib/dates';
import { listParams, listQuerySchema, pageOf } from '../../lib/list';
import { idParams } from '../../lib/params';
import { fechaParam } from '../../lib/query-params';
import { createOnce } from '../../lib/transaction';
import { actorOf } from '../../plugins/auth';
import { toRetiroCajaPagar } from './cuentas-pagar.dto';
import { listRetirosPago, ordenRetiros } from './cuentas-pagar.repo';
import {
  annulAbonoCuentaPagar,
  createAbonoCuentaPagar,
  finishPayments,
  getDocumentoPagos,
} from './cuentas-pagar.service';

/** Payables live under the purchase-order permission (DECISIONS P3-45, "payables: proposal"). */
const config = { permiso: 'orden_compra' as const };

const retirosQuery = listQuerySchema.extend({ fecha_inicial: fechaParam, fecha_final: fechaParam });

/**
 * Accounts payable (001 §7 `cuenta_pagar/…`, P3-08, P3-10, P3-27): payments of one or several
 * credit purchases, their annulment, the register withdrawals that paid suppliers, and an order's
 * payment record. Payments accept `Idempotency-Key` (a retried request pays once).
 */
export function cuentasPagarRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.get(
    '/api/cuenta_pagar/retiros_caja/',
    {
      config,
      schema: {
        summary: 'Listar los retiros de caja que pagaron a proveedores',
        querystring: retirosQuery,
        response: { 200: pageSchema(retiroCajaPagarSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const params = listParams(q, {
        ordering: ordenRetiros,
        defaultOrdering: '-creado',
        tiebreaker: movimientosCaja.id,
      });
      const range = dayRange(q.fecha_inicial, q.fecha_final);
      const { rows, count } = await listRetirosPago(db, actorOf(request).empresaId, params, range);
      return pageOf(request, params, count, rows.map(toRetiroCajaPagar));
    },
  );

  api.post(
    '/api/cuenta_pagar/abono/',
    {
      config,
      schema: {
        summary: 'Registrar un abono a la cuenta por pagar de una orden de compra',
        body: abonoCuentaPagarInputSchema,
        response: { 201: abonoCuentaPagarSchema },
      },
    },
    async (request, reply) =>
      createOnce(db, request, reply, (tx) => createAbonoCuentaPagar(tx, actorOf(request), request.body)),
  );

  api.post(
    '/api/cuenta_pagar/finalizar_pago/',
    {
      config,
      schema: {
        summary: 'Pagar todo el saldo de una cuenta por pagar',
        body: finalizarPagoInputSchema,
        response: { 201: pagoCuentasPagarSchema },
      },
    },
    async (request, reply) => {
      const { orden_compra, ...pago } = request.body;
      return createOnce(db, request, reply, (tx) =>
        finishPayments(tx, actorOf(request), { ...pago, cuentas_a_pagar: [orden_compra] }),
      );
    },
  );

  api.post(
    '/api/cuenta_pagar/finalizar_pago_multiple/',
    {
      config,
      schema: {
        summary: 'Pagar todo el saldo de varias cuentas por pagar',
        body: finalizarPagoMultipleInputSchema,
        response: { 201: pagoCuentasPagarSchema },
      },
    },
    async (request, reply) =>
      createOnce(db, request, reply, (tx) => finishPayments(tx, actorOf(request), request.body)),
  );

  api.put(
    '/api/cuenta_pagar/anular_abono/',
    {
      config,
      schema: {
        summary: 'Anular un abono de una cuenta por pagar',
        body: anularAbonoCuentaPagarSchema,
        response: { 200: abonoCuentaPagarSchema },
      },
    },
    async (request) => {
      const { id, motivo } = request.body;
      return db.transaction((tx) => annulAbonoCuentaPagar(tx, actorOf(request), id, motivo));
    },
  );

  api.get(
    '/api/ordenes_compra/:id/documento_pagos/',
    {
      config,
      schema: {
        summary: 'Consultar los pagos de una orden de compra',
        params: idParams,
        response: { 200: documentoPagosSchema },
      },
    },
    async (request) => getDocumentoPagos(db, actorOf(request), request.params.id),
  );
}
