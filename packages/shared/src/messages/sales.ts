/** Point of sale, the sales history and quotations. Wording rules: see ../messages.ts. */
export const SALES_MESSAGES = {
  /** Point of sale, cart, payments and the sales history (000 §5, §8). */
  ventas: {
    maxProductos: 'No se puede agregar más de 15 productos a la venta.', // spec: 'No se puede agregar mas de 15 productos a la venta.'
    sinProductos: 'La venta no tiene productos seleccionados.',
    debeCancelarTotal: 'Debe cancelar el monto total de la venta.',
    anticipoMenorAlTotal: 'El anticipo debe ser menor al monto total de la venta.',
    redondeoArriba: 'Hacia arriba',
    redondeoAbajo: 'Hacia abajo',
    // not in spec (P3-22)
    notaCreditoMayorAlTotal: 'El monto de la nota de crédito no puede ser mayor al total de la venta.',
    codigoInvalido: 'El código ingresado no es válido',
    valeSobrepasaTotal: 'El monto de descuento por vale no debe sobrepasar ni igualar el total de la venta',
    confirmarConsumidorFinal: '¿Registrar venta con cliente Consumidor Final?', // spec: 'Registrar venta con cliente Consumidor Final?'
    ingreseNombreCliente: 'Por favor de ingresar el nombre del cliente.',
    errorAnular: 'No se ha podido anular la venta, intente más tarde.',
    errorVenta: 'Ha ocurrido un error, espere un momento y vuelva a intentar',
    errorEliminar: 'No se ha eliminado la venta, intente más tarde', // usted (spec: 'No se ha eliminado la venta, intenta más tarde')
    errorCambiarPrecio: 'No fue posible cambiar el precio del producto seleccionado.',
    errorCambiarDescuento: 'No fue posible cambiar el descuento del producto seleccionado.', // not in spec (P3-22)
    anulada: 'Venta anulada correctamente.',
    eliminada: 'Venta eliminada exitosamente.',
    reciboPagoTotal: 'PAGO RECIBIDO',
    reciboAnticipo: 'ANTICIPO',
    confirmarVaciar: '¿Vaciar la venta en curso?', // not in spec: the POS's "Vaciar venta" confirm
    // not in spec: the sale rules re-checked by the server (P3-13, P3-14, P3-15, P3-19, P3-86, P3-39)
    cantidadMayorACero: 'La cantidad debe ser mayor que 0.',
    // not in spec: a line's ceiling (MAX_CANTIDAD_LINEA, issue 30)
    cantidadMaxima: 'La cantidad no puede ser mayor a 99,999.',
    cantidadDecimales: (producto: string) => `La cantidad de ${producto} debe ser un número entero.`,
    productoRepetido: (producto: string) => `El producto ${producto} está repetido en la venta.`,
    productoNoDisponible: 'Uno de los productos de la venta no existe o no está activo.',
    descuentoNoPermitido: 'La empresa no permite descuentos en la venta.',
    precioNoEditable: (producto: string) => `El precio de ${producto} no coincide con su precio de venta.`,
    precioNegativo: 'El precio no puede ser negativo.',
    descuentoFueraDeRango: 'El descuento debe estar entre 0 y 100.',
    pagoNegativo: 'Los montos de pago no pueden ser negativos.',
    pagoMayorAlPendiente: (forma: string) => `El pago con ${forma} no puede ser mayor al monto pendiente de la venta.`,
    ivaMayorAlImpuesto: 'La retención y exención de IVA no pueden ser mayores al IVA de la venta.',
    // not in spec: the cash ceiling (rules/payments.ts topeEfectivo)
    efectivoExcesivo: (tope: string) =>
      `El efectivo recibido no puede ser mayor a ${tope} (diez veces el total de la venta, o 10,000.00 si es mayor).`,
    seleccioneRedondeo: 'Seleccione el redondeo del total: Hacia arriba o Hacia abajo.',
    creditoNoHabilitado: 'La empresa no tiene habilitadas las ventas al crédito.',
    fechaVencimientoRequerida: 'Indique la fecha de vencimiento del crédito.',
    fechaVencimientoPasada: 'La fecha de vencimiento no puede ser anterior a hoy.',
    tipoVentaCredito: 'La venta al crédito debe registrarse con pago al crédito.',
    noFacturaNoHabilitado: 'La empresa no tiene habilitado el número de factura manual.',
  },

  /** Not in spec: what each sale type of the till does (P3-15), said under its switch (issue 30). */
  tiposVenta: {
    envio: 'Comprobante interno de la venta; no se certifica en la SAT.',
    facturaFel: 'Factura electrónica certificada en la SAT.',
    facturaSinFel: 'Factura de la venta, sin certificar: la empresa no emite factura electrónica.',
    creditoFel: 'Venta al crédito: queda una cuenta por cobrar y la factura se certifica en la SAT.',
    creditoSinFel: 'Venta al crédito: queda una cuenta por cobrar al cliente.',
  },

  /** Sales history: annulment and reprint refusals (not in spec; DECISIONS P3-16, P3-18, P2-04i). */
  historialVentas: {
    noEncontrada: 'Venta no encontrada.',
    yaAnulada: 'La venta ya fue anulada.',
    cajaCerrada: 'La caja de esta venta ya fue cerrada; corríjala con una devolución o una nota de crédito.',
    conAbonos: 'La venta tiene abonos registrados en su cuenta por cobrar; anule los abonos antes de anular la venta.',
    sinReciboCaja: 'El recibo de caja solo está disponible para ventas con anticipo al crédito.',
    motivoPlaceholder: 'Motivo de la anulación',
    // not in spec: the history's FEL states and progress (000 §4, §6)
    anulandoFactura: 'Anulando factura electrónica…',
    anulacionSigue: 'Puede cerrar esta ventana: la anulación continúa y el historial mostrará el resultado.',
    facturaSigue: 'La factura se está certificando; puede cerrar esta ventana y el historial mostrará el resultado.',
    intentoAnteriorFallo: 'El intento anterior de facturación falló',
    anulacionEnProceso: 'Anulación en proceso',
    anulacionRechazada: 'Anulación rechazada',
    pendienteFacturar: 'Pendiente de facturar',
    // not in spec: the annulment dialog says what annulling this sale does (anulacion.service, issue 30)
    anularSucede: 'Al anular la venta:',
    efectoExistencias: 'Las existencias de sus productos vuelven a la sucursal.',
    efectoCaja: 'Su cobro se revierte en la caja donde se registró.',
    efectoCuentaCobrar: (saldo: string) => `Su cuenta por cobrar (saldo ${saldo}) se cancela.`,
    efectoFactura: (factura: string) =>
      `La factura ${factura} se anula ante la SAT; la venta queda anulada cuando el certificador lo confirme.`,
  },

  cotizaciones: {
    nombre: 'Cotización', // not in spec: the word its screens show before its code
    generada: 'Cotización generada exitosamente', // spec: 'Cotizacion generada exitosamente'
    eliminada: 'Cotización eliminada.', // spec: 'Cotizacion eliminada.'
    confirmarCargar: '¿Cargar la cotización? Se reemplazarán los productos de la venta en curso.', // not in spec
    cobrando: (codigo: string) => `Cobrando la cotización ${codigo}`, // not in spec
    // not in spec: the quotation checks of the server (P3-07)
    noEncontrada: 'Cotización no encontrada.',
    noPendiente: 'La cotización ya fue cobrada o anulada.',
  },

  /**
   * Not in spec: a quotation the counter sent to the register (`enviado_caja`) is the counter's
   * order, "pedido", at both ends: the counter that sends it and the cashier who charges it (issue
   * 30). The keys it shares with `cotizaciones` are the same, so a screen picks one set by
   * `enviado_caja` (`textosCotizacion`).
   */
  pedidos: {
    nombre: 'Pedido',
    enviadoACaja: (codigo: string) => `Pedido ${codigo} enviado a caja. El cajero ya puede cobrarlo.`,
    eliminada: 'Pedido eliminado.',
    confirmarCargar: '¿Cargar el pedido? Se reemplazarán los productos de la venta en curso.',
    cobrando: (codigo: string) => `Cobrando el pedido ${codigo}`,
    noPendiente: 'El pedido ya fue cobrado o anulado.',
  },
} as const;
