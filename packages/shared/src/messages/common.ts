type Valor = string | number;

/** Texts every domain uses: field checks, network errors, lists, generic dialogs. Wording rules: see ../messages.ts. */
export const COMMON_MESSAGES = {
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
    // not in spec: a picture over the pixel budget (lib/uploads.ts MAX_IMAGE_PIXELS)
    imagenDemasiadoGrande: 'La imagen es demasiado grande: el máximo es de 40 megapíxeles.',
    percent: (min: Valor, max: Valor) => `Debe estar entre ${min} y ${max}`, // not in spec: percent bounds (P3-12)
    valorInvalido: 'Valor inválido', // not in spec: wrong type sent to the API
    // not in spec: FEL.md §12, a CUI whose check remainder is 10 passes with a warning
    dpiVerificadorNoConfirmado:
      'No se pudo confirmar el dígito verificador del DPI. Verifique el número con la consulta de CUI.',
    // not in spec: the API's own checks of uploads and date filters
    imagenPeso: 'La imagen no debe pesar más de 5 MB.',
    archivoPeso: 'El archivo no debe pesar más de 5 MB.',
    fechaFormato: 'Fecha inválida, use el formato AAAA-MM-DD.',
    rangoFechas: 'La fecha inicial no puede ser posterior a la fecha final.',
  },

  /** Network and server errors (000 §8, DECISIONS P2-02b). */
  red: {
    errorConexion:
      'Ha ocurrido un error inesperado al comunicarse con nuestro servidor, por favor verifique su conexión a Internet.',
    // not in spec: STACK-NOTES' 400 answer for a request that fails schema validation
    solicitudInvalida: 'La solicitud no es válida',
    demasiadoGrande: 'El archivo o la solicitud es demasiado grande.',
    tipoNoSoportado: 'Tipo de contenido no soportado.',
    // not in spec: the API's own answers to requests it cannot serve
    noEncontrado: 'No encontrado.',
    tokenInvalido: 'Token inválido o expirado.',
    sinCredenciales: 'Las credenciales de autenticación no se proveyeron.',
    sinPermiso: 'No tiene permiso para realizar esta acción.',
    errorInesperado: 'Ha ocurrido un error inesperado, intente más tarde.',
    idempotencyKeyLarga: (maximo: number) => `La clave Idempotency-Key debe tener no más de ${maximo} caracteres.`,
    idempotencyKeyReusada: 'La clave Idempotency-Key ya se usó con otra solicitud.',
    campoDataJson: 'El campo data debe contener un objeto JSON.',
  },

  /** Generic texts shared by lists, forms and dialogs (000 §8, 001 §8). */
  general: {
    tituloError: 'ERROR',
    tituloErrorSimple: 'Error',
    exito: 'Éxito',
    errorVerifiqueDatos: 'Ha ocurrido un error, verifique los datos y vuelva a intentar.',
    errorEspere: 'Ha ocurrido un error, espere un momento y vuelva a intentar.',
    errorIntenteMasTarde: 'Ha ocurrido un error, intente más tarde.', // usted (spec: 'Ha ocurrido un error, intenta más tarde.')
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
    estasSeguro: '¿Está seguro?', // usted (spec: '¿Estás seguro?')
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
    // not in spec: the list API's checks of its query parameters
    paginaEntera: 'La página debe ser un número entero.',
    paginaPositiva: 'La página debe ser mayor que 0',
    tamanoEntero: 'El tamaño de página debe ser un número entero.',
    tamanoPositivo: 'El tamaño de página debe ser mayor que 0',
    tamanoMaximo: (limite: number) => `El tamaño de página debe ser menor que ${limite}`,
    ordenNoPermitido: (campo: string) => `No se puede ordenar por "${campo}".`,
    campoOrdenInvalido: (campo: string) => `Campo de ordenamiento no válido: ${campo}`,
  },
} as const;
