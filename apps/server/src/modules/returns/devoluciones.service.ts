import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { esAGranel } from '@pos/shared/domains/catalog/catalog';
import { DOCUMENTOS_STOCK, TIPOS_MOVIMIENTO } from '@pos/shared/domains/inventory';
import { ESTADOS_DOCUMENTO_FEL } from '@pos/shared/domains/invoicing/invoicing';
import {
  ALFABETO_CODIGO_VALE,
  ESTADOS_DEVOLUCION,
  LARGO_CODIGO_VALE,
  MOTIVOS_DEVOLUCION,
  TIPOS_ADICION_NOTA,
  TIPOS_DEVOLUCION,
  precioCalculado,
  type DevolucionCreada,
  type DevolucionDatos,
  type FacturaDevolucion,
  type ProductoFacturaDevolucion,
  type TipoDevolucion,
} from '@pos/shared/domains/returns';
import { MENSAJES } from '@pos/shared/messages';
import { compare, dec, max, min, sub, sum, toMoneyString, type DecimalesMoneda } from '@pos/shared/money';
import { queryRows, type Executor, type Tx } from '../../db/client';
import { adicionesNotaFel, devoluciones, devolucionesDetalle } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { assertBranchAccess } from '../../lib/branch-access';
import { badRequest, notFound } from '../../lib/http-errors';
import { companyDecimals } from '../../lib/settings';
import { recordAudit } from '../audit';
import { moveStock } from '../inventory';
import {
  anularNotaCreditoFel,
  findNotaCreditoDeDevolucion,
  findOpcionesFacturacion,
  solicitarNotaCreditoFel,
  type DocumentoFel,
  type LineaNotaCredito,
} from '../invoicing';
import type { JobQueue } from '../../jobs/queue';
import {
  findLineasVenta,
  findVenta,
  findVentasPorCodigo,
  totalDevuelto,
  type LineaVentaDevolucion,
  type VentaDevolucion,
} from './factura.query';
import { d4 } from '../../lib/values';

const M = MENSAJES.devoluciones;

/** A user tied to branches works only on sales of those branches; a global admin on all of them. */
async function assertVentaAccesible(db: Executor, actor: Actor, venta: VentaDevolucion): Promise<void> {
  if (actor.esAdmin && actor.esGlobal) return;
  await assertBranchAccess(db, actor, venta.sucursal_id);
}

/** P3-20: with FEL and a certified sale the return is an NCRE, otherwise an internal voucher. */
async function tipoDeDevolucion(db: Executor, empresaId: number, venta: VentaDevolucion): Promise<TipoDevolucion> {
  const { utilizaFel } = await findOpcionesFacturacion(db, empresaId);
  return utilizaFel && venta.documento_estado === ESTADOS_DOCUMENTO_FEL.CERTIFICADO
    ? TIPOS_DEVOLUCION.NCRE
    : TIPOS_DEVOLUCION.VALE;
}

const decimalesCantidad = (tipoProducto: number) => (esAGranel(tipoProducto) ? 3 : 0);

function productoFactura(l: LineaVentaDevolucion, decimales: DecimalesMoneda): ProductoFacturaDevolucion {
  const q = decimalesCantidad(l.tipo_producto);
  return {
    id: l.id,
    producto_id: l.producto_id,
    fraccion_id: l.fraccion_id,
    codigo: l.codigo,
    nombre: l.nombre,
    a_granel: esAGranel(l.tipo_producto),
    cantidad: dec(l.cantidad).toFixed(q),
    cantidad_devuelta: dec(l.devuelto).toFixed(q),
    disponible: max(sub(l.cantidad, l.devuelto), 0).toFixed(q),
    precio: toMoneyString(l.precio, decimales),
    precio_final: toMoneyString(l.precio_final, decimales),
    total_importe: toMoneyString(l.total_importe, decimales),
  };
}

/**
 * `GET devoluciones/getFactura` (P3-20): the sale a code names, with what may still be returned of
 * each line. Several matches: `factura_seleccionada` (a sale id) or `id_factura` (its FEL document)
 * pick one; otherwise the newest, listing the others. None (or another company's): 404 with the
 * spec's message.
 */
