import type { FastifyInstance, RouteOptions } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@pos/shared/api';
import { renderDocsPage } from './api-docs.page';

export const DOCS_PATH = '/api/docs/';
export const OPENAPI_PATH = '/api/docs/openapi.json';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The request body as the OpenAPI document shows it, where the handler checks the body itself:
     * a form that may carry files, a schema built from the company's decimals, an action that
     * reads none, a partial update (`partialBodySchema` lets any object through to `applyPartial`).
     * Fastify never validates it, so the handler's own parsing and its answers stay what they are.
     */
    documentedBody?: z.ZodType;
  }
}

/**
 * The body of a write that reads none (an action the path names, such as `…/finalizar/`): every
 * write documents a body, and this one says there is nothing to send.
 */
export const NO_BODY = z.strictObject({}).meta({ description: 'Sin datos: la ruta indica la acción.' });

/**
 * A partial update's body as the document shows it: the resource's input fields, each optional.
 * Built from the fields alone, since the whole-record checks (`.refine`) run after `applyPartial`.
 */
export function partialBody(schema: z.ZodObject | z.ZodPipe<z.ZodObject>): z.ZodObject {
  const fields = schema instanceof z.ZodPipe ? schema.in : schema;
  return z.object(fields.shape).partial().meta({ description: 'Los campos que no se envían conservan su valor.' });
}

/**
 * What a write that may carry files accepts (`readFormData`): JSON, or multipart with the fields
 * as parts (or as JSON in a `data` part) and the files in their own parts.
 */
export const FORM_MEDIA_TYPES = ['application/json', 'multipart/form-data'] as const;

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
          'API del punto de venta, inventario y back office. Autenticación: encabezado `Authorization: Token <token>` (POST /api/usuarios/token/). ' +
          'Las escrituras que aceptan archivos reciben JSON o multipart/form-data: los campos como partes (o como JSON en la parte `data`) y cada archivo en su parte.',
      },
      tags: [...modules, PLATFORM].map(({ name, description }) => ({ name, description })),
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
      security: [{ token: [] }],
    },
    transform: (document) => {
      const { documentedBody, ...validated } = document.schema ?? {};
      if (!documentedBody) return jsonSchemaTransform(document);
      return jsonSchemaTransform({ ...document, schema: { ...validated, body: documentedBody } });
    },
    transformObject: jsonSchemaTransformObject,
  });

  const hidden = { config: { public: true }, schema: { hide: true } };
  app.get(OPENAPI_PATH, hidden, async () => app.swagger());
  app.get(DOCS_PATH, hidden, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderDocsPage(app.swagger(), OPENAPI_PATH)),
  );
}
