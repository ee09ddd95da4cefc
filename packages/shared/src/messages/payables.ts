/** Accounts payable: supplier payments and their annulment (001 §5, §7; P3-08, P3-10, P3-27, P3-29). Wording rules: see ../messages.ts. */
export const PAYABLES_MESSAGES = {
  cuentasPagar: {
    seleccioneCuenta: 'Debe seleccionar al menos una cuenta para finalizar el pago.',
    errorPago: 'Ha ocurrido un error, verifique los datos y vuelva a intentar.',
    errorMovimientos: 'Error al obtener los movimientos de caja',
    // not in spec (P3-08, P3-10, P3-29, P3-71)
    noEncontrada: 'La orden de compra no tiene cuenta por pagar.',
    finalizada: 'La cuenta por pagar ya está finalizada.',
    saldada: 'La cuenta por pagar no tiene saldo; anule un abono para revertir el pago.',
    montoMayorAlSaldo: (saldo: string) => `El monto del abono supera el saldo de la cuenta, el saldo es de Q. ${saldo}`,
    montoMayorAlEfectivo: 'El monto del pago es mayor al efectivo en caja.',
    totalNoCoincide: (total: string) =>
      `El total a pagar no coincide con el saldo de las cuentas seleccionadas, el total es de Q. ${total}`,
    descuentoMayorAlSaldo: 'El descuento no puede ser mayor al saldo de las cuentas.',
    montoRequerido: 'El abono debe ser mayor a 0.',
    cuentaRepetida: 'Una cuenta está seleccionada más de una vez.',
    abonoNoEncontrado: 'Abono no encontrado.',
    abonoYaAnulado: 'El abono ya está anulado.',
    abonoAnulado: 'Abono anulado.',
    pagoRegistrado: 'Pago registrado.',
    conceptoRetiro: (documento: string, proveedor: string) => `Pago a proveedor ${proveedor}, orden ${documento}`,
    conceptoAnulacion: (id: number) => `Anulación del abono ${id} a proveedor`,
    bitacoraAbono: (documento: string, total: string) => `Abono de ${total} a la orden de compra ${documento}`,
  },
} as const;
