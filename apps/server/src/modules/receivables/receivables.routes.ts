import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailSchema, pageSchema } from '@pos/shared/api';
import {
  abonoCuentaInputSchema,
  abonoOrdenesInputSchema,
  anularPartidaInputSchema,
  codigoCobroSchema,
  cuentaCobrarDetalleSchema,
  cuentaCobrarSchema,
  finalizarPagoInputSchema,
  finalizarPagoMultipleInputSchema,
  pagoRegistradoSchema,
  partidaSchema,
  reciboCobroSchema,
  retiroCajaSchema,
  TABS_CUENTAS,
  ESTADOS_CUENTA,
} from '@pos/shared/domains/receivables';
import { MENSAJES } from '@pos/shared/messages';
import type { AppDeps } from '../../app-deps';
import { assertBranchAccess } from '../../lib/branch-access';
import { pageParams } from '../../lib/list';
import { idParams } from '../../lib/params';
import { companyDecimals } from '../../lib/settings';
import { createOnce } from '../../lib/transaction';
import { NO_BODY } from '../../plugins/api-docs';
import { actorOf } from '../../plugins/auth';
import { annulPartida } from './anulacion.service';
import { cuentaDetalle, cuentaDeOrden, orderBy, pageOfRows, reciboDePartida } from './cuentas.service';
import { listCuentas, toCuentaCobrar } from './cuentas.query';
import { markPaid, revertPaidMark } from './estado-pago.service';
import { abonoCuenta, abonoOrdenes, finalizarPago, finalizarPagoMultiple } from './pagos.service';
import { listPartidas, toPartida } from './partidas.query';
import { proximoRecibo } from './recibos';
import {
  codigoCobroQuery,
  cuentasQuery,
  documentoPagosQuery,
  movimientoPagoQuery,
  periodoQuery,
} from './receivables.params';
import { listRetiros } from './retiros.query';

/** Who collects: the register users (P3-45: `/cuentas_por_cobrar` for `punto_venta` or `punto_venta_caja`). */
export const PERMISO_COBRO = { permiso: ['punto_venta', 'punto_venta_caja'] } as const;
const PERMISO_CONSULTA = { permiso: ['punto_venta', 'punto_venta_caja', 'reporte_cuenta_cobrar'] } as const;

