import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../../helpers/app';
import { createTestCompany, createUserAs, unique, type TestCompany } from '../../helpers/factories';
import { createProductViaApi, setPriceSettings, setStock, unitId } from '../../helpers/catalog';
import { pngImage } from '../../helpers/images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function search(api: Client, query: Record<string, string>) {
  const response = await api.get('/api/productos_venta/', query);
  expect(response.statusCode, response.body).toBe(200);
  return response.data as { count: number; next: string | null; previous: string | null; results: any[] };
}

const ids = (page: { results: { id: number }[] }) => page.results.map((p) => p.id);

async function newBranch(company: TestCompany, nombre = unique('Sucursal')): Promise<number> {
  const response = await company.owner.post('/api/sucursales/', { nombre, departamento: '01', municipio: '0101' });
  expect(response.statusCode).toBe(201);
  return response.data.id;
}

/** A small shop: oil with fractions, rice in bulk, soap, a service. */
async function shop() {
  const company = await createTestCompany(t.app, t.database);
  const libra = await unitId(t.database.db, company.empresaId, 'Libra');
  const aceite = await createProductViaApi(company.owner, {
    codigo: 'ACE-001',
    nombre: 'Aceite Ideal 750 ml',
    marca: 'Ideal',
    tipo_producto: 100,
    codigo_barras: '7401000000001',
    precio: '25',
    precio2: '23',
    costo: '999',
    fracciones: [
      { nombre: 'Caja de 12', contenido: 12, precio: '280', precio3: '270', codigo_barras: '7401000000012' },
      { nombre: 'Unidad', contenido: 1, precio: '25', codigo_barras: '7401000000099', vendible: false },
    ],
  });
  const arroz = await createProductViaApi(company.owner, {
    codigo: 'ARR-001',
    nombre: 'Arroz Gallo',
    tipo_producto: 1000,
    unidad_de_medida: libra,
    precio: '6.50',
    codigo_barras: '7402000000001',
  });
  const jabon = await createProductViaApi(company.owner, {
    codigo: 'JAB-001',
    nombre: 'Jabón Xtra Limón',
    precio: '8',
    codigo_barras: 'ACE-001X',
  });
  const servicio = await createProductViaApi(company.owner, {
    codigo: 'SRV-001',
    nombre: 'Servicio de entrega',
    inventariable: false,
    precio: '15',
  });
  return { company, aceite, arroz, jabon, servicio };
}

