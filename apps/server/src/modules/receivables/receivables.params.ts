import { z } from 'zod';
import { MENSAJES } from '@pos/shared/messages';
import { listQuerySchema } from '../../lib/list';

const entero = z.coerce
  .number({ error: MENSAJES.campos.integer })
  .int(MENSAJES.campos.integer)
  .positive(MENSAJES.campos.minValue(0));
const fecha = z.iso.date({ error: MENSAJES.campos.fechaFormato }).optional();

/** A list of integers sent as a repeated parameter or comma separated (`tipo_movimiento`). */
const enteros = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^\d+$/, MENSAJES.campos.integer).transform(Number)));

/** `GET cuenta_cobrar/` (the screen's tabs 10 active, 20 finished). */
export const cuentasQuery = listQuerySchema.extend({
  tab: z.coerce.number().int().optional(),
  cliente_id: entero.optional(),
});

/** `GET cuenta_cobrar/reporte_lista` (and its summary and Excel): SCOPE §1.2. */
export const reporteListaQuery = listQuerySchema.extend({
  filtro: z.coerce.number().int().min(1).max(4).optional(),
  fecha_vencimiento_inicial: fecha,
  fecha_vencimiento_final: fecha,
  tipo_cliente_id: entero.optional(),
  vendedor: entero.optional(),
  tipo_movimiento: enteros,
  cliente_id: entero.optional(),
});
export type ReporteListaQuery = z.infer<typeof reporteListaQuery>;

/** `GET cuenta_cobrar/reporte_recibo`, `retiros_caja` and their Excel: a period and a customer. */
export const periodoQuery = listQuerySchema.extend({
  fecha_inicial: fecha,
  fecha_final: fecha,
  cliente_id: entero.optional(),
});
export type PeriodoQuery = z.infer<typeof periodoQuery>;

export const codigoCobroQuery = z.object({ sucursal_id: entero });
export const movimientoPagoQuery = z.object({ id_partida: entero });
export const documentoPagosQuery = z.object({ es_pago: z.string().optional() });
export const antiguedadQuery = z.object({ cliente_id: entero.optional() });
export const estadoCuentaQuery = z.object({ cliente_id: entero, fecha_inicial: fecha, fecha_final: fecha });
