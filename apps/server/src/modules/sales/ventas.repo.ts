import { and, eq, sql } from 'drizzle-orm';
import { MENSAJES } from '@pos/shared/messages';
import type { PagoPorForma } from '@pos/shared/domains/sales/rules/index';
import { queryRows, type Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/http-errors';
import { ventas } from '../../db/schema/index';

/** A sale line as stored: the amounts of the cart line, the base units it takes and its cost. */
export interface DetalleVenta {
  productoId: number;
  fraccionId: number | null;
  unidadMedidaId: number | null;
  codigo: string;
  nombre: string;
  cantidad: string;
  cantidadBase: string;
  modeloPrecio: number;
  precioOriginal: string;
  precio: string;
  descPorcentaje: string;
  descMonto: string;
  precioFinal: string;
  totalImporte: string;
  costo: string;
}

const col = <K extends keyof DetalleVenta>(lineas: readonly DetalleVenta[], k: K) => sql.param(lineas.map((l) => l[k]));

/**
 * Writes the sale, its lines and its payments in one statement (a sale is written under load from
 * every register at once, and each round trip counts). Lines keep the cart's order. Answers the id.
 */
export async function insertVenta(
  tx: Tx,
  venta: typeof ventas.$inferInsert,
  lineas: readonly DetalleVenta[],
  pagos: readonly PagoPorForma[],
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`with v as (${tx.insert(ventas).values(venta).returning({ id: ventas.id }).getSQL()}),
         d as (
           insert into ventas_detalle (venta_id, producto_id, fraccion_id, unidad_medida_id, codigo, nombre, cantidad, cantidad_base, modelo_precio,
                                       precio_original, precio, desc_porcentaje, desc_monto, precio_final, total_importe, costo)
           select v.id, u.producto_id, u.fraccion_id, u.unidad_medida_id, u.codigo, u.nombre, u.cantidad, u.cantidad_base, u.modelo_precio,
                  u.precio_original, u.precio, u.desc_porcentaje, u.desc_monto, u.precio_final, u.total_importe, u.costo
             from v, unnest(${col(lineas, 'productoId')}::int[], ${col(lineas, 'fraccionId')}::int[], ${col(lineas, 'unidadMedidaId')}::int[],
                            ${col(lineas, 'codigo')}::text[], ${col(lineas, 'nombre')}::text[], ${col(lineas, 'cantidad')}::numeric[],
                            ${col(lineas, 'cantidadBase')}::numeric[], ${col(lineas, 'modeloPrecio')}::int[], ${col(lineas, 'precioOriginal')}::numeric[],
                            ${col(lineas, 'precio')}::numeric[], ${col(lineas, 'descPorcentaje')}::numeric[], ${col(lineas, 'descMonto')}::numeric[],
                            ${col(lineas, 'precioFinal')}::numeric[], ${col(lineas, 'totalImporte')}::numeric[], ${col(lineas, 'costo')}::numeric[])
                  with ordinality as u(producto_id, fraccion_id, unidad_medida_id, codigo, nombre, cantidad, cantidad_base, modelo_precio,
                                       precio_original, precio, desc_porcentaje, desc_monto, precio_final, total_importe, costo, n)
            order by u.n),
         p as (
           insert into ventas_pagos (venta_id, forma_pago, monto, descripcion)
           select v.id, u.forma_pago, u.monto, u.descripcion
             from v, unnest(${sql.param(pagos.map((p) => p.forma_pago))}::text[], ${sql.param(pagos.map((p) => p.monto))}::numeric[],
                            ${sql.param(pagos.map((p) => p.descripcion.slice(0, 200)))}::text[]) with ordinality as u(forma_pago, monto, descripcion, n)
            order by u.n)
    select id from v`,
  );
  return row!.id;
}

/** A sale locked for a change, if it is the company's and in one of the user's branches; else 404. */
export async function lockVentaDelActor(
  tx: Tx,
  actor: Pick<Actor, 'empresaId' | 'sucursalIds'>,
  ventaId: number,
): Promise<typeof ventas.$inferSelect> {
  const [venta] = await tx
    .select()
    .from(ventas)
    .where(
      and(
        eq(ventas.id, ventaId),
        eq(ventas.empresaId, actor.empresaId),
        sql`${ventas.sucursalId} = any(${sql.param([...actor.sucursalIds])}::int[])`,
      ),
    )
    .for('update');
  if (!venta) throw notFound(MENSAJES.historialVentas.noEncontrada);
  return venta;
}
