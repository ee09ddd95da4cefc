import type { Caja } from '@pos/shared/domains/registers';
import type { CajaRow } from './cajas.repo';

export function toCaja(row: CajaRow): Caja {
  return {
    id: row.id,
    nombre: row.nombre,
    sucursal: { id: row.sucursalId, nombre: row.sucursalNombre },
    abierta: row.abierta,
    activo: row.activo,
    creado: row.creado.toISOString(),
    modificado: row.modificado.toISOString(),
  };
}
