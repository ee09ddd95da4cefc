import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { esPermiso, type Permiso } from '@pos/shared/domains/users/permissions';
import { MAX_INT_ID } from '@pos/shared/validation/zod';
import { queryPreparedRows, type Db } from '../db/client';
import type { Actor, SucursalScope } from '../lib/actor';
import { assertBranchAccess } from '../lib/branch-access';
import { forbidden, badRequest, unauthorized } from '../lib/http-errors';
import { hashSecret } from '../lib/tokens';
import { MENSAJES } from '@pos/shared/messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated staff user; null only on public routes. */
    actor: Actor | null;
    /** The branch the request works on, from the `sucursal` query parameter. */
    scope: SucursalScope;
  }
  interface FastifyContextConfig {
    /** No token needed (login, password recovery, health). */
    public?: boolean;
    /** The user needs at least one of these permission flags. */
    permiso?: Permiso | readonly Permiso[];
    /** Authenticated by a one-time ticket in the `ticket` query parameter (EventSource sends no header). */
    ticket?: boolean;
  }
}

interface SessionRow {
  token_id: number;
  ultimo_uso: string | Date;
  idle: boolean;
  usuario_id: number;
  empresa_id: number;
  email: string;
  rol: number;
  es_admin: boolean;
  es_global: boolean;
  permisos: string[];
  miembro_de: number[];
  todas: number[] | null;
}

const TOUCH_EVERY_MS = 60_000;

/** Loads the session of a token (by its hash) in one query, prepared once per connection (it runs on every request). */
async function loadActor(
  db: Db,
  tokenHash: string,
  idleMinutes: number,
): Promise<{ actor: Actor; touch: boolean } | null> {
  const [row] = await queryPreparedRows<SessionRow>(
    db,
    'sesion_de_token',
    sql`
    select t.id as token_id, t.ultimo_uso,
           t.ultimo_uso < now() - make_interval(mins => ${idleMinutes}) as idle,
           u.id as usuario_id, u.empresa_id, u.email, u.rol, u.es_admin, u.es_global, u.permisos,
           coalesce((select array_agg(us.sucursal_id order by us.orden, us.sucursal_id)
                       from usuarios_sucursales us join sucursales s on s.id = us.sucursal_id and s.activo
                      where us.usuario_id = u.id), '{}') as miembro_de,
           case when u.es_global then
             (select array_agg(s.id order by s.id) from sucursales s where s.empresa_id = u.empresa_id and s.activo)
           end as todas
      from tokens_sesion t
      join usuarios u on u.id = t.usuario_id and u.activo
      join empresas e on e.id = u.empresa_id and e.activo
     where t.token_hash = ${tokenHash} and t.revocado is null`,
  );
  if (!row || row.idle) return null;
  const miembroDe = row.miembro_de.map(Number);
  const sucursalIds = row.todas
    ? [...miembroDe, ...row.todas.map(Number).filter((id: number) => !miembroDe.includes(id))]
    : miembroDe;
  const lastUse = new Date(row.ultimo_uso).getTime();
  return {
    touch: Date.now() - lastUse > TOUCH_EVERY_MS,
    actor: {
      usuarioId: row.usuario_id,
      empresaId: row.empresa_id,
      email: row.email,
      rol: row.rol,
      esAdmin: row.es_admin,
      esGlobal: row.es_global,
      permisos: new Set(row.permisos.filter(esPermiso)),
      sucursalIds,
      tokenId: row.token_id,
    },
  };
}

/**
 * `sucursal=<id>` picks one of the user's branches, `sucursal=empresa` the whole company (global
 * admins only); without it the user's first branch. Another company's branch is a 404.
 */
async function resolveScope(db: Db, actor: Actor, raw: unknown): Promise<SucursalScope> {
  if (raw === undefined || raw === '' || raw === null) {
    return { sucursalId: actor.sucursalIds[0] ?? null };
  }
  if (raw === 'empresa') {
    if (!(actor.esAdmin && actor.esGlobal)) {
      throw forbidden(MENSAJES.sucursales.soloGlobalTodas);
    }
    return { sucursalId: null };
  }
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(id > 0 && id <= MAX_INT_ID)) throw badRequest(MENSAJES.sucursales.parametroInvalido);
  await assertBranchAccess(db, actor, id);
  return { sucursalId: id };
}

/** The `Authorization: Token <secret>` header. */
function tokenHashOfHeader(request: FastifyRequest): string {
  const match = /^Token\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match) throw unauthorized(MENSAJES.red.sinCredenciales);
  return hashSecret(match[1]!);
}

/** Spends a one-time ticket, answering the token hash it stands for (null when unknown or used). */
export type RedeemTicket = (db: Db, ticket: string) => Promise<string | null>;

/** The session behind a `ticket` query parameter, which is spent (modules/events/tickets.ts). */
async function tokenHashOfTicket(db: Db, redeemTicket: RedeemTicket, request: FastifyRequest): Promise<string> {
  const ticket = (request.query as Record<string, unknown> | undefined)?.ticket;
  if (typeof ticket !== 'string' || !ticket) throw unauthorized(MENSAJES.red.sinCredenciales);
  const tokenHash = await redeemTicket(db, ticket);
  if (!tokenHash) throw unauthorized();
  return tokenHash;
}

/**
 * The events module owns the tickets; it is passed in so this plugin (which every module's routes
 * use through `actorOf`) imports no module.
 */
export function registerAuth(
  app: FastifyInstance,
  deps: { db: Db; tokenIdleMinutes: number; redeemTicket: RedeemTicket },
): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('scope', null as never);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const config = request.routeOptions.config;
    // Unknown /api routes fall through to the 404 handler without asking for a token.
    if (!request.routeOptions.url || config.public) return;
    const tokenHash = config.ticket
      ? await tokenHashOfTicket(deps.db, deps.redeemTicket, request)
      : tokenHashOfHeader(request);
    const session = await loadActor(deps.db, tokenHash, deps.tokenIdleMinutes);
    if (!session) throw unauthorized();
    const { actor } = session;
    if (session.touch) {
      await deps.db.execute(sql`update tokens_sesion set ultimo_uso = now() where id = ${actor.tokenId}`);
    }
    request.actor = actor;
    const required = config.permiso;
    if (required) {
      const anyOf: readonly Permiso[] = typeof required === 'string' ? [required] : required;
      if (!anyOf.some((p) => actor.permisos.has(p))) throw forbidden();
    }
    request.scope = await resolveScope(
      deps.db,
      actor,
      (request.query as Record<string, unknown> | undefined)?.sucursal,
    );
  });
}

/** The authenticated user of a route that is not public. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized(MENSAJES.red.sinCredenciales);
  return request.actor;
}
