import { PLAZOS_PAGO } from '@pos/shared/domains/sales/sales';
import { diasHastaVencimiento, revisarVencimiento } from '@pos/shared/domains/sales/rules/index';
import type { OrdenVentaDatos, OrdenVentaDetalle, OrdenVentaRegistrada } from '@pos/shared/domains/orders';
import { todayInGuatemala } from '@pos/shared/format';
import { MENSAJES } from '@pos/shared/messages';
import type { Executor, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { assertBranchAccess } from '../../lib/branch-access';
import { badRequest, fieldError, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import { findCliente, findClienteSucursal } from '../customers';
import { annulOrderSale, lockVentaDelActor, recordOrderSale } from '../sales';
import { toOrdenDetalle, puedeAnular } from './ordenes.dto';
import { findLineas, findOrden } from './ordenes.query';
import { findEntregas } from './entregas.query';

const M = MENSAJES.ordenesVenta;

/** The due date and `periodo_pago` (days + 1) of the payment term (SCOPE 1.2 "Payment term"). */
function plazoDe(input: OrdenVentaDatos, hoy: string): { fechaVencimiento: string; periodoPago: number } {
  if (input.tipo_pago === PLAZOS_PAGO.INMEDIATO) return { fechaVencimiento: hoy, periodoPago: 0 };
  const error = revisarVencimiento(input.fecha_limite, hoy);
  if (error) throw fieldError('fecha_limite', error);
  return { fechaVencimiento: input.fecha_limite!, periodoPago: diasHastaVencimiento(hoy, input.fecha_limite!) + 1 };
}

/**
 * `POST ordenes_venta` (P3-24): the branch the user sells from, the company's customer (and the
 * formal customer's branch), the delivery and payment term checked here; the sale itself, its
 * receivable and the credit limit through the sales face, like a till sale.
 */
export async function createOrdenVenta(
  tx: Tx,
  actor: Actor,
  sucursalPorDefecto: number | null,
  input: OrdenVentaDatos,
): Promise<OrdenVentaRegistrada> {
  const sucursalId = input.sucursal_id ?? sucursalPorDefecto;
  if (sucursalId === null) throw badRequest(MENSAJES.sucursales.seleccioneSucursal);
  await assertBranchAccess(tx, actor, sucursalId);
  const cliente = await findCliente(tx, actor.empresaId, input.cliente_id!);
  if (!cliente) throw notFound(MENSAJES.clientes.noEncontrado);
  const clienteSucursal = input.cliente_sucursal_id
    ? await findClienteSucursal(tx, cliente.id, input.cliente_sucursal_id)
    : null;
  if (input.cliente_sucursal_id && !clienteSucursal) throw notFound(M.sucursalClienteNoEncontrada);
  const hoy = todayInGuatemala();
  if (input.fecha_entrega && input.fecha_entrega < hoy) throw fieldError('fecha_entrega', M.fechaEntregaPasada);
  const plazo = plazoDe(input, hoy);

  const orden = await recordOrderSale(tx, actor, {
    sucursalId,
    cliente: {
      id: cliente.id,
      tipoDocumento: cliente.tipoDocumento,
      nit: input.nit || cliente.nit,
      nombre: input.nombre || cliente.nombre,
      direccion: input.direccion || input.direccion_facturacion || cliente.direccion,
      telefono: cliente.telefono,
    },
    tipoVenta: input.tipo_venta,
    plazoPago: input.tipo_pago,
    ...plazo,
    fechaEntrega: input.fecha_entrega ?? null,
    tipoEntrega: input.tipo_entrega,
    encargado: input.encargado || cliente.nombreEncargado,
    correo: input.correo,
    direccionEntrega: input.direccion_entrega || clienteSucursal?.direccion || '',
    direccionFacturacion: input.direccion_facturacion || cliente.direccion,
    clienteSucursalId: clienteSucursal?.id ?? null,
    descripcion: input.descripcion,
    productos: input.productos,
    cotizacionId: input.id_cotizacion ?? null,
  });
  await recordAudit(tx, actor, {
    accion: 'CREAR',
    entidad: 'ORDEN_VENTA',
    entidadId: orden.id,
    descripcion: MENSAJES.bitacora.descripcion.ordenVenta(orden.codigo, orden.total, input.nombre || cliente.nombre),
    despues: { ...input, total: orden.total, codigo: orden.codigo },
  });
  return { ...orden, id_factura: null, cliente: { id: cliente.id } };
}

/** `GET ordenes_venta/{id}`: any sale movement of the user's branches, with lines and deliveries. */
export async function getOrdenVenta(db: Executor, actor: Actor, id: number): Promise<OrdenVentaDetalle> {
  const row = await findOrden(db, actor.empresaId, actor.sucursalIds, id);
  if (!row) throw notFound(M.noEncontrada);
  const [lineas, entregas] = await Promise.all([findLineas(db, id), findEntregas(db, id)]);
  return toOrdenDetalle(row, lineas, entregas);
}

/** `DELETE ordenes_venta/{id}` {motivo} (P3-23, P3-34): only while `puede_anular`. */
export async function annulOrdenVenta(tx: Tx, actor: Actor, id: number, motivo: string): Promise<void> {
  const venta = await lockVentaDelActor(tx, actor, id);
  if (!venta.esOrden) throw notFound(M.noEncontrada);
  if (!venta.activo) throw badRequest(M.yaAnulada);
  const row = (await findOrden(tx, actor.empresaId, actor.sucursalIds, id))!;
  if (!puedeAnular(row)) throw badRequest(M.noAnulable);
  await annulOrderSale(tx, actor, id, motivo);
  await recordAudit(tx, actor, {
    accion: 'ANULAR',
    entidad: 'ORDEN_VENTA',
    entidadId: id,
    descripcion: MENSAJES.bitacora.descripcion.ordenVenta(venta.codigo ?? '', row.total, venta.nombreCliente),
    despues: { motivo },
  });
}
