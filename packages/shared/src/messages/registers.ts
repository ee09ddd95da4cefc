/** Cash registers and cash movements. Wording rules: see ../messages.ts. */
export const REGISTERS_MESSAGES = {
  /** Cash registers and cash movements (000 §5, §8). */
  cajas: {
    retiroMayorAlEfectivo: 'No puede hacer un retiro por un monto mayor al efectivo en caja.',
    errorGuardar: 'Ha ocurrido un error, verifique los datos y vuelva a intentar.',
    errorEliminar: 'Ha ocurrido un error, verifique que la caja esté cerrada y vuelva a intentar.',
    errorMovimiento: 'Ha ocurrido un error, verifique la información y vuelva a intentar.',
    errorMovimientosCaja: 'Error al obtener los movimientos de caja',
    // not in spec (P3-39, P3-16, DECISIONS 04)
    abraCaja: 'Debe abrir una caja antes de continuar.',
    cierrePendiente: 'La caja fue abierta en un día anterior; ciérrela antes de registrar nuevas ventas.',
    cajaYaAbierta: 'La caja seleccionada ya está abierta.',
    usuarioConCajaAbierta: 'Ya tiene una caja abierta; ciérrela antes de abrir otra.',
    sinCajaAbierta: 'No tiene una caja abierta.',
    sesionCerrada: 'La caja de este movimiento ya fue cerrada.',
    sesionAjena: 'Solo el usuario que abrió la caja puede registrar movimientos en ella.',
    movimientoYaAnulado: 'El movimiento ya fue anulado.',
    movimientoEsReversa: 'Un movimiento de anulación no se puede anular.',
    /** The concept of the movement that reverses another (not in spec). */
    conceptoAnulacion: (concepto: string) => `Anulación: ${concepto}`,
    efectivoInsuficienteAnular: 'No hay suficiente efectivo en caja para anular el movimiento.',
    movimientoDeVenta: 'Los movimientos de venta se anulan desde el historial de ventas.',
    // not in spec: an expense's withdrawal goes back only with the expense (P3-66)
    movimientoDeGasto: 'El retiro pertenece a un gasto: anule el gasto desde Gastos.',
    movimientoNoManual: 'Solo se pueden registrar ingresos y retiros de efectivo.',
    cajaNoEncontrada: 'Caja no encontrada.',
    aperturaNoEncontrada: 'Apertura de caja no encontrada.',
    movimientoNoEncontrado: 'Movimiento no encontrado.',
    cajaOtraSucursal: 'La caja no pertenece a la sucursal seleccionada.',
    nombreDuplicado: 'Ya existe una caja con ese nombre en la sucursal.',
    totalDistintoEfectivo: 'El total debe ser igual al monto en efectivo.',
    conteoNoCoincide: 'El total no coincide con el conteo de billetes y monedas.',
    movimientoRegistrado: 'Movimiento registrado exitosamente.',
    // not in spec: what opening and closing did, in the words of the till (issue 30)
    cajaAbierta: (caja: string, monto: string) => `${caja} abierta con ${monto}`,
    cajaCerrada: (diferencia: string) => `Caja cerrada · diferencia ${diferencia}`,
    // not in spec: the blind count (conf_caja_conteo_ciego)
    esperadoOculto: 'Cierre ciego: el efectivo esperado se muestra al cerrar la caja, junto a su conteo.',
    movimientoAnulado: 'Movimiento anulado exitosamente.',
  },
} as const;
