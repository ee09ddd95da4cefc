import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PERMISOS, ROLES, permisosPorRol, type Permiso, type Rol } from '@pos/shared/domains/users/permissions';
import { client, createTestApp, type Client, type TestApp } from '../../helpers/app';
import { createProduct } from '../../helpers/catalog-factory';
import { productBody } from '../../helpers/catalog';
import { createTestCompany, login, PASSWORD, unique, type TestCompany } from '../../helpers/factories';
import { activarFel, esperarFel } from '../../helpers/fel';
import { documentosFel } from '../../../src/db/schema/index';
import { solicitarNotaCreditoFel } from '../../../src/modules/invoicing/index';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every route the app registered under /api, from Fastify's own route tree. */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + match[2];
    stack[depth] = url;
    for (const method of match[3]?.split(', ') ?? [])
      if (method !== 'HEAD' && url.startsWith('/api/')) routes.push(`${method} ${url}`);
  }
  return routes.sort();
}

/** The demo's six logins: the owner plus one user per role with the role's preset (PVMCE, as the demo runs). */
type Perfil = 'propietario' | Rol;
const PERFILES: Perfil[] = ['propietario', ...ROLES];

interface Fixture {
  company: TestCompany;
  tokens: Record<Perfil, string>;
  permisos: Record<Perfil, readonly Permiso[]>;
  ids: Record<Perfil, number>;
  bitacoraId: number;
  configuracionId: number;
}

function presetBody(rol: Rol, sucursales: number[]) {
  return {
    email: `${unique(rol)}@prueba.gt`,
    first_name: rol,
    password: PASSWORD,
    sucursales,
    [rol]: true,
    ...Object.fromEntries(permisosPorRol(rol, 'PVMCE').map((p) => [p, true])),
  };
}

async function fixture(): Promise<Fixture> {
  const company = await createTestCompany(t.app, t.database, { tipoPuntoVenta: 'PVMCE' });
  const tokens = { propietario: company.ownerToken } as Record<Perfil, string>;
  const permisos: Partial<Record<Perfil, readonly Permiso[]>> = { propietario: PERMISOS };
  const ids = { propietario: (await company.owner.get('/api/usuarios/me/')).data.id } as Record<Perfil, number>;
  for (const rol of ROLES) {
    const body = presetBody(rol, [company.sucursalId]);
    const created = await company.owner.post('/api/usuarios/', body);
    expect(created.statusCode).toBe(201);
    tokens[rol] = await login(t.app, body.email);
    permisos[rol] = permisosPorRol(rol, 'PVMCE');
    ids[rol] = created.data.id;
  }
  const bitacoraId = (await company.owner.get('/api/bitacora/')).data.results[0].id;
  const configuracionId = (await company.owner.get('/api/configuracion/me/')).data.id;
  // With FEL on (sandbox): the invoicing calls answer; the matrix's own sales are shipments, never certified.
  await activarFel(company);
  await company.owner.put(`/api/configuracion/${configuracionId}/`, { conf_ventas_al_credito: true });
  return {
    company,
    tokens,
    permisos: permisos as Record<Perfil, readonly Permiso[]>,
    ids,
    bitacoraId,
    configuracionId,
  };
}

interface RouteCase {
  route: string;
  /** The flag needed (any one of a list); null = any logged-in user. */
  permiso: Permiso | readonly Permiso[] | null;
  /** Sends the request; may prepare targets with the owner first. */
  call: (api: Client, f: Fixture, perfil: Perfil) => Promise<{ statusCode: number }>;
}

const newBranchId = async (f: Fixture) =>
  (await f.company.owner.post('/api/sucursales/', { nombre: unique('Tmp'), departamento: '01', municipio: '0101' }))
    .data.id as number;
const newCashierId = async (f: Fixture) =>
  (await f.company.owner.post('/api/usuarios/', presetBody('es_cajero', [f.company.sucursalId]))).data.id as number;

const ROUTE_CASES: RouteCase[] = [
  { route: 'GET /api/usuarios/me', permiso: null, call: (api) => api.get('/api/usuarios/me/') },
  { route: 'GET /api/configuracion/me', permiso: null, call: (api) => api.get('/api/configuracion/me/') },
  {
    route: 'POST /api/bienvenida_usuario',
    permiso: null,
    call: (api) => api.post('/api/bienvenida_usuario/', { bienvenida: true }),
  },
  { route: 'GET /api/usuarios/opciones', permiso: null, call: (api) => api.get('/api/usuarios/opciones/') },
  { route: 'GET /api/sucursales', permiso: null, call: (api) => api.get('/api/sucursales/') },
  {
    route: 'GET /api/sucursales/:id',
    permiso: null,
    call: (api, f) => api.get(`/api/sucursales/${f.company.sucursalId}/`),
  },
  {
    route: 'GET /api/metodos_pago_entrega',
    permiso: null,
    call: (api) => api.get('/api/metodos_pago_entrega/', { tipo: '10' }),
  },
  {
    route: 'POST /api/usuarios/logout',
    permiso: null,
    // A fresh session of the same user, so the table's tokens stay valid.
    call: async (_api, f, perfil) => {
      const me = (await client(t.app, f.tokens[perfil]).get('/api/usuarios/me/')).data;
      return client(t.app, await login(t.app, me.email)).post('/api/usuarios/logout/');
    },
  },
  { route: 'GET /api/usuarios', permiso: 'conf_usuario', call: (api) => api.get('/api/usuarios/') },
  {
    route: 'POST /api/usuarios',
    permiso: 'conf_usuario',
    call: (api, f) => api.post('/api/usuarios/', presetBody('es_cajero', [f.company.sucursalId])),
  },
  // Another user's record; one's own is covered by "Mi perfil".
  {
    route: 'GET /api/usuarios/:id',
    permiso: 'conf_usuario',
    call: async (api, f) => api.get(`/api/usuarios/${await newCashierId(f)}/`),
  },
  {
    route: 'PUT /api/usuarios/:id',
    permiso: 'conf_usuario',
    call: async (api, f) => {
      const id = await newCashierId(f);
      const { email } = (await f.company.owner.get(`/api/usuarios/${id}/`)).data;
      return api.put(`/api/usuarios/${id}/`, {
        ...presetBody('es_cajero', [f.company.sucursalId]),
        email,
        password: '',
      });
    },
  },
  {
    route: 'DELETE /api/usuarios/:id',
    permiso: 'conf_usuario',
    call: async (api, f) => api.delete(`/api/usuarios/${await newCashierId(f)}/`),
  },
  {
    route: 'POST /api/sucursales',
    permiso: 'conf_sucursal',
    call: (api) => api.post('/api/sucursales/', { nombre: unique('Nueva'), departamento: '01', municipio: '0101' }),
  },
  {
    route: 'PUT /api/sucursales/:id',
    permiso: 'conf_sucursal',
    call: async (api, f) =>
      api.put(`/api/sucursales/${await newBranchId(f)}/`, {
        nombre: unique('Editada'),
        departamento: '01',
        municipio: '0101',
      }),
  },
  {
    route: 'DELETE /api/sucursales/:id',
    permiso: 'conf_sucursal',
    call: async (api, f) => api.delete(`/api/sucursales/${await newBranchId(f)}/`),
  },
  {
    route: 'PUT /api/configuracion/:id',
    permiso: 'conf_tienda',
    call: (api, f) => api.put(`/api/configuracion/${f.configuracionId}/`, { conf_cotizacion: true }),
  },
  { route: 'GET /api/configuracion_fel', permiso: 'conf_tienda', call: (api) => api.get('/api/configuracion_fel/') },
  {
    route: 'PUT /api/configuracion_fel',
    permiso: 'conf_tienda',
    call: (api) =>
      api.put('/api/configuracion_fel/', {
        nit_emisor: '12345679',
        nombre_emisor: 'EMPRESA DE PRUEBA, S.A.',
        nombre_comercial: 'Prueba',
        afiliacion_iva: 'GEN',
        frases: [{ tipo_frase: 1, codigo_escenario: 1 }],
        certificador: 'sandbox',
      }),
  },
  { route: 'GET /api/bitacora', permiso: 'bitacora', call: (api) => api.get('/api/bitacora/') },
  { route: 'GET /api/bitacora/:id', permiso: 'bitacora', call: (api, f) => api.get(`/api/bitacora/${f.bitacoraId}/`) },
];

/** A product with stock in the fixture's branch, received by the owner. */
async function stockedProduct(f: Fixture): Promise<number> {
  const { id } = await createProduct(t.database.db, f.company.empresaId);
  const received = await f.company.owner.post('/api/bodegas/ingreso/', {
    productos: [{ producto: id, cantidad: 10, costo: '1' }],
  });
  expect(received.statusCode).toBe(201);
  return id;
}
const newDocumentId = async (f: Fixture) => {
  const producto = await stockedProduct(f);
  return (
    await f.company.owner.post('/api/bodegas/reajuste/', { productos: [{ producto, cantidad: 1 }], tipo_reajuste: 1 })
  ).data.id as number;
};
const newDestinoId = async (f: Fixture) =>
  (await f.company.owner.post('/api/destinos_salida/', { nombre: unique('Destino') })).data.id as number;
const MOVIMIENTOS: readonly Permiso[] = [
  'igreso_mercaderia',
  'baja_mercaderia',
  'salida_mercaderia',
  'reajuste_mercaderia',
];
const LECTORES_DOCUMENTO: readonly Permiso[] = ['bodega', 'reporte_bodega', ...MOVIMIENTOS];

