import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { eventosRoutes } from './events.routes';
import type { EventHub } from './hub';

/** The live events module's face: the only file other modules and the app import from `events/`. */
export { startEventHub, type EventHub } from './hub';
export { publishEvent, type ServerEvent } from './publish';
export { redeemTicket } from './tickets';

export function eventsRoutes(app: FastifyInstance, deps: AppDeps, hub: EventHub): void {
  eventosRoutes(app, deps, hub);
}
