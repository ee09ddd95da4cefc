import type { FastifyInstance, RouteOptions } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@pos/shared/api';
import { renderDocsPage } from './api-docs.page';

export const DOCS_PATH = '/api/docs/';
export const OPENAPI_PATH = '/api/docs/openapi.json';

/** What the docs read of a server module (`ServerModule`): its tag, description and paths. */
export interface DocumentedModule {
  name: string;
  description: string;
  paths: readonly string[];
}

/** The app's own paths, outside every module. */
const PLATFORM: DocumentedModule = {
  name: 'platform',
  description: 'Salud del servicio',
  paths: ['/api/salud/'],
};

/**
 * The domain (OpenAPI tag) of an API path among the modules' (`serverModules`), by the longest matching
 * prefix; undefined when no prefix names it (the route test fails on a path without a domain).
 */
export function domainOf(url: string, modules: readonly DocumentedModule[]): string | undefined {
  let found: { prefix: string; name: string } | undefined;
  for (const { name, paths } of [...modules, PLATFORM])
    for (const prefix of paths)
      if (url.startsWith(prefix) && (!found || prefix.length > found.prefix.length)) found = { prefix, name };
  return found?.name;
}

const routesOf = new WeakMap<FastifyInstance, RouteOptions[]>();

/** Every route registered on the app (for the test that checks each one declares its answers). */
export function registeredRoutes(app: FastifyInstance): readonly RouteOptions[] {
  return routesOf.get(app) ?? [];
}

/**
 * Registers the OpenAPI generator (before any route, so it sees them all), gives every API route
 * its module's tag and the common error answers, and serves the document and its page, public.
 */
export async function registerApiDocs(app: FastifyInstance, modules: readonly DocumentedModule[]): Promise<void> {
  const routes: RouteOptions[] = [];
  routesOf.set(app, routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
    if (!route.url.startsWith('/api/') || route.url.startsWith(DOCS_PATH)) return;
    const domain = domainOf(route.url, modules);
    const responses = route.schema?.response as Record<string, unknown> | undefined;
    route.schema = {
      ...route.schema,
      ...(domain ? { tags: [domain] } : {}),
      // Login, password recovery and health need no token.
      ...(route.config?.public ? { security: [] } : {}),
      response: { '4xx': errorBodySchema, '5xx': errorBodySchema, ...responses },
    };
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'POS GT',
        version: '1.0.0',
        description:
          'API del punto de venta, inventario y back office. Autenticación: encabezado `Authorization: Token <token>` (POST /api/usuarios/token/).',
      },
      tags: [...modules, PLATFORM].map(({ name, description }) => ({ name, description })),
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  const hidden = { config: { public: true }, schema: { hide: true } };
  app.get(OPENAPI_PATH, hidden, async () => app.swagger());
  app.get(DOCS_PATH, hidden, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderDocsPage(app.swagger(), OPENAPI_PATH)),
  );
}
