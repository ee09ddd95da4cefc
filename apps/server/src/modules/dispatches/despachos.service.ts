import { esAGranel } from '@pos/shared/domains/catalog/catalog';
import {
  MOTIVOS_DIFERENCIA,
  type Despacho,
  type DespachoDatos,
  type RecepcionDespachoDatos,
} from '@pos/shared/domains/dispatches';
import { DOCUMENTOS_STOCK, TIPOS_MOVIMIENTO } from '@pos/shared/domains/inventory';
import { MENSAJES } from '@pos/shared/messages';
import { compare, dec, mul, toDecimalString, type DecimalesMoneda } from '@pos/shared/money';
import type { Executor, Tx } from '../../db/client';
import type { Actor, SucursalScope } from '../../lib/actor';
import { badRequest, conflict, fieldError, forbidden, HttpError, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import { lineFractions, lineProducts, moveStock } from '../inventory';
import { toDespacho } from './despachos.dto';
import { findDespacho, findDetalles } from './despachos.query';
import {
  despachoLines,
  findActiveBranch,
  insertDespacho,
  lockDespacho,
  markCancelled,
  markReceived,
  nextNumero,
  reserveDespachoId,
  type LockedDespacho,
  type NewDetalle,
} from './despachos.repo';

const PLACES = 4;

/** The cost stock is valued at: the weighted average with `usa_costo_promedio`, else the last cost. */
const valuationCost = (p: { usa_promedio: boolean; promedio: string; costo: string }) =>
  p.usa_promedio ? p.promedio : p.costo;

async function readDespacho(
  db: Executor,
  empresaId: number,
  id: number,
  decimales: DecimalesMoneda,
): Promise<Despacho> {
  const row = await findDespacho(db, empresaId, id, decimales);
  if (!row) throw notFound(MENSAJES.despachos.noEncontrado);
  return toDespacho(row, await findDetalles(db, id), decimales);
}

/** Checks the lines against the catalogue and turns them into base units at the valuation cost. */
async function resolveLines(tx: Executor, empresaId: number, input: DespachoDatos): Promise<NewDetalle[]> {
  const lines = input.productos
    .map((line, i) => ({ ...line, i }))
    .filter((line) => compare(line.cantidad_despachada, 0) > 0);
  if (lines.length === 0) throw fieldError('productos', MENSAJES.despachos.sinProductos);
  const products = await lineProducts(tx, empresaId, [...new Set(lines.map((l) => l.id))]);
  const fractions = await lineFractions(tx, empresaId, [
    ...new Set(lines.flatMap((l) => (l.fraccion === null ? [] : [l.fraccion]))),
  ]);
  const seen = new Set<string>();
  return lines.map((line) => {
    const product = products.get(line.id);
    if (!product) throw notFound(MENSAJES.bodega.productoNoEncontrado);
    const fraction = line.fraccion === null ? null : fractions.get(line.fraccion);
    if (fraction === undefined || (fraction && fraction.producto_id !== product.id))
      throw notFound(MENSAJES.bodega.fraccionNoEncontrada);
    if (!product.inventariable)
      throw fieldError(`productos.${line.i}.id`, MENSAJES.bodega.productoNoInventariable(product.nombre));
    if (!esAGranel(product.tipo_producto) && !dec(line.cantidad_despachada).isInteger())
      throw fieldError(`productos.${line.i}.cantidad_despachada`, MENSAJES.campos.integer);
    const key = `${product.id}:${fraction?.id ?? 0}`;
    if (seen.has(key)) throw fieldError(`productos.${line.i}.id`, MENSAJES.bodega.productoYaIngresado);
    seen.add(key);
    return {
      productoId: product.id,
      fraccionId: fraction?.id ?? null,
      cantidadDespachada: toDecimalString(line.cantidad_despachada, PLACES),
      cantidad: toDecimalString(mul(line.cantidad_despachada, fraction?.contenido ?? '1'), PLACES),
      costoUnitario: toDecimalString(valuationCost(product), PLACES),
    };
  });
}

/**
 * `POST despachos`: the dispatch leaves the origin (the request's branch) now, as RETIRO rows of
 * the stock ledger under the same balance locks a sale takes, so it never takes the origin below
 * zero when negative stock is off; until received it is stock in transit.
 */
export async function createDespacho(
  tx: Tx,
  actor: Actor,
  origenId: number,
  input: DespachoDatos,
  decimales: DecimalesMoneda,
): Promise<Despacho> {
  if (input.sucursal_destino === origenId) throw fieldError('sucursal_destino', MENSAJES.despachos.mismaSucursal);
  const origen = await findActiveBranch(tx, actor.empresaId, origenId);
  const destino = await findActiveBranch(tx, actor.empresaId, input.sucursal_destino);
  if (!origen || !destino) throw notFound(MENSAJES.sucursales.noEncontrada);
  const detalles = await resolveLines(tx, actor.empresaId, input);

  const id = await reserveDespachoId(tx);
  await moveStock(
    tx,
    {
      empresaId: actor.empresaId,
      sucursalId: origenId,
      usuarioId: actor.usuarioId,
      tipo: TIPOS_MOVIMIENTO.RETIRO,
      documento: { tipo: DOCUMENTOS_STOCK.DESPACHO, id },
    },
    detalles.map((d) => ({
      productoId: d.productoId,
      cantidad: mul(d.cantidad, -1),
      fraccionId: d.fraccionId,
      costoUnitario: d.costoUnitario,
    })),
  );
  const numero = await nextNumero(tx, actor.empresaId);
  await insertDespacho(
    tx,
    {
      id,
      empresaId: actor.empresaId,
      numero,
      sucursalOrigenId: origenId,
      sucursalDestinoId: destino.id,
      responsableTransporte: input.responsable_transporte,
      usuarioId: actor.usuarioId,
    },
    detalles,
  );
  const despacho = await readDespacho(tx, actor.empresaId, id, decimales);
  await recordAudit(tx, actor, {
    accion: 'CREAR',
    entidad: 'DESPACHO',
    entidadId: id,
    descripcion: MENSAJES.bitacora.descripcion.despacho(numero, origen.nombre, destino.nombre),
    despues: despacho,
  });
  return despacho;
}

/** Locks a pending dispatch of the company; received or cancelled ones are refused (409). */
async function lockPending(tx: Tx, actor: Actor, id: number): Promise<LockedDespacho> {
  const locked = await lockDespacho(tx, actor.empresaId, id);
  if (!locked) throw notFound(MENSAJES.despachos.noEncontrado);
  if (locked.anulado) throw conflict(MENSAJES.despachos.yaAnulado);
  if (locked.estado !== 10) throw conflict(MENSAJES.despachos.yaRecibido);
  return locked;
}

/** A dispatch the request's branch may see: either end, or any with the whole-company scope. */
export async function getDespacho(
  db: Executor,
  actor: Actor,
  scope: SucursalScope,
  id: number,
  decimales: DecimalesMoneda,
  lado: 'origen' | 'destino' | 'ambos' = 'ambos',
): Promise<Despacho> {
  const despacho = await readDespacho(db, actor.empresaId, id, decimales);
  const sucursal = scope.sucursalId;
  const visible =
    sucursal === null ||
    (lado !== 'destino' && despacho.sucursal_origen.id === sucursal) ||
    (lado !== 'origen' && despacho.sucursal_destino.id === sucursal);
  if (!visible || (lado === 'destino' && despacho.anulado)) throw notFound(MENSAJES.despachos.noEncontrado);
  return despacho;
}

/**
 * `DELETE despachos/{id}` {motivo} (P3-78): only while pending and only by the origin, the stock
 * goes back to the origin as reversal rows (INGRESO) at the cost it left with.
 */
export async function cancelDespacho(
  tx: Tx,
  actor: Actor,
  scope: SucursalScope,
  id: number,
  motivo: string,
  decimales: DecimalesMoneda,
): Promise<Despacho> {
  const locked = await lockPending(tx, actor, id);
  if (scope.sucursalId !== null && scope.sucursalId !== locked.sucursal_origen_id)
    throw forbidden(MENSAJES.despachos.noEsOrigen);
  const before = await readDespacho(tx, actor.empresaId, id, decimales);
  const lines = await despachoLines(tx, id);
  await moveStock(
    tx,
    {
      empresaId: actor.empresaId,
      sucursalId: locked.sucursal_origen_id,
      usuarioId: actor.usuarioId,
      tipo: TIPOS_MOVIMIENTO.INGRESO,
      documento: { tipo: DOCUMENTOS_STOCK.DESPACHO, id },
    },
    lines.map((l) => ({
      productoId: l.producto_id,
      cantidad: l.cantidad,
      fraccionId: l.fraccion_id,
      costoUnitario: l.costo_unitario,
    })),
  );
  await markCancelled(tx, id, actor.usuarioId, motivo);
  const after = await readDespacho(tx, actor.empresaId, id, decimales);
  await recordAudit(tx, actor, {
    accion: 'ANULAR',
    entidad: 'DESPACHO',
    entidadId: id,
    descripcion: MENSAJES.bitacora.descripcion.despacho(
      locked.numero,
      before.sucursal_origen.nombre,
      before.sucursal_destino.nombre,
    ),
    antes: before,
    despues: after,
  });
  return after;
}

/**
 * `PUT recepcion_despachos/{id}` {detalles}: the destination receives every line once. Above what
 * was sent is refused; below it needs a note (P3-73), and then the shortfall stays on the line
 * (`tiene_alerta`, the note) valued at cost. The dispatch row lock makes a second reception wait
 * and then be refused.
 */
export async function receiveDespacho(
  tx: Tx,
  actor: Actor,
  scope: SucursalScope,
  id: number,
  input: RecepcionDespachoDatos,
  decimales: DecimalesMoneda,
): Promise<Despacho> {
  const locked = await lockPending(tx, actor, id);
  if (scope.sucursalId !== null && scope.sucursalId !== locked.sucursal_destino_id)
    throw forbidden(MENSAJES.despachos.noEsDestino);
  const before = await readDespacho(tx, actor.empresaId, id, decimales);
  const lines = new Map((await despachoLines(tx, id)).map((l) => [l.id, l]));
  const tiposProducto = new Map(before.detalles.map((d) => [d.id, d.producto.tipo_producto]));

  const seen = new Set<number>();
  const missingNotes: Record<string, string[]> = {};
  let firstShort: string | null = null;
  const received = input.detalles.map((d, i) => {
    const line = lines.get(d.id);
    if (!line || seen.has(d.id)) throw fieldError(`detalles.${i}.id`, MENSAJES.despachos.lineaNoEncontrada);
    seen.add(d.id);
    if (!esAGranel(tiposProducto.get(d.id)!) && !dec(d.cantidad_recibido).isInteger())
      throw fieldError(`detalles.${i}.cantidad_recibido`, MENSAJES.campos.integer);
    const short = compare(d.cantidad_recibido, line.cantidad);
    if (short > 0)
      throw fieldError(`detalles.${i}.cantidad_recibido`, MENSAJES.despachos.recibidoMayor(line.producto_nombre));
    if (short < 0 && d.nota === '') {
      missingNotes[`detalles.${i}.nota`] = [MENSAJES.despachos.campoRequerido];
      firstShort ??= line.producto_nombre;
    }
    return {
      line,
      cantidadRecibido: toDecimalString(d.cantidad_recibido, PLACES),
      nota: d.nota,
      tieneAlerta: short < 0,
      // A complete line has nothing to explain; a short one is "faltante" unless said otherwise.
      motivoDiferencia: short < 0 ? (d.motivo_diferencia ?? MOTIVOS_DIFERENCIA.FALTANTE) : null,
    };
  });
  if (seen.size !== lines.size)
    throw badRequest(MENSAJES.despachos.faltanLineas, { detalles: [MENSAJES.despachos.faltanLineas] });
  if (firstShort !== null) throw new HttpError(400, MENSAJES.despachos.notaRequerida(firstShort), missingNotes);

  await moveStock(
    tx,
    {
      empresaId: actor.empresaId,
      sucursalId: locked.sucursal_destino_id,
      usuarioId: actor.usuarioId,
      tipo: TIPOS_MOVIMIENTO.INGRESO,
      documento: { tipo: DOCUMENTOS_STOCK.DESPACHO, id },
    },
    received.map((r) => ({
      productoId: r.line.producto_id,
      cantidad: r.cantidadRecibido,
      fraccionId: r.line.fraccion_id,
      costoUnitario: r.line.costo_unitario,
    })),
  );
  await markReceived(
    tx,
    id,
    actor.usuarioId,
    received.map((r) => ({
      id: r.line.id,
      cantidadRecibido: r.cantidadRecibido,
      nota: r.nota,
      tieneAlerta: r.tieneAlerta,
      motivoDiferencia: r.motivoDiferencia,
    })),
  );
  const after = await readDespacho(tx, actor.empresaId, id, decimales);
  await recordAudit(tx, actor, {
    accion: 'EDITAR',
    entidad: 'DESPACHO',
    entidadId: id,
    descripcion: MENSAJES.bitacora.descripcion.despacho(
      locked.numero,
      before.sucursal_origen.nombre,
      before.sucursal_destino.nombre,
    ),
    antes: before,
    despues: after,
  });
  return after;
}
