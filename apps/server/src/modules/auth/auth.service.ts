import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { empresas, tokensSesion, usuarios } from '../../db/schema/index';
import { badRequest } from '../../lib/http-errors';
import { hashSecret, newSecret } from '../../lib/tokens';
import { assertLoginAllowed, recordLoginAttempt } from './login-throttle';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { MENSAJES } from '@pos/shared/messages';

/** `POST usuarios/token`: checks the password (argon2id), throttles guessing, issues a token. */
export async function login(db: Db, email: string, password: string, ip: string): Promise<{ token: string }> {
  const normalized = email.trim().toLowerCase();
  await assertLoginAllowed(db, normalized, ip);
  const [user] = await db
    .select({ id: usuarios.id, passwordHash: usuarios.passwordHash })
    .from(usuarios)
    .innerJoin(empresas, and(eq(empresas.id, usuarios.empresaId), eq(empresas.activo, true)))
    .where(and(eq(usuarios.activo, true), sql`lower(${usuarios.email}) = ${normalized}`));
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  await recordLoginAttempt(db, normalized, ip, valid);
  if (!user || !valid) throw badRequest(MENSAJES.sesion.errorLogin);
  const token = newSecret();
  await db.transaction(async (tx) => {
    await tx.insert(tokensSesion).values({ usuarioId: user.id, tokenHash: hashSecret(token), ip });
    await tx.update(usuarios).set({ ultimoIngreso: new Date() }).where(eq(usuarios.id, user.id));
  });
  return { token };
}

export async function logout(db: Db, tokenId: number): Promise<void> {
  await db.update(tokensSesion).set({ revocado: new Date() }).where(eq(tokensSesion.id, tokenId));
}

/** The e-mail is the login, so it is unique among active users (deleted users free theirs); `exceptId` is the user being edited. */
export async function emailTaken(db: Executor, email: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.activo, true), sql`lower(${usuarios.email}) = lower(${email})`));
  return rows.some((r) => r.id !== exceptId);
}