export async function getFactura(
  db: Executor,
  actor: Actor,
  query: { codigo: string; factura_seleccionada?: number; id_factura?: number },
): Promise<FacturaDevolucion> {
  const ventas = await findVentasPorCodigo(db, actor.empresaId, query.codigo);
  const elegida =
    query.factura_seleccionada !== undefined
      ? ventas.find((v) => v.id === query.factura_seleccionada)
      : query.id_factura !== undefined
        ? ventas.find((v) => v.documento_id === query.id_factura)
        : ventas[0];
  if (!elegida) throw notFound(M.facturaNoExistente);
  await assertVentaAccesible(db, actor, elegida);
  if (!elegida.activo) throw badRequest(M.ventaAnulada);
  const decimales = await companyDecimals(db, actor.empresaId);
  const productos = (await findLineasVenta(db, elegida.id)).map((l) => productoFactura(l, decimales));
  const tipo = await tipoDeDevolucion(db, actor.empresaId, elegida);
  return {
    id: elegida.id,
    codigo: elegida.codigo,
    creado: new Date(elegida.creado).toISOString(),
    sucursal: { id: elegida.sucursal_id, nombre: elegida.sucursal_nombre },
    cliente: { id: elegida.cliente_id, nit: elegida.nit_cliente, nombre: elegida.nombre_cliente },
    movimiento: { detalles: productos, total_cobrar_pagar: toMoneyString(elegida.total, decimales) },
    productos,
    id_factura: elegida.documento_id,
    serie: elegida.serie,
    numero: elegida.numero,
    nota_credito_fel: tipo === TIPOS_DEVOLUCION.NCRE,
    total_devuelto: toMoneyString(await totalDevuelto(db, elegida.id), decimales),
    coincidencias: ventas
      .filter((v) => v.id !== elegida.id)
      .map((v) => ({
        id: v.id,
        codigo: v.codigo,
        serie: v.serie,
        numero: v.numero,
        creado: new Date(v.creado).toISOString(),
        total: toMoneyString(v.total, decimales),
      })),
  };
}

/** A return line ready to store. */
type LineaNueva = Omit<typeof devolucionesDetalle.$inferInsert, 'devolucionId'> & {
  /** The unit price before the line discount (the credit note's PrecioUnitario). */
  precioLista: string;
  /** Base units back on the shelf, with the cost of one, for `ingreso_bodega` lines. */
  stock: { productoId: number; fraccionId: number | null; cantidad: string; costoUnitario: string } | null;
};

/**
 * A sale line given back: the quantity fits in what is left of the line, a whole number unless
 * the product is sold in bulk; its money is precio × porcentaje / 100 × cantidad, never more
 * than what the line charged for those units (line discount included) counting earlier returns.
 */
function lineaDeVenta(
  linea: DevolucionDatos['productos'][number],
  vendida: LineaVentaDevolucion,
  yaEnEsta: string,
  decimales: DecimalesMoneda,
): LineaNueva {
  const q = decimalesCantidad(vendida.tipo_producto);
  const cantidad = dec(linea.cantidad);
  if (!cantidad.equals(cantidad.toDecimalPlaces(q))) throw badRequest(M.cantidadDecimal(vendida.nombre));
  const disponible = max(sub(sub(vendida.cantidad, vendida.devuelto), yaEnEsta), 0);
  if (cantidad.greaterThan(disponible))
    throw badRequest(M.cantidadMayorDisponible(vendida.nombre, disponible.toFixed(q)));
  const devueltoDespues = dec(vendida.devuelto).plus(yaEnEsta).plus(cantidad);
  // What the line charged for every unit returned so far and these, less the money already given back.
  const cobrado = sub(
    toMoneyString(dec(vendida.total_importe).times(devueltoDespues).dividedBy(vendida.cantidad), decimales),
    vendida.devuelto_monto,
  );
  const calculado = toMoneyString(
    precioCalculado(vendida.precio_final, linea.porcentaje_precio, linea.cantidad),
    decimales,
  );
  const total = max(min(calculado, cobrado), 0);
  const porUnidad = dec(vendida.cantidad_base).dividedBy(vendida.cantidad);
  const cantidadBase = cantidad.times(porUnidad);
  const regresa = linea.ingreso_bodega && linea.motivo !== MOTIVOS_DEVOLUCION.DESCUENTO;
  return {
    precioLista: vendida.precio,
    ventaDetalleId: vendida.id,
    productoId: vendida.producto_id,
    fraccionId: vendida.fraccion_id,
    codigo: vendida.codigo,
    nombre: vendida.nombre,
    cantidad: d4(cantidad),
    cantidadBase: d4(cantidadBase),
    precio: d4(vendida.precio_final),
    porcentajePrecio: d4(linea.porcentaje_precio),
    total: d4(total),
    motivo: linea.motivo,
    ingresoBodega: regresa,
    nota: linea.nota,
    stock: regresa
      ? {
          productoId: vendida.producto_id,
          fraccionId: vendida.fraccion_id,
          cantidad: d4(cantidadBase),
          costoUnitario: d4(dec(vendida.costo).dividedBy(porUnidad)),
        }
      : null,
  };
}

