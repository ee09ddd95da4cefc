import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { exportacionSchema } from '@pos/shared/domains/exports';
import { TIPOS_COMPRA } from '@pos/shared/domains/purchasing';
import { formatDateTime, todayInGuatemala } from '@pos/shared/format';
import type { AppDeps } from '../../app-deps';
import { ordenesCompra } from '../../db/schema/index';
import { listParams, listQuerySchema } from '../../lib/list';
import { fechaParam } from '../../lib/query-params';
import { actorOf } from '../../plugins/auth';
import { inPages, startExport, type ExportDefinition, type ExportDefinitions } from '../exports';
import { toOrdenCompra } from './ordenes.dto';
import { listOrdenesCompra, ordenOrdenesCompra, type OrdenesCompraFiltro } from './ordenes.repo';

/** `descargar_excel_OCA` names its dates after the purchase date; `OCF` plainly (001 §7). */
const queryOCA = listQuerySchema.extend({ fecha_compra_inicial: fechaParam, fecha_compra_final: fechaParam });
const queryOCF = listQuerySchema.extend({ fecha_inicial: fechaParam, fecha_final: fechaParam });

const exportaciones = [
  {
    tipo: 'ordenes_compra.activas',
    path: '/api/ordenes_compra/descargar_excel_OCA/',
    summary: 'Iniciar la exportación de las órdenes de compra activas a Excel',
    archivo: 'ordenes-compra-activas',
    query: queryOCA,
    filtro: (q: Record<string, unknown>): OrdenesCompraFiltro => {
      const p = queryOCA.parse(q);
      return { estado: 'activas', fechaInicial: p.fecha_compra_inicial, fechaFinal: p.fecha_compra_final };
    },
  },
  {
    tipo: 'ordenes_compra.finalizadas',
    path: '/api/ordenes_compra/descargar_excel_OCF/',
    summary: 'Iniciar la exportación de las órdenes de compra finalizadas a Excel',
    archivo: 'ordenes-compra-finalizadas',
    query: queryOCF,
    filtro: (q: Record<string, unknown>): OrdenesCompraFiltro => {
      const p = queryOCF.parse(q);
      return { estado: 'finalizadas', fechaInicial: p.fecha_inicial, fechaFinal: p.fecha_final };
    },
  },
] as const;

const paramsOf = (q: z.output<typeof listQuerySchema>) =>
  listParams(q, { ordering: ordenOrdenesCompra, defaultOrdering: '-fecha', tiebreaker: ordenesCompra.id });

const estadoDe = (o: ReturnType<typeof toOrdenCompra>) =>
  o.anulada ? 'Anulada' : o.finalizada ? 'Finalizada' : o.entrega_completada ? 'Entregada' : 'Pendiente';

/** The two purchase-order tabs as workbooks: the same query, filters and order as the screen. */
export const ordenesCompraExports: ExportDefinitions = Object.fromEntries(
  exportaciones.map((e): [string, ExportDefinition] => [
    e.tipo,
    {
      hoja: 'Órdenes de compra',
      nombreArchivo: () => `${e.archivo}-${todayInGuatemala()}.xlsx`,
      columnas: [
        { header: 'No.', key: 'id', format: 'integer', width: 8 },
        { header: 'Fecha', key: 'fecha', format: 'date', width: 12 },
        { header: 'No. documento', key: 'numero_documento', width: 18 },
        { header: 'Proveedor', key: 'proveedor', width: 26 },
        { header: 'Sucursal destino', key: 'sucursal', width: 20 },
        { header: 'Tipo de compra', key: 'tipo_compra', width: 14 },
        { header: 'Total', key: 'total', format: 'money', width: 16 },
        { header: 'Estado', key: 'estado', width: 12 },
        { header: 'Pago finalizado', key: 'pago', width: 14 },
        { header: 'Creado', key: 'creado', width: 18 },
      ],
      async *filas(ctx) {
        const query = e.query.parse(ctx.parametros);
        const filtro = e.filtro(ctx.parametros);
        const paginas = inPages(async (limit, offset) => {
          const params = { ...paramsOf(query), limit, offset };
          const { rows } = await listOrdenesCompra(ctx.db, ctx.empresaId, params, filtro);
          return rows.map(toOrdenCompra);
        }, 1000);
        for await (const pagina of paginas)
          yield pagina.map((o) => ({
            id: o.id,
            fecha: o.fecha,
            numero_documento: o.numero_documento,
            proveedor: o.proveedor.nombre,
            sucursal: o.sucursal_destino.nombre,
            tipo_compra: o.tipo_compra === TIPOS_COMPRA.CREDITO ? 'Crédito' : 'Contado',
            total: o.total,
            estado: estadoDe(o),
            pago: o.pago_finalizado ? 'Sí' : 'No',
            creado: formatDateTime(o.creado),
          }));
      },
    },
  ]),
);

/** `GET ordenes_compra/descargar_excel_OCA` and `descargar_excel_OCF` (001 §7): export jobs. */
export function ordenesCompraExportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const e of exportaciones)
    api.get(
      e.path,
      {
        config: { permiso: 'orden_compra' },
        schema: { summary: e.summary, querystring: e.query, response: { 200: exportacionSchema } },
      },
      async (request) => {
        paramsOf(request.query);
        return startExport(deps.database.db, deps.queue, actorOf(request), {
          tipo: e.tipo,
          sucursalId: request.scope.sucursalId,
          parametros: request.query as Record<string, unknown>,
        });
      },
    );
}
