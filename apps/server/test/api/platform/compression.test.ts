import http from 'node:http';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../../../src/plugins/compression';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createProduct } from '../../helpers/catalog-factory';
import { finishedExport } from '../../helpers/exports';
import { createTestCompany, type TestCompany } from '../../helpers/factories';

const PRODUCTS = 40;

let t: TestApp;
let company: TestCompany;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  company = await createTestCompany(t.app, t.database);
  for (let i = 1; i <= PRODUCTS; i++)
    await createProduct(t.database.db, company.empresaId, { nombre: `Producto de prueba número ${i}` });
  // The event stream needs a real socket: app.inject waits for the answer to end.
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const productPage = (acceptEncoding?: string) =>
  company.owner.raw({
    method: 'GET',
    url: `/api/productos/?page_size=${PRODUCTS}`,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('compressed answers', () => {
  it('a large list is sent gzip or brotli as the client accepts, and unpacks to the same JSON', async () => {
    const plain = await productPage();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.json();
    expect(json.results).toHaveLength(PRODUCTS);
    expect(plain.rawPayload.length).toBeGreaterThan(10 * COMPRESSION_THRESHOLD_BYTES);

    const gzip = await productPage('gzip');
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(json);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const br = await productPage('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(json);

    expect((await productPage('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('an answer under the threshold is sent as is', async () => {
    const small = await t.app.inject({ method: 'GET', url: '/api/salud/', headers: { 'accept-encoding': 'gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ estado: 'ok' });
  });

  it('the Excel download (already a zip) is sent as the workbook itself', async () => {
    const started = await company.owner.get('/api/productos/descargar_excel/');
    expect(started.statusCode, started.body).toBe(200);
    const file = await company.owner.raw({
      method: 'GET',
      url: await finishedExport(company.owner, started.data.id),
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-encoding']).toBeUndefined();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(PRODUCTS + 1);
  });

  it('the live events stream is never compressed: its first frame arrives readable at once', async () => {
    const ticket = await company.owner.post('/api/eventos/ticket/');
    expect(ticket.statusCode, ticket.body).toBe(201);
    const url = `${base}/api/eventos/?ticket=${encodeURIComponent(ticket.data.ticket)}`;
    const { headers, firstChunk } = await new Promise<{ headers: http.IncomingHttpHeaders; firstChunk: string }>(
      (resolve, reject) => {
        const request = http.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
          response.once('data', (chunk: Buffer) => {
            resolve({ headers: response.headers, firstChunk: chunk.toString() });
            request.destroy();
          });
        });
        request.on('error', reject);
      },
    );
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
    expect(firstChunk).toContain(': conectado');
  });
});
