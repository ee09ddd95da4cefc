import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';

/** A stand-in for the built back office, precompressed the way scripts/build-backoffice.mjs does. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pos-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('punto de venta '.repeat(200))});`;
  const html = `<!doctype html><html><body><div id="root"></div><script src="/assets/index-Ab12Cd34.js"></script></body></html>`;
  for (const [file, content] of [
    ['assets/index-Ab12Cd34.js', script],
    ['index.html', html],
  ] as const) {
    fs.writeFileSync(path.join(dir, file), content);
    fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(content));
    fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(content));
  }
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fakeBuild();
  t = await createTestApp({ backofficeDir: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built back office', () => {
  it('hashed assets are sent precompressed (brotli first, else gzip) and cached for a year as immutable', async () => {
    const original = fs.readFileSync(path.join(dist, 'assets/index-Ab12Cd34.js'));
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload)).toEqual(original);
    expect(br.rawPayload.length).toBeLessThan(original.length / 5);

    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload)).toEqual(original);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(original);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('index.html, at / and at every client-side route, is revalidated on each load (never cached stale)', async () => {
    for (const url of ['/', '/punto_de_venta/caja']) {
      const page = await get(url, 'br, gzip');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      const body =
        page.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(page.rawPayload) : page.rawPayload;
      expect(body.toString()).toContain('/assets/index-Ab12Cd34.js');
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('the API and unknown files keep their own answers', async () => {
    expect((await get('/api/no-existe/')).statusCode).toBe(404);
    expect((await get('/api/salud/', 'br')).headers['content-encoding']).toBeUndefined();
  });
});
