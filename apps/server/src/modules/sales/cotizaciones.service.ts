import { eq } from 'drizzle-orm';
import {
  claveLinea,
  revisarLineasVenta,
  totalesCarrito,
  type LineaCarrito,
} from '@pos/shared/domains/sales/rules/index';
import { ESTADOS_COTIZACION } from '@pos/shared/domains/sales/sales';
import { textosCotizacion } from '@pos/shared/domains/sales/pedidos';
import type { CotizacionDetalle } from '@pos/shared/domains/sales/sales.api';
import { MENSAJES } from '@pos/shared/messages';
import { type DecimalesMoneda } from '@pos/shared/money';
import type { Executor, Tx } from '../../db/client';
import { cotizaciones, cotizacionesDetalle } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { badRequest, codedError, notFound } from '../../lib/http-errors';
import { applyPartial, type PartialBody } from '../../lib/partial-update';
import { recordAudit } from '../audit';
import type { ClienteVenta } from '../customers';
import { resolveCustomerOf } from './cliente-venta';
import { publishEvent } from '../events';
import { codigoDocumento, siguienteNumero } from './correlativos';
import { findCotizacion, lineasCotizacion, type CotizacionRow } from './cotizaciones.repo';
import { toCotizacion, toCotizacionInput, toLineaCotizacion } from './cotizaciones.dto';
import { loadContextoVenta, type ProductoVenta } from './productos-vendibles.repo';
import { cotizacionSchema, type CotizacionDatos } from './ventas.schema';
import { d4 } from '../../lib/values';

interface CotizacionRevisada {
  lineas: LineaCarrito[];
  productos: Map<string, ProductoVenta>;
  cliente: ClienteVenta;
  decimales: DecimalesMoneda;
}

/** The cart rules a sale checks (no payments): a quotation is priced as the branch would charge it. */
async function checkCart(
  tx: Tx,
  actor: Actor,
  sucursalId: number,
  input: CotizacionDatos,
): Promise<CotizacionRevisada> {
  const { opciones, productos } = await loadContextoVenta(tx, actor.empresaId, sucursalId, input.productos);
  if (input.productos.some((l) => !productos.has(claveLinea(l)))) throw notFound(MENSAJES.ventas.productoNoDisponible);
  const revision = revisarLineasVenta(input.productos, productos, opciones);
  if (!revision.ok)
    throw revision.codigo ? codedError(400, revision.codigo, revision.error) : badRequest(revision.error);
  const cliente = await resolveCustomerOf(tx, actor, input);
  return { lineas: revision.lineas, productos, cliente, decimales: opciones.decimales };
}

function encabezado(input: CotizacionDatos, r: CotizacionRevisada) {
  const totales = totalesCarrito(r.lineas, r.decimales);
  return {
    enviadoCaja: input.enviado_caja,
    clienteId: r.cliente.clienteId,
    tipoDocumento: input.tipo_documento,
    nitCliente: r.cliente.nit,
    nombreCliente: r.cliente.nombre,
    direccionCliente: r.cliente.direccion,
    referencia: input.referencia,
    descripcion: input.descripcion,
    subtotal: d4(totales.subtotal),
    descuento: d4(totales.descuento),
    total: d4(totales.total),
  };
}

async function insertLineas(tx: Tx, cotizacionId: number, r: CotizacionRevisada): Promise<void> {
  await tx.insert(cotizacionesDetalle).values(
    r.lineas.map((l) => ({
      cotizacionId,
      productoId: l.id,
      fraccionId: l.fraccion_id,
      unidadMedidaId: r.productos.get(claveLinea(l))!.unidadMedidaId,
      cantidad: d4(l.cantidad),
      modeloPrecio: l.modelo_precio,
      precioOriginal: d4(l.precio_original),
      precio: d4(l.precio),
      descPorcentaje: d4(l.desc_porcentaje),
      descMonto: d4(l.desc_monto),
      precioFinal: d4(l.precio_final),
      totalImporte: d4(l.total_importe),
    })),
  );
}

async function detalle(db: Executor, row: CotizacionRow, decimales: DecimalesMoneda): Promise<CotizacionDetalle> {
  const lineas = await lineasCotizacion(db, row.id);
  return { ...toCotizacion(row, decimales), detalles: lineas.map((l) => toLineaCotizacion(l, decimales)) };
}

/** The cashier's list of orders sent to the register follows every change of a quotation live. */
export function announceCotizacion(tx: Tx, row: Pick<CotizacionRow, 'id' | 'empresaId' | 'sucursalId'>): Promise<void> {
  return publishEvent(tx, { tipo: 'cotizacion', id: row.id, empresa_id: row.empresaId, sucursal_id: row.sucursalId });
}

