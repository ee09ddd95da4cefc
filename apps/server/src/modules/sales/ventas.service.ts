import { eq } from 'drizzle-orm';
import { claveLinea, revisarVenta, type VentaRevisada } from '@pos/shared/domains/sales/rules/index';
import { DOCUMENTOS_STOCK, TIPOS_MOVIMIENTO } from '@pos/shared/domains/inventory';
import { ESTADOS_COTIZACION, TIPOS_ABONO, TIPOS_MOVIMIENTO_CAJA, TIPOS_PAGO } from '@pos/shared/domains/sales/sales';
import type { VentaRegistrada } from '@pos/shared/domains/sales/sales.api';
import { MENSAJES } from '@pos/shared/messages';
import { compare, mul, toDecimalString } from '@pos/shared/money';
import type { Tx } from '../../db/client';
import { abonosCuentaCobrar, cotizaciones, cuentasCobrar, type ventas } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/queue';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import { seCertifica, solicitarFactura } from '../invoicing';
import { resolveSaleCustomer, type ClienteVenta } from '../customers';
import { moveStock } from '../inventory';
import { recordCashMovement, requireOpenSession, type SesionCaja } from '../registers';
import { numerarVenta } from './correlativos';
import type { CotizacionRow } from './cotizaciones.repo';
import { announceCotizacion, lockPendiente } from './cotizaciones.service';
import { loadContextoVenta, type ProductoVenta } from './productos-vendibles.repo';
import { insertVenta, type DetalleVenta } from './ventas.repo';
import type { VentaDatos } from './ventas.schema';

/** numeric(…, 4) columns. */
const d4 = (x: string) => toDecimalString(x, 4);

/** A checked cart line with the product it sells. */
type LineaVendida = VentaRevisada['lineas'][number] & { producto: ProductoVenta };

function encabezado(
  actor: Actor,
  sesion: SesionCaja,
  input: VentaDatos,
  revisada: VentaRevisada,
  cliente: ClienteVenta,
  cotizacion: CotizacionRow | null,
): typeof ventas.$inferInsert {
  const { cobro, totales } = revisada;
  return {
    empresaId: actor.empresaId,
    sucursalId: sesion.sucursalId,
    tipoVenta: input.tipo_venta,
    tipoPago: input.tipo_pago,
    clienteId: cliente.clienteId,
    tipoDocumento: input.tipo_documento,
    nitCliente: cliente.nit,
    nombreCliente: cliente.nombre,
    direccionCliente: cliente.direccion,
    telefonoCliente: input.cliente.telefono ?? '',
    notasCliente: input.cliente.notas ?? '',
    referencia: input.referencia,
    mostrarReferencia: input.mostrar_referencia,
    descripcion: input.descripcion || (input.pagos.nota ?? ''),
    noFactura: input.no_factura,
    subtotal: d4(totales.subtotal),
    descuento: d4(totales.descuento),
    redondeo: compare(cobro.ajuste_redondeo, 0) === 0 ? null : (input.redondeo ?? null),
    ajusteRedondeo: d4(cobro.ajuste_redondeo),
    total: d4(cobro.total),
    iva: d4(cobro.iva),
    totalPagado: d4(cobro.pagado),
    vueltoEfectivo: d4(cobro.vuelto_efectivo),
    fechaVencimiento: input.tipo_pago === TIPOS_PAGO.PAGO_CREDITO ? input.fecha_vencimiento! : null,
    aperturaId: sesion.id,
    cajaId: sesion.cajaId,
    usuarioId: actor.usuarioId,
    // A charged quotation is the counter seller's sale.
    vendedorId: cotizacion?.usuarioId ?? null,
    cotizacionId: cotizacion?.id ?? null,
  };
}

function detalle(l: LineaVendida): DetalleVenta {
  const p = l.producto;
  return {
    productoId: l.id,
    fraccionId: l.fraccion_id,
    unidadMedidaId: p.unidadMedidaId,
    codigo: p.codigo,
    nombre: p.nombre.slice(0, 250),
    cantidad: d4(l.cantidad),
    cantidadBase: d4(mul(l.cantidad, p.contenido).toFixed()),
    modeloPrecio: l.modelo_precio,
    precioOriginal: d4(l.precio_original),
    precio: d4(l.precio),
    descPorcentaje: d4(l.desc_porcentaje),
    descMonto: d4(l.desc_monto),
    precioFinal: d4(l.precio_final),
    totalImporte: d4(l.total_importe),
    costo: d4(mul(p.costoBase, p.contenido).toFixed()),
  };
}

/** A credit sale's receivable (P3-86), with what was paid now as direct payments, tipo_abono 2000 (P3-10). */
async function insertCuentaCobrar(
  tx: Tx,
  actor: Actor,
  sesion: SesionCaja,
  ventaId: number,
  clienteId: number | null,
  fechaVencimiento: string,
  revisada: VentaRevisada,
): Promise<void> {
  const { cobro } = revisada;
  const [cuenta] = await tx
    .insert(cuentasCobrar)
    .values({
      empresaId: actor.empresaId,
      sucursalId: sesion.sucursalId,
      ventaId,
      clienteId,
      monto: d4(cobro.total),
      saldo: d4(cobro.saldo),
      fechaVencimiento,
    })
    .returning({ id: cuentasCobrar.id });
  if (cobro.por_forma.length > 0) {
    await tx.insert(abonosCuentaCobrar).values(
      cobro.por_forma.map((p) => ({
        cuentaCobrarId: cuenta!.id,
        monto: d4(p.monto),
        tipoAbono: TIPOS_ABONO.DIRECTO,
        formaPago: p.forma_pago,
        usuarioId: actor.usuarioId,
      })),
    );
  }
}

