import { toMoneyString } from '@pos/shared/money';
import type { Cliente, ClienteInput } from '@pos/shared/domains/customers';
import type { TipoCliente, TipoDocumentoCliente } from '@pos/shared/domains/sales/sales';
import type { ClienteRow } from './clientes.repo';

export function toCliente(row: ClienteRow): Cliente {
  return {
    id: row.id,
    nombre: row.nombre,
    tipo_documento: row.tipoDocumento as TipoDocumentoCliente,
    nit: row.nit,
    tipo_cliente: row.tipoCliente as TipoCliente,
    correo: row.correo,
    direccion: row.direccion,
    direcciones: row.direcciones,
    nombre_encargado: row.nombreEncargado,
    telefono: row.telefono,
    extra: row.extra,
    sucursal_id: row.sucursalId,
    limite_credito: row.limiteCredito === null ? null : toMoneyString(row.limiteCredito),
    dias_credito: row.diasCredito,
    es_formal: row.esFormal,
    activo: row.activo,
    creado: row.creado.toISOString(),
    modificado: row.modificado.toISOString(),
  };
}

/** The stored customer as its write body: what a partial `PUT` lays the client's fields over. */
export function toClienteInput(cliente: Cliente): ClienteInput {
  return {
    nombre: cliente.nombre,
    tipo_documento: cliente.tipo_documento,
    nit: cliente.nit,
    tipo_cliente: cliente.tipo_cliente,
    correo: cliente.correo,
    direccion: cliente.direccion,
    direcciones: cliente.direcciones,
    nombre_encargado: cliente.nombre_encargado,
    telefono: cliente.telefono,
    extra: cliente.extra,
    sucursal_id: cliente.sucursal_id,
    limite_credito: cliente.limite_credito,
    dias_credito: cliente.dias_credito,
  };
}
