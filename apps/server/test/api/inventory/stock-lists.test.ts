import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@pos/shared/messages';
import { ORDEN_EXISTENCIAS_POR_DEFECTO, type ExistenciaBodega } from '@pos/shared/domains/inventory';
import { parseOrdering } from '../../../src/lib/list';
import { readPage, streamRows } from '../../../src/lib/row-source';
import { STOCK_LIST_ORDER, stockListSource, type StockListRow } from '../../../src/modules/inventory/existencias.query';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createProduct, setBranchPrice, setNegativeStock } from '../../helpers/catalog-factory';
import { createTestCompany, createUserAs, type TestCompany } from '../../helpers/factories';
import { receive } from '../../helpers/inventory';
import { expectLedgerMatchesBalances } from '../../helpers/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerMatchesBalances(t.database.db));

const db = () => t.database.db;
const names = (page: { results: { nombre?: string; producto?: { nombre: string } }[] }) =>
  page.results.map((r) => r.nombre ?? r.producto!.nombre);

async function branch(company: TestCompany, nombre: string): Promise<number> {
  return (await company.owner.post('/api/sucursales/', { nombre, departamento: '01', municipio: '0101' })).data.id;
}

/** Products created one after another (so -creado is their reverse order) with stock 12, 0 and -2. */
async function stockedCompany() {
  const company = await createTestCompany(t.app, t.database);
  const galletas = await createProduct(db(), company.empresaId, {
    codigo: 'GAL-01',
    nombre: 'Galletas de vainilla',
    precio: '3.50',
    minimoExistencias: '20',
    alertar: true,
    codigoBarras: '7401000000017',
    fracciones: [
      { nombre: 'Caja', contenido: '12', codigoBarras: '7401000000024' },
      { nombre: 'Paquete', contenido: '5' },
      { nombre: 'Unidad', contenido: '1' },
    ],
  });
  const frijol = await createProduct(db(), company.empresaId, {
    codigo: 'FRI-01',
    nombre: 'Frijol negro',
    tipoProducto: 1000,
    precio: '8',
  });
  const cafe = await createProduct(db(), company.empresaId, {
    codigo: 'CAF-01',
    nombre: 'Café molido',
    minimoExistencias: '5',
    alertar: false,
  });
  await receive(company.owner, [{ producto: galletas.id, cantidad: 12, costo: '2.25' }]);
  await setNegativeStock(db(), company.empresaId, true);
  await company.owner.post('/api/bodegas/baja/', { productos: [{ producto: cafe.id, cantidad: 2 }] });
  return { company, galletas, frijol, cafe };
}

