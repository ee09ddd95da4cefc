/** Branches and the company configuration. Wording rules: see ../messages.ts. */
export const COMPANIES_MESSAGES = {
  /** Branches (001 §5, §8; DECISIONS P3-22). */
  sucursales: {
    guardado: 'Datos almacenados correctamente',
    errorGuardar: 'Ha ocurrido un error, verifique los datos y vuelva a intentar.',
    eliminado: 'Registro eliminado.',
    errorEliminar: 'Ha ocurrido un error, espere un momento y vuelva a intentar.',
    eliminarConUsuarios: 'No se puede eliminar la sucursal porque tiene usuarios asignados.', // not in spec (P3-22)
    seleccioneSucursal: 'Seleccione una sucursal',
    todas: 'Todas las sucursales', // not in spec: the `empresa` choice of global admins (000 §4)
    asignada: 'La sucursal fue asignada exitosamente', // spec: 'La sucursal fue asignada existosamente'
    noEncontrada: 'Sucursal no encontrada.',
    sinAcceso: 'No tiene acceso a la sucursal seleccionada.',
    // not in spec: the API's own checks
    nombreDuplicado: 'Ya existe una sucursal con este nombre.',
    unicaSucursal: 'No se puede eliminar la única sucursal de la empresa.',
    sucursalDeTienda: 'No se puede eliminar la sucursal porque es la sucursal de la tienda en línea.',
    soloGlobalTodas: 'Solo un administrador global puede trabajar con todas las sucursales.',
    parametroInvalido: 'El parámetro sucursal no es válido.',
  },

  /** Company configuration (001 §8: same save texts as users). */
  configuracion: {
    guardado: 'Datos almacenados correctamente',
    errorGuardar: 'Ha ocurrido un error, verifique los datos y vuelva a intentar.',
    errorObtener: 'No fue posible obtener los datos, intente más tarde', // spec: 'No fue posible obtenert los datos, intente más tarde'
    // not in spec: the API's own checks
    noEncontrada: 'Configuración no encontrada.',
    slugDuplicado: 'Ya existe una empresa con este identificador.',
    metodoPagoNoEncontrado: 'Método de pago no encontrado.',
    metodoEntregaNoEncontrado: 'Método de entrega no encontrado.',
    metodoDeTienda: (metodo: string) =>
      `El método "${metodo}" lo usa la tienda en línea: puede desactivarlo, pero no eliminarlo.`,
    seleccioneSucursalTienda: 'Seleccione la sucursal de la tienda en línea antes de habilitarla.',
    empresaExiste: (slug: string) => `Ya existe una empresa con el identificador "${slug}".`,
  },
} as const;
