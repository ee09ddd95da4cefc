import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { TIPOS_PRODUCTO, TIPOS_UNIDAD } from '@pos/shared/domains/catalog/catalog';
import type { CategoriaNodo } from '@pos/shared/domains/catalog/categories';
import { CAMPOS_PRECIO } from '@pos/shared/domains/catalog/pricing';
import type { ProductoVenta } from '@pos/shared/domains/catalog/products.api';
import { FLAGS_CONFIGURACION, NOMBRES_FLAGS } from '@pos/shared/domains/companies/companies';
import { PERMISOS, ROLES, permisosPorRol, type Permiso, type Rol } from '@pos/shared/domains/users/permissions';
import { compare, div } from '@pos/shared/money';
import { queryRows } from '../../../src/db/client';
import {
  bitacora,
  cajas,
  configuraciones,
  empresas,
  metodosPagoEntrega,
  sucursales,
  usuarios,
} from '../../../src/db/schema/index';
import { DEMO_PASSWORD, seedDemoCompanies, seedDemoIfEmpty } from '../../../src/db/seed/demo';
import { isValidNit, normalizeNit } from '@pos/shared/validation/nit';
import { CATALOGO_DEMO, codigoBarrasDemo, productosDemo } from '../../../src/db/seed/demo-catalog';
import { client, createTestApp, type TestApp } from '../../helpers/app';
import { login } from '../../helpers/factories';
import { expectLedgerMatchesBalances } from '../../helpers/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The six demo logins (README), with the role, level and branches each one has. */
const LOGINS: { email: string; rol: Rol | 'propietario'; nivel: number; sucursales: string[] }[] = [
  { email: 'propietario@demo.gt', rol: 'propietario', nivel: 100, sucursales: ['Central', 'Norte'] },
  { email: 'admin@demo.gt', rol: 'es_admin', nivel: 75, sucursales: ['Central', 'Norte'] },
  { email: 'bodega@demo.gt', rol: 'es_bodeguero', nivel: 50, sucursales: ['Central'] },
  { email: 'encargado@demo.gt', rol: 'es_encargado_tienda', nivel: 50, sucursales: ['Norte'] },
  { email: 'cajero@demo.gt', rol: 'es_cajero', nivel: 25, sucursales: ['Central'] },
  { email: 'vendedor@demo.gt', rol: 'es_vendedor_mostrador', nivel: 25, sucursales: ['Central'] },
];

async function counts() {
  const db = t.database.db;
  const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    empresas: await n(empresas),
    sucursales: await n(sucursales),
    usuarios: await n(usuarios),
    configuraciones: await n(configuraciones),
    metodos: await n(metodosPagoEntrega),
    bitacora: await n(bitacora),
  };
}

