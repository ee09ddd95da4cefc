/** Accounts receivable and sales-order payments (000 §3, §8; SCOPE §1.2). Wording rules: see ../messages.ts. */
export const RECEIVABLES_MESSAGES = {
  cuentasCobrar: {
    // 000 §8
    errorAbonoOrden: 'No fue posible registrar el abono a la orden de venta, intente más tarde', // usted (spec: 'intenta más tarde')
    errorMovimientosCaja: 'Error al obtener los movimientos de caja',
    errorCodigo: '¡Error al obtener el código!',
    errorDatosPago: 'Error al obtener los datos del pago',
    pagoRegistrado: 'Pago registrado exitosamente',
    abonoRegistrado: 'Registro de abono efectuado correctamente.',
    partidaAnulada: 'Partida anulada exitosamente',
    seleccioneCuenta: 'Debe seleccionar al menos una cuenta para finalizar el pago.',
    confirmarRevertir: '¿Revertir el estado de pago?',
    confirmarAnular: '¿Anular?',
    // not in spec (SCOPE §1.2, issue 15: the payment rules)
    noEncontrada: 'Cuenta por cobrar no encontrada.',
    partidaNoEncontrada: 'Pago no encontrado.',
    montoMayorACero: 'El monto debe ser mayor a cero.',
    cuentaFinalizada: (codigo: string) => `La cuenta de la orden ${codigo} ya está finalizada.`,
    cuentaRepetida: (codigo: string) => `La orden ${codigo} aparece más de una vez en el pago.`,
    abonoMayorAlSaldo: (codigo: string, saldo: string) =>
      `El abono a la orden ${codigo} es mayor a su saldo pendiente (${saldo}).`,
    pagoNoCuadra: (recibido: string, total: string) =>
      `El total de las formas de pago (${recibido}) no coincide con el total a pagar (${total}).`,
    totalPagarNoCuadra: (saldo: string) =>
      `El total a pagar no coincide con el saldo pendiente de las cuentas menos el descuento (${saldo}).`,
    descuentoMayorAlSaldo: 'El descuento no puede ser mayor al saldo pendiente.',
    descuentoSinNota: 'Ingrese la nota del descuento.',
    notaCreditoMayorAlTotal: 'La nota de crédito vale más que el total a pagar.',
    notaCreditoSinCodigo: 'Ingrese el código de la nota de crédito o vale.',
    clienteDistinto: 'Las cuentas seleccionadas deben ser del mismo cliente.',
    yaAnulada: 'El pago ya está anulado.',
    abonoDeVenta: 'El anticipo de la venta se anula con la venta, desde el historial de ventas.',
    yaMarcada: 'La cuenta ya está marcada como pagada.',
    noMarcada: 'La cuenta no fue marcada como pagada manualmente.',
    clienteRequerido: 'Seleccione un cliente',
    conceptoMovimiento: (recibo: string) => `Abono a cuenta, recibo ${recibo}`,
    bitacora: {
      abono: (recibo: string, total: string) => `Abono a cuentas por cobrar, recibo ${recibo} por ${total}`,
      anulacion: (recibo: string, motivo: string) => `Anulación del abono ${recibo}: ${motivo}`,
      marcarPagada: (codigo: string) => `Cuenta de la orden ${codigo} marcada como pagada`,
      revertirPagada: (codigo: string) => `Cuenta de la orden ${codigo} vuelta a pendiente`,
    },
    estado: {
      cargo: (codigo: string) => `Venta al crédito ${codigo}`,
      abono: (recibo: string, forma: string) => `Abono ${recibo} (${forma})`,
      anulacion: (codigo: string) => `Venta ${codigo} anulada`,
    },
  },
} as const;
