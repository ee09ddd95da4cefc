import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
// Brings the multipart plugin's `request.isMultipart()` typing, whoever imports this file.
import type {} from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { clavesIdempotencia } from '../db/schema/index';
import { actorOf } from '../plugins/auth';
import { badRequest, conflict } from './http-errors';
import { MENSAJES } from '@pos/shared/messages';

const MAX_KEY_LENGTH = 100;

/** `content` stands for a body Fastify did not parse (multipart: see formFingerprint). */
function fingerprint(request: FastifyRequest, content?: unknown): string {
  const body = JSON.stringify(content !== undefined ? content : request.isMultipart() ? '' : (request.body ?? null));
  return crypto.createHash('sha256').update(`${request.method} ${request.routeOptions.url} ${body}`).digest('hex');
}

/**
 * Runs a creating write in one transaction and answers 201. With an `Idempotency-Key` header the
 * reply is stored in that same transaction: a retry with the same key gets the first reply and
 * writes nothing new, and a concurrent retry waits for the first to commit (ARCHITECTURE §5).
 * A multipart write passes what identifies its request as `content`.
 */
export async function createOnce<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  write: (tx: Tx) => Promise<T>,
  content?: unknown,
): Promise<T> {
  const key = request.headers['idempotency-key'];
  reply.code(201);
  if (typeof key !== 'string' || key === '') return db.transaction(write);
  if (key.length > MAX_KEY_LENGTH) throw badRequest(MENSAJES.red.idempotencyKeyLarga(MAX_KEY_LENGTH));

  const usuarioId = actorOf(request).usuarioId;
  const solicitud = fingerprint(request, content);
  const thisKey = and(eq(clavesIdempotencia.usuarioId, usuarioId), eq(clavesIdempotencia.clave, key));
  const outcome = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(clavesIdempotencia)
      .values({ usuarioId, clave: key, solicitud, estado: 0, respuesta: {} })
      .onConflictDoNothing()
      .returning({ clave: clavesIdempotencia.clave });
    if (claimed.length === 0) {
      const [prior] = await tx.select().from(clavesIdempotencia).where(thisKey);
      if (!prior || prior.solicitud !== solicitud) {
        throw conflict(MENSAJES.red.idempotencyKeyReusada);
      }
      return { replayed: true as const, status: prior.estado, body: prior.respuesta as T };
    }
    const body = JSON.parse(JSON.stringify(await write(tx))) as T;
    await tx.update(clavesIdempotencia).set({ estado: 201, respuesta: body }).where(thisKey);
    return { replayed: false as const, status: 201, body };
  });
  if (outcome.replayed) reply.header('idempotent-replayed', 'true').code(outcome.status);
  return outcome.body;
}
