/** Electronic invoicing (FEL): certification, its settings and the DTE builder. Wording rules: see ../messages.ts. */
export const INVOICING_MESSAGES = {
  /** Electronic invoicing (000 §8, DECISIONS P3-26, ARCHITECTURE §6). */
  fel: {
    errorGenerar: 'Error al generar factura electrónica',
    errorConsultarEstado: 'Error al consultar el estado del proceso FEL',
    errorConDetalle: (detalle: string) => `Hubo un error con FEL, ${detalle}, intente más tarde`, // usted (spec: '${detalle}, intenta más tarde')
    errorFacturacion: 'Error en facturación electrónica',
    // not in spec (P3-26)
    ventaRegistradaReintentar:
      'La venta fue registrada, puede reintentar la facturación desde el listado de órdenes de venta.', // P3-26 once 1.2 landed
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
    // not in spec: the local sandbox's schema-check thread stopped (a document it was checking is refused with it)
    validadorXsdDetenido: (codigo: number) => `El validador XSD se detuvo (código ${codigo}).`,
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
    notaNoEncontrada: 'Nota de crédito no encontrada.',
    notaSinFacturaCertificada:
      'La venta no tiene una factura electrónica certificada a la cual aplicar una nota de crédito.',
    notaOrigenNoAdmitido: 'Solo se emiten notas de crédito sobre facturas (FACT) o facturas cambiarias (FCAM).',
    notaOrigenEnAnulacion: 'La factura de esta venta se está anulando; no se le puede aplicar una nota de crédito.',
    notaExcedeSaldo: (restante: string) =>
      `El total de la nota de crédito excede lo que resta por acreditar de la factura (Q${restante}).`,
    notaTotalMayorQuePrecio: (linea: number) =>
      `Línea ${linea}: lo acreditado no puede ser mayor que la cantidad por el precio unitario.`,
    notaYaSolicitada: 'Esta devolución ya tiene una nota de crédito.',
    notaEnProceso: 'La nota de crédito está en proceso; espere a que termine y vuelva a intentar.',
    notaAnulada: 'La nota de crédito está anulada.',
    notaSinErrorQueReintentar: 'La nota de crédito no tiene un error que reintentar.',
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
    /** The fields the checks above name (the `campo` of textoInvalido, fechaInvalida, uuidInvalido). */
    campos: {
      fechaEmision: 'La fecha de emisión',
      documentoAAnular: 'El documento a anular',
      fechaEmisionAAnular: 'La fecha de emisión del documento a anular',
      fechaAnulacion: 'La fecha de anulación',
      motivoAnulacion: 'El motivo de la anulación',
      vencimientoAbono: (numero: number) => `El vencimiento del abono ${numero}`,
      documentoOrigen: 'El documento de origen',
      fechaEmisionOrigen: 'La fecha de emisión del documento de origen',
      serieOrigen: 'La serie del documento de origen',
      numeroOrigen: 'El número del documento de origen',
      motivoAjuste: 'El motivo del ajuste',
      descripcionLinea: (numero: number) => `La descripción de la línea ${numero}`,
      nombreEmisor: 'El nombre del emisor',
      nombreComercial: 'El nombre comercial',
      correoEmisor: 'El correo del emisor',
      nombreReceptor: 'El nombre del receptor',
      correoReceptor: 'El correo del receptor',
      /** An address's parts, of the issuer's or the receiver's (`quien`: delEmisor / delReceptor). */
      delEmisor: 'del emisor',
      delReceptor: 'del receptor',
      codigoPostal: (quien: string) => `El código postal ${quien}`,
      pais: (quien: string) => `El país ${quien}`,
      direccion: (quien: string) => `La dirección ${quien}`,
      municipio: (quien: string) => `El municipio ${quien}`,
      departamento: (quien: string) => `El departamento ${quien}`,
    },
  },
} as const;
