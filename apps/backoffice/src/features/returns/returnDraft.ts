import type { FacturaDevolucion } from '@pos/shared/domains/returns';
import type { LineaElegida } from './returnLines';

/**
 * The return being prepared, from the product selection to the reasons: kept per invoice in the
 * tab's session storage, so going back, or reloading the reasons screen, keeps what was chosen.
 */
export interface BorradorDevolucion {
  /** The code the sale was found by (getFactura asks for it again). */
  codigo: string;
  factura: FacturaDevolucion;
  lineas: LineaElegida[];
}

const clave = (idFactura: string | number) => `devolucion:${idFactura}`;

export function leerBorrador(idFactura: string | number): BorradorDevolucion | null {
  try {
    const texto = sessionStorage.getItem(clave(idFactura));
    return texto ? (JSON.parse(texto) as BorradorDevolucion) : null;
  } catch {
    return null;
  }
}

export function guardarBorrador(idFactura: string | number, borrador: BorradorDevolucion): void {
  sessionStorage.setItem(clave(idFactura), JSON.stringify(borrador));
}

export function borrarBorrador(idFactura: string | number): void {
  sessionStorage.removeItem(clave(idFactura));
}
