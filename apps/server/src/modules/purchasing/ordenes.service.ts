import { and, eq, gt } from 'drizzle-orm';
import { esAGranel } from '@pos/shared/domains/catalog/catalog';
import {
  landedUnitCost,
  lineSubtotal,
  ORIGENES_COMPRA,
  PLAZO_INMEDIATO,
  PLAZO_PERSONALIZADO,
  TIPOS_COMPRA,
  type OrdenCompra,
  type OrdenCompraDatos,
} from '@pos/shared/domains/purchasing';
import { MENSAJES } from '@pos/shared/messages';
import { compare, dec, roundMoney, sum, toMoneyString } from '@pos/shared/money';
import type { Executor, Tx } from '../../db/client';
import { ordenesCompra, ordenesCompraDetalles } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { assertBranchAccess } from '../../lib/branch-access';
import { badRequest, fieldError, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import {
  closeCuentaPagar,
  hasActivePayments,
  openCuentaPagar,
  syncCuentaWithPaymentMark,
} from './cuentas-pagar.service';
import { toOrdenCompra } from './ordenes.dto';
import { findOrdenCompra, findOrdenCompraCompleta, findProductosCompra, type OrdenCompraRow } from './ordenes.repo';
import { findProveedor } from './proveedores.repo';

export async function getOrdenCompraOr404(db: Executor, actor: Actor, id: number): Promise<OrdenCompra> {
  const found = await findOrdenCompraCompleta(db, actor.empresaId, id);
  if (!found) throw notFound(MENSAJES.ordenesCompra.noEncontrada);
  return toOrdenCompra(found);
}

/** `fecha` plus `days` calendar days, as ISO date text. */
function addDays(fecha: string, days: number): string {
  const d = new Date(`${fecha}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The payment plan of a credit purchase (P3-49): due date and period; none for cash purchases. */
function paymentPlan(input: OrdenCompraDatos) {
  if (input.tipo_compra !== TIPOS_COMPRA.CREDITO) return { plazoPago: null, fechaLimite: null, periodoPago: null };
  const plazo = input.plazo_pago ?? PLAZO_INMEDIATO;
  if (plazo === PLAZO_INMEDIATO) return { plazoPago: plazo, fechaLimite: input.fecha, periodoPago: null };
  if (plazo === PLAZO_PERSONALIZADO)
    return { plazoPago: plazo, fechaLimite: input.fecha_limite!, periodoPago: input.periodo_pago! };
  return { plazoPago: plazo, fechaLimite: addDays(input.fecha, Number(plazo)), periodoPago: null };
}

/** `POST ordenes_compra` (001 §5 "New purchase order", P3-72, P3-75, P3-76). */
export async function createOrdenCompra(tx: Tx, actor: Actor, input: OrdenCompraDatos): Promise<OrdenCompra> {
  if (input.proveedor === undefined || input.detalles === undefined)
    throw badRequest(MENSAJES.ordenesCompra.incompleta, {
      ...(input.proveedor === undefined ? { proveedor: [MENSAJES.campos.required] } : {}),
      ...(input.detalles === undefined ? { detalles: [MENSAJES.ordenesCompra.sinProductos] } : {}),
    });
  if (input.detalles.length === 0) throw badRequest(MENSAJES.ordenesCompra.sinProductos);
  const proveedor = await findProveedor(tx, actor.empresaId, input.proveedor);
  if (!proveedor) throw notFound(MENSAJES.proveedores.noEncontrado);
  await assertBranchAccess(tx, actor, input.sucursal_destino);

  const ids = input.detalles.map((d) => d.producto);
  if (new Set(ids).size !== ids.length) throw badRequest(MENSAJES.ordenesCompra.productoRepetido);
  const productos = new Map((await findProductosCompra(tx, actor.empresaId, ids)).map((p) => [p.id, p]));
  input.detalles.forEach((d, i) => {
    const producto = productos.get(d.producto);
    if (!producto) throw notFound(MENSAJES.productos.noEncontrado);
    // P3-75: whole units of at least 1 unless the product is sold in bulk (3 decimals, above 0).
    if (!esAGranel(producto.tipoProducto) && !dec(d.cantidad).isInteger())
      throw fieldError(`detalles.${i}.cantidad`, MENSAJES.ordenesCompra.cantidadEntera);
  });

  const importacion = input.origen === ORIGENES_COMPRA.IMPORTACION;
  const tipoCambio = importacion ? input.tipo_cambio! : '1';
  const costoImportacion = input.costo_importacion ?? '0';
  const lines = input.detalles.map((d) => {
    const unit = landedUnitCost(d.costo, input.origen, tipoCambio, costoImportacion);
    return { ...d, unit, subtotal: lineSubtotal(d.cantidad, d.costo, input.origen, tipoCambio, costoImportacion) };
  });
  const total = roundMoney(sum(lines.map((l) => l.subtotal)));
  // P3-76: a credit purchase whose total exceeds the supplier's credit limit is refused.
  if (input.tipo_compra === TIPOS_COMPRA.CREDITO && compare(total, proveedor.limiteCredito) > 0)
    throw badRequest(MENSAJES.ordenesCompra.superaLimiteCredito(toMoneyString(proveedor.limiteCredito)));

  const [orden] = await tx
    .insert(ordenesCompra)
    .values({
      empresaId: actor.empresaId,
      proveedorId: proveedor.id,
      sucursalDestinoId: input.sucursal_destino,
      usuarioId: actor.usuarioId,
      fecha: input.fecha,
      numeroDocumento: input.numero_documento,
      tipoCompra: input.tipo_compra,
      origen: input.origen,
      tipoCambio,
      costoImportacion,
      descripcion: input.descripcion,
      banco: input.banco,
      ...paymentPlan(input),
      total: total.toString(),
      // 001 §4: a cash purchase's payment is finished as soon as it is registered.
      pagoFinalizado: input.tipo_compra === TIPOS_COMPRA.CONTADO,
    })
    .returning();
  if (orden!.tipoCompra === TIPOS_COMPRA.CREDITO) await openCuentaPagar(tx, orden!);
  await tx.insert(ordenesCompraDetalles).values(
    lines.map((l) => ({
      ordenId: orden!.id,
      productoId: l.producto,
      cantidad: l.cantidad,
      costo: l.costo,
      costoUnitario: l.unit.toDecimalPlaces(8).toString(),
      subtotal: l.subtotal.toString(),
    })),
  );
  const created = await getOrdenCompraOr404(tx, actor, orden!.id);
  await recordAudit(tx, actor, {
    accion: 'CREAR',
    entidad: 'ORDEN_COMPRA',
    entidadId: created.id,
    descripcion: MENSAJES.bitacora.descripcion.ordenCompra(created.id, created.numero_documento),
    despues: created,
  });
  return created;
}

async function lockOpen(tx: Tx, actor: Actor, id: number): Promise<OrdenCompraRow> {
  const orden = await findOrdenCompra(tx, actor.empresaId, id, true);
  if (!orden) throw notFound(MENSAJES.ordenesCompra.noEncontrada);
  if (orden.anulada) throw badRequest(MENSAJES.ordenesCompra.yaAnulada);
  if (orden.finalizada) throw badRequest(MENSAJES.ordenesCompra.yaFinalizada);
  return orden;
}

type Cambio = Partial<Pick<OrdenCompraRow, 'entregaCompletada' | 'pagoFinalizado' | 'finalizada'>>;

async function changeOrden(tx: Tx, actor: Actor, orden: OrdenCompraRow, cambio: Cambio): Promise<OrdenCompra> {
  const before = await getOrdenCompraOr404(tx, actor, orden.id);
  await tx.update(ordenesCompra).set(cambio).where(eq(ordenesCompra.id, orden.id));
  const after = await getOrdenCompraOr404(tx, actor, orden.id);
  await recordAudit(tx, actor, {
    accion: 'EDITAR',
    entidad: 'ORDEN_COMPRA',
    entidadId: orden.id,
    descripcion: MENSAJES.bitacora.descripcion.ordenCompra(orden.id, orden.numeroDocumento),
    antes: before,
    despues: after,
  });
  return after;
}

/** P3-71: the order moves to the finished list only when delivered and paid. */
export async function finalizeOrdenCompra(tx: Tx, actor: Actor, id: number): Promise<OrdenCompra> {
  const orden = await lockOpen(tx, actor, id);
  if (!orden.entregaCompletada || !orden.pagoFinalizado)
    throw badRequest(MENSAJES.ordenesCompra.finalizarRequiereMarcas);
  return changeOrden(tx, actor, orden, { finalizada: true });
}

/** P3-71: delivery marked complete by hand (the remaining quantities are dropped). */
export async function markDeliveryComplete(tx: Tx, actor: Actor, id: number): Promise<OrdenCompra> {
  return changeOrden(tx, actor, await lockOpen(tx, actor, id), { entregaCompletada: true });
}

/** P3-71: the payment mark by hand (or its revert), kept equal to the account's status. */
export async function markPaymentFinished(tx: Tx, actor: Actor, id: number, finished: boolean): Promise<OrdenCompra> {
  const orden = await lockOpen(tx, actor, id);
  await syncCuentaWithPaymentMark(tx, actor, id, finished);
  return changeOrden(tx, actor, orden, { pagoFinalizado: finished });
}

/** `anular_ODC` (P3-71): only before any reception or payment. */
export async function annulOrdenCompra(tx: Tx, actor: Actor, id: number, concepto: string): Promise<OrdenCompra> {
  const orden = await lockOpen(tx, actor, id);
  const [received] = await tx
    .select({ id: ordenesCompraDetalles.id })
    .from(ordenesCompraDetalles)
    .where(and(eq(ordenesCompraDetalles.ordenId, id), gt(ordenesCompraDetalles.cantidadRecibida, '0')))
    .limit(1);
  // A cash purchase is paid when registered: only a credit purchase's payment mark blocks it.
  const paid = (orden.tipoCompra === TIPOS_COMPRA.CREDITO && orden.pagoFinalizado) || (await hasActivePayments(tx, id));
  if (received || paid) throw badRequest(MENSAJES.ordenesCompra.anularConMovimientos);
  const before = await getOrdenCompraOr404(tx, actor, id);
  await tx.update(ordenesCompra).set({ anulada: true, conceptoAnulado: concepto }).where(eq(ordenesCompra.id, id));
  await closeCuentaPagar(tx, id);
  const after = await getOrdenCompraOr404(tx, actor, id);
  await recordAudit(tx, actor, {
    accion: 'ANULAR',
    entidad: 'ORDEN_COMPRA',
    entidadId: id,
    descripcion: MENSAJES.bitacora.descripcion.ordenCompra(id, orden.numeroDocumento),
    antes: before,
    despues: after,
  });
  return after;
}
