import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { EVENTS_CHANNEL, type ServerEvent } from './publish';

/** Whose events a stream receives: one company, one branch of it or (null) all of them. */
export interface EventScope {
  empresaId: number;
  sucursalId: number | null;
}

/** An open stream to one browser. */
export interface EventSink {
  send(event: ServerEvent): void;
  /** Ends the stream (server shutdown); the browser reconnects to another instance or later. */
  end(): void;
}

export interface EventHub {
  /** Hands each event of the scope to `sink` until the returned function is called. */
  subscribe(scope: EventScope, sink: EventSink): () => void;
  /** Ends every open stream and stops listening. */
  close(): Promise<void>;
}

interface Subscription {
  scope: EventScope;
  sink: EventSink;
}

function inScope(event: ServerEvent, scope: EventScope): boolean {
  return event.empresa_id === scope.empresaId && (scope.sucursalId === null || event.sucursal_id === scope.sucursalId);
}

/**
 * One LISTEN per API instance, fanned out to the instance's open streams: every instance hears
 * the NOTIFY of every other one, so a stream sees events whichever instance wrote them.
 */
export async function startEventHub(database: Database, log: FastifyBaseLogger): Promise<EventHub> {
  const subscriptions = new Set<Subscription>();
  const unlisten = await database.listen(EVENTS_CHANNEL, (payload) => {
    let event: ServerEvent;
    try {
      event = JSON.parse(payload) as ServerEvent;
    } catch {
      log.warn({ payload }, 'evento en vivo ilegible');
      return;
    }
    for (const s of subscriptions) if (inScope(event, s.scope)) s.sink.send(event);
  });
  return {
    subscribe(scope, sink) {
      const subscription = { scope, sink };
      subscriptions.add(subscription);
      return () => void subscriptions.delete(subscription);
    },
    async close() {
      for (const s of subscriptions) s.sink.end();
      subscriptions.clear();
      await unlisten();
    },
  };
}
