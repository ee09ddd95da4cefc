import type { Mail } from '../../lib/mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The recovery e-mail, in Spanish, with the one-time link. */
export function passwordResetMail(input: { to: string; nombre: string; link: string; validMinutes: number }): Mail {
  const saludo = `Hola ${input.nombre},`;
  const cuerpo = `Recibimos una solicitud para restablecer la contraseña de tu cuenta. Para elegir una nueva contraseña abre este enlace (válido por ${input.validMinutes} minutos y una sola vez):`;
  const cierre = 'Si no solicitaste el cambio, ignora este correo: tu contraseña actual sigue siendo válida.';
  return {
    to: input.to,
    subject: 'Restablecer contraseña',
    text: `${saludo}\n\n${cuerpo}\n\n${input.link}\n\n${cierre}\n`,
    html: `<p>${escapeHtml(saludo)}</p><p>${escapeHtml(cuerpo)}</p><p><a href="${escapeHtml(input.link)}">Restablecer contraseña</a></p><p>${escapeHtml(cierre)}</p>`,
  };
}
