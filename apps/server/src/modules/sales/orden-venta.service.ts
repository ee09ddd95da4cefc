import { and, eq, sql } from 'drizzle-orm';
import { ESTADOS_ENTREGA, MAX_LINEAS_ORDEN } from '@pos/shared/domains/orders';
import { claveLinea, revisarCobro, revisarLineasVenta, totalesCarrito } from '@pos/shared/domains/sales/rules/index';
import {
  ESTADOS_COTIZACION,
  ESTADOS_VENTA,
  PLAZOS_PAGO,
  TIPOS_PAGO,
  type TipoVenta,
} from '@pos/shared/domains/sales/sales';
import type { LineaVentaInput } from '@pos/shared/domains/sales/sales.api';
import { MENSAJES } from '@pos/shared/messages';
import { toDecimalString } from '@pos/shared/money';
import { queryRows, type Tx } from '../../db/client';
import { cotizaciones, cuentasCobrar, ventas } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { badRequest, codedError, notFound } from '../../lib/http-errors';
import { numerarVenta } from './correlativos';
import { announceCotizacion, lockPendiente } from './cotizaciones.service';
import { assertCustomerCredit } from './credito.service';
import { insertCuentaCobrar } from './cuenta-cobrar';
import { detalleVenta, type LineaVendida } from './linea-vendida';
import { loadContextoVenta } from './productos-vendibles.repo';
import { insertVenta } from './ventas.repo';
import { d4 } from '../../lib/values';

const M = MENSAJES.ordenesVenta;

/** A sales order as the orders module hands it to sales, its customer and dates already checked. */
export interface OrdenDeVenta {
  sucursalId: number;
  cliente: { id: number; tipoDocumento: number; nit: string; nombre: string; direccion: string; telefono: string };
  tipoVenta: Exclude<TipoVenta, 40000>;
  /** 1000 inmediato (due today) or 2000 (due `fechaVencimiento`): P3-10. */
  plazoPago: number;
  fechaVencimiento: string;
  periodoPago: number;
  fechaEntrega: string | null;
  tipoEntrega: number;
  encargado: string;
  correo: string;
  direccionEntrega: string;
  direccionFacturacion: string;
  clienteSucursalId: number | null;
  descripcion: string;
  productos: LineaVentaInput[];
  cotizacionId: number | null;
}

export interface OrdenRegistrada {
  id: number;
  codigo: string;
  total: string;
  detalles: { id: number; producto: number; cantidad: string; total_importe: string }[];
}

/**
 * Records a sales order as a sale (VENTA 30) through the same steps as the point of sale: lines
 * re-priced at the branch and checked by the shared sale rules, the sale and its lines written by
 * `insertVenta`, the receivable by `insertCuentaCobrar`, numbered last. Unlike a till sale it has
 * no register, no payment yet (the whole total is owed) and takes no stock: deliveries do. A
 * credit term is checked against the customer's limit, its row locked until commit (P3-30).
 */