ROUTE_CASES.push(
  {
    route: 'GET /api/archivos/estado_descarga',
    permiso: null,
    call: (api) => api.get('/api/archivos/estado_descarga/', { id: '2147483647' }).then(notFoundIsOk),
  },
  {
    route: 'GET /api/productos/estado_descarga',
    permiso: null,
    call: (api) => api.get('/api/productos/estado_descarga/', { id: '2147483647' }).then(notFoundIsOk),
  },
  {
    route: 'GET /api/historial_ventas/estado_descarga',
    permiso: null,
    call: (api) => api.get('/api/historial_ventas/estado_descarga/', { id: '2147483647' }).then(notFoundIsOk),
  },
  {
    route: 'GET /api/archivos/:id/descargar',
    permiso: null,
    call: (api) => api.get('/api/archivos/2147483647/descargar/').then(notFoundIsOk),
  },
  { route: 'GET /api/bodegas', permiso: 'bodega', call: (api) => api.get('/api/bodegas/') },
  {
    route: 'GET /api/bodegas/lista_productos_all',
    permiso: ['bodega', ...MOVIMIENTOS],
    call: (api) => api.get('/api/bodegas/lista_productos_all/'),
  },
  {
    route: 'GET /api/bodegas/kardex',
    permiso: 'bodega',
    call: async (api, f) => api.get('/api/bodegas/kardex/', { producto: String(await stockedProduct(f)) }),
  },
  {
    route: 'GET /api/bodegas/resumen',
    permiso: LECTORES_DOCUMENTO,
    call: async (api, f) => api.get('/api/bodegas/resumen/', { id: String(await newDocumentId(f)) }),
  },
  {
    route: 'GET /api/bodegas/resumen/:id',
    permiso: LECTORES_DOCUMENTO,
    call: async (api, f) => api.get(`/api/bodegas/resumen/${await newDocumentId(f)}/`),
  },
  { route: 'GET /api/bodegas/reporte', permiso: 'reporte_bodega', call: (api) => api.get('/api/bodegas/reporte/') },
  {
    route: 'GET /api/bodegas/reporte_total_invertido',
    permiso: 'reporte_total_invertido',
    call: (api) => api.get('/api/bodegas/reporte_total_invertido/'),
  },
  {
    route: 'POST /api/bodegas/ingreso',
    permiso: 'igreso_mercaderia',
    call: async (api, f) =>
      api.post('/api/bodegas/ingreso/', { productos: [{ producto: await stockedProduct(f), cantidad: 1 }] }),
  },
  {
    route: 'POST /api/bodegas/baja',
    permiso: 'baja_mercaderia',
    call: async (api, f) =>
      api.post('/api/bodegas/baja/', { productos: [{ producto: await stockedProduct(f), cantidad: 1 }] }),
  },
  {
    route: 'POST /api/bodegas/salida',
    permiso: 'salida_mercaderia',
    call: async (api, f) =>
      api.post('/api/bodegas/salida/', {
        productos: [{ producto: await stockedProduct(f), cantidad: 1 }],
        destino: await newDestinoId(f),
      }),
  },
  {
    route: 'POST /api/bodegas/reajuste',
    permiso: 'reajuste_mercaderia',
    call: async (api, f) =>
      api.post('/api/bodegas/reajuste/', {
        productos: [{ producto: await stockedProduct(f), cantidad: 1 }],
        tipo_reajuste: 2,
      }),
  },
  {
    route: 'GET /api/productos/descargar_excel',
    permiso: 'producto',
    call: (api) => api.get('/api/productos/descargar_excel/'),
  },
  {
    route: 'GET /api/bodegas/descargar_excel_existencia_producto',
    permiso: 'bodega',
    call: (api) => api.get('/api/bodegas/descargar_excel_existencia_producto/'),
  },
  {
    route: 'GET /api/bodegas/descargar_excel_movimiento_bodega',
    permiso: 'reporte_bodega',
    call: (api) => api.get('/api/bodegas/descargar_excel_movimiento_bodega/'),
  },
  {
    route: 'GET /api/bodegas/descargar_excel_inversion_bodega',
    permiso: 'reporte_total_invertido',
    call: (api) => api.get('/api/bodegas/descargar_excel_inversion_bodega/'),
  },
  {
    route: 'GET /api/destinos_salida',
    permiso: ['conf_destino_salida', 'salida_mercaderia'],
    call: (api) => api.get('/api/destinos_salida/'),
  },
  {
    route: 'GET /api/destinos_salida/:id',
    permiso: ['conf_destino_salida', 'salida_mercaderia'],
    call: async (api, f) => api.get(`/api/destinos_salida/${await newDestinoId(f)}/`),
  },
  {
    route: 'POST /api/destinos_salida',
    permiso: 'conf_destino_salida',
    call: (api) => api.post('/api/destinos_salida/', { nombre: unique('Destino') }),
  },
  {
    route: 'PUT /api/destinos_salida/:id',
    permiso: 'conf_destino_salida',
    call: async (api, f) => api.put(`/api/destinos_salida/${await newDestinoId(f)}/`, { nombre: unique('Editado') }),
  },
  {
    route: 'DELETE /api/destinos_salida/:id',
    permiso: 'conf_destino_salida',
    call: async (api, f) => api.delete(`/api/destinos_salida/${await newDestinoId(f)}/`),
  },
);

/** Download status of a file that does not exist: any user may ask, and gets a 404 (counted as allowed). */
function notFoundIsOk<R extends { statusCode: number }>(response: R): R {
  return response.statusCode === 404 ? { ...response, statusCode: 200 } : response;
}

/** Products and categories (catalog): targets made by the owner through the API. */
const newProductoId = async (f: Fixture) =>
  (await f.company.owner.post('/api/productos/', productBody())).data.id as number;
const newCategoriaId = async (f: Fixture) =>
  (await f.company.owner.post('/api/categoria/', { nombre: unique('Familia') })).data.id as number;
const VENTA: readonly Permiso[] = ['punto_venta', 'punto_venta_mostrador', 'punto_venta_caja', 'producto'];
ROUTE_CASES.push(
  { route: 'GET /api/categoria/tree', permiso: null, call: (api) => api.get('/api/categoria/tree/') },
  { route: 'GET /api/familia', permiso: null, call: (api) => api.get('/api/familia/') },
  { route: 'GET /api/sub-familia', permiso: null, call: (api) => api.get('/api/sub-familia/') },
  { route: 'GET /api/categoria', permiso: 'producto', call: (api) => api.get('/api/categoria/') },
  {
    route: 'POST /api/categoria',
    permiso: 'producto',
    call: (api) => api.post('/api/categoria/', { nombre: unique('Familia') }),
  },
  {
    route: 'GET /api/categoria/:id',
    permiso: 'producto',
    call: async (api, f) => api.get(`/api/categoria/${await newCategoriaId(f)}/`),
  },
  {
    route: 'PUT /api/categoria/:id',
    permiso: 'producto',
    call: async (api, f) => api.put(`/api/categoria/${await newCategoriaId(f)}/`, { nombre: unique('Editada') }),
  },
  {
    route: 'DELETE /api/categoria/:id',
    permiso: 'producto',
    call: async (api, f) => api.delete(`/api/categoria/${await newCategoriaId(f)}/`),
  },
  { route: 'GET /api/productos', permiso: 'producto', call: (api) => api.get('/api/productos/') },
  { route: 'POST /api/productos', permiso: 'producto', call: (api) => api.post('/api/productos/', productBody()) },
  {
    route: 'GET /api/productos/:id',
    permiso: 'producto',
    call: async (api, f) => api.get(`/api/productos/${await newProductoId(f)}/`),
  },
  {
    route: 'PUT /api/productos/:id',
    permiso: 'producto',
    call: async (api, f) => api.put(`/api/productos/${await newProductoId(f)}/`, { nombre: unique('Editado') }),
  },
  {
    route: 'DELETE /api/productos/:id',
    permiso: 'producto',
    call: async (api, f) => api.delete(`/api/productos/${await newProductoId(f)}/`),
  },
  {
    route: 'GET /api/productos_venta',
    permiso: VENTA,
    call: (api) => api.get('/api/productos_venta/', { search: 'producto' }),
  },
);

/** Registers and customers: every session call opens (and afterwards closes) a session of the caller's own on a new register. */
const POS: readonly Permiso[] = ['punto_venta', 'punto_venta_mostrador', 'punto_venta_caja'];
/** Who works a register (P3-45): the PVMCE counter seller only sends orders and opens none. */
const CAJEROS: readonly Permiso[] = ['punto_venta', 'punto_venta_caja'];
const LECTORES_SESION: readonly Permiso[] = [...CAJEROS, 'reporte_apertura_cierre', 'conf_caja'];
const newCajaId = async (f: Fixture) =>
  (await f.company.owner.post('/api/cajas/', { nombre: unique('Caja') })).data.id as number;
const newClienteId = async (f: Fixture) =>
  (await f.company.owner.post('/api/clientes/', { nombre: unique('Cliente'), nit: 'CF' })).data.id as number;
const cerrar = (api: Client) =>
  api.post('/api/aperturas_cierres_caja/cierre/', { total_efectivo_cierre: '0', concepto_cierre: 'Fin de la prueba' });
/** Runs `use` on a session the caller opened (or, when it may not open one, on a closed session of the owner's), then closes it. */
async function conSesion<R>(api: Client, f: Fixture, use: (aperturaId: number) => Promise<R>): Promise<R> {
  const opened = await api.post('/api/aperturas_cierres_caja/', { caja: await newCajaId(f), total_apertura: '100' });
  if (opened.statusCode === 201) {
    const result = await use(opened.data.id);
    await cerrar(api);
    return result;
  }
  const owners = (
    await f.company.owner.post('/api/aperturas_cierres_caja/', { caja: await newCajaId(f), total_apertura: '0' })
  ).data.id as number;
  await cerrar(f.company.owner);
  return use(owners);
}
const ingresoEn = (api: Client, aperturaId: number) =>
  api.post('/api/movimientos/', {
    tipo: 10,
    monto_efectivo: '5',
    apertura_cierre_caja: aperturaId,
    concepto: 'Cambio',
  });
