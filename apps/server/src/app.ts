import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { configureZodErrors } from '@pos/shared/validation/zod';
import type { AppDeps } from './app-deps';
import { notFound } from './lib/http-errors';
import { MAX_IMAGE_BYTES } from './lib/uploads';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerApiDocs } from './plugins/api-docs';
import { registerCompression } from './plugins/compression';
import { checkDeclaredStatuses, responseSerializerCompiler } from './plugins/responses';
import type { ServerModule } from './app-module';
import { registerExports } from './modules/exports';
import { redeemTicket } from './modules/events';

// Every zod message in Spanish, from the shared catalogue where one fits.
configureZodErrors();

export interface BuildOptions {
  /** The process logger (pino); without it the app logs nothing (tests). */
  loggerInstance?: FastifyBaseLogger;
  /** The built back office (apps/backoffice/dist); served at / when present. */
  backofficeDir?: string;
  /** Fail every JSON answer that is not exactly what its response schema describes (tests). */
  checkResponses?: boolean;
}

/** A year: the longest lifetime caches honour. */
const ASSET_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Files under `assets/` carry their content's hash in their names, so they never change: cached
 * for good. Everything else (index.html, which names the current assets) is revalidated each time.
 */
function cacheControlOf(root: string, filePath: string): string {
  const relative = path.relative(root, filePath).split(path.sep);
  return relative[0] === 'assets' ? `public, max-age=${ASSET_MAX_AGE_SECONDS}, immutable` : 'no-cache';
}

function serveFrontEnds(app: FastifyInstance, deps: AppDeps, options: BuildOptions): void {
  fs.mkdirSync(deps.mediaDir, { recursive: true });
  app.register(fastifyStatic, {
    root: deps.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    // Uploads are served as what their extension says, never sniffed into HTML or script.
    setHeaders: (reply) => reply.header('X-Content-Type-Options', 'nosniff'),
  });
  const backoffice = options.backofficeDir;
  const hasBackoffice = backoffice !== undefined && fs.existsSync(path.join(backoffice, 'index.html'));
  if (hasBackoffice)
    app.register(fastifyStatic, {
      root: backoffice,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/build-backoffice.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlOf(backoffice, filePath)),
    });

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/media/');
    // Client-side routes of the single-page app all answer with its index.html.
    if (isPage && hasBackoffice) return reply.type('text/html').sendFile('index.html', backoffice);
    return reply.code(404).send(notFound().body);
  });
}

/** The API over `modules` (`serverModules`; a test adds a fixture module), and the front ends. */
export async function buildApp(
  deps: AppDeps,
  modules: readonly ServerModule[],
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: false }),
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(options.checkResponses ?? false));
  if (options.checkResponses) checkDeclaredStatuses(app);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES } });
  registerErrorHandling(app);
  await registerCompression(app);
  registerExports(modules);
  await registerApiDocs(app, modules);
  // Server time of every answer, so clients and benchmarks can tell it from the network.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
  });
  registerAuth(app, {
    db: deps.database.db,
    tokenIdleMinutes: deps.config.tokenIdleMinutes,
    redeemTicket,
  });

  app.get(
    '/api/salud/',
    {
      config: { public: true },
      schema: {
        summary: 'Comprobar que el servicio responde',
        response: { 200: z.object({ estado: z.literal('ok') }) },
      },
    },
    async () => ({ estado: 'ok' as const }),
  );
  // Each module's face declares its routes; the list gives their order.
  for (const module of modules) await module.routes?.(app, deps);
  serveFrontEnds(app, deps, options);
  return app;
}
