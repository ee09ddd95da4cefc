import { eq } from 'drizzle-orm';
import { DOCUMENTOS_STOCK, TIPOS_MOVIMIENTO } from '@pos/shared/domains/inventory';
import { ESTADOS_ENTREGA, type EntregaOrdenVenta } from '@pos/shared/domains/orders';
import { MENSAJES } from '@pos/shared/messages';
import { compare, dec, div, mul, sub, toDecimalString } from '@pos/shared/money';
import type { Decimal } from 'decimal.js';
import type { Tx } from '../../db/client';
import { entregasOrdenesVenta, entregasOrdenesVentaDetalle, ventas } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { badRequest, fieldError, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import { moveStock } from '../inventory';
import { lockVentaDelActor } from '../sales';
import { findEntrega } from './entregas.query';
import { findLineas, type LineaRow } from './ordenes.query';

const M = MENSAJES.entregasOrdenVenta;

/** A delivered quantity as typed: a number with at most 4 decimals, not negative. */
function cantidadDe(texto: string, i: number): Decimal {
  let cantidad: Decimal | null;
  try {
    cantidad = dec(texto === '' ? '0' : texto);
  } catch {
    cantidad = null;
  }
  if (!cantidad || !cantidad.isFinite() || cantidad.decimalPlaces() > 4)
    throw fieldError(`detalles.${i}.cantidad`, MENSAJES.campos.money);
  if (compare(cantidad, 0) < 0) throw fieldError(`detalles.${i}.cantidad`, MENSAJES.campos.minValue(0));
  return cantidad;
}

interface LineaEntregada {
  linea: LineaRow;
  cantidad: Decimal;
  cantidadBase: Decimal;
}

/** The lines delivered now: each of the order, above 0, at most what is still pending. */
function lineasEntregadas(lineas: LineaRow[], detalles: { id: number; cantidad: string }[]): LineaEntregada[] {
  const porId = new Map(lineas.map((l) => [l.id, l]));
  const entregadas: LineaEntregada[] = [];
  detalles.forEach((d, i) => {
    const linea = porId.get(d.id);
    if (!linea) throw notFound(M.lineaNoEncontrada);
    const cantidad = cantidadDe(d.cantidad, i);
    if (cantidad.isZero()) return;
    if (compare(cantidad, sub(linea.cantidad, linea.cantidad_entregada)) > 0)
      throw fieldError(`detalles.${i}.cantidad`, M.mayorAPendiente(linea.nombre));
    // The line's base units per unit sold (a fraction's content), so the delivery takes what the sale would have.
    const contenido = div(linea.cantidad_base, linea.cantidad);
    entregadas.push({ linea, cantidad, cantidadBase: mul(cantidad, contenido) });
  });
  if (entregadas.length === 0) throw badRequest(M.sinLineas);
  return entregadas;
}

/**
 * `POST entrega_ordenes_venta` (P3-09): delivers part or all of an order. The order is locked, so
 * two deliveries of it never deliver one line twice; the stock leaves the order's branch as VENTA
 * 30 kardex rows under the sale's document (refused below zero unless the company allows negative
 * stock), and once every line is delivered the order's delivery is complete (20).
 */
export async function createEntrega(
  tx: Tx,
  actor: Actor,
  input: { orden_venta: number; nota: string; detalles: { id: number; cantidad: string }[] },
): Promise<EntregaOrdenVenta> {
  const venta = await lockVentaDelActor(tx, actor, input.orden_venta);
  if (!venta.esOrden) throw badRequest(M.noEsOrden);
  if (!venta.activo) throw badRequest(M.ordenAnulada);
  if (venta.estadoEntrega === ESTADOS_ENTREGA.COMPLETA) throw badRequest(M.yaEntregada);
  const lineas = await findLineas(tx, venta.id);
  const entregadas = lineasEntregadas(lineas, input.detalles);

  const [entrega] = await tx
    .insert(entregasOrdenesVenta)
    .values({
      empresaId: actor.empresaId,
      sucursalId: venta.sucursalId,
      ventaId: venta.id,
      usuarioId: actor.usuarioId,
      nota: input.nota,
    })
    .returning({ id: entregasOrdenesVenta.id });
  await tx.insert(entregasOrdenesVentaDetalle).values(
    entregadas.map((e) => ({
      entregaId: entrega!.id,
      ventaDetalleId: e.linea.id,
      productoId: e.linea.producto_id,
      fraccionId: e.linea.fraccion_id,
      cantidad: toDecimalString(e.cantidad, 4),
      cantidadBase: toDecimalString(e.cantidadBase, 4),
    })),
  );
  await moveStock(
    tx,
    {
      empresaId: actor.empresaId,
      sucursalId: venta.sucursalId,
      usuarioId: actor.usuarioId,
      tipo: TIPOS_MOVIMIENTO.VENTA,
      documento: { tipo: DOCUMENTOS_STOCK.VENTA, id: venta.id },
    },
    entregadas.map((e) => ({
      productoId: e.linea.producto_id,
      fraccionId: e.linea.fraccion_id,
      cantidad: e.cantidadBase.negated(),
    })),
  );
  const delivered = new Map(entregadas.map((e) => [e.linea.id, e.cantidad]));
  const completa = lineas.every(
    (l) => compare(dec(l.cantidad_entregada).plus(delivered.get(l.id) ?? 0), l.cantidad) >= 0,
  );
  if (completa) await tx.update(ventas).set({ estadoEntrega: ESTADOS_ENTREGA.COMPLETA }).where(eq(ventas.id, venta.id));
  await recordAudit(tx, actor, {
    accion: 'CREAR',
    entidad: 'ENTREGA_ORDEN_VENTA',
    entidadId: entrega!.id,
    descripcion: MENSAJES.bitacora.descripcion.entregaOrdenVenta(entrega!.id, venta.codigo ?? ''),
    despues: { orden_venta: venta.id, detalles: input.detalles, completa },
  });
  const {
    ventaId: _venta,
    sucursalId: _sucursal,
    ...creada
  } = (await findEntrega(tx, actor.empresaId, actor.sucursalIds, entrega!.id))!;
  return creada;
}
