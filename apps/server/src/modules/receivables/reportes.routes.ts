import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportacionSchema } from '@pos/shared/domains/exports';
import {
  antiguedadSchema,
  cuentaCobrarDetalleSchema,
  estadoCuentaSchema,
  NOMBRES_FORMA_ABONO,
  reporteListaSchema,
  reporteReciboSchema,
  resumenCuentasSchema,
  type FormaAbono,
} from '@pos/shared/domains/receivables';
import { sub, toMoneyString } from '@pos/shared/money';
import type { AppDeps } from '../../app-deps';
import { pageParams } from '../../lib/list';
import { idParams } from '../../lib/params';
import { companyDecimals } from '../../lib/settings';
import { actorOf } from '../../plugins/auth';
import { startExport } from '../exports';
import { listCuentas, toCuentaCobrar, totalsOfCuentas } from './cuentas.query';
import { cuentaDetalle, orderBy, pageOfRows } from './cuentas.service';
import { listPartidas, toPartida, totalsOfPartidas } from './partidas.query';
import { TIPO_EXPORT_CUENTAS, TIPO_EXPORT_RECIBOS } from './receivables.exports';
import { antiguedadQuery, estadoCuentaQuery, periodoQuery, reporteListaQuery } from './receivables.params';
import { reporteListaFilter, reporteReciboFilter } from './reportes.filter';
import { agingReport, customerStatement } from './reportes.query';

const PERMISO_REPORTE = { permiso: 'reporte_cuenta_cobrar' } as const;
const PERMISO_DETALLE = { permiso: ['reporte_cuenta_cobrar', 'punto_venta', 'punto_venta_caja'] } as const;

/** The receivables report (`/reporte_cuenta_por_cobrar`, flag `reporte_cuenta_cobrar`), aging and statement. */
export function reportesCuentasRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.get(
    '/api/cuenta_cobrar/reporte_resumen/',
    {
      config: PERMISO_REPORTE,
      schema: {
        summary: 'Consultar los totales del reporte de cuentas por cobrar',
        querystring: reporteListaQuery,
        response: { 200: resumenCuentasSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const filter = reporteListaFilter(request.query, actor.empresaId, request.scope.sucursalId);
      const [t, decimales] = await Promise.all([totalsOfCuentas(db, filter), companyDecimals(db, actor.empresaId)]);
      return {
        cuentas: t.cuentas,
        cuentas_vencidas: t.vencidas,
        clientes: t.clientes,
        saldo_inicial: toMoneyString(t.monto, decimales),
        abonado: toMoneyString(sub(t.monto, t.saldo), decimales),
        saldo: toMoneyString(t.saldo, decimales),
        vencido: toMoneyString(t.vencido, decimales),
      };
    },
  );

  api.get(
    '/api/cuenta_cobrar/reporte_lista/',
    {
      config: PERMISO_REPORTE,
      schema: {
        summary: 'Consultar el reporte de cuentas por cobrar',
        querystring: reporteListaQuery,
        response: { 200: reporteListaSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      const filter = reporteListaFilter(q, actor.empresaId, request.scope.sucursalId);
      const page = pageParams(q);
      const [{ rows, count }, t, decimales] = await Promise.all([
        listCuentas(db, filter, { orderBy: orderBy(q.ordering, 'fecha_vencimiento'), ...page }),
        totalsOfCuentas(db, filter),
        companyDecimals(db, actor.empresaId),
      ]);
      return {
        ...pageOfRows(request, page, count),
        results: rows.map((r) => toCuentaCobrar(r, decimales)),
        estadisticas: {
          cuentas: t.cuentas,
          saldo_inicial: toMoneyString(t.monto, decimales),
          abonado: toMoneyString(sub(t.monto, t.saldo), decimales),
          saldo: toMoneyString(t.saldo, decimales),
        },
      };
    },
  );

  api.get(
    '/api/cuenta_cobrar/reporte_recibo/',
    {
      config: PERMISO_REPORTE,
      schema: {
        summary: 'Consultar el reporte de recibos de cobro',
        querystring: periodoQuery,
        response: { 200: reporteReciboSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const filter = reporteReciboFilter(request.query, actor.empresaId, request.scope.sucursalId);
      const page = pageParams(request.query);
      const [{ rows, count }, t, decimales] = await Promise.all([
        listPartidas(db, filter, page),
        totalsOfPartidas(db, filter),
        companyDecimals(db, actor.empresaId),
      ]);
      return {
        ...pageOfRows(request, page, count),
        results: rows.map((r) => toPartida(r, decimales)),
        extra_data: {
          cantidad: t.cantidad,
          total: toMoneyString(t.total, decimales),
          por_forma: t.porForma.map((f) => ({
            forma_pago: f.formaPago,
            nombre: NOMBRES_FORMA_ABONO[f.formaPago as FormaAbono] ?? f.formaPago,
            monto: toMoneyString(f.monto, decimales),
          })),
        },
      };
    },
  );

  api.get(
    '/api/cuenta_cobrar/reporte_antiguedad/',
    {
      config: PERMISO_REPORTE,
      schema: {
        summary: 'Consultar la antigüedad de saldos por cobrar',
        querystring: antiguedadQuery,
        response: { 200: antiguedadSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const filter = {
        empresaId: actor.empresaId,
        sucursalId: request.scope.sucursalId,
        clienteId: request.query.cliente_id,
      };
      return agingReport(db, filter, await companyDecimals(db, actor.empresaId));
    },
  );

  api.get(
    '/api/cuenta_cobrar/estado_cuenta/',
    {
      config: PERMISO_REPORTE,
      schema: {
        summary: 'Consultar el estado de cuenta de un cliente',
        querystring: estadoCuentaQuery,
        response: { 200: estadoCuentaSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      const input = {
        empresaId: actor.empresaId,
        clienteId: q.cliente_id,
        fechaInicial: q.fecha_inicial,
        fechaFinal: q.fecha_final,
      };
      return customerStatement(db, input, await companyDecimals(db, actor.empresaId));
    },
  );

  api.get(
    '/api/cuenta_cobrar/descargar_excel_reporte/',
    {
      config: PERMISO_REPORTE,
      schema: {
        summary: 'Iniciar la exportación del reporte de cuentas por cobrar a Excel',
        querystring: reporteListaQuery,
        response: { 200: exportacionSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      orderBy(request.query.ordering, 'fecha_vencimiento'); // a bad ordering answers 400 before a job is queued
      return startExport(db, deps.queue, actor, {
        tipo: TIPO_EXPORT_CUENTAS,
        sucursalId: request.scope.sucursalId,
        parametros: request.query as Record<string, unknown>,
      });
    },
  );

  api.get(
    '/api/cuenta_cobrar/descargar_excel_reporte_recibo/',
    {
      config: PERMISO_REPORTE,
      schema: {
        summary: 'Iniciar la exportación del reporte de recibos de cobro a Excel',
        querystring: periodoQuery,
        response: { 200: exportacionSchema },
      },
    },
    async (request) =>
      startExport(db, deps.queue, actorOf(request), {
        tipo: TIPO_EXPORT_RECIBOS,
        sucursalId: request.scope.sucursalId,
        parametros: request.query as Record<string, unknown>,
      }),
  );

  // Last: `/{id}` must not shadow the named paths above.
  api.get(
    '/api/cuenta_cobrar/:id/',
    {
      config: PERMISO_DETALLE,
      schema: {
        summary: 'Consultar una cuenta por cobrar',
        params: idParams,
        response: { 200: cuentaCobrarDetalleSchema },
      },
    },
    async (request) => cuentaDetalle(db, actorOf(request), request.params.id),
  );
}
