import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { intentosLogin } from '../../db/schema/index';
import { tooManyRequests } from '../../lib/http-errors';
import { MENSAJES } from '@pos/shared/messages';

export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;

/**
 * Refuses a login when the account or the address failed too often in the last window.
 * Failures before the account's last successful login do not count against it.
 */
export async function assertLoginAllowed(db: Db, email: string, ip: string): Promise<void> {
  const [counts] = await queryRows<{ cuenta: number; ip: number }>(
    db,
    sql`
    select
      (select count(*)::int from intentos_login
        where email = ${email} and not exitoso
          and creado > now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})
          and creado > coalesce((select max(creado) from intentos_login where email = ${email} and exitoso), '-infinity')) as cuenta,
      (select count(*)::int from intentos_login
        where ip = ${ip} and not exitoso
          and creado > now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})) as ip`,
  );
  if (!counts) return;
  if (counts.cuenta >= MAX_FAILURES_PER_ACCOUNT || counts.ip >= MAX_FAILURES_PER_IP) {
    throw tooManyRequests(MENSAJES.sesion.demasiadosIntentos(LOGIN_WINDOW_MINUTES));
  }
}

export async function recordLoginAttempt(db: Db, email: string, ip: string, exitoso: boolean): Promise<void> {
  await db.insert(intentosLogin).values({ email, ip, exitoso });
}

/** Old attempts only matter inside the window; keep a day for investigation. */
export async function pruneLoginAttempts(db: Db): Promise<void> {
  await db.delete(intentosLogin).where(sql`${intentosLogin.creado} < now() - interval '1 day'`);
}