export async function recordOrderSale(tx: Tx, actor: Actor, orden: OrdenDeVenta): Promise<OrdenRegistrada> {
  const cotizacion = orden.cotizacionId === null ? null : await lockPendiente(tx, actor, orden.cotizacionId);
  const { opciones, productos } = await loadContextoVenta(tx, actor.empresaId, orden.sucursalId, orden.productos);
  if (orden.productos.some((l) => !productos.has(claveLinea(l)))) throw notFound(MENSAJES.ventas.productoNoDisponible);
  const revisadas = revisarLineasVenta(orden.productos, productos, opciones, {
    max: MAX_LINEAS_ORDEN,
    sinProductos: M.sinProductos,
    maxProductos: M.maxProductos(MAX_LINEAS_ORDEN),
  });
  if (!revisadas.ok)
    throw revisadas.codigo ? codedError(400, revisadas.codigo, revisadas.error) : badRequest(revisadas.error);
  if (orden.plazoPago === PLAZOS_PAGO.CREDITO && !opciones.ventasAlCredito)
    throw badRequest(MENSAJES.ventas.creditoNoHabilitado);
  const totales = totalesCarrito(revisadas.lineas, opciones.decimales);
  // No payment yet and no till rounding: the whole total is owed through the receivable.
  const cobro = revisarCobro(
    { total: totales.total, pagos: {}, tipo_pago: TIPOS_PAGO.PAGO_CREDITO },
    { ...opciones, redondeoTotal: false },
  );
  if (!cobro.ok) throw cobro.codigo ? codedError(400, cobro.codigo, cobro.error) : badRequest(cobro.error);
  const resumen = cobro.resumen;
  if (orden.plazoPago === PLAZOS_PAGO.CREDITO)
    await assertCustomerCredit(tx, actor.empresaId, orden.cliente.id, resumen.saldo);

  const lineas: LineaVendida[] = revisadas.lineas.map((l) => ({ ...l, producto: productos.get(claveLinea(l))! }));
  const ventaId = await insertVenta(
    tx,
    {
      empresaId: actor.empresaId,
      sucursalId: orden.sucursalId,
      tipoVenta: orden.tipoVenta,
      tipoPago: TIPOS_PAGO.PAGO_CREDITO,
      clienteId: orden.cliente.id,
      tipoDocumento: orden.cliente.tipoDocumento,
      nitCliente: orden.cliente.nit,
      nombreCliente: orden.cliente.nombre,
      direccionCliente: orden.cliente.direccion,
      telefonoCliente: orden.cliente.telefono,
      descripcion: orden.descripcion,
      subtotal: d4(totales.subtotal),
      descuento: d4(totales.descuento),
      total: d4(resumen.total),
      iva: d4(resumen.iva),
      fechaVencimiento: orden.fechaVencimiento,
      usuarioId: actor.usuarioId,
      vendedorId: actor.usuarioId,
      cotizacionId: cotizacion?.id ?? null,
      esOrden: true,
      fechaEntrega: orden.fechaEntrega,
      tipoEntrega: orden.tipoEntrega,
      encargado: orden.encargado,
      correo: orden.correo,
      direccionEntrega: orden.direccionEntrega,
      direccionFacturacion: orden.direccionFacturacion,
      clienteSucursalId: orden.clienteSucursalId,
      estadoEntrega: ESTADOS_ENTREGA.PENDIENTE,
      plazoPago: orden.plazoPago,
      periodoPago: orden.periodoPago,
    },
    lineas.map(detalleVenta),
    [],
  );
  await insertCuentaCobrar(tx, actor, {
    sucursalId: orden.sucursalId,
    ventaId,
    clienteId: orden.cliente.id,
    fechaVencimiento: orden.fechaVencimiento,
    cobro: resumen,
  });
  if (cotizacion) {
    await tx
      .update(cotizaciones)
      .set({ estado: ESTADOS_COTIZACION.FINALIZADA, ventaId })
      .where(eq(cotizaciones.id, cotizacion.id));
    await announceCotizacion(tx, cotizacion);
  }
  const detalles = await queryRows<OrdenRegistrada['detalles'][number]>(
    tx,
    sql`select id, producto_id as producto, cantidad::text as cantidad, total_importe::text as total_importe
          from ventas_detalle where venta_id = ${ventaId} order by id`,
  );
  const { codigo } = await numerarVenta(tx, actor.empresaId, ventaId);
  return {
    id: ventaId,
    codigo,
    total: resumen.total,
    detalles: detalles.map((d) => ({
      ...d,
      cantidad: toDecimalString(d.cantidad, 4),
      total_importe: toDecimalString(d.total_importe, 2),
    })),
  };
}

/**
 * Annuls a sales order that has taken nothing yet (the orders module checked `puede_anular`: no
 * payments, deliveries or invoice): the sale and its receivable stay, marked inactive, so the
 * customer's outstanding balance and the lists drop it. No stock or cash moved, so nothing reverses.
 */
export async function annulOrderSale(
  tx: Tx,
  actor: Pick<Actor, 'empresaId' | 'usuarioId'>,
  ventaId: number,
  motivo: string,
): Promise<void> {
  await tx
    .update(ventas)
    .set({
      activo: false,
      estado: ESTADOS_VENTA.ANULADA,
      motivoAnulacion: motivo,
      anuladoPorId: actor.usuarioId,
      fechaAnulacion: new Date(),
    })
    .where(and(eq(ventas.id, ventaId), eq(ventas.empresaId, actor.empresaId)));
  await tx.update(cuentasCobrar).set({ activo: false }).where(eq(cuentasCobrar.ventaId, ventaId));
}
