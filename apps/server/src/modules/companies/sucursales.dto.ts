import { departamento, municipio } from '@pos/shared/domains/companies/geografia';
import type { Sucursal, SucursalInput } from '@pos/shared/domains/companies/companies';
import { mediaUrl } from '../../lib/uploads';
import type { SucursalConUsuarios } from './sucursales.repo';

/** A branch as the API shows it; `datos_empresa.logo_ticket` is the company's ticket logo. */
export function toSucursal(row: SucursalConUsuarios, logoTicket: string | null): Sucursal {
  return {
    id: row.id,
    nombre: row.nombre,
    direccion: row.direccion,
    telefono: row.telefono,
    departamento: row.departamento,
    departamento_nombre: departamento(row.departamento)?.nombre ?? '',
    municipio: row.municipio,
    municipio_nombre: municipio(row.municipio)?.nombre ?? '',
    datos_empresa: {
      nombre: row.razonSocial,
      nombre_comercial: row.nombreComercial,
      nit: row.nit,
      logo_ticket: mediaUrl(logoTicket),
    },
    total_usuarios: row.totalUsuarios,
    creado: row.creado.toISOString(),
    modificado: row.modificado.toISOString(),
  };
}

/** The stored branch as its write body: what a partial `PUT` lays the client's fields over. */
export function toSucursalInput(row: SucursalConUsuarios): SucursalInput {
  return {
    nombre: row.nombre,
    direccion: row.direccion,
    telefono: row.telefono,
    departamento: row.departamento,
    municipio: row.municipio,
    datos_empresa: { nombre: row.razonSocial, nombre_comercial: row.nombreComercial, nit: row.nit },
  };
}
