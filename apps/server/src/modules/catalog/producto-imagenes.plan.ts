import { MENSAJES } from '@pos/shared/messages';
import { problemasImagenes, type ProblemaProducto } from '@pos/shared/domains/catalog/products';

export type ImagenEntrada = { id: number } | { archivo: string };

export interface PlanImagenes {
  /** The product's images after the save, in order: kept ones by id, new ones by part name. */
  orden: ImagenEntrada[];
  problemas: ProblemaProducto[];
}

/**
 * Resolves the final image list of a save. `entradas` (the body's `imagenes`) keeps, reorders or
 * drops images and places uploads by their part name; uploaded files it does not mention are
 * appended in the order they were sent. Repeated entries count once.
 */
export function planImagenes(entradas: readonly ImagenEntrada[] | undefined, subidas: readonly string[]): PlanImagenes {
  const orden: ImagenEntrada[] = [];
  const problemas: ProblemaProducto[] = [];
  const ids = new Set<number>();
  const archivos = new Set<string>();
  for (const entrada of entradas ?? []) {
    if ('id' in entrada) {
      if (!ids.has(entrada.id)) orden.push(entrada);
      ids.add(entrada.id);
    } else if (!subidas.includes(entrada.archivo)) {
      problemas.push({ campo: 'imagenes', mensaje: MENSAJES.productos.archivoNoRecibido(entrada.archivo) });
    } else if (!archivos.has(entrada.archivo)) {
      orden.push(entrada);
      archivos.add(entrada.archivo);
    }
  }
  for (const archivo of subidas) {
    if (!archivos.has(archivo)) orden.push({ archivo });
  }
  return { orden, problemas: [...problemas, ...problemasImagenes(orden.length)] };
}
