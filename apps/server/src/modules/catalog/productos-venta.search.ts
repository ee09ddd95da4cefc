/**
 * How `productos_venta` reads its `search` text. Codes and barcodes are looked up exactly; names
 * by fragments. Words of 3+ letters can use the trigram index, so "ace ide" finds "Aceite Ideal";
 * with only shorter words a trigram cannot help, so the text must start the name (ordered index).
 */

/** Name matches considered per search: enough for a cashier to page, few enough to stay fast. */
export const MAX_CANDIDATOS_NOMBRE = 100;
/** Without a search, `count` stops here (counting 100,000 products on every open is not worth it). */
export const MAX_CONTEO_SIN_BUSQUEDA = 1000;
const MAX_PALABRAS = 6;
const MIN_TRIGRAMA = 3;

export interface PlanBusqueda {
  /** The whole text, for code and barcode equality. */
  exacto: string;
  /**
   * One word with a digit is what a scanner or a typed code sends: when it matches a code or
   * barcode exactly, those matches are the answer and the (costlier) name search is skipped.
   */
  codigoPrimero: boolean;
  /** Every word must appear in the name (trigram index), when some word has 3+ letters. */
  palabras: string[];
  /** Otherwise the name must start with the text (ordered name index); null when names are not searched. */
  prefijo: string | null;
}

export function planBusqueda(search: string | undefined, buscarNombre = true): PlanBusqueda | null {
  const exacto = (search ?? '').trim();
  if (!exacto) return null;
  const codigoPrimero = !/\s/.test(exacto) && /\d/.test(exacto);
  if (!buscarNombre) return { exacto, codigoPrimero, palabras: [], prefijo: null };
  const palabras = [...new Set(exacto.toLowerCase().split(/\s+/))].slice(0, MAX_PALABRAS);
  if (palabras.some((p) => p.length >= MIN_TRIGRAMA)) return { exacto, codigoPrimero, palabras, prefijo: null };
  return { exacto, codigoPrimero, palabras: [], prefijo: palabras.join(' ') };
}

/** LIKE's wildcards in user text are taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
