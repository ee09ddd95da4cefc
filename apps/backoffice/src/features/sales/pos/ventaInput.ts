import { MENSAJES } from '@pos/shared';
import { esNitConsumidorFinal, revisarDocumento } from '@pos/shared/domains/customers';
import { CONSUMIDOR_FINAL, TIPOS_DOCUMENTO_CLIENTE } from '@pos/shared/domains/sales/sales';
import type { ClienteVentaInput, LineaVentaInput, VentaInput } from '@pos/shared/domains/sales/sales.api';
import type { Cobro } from './CollectionPanel';
import type { LineaPos } from './cartLines';
import type { ClienteVenta, VentaEnCurso } from './ventaEnCurso';

/**
 * The customer rules of 000 §5 before charging:
 * - neither document nor name: the cashier confirms a sale to the final consumer (C.F.);
 * - a NIT written as CF (any form) is C.F., named Consumidor Final unless a name was typed;
 * - a document without a name asks for the name; an invalid document shows its message.
 */
export type ClienteRevisado =
  | { estado: 'listo'; cliente: ClienteVenta }
  | { estado: 'confirmarConsumidorFinal'; cliente: ClienteVenta }
  | { estado: 'error'; error: string };

export function revisarCliente(cliente: ClienteVenta): ClienteRevisado {
  const nit = cliente.nit.trim();
  const nombre = cliente.nombre.trim();
  const consumidorFinal: ClienteVenta = {
    ...cliente,
    id: null,
    tipo_documento: TIPOS_DOCUMENTO_CLIENTE.NIT,
    nit: CONSUMIDOR_FINAL.nit,
    nombre: nombre || CONSUMIDOR_FINAL.nombre,
  };
  if (!nit && !nombre) return { estado: 'confirmarConsumidorFinal', cliente: consumidorFinal };
  if (!nit || (cliente.tipo_documento === TIPOS_DOCUMENTO_CLIENTE.NIT && esNitConsumidorFinal(nit)))
    return { estado: 'listo', cliente: consumidorFinal };
  const documento = revisarDocumento(cliente.tipo_documento, nit);
  if (!documento.ok) return { estado: 'error', error: documento.message };
  if (!nombre) return { estado: 'error', error: MENSAJES.ventas.ingreseNombreCliente };
  return { estado: 'listo', cliente: { ...cliente, nit: documento.documento, nombre } };
}

export function lineasInput(lineas: readonly LineaPos[]): LineaVentaInput[] {
  return lineas.map((l) => ({
    id: l.id,
    fraccion_id: l.fraccion_id,
    cantidad: l.cantidad,
    modelo_precio: l.modelo_precio,
    precio: l.precio,
    desc_porcentaje: l.desc_porcentaje,
  }));
}

export function clienteInput(cliente: ClienteVenta): ClienteVentaInput {
  return {
    id: cliente.id,
    nit: cliente.nit,
    nombre: cliente.nombre,
    direccion: cliente.direccion,
    telefono: cliente.telefono,
    notas: cliente.notas,
  };
}

/** `POST ventas`'s body from the cart, the (already checked) customer and the collection panel. */
export function ventaInput(
  venta: VentaEnCurso,
  cliente: ClienteVenta,
  cobro: Cobro,
  mostrarReferencia: boolean,
): VentaInput {
  return {
    productos: lineasInput(venta.lineas),
    cliente: clienteInput(cliente),
    tipo_documento: cliente.tipo_documento,
    // A customer typed for the first time is kept for the next sale; C.F. is nobody to keep.
    datos_cliente_nuveo: cliente.id === null && cliente.nit !== CONSUMIDOR_FINAL.nit,
    datos_cambiados: cliente.id !== null && cliente.cambiado,
    referencia: mostrarReferencia ? venta.referencia.trim() : '',
    mostrar_referencia: mostrarReferencia,
    pagos: cobro.pagos,
    tipo_pago: cobro.tipo_pago,
    tipo_venta: venta.tipo_venta,
    fecha_vencimiento: cobro.fecha_vencimiento,
    redondeo: cobro.redondeo,
    id_cotizacion: venta.cotizacion?.id ?? null,
    codigo_nota_credito: cobro.codigo_nota_credito,
  };
}