describe('GET bodegas', () => {
  it('lists every inventoried product of the branch, newest first, with its stock in base units and per fraction', async () => {
    const { company, galletas } = await stockedCompany();
    await createProduct(db(), company.empresaId, { nombre: 'Servicio de flete', inventariable: false });
    await createProduct(db(), company.empresaId, { nombre: 'Anulado', activo: false });
    await createProduct(db(), (await createTestCompany(t.app, t.database)).empresaId, { nombre: 'De otra empresa' });
    await setBranchPrice(db(), galletas.id, company.sucursalId, '3.75');

    const page = (await company.owner.get('/api/bodegas/')).data;
    expect(page).toMatchObject({ count: 3, next: null, previous: null });
    expect(names(page)).toEqual(['Café molido', 'Frijol negro', 'Galletas de vainilla']);
    const row: ExistenciaBodega = page.results[2];
    expect(row).toEqual({
      id: galletas.id,
      codigo: 'GAL-01',
      nombre: 'Galletas de vainilla',
      codigo_nombre: 'GAL-01 - Galletas de vainilla',
      codigo_barras: '7401000000017',
      tipo_producto: 100,
      a_granel: false,
      unidad_de_medida: { id: expect.any(Number), nombre: 'Unidad', abreviatura: 'u' },
      sucursal: { id: company.sucursalId, nombre: 'Central' },
      inventario: '12',
      en_transito: '0',
      fracciones: [
        { id: galletas.fracciones[0]!.id, nombre: 'Caja', contenido: '12', inventario: '1' },
        // Whole packages only: 12 units make 2 packages of 5.
        { id: galletas.fracciones[1]!.id, nombre: 'Paquete', contenido: '5', inventario: '2' },
        { id: galletas.fracciones[2]!.id, nombre: 'Unidad', contenido: '1', inventario: '12' },
      ],
      minimo_existencias: '20',
      alertar: true,
      alerta: true,
      costo: '2.25',
      costo_dolares: '0.00',
      costo_promedio_ponderado: '2.25',
      usa_costo_promedio: true,
      precio: '3.75',
      precio_online: '0.00',
      creado: expect.any(String),
    });
    // A product with no stock row counts 0; bulk products carry 3 decimals; minimum without alertar raises no alert.
    expect(page.results[1]).toMatchObject({ inventario: '0.000', a_granel: true, alerta: false, precio: '8.00' });
    expect(page.results[0]).toMatchObject({ inventario: '-2', alertar: false, alerta: false });
  });

  it('filters by stock state (default todos) and searches by name, code, barcode or a fraction’s barcode', async () => {
    const { company } = await stockedCompany();
    const by = async (query: Record<string, string>) => names((await company.owner.get('/api/bodegas/', query)).data);
    expect(await by({ filtro: 'todos' })).toHaveLength(3);
    expect(await by({ filtro: '' })).toHaveLength(3);
    expect(await by({ filtro: 'con_existencia' })).toEqual(['Galletas de vainilla']);
    expect(await by({ filtro: 'sin_existencia' })).toEqual(['Frijol negro']);
    expect(await by({ filtro: 'negativo' })).toEqual(['Café molido']);
    expect(await by({ search: 'VAINI' })).toEqual(['Galletas de vainilla']);
    expect(await by({ search: 'fri-0' })).toEqual(['Frijol negro']);
    expect(await by({ search: '7401000000017' })).toEqual(['Galletas de vainilla']);
    expect(await by({ search: '7401000000024' })).toEqual(['Galletas de vainilla']);
    expect(await by({ search: '740100000002' })).toEqual([]);
    expect(await by({ search: '%' })).toEqual([]);
    expect(await by({ search: 'o', filtro: 'negativo' })).toEqual(['Café molido']);
    const bad = await company.owner.get('/api/bodegas/', { filtro: 'agotado' });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.filtro).toEqual([MENSAJES.campos.oneOf(['todos', 'con_existencia', 'sin_existencia', 'negativo'])]);
  });

  it('orders by the whitelisted fields and pages', async () => {
    const { company } = await stockedCompany();
    const by = async (query: Record<string, string>) => names((await company.owner.get('/api/bodegas/', query)).data);
    expect(await by({ ordering: 'inventario' })).toEqual(['Café molido', 'Frijol negro', 'Galletas de vainilla']);
    expect(await by({ ordering: '-inventario' })).toEqual(['Galletas de vainilla', 'Frijol negro', 'Café molido']);
    expect(await by({ ordering: 'nombre' })).toEqual(['Café molido', 'Frijol negro', 'Galletas de vainilla']);
    expect(await by({ ordering: '-precio,nombre' })).toEqual(['Frijol negro', 'Galletas de vainilla', 'Café molido']);
    const page2 = (await company.owner.get('/api/bodegas/', { page: '2', page_size: '2', ordering: 'nombre' })).data;
    expect(names(page2)).toEqual(['Galletas de vainilla']);
    expect(page2.previous).toContain('page=1');
    for (const ordering of ['password', '-costo_real', 'constructor', '__proto__']) {
      const response = await company.owner.get('/api/bodegas/', { ordering });
      expect(response.statusCode, ordering).toBe(400);
    }
  });

  it('with sucursal=empresa one row per product and branch; filtro_sucursal narrows it to one branch', async () => {
    const { company, galletas } = await stockedCompany();
    const norte = await branch(company, 'Norte');
    await receive(company.owner, [{ producto: galletas.id, cantidad: 5 }], { sucursal: norte });

    const all = (await company.owner.get('/api/bodegas/', { sucursal: 'empresa', search: 'galletas' })).data;
    expect(all.results.map((r: ExistenciaBodega) => [r.sucursal.nombre, r.inventario])).toEqual([
      ['Norte', '5'],
      ['Central', '12'],
    ]);
    expect((await company.owner.get('/api/bodegas/', { sucursal: 'empresa' })).data.count).toBe(6);
    const narrowed = (await company.owner.get('/api/bodegas/', { sucursal: 'empresa', filtro_sucursal: String(norte) }))
      .data;
    expect(narrowed.results.map((r: ExistenciaBodega) => r.sucursal.id)).toEqual([norte, norte, norte]);
    expect((await company.owner.get('/api/bodegas/', { sucursal: 'empresa', filtro_sucursal: '' })).data.count).toBe(6);
    expect(
      (await company.owner.get('/api/bodegas/', { sucursal: 'empresa', ordering: 'sucursal,nombre' })).data.results[0]
        .sucursal.nombre,
    ).toBe('Central');

    const other = await createTestCompany(t.app, t.database);
    expect((await company.owner.get('/api/bodegas/', { filtro_sucursal: String(other.sucursalId) })).data).toEqual({
      code: 'NOT_FOUND',
      detail: 'Sucursal no encontrada.',
    });
    const bodeguero = await createUserAs(t.app, company, 'es_bodeguero');
    const notMine = await bodeguero.api.get('/api/bodegas/', { filtro_sucursal: String(norte) });
    expect([notMine.statusCode, notMine.data]).toEqual([
      403,
      { code: 'PERMISSION_DENIED', detail: 'No tiene acceso a la sucursal seleccionada.' },
    ]);
    expect((await bodeguero.api.get('/api/bodegas/', { sucursal: 'empresa' })).statusCode).toBe(403);
    expect((await bodeguero.api.get('/api/bodegas/')).data.count).toBe(3);
  });

  it('needs the bodega flag', async () => {
    const { company } = await stockedCompany();
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    expect((await cajero.api.get('/api/bodegas/')).statusCode).toBe(403);
    const sinBodega = await createUserAs(t.app, company, 'es_bodeguero', { bodega: false });
    expect((await sinBodega.api.get('/api/bodegas/')).statusCode).toBe(403);
  });

  it('an export can stream the same rows by keyset, in the same order, whatever the ordering', async () => {
    const { company } = await stockedCompany();
    const norte = await branch(company, 'Norte');
    for (let i = 0; i < 7; i++) {
      const p = await createProduct(db(), company.empresaId, { nombre: `Repetido ${i % 3}`, precio: String(i % 2) });
      await receive(company.owner, [{ producto: p.id, cantidad: (i % 4) + 1 }], {
        sucursal: i % 2 ? norte : company.sucursalId,
      });
    }
    for (const ordering of [
      ORDEN_EXISTENCIAS_POR_DEFECTO,
      'nombre',
      '-inventario,nombre',
      'precio,-sucursal',
      'sucursal,-creado',
    ]) {
      for (const sucursalId of [null, company.sucursalId]) {
        const source = stockListSource(
          { empresaId: company.empresaId, sucursalId, filtro: 'todos' },
          parseOrdering({ ordering }, STOCK_LIST_ORDER, ORDEN_EXISTENCIAS_POR_DEFECTO),
        );
        const paged = await readPage<StockListRow>(db(), source, { limit: 1000, offset: 0 });
        const streamed: StockListRow[] = [];
        for await (const batch of streamRows<StockListRow>(db(), source, 3)) streamed.push(...batch);
        expect(
          streamed.map((r) => `${r.id}/${r.sucursal_id}`),
          `${ordering} ${sucursalId}`,
        ).toEqual(paged.map((r) => `${r.id}/${r.sucursal_id}`));
        expect(streamed[0], ordering).toEqual(paged[0]);
        expect(paged.length).toBe(sucursalId === null ? 20 : 10);
      }
    }
  });
});

