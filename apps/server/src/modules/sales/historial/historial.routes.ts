import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TIPOS_REIMPRESION } from '@pos/shared/domains/sales/sales';
import {
  anulacionVentaRespuestaSchema,
  ORDEN_HISTORIAL_VENTAS_POR_DEFECTO,
  detalleVentaSchema,
  graficaVentasSchema,
  paginaHistorialVentasSchema,
  usuarioHistorialSchema,
  type GraficaVentas,
  type PaginaHistorialVentas,
} from '@pos/shared/domains/sales/history';
import { reciboVentaSchema } from '@pos/shared/domains/sales/sales.api';
import { todayInGuatemala } from '@pos/shared/format';
import { MENSAJES } from '@pos/shared/messages';
import { zIntId, zRequiredString } from '@pos/shared/validation/zod';
import type { AppDeps } from '../../../app-deps';
import { listQuerySchema, parseOrdering } from '../../../lib/list';
import { idParams } from '../../../lib/params';
import { findOpcionesFacturacion } from '../../invoicing';
import { pageOfSource } from '../../../lib/row-source';
import { actorOf } from '../../../plugins/auth';
import { readScope } from '../../../lib/branch-scope';
import { companyDecimals } from '../../../lib/settings';
import { moneyOf } from '../../../lib/values';
import { annulSale } from '../anulacion.service';
import { saleDetail } from './detalle.service';
import { monthlySales } from './grafica.query';
import { toFilaHistorialVenta } from './historial.dto';
import { salesHistoryFromQuery, salesHistoryQuery } from './historial.params';
import {
  SALES_HISTORY_ORDER,
  salesHistorySource,
  salesHistoryTotal,
  type SalesHistoryFilter,
  type SalesHistoryRow,
} from './historial.query';
import { saleReceipt } from './recibo.service';
import { sellers } from './usuarios.query';

const anio = z.coerce
  .number({ error: MENSAJES.campos.integer })
  .int(MENSAJES.campos.integer)
  .min(2000, MENSAJES.campos.minValue(1999))
  .max(2100, MENSAJES.campos.maxValue(2101));
const graficaQuery = z.object({ anio_actual: anio.optional(), anio_pasado: anio.optional() });
const reimpresionQuery = z.object({
  id: zIntId(),
  tipo: z.enum(TIPOS_REIMPRESION, { error: MENSAJES.campos.oneOf(TIPOS_REIMPRESION) }).default('comprobante'),
});
const anulacionBody = z.object({ id: zIntId(), motivo: zRequiredString(500) });
const usuariosQuery = z.object({ search: z.string().trim().max(100, MENSAJES.campos.maxLength(100)).optional() });

const PERMISO = { permiso: 'reporte_venta' } as const;
/** The till prints the receipt right after each sale through the reprint call (useReceiptPrint). */
const PERMISO_RECIBO = { permiso: ['reporte_venta', 'punto_venta', 'punto_venta_caja'] } as const;

