import { and, eq, inArray } from 'drizzle-orm';
import { DOCUMENTOS_STOCK, TIPOS_MOVIMIENTO } from '@pos/shared/domains/inventory';
import { ORIGENES_COMPRA, type OrdenCompra, type RecepcionOrdenCompra } from '@pos/shared/domains/purchasing';
import { MENSAJES } from '@pos/shared/messages';
import { add, compare, dec, sub, toDecimalString } from '@pos/shared/money';
import type { Tx } from '../../db/client';
import { ordenesCompra, ordenesCompraDetalles, productos, recepcionesOrdenesCompra } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { badRequest, fieldError, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import { moveStock } from '../inventory';
import { getOrdenCompraOr404 } from './ordenes.service';
import { findOrdenCompra } from './ordenes.repo';

/**
 * `PUT recepcion_ordenes_compra/{id}` (P3-73): each visit receives 0 ≤ a_recibir ≤ pending per
 * line; a short line needs a note. The received units enter the destination branch as COMPRA 20 at
 * the landed cost, which moves the last and weighted average cost under the product's row lock
 * (inventory's `moveStock`). Delivery completes when nothing is pending.
 */
export async function receiveOrdenCompra(
  tx: Tx,
  actor: Actor,
  id: number,
  input: RecepcionOrdenCompra,
): Promise<OrdenCompra> {
  const orden = await findOrdenCompra(tx, actor.empresaId, id, true);
  if (!orden) throw notFound(MENSAJES.ordenesCompra.noEncontrada);
  if (orden.anulada) throw badRequest(MENSAJES.ordenesCompra.yaAnulada);
  if (orden.entregaCompletada || orden.finalizada) throw badRequest(MENSAJES.ordenesCompra.entregaCompletada);
  const before = await getOrdenCompraOr404(tx, actor, id);
  const lines = await tx
    .select()
    .from(ordenesCompraDetalles)
    .where(
      and(
        eq(ordenesCompraDetalles.ordenId, id),
        inArray(
          ordenesCompraDetalles.id,
          input.detalles.map((d) => d.id),
        ),
      ),
    );
  const byId = new Map(lines.map((l) => [l.id, l]));
  const received = input.detalles.map((d, i) => {
    const line = byId.get(d.id);
    if (!line) throw fieldError(`detalles.${i}.id`, MENSAJES.ordenesCompra.lineaNoEncontrada);
    const pending = sub(line.cantidad, line.cantidadRecibida);
    const cantidad = /^\d+(\.\d{1,3})?$/.test(d.a_recibir) ? dec(d.a_recibir) : null;
    if (cantidad === null || compare(cantidad, pending) > 0) {
      const message = MENSAJES.ordenesCompra.cantidadRecibirInvalida(toDecimalString(pending, 3));
      throw fieldError(`detalles.${i}.a_recibir`, message);
    }
    if (compare(cantidad, pending) < 0 && d.nota === '' && input.nota === '')
      throw badRequest(MENSAJES.campos.required, { [`detalles.${i}.nota`]: [MENSAJES.campos.required] });
    return { line, cantidad };
  });

  await tx.insert(recepcionesOrdenesCompra).values({
    ordenId: id,
    usuarioId: actor.usuarioId,
    numDocumento: input.num_documento,
    nota: input.nota,
    detalles: received.map(({ line, cantidad }, i) => ({
      detalle_id: line.id,
      cantidad: cantidad.toString(),
      nota: input.detalles[i]!.nota,
    })),
  });
  for (const { line, cantidad } of received)
    await tx
      .update(ordenesCompraDetalles)
      .set({ cantidadRecibida: add(line.cantidadRecibida, cantidad).toString() })
      .where(eq(ordenesCompraDetalles.id, line.id));
  await moveStock(
    tx,
    {
      empresaId: actor.empresaId,
      sucursalId: orden.sucursalDestinoId,
      usuarioId: actor.usuarioId,
      tipo: TIPOS_MOVIMIENTO.COMPRA,
      documento: { tipo: DOCUMENTOS_STOCK.COMPRA, id: orden.id },
      actualizarCosto: true,
    },
    received.map(({ line, cantidad }) => ({
      productoId: line.productoId,
      cantidad,
      costoUnitario: line.costoUnitario,
    })),
  );
  for (const { line, cantidad } of received) {
    if (cantidad.isZero()) continue;
    await tx
      .update(productos)
      .set({
        ultimoProveedorId: orden.proveedorId,
        ...(orden.origen === ORIGENES_COMPRA.IMPORTACION ? { costoDolares: line.costo } : {}),
      })
      .where(eq(productos.id, line.productoId));
  }
  const all = await tx.select().from(ordenesCompraDetalles).where(eq(ordenesCompraDetalles.ordenId, id));
  if (all.every((l) => compare(l.cantidadRecibida, l.cantidad) >= 0))
    await tx.update(ordenesCompra).set({ entregaCompletada: true }).where(eq(ordenesCompra.id, id));
  const after = await getOrdenCompraOr404(tx, actor, id);
  await recordAudit(tx, actor, {
    accion: 'EDITAR',
    entidad: 'ORDEN_COMPRA',
    entidadId: id,
    descripcion: MENSAJES.bitacora.descripcion.ordenCompra(id, orden.numeroDocumento),
    antes: before,
    despues: after,
  });
  return after;
}