ROUTE_CASES.push(
  { route: 'GET /api/cajas', permiso: 'conf_caja', call: (api) => api.get('/api/cajas/') },
  {
    route: 'GET /api/cajas/all',
    permiso: ['conf_caja', 'reporte_apertura_cierre', ...POS],
    call: (api) => api.get('/api/cajas/all/'),
  },
  {
    route: 'POST /api/cajas',
    permiso: 'conf_caja',
    call: (api) => api.post('/api/cajas/', { nombre: unique('Caja') }),
  },
  {
    route: 'GET /api/cajas/:id',
    permiso: 'conf_caja',
    call: async (api, f) => api.get(`/api/cajas/${await newCajaId(f)}/`),
  },
  {
    route: 'PUT /api/cajas/:id',
    permiso: 'conf_caja',
    call: async (api, f) => api.put(`/api/cajas/${await newCajaId(f)}/`, { nombre: unique('Editada') }),
  },
  {
    route: 'DELETE /api/cajas/:id',
    permiso: 'conf_caja',
    call: async (api, f) => api.delete(`/api/cajas/${await newCajaId(f)}/`),
  },
  {
    route: 'POST /api/aperturas_cierres_caja',
    permiso: CAJEROS,
    call: async (api, f) => {
      const opened = await api.post('/api/aperturas_cierres_caja/', {
        caja: await newCajaId(f),
        total_apertura: '100',
      });
      if (opened.statusCode === 201) await cerrar(api);
      return opened;
    },
  },
  {
    route: 'POST /api/aperturas_cierres_caja/cierre',
    permiso: CAJEROS,
    call: async (api, f) => {
      await api.post('/api/aperturas_cierres_caja/', { caja: await newCajaId(f), total_apertura: '100' });
      return cerrar(api);
    },
  },
  {
    route: 'GET /api/aperturas_cierres_caja/:id',
    permiso: LECTORES_SESION,
    call: (api, f) => conSesion(api, f, (id) => api.get(`/api/aperturas_cierres_caja/${id}/`)),
  },
  {
    route: 'GET /api/aperturas_cierres_caja/reporte',
    permiso: 'reporte_apertura_cierre',
    call: (api) => api.get('/api/aperturas_cierres_caja/reporte/'),
  },
  {
    route: 'GET /api/aperturas_cierres_caja/descargar_excel_reporte',
    permiso: 'reporte_apertura_cierre',
    call: (api) => api.get('/api/aperturas_cierres_caja/descargar_excel_reporte/'),
  },
  { route: 'POST /api/movimientos', permiso: CAJEROS, call: (api, f) => conSesion(api, f, (id) => ingresoEn(api, id)) },
  {
    route: 'GET /api/movimientos/mov_caja_activa',
    permiso: LECTORES_SESION,
    call: (api, f) =>
      conSesion(api, f, (id) => api.get('/api/movimientos/mov_caja_activa/', { apertura_cierre_caja__id: String(id) })),
  },
  {
    route: 'POST /api/movimientos/anular',
    permiso: CAJEROS,
    call: (api, f) =>
      conSesion(api, f, async (id) => {
        const movimiento = await ingresoEn(api, id);
        return api.post('/api/movimientos/anular/', {
          movimiento: movimiento.statusCode === 201 ? movimiento.data.id : 2147483647,
          concepto_anulado: 'Prueba',
        });
      }),
  },
  { route: 'GET /api/clientes', permiso: [...POS, 'conf_cliente'], call: (api) => api.get('/api/clientes/') },
  {
    route: 'POST /api/clientes',
    permiso: [...POS, 'conf_cliente'],
    call: (api) => api.post('/api/clientes/', { nombre: unique('Cliente'), nit: 'CF' }),
  },
  {
    route: 'GET /api/clientes/:id',
    permiso: [...POS, 'conf_cliente'],
    call: async (api, f) => api.get(`/api/clientes/${await newClienteId(f)}/`),
  },
  {
    route: 'PUT /api/clientes/:id',
    permiso: 'conf_cliente',
    call: async (api, f) =>
      api.put(`/api/clientes/${await newClienteId(f)}/`, { nombre: unique('Editado'), nit: 'CF' }),
  },
  {
    route: 'DELETE /api/clientes/:id',
    permiso: 'conf_cliente',
    call: async (api, f) => api.delete(`/api/clientes/${await newClienteId(f)}/`),
  },
  {
    route: 'GET /api/clientes/:id/por_nit',
    permiso: [...POS, 'conf_cliente'],
    call: (api) => api.get('/api/clientes/CF/por_nit/'),
  },
  {
    route: 'GET /api/clientes/:id/por_nombre',
    permiso: [...POS, 'conf_cliente'],
    call: (api, f) => api.get(`/api/clientes/${f.company.sucursalId}/por_nombre/`, { search: 'cliente' }),
  },
);

/** Sales, quotations, history and dashboard: sales are recorded at a register session and sell a product with stock. */
const COBRADORES: readonly Permiso[] = ['punto_venta', 'punto_venta_caja'];
const LECTORES_RECIBO: readonly Permiso[] = ['reporte_venta', ...COBRADORES];
const FACTURADORES: readonly Permiso[] = [...COBRADORES, 'reporte_venta'];
const CONSULTORES_NIT: readonly Permiso[] = [
  'punto_venta',
  'punto_venta_mostrador',
  'punto_venta_caja',
  'conf_cliente',
];
/** A product at Q 10.00 with 10 in stock at the fixture's branch. */
async function productoEnVenta(f: Fixture): Promise<number> {
  const { id } = await createProduct(t.database.db, f.company.empresaId, { precio: '10' });
  const received = await f.company.owner.post('/api/bodegas/ingreso/', {
    productos: [{ producto: id, cantidad: 10, costo: '1' }],
  });
  expect(received.statusCode).toBe(201);
  return id;
}
/** A cash sale (or quotation) of one unit at Q 10.00 to the final consumer. */
const carrito = (producto: number) => ({
  productos: [
    { id: producto, fraccion_id: null, cantidad: '1', modelo_precio: 1, precio: '10.00', desc_porcentaje: '0' },
  ],
  cliente: { nit: '', nombre: '' },
  tipo_documento: 1,
});
const ventaDe = (producto: number) => ({
  ...carrito(producto),
  pagos: { efectivo: { monto: '10' } },
  tipo_pago: 100,
  tipo_venta: 10000,
});
/** A pending quotation the owner wrote, sent to the till, and the product it quotes. */
async function newCotizacion(f: Fixture): Promise<{ id: number; producto: number }> {
  const producto = await productoEnVenta(f);
  const created = await f.company.owner.post('/api/cotizaciones/', { ...carrito(producto), enviado_caja: true });
  expect(created.statusCode, created.body).toBe(201);
  return { id: created.data.id, producto };
}
/** Runs `use` on a sale the owner recorded at a register session of their own, kept open meanwhile (annulling needs it open), then closes it. */
/**
 * An invoice sale whose certification failed for good (set straight in the table once the sandbox
 * certified it), so generar_factura, rieintento_fel and reintento_fcam all have work to queue.
 */