/** An additional note item: a fixed amount, or a percentage of the sale total (000 §3). */
function lineaDeAdicion(
  linea: DevolucionDatos['productos'][number],
  adicion: typeof adicionesNotaFel.$inferSelect,
  venta: VentaDevolucion,
  decimales: DecimalesMoneda,
): LineaNueva {
  const precio =
    adicion.tipo === TIPOS_ADICION_NOTA.MONTO_FIJO
      ? toMoneyString(adicion.valor, decimales)
      : toMoneyString(dec(venta.total).times(adicion.valor).dividedBy(100), decimales);
  return {
    precioLista: precio,
    adicionId: adicion.id,
    nombre: adicion.nombre,
    cantidad: d4(1),
    precio: d4(precio),
    porcentajePrecio: d4(linea.porcentaje_precio),
    total: d4(toMoneyString(precioCalculado(precio, linea.porcentaje_precio, '1'), decimales)),
    motivo: linea.motivo,
    ingresoBodega: false,
    nota: linea.nota,
    stock: null,
  };
}

/** A return line as the credit note credits it: the returned units at their list price, the line's money as Total. */
function lineaDeNota(l: LineaNueva): LineaNotaCredito {
  return {
    descripcion: l.nombre,
    cantidad: dec(l.cantidad).toFixed(),
    precioUnitario: dec(l.precioLista).toFixed(),
    total: dec(l.total).toFixed(),
    bienOServicio: l.adicionId ? 'S' : 'B',
  };
}

/** A voucher code nobody guesses: LARGO_CODIGO_VALE characters of an unambiguous alphabet. */
function nuevoCodigo(): string {
  const bytes = crypto.randomBytes(LARGO_CODIGO_VALE);
  return Array.from(bytes, (b) => ALFABETO_CODIGO_VALE[b % ALFABETO_CODIGO_VALE.length]).join('');
}

async function codigoLibre(tx: Tx, empresaId: number): Promise<string> {
  for (;;) {
    const codigo = nuevoCodigo();
    const [usado] = await tx
      .select({ id: devoluciones.id })
      .from(devoluciones)
      .where(and(eq(devoluciones.empresaId, empresaId), eq(devoluciones.codigo, codigo)));
    if (!usado) return codigo;
  }
}

/**
 * `POST devoluciones` in the caller's transaction: the sale locked first (two screens returning
 * the last units of a line run one after the other, the second sees the first's return), every
 * line checked against what is left of it, the lines with `ingreso_bodega` back on the shelf of
 * the sale's branch (DEVOLUCION 70, base units), the money capped at what the sale charged less
 * earlier returns (and its IVA exemption), the voucher with its code, the audit entry.
 */
