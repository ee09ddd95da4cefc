import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { configureZodErrors } from '@pos/shared/validation/zod';
import type { AppDeps } from './app-deps';
import { MAX_IMAGE_BYTES } from './lib/uploads';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerApiDocs } from './plugins/api-docs';
import { checkDeclaredStatuses, responseSerializerCompiler } from './plugins/responses';
import { bitacoraRoutes } from './modules/audit/bitacora.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { configuracionRoutes } from './modules/companies/configuracion.routes';
import { sucursalesRoutes } from './modules/companies/sucursales.routes';
import { usuariosRoutes } from './modules/users/users.routes';
import { bodegasRoutes } from './modules/inventory/bodegas.routes';
import { destinosSalidaRoutes } from './modules/inventory/destinos.routes';
import { documentosBodegaRoutes } from './modules/inventory/documentos.routes';
import { reportesBodegaRoutes } from './modules/inventory/reportes.routes';
import { exportsRoutes } from './modules/exports/exports.routes';
import { productosExportRoutes } from './modules/catalog/productos.export';
import { bodegaExportRoutes } from './modules/inventory/bodega.exports';
import { categoriasRoutes } from './modules/catalog/categorias.routes';
import { productosRoutes } from './modules/catalog/productos.routes';
import { productosVentaRoutes } from './modules/catalog/productos-venta.routes';
import { historialVentasRoutes } from './modules/sales/historial/historial.routes';
import { historialVentasExportRoutes } from './modules/sales/historial/historial.exports';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { clientesRoutes } from './modules/customers/clientes.routes';
import { cajasRoutes } from './modules/registers/cajas.routes';
import { aperturasRoutes } from './modules/registers/aperturas.routes';
import { movimientosCajaRoutes } from './modules/registers/movimientos.routes';
import { ventasRoutes } from './modules/sales/ventas.routes';
import { cotizacionesRoutes } from './modules/sales/cotizaciones.routes';
import { configuracionFelRoutes } from './modules/invoicing/settings/configuracion-fel.routes';
import { facturaElectronicaRoutes } from './modules/invoicing/factura-electronica.routes';

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

function serveFrontEnds(app: FastifyInstance, deps: AppDeps, options: BuildOptions): void {
  fs.mkdirSync(deps.mediaDir, { recursive: true });
  app.register(fastifyStatic, { root: deps.mediaDir, prefix: '/media/', decorateReply: false, index: false });
  const backoffice = options.backofficeDir;
  const hasBackoffice = backoffice !== undefined && fs.existsSync(path.join(backoffice, 'index.html'));
  if (hasBackoffice) app.register(fastifyStatic, { root: backoffice, prefix: '/', wildcard: false, index: false });

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/media/');
    // Client-side routes of the single-page app all answer with its index.html.
    if (isPage && hasBackoffice) return reply.type('text/html').sendFile('index.html', backoffice);
    return reply.code(404).send({ detail: 'No encontrado.' });
  });
}

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
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
  await registerApiDocs(app);
  // Server time of every answer, so clients and benchmarks can tell it from the network.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
  });
  registerAuth(app, { db: deps.database.db, tokenIdleMinutes: deps.config.tokenIdleMinutes });

  app.get(
    '/api/salud/',
    { config: { public: true }, schema: { response: { 200: z.object({ estado: z.literal('ok') }) } } },
    async () => ({ estado: 'ok' as const }),
  );
  authRoutes(app, deps);
  usuariosRoutes(app, deps);
  sucursalesRoutes(app, deps);
  configuracionRoutes(app, deps);
  configuracionFelRoutes(app, deps);
  facturaElectronicaRoutes(app, deps);
  bitacoraRoutes(app, deps);
  bodegasRoutes(app, deps);
  documentosBodegaRoutes(app, deps);
  reportesBodegaRoutes(app, deps);
  destinosSalidaRoutes(app, deps);
  exportsRoutes(app, deps);
  categoriasRoutes(app, deps);
  productosRoutes(app, deps);
  productosVentaRoutes(app, deps);
  productosExportRoutes(app, deps);
  bodegaExportRoutes(app, deps);
  historialVentasRoutes(app, deps);
  historialVentasExportRoutes(app, deps);
  dashboardRoutes(app, deps);
  clientesRoutes(app, deps);
  cajasRoutes(app, deps);
  aperturasRoutes(app, deps);
  movimientosCajaRoutes(app, deps);

  ventasRoutes(app, deps);
  cotizacionesRoutes(app, deps);
  serveFrontEnds(app, deps, options);
  return app;
}
