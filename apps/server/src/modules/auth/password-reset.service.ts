import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { restablecimientosContrasena, tokensSesion, usuarios } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/queue';
import { badRequest } from '../../lib/http-errors';
import { hashSecret, newSecret } from '../../lib/tokens';
import { MENSAJES } from '@pos/shared/messages';
import { recordAudit } from '../audit';
import { SEND_MAIL_JOB } from '../../jobs/send-mail.job';
import { hashPassword } from './passwords';
import { passwordResetMail } from './password-reset.mail';

/** At most this many reset mails per account and hour: the form can't be used to flood an inbox. */
const MAX_MAILS_PER_HOUR = 3;

export const RESET_PATH = '/reestablecer_contraseña/';

/**
 * `POST usuarios/pass_reset_mail`: when the e-mail belongs to an active user, stores a one-time
 * link (hashed) and queues the mail in the same transaction. The answer is the same either way,
 * so the form does not reveal who has an account.
 */
export async function requestPasswordReset(
  db: Db,
  queue: JobQueue,
  options: { email: string; publicUrl: string; validMinutes: number },
): Promise<void> {
  const email = options.email.trim().toLowerCase();
  // The e-mail may belong to staff of several companies: each account gets its own link.
  const users = await db
    .select({ id: usuarios.id, email: usuarios.email, firstName: usuarios.firstName })
    .from(usuarios)
    .where(and(eq(usuarios.activo, true), sql`lower(${usuarios.email}) = ${email}`));
  for (const user of users) await mailResetLink(db, queue, user, options);
}

async function mailResetLink(
  db: Db,
  queue: JobQueue,
  user: { id: number; email: string; firstName: string },
  options: { publicUrl: string; validMinutes: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const recent = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(restablecimientosContrasena)
      .where(
        and(
          eq(restablecimientosContrasena.usuarioId, user.id),
          gt(restablecimientosContrasena.creado, sql`now() - interval '1 hour'`),
        ),
      );
    if ((recent[0]?.n ?? 0) >= MAX_MAILS_PER_HOUR) return;
    const token = newSecret();
    await tx.insert(restablecimientosContrasena).values({
      usuarioId: user.id,
      tokenHash: hashSecret(token),
      expira: new Date(Date.now() + options.validMinutes * 60_000),
    });
    const link = `${options.publicUrl}${encodeURI(RESET_PATH)}${token}`;
    await queue.enqueue(
      tx,
      SEND_MAIL_JOB,
      passwordResetMail({ to: user.email, nombre: user.firstName, link, validMinutes: options.validMinutes }),
    );
  });
}

/** `POST usuarios/pass_reset`: a valid, unused, unexpired link sets the password once and ends every session. */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .select()
      .from(restablecimientosContrasena)
      .where(
        and(
          eq(restablecimientosContrasena.tokenHash, hashSecret(token)),
          isNull(restablecimientosContrasena.usado),
          gt(restablecimientosContrasena.expira, sql`now()`),
        ),
      )
      .for('update');
    const [user] = reset
      ? await tx
          .select({ id: usuarios.id, empresaId: usuarios.empresaId, email: usuarios.email })
          .from(usuarios)
          .where(and(eq(usuarios.id, reset.usuarioId), eq(usuarios.activo, true)))
      : [];
    if (!reset || !user) throw badRequest(MENSAJES.sesion.enlaceInvalido, { token: [MENSAJES.sesion.enlaceInvalido] });
    await tx
      .update(usuarios)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(usuarios.id, user.id));
    // Every other pending link of the user dies with this one.
    await tx
      .update(restablecimientosContrasena)
      .set({ usado: new Date() })
      .where(and(eq(restablecimientosContrasena.usuarioId, user.id), isNull(restablecimientosContrasena.usado)));
    await tx
      .update(tokensSesion)
      .set({ revocado: new Date() })
      .where(and(eq(tokensSesion.usuarioId, user.id), isNull(tokensSesion.revocado)));
    await recordAudit(
      tx,
      { empresaId: user.empresaId, usuarioId: user.id },
      {
        accion: 'EDITAR',
        entidad: 'USUARIO',
        entidadId: user.id,
        descripcion: MENSAJES.bitacora.descripcion.contrasenaRestablecida(user.email),
      },
    );
  });
}