export async function createDevolucion(
  tx: Tx,
  actor: Actor,
  queue: JobQueue,
  input: DevolucionDatos,
): Promise<DevolucionCreada> {
  const venta = await findVenta(tx, actor.empresaId, input.venta, true);
  if (!venta) throw notFound(M.facturaNoExistente);
  await assertVentaAccesible(tx, actor, venta);
  if (!venta.activo) throw badRequest(M.ventaAnulada);
  const tipo = await tipoDeDevolucion(tx, actor.empresaId, venta);
  if (tipo === TIPOS_DEVOLUCION.VALE && input.productos.some((l) => l.motivo === MOTIVOS_DEVOLUCION.DESCUENTO))
    throw badRequest(M.motivoDescuentoSoloNota);
  const decimales = await companyDecimals(tx, actor.empresaId);

  const vendidas = new Map((await findLineasVenta(tx, venta.id)).map((l) => [l.id, l]));
  const adicionIds = input.productos.flatMap((l) => (l.adicion_id === undefined ? [] : [l.adicion_id]));
  const adiciones = new Map(
    adicionIds.length === 0
      ? []
      : (
          await tx
            .select()
            .from(adicionesNotaFel)
            .where(
              and(
                eq(adicionesNotaFel.empresaId, actor.empresaId),
                eq(adicionesNotaFel.activo, true),
                sql`${adicionesNotaFel.id} = any(${sql.param(adicionIds)}::int[])`,
              ),
            )
        ).map((a) => [a.id, a]),
  );
  const enEsta = new Map<number, string>();
  const lineas: LineaNueva[] = input.productos.map((linea) => {
    if (linea.adicion_id !== undefined) {
      const adicion = adiciones.get(linea.adicion_id);
      if (!adicion) throw notFound(M.adicionNoEncontrada);
      return lineaDeAdicion(linea, adicion, venta, decimales);
    }
    const vendida = vendidas.get(linea.id!);
    if (!vendida) throw notFound(M.lineaNoEncontrada);
    const nueva = lineaDeVenta(linea, vendida, enEsta.get(vendida.id) ?? '0', decimales);
    enEsta.set(
      vendida.id,
      dec(enEsta.get(vendida.id) ?? '0')
        .plus(linea.cantidad)
        .toFixed(),
    );
    return nueva;
  });

  // Never more than the sale charged: its total less the IVA exemption, less earlier returns.
  const tope = max(sub(sub(venta.total, venta.exencion_iva), await totalDevuelto(tx, venta.id)), 0);
  const total = sum(lineas.map((l) => l.total));
  if (compare(total, tope) > 0) throw badRequest(M.montoMayorAlCobrado);

  const codigo = await codigoLibre(tx, actor.empresaId);
  const [creada] = await tx
    .insert(devoluciones)
    .values({
      empresaId: actor.empresaId,
      sucursalId: venta.sucursal_id,
      ventaId: venta.id,
      codigo,
      tipo,
      total: d4(total),
      concepto: input.concepto,
      clienteId: venta.cliente_id,
      nitCliente: venta.nit_cliente,
      nombreCliente: venta.nombre_cliente,
      usuarioId: actor.usuarioId,
    })
    .returning({ id: devoluciones.id });
  const devolucionId = creada!.id;
  await tx
    .insert(devolucionesDetalle)
    .values(lineas.map(({ stock: _stock, precioLista: _precio, ...l }) => ({ ...l, devolucionId })));
  const regresan = lineas.flatMap((l) => (l.stock ? [l.stock] : []));
  if (regresan.length > 0)
    await moveStock(
      tx,
      {
        empresaId: actor.empresaId,
        sucursalId: venta.sucursal_id,
        usuarioId: actor.usuarioId,
        tipo: TIPOS_MOVIMIENTO.DEVOLUCION,
        documento: { tipo: DOCUMENTOS_STOCK.DEVOLUCION, id: devolucionId },
      },
      regresan,
    );
  const totalTexto = toMoneyString(total, decimales);
  await recordAudit(tx, actor, {
    accion: 'CREAR',
    entidad: 'DEVOLUCION',
    entidadId: devolucionId,
    descripcion: M.bitacora.devolucion(codigo, totalTexto, venta.codigo),
    despues: {
      venta: venta.id,
      tipo,
      total: totalTexto,
      concepto: input.concepto,
      lineas: lineas.map(({ stock: _stock, precioLista: _precio, ...l }) => l),
    },
  });
  // P3-20: a certified sale with FEL gets its credit note, certified once this commits.
  const idNota =
    tipo === TIPOS_DEVOLUCION.NCRE
      ? (
          await solicitarNotaCreditoFel(tx, queue, {
            empresaId: actor.empresaId,
            devolucionId,
            ventaId: venta.id,
            motivo: input.concepto.slice(0, 200),
            lineas: lineas.filter((l) => compare(l.total, 0) > 0).map(lineaDeNota),
          })
        ).idNota
      : null;
  return { id: devolucionId, codigo, total: totalTexto, id_nota: idNota };
}

/** A return of the company, locked for a change. */
export async function lockDevolucion(tx: Tx, empresaId: number, id: number) {
  const [row] = await tx
    .select()
    .from(devoluciones)
    .where(and(eq(devoluciones.id, id), eq(devoluciones.empresaId, empresaId)))
    .for('update');
  if (!row) throw notFound(M.devolucionNoEncontrada);
  return row;
}

/**
 * The return undone in the books, in the caller's transaction: the DEVOLUCION 70 rows reversed
 * with rows of the opposite sign under the same document, the voucher voided, the audit entry.
 * Nothing is deleted.
 */
