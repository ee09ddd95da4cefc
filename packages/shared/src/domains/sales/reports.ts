/** The owner's sales reports (001 §7; DECISIONS P3-52): best sellers and gross profit. */
import { z } from 'zod';
import { zDecimal, zId } from '../../api';

/** `ventas/reporte_productos_mas_vendidos`: one row per presentation sold, default `-cantidad`. */
export const productoMasVendidoSchema = z.object({
  fraccion_data: z.object({
    id: zId.nullable(),
    producto: zId,
    codigo: z.string(),
    nombre: z.string(),
  }),
  cantidad: zDecimal,
  total_ventas: zDecimal,
});
export type ProductoMasVendido = z.infer<typeof productoMasVendidoSchema>;

/** `ventas/reporte_ganacia_bruta` (spelled so): per product, sales minus the cost at the time of sale. */
export const gananciaBrutaSchema = z.object({
  producto: z.object({ id: zId, codigo: z.string(), nombre: z.string() }),
  cantidad: zDecimal,
  total_ventas: zDecimal,
  costo: zDecimal,
  ganancia_bruta: zDecimal,
  margen: zDecimal,
});
export type GananciaBruta = z.infer<typeof gananciaBrutaSchema>;

/** `descuento_recargo_ventas` `tipo` (DECISIONS P3-53): 1 discounts, 2 surcharges; empty = both. */
export const TIPOS_DESCUENTO_RECARGO = { DESCUENTO: 1, RECARGO: 2 } as const;

/**
 * `descuento_recargo_ventas`: one row per sale in force with a discount or a surcharge (P3-53).
 * `descuento` = the line discounts plus a rounding down; `recargo` = unit prices charged above
 * `precio_original` plus a rounding up (`Hacia arriba`).
 */
export const descuentoRecargoSchema = z.object({
  id: zId,
  codigo: z.string().nullable(),
  creado: z.string(),
  cliente: z.object({ nit: z.string(), nombre: z.string() }),
  usuario: z.object({ id: zId, nombre: z.string() }),
  subtotal: zDecimal,
  total: zDecimal,
  descuento: zDecimal,
  recargo: zDecimal,
});
export type DescuentoRecargo = z.infer<typeof descuentoRecargoSchema>;
