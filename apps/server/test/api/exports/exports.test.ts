import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTADOS_ARCHIVO } from '@pos/shared/domains/inventory';
import { registerExport } from '../../../src/modules/exports/export-registry';
import { startExport } from '../../../src/modules/exports/exports.service';
import { inPages } from '../../../src/modules/exports/batches';
import { client, createTestApp, type TestApp } from '../../helpers/app';
import { createTestCompany, createUserAs } from '../../helpers/factories';
import { createProductViaApi } from '../../helpers/catalog';
import { receive } from '../../helpers/inventory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  registerExport('prueba', {
    hoja: 'Prueba',
    nombreArchivo: () => 'prueba.xlsx',
    columnas: [
      { header: 'Número', key: 'n', format: 'integer' },
      { header: 'Monto', key: 'monto', format: 'money' },
      { header: 'Texto', key: 'texto' },
    ],
    filas: (ctx) =>
      inPages(async (limit, offset) => {
        const total = Number(ctx.parametros.total);
        return Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({
          n: offset + i + 1,
          monto: '1250.50',
          texto: `Fila ${offset + i + 1}`,
        }));
      }, 1000),
  });
  registerExport('falla', {
    hoja: 'Falla',
    nombreArchivo: () => 'falla.xlsx',
    columnas: [{ header: 'A', key: 'a' }],
    filas: () => ({
      [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('la consulta falló')) }),
    }),
  });
});
afterAll(() => t.close());

