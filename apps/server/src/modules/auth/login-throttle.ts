import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { intentosLogin } from '../../db/schema/index';
import { tooManyRequests } from '../../lib/http-errors';
import { MENSAJES } from '@pos/shared/messages';

export const LOGIN_WINDOW_MINUTES = 15;
/** Failures of one account from one address that cost nothing: typos. */
export const FREE_FAILURES_PER_PAIR = 4;
/** The wait after the first failure beyond the free ones; it doubles with each further failure. */
export const FIRST_DELAY_SECONDS = 15;
export const MAX_FAILURES_PER_IP = 30;

/**
 * The wait an (account, address) pair owes after `failures` failures since its last success:
 * 0 for the first four, then 15 s, 30 s, 1 min… up to the window (15 min). Someone guessing from
 * one address gets about a dozen tries in the first quarter hour and four an hour after that.
 */
export function delaySeconds(failures: number): number {
  if (failures < FREE_FAILURES_PER_PAIR + 1) return 0;
  const doubled = FIRST_DELAY_SECONDS * 2 ** (failures - FREE_FAILURES_PER_PAIR - 1);
  return Math.min(doubled, LOGIN_WINDOW_MINUTES * 60);
}

const throttled = (seconds: number) => tooManyRequests(MENSAJES.sesion.demasiadosIntentos(seconds));

/**
 * Throttles guessing per (account, address) pair with growing delays, never the account as a
 * whole: failures from elsewhere cannot lock the owner out of their own shop. An address that
 * fails too often against any accounts (spraying) is refused for the window. A pair's failures
 * before its last success do not count.
 */
export async function assertLoginAllowed(db: Db, email: string, ip: string): Promise<void> {
  const [counts] = await queryRows<{ par: number; espera: number; ip: number }>(
    db,
    sql`
    with par as (
      select count(*)::int as fallos, max(creado) as ultimo from intentos_login
       where email = ${email} and ip = ${ip} and not exitoso
         and creado > now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})
         and creado > coalesce((select max(creado) from intentos_login
                                 where email = ${email} and ip = ${ip} and exitoso), '-infinity'))
    select par.fallos as par,
           coalesce(extract(epoch from (now() - par.ultimo)), 0)::float8 as espera,
           (select count(*)::int from intentos_login
             where ip = ${ip} and not exitoso
               and creado > now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})) as ip
      from par`,
  );
  if (!counts) return;
  if (counts.ip >= MAX_FAILURES_PER_IP) throw throttled(LOGIN_WINDOW_MINUTES * 60);
  const owed = delaySeconds(counts.par) - counts.espera;
  if (owed > 0) throw throttled(Math.ceil(owed));
}

export async function recordLoginAttempt(db: Db, email: string, ip: string, exitoso: boolean): Promise<void> {
  await db.insert(intentosLogin).values({ email, ip, exitoso });
}

/** Old attempts only matter inside the window; keep a day for investigation. */
export async function pruneLoginAttempts(db: Db): Promise<void> {
  await db.delete(intentosLogin).where(sql`${intentosLogin.creado} < now() - interval '1 day'`);
}
