import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { detailSchema } from '@pos/shared/api';
import {
  anularOrdenVentaSchema,
  creditoClienteSchema,
  ordenesVentaPageSchema,
  ordenVentaDetalleSchema,
  ordenVentaInputSchema,
  ordenVentaRegistradaSchema,
  validarCreditoQuerySchema,
} from '@pos/shared/domains/orders';
import type { Permiso } from '@pos/shared/domains/users/permissions';
import { MENSAJES } from '@pos/shared/messages';
import { parseMoneyInput } from '@pos/shared/money';
import type { AppDeps } from '../../app-deps';
import { assertBranchAccess } from '../../lib/branch-access';
import { readScope } from '../../lib/branch-scope';
import { fieldError } from '../../lib/http-errors';
import { idParams } from '../../lib/params';
import { pageOfSource } from '../../lib/row-source';
import { createOnce } from '../../lib/transaction';
import { actorOf } from '../../plugins/auth';
import { customerCredit } from '../sales';
import { toOrdenLista } from './ordenes.dto';
import { ordenesQuery, ordenesSource, type OrdenRow } from './ordenes.query';
import { annulOrdenVenta, createOrdenVenta, getOrdenVenta } from './ordenes.service';

/** DECISIONS P3-05 (proposal): `/ordenes_de_venta…` belongs to `punto_venta` or `punto_venta_mostrador`. */
export const VENDEDORES_ORDEN: readonly Permiso[] = ['punto_venta', 'punto_venta_mostrador'];
/** The POS credit sale asks for the credit check too (P3-30). */
const VALIDADORES_CREDITO: readonly Permiso[] = [...VENDEDORES_ORDEN, 'punto_venta_caja'];

/** Sales orders (SCOPE 1.2; P3-24): create, list, read, annul, and the customer's credit check. */
export function ordenesVentaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.post(
    '/api/ordenes_venta/',
    {
      config: { permiso: VENDEDORES_ORDEN },
      schema: {
        summary: 'Registrar una orden de venta',
        body: ordenVentaInputSchema,
        response: { 201: ordenVentaRegistradaSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return createOnce(db, request, reply, (tx) =>
        createOrdenVenta(tx, actor, request.scope.sucursalId, request.body),
      );
    },
  );

  api.get(
    '/api/ordenes_venta/',
    {
      config: { permiso: VENDEDORES_ORDEN },
      schema: {
        summary: 'Listar órdenes de venta',
        querystring: ordenesQuery,
        response: { 200: ordenesVentaPageSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const sucursalId = await readScope(db, actor, request.scope);
      const source = ordenesSource(request.query, { empresaId: actor.empresaId, sucursalId });
      return pageOfSource(db, request, request.query, source, (row: OrdenRow) => toOrdenLista(row));
    },
  );

  api.get(
    '/api/ordenes_venta/validar_credito_cliente/',
    {
      config: { permiso: VALIDADORES_CREDITO },
      schema: {
        summary: 'Verificar el crédito disponible de un cliente para un total',
        querystring: validarCreditoQuerySchema,
        response: { 200: creditoClienteSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const total = parseMoneyInput(request.query.total, 2);
      if (total === null) throw fieldError('total', MENSAJES.campos.money);
      await assertBranchAccess(db, actor, request.query.sucursal_id);
      // Read-only: the lock the check takes ends with this short transaction.
      return db.transaction((tx) => customerCredit(tx, actor.empresaId, request.query.cliente_id, total));
    },
  );

  api.get(
    '/api/ordenes_venta/:id/',
    {
      config: { permiso: VENDEDORES_ORDEN },
      schema: { summary: 'Consultar una orden de venta', params: idParams, response: { 200: ordenVentaDetalleSchema } },
    },
    async (request) => getOrdenVenta(db, actorOf(request), request.params.id),
  );

  api.delete(
    '/api/ordenes_venta/:id/',
    {
      config: { permiso: VENDEDORES_ORDEN },
      schema: {
        summary: 'Anular una orden de venta',
        params: idParams,
        body: anularOrdenVentaSchema,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await db.transaction((tx) => annulOrdenVenta(tx, actor, request.params.id, request.body.motivo));
      return { detail: MENSAJES.ordenesVenta.anulada };
    },
  );
}