/**
 * `POST ventas` (000 §7), and the sale part of `POST ventas/cotizacion`, in the caller's
 * transaction: the user's open register session (locked), the products and prices re-read at the
 * session's branch, every cart and payment rule re-checked, then the sale with its lines and
 * payments, the stock taken (VENTA 30, base units), the cash movement, the receivable of a credit
 * sale, the quotation marked finished, the audit entry, the FEL certification request of an
 * invoice or credit sale, and last the sale number.
 */
export async function registrarVenta(
  tx: Tx,
  actor: Actor,
  queue: JobQueue,
  input: VentaDatos,
  cotizacionId: number | null = null,
): Promise<VentaRegistrada> {
  const sesion = await requireOpenSession(tx, actor.empresaId, actor.usuarioId);
  const cotizacion = cotizacionId === null ? null : await lockPendiente(tx, actor, cotizacionId);
  const { opciones, utilizaFel, productos } = await loadContextoVenta(
    tx,
    actor.empresaId,
    sesion.sucursalId,
    input.productos,
  );
  // Another company's product, or one retired since the cart was built, is unknown here.
  if (input.productos.some((l) => !productos.has(claveLinea(l)))) throw notFound(MENSAJES.ventas.productoNoDisponible);
  const revision = revisarVenta(input, productos, opciones);
  if (!revision.ok) throw badRequest(revision.error);
  const revisada = revision.venta;
  const { cobro } = revisada;
  const lineas: LineaVendida[] = revisada.lineas.map((l) => ({ ...l, producto: productos.get(claveLinea(l))! }));

  const cliente = await resolveSaleCustomer(tx, actor, {
    id: input.cliente.id,
    nit: input.cliente.nit,
    nombre: input.cliente.nombre,
    direccion: input.cliente.direccion,
    telefono: input.cliente.telefono,
    correo: input.cliente.correo,
    tipoDocumento: input.tipo_documento,
    crear: input.datos_cliente_nuveo,
    actualizar: input.datos_cambiados,
  });
  const ventaId = await insertVenta(
    tx,
    encabezado(actor, sesion, input, revisada, cliente, cotizacion),
    lineas.map(detalle),
    cobro.por_forma,
  );
  await moveStock(
    tx,
    {
      empresaId: actor.empresaId,
      sucursalId: sesion.sucursalId,
      usuarioId: actor.usuarioId,
      tipo: TIPOS_MOVIMIENTO.VENTA,
      documento: { tipo: DOCUMENTOS_STOCK.VENTA, id: ventaId },
    },
    lineas.map((l) => ({
      productoId: l.id,
      fraccionId: l.fraccion_id,
      cantidad: mul(l.cantidad, l.producto.contenido).negated(),
    })),
  );
  await recordCashMovement(tx, {
    sesion,
    empresaId: actor.empresaId,
    usuarioId: actor.usuarioId,
    tipo: TIPOS_MOVIMIENTO_CAJA.VENTA,
    montoEfectivo: cobro.monto_efectivo,
    total: cobro.total,
    concepto: 'Venta',
    ventaId,
    porForma: cobro.por_forma.map((p) => ({ formaPago: p.forma_pago, monto: p.monto })),
  });
  if (input.tipo_pago === TIPOS_PAGO.PAGO_CREDITO)
    await insertCuentaCobrar(tx, actor, sesion, ventaId, cliente.clienteId, input.fecha_vencimiento!, revisada);
  if (cotizacion) {
    await tx
      .update(cotizaciones)
      .set({ estado: ESTADOS_COTIZACION.FINALIZADA, ventaId })
      .where(eq(cotizaciones.id, cotizacion.id));
    await announceCotizacion(tx, cotizacion);
  }
  await recordAudit(tx, actor, {
    accion: 'CREAR',
    entidad: 'VENTA',
    entidadId: ventaId,
    descripcion: `Venta por ${cobro.total} a ${cliente.nombre}`,
    despues: {
      tipo_venta: input.tipo_venta,
      tipo_pago: input.tipo_pago,
      total: cobro.total,
      lineas: lineas.length,
      pagos: cobro.por_forma,
      cotizacion: cotizacion?.id ?? null,
    },
  });
  // With FEL an invoice or credit sale queues its certification; it runs once this commits (issue 5).
  const idFactura =
    utilizaFel && seCertifica(input.tipo_venta)
      ? await solicitarFactura(tx, queue, {
          id: ventaId,
          empresaId: actor.empresaId,
          sucursalId: sesion.sucursalId,
          tipoVenta: input.tipo_venta,
          activo: true,
        })
      : null;
  const { codigo } = await numerarVenta(tx, actor.empresaId, ventaId);
  return { id: ventaId, codigo, total: cobro.total, vuelto_efectivo: cobro.vuelto_efectivo, id_factura: idFactura };
}
