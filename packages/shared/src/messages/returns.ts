/** Returns, credit notes and vouchers (issue 13, SCOPE §1.1). Wording rules: see ../messages.ts. */
export const RETURNS_MESSAGES = {
  /** Returns, vouchers and their redemption at the till (000 §5 Payments and Returns, §8; P3-20…P3-22). */
  devoluciones: {
    seleccioneProducto: 'Seleccione al menos un producto que se está procesando para devolución.',
    errorGenerarNota: 'Error al generar nota de crédito',
    errorNota: (detail: string) => `Error en la nota de crédito, ${detail}`,
    facturaNoExistente: 'Código de factura no existente, verifique e intente de nuevo', // usted (spec: 'Código de factura no existente, verifica e intenta de nuevo')
    codigoNoValido: 'El código ingresado no es válido',
    valeIgualaTotal: 'El monto de descuento por vale no debe sobrepasar ni igualar el total de la venta',
    // not in spec (P3-22)
    notaMayorAlTotal: 'El monto de la nota de crédito no puede ser mayor al total de la venta.',
    // not in spec (P3-22): reason labels
    motivos: {
      10: 'Defectuoso',
      20: 'No cumple con las expectativas',
      30: 'Garantía',
      40: 'No coincide con lo anunciado',
      50: 'Descuento',
    },
    // not in spec: return states
    estados: { 10: 'Vigente', 20: 'Canjeado', 30: 'Anulado' },
    // not in spec: the return's kinds of result (P3-20)
    tipos: { VALE: 'Vale', NCRE: 'Nota de crédito' },
    // not in spec: additional note item kinds (000 §3: 10 = fixed amount, otherwise a percentage)
    tiposAdicion: { 10: 'Monto fijo', 20: 'Porcentaje' },
    // not in spec: the server's own refusals
    devolucionNoEncontrada: 'Devolución no encontrada.',
    adicionNoEncontrada: 'Adición no encontrada.',
    lineaNoEncontrada: 'El producto no pertenece a la venta seleccionada.',
    lineaRepetida: 'El producto está repetido en la devolución.',
    cantidadMayorDisponible: (nombre: string, disponible: string) =>
      `La cantidad a devolver de ${nombre} no puede ser mayor a ${disponible}.`,
    cantidadDecimal: (nombre: string) => `La cantidad a devolver de ${nombre} debe ser un número entero.`,
    ventaAnulada: 'La venta está anulada, no se puede registrar una devolución.',
    motivoDescuentoSoloNota: 'El motivo Descuento solo se usa en notas de crédito.',
    montoMayorAlCobrado: 'El monto de la devolución no puede ser mayor a lo cobrado en la venta.',
    yaAnulada: 'La devolución ya fue anulada.',
    yaCanjeada: 'El vale ya fue canjeado, la devolución no se puede anular.',
    codigoYaCanjeado: 'El código ingresado ya fue utilizado.',
    notaNoCertificada: 'La nota de crédito aún no está certificada, intente en un momento.',
    // not in spec: a credit note whose FEL annulment is with the certifier is not redeemable
    notaEnAnulacion: 'La nota de crédito tiene una anulación en proceso y no puede utilizarse.',
    nombreAdicionDuplicado: 'Ya existe una adición con ese nombre.',
    porcentajeAdicion: 'El porcentaje debe estar entre 0 y 100.',
    ventaConDevoluciones: 'La venta tiene devoluciones vigentes; anúlelas antes de anular la venta.',
    devolucionRegistrada: 'Devolución registrada exitosamente.',
    devolucionAnulada: 'Devolución anulada exitosamente.',
    anulacionEnProceso: 'La anulación de la nota de crédito fue enviada al certificador.',
    conceptoVale: (codigo: string) => `Vale ${codigo}`,
    /** Audit descriptions. */
    bitacora: {
      devolucion: (codigo: string, total: string, venta: string) =>
        `Devolución ${codigo} por ${total} de la venta ${venta}`,
      anulacion: (codigo: string, motivo: string) => `Anulación de la devolución ${codigo}: ${motivo}`,
      canje: (codigo: string, ventaId: number) => `Canje del vale ${codigo} en la venta #${ventaId}`,
      adicion: (nombre: string) => `Adición de nota de crédito ${nombre}`,
    },
  },
} as const;
