/**
 * What the return screens say beyond the returns catalogue (messages/returns.ts, the API's texts):
 * the selection's quantity hints and the screens' own states. Wording rules: see ../messages.ts.
 */
export const RETURNS_SCREEN_MESSAGES = {
  pantallasDevolucion: {
    // not in spec (issue 13: what a shop that takes returns every day would expect)
    cantidadRequerida: 'Ingrese una cantidad',
    cantidadNegativa: 'La cantidad no puede ser negativa; se cambió a 0.',
    cantidadTopada: (disponible: string) => `Solo quedan ${disponible} por devolver; se ajustó la cantidad.`,
    sinDisponible: 'Todo lo vendido de esta factura ya fue devuelto.',
    varias: 'Varias ventas tienen ese código; seleccione una.',
    notaGenerando: 'Generando la nota de crédito…',
    errorAnular: 'No fue posible anular la devolución.',
    errorCargar: 'No fue posible cargar la devolución.',
  },
} as const;
