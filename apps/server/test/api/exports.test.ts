import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTADOS_ARCHIVO } from '@pos/shared/domains/inventory';
import { registerExport } from '../../src/modules/exports/export-registry';
import { startExport } from '../../src/modules/exports/exports.service';
import { inPages } from '../../src/modules/exports/batches';
import { client, createTestApp, type TestApp } from '../helpers/app';
import { createTestCompany, createUserAs } from '../helpers/factories';

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
    filas: (ctx) => inPages(async (limit, offset) => {
      const total = Number(ctx.parametros.total);
      return Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({ n: offset + i + 1, monto: '1250.50', texto: `Fila ${offset + i + 1}` }));
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
    const { id } = await startExport(t.database.db, t.queue, { usuarioId: me.id, empresaId: company.empresaId }, {
      tipo: 'prueba',
      sucursalId: company.sucursalId,
      parametros: { total: 2500 },
    });
    const first = await company.owner.get('/api/productos/estado_descarga/', { id: String(id) });
    expect(first.statusCode).toBe(200);
    expect([ESTADOS_ARCHIVO.EN_PROCESO, ESTADOS_ARCHIVO.LISTO]).toContain(first.data.estado);
    const done = await waitForState(company.owner, id);
    expect(done.data).toMatchObject({ estado: ESTADOS_ARCHIVO.LISTO, archivo: `/api/archivos/${id}/descargar/`, observaciones: '' });

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
    const { id } = await startExport(t.database.db, t.queue, { usuarioId: me.id, empresaId: company.empresaId }, { tipo: 'falla', sucursalId: null, parametros: {} });
    const done = await waitForState(company.owner, id);
    expect(done.data.estado).toBe(ESTADOS_ARCHIVO.ERROR);
    expect(done.data.observaciones).toContain('la consulta falló');
    expect(done.data.archivo).toBeNull();
    expect((await company.owner.raw({ method: 'GET', url: `/api/archivos/${id}/descargar/` })).statusCode).toBe(404);
  });

  it("another user's or company's file answers 404", async () => {
    const company = await createTestCompany(t.app, t.database);
    const me = (await company.owner.get('/api/usuarios/me/')).data;
    const { id } = await startExport(t.database.db, t.queue, { usuarioId: me.id, empresaId: company.empresaId }, { tipo: 'prueba', sucursalId: null, parametros: { total: 1 } });
    await waitForState(company.owner, id);
    const other = await createTestCompany(t.app, t.database);
    expect((await other.owner.get('/api/archivos/estado_descarga/', { id: String(id) })).statusCode).toBe(404);
    const colleague = await createUserAs(t.app, company, 'es_admin');
    expect((await colleague.api.get('/api/archivos/estado_descarga/', { id: String(id) })).statusCode).toBe(404);
    expect((await client(t.app).get('/api/archivos/estado_descarga/', { id: String(id) })).statusCode).toBe(401);
  });
});
