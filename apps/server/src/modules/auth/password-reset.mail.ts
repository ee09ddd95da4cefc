import { MENSAJES } from '@pos/shared/messages';
import type { Mail } from '../../lib/mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The recovery e-mail, in Spanish, with the one-time link. */
export function passwordResetMail(input: { to: string; nombre: string; link: string; validMinutes: number }): Mail {
  const textos = MENSAJES.correoRecuperacion;
  const saludo = textos.saludo(input.nombre);
  const cuerpo = textos.cuerpo(input.validMinutes);
  return {
    to: input.to,
    subject: textos.asunto,
    text: `${saludo}\n\n${cuerpo}\n\n${input.link}\n\n${textos.cierre}\n`,
    html: `<p>${escapeHtml(saludo)}</p><p>${escapeHtml(cuerpo)}</p><p><a href="${escapeHtml(input.link)}">${escapeHtml(textos.enlace)}</a></p><p>${escapeHtml(textos.cierre)}</p>`,
  };
}