describe('GET bodegas/lista_productos_all', () => {
  it('offers each product as a new stock line: quantity 1, last cost, stock in the branch, fractions', async () => {
    const { company, galletas } = await stockedCompany();
    const page = (await company.owner.get('/api/bodegas/lista_productos_all/', { search: 'galle' })).data;
    expect(page.count).toBe(1);
    expect(page.results[0]).toEqual({
      producto: {
        id: galletas.id,
        codigo: 'GAL-01',
        nombre: 'Galletas de vainilla',
        codigo_nombre: 'GAL-01 - Galletas de vainilla',
        codigo_barras: '7401000000017',
        tipo_producto: 100,
        a_granel: false,
        inventario: '12',
        costo_promedio_ponderado: '2.25',
        usa_costo_promedio: true,
        ultimo_proveedor: null,
        fracciones: [
          {
            id: galletas.fracciones[0]!.id,
            nombre: 'Caja',
            contenido: '12',
            inventario: '1',
            ultimo_costo: '27.00',
            unidad_de_medida: null,
          },
          {
            id: galletas.fracciones[1]!.id,
            nombre: 'Paquete',
            contenido: '5',
            inventario: '2',
            ultimo_costo: '11.25',
            unidad_de_medida: null,
          },
          {
            id: galletas.fracciones[2]!.id,
            nombre: 'Unidad',
            contenido: '1',
            inventario: '12',
            ultimo_costo: '2.25',
            unidad_de_medida: null,
          },
        ],
      },
      unidad_de_medida: { id: expect.any(Number), nombre: 'Unidad', abreviatura: 'u' },
      fraccion: null,
      ultimo_costo: '2.25',
      costo: '2.25',
      cantidad: '1',
    });
    // Ordered by name by default; a bulk product's line starts at 1.000 and cost 0.
    const all = (await company.owner.get('/api/bodegas/lista_productos_all/')).data;
    expect(names(all)).toEqual(['Café molido', 'Frijol negro', 'Galletas de vainilla']);
    expect(all.results[1]).toMatchObject({ cantidad: '1.000', costo: '0.00', ultimo_costo: '0.00' });
  });

  it('serves the movement screens: any of the five warehouse flags; a branch must be chosen', async () => {
    const { company } = await stockedCompany();
    const soloBaja = await createUserAs(t.app, company, 'es_bodeguero', {
      bodega: false,
      igreso_mercaderia: false,
      salida_mercaderia: false,
      reajuste_mercaderia: false,
    });
    expect((await soloBaja.api.get('/api/bodegas/lista_productos_all/')).statusCode).toBe(200);
    expect((await soloBaja.api.get('/api/bodegas/')).statusCode).toBe(403);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    expect((await cajero.api.get('/api/bodegas/lista_productos_all/')).statusCode).toBe(403);
    const empresa = await company.owner.get('/api/bodegas/lista_productos_all/', { sucursal: 'empresa' });
    expect([empresa.statusCode, empresa.data]).toEqual([
      400,
      { code: 'BAD_REQUEST', detail: MENSAJES.sucursales.seleccioneSucursal },
    ]);
  });
});

