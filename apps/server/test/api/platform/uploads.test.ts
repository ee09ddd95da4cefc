import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_FORMAT_MESSAGE, IMAGE_TOO_LARGE_MESSAGE } from '../../../src/lib/uploads';
import { createTestApp, type TestApp } from '../../helpers/app';
import type { FilePart } from '../../helpers/multipart';
import { productBody } from '../../helpers/catalog';
import { createTestCompany, userBody, type TestCompany } from '../../helpers/factories';
import { badCrcPng, hugePng, pngImage, truncatedPng } from '../../helpers/images';

let t: TestApp;
let company: TestCompany;
let configuracionUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  company = await createTestCompany(t.app, t.database);
  configuracionUrl = `/api/configuracion/${(await company.owner.get('/api/configuracion/me/')).data.id}/`;
});
afterAll(() => t.close());

function mediaFiles(): string[] {
  const dir = t.mediaDir;
  return fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).map((f) => path.join(dir, f)) : [];
}

/** Every place an image is uploaded: the product form, the company's two logos, the user photo. */
const uploads: { name: string; field: string; send: (file: FilePart) => ReturnType<TestCompany['owner']['form']> }[] = [
  {
    name: 'product image',
    field: 'imagen',
    send: (file) => company.owner.form('POST', '/api/productos/', { data: productBody() }, [file]),
  },
  { name: 'company logo', field: 'logo', send: (file) => company.owner.form('PUT', configuracionUrl, {}, [file]) },
  {
    name: 'ticket logo',
    field: 'logo_ticket',
    send: (file) => company.owner.form('PUT', configuracionUrl, {}, [file]),
  },
  {
    name: 'user photo',
    field: 'foto',
    send: (file) =>
      company.owner.form('POST', '/api/usuarios/', { data: userBody('es_cajero', [company.sucursalId]) }, [file]),
  },
];

describe('an image that cannot be decoded', () => {
  for (const upload of uploads) {
    it(`a truncated PNG or one with a bad checksum as ${upload.name} is a 400 with the images-only message`, async () => {
      const before = mediaFiles();
      for (const content of [await truncatedPng(), await badCrcPng()]) {
        const response = await upload.send({ field: upload.field, filename: 'roto.png', content, type: 'image/png' });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.data).toEqual({
          code: 'VALIDATION',
          detail: IMAGE_FORMAT_MESSAGE,
          [upload.field]: [IMAGE_FORMAT_MESSAGE],
        });
      }
      expect(mediaFiles()).toEqual(before);
    });
  }
});

describe('the pixel budget', () => {
  it('refuses a small file declaring a picture over 40 megapixels before decoding it', async () => {
    const content = await hugePng(8000, 6000);
    expect(content.length).toBeLessThan(5 * 1024 * 1024);
    for (const upload of uploads) {
      const response = await upload.send({ field: upload.field, filename: 'enorme.png', content });
      expect(response.statusCode, `${upload.name}: ${response.body}`).toBe(400);
      expect(response.data).toEqual({
        code: 'VALIDATION',
        detail: IMAGE_TOO_LARGE_MESSAGE,
        [upload.field]: [IMAGE_TOO_LARGE_MESSAGE],
      });
    }
  });

  it('still takes a large photo within the budget', async () => {
    const response = await uploads[1]!.send({
      field: 'logo',
      filename: 'grande.png',
      content: await pngImage(6000, 4000),
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('serving uploads', () => {
  it('answers /media/ with X-Content-Type-Options: nosniff', async () => {
    const saved = await uploads[1]!.send({ field: 'logo', filename: 'logo.png', content: await pngImage() });
    const served = await t.app.inject({ method: 'GET', url: saved.data.logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });
});
