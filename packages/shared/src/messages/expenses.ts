/** Expenses and their report (001 §2, §7; DECISIONS P3-66). Wording rules: see ../messages.ts. */
export const EXPENSES_MESSAGES = {
  gastos: {
    seleccioneSucursal: 'Ha ocurrido un error, seleccione una sucursal',
    // not in spec (P3-66)
    noEncontrado: 'Gasto no encontrado.',
    anulado: 'Gasto anulado.',
    yaAnulado: 'El gasto ya está anulado.',
    montoMayorAlEfectivo: 'El monto del gasto es mayor al efectivo en caja.',
    conceptoMovimiento: (concepto: string) => `Gasto: ${concepto}`,
    conceptoAnulacion: (id: number) => `Anulación del gasto ${id}`,
  },
} as const;