describe('GET bodegas/kardex', () => {
  it("shows one product's ledger, newest first, with its documents, balances and users", async () => {
    const { company, galletas } = await stockedCompany();
    const caja = galletas.fracciones[0]!;
    const baja = (
      await company.owner.post('/api/bodegas/baja/', {
        productos: [{ producto: galletas.id, fraccion: caja.id, cantidad: 1 }],
      })
    ).data;
    const ingreso = await receive(company.owner, [{ producto: galletas.id, cantidad: 3, costo: '3.00' }]);
    const page = (await company.owner.get('/api/bodegas/kardex/', { producto: String(galletas.id) })).data;
    expect(page.count).toBe(3);
    expect(page.producto).toEqual({
      id: galletas.id,
      codigo: 'GAL-01',
      nombre: 'Galletas de vainilla',
      a_granel: false,
      inventario: '3',
    });
    expect(page.results[0]).toEqual({
      id: expect.any(Number),
      creado: expect.any(String),
      tipo: 10,
      tipo_nombre: 'Ingreso',
      documento: { tipo: 'inventario', id: ingreso.id, numero: 2, codigo: null },
      sucursal: { id: company.sucursalId, nombre: 'Central' },
      fraccion: null,
      cantidad: '3',
      costo_unitario: '3.00',
      saldo: '3',
      usuario: { id: company.propietarioId, nombre: 'Dueño Prueba' },
    });
    expect(page.results[1]).toMatchObject({
      tipo: 50,
      tipo_nombre: 'Baja',
      documento: { id: baja.id, numero: 2 },
      fraccion: { id: caja.id, nombre: 'Caja' },
      cantidad: '-12',
      costo_unitario: '2.25',
      saldo: '0',
    });
    expect(
      (
        await company.owner.get('/api/bodegas/kardex/', { producto: String(galletas.id), ordering: 'creado' })
      ).data.results.map((r: { saldo: string }) => r.saldo),
    ).toEqual(['12', '0', '3']);
    expect(
      (await company.owner.get('/api/bodegas/kardex/', { producto: String(galletas.id), tipo: '50' })).data.count,
    ).toBe(1);
    expect(
      (await company.owner.get('/api/bodegas/kardex/', { producto: String(galletas.id), page_size: '1', page: '3' }))
        .data.results[0].tipo,
    ).toBe(10);
  });

  it('across branches with sucursal=empresa, by dates, and 404 for a product of another company', async () => {
    const { company, galletas } = await stockedCompany();
    const norte = await branch(company, 'Norte');
    await receive(company.owner, [{ producto: galletas.id, cantidad: 5 }], { sucursal: norte });
    const all = (
      await company.owner.get('/api/bodegas/kardex/', { producto: String(galletas.id), sucursal: 'empresa' })
    ).data;
    expect(
      all.results.map((r: { sucursal: { nombre: string }; saldo: string }) => [r.sucursal.nombre, r.saldo]),
    ).toEqual([
      ['Norte', '5'],
      ['Central', '12'],
    ]);
    expect(all.producto.inventario).toBe('17');
    const central = (await company.owner.get('/api/bodegas/kardex/', { producto: String(galletas.id) })).data;
    expect([central.count, central.producto.inventario]).toEqual([1, '12']);
    expect(
      (
        await company.owner.get('/api/bodegas/kardex/', {
          producto: String(galletas.id),
          sucursal: 'empresa',
          filtro_sucursal: String(norte),
        })
      ).data.count,
    ).toBe(1);

    const today = new Date(Date.now() - 6 * 3600_000).toISOString().slice(0, 10);
    expect(
      (
        await company.owner.get('/api/bodegas/kardex/', {
          producto: String(galletas.id),
          fecha_inicial: today,
          fecha_final: today,
        })
      ).data.count,
    ).toBe(1);
    expect(
      (await company.owner.get('/api/bodegas/kardex/', { producto: String(galletas.id), fecha_final: '2020-01-01' }))
        .data.count,
    ).toBe(0);
    const future = await company.owner.get('/api/bodegas/kardex/', {
      producto: String(galletas.id),
      fecha_inicial: '2999-01-01',
    });
    expect([future.statusCode, future.data.fecha_inicial]).toEqual([400, [MENSAJES.bodega.fechaInicialFutura]]);
    const reversed = await company.owner.get('/api/bodegas/kardex/', {
      producto: String(galletas.id),
      fecha_inicial: '2024-02-02',
      fecha_final: '2024-02-01',
    });
    expect(reversed.statusCode).toBe(400);

    const other = await createTestCompany(t.app, t.database);
    const theirs = await createProduct(db(), other.empresaId);
    expect((await company.owner.get('/api/bodegas/kardex/', { producto: String(theirs.id) })).data).toEqual({
      code: 'NOT_FOUND',
      detail: MENSAJES.bodega.productoNoEncontrado,
    });
    expect((await company.owner.get('/api/bodegas/kardex/')).statusCode).toBe(400);
    expect(
      (await company.owner.get('/api/bodegas/kardex/', { producto: String(galletas.id), tipo: '99' })).statusCode,
    ).toBe(400);
  });
});

