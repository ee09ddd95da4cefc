import type { FastifyInstance, RouteOptions } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@pos/shared/api';
import { renderDocsPage } from './api-docs.page';

export const DOCS_PATH = '/api/docs/';
export const OPENAPI_PATH = '/api/docs/openapi.json';

/**
 * The domain (OpenAPI tag) of each API path, by the longest matching prefix. The tags are the
 * server's module names; a new domain adds its paths here (the route test fails on a path
 * without a domain).
 */
const DOMAIN_OF_PATH: Readonly<Record<string, string>> = {
  '/api/salud/': 'platform',
  '/api/usuarios/token/': 'auth',
  '/api/usuarios/logout/': 'auth',
  '/api/usuarios/pass_reset_mail/': 'auth',
  '/api/usuarios/pass_reset/': 'auth',
  '/api/usuarios/': 'users',
  '/api/bienvenida_usuario/': 'users',
  '/api/configuracion/': 'companies',
  '/api/metodos_pago_entrega/': 'companies',
  '/api/sucursales/': 'companies',
  '/api/bitacora/': 'audit',
  '/api/categoria/': 'catalog',
  '/api/familia/': 'catalog',
  '/api/sub-familia/': 'catalog',
  '/api/productos/': 'catalog',
  '/api/productos_venta/': 'catalog',
  '/api/bodegas/': 'inventory',
  '/api/destinos_salida/': 'inventory',
  '/api/clientes/': 'customers',
  '/api/clientes_formal/': 'customers',
  '/api/cajas/': 'registers',
  '/api/aperturas_cierres_caja/': 'registers',
  '/api/movimientos/': 'registers',
  '/api/movimientos/grafica_balance_general/': 'balance',
  '/api/movimientos/balance_general/': 'balance',
  '/api/ventas/': 'sales',
  '/api/cotizaciones/': 'sales',
  '/api/historial_ventas/': 'sales',
  '/api/descuento_recargo_ventas/': 'sales',
  '/api/devoluciones/': 'returns',
  '/api/adiciones_nota_fel/': 'returns',
  '/api/notas_credito_fel/consultar/': 'returns',
  '/api/despachos/': 'dispatches',
  '/api/recepcion_despachos/': 'dispatches',
  '/api/proveedores/': 'purchasing',
  '/api/ordenes_compra/': 'purchasing',
  '/api/recepcion_ordenes_compra/': 'purchasing',
  '/api/cuenta_pagar/': 'purchasing',
  '/api/gastos/': 'expenses',
  '/api/cuenta_cobrar/': 'receivables',
  '/api/ordenes_venta/abono/': 'receivables',
  '/api/ordenes_venta/anular_partida_abono/': 'receivables',
  '/api/ordenes_venta/get_movimiento_pago/': 'receivables',
  // The order's payments, account and paid marks (`/{id}/documento_pagos`, `/cuenta`, `/marcar_pago_…`)
  // sit under the order's own path, which belongs to orders.
  '/api/ordenes_venta/': 'orders',
  '/api/entrega_ordenes_venta/': 'orders',
  '/api/dashboard/': 'dashboard',
  '/api/configuracion_fel/': 'invoicing',
  '/api/factura_electronica/': 'invoicing',
  '/api/notas_credito_fel/verificar_fel/': 'invoicing',
  '/api/consultar_nit/': 'invoicing',
  '/api/notas_credito_fel/': 'invoicing',
  '/api/eventos/': 'events',
  '/api/archivos/': 'exports',
  '/api/productos/estado_descarga/': 'exports',
  '/api/historial_ventas/estado_descarga/': 'exports',
};

const DOMAINS: readonly { name: string; description: string }[] = [
  { name: 'auth', description: 'Inicio y cierre de sesión, recuperación de contraseña' },
  { name: 'users', description: 'Usuarios, permisos y sucursales asignadas' },
  { name: 'companies', description: 'Empresa, configuración y sucursales' },
  { name: 'catalog', description: 'Categorías y productos' },
  { name: 'inventory', description: 'Bodega: documentos, existencias, kardex y reportes' },
  { name: 'customers', description: 'Clientes' },
  { name: 'registers', description: 'Cajas, aperturas, cierres y movimientos' },
  { name: 'sales', description: 'Ventas, cotizaciones e historial' },
  { name: 'orders', description: 'Órdenes de venta, entregas y crédito de clientes' },
  { name: 'returns', description: 'Devoluciones, vales y adiciones de nota de crédito' },
  { name: 'dispatches', description: 'Despachos entre sucursales y su recepción' },
  { name: 'purchasing', description: 'Proveedores, órdenes de compra, su recepción y sus cuentas por pagar' },
  { name: 'expenses', description: 'Gastos y su reporte' },
  { name: 'balance', description: 'Balance general: ingresos y egresos por mes' },
  {
    name: 'receivables',
    description: 'Cuentas por cobrar: abonos, recibos de cobro, reporte, antigüedad y estado de cuenta',
  },
  { name: 'invoicing', description: 'Factura electrónica (FEL)' },
  { name: 'dashboard', description: 'Tablero' },
  { name: 'audit', description: 'Bitácora' },
  { name: 'exports', description: 'Exportaciones a Excel y sus archivos' },
  { name: 'events', description: 'Eventos en vivo para el back office (server-sent events)' },
  { name: 'platform', description: 'Salud del servicio' },
];

/** The domain of an API path, or undefined when no prefix names it. */
export function domainOf(url: string): string | undefined {
  const prefix = Object.keys(DOMAIN_OF_PATH)
    .filter((p) => url.startsWith(p))
    .sort((a, b) => b.length - a.length)[0];
  return prefix && DOMAIN_OF_PATH[prefix];
}

const routesOf = new WeakMap<FastifyInstance, RouteOptions[]>();

/** Every route registered on the app (for the test that checks each one declares its answers). */
export function registeredRoutes(app: FastifyInstance): readonly RouteOptions[] {
  return routesOf.get(app) ?? [];
}

/**
 * Registers the OpenAPI generator (before any route, so it sees them all), gives every API route
 * its domain tag and the common error answers, and serves the document and its page, public.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const routes: RouteOptions[] = [];
  routesOf.set(app, routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
    if (!route.url.startsWith('/api/') || route.url.startsWith(DOCS_PATH)) return;
    const domain = domainOf(route.url);
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
      tags: [...DOMAINS],
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