async function conFacturaFallida<R>(
  f: Fixture,
  tipoVenta: 20000 | 30000,
  use: (ventaId: number, idFactura: number) => Promise<R>,
): Promise<R> {
  const opened = await f.company.owner.post('/api/aperturas_cierres_caja/', {
    caja: await newCajaId(f),
    total_apertura: '100',
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const credito = tipoVenta === 30000 ? { tipo_pago: 200, fecha_vencimiento: '2100-01-01', pagos: {} } : {};
  const venta = await f.company.owner.post('/api/ventas/', {
    ...ventaDe(await productoEnVenta(f)),
    tipo_venta: tipoVenta,
    ...credito,
  });
  expect(venta.statusCode, venta.body).toBe(201);
  await esperarFel(f.company.owner, venta.data.id_factura);
  await t.database.db
    .update(documentosFel)
    .set({ estado: 40, fallo: 'rechazado' })
    .where(eq(documentosFel.id, venta.data.id_factura));
  const result = await use(venta.data.id, venta.data.id_factura);
  await esperarFel(f.company.owner, venta.data.id_factura);
  await cerrar(f.company.owner);
  return result;
}

/** Who takes returns and reads their report (P3-45): they poll credit notes. */
const DEVOLUCIONES: readonly Permiso[] = [...COBRADORES, 'bodega', 'reporte_devolucion'];
const notasCredito = new WeakMap<Fixture, Promise<number>>();
/** One credit note per fixture, on a certified invoice sale, as a return asks for it (invoicing's face). */
function notaCredito(f: Fixture): Promise<number> {
  const existente = notasCredito.get(f);
  if (existente) return existente;
  const nueva = (async () => {
    const opened = await f.company.owner.post('/api/aperturas_cierres_caja/', {
      caja: await newCajaId(f),
      total_apertura: '100',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const venta = await f.company.owner.post('/api/ventas/', {
      ...ventaDe(await productoEnVenta(f)),
      tipo_venta: 20000,
    });
    expect(venta.statusCode, venta.body).toBe(201);
    expect((await esperarFel(f.company.owner, venta.data.id_factura)).estado_factura).toBe('facturado');
    await cerrar(f.company.owner);
    const { idNota } = await t.database.db.transaction((tx) =>
      solicitarNotaCreditoFel(tx, t.queue, {
        empresaId: f.company.empresaId,
        devolucionId: 900_000 + venta.data.id,
        ventaId: venta.data.id,
        motivo: 'Producto defectuoso',
        lineas: [
          { descripcion: 'Producto', cantidad: '1', precioUnitario: '10.00', total: '10.00', bienOServicio: 'B' },
        ],
      }),
    );
    return idNota;
  })();
  notasCredito.set(f, nueva);
  return nueva;
}

async function conVenta<R>(f: Fixture, use: (ventaId: number) => Promise<R>): Promise<R> {
  const opened = await f.company.owner.post('/api/aperturas_cierres_caja/', {
    caja: await newCajaId(f),
    total_apertura: '100',
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const venta = await f.company.owner.post('/api/ventas/', ventaDe(await productoEnVenta(f)));
  expect(venta.statusCode, venta.body).toBe(201);
  const result = await use(venta.data.id);
  await cerrar(f.company.owner);
  return result;
}
ROUTE_CASES.push(
  { route: 'GET /api/cotizaciones', permiso: POS, call: (api) => api.get('/api/cotizaciones/') },
  {
    route: 'POST /api/cotizaciones',
    permiso: POS,
    call: async (api, f) =>
      api.post('/api/cotizaciones/', { ...carrito(await productoEnVenta(f)), enviado_caja: true }),
  },
  {
    route: 'GET /api/cotizaciones/:id',
    permiso: POS,
    call: async (api, f) => api.get(`/api/cotizaciones/${(await newCotizacion(f)).id}/`),
  },
  {
    route: 'GET /api/cotizaciones/detalles',
    permiso: POS,
    call: async (api, f) =>
      api.get('/api/cotizaciones/detalles/', { cotizacion_id: String((await newCotizacion(f)).id) }),
  },
  {
    route: 'PUT /api/cotizaciones/:id',
    permiso: POS,
    call: async (api, f) => {
      const { id, producto } = await newCotizacion(f);
      return api.put(`/api/cotizaciones/${id}/`, { ...carrito(producto), referencia: 'Editada', enviado_caja: true });
    },
  },
  {
    route: 'DELETE /api/cotizaciones/:id',
    permiso: POS,
    call: async (api, f) => api.delete(`/api/cotizaciones/${(await newCotizacion(f)).id}/`),
  },
  // The caller sells at a session of their own (conSesion); one who may not open a register is refused before any session is looked for.
  {
    route: 'POST /api/ventas',
    permiso: COBRADORES,
    call: async (api, f) => {
      const producto = await productoEnVenta(f);
      return conSesion(api, f, () => api.post('/api/ventas/', ventaDe(producto)));
    },
  },
  {
    route: 'POST /api/ventas/cotizacion',
    permiso: COBRADORES,
    call: async (api, f) => {
      const { id, producto } = await newCotizacion(f);
      return conSesion(api, f, () => api.post('/api/ventas/cotizacion/', { ...ventaDe(producto), cotizacion: id }));
    },
  },
  { route: 'GET /api/dashboard', permiso: 'dashboard', call: (api) => api.get('/api/dashboard/') },
  { route: 'GET /api/historial_ventas', permiso: 'reporte_venta', call: (api) => api.get('/api/historial_ventas/') },
  {
    route: 'GET /api/historial_ventas/:id',
    permiso: 'reporte_venta',
    call: (api, f) => conVenta(f, (id) => api.get(`/api/historial_ventas/${id}/`)),
  },
  {
    route: 'GET /api/historial_ventas/descargar_excel',
    permiso: 'reporte_venta',
    call: (api) => api.get('/api/historial_ventas/descargar_excel/'),
  },
  {
    route: 'GET /api/historial_ventas/grafica',
    permiso: 'reporte_venta',
    call: (api) => api.get('/api/historial_ventas/grafica/'),
  },
  {
    route: 'GET /api/historial_ventas/usuarios',
    permiso: 'reporte_venta',
    call: (api) => api.get('/api/historial_ventas/usuarios/'),
  },
  {
    route: 'PUT /api/historial_ventas/anulacion',
    permiso: 'reporte_venta',
    call: (api, f) =>
      conVenta(f, (id) => api.put('/api/historial_ventas/anulacion/', { id, motivo: 'Prueba de permisos' })),
  },
  { route: 'GET /api/ventas', permiso: LECTORES_RECIBO, call: (api) => api.get('/api/ventas/') },
  {
    route: 'GET /api/historial_ventas/reimpresion_venta',
    permiso: LECTORES_RECIBO,
    call: (api, f) => conVenta(f, (id) => api.get('/api/historial_ventas/reimpresion_venta/', { id: String(id) })),
  },
  {
    route: 'GET /api/notas_credito_fel/verificar_fel',
    permiso: DEVOLUCIONES,
    call: async (api, f) => api.get('/api/notas_credito_fel/verificar_fel/', { id_nota: String(await notaCredito(f)) }),
  },
  {
    route: 'GET /api/factura_electronica/verificar_fel',
    permiso: FACTURADORES,
    call: (api, f) =>
      conFacturaFallida(f, 20000, (_id, idFactura) =>
        api.get('/api/factura_electronica/verificar_fel/', { id_factura: String(idFactura) }),
      ),
  },
  {
    route: 'POST /api/factura_electronica/generar_factura',
    permiso: FACTURADORES,
    call: (api, f) =>
      conFacturaFallida(f, 20000, (id) =>
        api.post('/api/factura_electronica/generar_factura/', {
          id_venta: id,
          data_cliente: { nit: '12521337', nombre: 'INFILE, SOCIEDAD ANONIMA' },
        }),
      ),
  },
  {
    route: 'POST /api/factura_electronica/rieintento_fel',
    permiso: FACTURADORES,
    call: (api, f) =>
      conFacturaFallida(f, 20000, (id) => api.post('/api/factura_electronica/rieintento_fel/', { id_venta: id })),
  },
  {
    route: 'POST /api/factura_electronica/reintento_fcam',
    permiso: FACTURADORES,
    call: (api, f) =>
      conFacturaFallida(f, 30000, async (id, idFactura) => {
        await t.database.db.update(documentosFel).set({ tipo: 'FCAM' }).where(eq(documentosFel.id, idFactura));
        return api.post('/api/factura_electronica/reintento_fcam/', { id_ov: id });
      }),
  },
  {
    route: 'POST /api/factura_electronica/validar_nit',
    permiso: CONSULTORES_NIT,
    call: (api) => api.post('/api/factura_electronica/validar_nit/', { nit: '1252133-7' }),
  },
  {
    route: 'POST /api/factura_electronica/validar_dpi',
    permiso: CONSULTORES_NIT,
    call: (api) => api.post('/api/factura_electronica/validar_dpi/', { nit: '1234 56789 0101' }),
  },
  {
    route: 'GET /api/consultar_nit',
    permiso: CONSULTORES_NIT,
    call: (api) => api.get('/api/consultar_nit/', { nit: '12521337' }),
  },
  { route: 'POST /api/eventos/ticket', permiso: null, call: (api) => api.post('/api/eventos/ticket/', {}) },
);

/** Sales reports and expenses (P3-45). */
const RANGO = { fecha_inicial: '2026-01-01', fecha_final: '2026-01-31' };
const gastoBody = () => ({
  data: {
    fecha: '2026-01-05',
    concepto: unique('Luz'),
    descripcion: 'Recibo',
    monto: '4.00',
    gasto_fijo: true,
    proveedor: 'EEGSA',
    num_documento: 'A-1',
    forma_pago: 'EFE',
  },
  caja: false,
});
const newGastoId = async (f: Fixture) => (await f.company.owner.post('/api/gastos/', gastoBody())).data.id as number;
ROUTE_CASES.push(
  {
    route: 'GET /api/ventas/reporte_productos_mas_vendidos',
    permiso: 'reporte_productos_mas_vendidos',
    call: (api) => api.get('/api/ventas/reporte_productos_mas_vendidos/'),
  },
  {
    route: 'GET /api/ventas/reporte_ganacia_bruta',
    permiso: 'reporte_ganancia_bruta',
    call: (api) => api.get('/api/ventas/reporte_ganacia_bruta/'),
  },
  {
    route: 'GET /api/ventas/descargar_excel_producto_mas_vendido',
    permiso: 'reporte_productos_mas_vendidos',
    call: (api) => api.get('/api/ventas/descargar_excel_producto_mas_vendido/'),
  },
  {
    route: 'GET /api/ventas/descargar_excel_reporte_ganancia_bruta',
    permiso: 'reporte_ganancia_bruta',
    call: (api) => api.get('/api/ventas/descargar_excel_reporte_ganancia_bruta/'),
  },
  {
    route: 'GET /api/descuento_recargo_ventas',
    permiso: 'reporte_descuentos_recargos',
    call: (api) => api.get('/api/descuento_recargo_ventas/', { tipo: '2' }),
  },
  {
    route: 'GET /api/descuento_recargo_ventas/descargar_excel_reporte',
    permiso: 'reporte_descuentos_recargos',
    call: (api) => api.get('/api/descuento_recargo_ventas/descargar_excel_reporte/'),
  },
  {
    route: 'GET /api/movimientos/grafica_balance_general',
    permiso: 'reporte_balance_general',
    call: (api) => api.get('/api/movimientos/grafica_balance_general/', { anio_actual: '2025' }),
  },
  {
    route: 'GET /api/movimientos/balance_general',
    permiso: 'reporte_balance_general',
    call: (api) => api.get('/api/movimientos/balance_general/'),
  },
  { route: 'GET /api/gastos', permiso: 'gasto', call: (api) => api.get('/api/gastos/') },
  { route: 'POST /api/gastos', permiso: 'gasto', call: (api) => api.post('/api/gastos/', gastoBody()) },
  {
    route: 'GET /api/gastos/:id',
    // The expense report's rows open the detail too.
    permiso: ['gasto', 'reporte_gasto'],
    call: async (api, f) => api.get(`/api/gastos/${await newGastoId(f)}/`),
  },
  {
    route: 'DELETE /api/gastos/:id',
    permiso: 'gasto',
    call: async (api, f) => api.delete(`/api/gastos/${await newGastoId(f)}/`),
  },
  {
    route: 'GET /api/gastos/reporte_gastos',
    permiso: 'reporte_gasto',
    call: (api) => api.get('/api/gastos/reporte_gastos/', RANGO),
  },
  {
    route: 'GET /api/gastos/listado_impresion',
    permiso: 'reporte_gasto',
    call: (api) => api.get('/api/gastos/listado_impresion/', RANGO),
  },
  { route: 'GET /api/gastos/resumen', permiso: 'reporte_gasto', call: (api) => api.get('/api/gastos/resumen/', RANGO) },
  {
    route: 'GET /api/gastos/grafica_reporte_gastos',
    permiso: 'reporte_gasto',
    call: (api) => api.get('/api/gastos/grafica_reporte_gastos/', RANGO),
  },
  {
    route: 'GET /api/gastos/descargar_excel_reporte',
    permiso: 'reporte_gasto',
    call: (api) => api.get('/api/gastos/descargar_excel_reporte/', RANGO),
  },
);

/** Receivables (P3-45): collections for who works a register, the report for `reporte_cuenta_cobrar`. */
const LECTORES_CUENTAS: readonly Permiso[] = [...CAJEROS, 'reporte_cuenta_cobrar'];
/** A Q 10.00 credit sale the owner recorded at a session of their own (closed again): the order a payment names. */
async function newOrdenCredito(f: Fixture): Promise<number> {
  const producto = await productoEnVenta(f);
  const opened = await f.company.owner.post('/api/aperturas_cierres_caja/', {
    caja: await newCajaId(f),
    total_apertura: '0',
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const venta = await f.company.owner.post('/api/ventas/', {
    ...carrito(producto),
    pagos: {},
    tipo_pago: 200,
    tipo_venta: 10000,
    fecha_vencimiento: '2100-01-01',
  });
  expect(venta.statusCode, venta.body).toBe(201);
  await cerrar(f.company.owner);
  return venta.data.id;
}
const cuentaDeOrden = async (f: Fixture, orden: number) =>
  (await f.company.owner.get(`/api/ordenes_venta/${orden}/cuenta/`)).data.id as number;
/** One credit order per fixture for the reads and the small payments (Q 0.01 each), so the matrix stays quick. */
const ordenesCompartidas = new WeakMap<Fixture, Promise<number>>();
function ordenCompartida(f: Fixture): Promise<number> {
  const existente = ordenesCompartidas.get(f) ?? newOrdenCredito(f);
  ordenesCompartidas.set(f, existente);
  return existente;
}
/** A Q 0.01 direct payment (no register) the owner made on the shared order: its partida and order. */
async function newPartida(f: Fixture): Promise<{ id: number; orden: number }> {
  const orden = await ordenCompartida(f);
  const pago = await f.company.owner.post('/api/cuenta_cobrar/abono/', {
    movimiento_id: orden,
    monto: '0.01',
    forma_pago: 'TRA',
    tipo_abono: 2000,
  });
  expect(pago.statusCode, pago.body).toBe(201);
  return { id: pago.data.partida.id, orden };
}
const directo = { forma_pago: 'TRA', tipo_abono: 2000 };
ROUTE_CASES.push(
  { route: 'GET /api/cuenta_cobrar', permiso: LECTORES_CUENTAS, call: (api) => api.get('/api/cuenta_cobrar/') },
  {
    route: 'GET /api/cuenta_cobrar/:id',
    permiso: LECTORES_CUENTAS,
    call: async (api, f) => api.get(`/api/cuenta_cobrar/${await cuentaDeOrden(f, await ordenCompartida(f))}/`),
  },
  {
    route: 'POST /api/cuenta_cobrar/abono',
    permiso: CAJEROS,
    call: async (api, f) =>
      api.post('/api/cuenta_cobrar/abono/', { movimiento_id: await ordenCompartida(f), monto: '0.01', ...directo }),
  },
  {
    route: 'POST /api/ordenes_venta/abono',
    permiso: CAJEROS,
    call: async (api, f) =>
      api.post('/api/ordenes_venta/abono/', {
        transferencia: '0.01',
        tipo_abono: 2000,
        ordenes_ventas: [{ id: await ordenCompartida(f), monto: '0.01' }],
      }),
  },
  {
    route: 'POST /api/cuenta_cobrar/finalizar_pago',
    permiso: CAJEROS,
    call: async (api, f) =>
      api.post('/api/cuenta_cobrar/finalizar_pago/', { movimiento_id: await newOrdenCredito(f), ...directo }),
  },
  {
    route: 'POST /api/cuenta_cobrar/finalizar_pago_multiple',
    permiso: CAJEROS,
    call: async (api, f) =>
      api.post('/api/cuenta_cobrar/finalizar_pago_multiple/', {
        cuentas_a_pagar: [await cuentaDeOrden(f, await newOrdenCredito(f))],
        total_pagar: '10',
        ...directo,
      }),
  },
  {
    route: 'PUT /api/ordenes_venta/anular_partida_abono',
    permiso: CAJEROS,
    call: async (api, f) =>
      api.put('/api/ordenes_venta/anular_partida_abono/', {
        id: (await newPartida(f)).id,
        motivo: 'Prueba de permisos',
      }),
  },
  {
    route: 'GET /api/ordenes_venta/get_movimiento_pago',
    permiso: LECTORES_CUENTAS,
    call: async (api, f) =>
      api.get('/api/ordenes_venta/get_movimiento_pago/', { id_partida: String((await newPartida(f)).id) }),
  },
  {
    route: 'GET /api/ordenes_venta/:id/documento_pagos',
    permiso: LECTORES_CUENTAS,
    call: async (api, f) => api.get(`/api/ordenes_venta/${await ordenCompartida(f)}/documento_pagos/`),
  },
  {
    route: 'GET /api/ordenes_venta/:id/cuenta',
    permiso: LECTORES_CUENTAS,
    call: async (api, f) => api.get(`/api/ordenes_venta/${await ordenCompartida(f)}/cuenta/`),
  },
  {
    route: 'PUT /api/ordenes_venta/:id/marcar_pago_fianlizado',
    permiso: CAJEROS,
    // Marked and put back by the owner, so the shared order stays payable.
    call: async (api, f) => {
      const orden = await ordenCompartida(f);
      const marcada = await api.put(`/api/ordenes_venta/${orden}/marcar_pago_fianlizado/`);
      if (marcada.statusCode === 200)
        await f.company.owner.put(`/api/ordenes_venta/${orden}/revertir_marcar_pago_finalizdo/`);
      return marcada;
    },
  },
  {
    route: 'PUT /api/ordenes_venta/:id/revertir_marcar_pago_finalizdo',
    permiso: CAJEROS,
    call: async (api, f) => {
      const orden = await ordenCompartida(f);
      await f.company.owner.put(`/api/ordenes_venta/${orden}/marcar_pago_fianlizado/`);
      const revertida = await api.put(`/api/ordenes_venta/${orden}/revertir_marcar_pago_finalizdo/`);
      if (revertida.statusCode !== 200)
        await f.company.owner.put(`/api/ordenes_venta/${orden}/revertir_marcar_pago_finalizdo/`);
      return revertida;
    },
  },
  {
    route: 'GET /api/cuenta_cobrar/retiros_caja',
    permiso: LECTORES_CUENTAS,
    call: (api) => api.get('/api/cuenta_cobrar/retiros_caja/', RANGO),
  },
  {
    route: 'GET /api/cuenta_cobrar/codigo_cobro',
    permiso: LECTORES_CUENTAS,
    call: (api, f) => api.get('/api/cuenta_cobrar/codigo_cobro/', { sucursal_id: String(f.company.sucursalId) }),
  },
  {
    route: 'GET /api/cuenta_cobrar/reporte_resumen',
    permiso: 'reporte_cuenta_cobrar',
    call: (api) => api.get('/api/cuenta_cobrar/reporte_resumen/'),
  },
  {
    route: 'GET /api/cuenta_cobrar/reporte_lista',
    permiso: 'reporte_cuenta_cobrar',
    call: (api) => api.get('/api/cuenta_cobrar/reporte_lista/', { filtro: '4' }),
  },
  {
    route: 'GET /api/cuenta_cobrar/reporte_recibo',
    permiso: 'reporte_cuenta_cobrar',
    call: (api) => api.get('/api/cuenta_cobrar/reporte_recibo/', RANGO),
  },
  {
    route: 'GET /api/cuenta_cobrar/reporte_antiguedad',
    permiso: 'reporte_cuenta_cobrar',
    call: (api) => api.get('/api/cuenta_cobrar/reporte_antiguedad/'),
  },
  {
    route: 'GET /api/cuenta_cobrar/estado_cuenta',
    permiso: 'reporte_cuenta_cobrar',
    call: async (api, f) => api.get('/api/cuenta_cobrar/estado_cuenta/', { cliente_id: String(await newClienteId(f)) }),
  },
  {
    route: 'GET /api/cuenta_cobrar/descargar_excel_reporte',
    permiso: 'reporte_cuenta_cobrar',
    call: (api) => api.get('/api/cuenta_cobrar/descargar_excel_reporte/'),
  },
  {
    route: 'GET /api/cuenta_cobrar/descargar_excel_reporte_recibo',
    permiso: 'reporte_cuenta_cobrar',
    call: (api) => api.get('/api/cuenta_cobrar/descargar_excel_reporte_recibo/', RANGO),
  },
);

/** Purchasing: suppliers, purchase orders (owner-made, on a new product) and their receipt. */
const LECTORES_PROVEEDOR: readonly Permiso[] = ['orden_compra', 'conf_proveedor'];
const newProveedorId = async (f: Fixture) =>
  (await f.company.owner.post('/api/proveedores/', { nombre: unique('Proveedor'), tipo_proveedor: 2 })).data
    .id as number;
/** A local purchase order of 10 units of a new product, to the fixture's branch. */
async function newOrdenCompra(
  f: Fixture,
  conAdjunto = false,
): Promise<{ id: number; detalle: number; adjunto: number | undefined }> {
  const { id: producto } = await createProduct(t.database.db, f.company.empresaId);
  const orden = {
    proveedor: await newProveedorId(f),
    sucursal_destino: f.company.sucursalId,
    fecha: '2026-11-02',
    numero_documento: unique('FAC'),
    origen: 2,
    tipo_compra: 2,
    detalles: [{ producto, cantidad: '10', costo: '1.00' }],
  };
  const created = conAdjunto
    ? await f.company.owner.form('POST', '/api/ordenes_compra/', orden, [
        { field: 'archivos', filename: 'factura.pdf', content: Buffer.from('%PDF-1.4'), type: 'application/pdf' },
      ])
    : await f.company.owner.post('/api/ordenes_compra/', orden);
  expect(created.statusCode, created.body).toBe(201);
  return { id: created.data.id, detalle: created.data.detalles[0].id, adjunto: created.data.adjuntos[0]?.id };
}

const cambioOrden = (path: string, prepara?: (f: Fixture, id: number) => Promise<unknown>): RouteCase => ({
  route: `PUT /api/ordenes_compra/:id/${path}`,
  permiso: 'orden_compra',
  call: async (api, f) => {
    const { id } = await newOrdenCompra(f);
    await prepara?.(f, id);
    return api.put(`/api/ordenes_compra/${id}/${path}/`);
  },
});
ROUTE_CASES.push(
  { route: 'GET /api/proveedores', permiso: LECTORES_PROVEEDOR, call: (api) => api.get('/api/proveedores/') },
  {
    route: 'POST /api/proveedores',
    permiso: LECTORES_PROVEEDOR,
    call: (api) => api.post('/api/proveedores/', { nombre: unique('Proveedor'), tipo_proveedor: 2 }),
  },
  {
    route: 'GET /api/proveedores/:id',
    permiso: LECTORES_PROVEEDOR,
    call: async (api, f) => api.get(`/api/proveedores/${await newProveedorId(f)}/`),
  },
  {
    route: 'PUT /api/proveedores/:id',
    permiso: 'conf_proveedor',
    call: async (api, f) => api.put(`/api/proveedores/${await newProveedorId(f)}/`, { nombre: unique('Editado') }),
  },
  {
    route: 'DELETE /api/proveedores/:id',
    permiso: 'conf_proveedor',
    call: async (api, f) => api.delete(`/api/proveedores/${await newProveedorId(f)}/`),
  },
  { route: 'GET /api/ordenes_compra', permiso: 'orden_compra', call: (api) => api.get('/api/ordenes_compra/') },
  {
    route: 'GET /api/ordenes_compra/productos',
    permiso: 'orden_compra',
    call: (api) => api.get('/api/ordenes_compra/productos/'),
  },
  {
    route: 'POST /api/ordenes_compra',
    permiso: 'orden_compra',
    call: async (api, f) => {
      const { id: producto } = await createProduct(t.database.db, f.company.empresaId);
      return api.post('/api/ordenes_compra/', {
        proveedor: await newProveedorId(f),
        sucursal_destino: f.company.sucursalId,
        fecha: '2026-11-02',
        numero_documento: unique('FAC'),
        origen: 2,
        tipo_compra: 2,
        detalles: [{ producto, cantidad: '1', costo: '1.00' }],
      });
    },
  },
  {
    route: 'GET /api/ordenes_compra/:id',
    permiso: 'orden_compra',
    call: async (api, f) => api.get(`/api/ordenes_compra/${(await newOrdenCompra(f)).id}/`),
  },
  {
    route: 'POST /api/ordenes_compra/anular_ODC',
    permiso: 'orden_compra',
    call: async (api, f) =>
      api.post('/api/ordenes_compra/anular_ODC/', { id: (await newOrdenCompra(f)).id, concepto_anulado: 'Prueba' }),
  },
  cambioOrden('finalizar', async (f, id) => {
    await f.company.owner.put(`/api/ordenes_compra/${id}/marcar_entrega_completada/`);
    await f.company.owner.put(`/api/ordenes_compra/${id}/marcar_pago_fianlizado/`);
  }),
  cambioOrden('marcar_entrega_completada'),
  cambioOrden('marcar_pago_fianlizado'),
  cambioOrden('revertir_marcar_pago_finalizdo', (f, id) =>
    f.company.owner.put(`/api/ordenes_compra/${id}/marcar_pago_fianlizado/`),
  ),
  {
    route: 'GET /api/recepcion_ordenes_compra',
    permiso: 'despacho_recepciones_orden_compra',
    call: (api) => api.get('/api/recepcion_ordenes_compra/'),
  },
  {
    route: 'GET /api/ordenes_compra/descargar_excel_OCA',
    permiso: 'orden_compra',
    call: (api) => api.get('/api/ordenes_compra/descargar_excel_OCA/'),
  },
  {
    route: 'GET /api/ordenes_compra/descargar_excel_OCF',
    permiso: 'orden_compra',
    call: (api) => api.get('/api/ordenes_compra/descargar_excel_OCF/'),
  },
  {
    route: 'GET /api/ordenes_compra/:id/adjuntos/:adjunto',
    permiso: 'orden_compra',
    call: async (api, f) => {
      const { id, adjunto } = await newOrdenCompra(f, true);
      return api.get(`/api/ordenes_compra/${id}/adjuntos/${adjunto}/`);
    },
  },
  {
    route: 'GET /api/recepcion_ordenes_compra/:id',
    permiso: 'despacho_recepciones_orden_compra',
    call: async (api, f) => api.get(`/api/recepcion_ordenes_compra/${(await newOrdenCompra(f)).id}/`),
  },
  {
    route: 'PUT /api/recepcion_ordenes_compra/:id',
    permiso: 'despacho_recepciones_orden_compra',
    call: async (api, f) => {
      const { id, detalle } = await newOrdenCompra(f);
      return api.put(`/api/recepcion_ordenes_compra/${id}/`, {
        num_documento: 'ENV-1',
        detalles: [{ id: detalle, a_recibir: '10', nota: '' }],
      });
    },
  },
);

/** Payables: a credit purchase of 10.00 (the owner's), paid directly so no register is needed. */
async function newCuentaPagar(f: Fixture): Promise<number> {
  const { id: producto } = await createProduct(t.database.db, f.company.empresaId);
  const proveedor = await f.company.owner.post('/api/proveedores/', {
    nombre: unique('Proveedor'),
    tipo_proveedor: 2,
    limite_credito: '1000',
  });
  const created = await f.company.owner.post('/api/ordenes_compra/', {
    proveedor: proveedor.data.id,
    sucursal_destino: f.company.sucursalId,
    fecha: '2026-11-02',
    numero_documento: unique('FAC'),
    origen: 2,
    tipo_compra: 1,
    plazo_pago: '30',
    detalles: [{ producto, cantidad: '10', costo: '1.00' }],
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.data.id as number;
}
const pagoDirecto = { tipo_abono: 2000, forma_pago: 'TRA', num_documento: 'TR-1', banco: 'BI' };
ROUTE_CASES.push(
  {
    route: 'GET /api/cuenta_pagar/retiros_caja',
    permiso: 'orden_compra',
    call: (api) => api.get('/api/cuenta_pagar/retiros_caja/'),
  },
  {
    route: 'POST /api/cuenta_pagar/abono',
    permiso: 'orden_compra',
    call: async (api, f) =>
      api.post('/api/cuenta_pagar/abono/', { ...pagoDirecto, orden_compra: await newCuentaPagar(f), monto: '1.00' }),
  },
  {
    route: 'POST /api/cuenta_pagar/finalizar_pago',
    permiso: 'orden_compra',
    call: async (api, f) =>
      api.post('/api/cuenta_pagar/finalizar_pago/', { ...pagoDirecto, orden_compra: await newCuentaPagar(f) }),
  },
  {
    route: 'POST /api/cuenta_pagar/finalizar_pago_multiple',
    permiso: 'orden_compra',
    call: async (api, f) =>
      api.post('/api/cuenta_pagar/finalizar_pago_multiple/', {
        ...pagoDirecto,
        cuentas_a_pagar: [await newCuentaPagar(f), await newCuentaPagar(f)],
        total_pagar: '20.00',
      }),
  },
  {
    route: 'PUT /api/cuenta_pagar/anular_abono',
    permiso: 'orden_compra',
    call: async (api, f) => {
      const orden_compra = await newCuentaPagar(f);
      const abono = await f.company.owner.post('/api/cuenta_pagar/abono/', {
        ...pagoDirecto,
        orden_compra,
        monto: '1',
      });
      return api.put('/api/cuenta_pagar/anular_abono/', { id: abono.data.id, motivo: 'Prueba' });
    },
  },
  {
    route: 'GET /api/ordenes_compra/:id/documento_pagos',
    permiso: 'orden_compra',
    call: async (api, f) => api.get(`/api/ordenes_compra/${await newCuentaPagar(f)}/documento_pagos/`),
  },
);

/** Dispatches: the owner sends one unit of a stocked product from the fixture's branch to a new one. */
const LECTORES_DESPACHO: readonly Permiso[] = ['despacho_despachos', 'despacho_recepciones', 'reporte_despachos'];
const despachoBody = async (f: Fixture) => ({
  productos: [{ id: await stockedProduct(f), cantidad_despachada: 1 }],
  sucursal_destino: await newBranchId(f),
  responsable_transporte: 'Juan Piloto',
});
async function newDespacho(f: Fixture): Promise<{ id: number; detalle: number }> {
  const created = await f.company.owner.post(`/api/despachos/?sucursal=${f.company.sucursalId}`, await despachoBody(f));
  expect(created.statusCode, created.body).toBe(201);
  return { id: created.data.id, detalle: created.data.detalles[0].id };
}
/** A dispatch of one unit the owner sends from a new branch to the fixture's, where the roles work. */
async function newDespachoEntrante(f: Fixture): Promise<{ id: number; detalle: number }> {
  const origen = await newBranchId(f);
  const { id: producto } = await createProduct(t.database.db, f.company.empresaId);
  const received = await f.company.owner.post(`/api/bodegas/ingreso/?sucursal=${origen}`, {
    productos: [{ producto, cantidad: 10, costo: '1' }],
  });
  expect(received.statusCode, received.body).toBe(201);
  const created = await f.company.owner.post(`/api/despachos/?sucursal=${origen}`, {
    productos: [{ id: producto, cantidad_despachada: 1 }],
    sucursal_destino: f.company.sucursalId,
    responsable_transporte: 'Juan Piloto',
  });
  expect(created.statusCode, created.body).toBe(201);
  return { id: created.data.id, detalle: created.data.detalles[0].id };
}
ROUTE_CASES.push(
  { route: 'GET /api/despachos', permiso: 'despacho_despachos', call: (api) => api.get('/api/despachos/') },
  {
    route: 'GET /api/recepcion_despachos',
    permiso: 'despacho_recepciones',
    call: (api) => api.get('/api/recepcion_despachos/'),
  },
  {
    route: 'GET /api/despachos/reporte',
    permiso: 'reporte_despachos',
    call: (api) => api.get('/api/despachos/reporte/'),
  },
  {
    route: 'GET /api/despachos/descargar_excel_reporte',
    permiso: 'reporte_despachos',
    call: (api) => api.get('/api/despachos/descargar_excel_reporte/'),
  },
  {
    route: 'POST /api/despachos',
    permiso: 'despacho_despachos',
    call: async (api, f) => api.post('/api/despachos/', await despachoBody(f)),
  },
  {
    route: 'GET /api/despachos/:id',
    permiso: LECTORES_DESPACHO,
    call: async (api, f) => api.get(`/api/despachos/${(await newDespacho(f)).id}/`),
  },
  {
    route: 'DELETE /api/despachos/:id',
    permiso: 'despacho_despachos',
    call: async (api, f) =>
      // P3-78: the reason may come in the query string.
      api.delete(`/api/despachos/${(await newDespacho(f)).id}/?motivo=Prueba`),
  },
  {
    route: 'GET /api/recepcion_despachos/:id',
    permiso: 'despacho_recepciones',
    call: async (api, f) => api.get(`/api/recepcion_despachos/${(await newDespachoEntrante(f)).id}/`),
  },
  {
    route: 'PUT /api/recepcion_despachos/:id',
    permiso: 'despacho_recepciones',
    call: async (api, f) => {
      const { id, detalle } = await newDespachoEntrante(f);
      return api.put(`/api/recepcion_despachos/${id}/`, { detalles: [{ id: detalle, cantidad_recibido: 1 }] });
    },
  },
);

/** Returns and credit-note extras (P3-45). */
const PERMISOS_DEVOLUCION: readonly Permiso[] = [...COBRADORES, 'bodega'];
const LECTORES_ADICIONES: readonly Permiso[] = ['conf_adicionales_nota_fel', ...PERMISOS_DEVOLUCION];
const newAdicionId = async (f: Fixture) =>
  (await f.company.owner.post('/api/adiciones_nota_fel/', { nombre: unique('Flete'), tipo: 10, valor: '5' })).data
    .id as number;
/** A cash sale of one unit the owner recorded at a session of their own (closed afterwards): the body to return it, and its code. */
async function ventaDevolvible(f: Fixture): Promise<{ body: Record<string, unknown>; codigo: string }> {
  const venta = await conVenta(f, async (id) => (await f.company.owner.get(`/api/historial_ventas/${id}/`)).data);
  const factura = await f.company.owner.get('/api/devoluciones/getFactura/', { codigo: venta.codigo });
  expect(factura.statusCode, factura.body).toBe(200);
  return {
    body: {
      venta: factura.data.id,
      concepto: 'Devolución',
      productos: [{ id: factura.data.productos[0].id, cantidad: '1' }],
    },
    codigo: venta.codigo,
  };
}
/** A return (voucher) the owner took of such a sale, and the sale's code. */
async function newDevolucion(f: Fixture): Promise<{ id: number; codigo: string; venta: string }> {
  const { body, codigo } = await ventaDevolvible(f);
  const devolucion = await f.company.owner.post('/api/devoluciones/', body);
  expect(devolucion.statusCode, devolucion.body).toBe(201);
  return { id: devolucion.data.id, codigo: devolucion.data.codigo, venta: codigo };
}
ROUTE_CASES.push(
  { route: 'GET /api/devoluciones', permiso: DEVOLUCIONES, call: (api) => api.get('/api/devoluciones/') },
  {
    route: 'GET /api/devoluciones/reporte',
    permiso: 'reporte_devolucion',
    call: (api) => api.get('/api/devoluciones/reporte/'),
  },
  {
    route: 'GET /api/devoluciones/descargar_excel',
    permiso: 'reporte_devolucion',
    call: (api) => api.get('/api/devoluciones/descargar_excel/'),
  },
  {
    route: 'GET /api/devoluciones/getFactura',
    permiso: PERMISOS_DEVOLUCION,
    call: async (api, f) => api.get('/api/devoluciones/getFactura/', { codigo: (await ventaDevolvible(f)).codigo }),
  },
  {
    route: 'GET /api/devoluciones/:id',
    permiso: DEVOLUCIONES,
    call: async (api, f) => api.get(`/api/devoluciones/${(await newDevolucion(f)).id}/`),
  },
  {
    route: 'POST /api/devoluciones',
    permiso: PERMISOS_DEVOLUCION,
    call: async (api, f) => api.post('/api/devoluciones/', (await ventaDevolvible(f)).body),
  },
  {
    route: 'PUT /api/devoluciones/:id/anular',
    permiso: PERMISOS_DEVOLUCION,
    call: async (api, f) => api.put(`/api/devoluciones/${(await newDevolucion(f)).id}/anular/`, { motivo: 'Prueba' }),
  },
  {
    route: 'GET /api/notas_credito_fel/consultar',
    permiso: COBRADORES,
    call: async (api, f) =>
      api.get('/api/notas_credito_fel/consultar/', { codigo_nota_credito: (await newDevolucion(f)).codigo }),
  },
  {
    route: 'GET /api/adiciones_nota_fel',
    permiso: LECTORES_ADICIONES,
    call: (api) => api.get('/api/adiciones_nota_fel/'),
  },
  {
    route: 'POST /api/adiciones_nota_fel',
    permiso: 'conf_adicionales_nota_fel',
    call: (api) => api.post('/api/adiciones_nota_fel/', { nombre: unique('Flete'), tipo: 10, valor: '5' }),
  },
  {
    route: 'GET /api/adiciones_nota_fel/:id',
    permiso: LECTORES_ADICIONES,
    call: async (api, f) => api.get(`/api/adiciones_nota_fel/${await newAdicionId(f)}/`),
  },
  {
    route: 'PUT /api/adiciones_nota_fel/:id',
    permiso: 'conf_adicionales_nota_fel',
    call: async (api, f) => api.put(`/api/adiciones_nota_fel/${await newAdicionId(f)}/`, { nombre: unique('Editada') }),
  },
  {
    route: 'DELETE /api/adiciones_nota_fel/:id',
    permiso: 'conf_adicionales_nota_fel',
    call: async (api, f) => api.delete(`/api/adiciones_nota_fel/${await newAdicionId(f)}/`),
  },
);

// Sales orders (issue 15): sellers create, read and annul them; deliveries also by the warehouse.
const VENDEDORES_ORDEN: readonly Permiso[] = ['punto_venta', 'punto_venta_mostrador'];
/** One customer and one well-stocked product per fixture serve every order the matrix creates. */
const ordenBase = new WeakMap<Fixture, Promise<{ cliente_id: number; producto: number }>>();
const baseDeOrden = (f: Fixture) => {
  if (!ordenBase.has(f))
    ordenBase.set(
      f,
      (async () => {
        const { id } = await createProduct(t.database.db, f.company.empresaId, { precio: '10' });
        await f.company.owner.post('/api/bodegas/ingreso/', {
          productos: [{ producto: id, cantidad: 1000, costo: '1' }],
        });
        return { cliente_id: await newClienteId(f), producto: id };
      })(),
    );
  return ordenBase.get(f)!;
};
const ordenBody = async (f: Fixture) => {
  const { cliente_id, producto } = await baseDeOrden(f);
  return { cliente_id, productos: carrito(producto).productos };
};
const newOrden = async (f: Fixture) => {
  const orden = await f.company.owner.post('/api/ordenes_venta/', await ordenBody(f));
  expect(orden.statusCode, orden.body).toBe(201);
  return orden.data as { id: number; detalles: { id: number }[] };
};
const newEntregaId = async (f: Fixture) => {
  const orden = await newOrden(f);
  const entrega = await f.company.owner.post('/api/entrega_ordenes_venta/', {
    orden_venta: orden.id,
    detalles: [{ id: orden.detalles[0]!.id, cantidad: '1' }],
  });
  return entrega.data.id as number;
};
const newClienteFormalId = async (f: Fixture) =>
  (
    await f.company.owner.post('/api/clientes/cliente_ov/', {
      nombre: unique('Formal'),
      nit: 'CF',
      nombre_sucursal: 'Central',
      direccion_sucursal: 'Zona 1',
    })
  ).data.id as number;

ROUTE_CASES.push(
  {
    route: 'POST /api/ordenes_venta',
    permiso: VENDEDORES_ORDEN,
    call: async (api, f) => api.post('/api/ordenes_venta/', await ordenBody(f)),
  },
  { route: 'GET /api/ordenes_venta', permiso: VENDEDORES_ORDEN, call: (api) => api.get('/api/ordenes_venta/') },
  {
    route: 'GET /api/ordenes_venta/validar_credito_cliente',
    permiso: [...VENDEDORES_ORDEN, 'punto_venta_caja'],
    call: async (api, f) =>
      api.get('/api/ordenes_venta/validar_credito_cliente/', {
        cliente_id: String((await baseDeOrden(f)).cliente_id),
        sucursal_id: String(f.company.sucursalId),
        total: '10',
      }),
  },
  {
    route: 'GET /api/ordenes_venta/:id',
    permiso: VENDEDORES_ORDEN,
    call: async (api, f) => api.get(`/api/ordenes_venta/${(await newOrden(f)).id}/`),
  },
  {
    route: 'DELETE /api/ordenes_venta/:id',
    permiso: VENDEDORES_ORDEN,
    call: async (api, f) => api.delete(`/api/ordenes_venta/${(await newOrden(f)).id}/`, { motivo: 'Prueba' }),
  },
  {
    route: 'POST /api/entrega_ordenes_venta',
    permiso: [...VENDEDORES_ORDEN, 'bodega'],
    call: async (api, f) => {
      const orden = await newOrden(f);
      return api.post('/api/entrega_ordenes_venta/', {
        orden_venta: orden.id,
        detalles: [{ id: orden.detalles[0]!.id, cantidad: '1' }],
      });
    },
  },
  {
    route: 'GET /api/entrega_ordenes_venta',
    permiso: [...VENDEDORES_ORDEN, 'bodega'],
    call: async (api, f) => api.get('/api/entrega_ordenes_venta/', { orden_venta: String((await newOrden(f)).id) }),
  },
  {
    route: 'GET /api/entrega_ordenes_venta/movimiento_entrega',
    permiso: [...VENDEDORES_ORDEN, 'bodega'],
    call: async (api, f) =>
      api.get('/api/entrega_ordenes_venta/movimiento_entrega/', { id: String(await newEntregaId(f)) }),
  },
  {
    route: 'POST /api/clientes/cliente_ov',
    permiso: [...VENDEDORES_ORDEN, 'conf_cliente'],
    call: (api) =>
      api.post('/api/clientes/cliente_ov/', {
        nombre: unique('Formal'),
        nit: 'CF',
        nombre_sucursal: 'Central',
        direccion_sucursal: 'Zona 1',
      }),
  },
  {
    route: 'GET /api/clientes_formal',
    permiso: [...VENDEDORES_ORDEN, 'conf_cliente'],
    call: (api) => api.get('/api/clientes_formal/'),
  },
  {
    route: 'GET /api/clientes_formal/:id/sucursales',
    permiso: [...VENDEDORES_ORDEN, 'conf_cliente'],
    call: async (api, f) => api.get(`/api/clientes_formal/${await newClienteFormalId(f)}/sucursales/`),
  },
);

const PUBLIC_ROUTES = [
  'GET /api/salud',
  'GET /api/docs',
  'GET /api/docs/openapi.json',
  'POST /api/usuarios/token',
  'POST /api/usuarios/pass_reset_mail',
  'POST /api/usuarios/pass_reset',
  // Opened with a one-time ticket instead of the session token (test/api/events/live-events.test.ts).
  'GET /api/eventos',
];

describe('route × role matrix', () => {
  // One company with the six demo logins serves the whole matrix: each call makes its own targets.
  let shared: Fixture;
  beforeAll(async () => {
    shared = await fixture();
  });

  it('covers every API route the app registers', () => {
    expect(registeredRoutes(t.app)).toEqual([...ROUTE_CASES.map((c) => c.route), ...PUBLIC_ROUTES].sort());
  });

  // Each matrix test sends one request per registered route (several hundred): on a loaded CI
  // machine that outlasts the suite's 30 s default.
  const MATRIX_TIMEOUT_MS = 240_000;

  it(
    'every protected route answers 401 without a token or with a bad one',
    async () => {
      const f = shared;
      for (const { route, call } of ROUTE_CASES) {
        if (route === 'POST /api/usuarios/logout') {
          expect((await client(t.app).post('/api/usuarios/logout/')).statusCode).toBe(401);
          continue;
        }
        for (const api of [client(t.app), client(t.app, 'token-falso')]) {
          const response = await call(api, f, 'propietario');
          expect(response.statusCode, route).toBe(401);
        }
      }
    },
    MATRIX_TIMEOUT_MS,
  );

  it('the public routes need no token', async () => {
    expect((await client(t.app).get('/api/salud/')).statusCode).toBe(200);
    expect((await client(t.app).post('/api/usuarios/pass_reset_mail/', { email: 'nadie@prueba.gt' })).statusCode).toBe(
      200,
    );
    expect(
      (
        await client(t.app).post('/api/usuarios/pass_reset/', {
          token: 'x',
          password: 'clave-larga-1',
          confirm_password: 'clave-larga-1',
        })
      ).statusCode,
    ).toBe(400);
  });

  it.each(PERFILES)(
    '%s: allowed exactly where its preset has the flag, 403 elsewhere',
    async (perfil) => {
      const f = shared;
      const api = client(t.app, f.tokens[perfil]);
      const me = (await api.get('/api/usuarios/me/')).data;
      // The token really carries the preset.
      for (const permiso of PERMISOS) expect(me[permiso], permiso).toBe(f.permisos[perfil].includes(permiso));
      for (const { route, permiso, call } of ROUTE_CASES) {
        const allowed = permiso === null || [permiso].flat().some((p) => f.permisos[perfil].includes(p));
        const response = await call(api, f, perfil);
        if (allowed) {
          expect(
            response.statusCode,
            `${perfil} ${route}: ${(response as { body?: string }).body}`,
          ).toBeGreaterThanOrEqual(200);
          expect(response.statusCode, `${perfil} ${route}: ${(response as { body?: string }).body}`).toBeLessThan(300);
        } else {
          expect(response.statusCode, `${perfil} ${route}`).toBe(403);
          expect((response as unknown as { data: unknown }).data, route).toEqual({
            code: 'PERMISSION_DENIED',
            detail: 'No tiene permiso para realizar esta acción.',
          });
        }
      }
    },
    MATRIX_TIMEOUT_MS,
  );

  it('a cashier asking for the user list gets 403, not 401 (P3-44)', async () => {
    const f = shared;
    const response = await client(t.app, f.tokens.es_cajero).get('/api/usuarios/');
    expect(response.statusCode).toBe(403);
    // The session is still valid afterwards.
    expect((await client(t.app, f.tokens.es_cajero).get('/api/usuarios/me/')).statusCode).toBe(200);
  });

  it('a permission granted or removed takes effect on the next request of an open session', async () => {
    const f = await fixture();
    const cajero = client(t.app, f.tokens.es_cajero);
    expect((await cajero.get('/api/bitacora/')).statusCode).toBe(403);
    const me = (await f.company.owner.get(`/api/usuarios/${f.ids.es_cajero}/`)).data;
    const edit = await f.company.owner.put(`/api/usuarios/${f.ids.es_cajero}/`, {
      ...me,
      sucursales: [f.company.sucursalId],
      password: '',
      bitacora: true,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await cajero.get('/api/bitacora/')).statusCode).toBe(200);
    await f.company.owner.put(`/api/usuarios/${f.ids.es_cajero}/`, {
      ...me,
      sucursales: [f.company.sucursalId],
      password: '',
      bitacora: false,
    });
    expect((await cajero.get('/api/bitacora/')).statusCode).toBe(403);
  });
});

describe('the `sucursal` parameter', () => {
  const SOLO_GLOBAL = 'Solo un administrador global puede trabajar con todas las sucursales.';

  it('`sucursal=empresa` is only for global admins', async () => {
    const f = await fixture();
    const { company } = f;
    const globalAdmin = await company.owner.post('/api/usuarios/', { ...presetBody('es_admin', []), es_global: true });
    const globalCajero = await company.owner.post('/api/usuarios/', {
      ...presetBody('es_cajero', [company.sucursalId]),
      es_global: true,
    });
    const tokenOf = async (created: { data: { email: string } }) => login(t.app, created.data.email);
    const allowed = [company.ownerToken, await tokenOf(globalAdmin)];
    const refused = [f.tokens.es_admin, f.tokens.es_bodeguero, f.tokens.es_cajero, await tokenOf(globalCajero)];
    for (const token of allowed)
      expect((await client(t.app, token).get('/api/sucursales/', { sucursal: 'empresa' })).statusCode).toBe(200);
    for (const token of refused) {
      const response = await client(t.app, token).get('/api/sucursales/', { sucursal: 'empresa' });
      expect(response.statusCode).toBe(403);
      expect(response.data).toEqual({ code: 'PERMISSION_DENIED', detail: SOLO_GLOBAL });
    }
  });

  it("another company's branch is 404, an own branch the user isn't in is 403, a bad value is 400", async () => {
    const f = await fixture();
    const other = await createTestCompany(t.app, t.database);
    const norte = (
      await f.company.owner.post('/api/sucursales/', { nombre: 'Norte', departamento: '01', municipio: '0108' })
    ).data.id;
    const retirada = (
      await f.company.owner.post('/api/sucursales/', { nombre: 'Retirada', departamento: '01', municipio: '0108' })
    ).data.id;
    expect((await f.company.owner.delete(`/api/sucursales/${retirada}/`)).statusCode).toBe(200);
    const cajero = client(t.app, f.tokens.es_cajero);

    expect((await cajero.get('/api/usuarios/me/', { sucursal: String(f.company.sucursalId) })).statusCode).toBe(200);
    for (const sucursal of [String(other.sucursalId), String(retirada), '2147483647']) {
      const response = await cajero.get('/api/usuarios/me/', { sucursal });
      expect(response.statusCode, sucursal).toBe(404);
      expect(response.data).toEqual({ code: 'NOT_FOUND', detail: 'Sucursal no encontrada.' });
    }
    const notMine = await cajero.get('/api/usuarios/me/', { sucursal: String(norte) });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.data).toEqual({ code: 'PERMISSION_DENIED', detail: 'No tiene acceso a la sucursal seleccionada.' });
    // A global user reaches every branch of the company, but never another company's.
    expect((await f.company.owner.get('/api/usuarios/me/', { sucursal: String(norte) })).statusCode).toBe(200);
    expect((await f.company.owner.get('/api/usuarios/me/', { sucursal: String(other.sucursalId) })).statusCode).toBe(
      404,
    );
    for (const sucursal of ['abc', '0', '-3', '1.5', 'EMPRESA', '99999999999', '1e3', ' ']) {
      const response = await cajero.get('/api/usuarios/me/', { sucursal });
      expect(response.statusCode, sucursal).toBe(400);
      expect(response.data).toEqual({ code: 'BAD_REQUEST', detail: 'El parámetro sucursal no es válido.' });
    }
    const twice = await t.app.inject({
      method: 'GET',
      url: `/api/usuarios/me/?sucursal=${f.company.sucursalId}&sucursal=${norte}`,
      headers: { authorization: `Token ${f.tokens.es_cajero}` },
    });
    expect(twice.statusCode).toBe(400);
  });

  it('applies to writes too: the check runs before the write', async () => {
    const f = await fixture();
    const other = await createTestCompany(t.app, t.database);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sucursales/?sucursal=${other.sucursalId}`,
      headers: { authorization: `Token ${f.company.ownerToken}` },
      payload: { nombre: 'No debe existir', departamento: '01', municipio: '0101' },
    });
    expect(response.statusCode).toBe(404);
    const names = (await f.company.owner.get('/api/sucursales/', { page_size: '100' })).data.results.map(
      (s: { nombre: string }) => s.nombre,
    );
    expect(names).not.toContain('No debe existir');
  });
});