describe('list parameters of the wrong kind', () => {
  it('are a Spanish 400 on every warehouse list, never a 500', async () => {
    const { company, galletas } = await stockedCompany();
    const lists: [string, Record<string, string>][] = [
      ['/api/bodegas/', {}],
      ['/api/bodegas/lista_productos_all/', {}],
      ['/api/bodegas/kardex/', { producto: String(galletas.id) }],
      ['/api/bodegas/reporte/', {}],
      ['/api/bodegas/reporte_total_invertido/', {}],
      ['/api/destinos_salida/', {}],
    ];
    const bad: Record<string, string>[] = [
      { page: 'abc' },
      { page: '0' },
      { page: '1.5' },
      { page: '99999999999999999999' },
      { page_size: '0' },
      { page_size: '100000' },
      { ordering: 'password_hash' },
      { ordering: '-' },
      { sort: 'nope' },
      { search: 'x'.repeat(201) },
    ];
    for (const [url, base] of lists) {
      for (const query of bad) {
        const response = await company.owner.get(url, { ...base, ...query });
        expect(response.statusCode, `${url} ${JSON.stringify(query)}: ${response.body}`).toBe(400);
        expect(typeof response.data.detail).toBe('string');
      }
      const odd: Record<string, string>[] = [
        { search: '%' },
        { search: '_' },
        { search: '\\' },
        { search: "'" },
        { search: 'a\u0000b' },
        { search: '😀' },
        { filtro_sucursal: 'x' },
        { filtro: '\u0000' },
        { tipo: '1e3' },
        { id_usuario: '-1' },
        { fecha_inicial: 'ayer' },
        { page: '1000000' },
      ];
      for (const query of odd) {
        const response = await company.owner.get(url, { ...base, ...query });
        expect(response.statusCode, `${url} ${JSON.stringify(query)}: ${response.body}`).toBeLessThan(500);
      }
    }
  });
});
