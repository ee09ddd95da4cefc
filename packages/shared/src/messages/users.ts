/** Users and the own profile. Wording rules: see ../messages.ts. */
export const USERS_MESSAGES = {
  /** Users (001 §8). */
  usuarios: {
    sinRol: 'Seleccione un rol para el usuario.', // not in spec: the server's own check
    sinSucursales: 'Seleccione al menos una sucursal.', // not in spec: the server's own check
    // not in spec: what the server refuses (users/user-rules.ts), said before the user tries
    propietarioFijo: 'El rol y los permisos del propietario no se pueden cambiar.',
    accesoPropioFijo: 'No puede cambiar su propio rol, permisos ni alcance.',
    nivelSuperior: 'Su nivel no le permite modificar a este usuario.',
    guardado: 'Datos almacenados correctamente',
    errorGuardar: 'Ha ocurrido un error, verifique los datos y vuelva a intentar.',
    eliminado: 'Registro eliminado.',
    errorEliminar: 'Ha ocurrido un error, espere un momento y vuelva a intentar.',
    // not in spec: the API's own refusals (users/user-rules.ts, users.service.ts)
    noEncontrado: 'Usuario no encontrado.',
    unSoloRol: 'Seleccione un solo rol para el usuario.',
    sucursalNoExiste: 'Una de las sucursales seleccionadas no existe.',
    correoDuplicado: 'Ya existe un usuario con este correo electrónico.',
    contrasenaActualIncorrecta: 'La contraseña actual no es correcta.',
    modificarNivelSuperior: 'No puede modificar un usuario de un nivel superior al suyo.',
    asignarRolSuperior: 'No puede asignar un rol de nivel superior al suyo.',
    otorgarPermisosAjenos: (permisos: string) => `No puede otorgar permisos que usted no tiene: ${permisos}.`,
    cambiarAccesoPropio: 'No puede cambiar su propio rol, permisos ni alcance global.',
    crearGlobal: 'No puede crear usuarios globales sin ser global.',
    hacerGlobal: 'No puede hacer global a un usuario sin ser global.',
    eliminarPropio: 'No puede eliminar su propio usuario.',
    eliminarPropietario: 'No se puede eliminar al propietario de la empresa.',
  },

  perfil: {
    errorActualizar: 'No fue posible actualizar los datos, vuelva a intentar más tarde',
    errorObtener: 'No fue posible obtener los datos, intente más tarde', // usted (spec: 'No fue posible obtener los datos, intenta más tarde')
    errorContrasena: 'No fue posible actualizar la contraseña, vuelva a intentar más tarde',
    errorRegistro: 'No fue posible registrar el usuario, intente más tarde', // usted (spec: 'No fue posible registrar el usuario, intenta más tarde')
    errorRegistroSocial: (proveedor: string) =>
      `No fue posible registrar el usuario con ${proveedor}, intente más tarde`, // usted (spec: '${proveedor}, intenta más tarde')
    datosActualizados: 'Datos actualizados exitosamente',
    contrasenaActualizada: 'Contraseña actualizada exitosamente', // spec: 'Contraseña actualizados exitosamente'
    cuentaCreada: 'Cuenta creada con éxito, puede iniciar sesión', // usted (spec: 'Cuenta creada con éxito, puedes iniciar sesión')
  },
} as const;
