/** Sign-in, session and password recovery. Wording rules: see ../messages.ts. */
export const AUTH_MESSAGES = {
  /** Staff and shopper session, login and password recovery (DECISIONS P2-02a, 001 §2, §8). */
  sesion: {
    iniciarSesion: 'Iniciar sesión', // spec: 'Inciar sesión'
    cerrarSesion: 'Cerrar sesión', // spec: 'Cerrar sesion'
    olvidasteContrasena: '¿Olvidó su contraseña?', // usted (spec: '¿Olvidaste tu contraseña?')
    correoElectronico: 'Correo electrónico',
    errorLogin:
      'Ha ocurrido un error, verifique que la dirección de correo que ha escrito es correcta y sea la asociada a su cuenta', // usted (spec: 'verifica que la dirección de correo que has escrito es correcta y sea la asociada a tu cuenta')
    // not in spec: the API's answer to a wrong e-mail or password (the spec's errorLogin stays the
    // screen's fallback when the server gives no text)
    credencialesIncorrectas:
      'El correo electrónico o la contraseña no son correctos. Verifique sus datos e intente de nuevo.',
    recuperarContrasena: 'Recuperar Contraseña',
    // not in spec: one e-mail and password that open accounts in several companies
    elegirEmpresa:
      'Este correo y contraseña corresponden a varias empresas. Indique la empresa con la que desea ingresar.',
    // not in spec: P3-22 completes the spec's 'Te hemos enviado un correo con los pasos a seguir...'
    correoRecuperacionEnviado: 'Le hemos enviado un correo con los pasos a seguir para restablecer su contraseña.', // usted (spec: 'Te hemos enviado un correo con los pasos a seguir para restablecer tu contraseña.')
    enlaceInvalido: 'El enlace no es válido o ha expirado.',
    contrasenaRestablecida: 'Su contraseña ha sido restablecida con éxito.', // usted (spec: 'Tu contraseña a sido restablecida con éxito.')
    contrasenasNoCoinciden: 'Las contraseñas no coinciden',
    escribeNuevaContrasena: 'Escriba su nueva contraseña', // usted (spec: 'Escribe tu nueva contraseña')
    nuevaContrasena: 'Nueva contraseña',
    confirmarContrasena: 'Confirmar contraseña',
    restablecerContrasena: 'Restablecer contraseña',
    // not in spec: the API's answers
    demasiadosIntentos: (segundos: number) =>
      `Demasiados intentos fallidos de inicio de sesión. Espere ${tiempoDeEspera(segundos)} e intente de nuevo.`,
    sesionCerrada: 'Sesión cerrada.',
  },

  /** The recovery e-mail (not in spec: P3-22), addressing the staff member as "usted". */
  correoRecuperacion: {
    asunto: 'Restablecer contraseña',
    saludo: (nombre: string) => `Hola ${nombre}:`,
    cuerpo: (minutos: number) =>
      `Recibimos una solicitud para restablecer la contraseña de su cuenta. Para elegir una nueva contraseña, abra este enlace (válido por ${minutos} minutos y una sola vez):`,
    enlace: 'Restablecer contraseña',
    cierre: 'Si usted no solicitó el cambio, ignore este correo: su contraseña actual sigue siendo válida.',
  },
} as const;

/** "45 segundos", "1 minuto", "15 minutos": a wait as a person reads it. */
function tiempoDeEspera(segundos: number): string {
  if (segundos < 60) return `${segundos} segundos`;
  const minutos = Math.ceil(segundos / 60);
  return minutos === 1 ? '1 minuto' : `${minutos} minutos`;
}
