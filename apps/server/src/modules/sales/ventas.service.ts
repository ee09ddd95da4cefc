import { eq } from 'drizzle-orm';
import { claveLinea, revisarVenta, type VentaRevisada } from '@pos/shared/domains/sales/rules/index';
import { DOCUMENTOS_STOCK, TIPOS_MOVIMIENTO } from '@pos/shared/domains/inventory';
import { ESTADOS_COTIZACION, TIPOS_MOVIMIENTO_CAJA, TIPOS_PAGO } from '@pos/shared/domains/sales/sales';
import type { VentaRegistrada } from '@pos/shared/domains/sales/sales.api';
import { MENSAJES } from '@pos/shared/messages';
import { compare, dec, mul, parseMoneyInput } from '@pos/shared/money';
import type { Tx } from '../../db/client';
import { cotizaciones, type ventas } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/queue';
import type { Actor } from '../../lib/actor';
import { badRequest, codedError, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import { seCertifica, solicitarFactura } from '../invoicing';
import type { ClienteVenta } from '../customers';
import { resolveCustomerOf } from './cliente-venta';
import { moveStock } from '../inventory';
import { recordCashMovement, requireOpenSession, type SesionCaja } from '../registers';
import { lockVoucher, redeemVoucher, type ValeCanjeable } from '../returns';
import { numerarVenta } from './correlativos';
import { assertCustomerCredit } from './credito.service';
import { insertCuentaCobrar } from './cuenta-cobrar';
import type { CotizacionRow } from './cotizaciones.repo';
import { announceCotizacion, lockPendiente } from './cotizaciones.service';
import { loadContextoVenta } from './productos-vendibles.repo';
import { insertVenta } from './ventas.repo';
import { detalleVenta, type LineaVendida } from './linea-vendida';
import type { VentaDatos } from './ventas.schema';
import { d4 } from '../../lib/values';

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
    exencionIva: d4(cobro.exencion_iva),
    notaCredito: d4(cobro.nota_credito),
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

/**
 * The voucher or FEL credit note the sale redeems (issue 13), locked until the sale commits: of two
 * registers taking one code at once, the second waits and then finds it redeemed. Its stored
 * amount replaces whatever amount the client sent; without a code, an amount above 0 is refused
 * and a negative one reads 0 (000 §5).
 */
async function notaCreditoDe(
  tx: Tx,
  empresaId: number,
  input: VentaDatos,
): Promise<{ vale: ValeCanjeable | null; pagos: VentaDatos['pagos'] }> {
  const codigo = input.codigo_nota_credito?.trim();
  if (!codigo) {
    const enviado = input.pagos.nota_credito ? parseMoneyInput(input.pagos.nota_credito, 3, { negativo: true }) : null;
    if (enviado !== null && compare(enviado, 0) > 0) throw badRequest(MENSAJES.devoluciones.codigoNoValido);
    return { vale: null, pagos: { ...input.pagos, nota_credito: undefined } };
  }
  const vale = await lockVoucher(tx, empresaId, codigo);
  return { vale, pagos: { ...input.pagos, nota_credito: dec(vale.total).toFixed() } };
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
  const { vale, pagos } = await notaCreditoDe(tx, actor.empresaId, input);
  input = { ...input, pagos };
  const { opciones, utilizaFel, productos } = await loadContextoVenta(
    tx,
    actor.empresaId,
    sesion.sucursalId,
    input.productos,
  );
  // Another company's product, or one retired since the cart was built, is unknown here.
  if (input.productos.some((l) => !productos.has(claveLinea(l)))) throw notFound(MENSAJES.ventas.productoNoDisponible);
  const revision = revisarVenta(input, productos, opciones);
  if (!revision.ok)
    throw revision.codigo ? codedError(400, revision.codigo, revision.error) : badRequest(revision.error);
  const revisada = revision.venta;
  const { cobro } = revisada;
  const lineas: LineaVendida[] = revisada.lineas.map((l) => ({ ...l, producto: productos.get(claveLinea(l))! }));

  const cliente = await resolveCustomerOf(tx, actor, input);
  // A stored customer's credit limit covers what this sale leaves owing (P3-30); its row stays locked.
  if (input.tipo_pago === TIPOS_PAGO.PAGO_CREDITO && cliente.clienteId !== null)
    await assertCustomerCredit(tx, actor.empresaId, cliente.clienteId, cobro.saldo);
  const ventaId = await insertVenta(
    tx,
    encabezado(actor, sesion, input, revisada, cliente, cotizacion),
    lineas.map(detalleVenta),
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
  if (vale) await redeemVoucher(tx, actor, vale, ventaId);
  if (input.tipo_pago === TIPOS_PAGO.PAGO_CREDITO)
    await insertCuentaCobrar(tx, actor, {
      sucursalId: sesion.sucursalId,
      ventaId,
      clienteId: cliente.clienteId,
      fechaVencimiento: input.fecha_vencimiento!,
      cobro,
    });
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
    descripcion: MENSAJES.bitacora.descripcion.venta(cobro.total, cliente.nombre),
    despues: {
      tipo_venta: input.tipo_venta,
      tipo_pago: input.tipo_pago,
      total: cobro.total,
      lineas: lineas.length,
      pagos: cobro.por_forma,
      nota_credito: vale ? { codigo: vale.codigo, monto: cobro.nota_credito } : null,
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
