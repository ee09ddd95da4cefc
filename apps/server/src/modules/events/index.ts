import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { ServerModule } from '../../app-module';
import { eventosRoutes } from './events.routes';
import { startEventHub } from './hub';

/** The live events module's face: the only file other modules and the app import from `events/`. */
export { startEventHub, type EventHub } from './hub';
export { publishEvent, type ServerEvent } from './publish';
export { redeemTicket } from './tickets';

/** Starts the hub the streams listen to, and ends open streams first when the app closes. */
async function eventsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const hub = await startEventHub(deps.database, app.log);
  // Open event streams would keep the server from closing: end them first.
  app.addHook('preClose', () => hub.close());
  eventosRoutes(app, deps, hub);
}

/** Everything the events module brings: `serverModules` (module-list.ts) lists it. */
export const eventsModule: ServerModule = {
  name: 'events',
  description: 'Eventos en vivo para el back office (server-sent events)',
  paths: ['/api/eventos/'],
  routes: eventsRoutes,
};
