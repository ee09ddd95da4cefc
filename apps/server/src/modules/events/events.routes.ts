import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { NO_BODY } from '../../plugins/api-docs';
import { actorOf } from '../../plugins/auth';
import type { EventHub } from './hub';
import type { ServerEvent } from './publish';
import { issueTicket } from './tickets';

/** A comment line now and then keeps proxies and the browser from dropping a quiet stream. */
const HEARTBEAT_MS = 20_000;
/** How long the browser waits before reconnecting a dropped stream (SSE `retry`). */
const RECONNECT_MS = 2_000;

const ticketResponse = z.object({ ticket: z.string() });
const streamQuery = z.object({ ticket: z.string(), sucursal: z.string().optional() });

function frame(event: ServerEvent): string {
  return `event: ${event.tipo}\ndata: ${JSON.stringify({ id: event.id, sucursal_id: event.sucursal_id })}\n\n`;
}

/**
 * Live events for the back office (server-sent events): the cashier's screen hears at once that
 * the counter sent an order. `POST eventos/ticket` (with the session token) buys a one-time
 * ticket; `GET eventos?ticket=…&sucursal=…` opens the stream of the company's (or branch's) events.
 */
export function eventosRoutes(app: FastifyInstance, deps: AppDeps, hub: EventHub): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.post(
    '/api/eventos/ticket/',
    {
      schema: {
        summary: 'Obtener un ticket de un solo uso para abrir el flujo de eventos',
        documentedBody: NO_BODY,
        response: { 201: ticketResponse },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return reply.code(201).send({ ticket: await issueTicket(db, actor.tokenId) });
    },
  );

  api.get(
    '/api/eventos/',
    {
      config: { ticket: true },
      schema: {
        summary: 'Abrir el flujo de eventos en vivo (server-sent events)',
        querystring: streamQuery,
        response: { 200: { content: { 'text/event-stream': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise hold events back in their buffers.
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${RECONNECT_MS}\n: conectado\n\n`);
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      const unsubscribe = hub.subscribe(
        { empresaId: actor.empresaId, sucursalId: request.scope.sucursalId },
        { send: (event) => res.write(frame(event)), end: () => res.end() },
      );
      res.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
    },
  );
}