describe('seedDemoIfEmpty', () => {
  it('on an empty database creates company "Demo" with its branches and six logins, once', async () => {
    expect((await counts()).empresas).toBe(0);
    expect(await seedDemoIfEmpty(t.database.db, t.fel.box)).toBe(true);

    const [empresa] = await t.database.db.select().from(empresas);
    expect(empresa).toMatchObject({ nombre: 'Demo', slug: 'demo', pais: 'GT', activo: true });
    const branches = await t.database.db
      .select()
      .from(sucursales)
      .where(eq(sucursales.empresaId, empresa!.id))
      .orderBy(sucursales.id);
    expect(branches.map((b) => b.nombre)).toEqual(['Central', 'Norte']);
    for (const b of branches) expect(b.nit).toBe('1234567-9');
    const [conf] = await t.database.db.select().from(configuraciones).where(eq(configuraciones.empresaId, empresa!.id));
    expect(conf).toMatchObject({
      tipoPuntoVenta: 'PVMCE',
      confCajaForzarCierre: true,
      confVentaImprimirRecibo: true,
      confVentaPedirCliente: true,
    });
    const users = await t.database.db.select().from(usuarios).where(eq(usuarios.empresaId, empresa!.id));
    expect(users.map((u) => u.email).sort()).toEqual(LOGINS.map((l) => l.email).sort());

    // Running it again does nothing.
    const before = await counts();
    expect(await seedDemoIfEmpty(t.database.db, t.fel.box)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it.each(LOGINS)(
    '$email logs in with demo1234 and sees its role ($rol)',
    async ({ email, rol, nivel, sucursales: branchNames }) => {
      const [empresa] = await t.database.db.select().from(empresas).where(eq(empresas.slug, 'demo'));
      expect(empresa, 'the seed test runs first').toBeDefined();
      expect(DEMO_PASSWORD).toBe('demo1234');
      const api = client(t.app, await login(t.app, email, 'demo1234'));
      const me = (await api.get('/api/usuarios/me/')).data;
      const expected: readonly Permiso[] = rol === 'propietario' ? PERMISOS : permisosPorRol(rol, 'PVMCE');
      for (const permiso of PERMISOS) expect(me[permiso], permiso).toBe(expected.includes(permiso));
      for (const r of ROLES) expect(me[r], r).toBe(r === (rol === 'propietario' ? 'es_admin' : rol));
      expect(me).toMatchObject({
        rol: nivel,
        es_propietario: rol === 'propietario',
        es_global: rol === 'propietario',
        pais: 'GT',
        caja: null,
        empresa: { slug: 'demo', nombre: 'Demo' },
      });
      expect(me.sucursales.map((s: { nombre: string }) => s.nombre)).toEqual(branchNames);
      expect(me.sucursal).toBe(me.sucursales[0].id);
      const conf = (await api.get('/api/configuracion/me/')).data;
      expect(conf).toMatchObject({
        slug: 'demo',
        tipo_punto_venta: 'PVMCE',
        telefono_tienda: '2230 4455',
        correo_tienda: 'tienda@demo.gt',
      });
      // The spec's defaults, except that the demo invoices electronically (on the sandbox).
      for (const flag of NOMBRES_FLAGS)
        expect(conf[flag], flag).toBe(flag === 'utiliza_fel' ? true : FLAGS_CONFIGURACION[flag]);
      // What the role may open, it can open.
      expect((await api.get('/api/usuarios/')).statusCode).toBe(expected.includes('conf_usuario') ? 200 : 403);
      expect((await api.get('/api/bitacora/')).statusCode).toBe(expected.includes('bitacora') ? 200 : 403);
    },
  );

  it('the demo set-up is in the audit log, by the owner', async () => {
    const [owner] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, 'propietario@demo.gt'));
    const entries = await t.database.db
      .select()
      .from(bitacora)
      .where(eq(bitacora.empresaId, owner!.empresaId))
      .orderBy(bitacora.id);
    expect(entries.map((e) => `${e.entidad} ${e.accion}`)).toEqual([
      'EMPRESA CREAR',
      'SUCURSAL CREAR',
      ...Array(5).fill('USUARIO CREAR'),
      'CAJA CREAR',
      'CAJA CREAR',
      'CONFIGURACION CREAR',
      ...CATALOGO_DEMO.flatMap((f) => ['CATEGORIA CREAR', ...f.subfamilias.map(() => 'CATEGORIA CREAR')]),
      ...productosDemo().map(() => 'PRODUCTO CREAR'),
      'DOCUMENTO_INVENTARIO CREAR',
      'DOCUMENTO_INVENTARIO CREAR',
    ]);
    expect(entries.every((e) => e.usuarioId === owner!.id)).toBe(true);
  });

  it('invoices on the sandbox: issuer settings and one establishment code per branch', async () => {
    const api = client(t.app, await login(t.app, 'propietario@demo.gt', 'demo1234'));
    const fel = (await api.get('/api/configuracion_fel/')).data;
    expect(fel).toMatchObject({
      configurada: true,
      utiliza_fel: true,
      nit_emisor: '12345679',
      afiliacion_iva: 'GEN',
      certificador: 'sandbox',
      documentos: { factura: 'FACT', credito: 'FACT' },
    });
    expect(
      fel.establecimientos.map((e: { sucursal: { nombre: string }; codigo_establecimiento: number }) => [
        e.sucursal.nombre,
        e.codigo_establecimiento,
      ]),
    ).toEqual([
      ['Central', 1],
      ['Norte', 2],
    ]);
  });

  it('does nothing when any company exists', async () => {
    const before = await counts();
    expect(await seedDemoIfEmpty(t.database.db, t.fel.box)).toBe(false);
    expect(await counts()).toEqual(before);
  });
});

/** An EAN-13: 13 digits whose last is the check digit (weights 1, 3, 1, 3… from the left). */
function ean13Valido(codigo: string): boolean {
  if (!/^\d{13}$/.test(codigo)) return false;
  const digitos = [...codigo].map(Number);
  const suma = digitos.slice(0, 12).reduce((total, d, i) => total + d * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (suma % 10)) % 10 === digitos[12];
}

async function demoIds() {
  const [empresa] = await t.database.db.select().from(empresas).where(eq(empresas.slug, 'demo'));
  expect(empresa, 'the seed test runs first').toBeDefined();
  const branches = await t.database.db
    .select()
    .from(sucursales)
    .where(eq(sucursales.empresaId, empresa!.id))
    .orderBy(sucursales.id);
  return { empresaId: empresa!.id, central: branches[0]!.id, norte: branches[1]!.id };
}

interface FilaProducto {
  id: number;
  codigo: string;
  nombre: string;
  tipo_producto: number;
  unidad: string | null;
  tipo_unidad: number | null;
  familia: string | null;
  familia_nivel: number | null;
  subfamilia: string | null;
  subfamilia_padre_ok: boolean;
  codigo_barras: string;
  costo: string;
  precio: string;
  precio2: string;
  precio3: string;
  precio4: string;
  precio5: string;
  central: string | null;
  norte: string | null;
}

async function demoProducts(empresaId: number, central: number, norte: number): Promise<FilaProducto[]> {
  return queryRows<FilaProducto>(
    t.database.db,
    sql`select p.id, p.codigo, p.nombre, p.tipo_producto, u.nombre as unidad, u.tipo as tipo_unidad,
               f.nombre as familia, f.nivel as familia_nivel, s.nombre as subfamilia, s.parent_id = f.id as subfamilia_padre_ok,
               p.codigo_barras, p.costo::text as costo, p.precio::text as precio, p.precio2::text as precio2,
               p.precio3::text as precio3, p.precio4::text as precio4, p.precio5::text as precio5,
               (select e.cantidad::text from existencias e where e.producto_id = p.id and e.sucursal_id = ${central}) as central,
               (select e.cantidad::text from existencias e where e.producto_id = p.id and e.sucursal_id = ${norte}) as norte
          from productos p
          left join unidades_medida u on u.id = p.unidad_medida_id
          left join categorias f on f.id = p.categoria_id
          left join categorias s on s.id = p.subfamilia_id
         where p.empresa_id = ${empresaId} and p.activo
         order by p.codigo`,
  );
}

interface FilaFraccion {
  producto_id: number;
  nombre: string;
  contenido: string;
  codigo_barras: string;
  precio: string;
  precio2: string;
  precio3: string;
}

async function demoFractions(empresaId: number): Promise<FilaFraccion[]> {
  return queryRows<FilaFraccion>(
    t.database.db,
    sql`select producto_id, nombre, contenido::text as contenido, codigo_barras, precio::text as precio,
               precio2::text as precio2, precio3::text as precio3
          from fracciones where empresa_id = ${empresaId} and activo order by producto_id, orden`,
  );
}

describe('the demo catalogue', () => {
  it('about 150 active products in families and sub-families, each with a valid, unique EAN-13 barcode', async () => {
    const { empresaId, central, norte } = await demoIds();
    const rows = await demoProducts(empresaId, central, norte);
    expect(rows.length).toBe(productosDemo().length);
    expect(rows.length).toBeGreaterThanOrEqual(140);
    expect(rows.length).toBeLessThanOrEqual(170);
    expect(new Set(rows.map((r) => r.codigo.toLowerCase())).size).toBe(rows.length);

    // The validator itself, on a published EAN-13 and on the same code with its last digit changed.
    expect(ean13Valido('4006381333931')).toBe(true);
    expect(ean13Valido('4006381333932')).toBe(false);
    const fractions = await demoFractions(empresaId);
    const barcodes = [...rows.map((r) => r.codigo_barras), ...fractions.map((f) => f.codigo_barras).filter(Boolean)];
    for (const codigo of barcodes) expect(ean13Valido(codigo), codigo).toBe(true);
    expect(new Set(barcodes).size).toBe(barcodes.length);
    expect(barcodes.every((b) => b.startsWith('7401234'))).toBe(true);
    expect(rows.find((r) => r.codigo === 'BEB-001')!.codigo_barras).toBe(codigoBarrasDemo('BEB-001'));

    // Every product sits in a familia and one of its sub-familias; the three families are all used.
    for (const r of rows) {
      expect(r.familia_nivel, r.codigo).toBe(1);
      expect(r.subfamilia_padre_ok, r.codigo).toBe(true);
    }
    const owner = client(t.app, await login(t.app, 'propietario@demo.gt', 'demo1234'));
    const tree: CategoriaNodo[] = (await owner.get('/api/categoria/tree/')).data;
    expect(tree.map((f) => f.nombre).sort()).toEqual(['Abarrotes', 'Bebidas', 'Ferretería']);
    for (const familia of tree) {
      expect(familia.childs.length, familia.nombre).toBeGreaterThanOrEqual(5);
      for (const sub of familia.childs) expect(sub.total_productos, sub.nombre).toBeGreaterThan(0);
    }
    expect(tree.reduce((total, f) => total + f.total_productos, 0)).toBe(rows.length);
  });

  it('has presentations with their own barcodes and prices, products sold by weight, wholesale tiers and costs below prices', async () => {
    const { empresaId, central, norte } = await demoIds();
    const rows = await demoProducts(empresaId, central, norte);
    const fractions = await demoFractions(empresaId);
    const byProduct = new Map<number, FilaFraccion[]>();
    for (const f of fractions) byProduct.set(f.producto_id, [...(byProduct.get(f.producto_id) ?? []), f]);

    const withPresentations = rows.filter((r) => r.tipo_producto === TIPOS_PRODUCTO.CON_FRACCIONES);
    expect(withPresentations.length).toBeGreaterThanOrEqual(10);
    for (const r of withPresentations) {
      const own = byProduct.get(r.id) ?? [];
      expect(own.length, r.codigo).toBeGreaterThanOrEqual(2);
      // The base unit first (scanned with the product's barcode), then larger ones with their own.
      expect(own[0], r.codigo).toMatchObject({ contenido: '1.0000', codigo_barras: '', precio: r.precio });
      for (const f of own.slice(1)) {
        expect(compare(f.contenido, 1), `${r.codigo} ${f.nombre}`).toBe(1);
        expect(f.codigo_barras, `${r.codigo} ${f.nombre}`).not.toBe('');
      }
    }
    const coca = rows.find((r) => r.nombre === 'Coca-Cola 600 ml')!;
    expect(byProduct.get(coca.id)!.map((f) => [f.nombre, f.contenido, f.precio])).toEqual([
      ['Unidad', '1.0000', '6.0000'],
      ['Fardo de 24', '24.0000', '132.0000'],
    ]);
    const huevos = rows.find((r) => r.nombre === 'Huevos blancos')!;
    expect(byProduct.get(huevos.id)!.map((f) => f.nombre)).toEqual(['Unidad', 'Docena', 'Cartón de 30']);
    const maiz = rows.find((r) => r.nombre === 'Maíz blanco')!;
    expect(maiz.unidad).toBe('Libra');
    expect(byProduct.get(maiz.id)!.map((f) => [f.nombre, f.contenido])).toEqual([
      ['Libra', '1.0000'],
      ['Arroba (25 lb)', '25.0000'],
      ['Quintal', '100.0000'],
    ]);

    const byWeight = rows.filter((r) => r.tipo_producto === TIPOS_PRODUCTO.GRANEL_PESO);
    expect(byWeight.length).toBeGreaterThanOrEqual(5);
    for (const r of byWeight) expect([r.unidad, r.tipo_unidad], r.codigo).toEqual(['Libra', TIPOS_UNIDAD.PESO]);
    expect(byWeight.map((r) => r.nombre)).toEqual(
      expect.arrayContaining(['Azúcar blanca por libra', 'Frijol negro por libra', 'Clavo corriente 3" por libra']),
    );

    // Wholesale tiers on some products; every filled tier, of the product and of each presentation
    // per base unit, is above the cost (the cost of the opening ingreso, per base unit).
    expect(rows.filter((r) => compare(r.precio2, 0) > 0).length).toBeGreaterThanOrEqual(20);
    expect(rows.filter((r) => compare(r.precio3, 0) > 0).length).toBeGreaterThanOrEqual(5);
    const demo = new Map(productosDemo().map(({ producto }) => [producto.codigo, producto]));
    for (const r of rows) {
      expect(compare(r.costo, demo.get(r.codigo)!.costo), r.codigo).toBe(0);
      expect(compare(r.costo, 0), r.codigo).toBe(1);
      for (const campo of CAMPOS_PRECIO) {
        if (compare(r[campo], 0) > 0) expect(compare(r[campo], r.costo), `${r.codigo} ${campo}`).toBe(1);
      }
      for (const f of byProduct.get(r.id) ?? []) {
        for (const precio of [f.precio, f.precio2, f.precio3]) {
          if (compare(precio, 0) > 0)
            expect(compare(div(precio, f.contenido), r.costo), `${r.codigo} ${f.nombre}`).toBe(1);
        }
      }
    }
  });

  it('has stock of every product in both branches, received through the stock ledger', async () => {
    const { empresaId, central, norte } = await demoIds();
    const rows = await demoProducts(empresaId, central, norte);
    for (const r of rows) {
      expect(compare(r.central ?? 0, 0), `${r.codigo} Central`).toBe(1);
      expect(compare(r.norte ?? 0, 0), `${r.codigo} Norte`).toBe(1);
    }
    await expectLedgerMatchesBalances(t.database.db, empresaId);
    // One opening ingreso per branch: each product has exactly its two entries in the kardex.
    const documentos = await queryRows<{ sucursal_id: number; tipo: number; lineas: number }>(
      t.database.db,
      sql`select d.sucursal_id, d.tipo, count(l.id)::int as lineas from documentos_inventario d
            join documentos_inventario_detalle l on l.documento_id = d.id
           where d.empresa_id = ${empresaId} group by d.id order by d.sucursal_id`,
    );
    expect(documentos).toEqual([
      { sucursal_id: central, tipo: 10, lineas: rows.length },
      { sucursal_id: norte, tipo: 10, lineas: rows.length },
    ]);
    const [kardex] = await queryRows<{ filas: number; productos: number; otros: number }>(
      t.database.db,
      sql`select count(*)::int as filas, count(distinct producto_id)::int as productos,
                 count(*) filter (where tipo <> 10 or documento_tipo <> 'inventario')::int as otros
            from kardex where empresa_id = ${empresaId}`,
    );
    expect(kardex).toEqual({ filas: 2 * rows.length, productos: rows.length, otros: 0 });
    // The stock list reads the same balances: sugar by the pound (3 decimals), sodas in fardos.
    const owner = client(t.app, await login(t.app, 'propietario@demo.gt', 'demo1234'));
    const venta: ProductoVenta[] = (
      await owner.get('/api/productos_venta/', { search: codigoBarrasDemo('ABA-001'), sucursal: String(norte) })
    ).data.results;
    expect(venta[0]).toMatchObject({ codigo: 'ABA-001', a_granel: true, inventario: '200.000' });
  });

  it('the cashier opens a register, scans barcodes and sells a fardo and 2.5 lb of sugar', async () => {
    const { empresaId, central, norte } = await demoIds();
    const [caja] = await t.database.db
      .select()
      .from(cajas)
      .where(and(eq(cajas.empresaId, empresaId), eq(cajas.sucursalId, central)));
    const cajero = client(t.app, await login(t.app, 'cajero@demo.gt', 'demo1234'));
    const apertura = await cajero.post('/api/aperturas_cierres_caja/', { caja: caja!.id, total_apertura: '100.00' });
    expect(apertura.statusCode, apertura.body).toBe(201);

    const scan = async (codigo: string): Promise<ProductoVenta> => {
      const response = await cajero.get('/api/productos_venta/', { search: codigo });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.data.results, codigo).toHaveLength(1);
      return response.data.results[0];
    };
    const fardo = await scan(codigoBarrasDemo('BEB-001', 1));
    expect(fardo).toMatchObject({ nombre: 'Coca-Cola 600 ml', coincidencia: 'fraccion', inventario: '96' });
    const presentacion = fardo.fracciones.find((f) => f.id === fardo.fraccion_id)!;
    expect(presentacion).toMatchObject({ nombre: 'Fardo de 24', precio: '132.00', inventario: '4' });
    const azucar = await scan(codigoBarrasDemo('ABA-001'));
    expect(azucar).toMatchObject({ nombre: 'Azúcar blanca por libra', coincidencia: 'codigo_barras', a_granel: true });

    const linea = { modelo_precio: 1, desc_porcentaje: '0' };
    const response = await cajero.post('/api/ventas/', {
      productos: [
        { ...linea, id: fardo.id, fraccion_id: presentacion.id, cantidad: '1', precio: presentacion.precio },
        { ...linea, id: azucar.id, fraccion_id: null, cantidad: '2.5', precio: azucar.precio },
      ],
      cliente: { nit: 'C.F.', nombre: 'Consumidor Final' },
      tipo_documento: 1,
      pagos: { efectivo: { monto: '200.00' } },
      tipo_pago: 100,
      tipo_venta: 10000,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.data).toMatchObject({ total: '144.50', vuelto_efectivo: '55.50', id_factura: null });

    // The stock left Central in base units; Norte is untouched; the ledger still adds up.
    const rows = await demoProducts(empresaId, central, norte);
    const of = (codigo: string) => rows.find((r) => r.codigo === codigo)!;
    expect([of('BEB-001').central, of('BEB-001').norte]).toEqual(['72.0000', '48.0000']);
    expect([of('ABA-001').central, of('ABA-001').norte]).toEqual(['397.5000', '200.0000']);
    await expectLedgerMatchesBalances(t.database.db, empresaId);
  });
});

describe('seedDemoCompanies', () => {
  it('adds practice companies beside the demo, each with its own six logins, and skips the ones that exist', async () => {
    const [creada] = await seedDemoCompanies(t.database.db, t.fel.box, ['demo', 'practica-uno']);
    expect(creada).toEqual({
      nombre: 'Demo practica-uno',
      slug: 'practica-uno',
      dominio: 'practica-uno.demo.gt',
      nit: expect.stringMatching(/^\d{7}-[\dK]$/),
    });
    // An issuer of its own: a valid NIT that is not the demo's, on its branches and its FEL settings.
    expect(isValidNit(creada!.nit)).toBe(true);
    expect(creada!.nit).not.toBe('1234567-9');
    const [empresa] = await t.database.db.select().from(empresas).where(eq(empresas.slug, 'practica-uno'));
    const users = await t.database.db.select().from(usuarios).where(eq(usuarios.empresaId, empresa!.id));
    expect(users.map((u) => u.email).sort()).toEqual(
      LOGINS.map((l) => l.email.replace('@demo.gt', '@practica-uno.demo.gt')).sort(),
    );

    // Its cashier signs in to it, not to the demo.
    const cajero = client(t.app, await login(t.app, 'cajero@practica-uno.demo.gt', DEMO_PASSWORD));
    expect((await cajero.get('/api/configuracion/me/')).data.empresa).toMatchObject({
      id: empresa!.id,
      slug: 'practica-uno',
    });
    const propietario = client(t.app, await login(t.app, 'propietario@practica-uno.demo.gt', DEMO_PASSWORD));
    expect((await propietario.get('/api/configuracion_fel/')).data.nit_emisor).toBe(normalizeNit(creada!.nit));

    const before = await counts();
    expect(await seedDemoCompanies(t.database.db, t.fel.box, ['practica-uno'])).toEqual([]);
    expect(await counts()).toEqual(before);
  });
});
