/** How a candidate matched: exact code, product barcode, fraction barcode, name; 0 = no search. */
export const GRUPOS = { NINGUNO: 0, CODIGO: 1, CODIGO_BARRAS: 2, FRACCION: 3, NOMBRE: 4 } as const;

export interface CandidatoVenta {
  id: number;
  grupo: number;
  fraccion_id: number | null;
  nombre: string;
  codigo: string;
}

export interface OrdenVenta {
  campo: 'nombre' | 'codigo';
  descendente: boolean;
}

/** Byte order of the lowercased text, the order the name index keeps ("C" collation). */
function compareText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * One entry per product (its best match), exact matches first, then by the requested order, and
 * the requested page of them. The candidate set is small (a few exact matches and at most
 * MAX_CANDIDATOS_NOMBRE names), so ranking it here costs less than asking the planner to.
 */
export function rankCandidatos(
  rows: readonly CandidatoVenta[],
  orden: OrdenVenta,
  limit: number,
  offset: number,
): { total: number; pagina: CandidatoVenta[] } {
  const best = new Map<number, CandidatoVenta>();
  for (const row of rows) {
    const seen = best.get(row.id);
    if (!seen || row.grupo < seen.grupo) best.set(row.id, row);
  }
  const sign = orden.descendente ? -1 : 1;
  const sorted = [...best.values()].sort(
    (a, b) => a.grupo - b.grupo || sign * compareText(a[orden.campo], b[orden.campo]) || sign * (a.id - b.id),
  );
  return { total: sorted.length, pagina: sorted.slice(offset, offset + limit) };
}
