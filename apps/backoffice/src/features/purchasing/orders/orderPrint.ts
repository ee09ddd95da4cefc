/** A purchase order prints 10 lines a page (spec 001 §9, DECISIONS P3-51). */
export const LINEAS_POR_PAGINA_ORDEN = 10;
