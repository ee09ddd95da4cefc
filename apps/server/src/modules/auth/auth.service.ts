import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { empresas, tokensSesion, usuarios } from '../../db/schema/index';
import { HttpError, codedError } from '../../lib/http-errors';
import { hashSecret, newSecret } from '../../lib/tokens';
import { assertLoginAllowed, recordLoginAttempt } from './login-throttle';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { ERROR_CODES } from '@pos/shared/errors';
import { MENSAJES } from '@pos/shared/messages';

export interface LoginInput {
  email: string;
  password: string;
  /** The company's slug, only needed when the e-mail and password open accounts in several companies. */
  empresa?: string;
}

/** The accounts an e-mail and password open: staff e-mails are unique per company, not globally. */
async function accountsOpenedBy(db: Db, email: string, password: string) {
  const candidates = await db
    .select({ id: usuarios.id, passwordHash: usuarios.passwordHash, slug: empresas.slug, nombre: empresas.nombre })
    .from(usuarios)
    .innerJoin(empresas, and(eq(empresas.id, usuarios.empresaId), eq(empresas.activo, true)))
    .where(and(eq(usuarios.activo, true), sql`lower(${usuarios.email}) = ${email}`))
    .orderBy(empresas.slug);
  // An unknown e-mail costs the same hashing time as a known one.
  if (candidates.length === 0) await verifyAgainstDummy(password);
  const opened = [];
  for (const candidate of candidates) {
    if (await verifyPassword(candidate.passwordHash, password)) opened.push(candidate);
  }
  return opened;
}

/**
 * `POST usuarios/token` {email, password}: checks the password (argon2id), throttles guessing,
 * issues a token. One person may be staff of several companies under one e-mail; the password
 * picks the account. When it opens several, `empresa` (the slug) chooses, and without it the
 * answer lists those companies: only to someone who just proved the password of each.
 */
export async function login(db: Db, input: LoginInput, ip: string): Promise<{ token: string }> {
  const email = input.email.trim().toLowerCase();
  await assertLoginAllowed(db, email, ip);
  const opened = await accountsOpenedBy(db, email, input.password);
  await recordLoginAttempt(db, email, ip, opened.length > 0);
  if (opened.length === 0) {
    throw codedError(400, ERROR_CODES.INVALID_CREDENTIALS, MENSAJES.sesion.credencialesIncorrectas);
  }
  const chosen = opened.length === 1 ? opened[0] : opened.find((a) => a.slug === input.empresa?.trim());
  if (!chosen) {
    throw new HttpError(
      400,
      MENSAJES.sesion.elegirEmpresa,
      {
        empresa: [MENSAJES.sesion.elegirEmpresa],
        // The slugs to send back as `empresa`, and the names the login screen offers to pick from.
        empresas: opened.map((a) => a.slug),
        nombres_empresas: opened.map((a) => a.nombre),
      },
      ERROR_CODES.COMPANY_CHOICE_REQUIRED,
    );
  }
  const token = newSecret();
  await db.transaction(async (tx) => {
    await tx.insert(tokensSesion).values({ usuarioId: chosen.id, tokenHash: hashSecret(token), ip });
    await tx.update(usuarios).set({ ultimoIngreso: new Date() }).where(eq(usuarios.id, chosen.id));
  });
  return { token };
}

export async function logout(db: Db, tokenId: number): Promise<void> {
  await db.update(tokensSesion).set({ revocado: new Date() }).where(eq(tokensSesion.id, tokenId));
}