async function waitForState(api: ReturnType<typeof client>, id: number) {
  for (let i = 0; i < 100; i++) {
    const response = await api.get('/api/archivos/estado_descarga/', { id: String(id) });
    if (response.data.estado !== ESTADOS_ARCHIVO.EN_PROCESO) return response;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('la exportación no terminó');
}

describe('export jobs', () => {
  it('answers an id at once, reports estado 10 then 20, and serves a real .xlsx', async () => {
    const company = await createTestCompany(t.app, t.database);
    const me = (await company.owner.get('/api/usuarios/me/')).data;
    const { id } = await startExport(
      t.database.db,
      t.queue,
      { usuarioId: me.id, empresaId: company.empresaId },
      {
        tipo: 'prueba',
        sucursalId: company.sucursalId,
        parametros: { total: 2500 },
      },
    );
    const first = await company.owner.get('/api/productos/estado_descarga/', { id: String(id) });
    expect(first.statusCode).toBe(200);
    expect([ESTADOS_ARCHIVO.EN_PROCESO, ESTADOS_ARCHIVO.LISTO]).toContain(first.data.estado);
    const done = await waitForState(company.owner, id);
    expect(done.data).toMatchObject({
      estado: ESTADOS_ARCHIVO.LISTO,
      archivo: `/api/archivos/${id}/descargar/`,
      observaciones: '',
    });

    const file = await company.owner.raw({ method: 'GET', url: done.data.archivo });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Prueba')!;
    expect(sheet.rowCount).toBe(2501);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Número', 'Monto', 'Texto']);
    expect(sheet.getRow(2501).getCell(1).value).toBe(2500);
    expect(sheet.getRow(2).getCell(2).value).toBe(1250.5);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('"Q "#,##0.00');
  });

  it('an export that fails ends in an error estado with observaciones', async () => {
    const company = await createTestCompany(t.app, t.database);
    const me = (await company.owner.get('/api/usuarios/me/')).data;
    const { id } = await startExport(
      t.database.db,
      t.queue,
      { usuarioId: me.id, empresaId: company.empresaId },
      { tipo: 'falla', sucursalId: null, parametros: {} },
    );
    const done = await waitForState(company.owner, id);
    expect(done.data.estado).toBe(ESTADOS_ARCHIVO.ERROR);
    expect(done.data.observaciones).toContain('la consulta falló');
    expect(done.data.archivo).toBeNull();
    expect((await company.owner.raw({ method: 'GET', url: `/api/archivos/${id}/descargar/` })).statusCode).toBe(404);
  });

  it("another user's or company's file answers 404", async () => {
    const company = await createTestCompany(t.app, t.database);
    const me = (await company.owner.get('/api/usuarios/me/')).data;
    const { id } = await startExport(
      t.database.db,
      t.queue,
      { usuarioId: me.id, empresaId: company.empresaId },
      { tipo: 'prueba', sucursalId: null, parametros: { total: 1 } },
    );
    await waitForState(company.owner, id);
    const other = await createTestCompany(t.app, t.database);
    expect((await other.owner.get('/api/archivos/estado_descarga/', { id: String(id) })).statusCode).toBe(404);
    const colleague = await createUserAs(t.app, company, 'es_admin');
    expect((await colleague.api.get('/api/archivos/estado_descarga/', { id: String(id) })).statusCode).toBe(404);
    expect((await client(t.app).get('/api/archivos/estado_descarga/', { id: String(id) })).statusCode).toBe(401);
  });
});

async function download(api: ReturnType<typeof client>, url: string, query: Record<string, string> = {}) {
  const started = await api.get(url, query);
  expect(started.statusCode, started.body).toBe(200);
  const done = await waitForState(api, started.data.id);
  expect(done.data.estado, done.data.observaciones).toBe(ESTADOS_ARCHIVO.LISTO);
  const file = await api.raw({ method: 'GET', url: done.data.archivo });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { nombre: done.data.nombre as string, rows };
}

describe('the lists exportable today', () => {
  it('products, stock, warehouse movements and total invested export what their lists show', async () => {
    const company = await createTestCompany(t.app, t.database);
    const api = company.owner;
    const cafe = await createProductViaApi(api, {
      nombre: 'Café molido 400 g',
      codigo: 'CAF-400',
      precio: '42.50',
      precio2: '40',
    });
    await createProductViaApi(api, { nombre: 'Azúcar 2 kg', codigo: 'AZU-2', precio: '18' });
    await receive(api, [{ producto: cafe.id, cantidad: 10, costo: '30' }], { nota: 'Compra inicial' });

    const productos = await download(api, '/api/productos/descargar_excel/', { search: 'café' });
    expect(productos.nombre).toMatch(/^productos-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(productos.rows[0]).toEqual(expect.arrayContaining(['Código', 'Nombre', 'Precio', 'Precio 2', 'Existencia']));
    expect(productos.rows).toHaveLength(2);
    expect(productos.rows[1]).toEqual(expect.arrayContaining(['CAF-400', 'Café molido 400 g', 42.5, 40, 10]));

    const existencias = await download(api, '/api/bodegas/descargar_excel_existencia_producto/', {
      filtro: 'con_existencia',
    });
    expect(existencias.rows.slice(1)).toEqual([
      expect.arrayContaining(['CAF-400', 'Café molido 400 g', 'Central', 10, 30]),
    ]);

    const movimientos = await download(api, '/api/bodegas/descargar_excel_movimiento_bodega/');
    expect(movimientos.rows.slice(1)).toEqual([
      expect.arrayContaining(['Ingreso', 1, 'Central', 'Compra inicial', 1, 300]),
    ]);

    const inversion = await download(api, '/api/bodegas/descargar_excel_inversion_bodega/');
    expect(inversion.rows.slice(1)).toEqual([expect.arrayContaining(['CAF-400', 10, 30, 300])]);
  });

  it('a product sold in presentations exports a row per presentation beneath its own, with its prices', async () => {
    const company = await createTestCompany(t.app, t.database);
    const api = company.owner;
    await createProductViaApi(api, {
      nombre: 'Gaseosa de naranja',
      codigo: 'GAS-001',
      tipo_producto: 100,
      precio: '0',
      codigo_barras: '7400000000001',
      fracciones: [
        { nombre: 'Caja x12', contenido: 12, precio: '70', precio2: '66.50', codigo_barras: '7400000000012' },
        { nombre: 'Unidad', contenido: 1, precio: '6' },
      ],
    });
    await createProductViaApi(api, { nombre: 'Azúcar 2 kg', codigo: 'AZU-2', precio: '18' });

    const { rows } = await download(api, '/api/productos/descargar_excel/', { ordering: 'codigo' });
    const [encabezado, ...filas] = rows;
    const col = (nombre: string) => encabezado!.indexOf(nombre);
    expect(encabezado!.slice(0, 3)).toEqual(['Código', 'Nombre', 'Presentación']);
    const ver = (fila: unknown[]) =>
      ['Código', 'Presentación', 'Código de barras', 'Precio', 'Precio 2', 'Existencia'].map((c) => fila[col(c)]);
    expect(filas.map(ver)).toEqual([
      ['AZU-2', undefined, undefined, 18, 0, 0],
      ['GAS-001', undefined, '7400000000001', 0, 0, 0],
      ['GAS-001', 'Caja x12', '7400000000012', 70, 66.5, undefined],
      ['GAS-001', 'Unidad', undefined, 6, 0, undefined],
    ]);
    // Presentation rows keep the product's name, so sorting or filtering by it keeps them together.
    expect(filas.slice(1).map((f) => f[col('Nombre')])).toEqual(Array(3).fill('Gaseosa de naranja'));
  });

  it('bad filters answer 400 before any job starts; the list permission guards each export', async () => {
    const company = await createTestCompany(t.app, t.database);
    const bad = await company.owner.get('/api/bodegas/descargar_excel_existencia_producto/', { ordering: 'no_existe' });
    expect(bad.statusCode).toBe(400);
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    expect((await cajero.api.get('/api/productos/descargar_excel/')).statusCode).toBe(403);
    expect((await cajero.api.get('/api/bodegas/descargar_excel_inversion_bodega/')).statusCode).toBe(403);
  });
});
