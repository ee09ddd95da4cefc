import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bitacora, clavesIdempotencia, sucursales, usuarios } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createTestCompany, createUserAs, userBody } from '../../helpers/factories';
import { pngImage } from '../../helpers/images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const key = () => crypto.randomUUID();
const branch = (nombre: string) => ({ nombre, departamento: '01', municipio: '0101' });

async function branchesNamed(empresaId: number, nombre: string) {
  return t.database.db
    .select()
    .from(sucursales)
    .where(and(eq(sucursales.empresaId, empresaId), eq(sucursales.nombre, nombre)));
}

describe('Idempotency-Key on POST sucursales', () => {
  it('a retry with the same key gets the first answer and writes nothing new', async () => {
    const company = await createTestCompany(t.app, t.database);
    const headers = { 'Idempotency-Key': key() };
    const first = await company.owner.post('/api/sucursales/', branch('Norte'), headers);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const audit = await t.database.db.select().from(bitacora).where(eq(bitacora.empresaId, company.empresaId));

    const retry = await company.owner.post('/api/sucursales/', branch('Norte'), headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.data).toEqual(first.data);
    expect(await branchesNamed(company.empresaId, 'Norte')).toHaveLength(1);
    expect(await t.database.db.select().from(bitacora).where(eq(bitacora.empresaId, company.empresaId))).toHaveLength(
      audit.length,
    );

    // Without the header the same body is a new request (here refused: the name is taken).
    const plain = await company.owner.post('/api/sucursales/', branch('Norte'));
    expect(plain.statusCode).toBe(400);
  });

  it('the same key with a different body is a 409 and writes nothing', async () => {
    const company = await createTestCompany(t.app, t.database);
    const headers = { 'Idempotency-Key': key() };
    expect((await company.owner.post('/api/sucursales/', branch('Norte'), headers)).statusCode).toBe(201);
    const other = await company.owner.post('/api/sucursales/', branch('Sur'), headers);
    expect(other.statusCode).toBe(409);
    expect(other.data).toEqual({ code: 'CONFLICT', detail: 'La clave Idempotency-Key ya se usó con otra solicitud.' });
    expect(await branchesNamed(company.empresaId, 'Sur')).toEqual([]);
  });

  it('concurrent duplicates create exactly one row', async () => {
    const company = await createTestCompany(t.app, t.database);
    const headers = { 'Idempotency-Key': key() };
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => company.owner.post('/api/sucursales/', branch('Concurrente'), headers)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect(responses.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    for (const r of responses) expect(r.data).toEqual(responses[0]!.data);
    expect(await branchesNamed(company.empresaId, 'Concurrente')).toHaveLength(1);
    const entries = await t.database.db
      .select()
      .from(bitacora)
      .where(and(eq(bitacora.empresaId, company.empresaId), eq(bitacora.entidad, 'SUCURSAL')));
    expect(entries).toHaveLength(1);
  });

  it('a failed first attempt does not use up the key', async () => {
    const company = await createTestCompany(t.app, t.database);
    const headers = { 'Idempotency-Key': key() };
    const refused = await company.owner.post('/api/sucursales/', branch('Central'), headers);
    expect(refused.statusCode).toBe(400);
    expect(
      await t.database.db
        .select()
        .from(clavesIdempotencia)
        .where(eq(clavesIdempotencia.clave, headers['Idempotency-Key'])),
    ).toEqual([]);
    const fixed = await company.owner.post('/api/sucursales/', branch('Centro'), headers);
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keys belong to the user who sent them', async () => {
    const a = await createTestCompany(t.app, t.database);
    const b = await createTestCompany(t.app, t.database);
    const headers = { 'Idempotency-Key': key() };
    const first = await a.owner.post('/api/sucursales/', branch('Norte'), headers);
    const second = await b.owner.post('/api/sucursales/', branch('Norte'), headers);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.data.id).not.toBe(first.data.id);
    expect(await branchesNamed(b.empresaId, 'Norte')).toHaveLength(1);
  });

  it('refuses a key longer than 100 characters', async () => {
    const company = await createTestCompany(t.app, t.database);
    const response = await company.owner.post('/api/sucursales/', branch('Norte'), {
      'Idempotency-Key': 'k'.repeat(101),
    });
    expect(response.statusCode).toBe(400);
    expect(response.data).toEqual({
      code: 'BAD_REQUEST',
      detail: 'La clave Idempotency-Key debe tener no más de 100 caracteres.',
    });
    expect(await branchesNamed(company.empresaId, 'Norte')).toEqual([]);
  });
});

describe('Idempotency-Key on POST usuarios', () => {
  it('JSON: one user for two identical requests', async () => {
    const company = await createTestCompany(t.app, t.database);
    const body = userBody('es_cajero', [company.sucursalId]);
    const headers = { 'Idempotency-Key': key() };
    const [first, second] = await Promise.all([
      company.owner.post('/api/usuarios/', body, headers),
      company.owner.post('/api/usuarios/', body, headers),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.data).toEqual(first.data);
    expect(
      await t.database.db
        .select()
        .from(usuarios)
        .where(eq(usuarios.email, body.email as string)),
    ).toHaveLength(1);
  });

  it('multipart: a replay keeps one photo, and a different form under the same key is a 409', async () => {
    const company = await createTestCompany(t.app, t.database);
    const body = userBody('es_cajero', [company.sucursalId]);
    const headers = { 'Idempotency-Key': key() };
    const photo = [{ field: 'foto', filename: 'f.png', content: await pngImage() }];
    const first = await company.owner.form('POST', '/api/usuarios/', body, photo, headers);
    expect(first.statusCode, first.body).toBe(201);
    const replay = await company.owner.form('POST', '/api/usuarios/', body, photo, headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.data).toEqual(first.data);
    const dir = path.join(t.mediaDir, String(company.empresaId), 'usuarios');
    expect(fs.readdirSync(dir)).toEqual([path.basename(first.data.foto)]);

    const different = await company.owner.form(
      'POST',
      '/api/usuarios/',
      { ...body, email: `otro-${body.email}` },
      photo,
      headers,
    );
    expect(different.statusCode).toBe(409);
    expect(different.data).toEqual({
      code: 'CONFLICT',
      detail: 'La clave Idempotency-Key ya se usó con otra solicitud.',
    });
    expect(
      await t.database.db
        .select()
        .from(usuarios)
        .where(eq(usuarios.email, `otro-${body.email}`)),
    ).toEqual([]);
    expect(fs.readdirSync(dir)).toEqual([path.basename(first.data.foto)]);
    await createUserAs(t.app, company, 'es_cajero');
  });
});