/** Accounts receivable: the collections screen's reads and every payment write (SCOPE §1.2). */
export function receivablesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const pago = { config: PERMISO_COBRO, schema: { response: { 201: pagoRegistradoSchema } } };

  api.get(
    '/api/cuenta_cobrar/',
    {
      config: PERMISO_CONSULTA,
      schema: {
        summary: 'Listar cuentas por cobrar',
        querystring: cuentasQuery,
        response: { 200: pageSchema(cuentaCobrarSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      const page = pageParams(q);
      const estado = q.tab === TABS_CUENTAS.FINALIZADAS ? ESTADOS_CUENTA.FINALIZADA : ESTADOS_CUENTA.NO_FINALIZADA;
      const filter = {
        empresaId: actor.empresaId,
        sucursalId: request.scope.sucursalId,
        estado,
        clienteId: q.cliente_id,
        search: q.search,
      };
      const [{ rows, count }, decimales] = await Promise.all([
        listCuentas(db, filter, { orderBy: orderBy(q.ordering, 'fecha_vencimiento'), ...page }),
        companyDecimals(db, actor.empresaId),
      ]);
      return { ...pageOfRows(request, page, count), results: rows.map((r) => toCuentaCobrar(r, decimales)) };
    },
  );

  api.post(
    '/api/cuenta_cobrar/abono/',
    {
      ...pago,
      schema: {
        summary: 'Registrar un abono a la cuenta por cobrar de una orden de venta',
        ...pago.schema,
        body: abonoCuentaInputSchema,
      },
    },
    async (request, reply) => createOnce(db, request, reply, (tx) => abonoCuenta(tx, actorOf(request), request.body)),
  );

  api.post(
    '/api/ordenes_venta/abono/',
    {
      ...pago,
      schema: {
        summary: 'Registrar un abono repartido entre varias órdenes',
        ...pago.schema,
        body: abonoOrdenesInputSchema,
      },
    },
    async (request, reply) => createOnce(db, request, reply, (tx) => abonoOrdenes(tx, actorOf(request), request.body)),
  );

  api.post(
    '/api/cuenta_cobrar/finalizar_pago/',
    {
      ...pago,
      schema: {
        summary: 'Pagar todo el saldo de una cuenta por cobrar',
        ...pago.schema,
        body: finalizarPagoInputSchema,
      },
    },
    async (request, reply) => createOnce(db, request, reply, (tx) => finalizarPago(tx, actorOf(request), request.body)),
  );

  api.post(
    '/api/cuenta_cobrar/finalizar_pago_multiple/',
    {
      ...pago,
      schema: {
        summary: 'Pagar todo el saldo de varias cuentas por cobrar',
        ...pago.schema,
        body: finalizarPagoMultipleInputSchema,
      },
    },
    async (request, reply) =>
      createOnce(db, request, reply, (tx) => finalizarPagoMultiple(tx, actorOf(request), request.body)),
  );

  api.put(
    '/api/ordenes_venta/anular_partida_abono/',
    {
      config: PERMISO_COBRO,
      schema: {
        summary: 'Anular un abono de una cuenta por cobrar',
        body: anularPartidaInputSchema,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      await db.transaction((tx) => annulPartida(tx, actorOf(request), request.body.id, request.body.motivo));
      return { detail: MENSAJES.cuentasCobrar.partidaAnulada };
    },
  );

  api.get(
    '/api/ordenes_venta/get_movimiento_pago/',
    {
      config: PERMISO_CONSULTA,
      schema: {
        summary: 'Consultar el recibo de un abono',
        querystring: movimientoPagoQuery,
        response: { 200: reciboCobroSchema },
      },
    },
    async (request) => reciboDePartida(db, actorOf(request), request.query.id_partida),
  );

  api.get(
    '/api/ordenes_venta/:id/documento_pagos/',
    {
      config: PERMISO_CONSULTA,
      schema: {
        summary: 'Listar los abonos de una orden de venta',
        params: idParams,
        querystring: documentoPagosQuery,
        response: { 200: z.array(partidaSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await cuentaDeOrden(db, actor, request.params.id);
      // es_pago=true: only payments in force; otherwise annulled ones too.
      const soloVigentes = request.query.es_pago === 'true' || request.query.es_pago === '1';
      const [{ rows }, decimales] = await Promise.all([
        listPartidas(db, { empresaId: actor.empresaId, ventaId: request.params.id, soloVigentes }),
        companyDecimals(db, actor.empresaId),
      ]);
      return rows.map((r) => toPartida(r, decimales));
    },
  );

  api.get(
    '/api/ordenes_venta/:id/cuenta/',
    {
      config: PERMISO_CONSULTA,
      schema: {
        summary: 'Consultar la cuenta por cobrar de una orden de venta',
        params: idParams,
        response: { 200: cuentaCobrarDetalleSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return cuentaDetalle(db, actor, (await cuentaDeOrden(db, actor, request.params.id)).id);
    },
  );

  api.put(
    '/api/ordenes_venta/:id/marcar_pago_fianlizado/',
    {
      config: PERMISO_COBRO,
      schema: {
        summary: 'Marcar como pagada la cuenta de una orden de venta',
        description: 'La cuenta pasa a finalizadas sin registrar abonos: el pago se hizo fuera del sistema.',
        documentedBody: NO_BODY,
        params: idParams,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      await db.transaction((tx) => markPaid(tx, actorOf(request), request.params.id));
      return { detail: MENSAJES.general.datosActualizados };
    },
  );

  api.put(
    '/api/ordenes_venta/:id/revertir_marcar_pago_finalizdo/',
    {
      config: PERMISO_COBRO,
      schema: {
        summary: 'Revertir la marca de pagada de la cuenta de una orden de venta',
        description: 'Solo deshace una marca hecha a mano (marcar_pago_fianlizado).',
        documentedBody: NO_BODY,
        params: idParams,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      await db.transaction((tx) => revertPaidMark(tx, actorOf(request), request.params.id));
      return { detail: MENSAJES.general.datosActualizados };
    },
  );

  api.get(
    '/api/cuenta_cobrar/retiros_caja/',
    {
      config: PERMISO_CONSULTA,
      schema: {
        summary: 'Listar los movimientos de caja de los abonos',
        querystring: periodoQuery,
        response: { 200: pageSchema(retiroCajaSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      const page = pageParams(q);
      const decimales = await companyDecimals(db, actor.empresaId);
      const { rows, count } = await listRetiros(
        db,
        {
          empresaId: actor.empresaId,
          sucursalId: request.scope.sucursalId,
          fechaInicial: q.fecha_inicial,
          fechaFinal: q.fecha_final,
        },
        page,
        decimales,
      );
      return { ...pageOfRows(request, page, count), results: rows };
    },
  );

  api.get(
    '/api/cuenta_cobrar/codigo_cobro/',
    {
      config: PERMISO_CONSULTA,
      schema: {
        summary: 'Consultar el próximo número de recibo de cobro',
        querystring: codigoCobroQuery,
        response: { 200: codigoCobroSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await assertBranchAccess(db, actor, request.query.sucursal_id);
      return { codigo: await proximoRecibo(db, actor.empresaId, request.query.sucursal_id) };
    },
  );
}
