import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { resolveSaleCustomer, type ClienteVenta } from '../customers';
import type { cotizacionSchema } from './ventas.schema';

/** The customer fields a sale and a quotation share (`clienteDeVenta` in ventas.schema.ts). */
type ConCliente = Pick<
  z.output<typeof cotizacionSchema>,
  'cliente' | 'tipo_documento' | 'datos_cliente_nuveo' | 'datos_cambiados'
>;

/**
 * The customer a sale or a quotation names: Consumidor Final, a stored customer, or one the
 * request asks to store (`datos_cliente_nuveo`) or to update (`datos_cambiados`).
 */
export function resolveCustomerOf(tx: Executor, actor: Actor, input: ConCliente): Promise<ClienteVenta> {
  return resolveSaleCustomer(tx, actor, {
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
}