/**
 * What the audit log calls it, in the word both ends of the till use: "Pedido COT-…" for an order
 * the counter sent to the register, "Cotización COT-…" for a quotation proper.
 */
const describeForAudit = (codigo: string, enviadoCaja: boolean) =>
  MENSAJES.bitacora.descripcion.cotizacion(textosCotizacion(enviadoCaja).nombre, codigo);

/** `POST cotizaciones`: the cart priced at the branch, numbered per company (P3-07: pending, 10). */
export async function createCotizacion(
  tx: Tx,
  actor: Actor,
  sucursalId: number,
  input: CotizacionDatos,
): Promise<CotizacionDetalle> {
  const r = await checkCart(tx, actor, sucursalId, input);
  const numero = await siguienteNumero(tx, actor.empresaId, 'cotizacion');
  const [created] = await tx
    .insert(cotizaciones)
    .values({
      empresaId: actor.empresaId,
      sucursalId,
      numero,
      codigo: codigoDocumento('cotizacion', numero),
      usuarioId: actor.usuarioId,
      ...encabezado(input, r),
    })
    .returning({ id: cotizaciones.id });
  await insertLineas(tx, created!.id, r);
  const row = (await findCotizacion(tx, actor.empresaId, created!.id))!;
  const result = await detalle(tx, row, r.decimales);
  await recordAudit(tx, actor, {
    accion: 'CREAR',
    entidad: 'COTIZACION',
    entidadId: result.id,
    descripcion: describeForAudit(result.codigo, result.enviado_caja),
    despues: result,
  });
  await announceCotizacion(tx, row);
  return result;
}

/**
 * Locks a quotation of the company that is still pending; a finished or annulled one cannot
 * change nor be charged, so two cashiers loading the same quotation charge it once: the second
 * waits on the lock and then finds it finished.
 */
export async function lockPendiente(tx: Tx, actor: Actor, id: number): Promise<CotizacionRow> {
  const row = await findCotizacion(tx, actor.empresaId, id, true);
  if (!row) throw notFound(MENSAJES.cotizaciones.noEncontrada);
  if (row.estado !== ESTADOS_COTIZACION.PENDIENTE) throw badRequest(textosCotizacion(row.enviadoCaja).noPendiente);
  return row;
}

/**
 * `PUT cotizaciones/{id}`: the body's fields over the pending quotation; those it leaves out keep
 * their value (no `productos` keeps the cart, no `cliente` the customer). The result is checked
 * and priced like a new quotation, and its lines are replaced.
 */
export async function updateCotizacion(
  tx: Tx,
  actor: Actor,
  id: number,
  changes: PartialBody,
): Promise<CotizacionDetalle> {
  const before = await lockPendiente(tx, actor, id);
  const input = applyPartial(cotizacionSchema, toCotizacionInput(before, await lineasCotizacion(tx, id)), changes);
  const r = await checkCart(tx, actor, before.sucursalId, input);
  const antes = await detalle(tx, before, r.decimales);
  await tx.update(cotizaciones).set(encabezado(input, r)).where(eq(cotizaciones.id, id));
  await tx.delete(cotizacionesDetalle).where(eq(cotizacionesDetalle.cotizacionId, id));
  await insertLineas(tx, id, r);
  const despues = await detalle(tx, (await findCotizacion(tx, actor.empresaId, id))!, r.decimales);
  await recordAudit(tx, actor, {
    accion: 'EDITAR',
    entidad: 'COTIZACION',
    entidadId: id,
    descripcion: describeForAudit(despues.codigo, despues.enviado_caja),
    antes,
    despues,
  });
  await announceCotizacion(tx, before);
  return despues;
}

/** `DELETE cotizaciones/{id}`: a pending quotation is annulled (30), never removed (P3-07). */
export async function annulCotizacion(tx: Tx, actor: Actor, id: number): Promise<void> {
  const row = await lockPendiente(tx, actor, id);
  await tx.update(cotizaciones).set({ estado: ESTADOS_COTIZACION.ANULADA }).where(eq(cotizaciones.id, id));
  await recordAudit(tx, actor, {
    accion: 'ANULAR',
    entidad: 'COTIZACION',
    entidadId: id,
    descripcion: describeForAudit(row.codigo, row.enviadoCaja),
    antes: { estado: row.estado },
    despues: { estado: ESTADOS_COTIZACION.ANULADA },
  });
  await announceCotizacion(tx, row);
}

/** `GET cotizaciones/{id}`: a quotation of the company with its lines, else 404. */
export async function getCotizacion(
  db: Executor,
  actor: Actor,
  id: number,
  decimales: DecimalesMoneda,
): Promise<CotizacionDetalle> {
  const row = await findCotizacion(db, actor.empresaId, id);
  if (!row) throw notFound(MENSAJES.cotizaciones.noEncontrada);
  return detalle(db, row, decimales);
}