describe('GET productos_venta', () => {
  it('answers what a cart line needs, with the stock and prices of the branch', async () => {
    const { company, aceite } = await shop();
    await setStock(t.database.db, company.empresaId, company.sucursalId, aceite.id, '30');
    const page = await search(company.owner, { search: 'ACE-001' });
    expect(page.count).toBe(1);
    expect(page.results[0]).toEqual({
      id: aceite.id,
      codigo: 'ACE-001',
      nombre: 'Aceite Ideal 750 ml',
      marca: 'Ideal',
      tipo_producto: 100,
      a_granel: false,
      tiene_fracciones: true,
      inventariable: true,
      vendible: true,
      unidad_de_medida: aceite.unidad_de_medida,
      inventario: '30',
      precio: '25.00',
      precio2: '23.00',
      precio3: '0.00',
      precio4: '0.00',
      precio5: '0.00',
      listado_precios: [
        { id: 1, nombre: 'Precio', precio: '25.00' },
        { id: 2, nombre: 'Precio 2', precio: '23.00' },
        { id: 3, nombre: 'Precio 3', precio: '0.00' },
        { id: 4, nombre: 'Precio 4', precio: '0.00' },
        { id: 5, nombre: 'Precio 5', precio: '0.00' },
      ],
      precio_online: '0.00',
      costo: '0.00',
      costo_promedio_ponderado: '0.00',
      usa_costo_promedio: true,
      codigo_barras: '7401000000001',
      thumbnail: null,
      coincidencia: 'codigo',
      fraccion_id: null,
      fracciones: [
        {
          id: aceite.fracciones[0].id,
          nombre: 'Caja de 12',
          contenido: '12',
          capacidad_maxima: '0.000',
          precio: '280.00',
          precio2: '0.00',
          precio3: '270.00',
          precio4: '0.00',
          precio5: '0.00',
          listado_precios: expect.any(Array),
          codigo_barras: '7401000000012',
          vendible: true,
          minimo_existencias: '0',
          // floor(30 / 12)
          inventario: '2',
          coincide: false,
        },
        expect.objectContaining({
          id: aceite.fracciones[1].id,
          nombre: 'Unidad',
          contenido: '1',
          vendible: false,
          inventario: '30',
          coincide: false,
        }),
      ],
    });
  });

  it('finds by name fragments (every word, any case), exact code, barcode and fraction barcode', async () => {
    const { company, aceite, arroz, jabon } = await shop();
    expect(ids(await search(company.owner, { search: 'aceite' }))).toEqual([aceite.id]);
    expect(ids(await search(company.owner, { search: 'IDEAL 750' }))).toEqual([aceite.id]);
    expect(ids(await search(company.owner, { search: 'ide ace' }))).toEqual([aceite.id]);
    expect(ids(await search(company.owner, { search: 'jabón' }))).toEqual([jabon.id]);
    expect(ids(await search(company.owner, { search: 'limón xtra' }))).toEqual([jabon.id]);
    expect(ids(await search(company.owner, { search: 'ideal gallo' }))).toEqual([]);
    expect(ids(await search(company.owner, { search: 'arr-001' }))).toEqual([arroz.id]);
    // Codes match exactly, not as fragments.
    expect(ids(await search(company.owner, { search: 'ARR-00' }))).toEqual([]);
    const byBarcode = await search(company.owner, { search: '7402000000001' });
    expect(byBarcode.results.map((p) => [p.id, p.coincidencia, p.fraccion_id])).toEqual([
      [arroz.id, 'codigo_barras', null],
    ]);

    const byFraction = await search(company.owner, { search: '7401000000012' });
    expect(byFraction.count).toBe(1);
    expect(byFraction.results[0]).toMatchObject({
      id: aceite.id,
      coincidencia: 'fraccion',
      fraccion_id: aceite.fracciones[0].id,
    });
    expect(byFraction.results[0].fracciones.map((f: { coincide: boolean }) => f.coincide)).toEqual([true, false]);
    // LIKE wildcards in the text are plain characters.
    expect((await search(company.owner, { search: '%%%' })).count).toBe(0);
    expect((await search(company.owner, { search: '___' })).count).toBe(0);
  });

  it('lists exact code and barcode matches before name matches', async () => {
    const { company, jabon } = await shop();
    // A code that other names contain as a word.
    const xtra = await createProductViaApi(company.owner, { codigo: 'XTRA', nombre: 'Detergente en polvo' });
    const byCode = await search(company.owner, { search: 'xtra' });
    expect(byCode.results.map((p) => [p.id, p.coincidencia])).toEqual([
      [xtra.id, 'codigo'],
      [jabon.id, 'nombre'],
    ]);
  });

  it('a scanned or typed code (one word with a digit) that matches exactly answers only its exact matches', async () => {
    const { company, jabon } = await shop();
    const named = await createProductViaApi(company.owner, { codigo: 'ZZ-1', nombre: 'Estuche ACE-001X edición' });
    const scan = await search(company.owner, { search: 'ACE-001X' });
    expect(scan.results.map((p) => [p.id, p.coincidencia])).toEqual([[jabon.id, 'codigo_barras']]);
    expect(scan.count).toBe(1);
    // Without an exact match the names are searched.
    expect((await search(company.owner, { search: 'E-001X' })).results.map((p) => [p.id, p.coincidencia])).toEqual([
      [named.id, 'nombre'],
    ]);
    expect((await search(company.owner, { search: 'ACE-001X', page: '2' })).results).toEqual([]);
  });

  it('short texts (under 3 letters) match the start of the name', async () => {
    const { company, aceite, arroz } = await shop();
    expect(ids(await search(company.owner, { search: 'a' }))).toEqual([aceite.id, arroz.id]);
    expect(ids(await search(company.owner, { search: 'AR' }))).toEqual([arroz.id]);
    expect(ids(await search(company.owner, { search: 'al' }))).toEqual([]);
  });

  it('with buscar_nombre=false only codes and barcodes are looked up', async () => {
    const { company, aceite } = await shop();
    expect((await search(company.owner, { search: 'aceite', buscar_nombre: 'false' })).count).toBe(0);
    expect(ids(await search(company.owner, { search: 'ACE-001', buscar_nombre: 'false' }))).toEqual([aceite.id]);
  });

  it('shows each branch its own stock, fractions in whole units and bulk with 3 decimals', async () => {
    const { company, aceite, arroz } = await shop();
    const norte = await newBranch(company, 'Norte');
    await setStock(t.database.db, company.empresaId, company.sucursalId, aceite.id, '25');
    await setStock(t.database.db, company.empresaId, norte, aceite.id, '11');
    await setStock(t.database.db, company.empresaId, company.sucursalId, arroz.id, '12.3456');
    const central = await search(company.owner, { search: 'a', sucursal: String(company.sucursalId) });
    expect(
      central.results.map((p) => [
        p.nombre,
        p.inventario,
        p.fracciones.map((f: { inventario: string }) => f.inventario),
      ]),
    ).toEqual([
      ['Aceite Ideal 750 ml', '25', ['2', '25']],
      ['Arroz Gallo', '12.346', []],
    ]);
    expect(central.results[1]).toMatchObject({
      a_granel: true,
      tipo_producto: 1000,
      unidad_de_medida: { nombre: 'Libra' },
    });
    const enNorte = await search(company.owner, { search: 'a', sucursal: String(norte) });
    // No balance row in a branch reads as 0.
    expect(
      enNorte.results.map((p) => [p.inventario, p.fracciones.map((f: { inventario: string }) => f.inventario)]),
    ).toEqual([
      ['11', ['0', '11']],
      ['0.000', []],
    ]);
    const todas = await search(company.owner, { search: 'aceite', sucursal: 'empresa' });
    expect(todas.results[0].inventario).toBe('36');
  });

  it("applies the branch's own prices, tier by tier, to the product and its fractions", async () => {
    const { company, aceite } = await shop();
    const norte = await newBranch(company, 'Norte');
    await company.owner.put(`/api/productos/${aceite.id}/`, {
      precios_sucursal: [{ sucursal: norte, precio: '26.50', precio3: '20' }],
      fracciones: [
        { ...aceite.fracciones[0], precios_sucursal: [{ sucursal: norte, precio2: '275' }] },
        aceite.fracciones[1],
      ],
    });
    const central = (await search(company.owner, { search: 'ACE-001' })).results[0];
    expect([central.precio, central.precio2, central.precio3]).toEqual(['25.00', '23.00', '0.00']);
    const enNorte = (await search(company.owner, { search: 'ACE-001', sucursal: String(norte) })).results[0];
    expect([enNorte.precio, enNorte.precio2, enNorte.precio3]).toEqual(['26.50', '23.00', '20.00']);
    expect(enNorte.listado_precios[0]).toEqual({ id: 1, nombre: 'Precio', precio: '26.50' });
    expect([enNorte.fracciones[0].precio, enNorte.fracciones[0].precio2, enNorte.fracciones[0].precio3]).toEqual([
      '280.00',
      '275.00',
      '270.00',
    ]);
    expect(enNorte.fracciones[1].precio).toBe('25.00');
    // The whole company sees the product's own prices.
    expect((await search(company.owner, { search: 'ACE-001', sucursal: 'empresa' })).results[0].precio).toBe('25.00');
  });

  it('uses the company price names and money decimals', async () => {
    const { company } = await shop();
    await setPriceSettings(t.database.db, company.empresaId, {
      tresDecimales: true,
      nombres: ['Público', 'Mayoreo', 'C', 'D', 'E'],
    });
    const oil = (await search(company.owner, { search: 'ACE-001' })).results[0];
    expect(oil.precio).toBe('25.000');
    expect(oil.listado_precios.slice(0, 2)).toEqual([
      { id: 1, nombre: 'Público', precio: '25.000' },
      { id: 2, nombre: 'Mayoreo', precio: '23.000' },
    ]);
  });

  it('filters by activo (annulled only when asked), inventariable and vendible', async () => {
    const { company, aceite, arroz, jabon, servicio } = await shop();
    const vieja = await createProductViaApi(company.owner, { codigo: 'OLD-1', nombre: 'Aceite viejo' });
    await company.owner.delete(`/api/productos/${vieja.id}/`);
    const noVendible = await createProductViaApi(company.owner, {
      codigo: 'INS-1',
      nombre: 'Insumo bolsa',
      vendible: false,
    });
    expect(ids(await search(company.owner, { search: 'aceite' }))).toEqual([aceite.id]);
    expect(ids(await search(company.owner, { search: 'aceite', activo: 'false' }))).toEqual([vieja.id]);
    expect(ids(await search(company.owner, { search: 'OLD-1' }))).toEqual([]);
    expect(ids(await search(company.owner, {}))).toEqual([aceite.id, arroz.id, noVendible.id, jabon.id, servicio.id]);
    expect(ids(await search(company.owner, { inventariable: 'false' }))).toEqual([servicio.id]);
    expect(ids(await search(company.owner, { inventariable: 'true', vendible: 'true' }))).toEqual([
      aceite.id,
      arroz.id,
      jabon.id,
    ]);
    expect(ids(await search(company.owner, { vendible: 'false' }))).toEqual([noVendible.id]);
  });

  it('pages and orders; without a search it lists by name', async () => {
    const { company, aceite, arroz, jabon, servicio } = await shop();
    const first = await search(company.owner, { page_size: '2' });
    expect(first.count).toBe(4);
    expect(ids(first)).toEqual([aceite.id, arroz.id]);
    expect(first.next).toContain('page=2');
    const second = await search(company.owner, { page_size: '2', page: '2' });
    expect(ids(second)).toEqual([jabon.id, servicio.id]);
    expect(second.next).toBeNull();
    const beyond = await search(company.owner, { page_size: '2', page: '5', search: 'a' });
    expect(beyond.results).toEqual([]);
    expect(beyond.count).toBe(2);
    expect(ids(await search(company.owner, { ordering: '-codigo' }))).toEqual([
      servicio.id,
      jabon.id,
      arroz.id,
      aceite.id,
    ]);
    expect(ids(await search(company.owner, { ordering: '-nombre' }))).toEqual([
      servicio.id,
      jabon.id,
      arroz.id,
      aceite.id,
    ]);
    expect((await company.owner.get('/api/productos_venta/', { ordering: 'costo' })).statusCode).toBe(400);
  });

  it('shows the first thumbnail of the product', async () => {
    const company = await createTestCompany(t.app, t.database);
    const created = await company.owner.form(
      'POST',
      '/api/productos/',
      { data: { codigo: 'IMG-1', nombre: 'Con foto', precio: '1' } },
      [{ field: 'imagen', filename: 'x.png', content: await pngImage() }],
    );
    const row = (await search(company.owner, { search: 'IMG-1' })).results[0];
    expect(row.thumbnail).toBe(created.data.thumbnails[0]);
  });

  it("never shows another company's products", async () => {
    const { company } = await shop();
    const other = await createTestCompany(t.app, t.database);
    await createProductViaApi(other.owner, {
      codigo: 'ACE-001',
      nombre: 'Aceite ajeno',
      codigo_barras: '7401000000001',
    });
    const page = await search(company.owner, { search: '7401000000001' });
    expect(page.results.map((p) => p.nombre)).toEqual(['Aceite Ideal 750 ml']);
    expect((await search(other.owner, { search: 'ideal' })).count).toBe(0);
    expect((await search(other.owner, { search: 'ACE-001' })).results.map((p) => p.nombre)).toEqual(['Aceite ajeno']);
  });

  it('is open to point-of-sale users and product managers, nobody else', async () => {
    const company = await createTestCompany(t.app, t.database, { tipoPuntoVenta: 'PVMCE' });
    await createProductViaApi(company.owner, { codigo: 'X-1' });
    const cajero = await createUserAs(t.app, company, 'es_cajero', { punto_venta: false, punto_venta_caja: true });
    const mostrador = await createUserAs(t.app, company, 'es_vendedor_mostrador', {
      punto_venta: false,
      punto_venta_mostrador: true,
    });
    const bodega = await createUserAs(t.app, company, 'es_bodeguero');
    const sinPermiso = await createUserAs(t.app, company, 'es_cajero', { punto_venta: false });
    for (const user of [cajero, mostrador, bodega])
      expect((await user.api.get('/api/productos_venta/', { search: 'X-1' })).data.count).toBe(1);
    expect((await sinPermiso.api.get('/api/productos_venta/')).statusCode).toBe(403);
    // A cashier searches but cannot create products.
    expect((await cajero.api.post('/api/productos/', { codigo: 'Y', nombre: 'Y' })).statusCode).toBe(403);
  });
});