async function annulReturnLedgers(
  tx: Tx,
  anulador: Pick<Actor, 'empresaId' | 'usuarioId'>,
  devolucion: typeof devoluciones.$inferSelect,
  motivo: string,
): Promise<void> {
  const regresados = await queryRows<{
    producto_id: number;
    fraccion_id: number | null;
    cantidad: string;
    costo_unitario: string;
  }>(
    tx,
    sql`select producto_id, fraccion_id, cantidad::text as cantidad, costo_unitario::text as costo_unitario
          from kardex
         where documento_tipo = ${DOCUMENTOS_STOCK.DEVOLUCION} and documento_id = ${devolucion.id}
           and sucursal_id = ${devolucion.sucursalId} and cantidad > 0
         order by id`,
  );
  if (regresados.length > 0)
    await moveStock(
      tx,
      {
        empresaId: anulador.empresaId,
        sucursalId: devolucion.sucursalId,
        usuarioId: anulador.usuarioId,
        tipo: TIPOS_MOVIMIENTO.DEVOLUCION,
        documento: { tipo: DOCUMENTOS_STOCK.DEVOLUCION, id: devolucion.id },
      },
      regresados.map((r) => ({
        productoId: r.producto_id,
        fraccionId: r.fraccion_id,
        cantidad: dec(r.cantidad).negated(),
        costoUnitario: r.costo_unitario,
      })),
    );
  await tx
    .update(devoluciones)
    .set({
      estado: ESTADOS_DEVOLUCION.ANULADO,
      anuladoPorId: anulador.usuarioId,
      motivoAnulacion: motivo,
      fechaAnulacion: new Date(),
    })
    .where(eq(devoluciones.id, devolucion.id));
  await recordAudit(tx, anulador, {
    accion: 'ANULAR',
    entidad: 'DEVOLUCION',
    entidadId: devolucion.id,
    descripcion: M.bitacora.anulacion(devolucion.codigo, motivo),
    antes: { estado: devolucion.estado },
    despues: { estado: ESTADOS_DEVOLUCION.ANULADO, motivo },
  });
}

/**
 * `PUT devoluciones/{id}/anular` (P3-21): refused once the code was redeemed or when annulled
 * already. A voucher is undone now. A return with a certified credit note asks the certifier for
 * the FEL annulment and is undone when it accepts (`annulCertifiedReturn`); the answer carries
 * `id_nota` to poll with verificar_fel. A note the certifier refused is voided at once.
 */
export async function anularDevolucion(
  tx: Tx,
  actor: Actor,
  queue: JobQueue,
  id: number,
  motivo: string,
): Promise<{ idNota: number | null; enProceso: boolean }> {
  const devolucion = await lockDevolucion(tx, actor.empresaId, id);
  if (devolucion.estado === ESTADOS_DEVOLUCION.ANULADO) throw badRequest(M.yaAnulada);
  if (devolucion.estado === ESTADOS_DEVOLUCION.CANJEADO) throw badRequest(M.yaCanjeada);
  const nota = await findNotaCreditoDeDevolucion(tx, actor.empresaId, devolucion.id);
  if (nota && nota.estado !== ESTADOS_DOCUMENTO_FEL.ANULADO) {
    const r = await anularNotaCreditoFel(tx, queue, {
      empresaId: actor.empresaId,
      idNota: nota.idNota,
      usuarioId: actor.usuarioId,
      motivo,
    });
    if (r.estado === 'proceso') return { idNota: r.idNota, enProceso: true };
  }
  await annulReturnLedgers(tx, actor, devolucion, motivo);
  return { idNota: nota?.idNota ?? null, enProceso: false };
}

/**
 * The certifier accepted the annulment of a return's credit note: the return is undone in the
 * same transaction that records it, signed by the user who asked.
 */
export async function annulCertifiedReturn(tx: Tx, documento: DocumentoFel): Promise<void> {
  if (documento.devolucionId === null) return;
  const [devolucion] = await tx
    .select()
    .from(devoluciones)
    .where(and(eq(devoluciones.id, documento.devolucionId), eq(devoluciones.empresaId, documento.empresaId)))
    .for('update');
  if (!devolucion || devolucion.estado === ESTADOS_DEVOLUCION.ANULADO) return;
  await annulReturnLedgers(
    tx,
    { empresaId: documento.empresaId, usuarioId: documento.anulacionUsuarioId ?? devolucion.usuarioId },
    devolucion,
    documento.anulacionMotivo ?? '',
  );
}