/** `/reporte_ventas` (spec 000 §2, §7 Sales history): list, detail, chart, sellers, reprint, annulment. */
export function historialVentasRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.get(
    '/api/historial_ventas/',
    {
      config: PERMISO,
      schema: {
        summary: 'Listar el historial de ventas',
        querystring: salesHistoryQuery,
        response: { 200: paginaHistorialVentasSchema },
      },
    },
    async (request): Promise<PaginaHistorialVentas> => {
      const actor = actorOf(request);
      const sucursalId = await readScope(db, actor, request.scope);
      const [decimales, { filter, source }] = await Promise.all([
        companyDecimals(db, actor.empresaId),
        salesHistoryFromQuery(db, request.query, actor.empresaId, sucursalId),
      ]);
      const [page, total] = await Promise.all([
        pageOfSource(db, request, request.query, source, (row: SalesHistoryRow) =>
          toFilaHistorialVenta(row, decimales),
        ),
        salesHistoryTotal(db, filter),
      ]);
      return { ...page, total: moneyOf(total, decimales) };
    },
  );

  /**
   * `GET ventas (ordering, search)` (000 §7): the company's active sales in the branch scope, any
   * date, as history rows; newest first unless ordered otherwise.
   */
  api.get(
    '/api/ventas/',
    {
      config: PERMISO_RECIBO,
      schema: {
        summary: 'Listar las ventas vigentes',
        querystring: listQuerySchema,
        response: { 200: paginaHistorialVentasSchema },
      },
    },
    async (request): Promise<PaginaHistorialVentas> => {
      const actor = actorOf(request);
      const [sucursalId, decimales, opciones] = await Promise.all([
        readScope(db, actor, request.scope),
        companyDecimals(db, actor.empresaId),
        findOpcionesFacturacion(db, actor.empresaId),
      ]);
      const filter: SalesHistoryFilter = {
        empresaId: actor.empresaId,
        sucursalId,
        search: request.query.search || undefined,
        activo: true,
        utilizaFel: opciones.utilizaFel,
        porFechaFactura: false,
      };
      const order = parseOrdering(request.query, SALES_HISTORY_ORDER, ORDEN_HISTORIAL_VENTAS_POR_DEFECTO);
      const [page, total] = await Promise.all([
        pageOfSource(db, request, request.query, salesHistorySource(filter, order), (row: SalesHistoryRow) =>
          toFilaHistorialVenta(row, decimales),
        ),
        salesHistoryTotal(db, filter),
      ]);
      return { ...page, total: moneyOf(total, decimales) };
    },
  );

  // The literal paths are registered before `/:id`; Fastify prefers static segments anyway.
  api.get(
    '/api/historial_ventas/usuarios/',
    {
      config: PERMISO,
      schema: {
        summary: 'Listar los vendedores y cajeros para filtrar el historial',
        querystring: usuariosQuery,
        response: { 200: z.array(usuarioHistorialSchema) },
      },
    },
    async (request) => sellers(db, actorOf(request).empresaId, request.query.search || undefined),
  );

  api.get(
    '/api/historial_ventas/grafica/',
    {
      config: PERMISO,
      schema: {
        summary: 'Comparar las ventas por mes de dos años',
        querystring: graficaQuery,
        response: { 200: graficaVentasSchema },
      },
    },
    async (request): Promise<GraficaVentas> => {
      const actor = actorOf(request);
      const sucursalId = await readScope(db, actor, request.scope);
      const anioActual = request.query.anio_actual ?? Number(todayInGuatemala().slice(0, 4));
      const anioPasado = request.query.anio_pasado ?? anioActual - 1;
      const [decimales, actual, pasado] = await Promise.all([
        companyDecimals(db, actor.empresaId),
        monthlySales(db, actor.empresaId, sucursalId, anioActual),
        monthlySales(db, actor.empresaId, sucursalId, anioPasado),
      ]);
      const money = (values: string[]) => values.map((v) => moneyOf(v, decimales));
      return {
        anio_actual: anioActual,
        anio_pasado: anioPasado,
        ventas_actual: money(actual),
        ventas_pasado: money(pasado),
      };
    },
  );

  api.get(
    '/api/historial_ventas/reimpresion_venta/',
    {
      config: PERMISO_RECIBO,
      schema: {
        summary: 'Consultar el recibo de una venta para imprimirlo',
        querystring: reimpresionQuery,
        response: { 200: reciboVentaSchema },
      },
    },
    async (request) => saleReceipt(db, actorOf(request), request.query.id, request.query.tipo),
  );

  api.put(
    '/api/historial_ventas/anulacion/',
    {
      config: PERMISO,
      schema: { summary: 'Anular una venta', body: anulacionBody, response: { 200: anulacionVentaRespuestaSchema } },
    },
    async (request) => db.transaction((tx) => annulSale(tx, actorOf(request), deps.queue, request.body)),
  );

  api.get(
    '/api/historial_ventas/:id/',
    {
      config: PERMISO,
      schema: { summary: 'Consultar una venta', params: idParams, response: { 200: detalleVentaSchema } },
    },
    async (request) => saleDetail(db, actorOf(request), request.params.id),
  );
}
