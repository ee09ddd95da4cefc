/**
 * The Spanish message catalogue of the product (DECISIONS P3-59: one catalogue, in this package).
 *
 * Wording is the spec's, word for word. Plain spelling slips a person reads are corrected, with the
 * spec's original in a `// spec:` comment. Texts the spec does not give are marked `// not in spec`
 * with the decision that supplies them. "000" is ventas-cajas-facturacion.md, "001" is
 * compras-bodega-tienda.md.
 */

type Valor = string | number;

export const MENSAJES = {
  /** Field checks (000 §5, 001 §5). */
  campos: {
    required: 'Este campo es requerido',
    campoRequerido: 'Campo requerido',
    notNull: 'Requerido',
    email: 'Correo electrónico inválido', // spec: 'Correo electrónico invalido'
    emailRecuperacion: 'Dirección de correo inválida', // spec: 'Dirección de correo invalida'
    phone: 'Número telefónico inválido',
    minLength: (n: number) => `Debe tener al menos ${n} caracteres`,
    maxLength: (n: number) => `Debe tener no más de ${n} caracteres`, // spec: 'Debe tener no mas de N caracteres'
    integer: 'Debe ser un número entero',
    oneOf: (opciones: readonly unknown[]) => `Debe ser uno de los siguientes: ${opciones.map(String).join(', ')}`,
    match: 'No coinciden',
    minValue: (n: Valor) => `Debe ser mayor que ${n}`,
    maxValue: (n: Valor) => `Debe ser menor que ${n}`,
    nit: 'Escriba un nit válido o CF',
    nitSinCf: 'Escriba un nit válido',
    dpi: 'DPI inválido',
    money: 'Número inválido',
    negativo: 'No se permiten números negativos', // not in spec: a money or quantity field below 0
    // not in spec: the server's upload check (001 §5 "image mode accepts jpg, jpeg, png only")
    formatoImagen: 'Solo se permiten imágenes en formato jpg, jpeg o png.',
    percent: (min: Valor, max: Valor) => `Debe estar entre ${min} y ${max}`, // not in spec: percent bounds (P3-12)
    valorInvalido: 'Valor inválido', // not in spec: wrong type sent to the API
    // not in spec: FEL.md §12, a CUI whose check remainder is 10 passes with a warning
    dpiVerificadorNoConfirmado:
      'No se pudo confirmar el dígito verificador del DPI. Verifique el número con la consulta de CUI.',
  },

  /** Staff and shopper session, login and password recovery (DECISIONS P2-02a, 001 §2, §8). */
  sesion: {
    iniciarSesion: 'Iniciar sesión', // spec: 'Inciar sesión'
    cerrarSesion: 'Cerrar sesión', // spec: 'Cerrar sesion'
    olvidasteContrasena: '¿Olvidaste tu contraseña?',
    correoElectronico: 'Correo electrónico',
    errorLogin:
      'Ha ocurrido un error, verifica que la dirección de correo que has escrito es correcta y sea la asociada a tu cuenta',
    recuperarContrasena: 'Recuperar Contraseña',
    // not in spec: one e-mail and password that open accounts in several companies
    elegirEmpresa:
      'Este correo y contraseña corresponden a varias empresas. Indique la empresa con la que desea ingresar.',
    // not in spec: P3-22 completes the spec's 'Te hemos enviado un correo con los pasos a seguir...'
    correoRecuperacionEnviado: 'Te hemos enviado un correo con los pasos a seguir para restablecer tu contraseña.',
    enlaceInvalido: 'El enlace no es válido o ha expirado.',
    contrasenaRestablecida: 'Tu contraseña ha sido restablecida con éxito.', // spec: 'Tu contraseña a sido restablecida con éxito.'
    contrasenasNoCoinciden: 'Las contraseñas no coinciden',
    escribeNuevaContrasena: 'Escribe tu nueva contraseña',
    nuevaContrasena: 'Nueva contraseña',
    confirmarContrasena: 'Confirmar contraseña',
    restablecerContrasena: 'Restablecer contraseña',
  },

  /** Network and server errors (000 §8, DECISIONS P2-02b). */
  red: {
    errorConexion:
      'Ha ocurrido un error inesperado al comunicarse con nuestro servidor, por favor verifique su conexión a Internet.',
    // not in spec: STACK-NOTES' 400 answer for a request that fails schema validation
    solicitudInvalida: 'La solicitud no es válida',
  },

  /** Generic texts shared by lists, forms and dialogs (000 §8, 001 §8). */
  general: {
    tituloError: 'ERROR',
    tituloErrorSimple: 'Error',
    exito: 'Éxito',
    errorVerifiqueDatos: 'Ha ocurrido un error, verifique los datos y vuelva a intentar.',
    errorEspere: 'Ha ocurrido un error, espere un momento y vuelva a intentar.',
    errorIntenteMasTarde: 'Ha ocurrido un error, intenta más tarde.',
    errorObtenerDatos: 'No fue posible obtener los datos, intente más tarde', // spec: 'No fue posible obtenert los datos, intente más tarde'
    datosAlmacenados: 'Datos almacenados correctamente',
    datosActualizados: 'Datos actualizados exitosamente',
    registroEliminado: 'Registro eliminado.',
    registroAnulado: 'Registro anulado',
    registroCreado: 'Registro creado',
    registroActualizado: 'Registro actualizado',
    registroEliminadoSinPunto: 'Registro eliminado',
    errorCreacion: 'Error en la creación',
    errorEdicion: 'Error en la edición',
    errorTransaccion: 'Error en la transacción',
    confirmarEliminar: '¿Eliminar?',
    noPodraRevertir: 'No podrá revertir esta acción',
    confirmarAnular: '¿Anular?',
    confirmarRevertirPago: '¿Revertir el estado de pago?',
    estasSeguro: '¿Estás seguro?',
    sinResultados: 'Sin resultados',
    sinResultado: 'Sin resultado',
    sinInformacion: 'Sin información',
    paginaNoEncontrada: '404 Página no encontrada', // spec: '404 Pagina no encontrada'
    oops: 'Oops!',
    regresar: 'Regresar',
  },

  /** List screens (000 §8, DECISIONS P2-02b). */
  listas: {
    tituloError: 'ERROR',
    error: 'Ha ocurrido un error.',
    sinRegistros: 'Aún no hay registros', // not in spec: empty list without filters
  },

  /** Excel export jobs (000 §8, 001 §8, DECISIONS P2-03d). */
  descargas: {
    tituloError: '¡Error al descargar!',
    error: 'Ocurrió un error al descargar el archivo. Por favor intente más tarde.', // spec: '... Por favor intenté más tarde.'
    /** Polling failure with no `observaciones` (the spec words it differently from the request failure). */
    errorSeguimiento: 'Ocurrió un error al descargar el archivo. Por favor intenta más tarde',
    enProceso: '¡Descarga en proceso!',
    enProcesoDetalle:
      'La descarga comenzará en un momento. Por favor no recargue la página hasta que se haya descargado el archivo',
    exito: 'Archivo descargado exitosamente',
  },

  /** Users (001 §8). */
  usuarios: {
    sinRol: 'Seleccione un rol para el usuario.', // not in spec: the server's own check
    sinSucursales: 'Seleccione al menos una sucursal.', // not in spec: the server's own check
    correoDuplicado: 'Ya existe un usuario con este correo electrónico.', // not in spec: the server's own check
    // not in spec: what the server refuses (users/user-rules.ts), said before the user tries
    propietarioFijo: 'El rol y los permisos del propietario no se pueden cambiar.',
    accesoPropioFijo: 'No puede cambiar su propio rol, permisos ni alcance.',
    nivelSuperior: 'Su nivel no le permite modificar a este usuario.',
    guardado: 'Datos almacenados correctamente',
    errorGuardar: 'Ha ocurrido un error, verifique los datos y vuelva a intentar.',
    eliminado: 'Registro eliminado.',
    errorEliminar: 'Ha ocurrido un error, espere un momento y vuelva a intentar.',
  },

  /** Branches (001 §5, §8; DECISIONS P3-22). */
  sucursales: {
    guardado: 'Datos almacenados correctamente',
    errorGuardar: 'Ha ocurrido un error, verifique los datos y vuelva a intentar.',
    eliminado: 'Registro eliminado.',
    errorEliminar: 'Ha ocurrido un error, espere un momento y vuelva a intentar.',
    eliminarConUsuarios: 'No se puede eliminar la sucursal porque tiene usuarios asignados.', // not in spec (P3-22)
    seleccioneSucursal: 'Seleccione una sucursal',
    nombreDuplicado: 'Ya existe una sucursal con este nombre.', // not in spec: the server's own check
    todas: 'Todas las sucursales', // not in spec: the `empresa` choice of global admins (000 §4)
    asignada: 'La sucursal fue asignada exitosamente', // spec: 'La sucursal fue asignada existosamente'
  },

  /** Company configuration (001 §8: same save texts as users). */
  configuracion: {
    guardado: 'Datos almacenados correctamente',
    errorGuardar: 'Ha ocurrido un error, verifique los datos y vuelva a intentar.',
    errorObtener: 'No fue posible obtener los datos, intente más tarde', // spec: 'No fue posible obtenert los datos, intente más tarde'
  },

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
    efectivoInsuficienteAnular: 'No hay suficiente efectivo en caja para anular el movimiento.',
    movimientoDeVenta: 'Los movimientos de venta se anulan desde el historial de ventas.',
    movimientoNoManual: 'Solo se pueden registrar ingresos y retiros de efectivo.',
    cajaNoEncontrada: 'Caja no encontrada.',
    aperturaNoEncontrada: 'Apertura de caja no encontrada.',
    movimientoNoEncontrado: 'Movimiento no encontrado.',
    cajaOtraSucursal: 'La caja no pertenece a la sucursal seleccionada.',
    nombreDuplicado: 'Ya existe una caja con ese nombre en la sucursal.',
    totalDistintoEfectivo: 'El total debe ser igual al monto en efectivo.',
    conteoNoCoincide: 'El total no coincide con el conteo de billetes y monedas.',
    movimientoRegistrado: 'Movimiento registrado exitosamente.',
    movimientoAnulado: 'Movimiento anulado exitosamente.',
  },

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
    errorEliminar: 'No se ha eliminado la venta, intenta más tarde',
    errorCambiarPrecio: 'No fue posible cambiar el precio del producto seleccionado.',
    errorCambiarDescuento: 'No fue posible cambiar el descuento del producto seleccionado.', // not in spec (P3-22)
    anulada: 'Venta anulada correctamente.',
    eliminada: 'Venta eliminada exitosamente.',
    reciboPagoTotal: 'PAGO RECIBIDO',
    reciboAnticipo: 'ANTICIPO',
    confirmarVaciar: '¿Vaciar la venta en curso?', // not in spec: the POS's "Vaciar venta" confirm
    // not in spec: the sale rules re-checked by the server (P3-13, P3-14, P3-15, P3-19, P3-86, P3-39)
    cantidadMayorACero: 'La cantidad debe ser mayor que 0.',
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
  },

  /** Customers and NIT lookup (000 §5, §8). */
  clientes: {
    errorConsulta: 'No fue posible obtener información del cliente',
    servicioInfileNoDisponible: 'El servicio de Infile no está disponible', // spec: 'El servicio de Infile no esta disponible'
    // not in spec: under the document while the form is disabled for it
    servicioInfileReintentar: 'Sin respuesta de SAT: vuelva a consultar el documento o escriba C.F. para continuar.',
    errorCrear: 'Ha ocurrido un error al crear el cliente, por favor vuelve a intentar.',
    creado: 'Cliente creado exitosamente.',
    errorValidarCredito: 'Error al validar crédito', // spec: 'Error al validar credito'
    confirmarCambio: '¿Cambiar de cliente? Se eliminarán los productos seleccionados.', // not in spec (P3-22)
    // not in spec
    noEncontrado: 'Cliente no encontrado.',
    nitDuplicado: (nit: string) => `Ya existe un cliente con el NIT ${nit}.`,
  },

  /** Electronic invoicing (000 §8, DECISIONS P3-26, ARCHITECTURE §6). */
  fel: {
    errorGenerar: 'Error al generar factura electrónica',
    errorConsultarEstado: 'Error al consultar el estado del proceso FEL',
    errorConDetalle: (detalle: string) => `Hubo un error con FEL, ${detalle}, intenta más tarde`,
    errorFacturacion: 'Error en facturación electrónica',
    // not in spec (P3-26)
    ventaRegistradaReintentar: 'La venta fue registrada, puede reintentar la facturación desde el historial de ventas.',
    enProceso: '¡Factura electrónica en proceso!', // spec: 'Factura electrónica en proceso!'
    exito: 'Éxito',
    documentoPrueba: 'DOCUMENTO DE PRUEBA — sin validez fiscal',
    // not in spec: the point of sale while and after the invoice of a sale certifies
    enProcesoVenta: (codigo: string) => `Venta ${codigo}: puede seguir vendiendo mientras se certifica.`,
    certificada: (serie: string, numero: string) => `Factura ${serie}-${numero} certificada.`,
    // not in spec: the certifier client's own errors, stored in errores_fel (FEL.md §10)
    rechazado: 'El certificador rechazó el documento.',
    credencialesInvalidas:
      'El certificador rechazó el usuario o las llaves de la empresa; revise la configuración de facturación electrónica.',
    certificadorSinRespuesta: (segundos: number) => `El certificador no respondió en ${segundos} segundos.`,
    certificadorInaccesible: 'No fue posible conectar con el certificador.',
    certificadorError: (status: number) => `El certificador respondió con un error (HTTP ${status}).`,
    respuestaIlegible: (status: number) => `El certificador envió una respuesta que no se pudo leer (HTTP ${status}).`,
    nitEmisorDistinto: (nitDocumento: string, nitEmpresa: string) =>
      `El NIT emisor del documento (${nitDocumento}) no es el de la empresa (${nitEmpresa}).`,
    // not in spec: the invoicing flow's own refusals and states
    noUtilizaFel: 'La empresa no utiliza facturación electrónica; actívela en la configuración.',
    sinConfiguracion:
      'La empresa no tiene configurados sus datos de facturación electrónica (emisor, frases y certificador).',
    sinEstablecimiento:
      'La sucursal de la venta no tiene código de establecimiento de SAT; asígnelo en la configuración de facturación electrónica.',
    tipoNoFacturable: 'Solo las ventas de tipo factura o crédito se facturan electrónicamente.',
    noEsCambiaria: 'La venta no es una venta al crédito con factura cambiaria.',
    yaFacturada: 'La venta ya tiene una factura electrónica certificada.',
    ventaAnulada: 'La venta está anulada; no se puede facturar.',
    sinFacturaConError: 'La venta no tiene una factura electrónica con error que reintentar.',
    facturaNoEncontrada: 'Factura electrónica no encontrada.',
    enProcesoEspere: 'La factura electrónica de esta venta está en proceso; espere a que termine y vuelva a intentar.',
    anulacionEnProceso: 'La anulación de esta factura ya está en proceso.',
    resultadoIncierto:
      'El certificador no confirmó si la factura fue emitida; reintente la facturación antes de anular la venta o de cambiar los datos del cliente.',
    nitNoEncontrado: 'El NIT no está registrado en SAT.',
    cuiNoEncontrado: 'El DPI no está registrado en RENAP.',
    personaFallecida: 'RENAP reporta a esta persona como fallecida.',
    anulacionesPendientesCierre:
      'Hay anulaciones de facturas en proceso en esta caja; espere a que terminen para cerrarla.',
  },

  /** The company's FEL settings (not in spec: FEL.md §1, §3.2, §3.4, §10.1; DECISIONS P3-70). */
  felConfiguracion: {
    errorObtener: 'No fue posible obtener la configuración de facturación electrónica, intente más tarde',
    codigoEstablecimiento: 'El código de establecimiento debe ser un número entero entre 1 y 9999.',
    codigoRepetido: 'Dos sucursales no pueden tener el mismo código de establecimiento.',
    sucursalNoEncontrada: 'Sucursal no encontrada.',
    fechaResolucion: 'Fecha inválida (AAAA-MM-DD).',
    fraseNoExiste: 'El tipo de frase no existe en el catálogo de SAT.',
    escenarioNoExiste: 'El escenario no existe para este tipo de frase.',
    fraseRepetida: 'Cada tipo de frase se indica una sola vez.',
    pequenoSinFrase3: 'Un pequeño contribuyente debe incluir la frase 3 "No genera derecho a crédito fiscal".',
    generalConFrase3: 'La frase "No genera derecho a crédito fiscal" solo aplica a pequeños contribuyentes.',
    generalSinFraseIsr: 'Incluya la frase de retención del ISR (tipo 1) que indica su RTU.',
    credencialRequerida: 'Requerido para certificar con Infile.',
    credencialIlegible: 'No se pudo descifrar la credencial guardada; ingrésela de nuevo.',
  },

  /** The DTE XML builder's own checks (FEL.md §1–§8); not in spec. They reach errores_fel. */
  dte: {
    tipoNoPermitido: (tipo: string, afiliacion: string) =>
      `Un emisor con afiliación de IVA ${afiliacion} no puede emitir documentos ${tipo}.`,
    nitEmisorInvalido: (nit: string) => `El NIT del emisor (${nit}) no es válido.`,
    nitReceptorInvalido: (nit: string) => `El NIT del receptor (${nit}) no es válido.`,
    cuiReceptorInvalido: (cui: string) => `El CUI del receptor (${cui}) no es válido.`,
    extReceptorInvalido: (id: string) =>
      `El documento extranjero del receptor (${id}) debe tener de 3 a 18 letras o dígitos.`,
    idReceptorInvalido: (id: string) => `El receptor (${id}) no es CF, un NIT ni un CUI válido.`,
    establecimientoInvalido: 'El código de establecimiento debe ser un número entero entre 1 y 9999.',
    textoInvalido: (campo: string, maximo: number) => `${campo} es obligatorio y admite hasta ${maximo} caracteres.`,
    fechaInvalida: (campo: string) => `${campo}: fecha inválida.`,
    sinLineas: 'El documento debe tener al menos una línea.',
    demasiadasLineas: 'El documento admite como máximo 9999 líneas.',
    numeroLineaInvalido: (numero: number) =>
      `El número de línea ${numero} debe ser un entero entre 1 y 9999 y no repetirse.`,
    cantidadInvalida: (linea: number) =>
      `Línea ${linea}: la cantidad debe ser mayor que cero y tener como máximo 10 decimales.`,
    montoInvalido: (linea: number, campo: string) =>
      `Línea ${linea}: ${campo} no puede ser negativo ni tener más de 10 decimales.`,
    descuentoMayorQuePrecio: (linea: number) => `Línea ${linea}: el descuento no puede ser mayor que el precio.`,
    unidadMedidaInvalida: (linea: number) => `Línea ${linea}: la unidad de medida debe tener de 1 a 3 caracteres.`,
    fraseIsrRequerida: 'El documento debe llevar la frase de ISR (tipo 1) del emisor.',
    frasePequenoRequerida:
      'Un documento de pequeño contribuyente debe llevar la frase 3, escenario 1 (no genera derecho a crédito fiscal).',
    fraseRepetida: (tipo: number, escenario: number) => `La frase ${tipo}, escenario ${escenario}, está repetida.`,
    fraseInvalida: 'Cada frase necesita un tipo y un escenario enteros positivos.',
    abonosRequeridos: (tipo: string) => `Una factura ${tipo} necesita entre 1 y 999 abonos.`,
    abonoMontoInvalido: (numero: number) => `Abono ${numero}: el monto debe ser mayor que cero.`,
    abonoAntesDeEmision: (numero: number) =>
      `Abono ${numero}: el vencimiento no puede ser anterior a la fecha de emisión.`,
    abonosNoSuman: (suma: string, total: string) =>
      `La suma de los abonos (${suma}) debe ser igual al gran total (${total}).`,
    uuidInvalido: (campo: string) => `${campo} no es un número de autorización (UUID) válido.`,
    notaAntesDeOrigen: 'La nota de crédito no puede tener fecha anterior a la emisión del documento de origen.',
    anulacionAntesDeEmision: 'La fecha de anulación no puede ser anterior a la emisión del documento.',
  },

  /** Returns and credit notes (000 §5, §8; reasons from DECISIONS P3-22). */
  devoluciones: {
    errorGenerarNota: 'Error al generar nota de crédito',
    errorNotaConDetalle: (detalle: string) => `Error en la nota de crédito, ${detalle}`,
    facturaNoExiste: 'Código de factura no existente, verifica e intenta de nuevo',
    seleccioneProducto: 'Seleccione al menos un producto que se está procesando para devolución.',
    // not in spec (P3-22)
    motivos: {
      10: 'Defectuoso',
      20: 'No cumple con las expectativas',
      30: 'Garantía',
      40: 'No coincide con lo anunciado',
      50: 'Descuento',
    },
  },

  /** Payments, receivables and payables (000 §5, §8; 001 §5). */
  pagos: {
    errorAbonoOrden: 'No fue posible registrar el abono a la orden de venta, intenta más tarde',
    errorAnularPartida: 'Ha ocurrido un error, intenta más tarde.',
    errorObtenerCodigo: '¡Error al obtener el código!',
    errorDatosPago: 'Error al obtener los datos del pago',
    registrado: 'Pago registrado exitosamente',
    abonoRegistrado: 'Registro de abono efectuado correctamente.',
    partidaAnulada: 'Partida anulada exitosamente',
    seleccioneCuenta: 'Debe seleccionar al menos una cuenta para finalizar el pago.',
  },

  /** Sales orders and quotations (000 §5, §8). */
  ordenesVenta: {
    seleccioneCliente: 'Seleccione un cliente',
    seleccioneDireccion: 'Seleccione una dirección', // spec: 'Seleccione una direccion'
    ingreseCorreo: 'Debe ingresar un correo',
    sinProductos: 'La orden de venta no tiene productos',
    registrada: 'Orden de venta registrada exitosamente',
    anulada: 'Orden anulada correctamente',
    errorAnular: 'Ha ocurrido un error, espere un momento y vuelva a intentar.',
    errorRegistrar: 'Ha ocurrido un error, verifique los datos y vuelva a intentar.',
  },
  cotizaciones: {
    generada: 'Cotización generada exitosamente', // spec: 'Cotizacion generada exitosamente'
    eliminada: 'Cotización eliminada.', // spec: 'Cotizacion eliminada.'
    // not in spec: the counter seller reads where the order went (issue 11)
    enviadaACaja: (codigo: string) => `Pedido ${codigo} enviado a caja. El cajero ya puede cobrarlo.`,
    confirmarCargar: '¿Cargar la cotización? Se reemplazarán los productos de la venta en curso.', // not in spec
    // not in spec: the quotation checks of the server (P3-07)
    noEncontrada: 'Cotización no encontrada.',
    noPendiente: 'La cotización ya fue cobrada o anulada.',
  },

  /** Purchasing (001 §5, §8). */
  compras: {
    seleccioneOrigen: 'Seleccione un origen',
    seleccioneTipoCompra: 'Seleccione un tipo de compra',
    datosIncompletos: 'Los datos de la orden de compra son incompletos',
    sinProductos: 'La orden de compra no tiene productos',
    productoYaIngresado: 'Este producto ya está ingresado',
    // P3-01: the literal "Q." stays inside this message
    superaLimiteCredito: (limite: string) =>
      `El total de la orden de compra supera el límite de crédito del proveedor, el límite de crédito es de Q. ${limite}`, // spec: 'supera el limite de credito del proveedor, el limite de credito es de Q. {limit}'
    errorAnular: 'No se ha podido anular la orden, intente más tarde.',
    errorProveedor: 'Error al obtener los datos del proveedor',
    proveedorAlmacenado: 'Nuevo proveedor almacenado',
  },

  /** Dispatches (001 §8). */
  despachos: {
    anulado: 'Despacho anulado correctamente.',
    errorAnular: 'No se ha podido anular el despacho, intente más tarde.',
  },

  /** Products (001 §5, §8). */
  productos: {
    errorAlmacenar: 'No se ha podido almacenar los datos, intente más tarde.',
    minimoFracciones: 'El producto debe tener un mínimo de 2 fracciones.',
    tiendaSinImagen: 'El producto para la tienda online debe tener al menos una imagen.',
    tiendaMaxCategorias: 'El producto para la tienda online debe tener un máximo de 3 categorías',
    tiendaTipoSimple: 'El producto para la tienda online debe ser de tipo simple.', // not in spec (P3-22)
    fraccionDuplicada: 'No fue posible agregar la fracción porque ya tienes una fracción con el mismo nombre.',
    anulado: 'Registro anulado',
    // not in spec: the server's own checks of a product save and annulment
    codigoDuplicado: 'Ya existe un producto con este código.',
    codigoBarrasDuplicado: (codigo: string, producto: string) =>
      `El código de barras ${codigo} ya está asignado a ${producto}.`,
    codigoBarrasRepetido: (codigo: string) => `El código de barras ${codigo} está repetido en el producto.`,
    maximoImagenes: 'El producto puede tener como máximo 5 imágenes.',
    imagenAjena: 'La imagen indicada no pertenece al producto.',
    archivoNoRecibido: (parte: string) => `No se recibió el archivo "${parte}".`,
    fraccionAjena: 'La fracción indicada no pertenece al producto.',
    contenidoEntero: 'El contenido de la fracción debe ser un número entero de unidades.',
    familiaNoExiste: 'La familia seleccionada no existe.',
    subfamiliaAjena: 'La sub-familia no pertenece a la familia seleccionada.',
    categoriaNoExiste: 'Una de las categorías seleccionadas no existe.',
    unidadNoExiste: 'La unidad de medida seleccionada no existe.',
    granelPesoUnidad: 'El producto a granel por peso debe usar una unidad de medida de peso.',
    granelCapacidadUnidad: 'El producto a granel por capacidad debe usar una unidad de medida de capacidad.',
    sucursalNoExiste: 'Una de las sucursales de los precios por sucursal no existe.',
    sucursalRepetida: 'Cada sucursal puede tener un solo precio por sucursal.',
    anularConExistencias:
      'No se puede anular el producto porque tiene existencias en bodega. Registre una baja o un reajuste primero.',
    noEncontrado: 'Producto no encontrado.',
  },

  /** Category tree: familias and sub-familias (DECISIONS P3-64). All not in spec. */
  categorias: {
    noEncontrada: 'Categoría no encontrada.',
    nombreDuplicadoFamilia: 'Ya existe una familia con este nombre.',
    nombreDuplicadoSubfamilia: 'Ya existe una sub-familia con este nombre en esta familia.',
    nombreSinLetras: 'El nombre debe contener letras o números.',
    familiaNoExiste: 'La familia seleccionada no existe.',
    soloDosNiveles: 'Una sub-familia solo puede pertenecer a una familia.',
    eliminarConSubfamilias: 'No se puede eliminar la familia porque tiene sub-familias.',
    eliminarConProductos: 'No se puede eliminar la categoría porque tiene productos asignados.',
    moverConSubfamilias: 'No se puede convertir en sub-familia una familia que tiene sub-familias.',
    moverConProductos: 'No se puede cambiar la familia de una categoría que tiene productos asignados.',
    eliminada: 'Registro eliminado.',
  },

  /**
   * Warehouse: stock movements, stock lists, destinations (001 §2 Warehouse; DECISIONS P2-03b,
   * P3-51). The spec gives none of these texts.
   */
  bodega: {
    // not in spec: the stock ledger's refusal, naming the product and what is available
    existenciaInsuficiente: (producto: string, disponible: string, solicitado: string) =>
      `No hay existencia suficiente de ${producto}: disponible ${disponible}, solicitado ${solicitado}.`,
    sinProductos: 'El movimiento no tiene productos.', // not in spec: like compras.sinProductos
    productoNoInventariable: (producto: string) => `El producto ${producto} no maneja inventario.`, // not in spec
    productoNoEncontrado: 'Producto no encontrado.', // not in spec
    fraccionNoEncontrada: 'Fracción no encontrada.', // not in spec
    destinoNoEncontrado: 'Destino de salida no encontrado.', // not in spec
    documentoNoEncontrado: 'Movimiento de bodega no encontrado.', // not in spec
    destinoDuplicado: 'Ya existe un destino de salida con este nombre.', // not in spec
    fechaInicialFutura: 'La fecha inicial no puede ser posterior a hoy.', // not in spec (P3-43)
    registrado: 'Movimiento registrado exitosamente', // not in spec: success toast of the four screens
    // not in spec: a scanned or typed code that matches no product
    codigoNoEncontrado: (codigo: string) => `No se encontró ningún producto con el código ${codigo}.`,
    // not in spec: movement screens when every branch is selected (the server's answer, said first)
    elijaSucursal: 'Los movimientos de bodega se registran en una sucursal. Elija una sucursal en la parte superior.',
  },

  /** Expenses (001 §5). */
  gastos: {
    sinSucursal: 'Ha ocurrido un error, seleccione una sucursal',
  },

  /** Back-office online orders (001 §5, §8). */
  ordenesOnline: {
    sinProductos: 'La orden no tiene productos',
    metodoEntregaRequerido: 'El método de entrega es requerido',
    metodoPagoRequerido: 'El método de pago es requerido',
    errorEditar: 'Error al editar la orden, intenta más tarde',
    editada: 'Se ha editado la orden exitosamente',
    pagoConfirmado: 'Se ha confirmado el pago',
    envioConfirmado: 'Se ha confirmado el envío',
    anulada: 'Orden anulada correctamente',
    retirarEnTienda: 'Retirar en tienda',
    enviarADomicilio: 'Enviar a domicilio', // spec: 'Enviar a domicio'
  },

  /** Storefront and shopper account (001 §2, §8). */
  tienda: {
    errorObtenerDatos: 'No se ha podido obtener los datos, intenta más tarde',
    errorCategorias: 'No fue posible obtener el listado de categorías',
    categoriaNoEncontrada: 'No se encontró la categoría', // spec: 'No se encontro la categoría'
    errorConfiguracion: 'No se ha podido obtener los datos de la empresa, intente más tarde.',
    errorEmpresa: 'Error al obtener los datos de la empresa, intenta más tarde',
    errorProducto: 'Error al obtener los datos del producto, intenta más tarde',
    carritoVacio: 'El carrito de compras está vacío', // spec: 'El carrito de compras esta vacío'
    graciasCompra: '¡Muchas gracias por tu compra!',
    compraExitosa:
      'Tu orden se realizó de forma exitosa, puedes verificar el estado de tu pedido en la sección de "Mis pedidos".',
    // not in spec (P3-67)
    existenciaInsuficiente: (producto: string) =>
      `La cantidad solicitada de ${producto} supera la existencia disponible.`,
    bienvenida: (marca: string) => `¡Bienvenido a ${marca}!`, // not in spec (P3-22)
    todas: 'Todas', // not in spec (P3-22)
  },
  /** Back-office welcome view (DECISIONS P3-40); its title is `tienda.bienvenida`. */
  bienvenida: {
    // not in spec
    texto:
      'Desde aquí administra sus ventas, su inventario y su empresa. En el menú de la izquierda encontrará las pantallas a las que tiene acceso.',
    sucursal: 'Puede cambiar de sucursal en cualquier momento desde la parte superior de la pantalla.', // not in spec
    sinPantallas:
      'Todavía no tiene pantallas asignadas. Pida a un administrador que le otorgue los permisos que necesita.', // not in spec
    entendido: 'Comenzar', // not in spec
  },
  perfil: {
    errorActualizar: 'No fue posible actualizar los datos, vuelva a intentar más tarde',
    errorObtener: 'No fue posible obtener los datos, intenta más tarde',
    errorContrasena: 'No fue posible actualizar la contraseña, vuelva a intentar más tarde',
    errorRegistro: 'No fue posible registrar el usuario, intenta más tarde',
    errorRegistroSocial: (proveedor: string) =>
      `No fue posible registrar el usuario con ${proveedor}, intenta más tarde`,
    datosActualizados: 'Datos actualizados exitosamente',
    contrasenaActualizada: 'Contraseña actualizada exitosamente', // spec: 'Contraseña actualizados exitosamente'
    cuentaCreada: 'Cuenta creada con éxito, puedes iniciar sesión',
  },
} as const;

export type Mensajes = typeof MENSAJES;
