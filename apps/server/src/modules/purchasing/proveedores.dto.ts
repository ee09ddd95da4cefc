import type { Proveedor, ProveedorDatos } from '@pos/shared/domains/purchasing';
import { toMoneyString } from '@pos/shared/money';
import type { ProveedorRow } from './proveedores.repo';

export function toProveedor(row: ProveedorRow): Proveedor {
  return {
    id: row.id,
    nombre: row.nombre,
    tipo_proveedor: row.tipoProveedor,
    limite_credito: toMoneyString(row.limiteCredito),
    nit: row.nit,
    telefono: row.telefono,
    correo: row.correo,
    direccion: row.direccion,
    contacto: row.contacto,
    creado: row.creado.toISOString(),
    modificado: row.modificado.toISOString(),
  };
}

/** The stored supplier as its write body: what a partial `PUT` lays the client's fields over. */
export function toProveedorInput(p: Proveedor): ProveedorDatos {
  return {
    nombre: p.nombre,
    tipo_proveedor: p.tipo_proveedor as ProveedorDatos['tipo_proveedor'],
    limite_credito: p.limite_credito,
    nit: p.nit,
    telefono: p.telefono,
    correo: p.correo,
    direccion: p.direccion,
    contacto: p.contacto,
  };
}
