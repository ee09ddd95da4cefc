import type { DestinoSalida, DestinoSalidaInput } from '@pos/shared/domains/inventory';
import type { DestinoRow } from './destinos.repo';

export function toDestinoSalida(row: DestinoRow): DestinoSalida {
  return {
    id: row.id,
    nombre: row.nombre,
    descripcion: row.descripcion,
    activo: row.activo,
    creado: row.creado.toISOString(),
    modificado: row.modificado.toISOString(),
  };
}

/** The stored destination as its write body: what a partial `PUT` lays the client's fields over. */
export function toDestinoSalidaInput(destino: DestinoSalida): DestinoSalidaInput {
  return { nombre: destino.nombre, descripcion: destino.descripcion };
}
