import type { DestinoSalida } from '@pos/shared/domains/inventory';
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
