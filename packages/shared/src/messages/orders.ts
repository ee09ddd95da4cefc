/** Sales orders, their deliveries and the customer's credit (000 §5, §8; SCOPE 1.2). Wording rules: see ../messages.ts. */
export const ORDERS_MESSAGES = {
  ordenesVenta: {
    seleccioneCliente: 'Seleccione un cliente',
    seleccioneDireccion: 'Seleccione una dirección', // spec: 'Seleccione una direccion'
    debeIngresarCorreo: 'Debe ingresar un correo',
    correoInvalido: 'Correo electrónico inválido', // spec: 'Correo electrónico invalido'
    sinProductos: 'La orden de venta no tiene productos',
    registrada: 'Orden de venta registrada exitosamente',
    errorRegistrar: 'Ha ocurrido un error, verifique los datos y vuelva a intentar.',
    anulada: 'Orden anulada correctamente',
    errorAnular: 'Ha ocurrido un error, espere un momento y vuelva a intentar.',
    confirmarAnular: '¿Anular?',
    confirmarEliminar: '¿Eliminar?',
    noPodraRevertir: 'No podrá revertir esta acción',
    // not in spec: the server's order checks (P3-23, P3-24, P3-30, P3-31)
    noEncontrada: 'Orden de venta no encontrada.',
    noAnulable: 'La orden de venta ya tiene abonos, entregas o factura; anule la factura desde el historial de ventas.',
    yaAnulada: 'La orden de venta ya fue anulada.',
    motivoRequerido: 'Debe indicar el motivo de la anulación.',
    fechaLimiteRequerida: 'Indique la fecha límite del crédito.',
    creditoRequierePlazo: 'La orden al crédito debe tener un plazo de pago distinto de inmediato.',
    sucursalClienteNoEncontrada: 'Sucursal del cliente no encontrada.',
    fechaEntregaPasada: 'La fecha de entrega no puede ser anterior a hoy.',
    maxProductos: (max: number) => `La orden de venta no puede tener más de ${max} productos.`,
    superaLimiteCredito: (disponible: string) =>
      `El total supera el límite de crédito del cliente; crédito disponible: Q ${disponible}.`,
    // tabs (P3-25) and delivery states (P3-09)
    pendientes: 'Pendientes',
    finalizadas: 'Finalizadas',
    inactivas: 'Inactivas',
    entregaPendiente: 'Entrega pendiente',
    entregaCompleta: 'Entregada',
    retiroEnTienda: 'Retiro en tienda',
    entregaADomicilio: 'Entrega a domicilio',
  },
  entregasOrdenVenta: {
    registrada: 'Entrega registrada correctamente.',
    noEncontrada: 'Entrega no encontrada.',
    sinLineas: 'Indique al menos un producto con cantidad mayor a 0 para entregar.',
    lineaNoEncontrada: 'La línea no pertenece a la orden de venta.',
    mayorAPendiente: (producto: string) => `La cantidad a entregar de ${producto} es mayor a la pendiente.`,
    ordenAnulada: 'La orden de venta está anulada; no se puede entregar.',
    yaEntregada: 'La orden de venta ya fue entregada por completo.',
    noEsOrden: 'La venta no es una orden de venta; su inventario se descontó al venderla.',
  },
} as const;
