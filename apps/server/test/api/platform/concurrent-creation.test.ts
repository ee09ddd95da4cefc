import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MENSAJES } from '@pos/shared/messages';
import { queryRows } from '../../../src/db/client';
import { MAPPED_UNIQUE_INDEXES, UNREACHABLE_UNIQUE_INDEXES } from '../../../src/lib/unique-violations';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createTestCompany, userBody, type TestCompany } from '../../helpers/factories';

let t: TestApp;
let company: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  company = await createTestCompany(t.app, t.database);
});
afterAll(() => t.close());

/**
 * Ten identical creations at once: one wins, the nine others get the 400 the sequential path
 * gives (the service's own check, or the unique index behind it when the check raced).
 */
async function tenAtOnce(create: () => Promise<{ statusCode: number; data: any; body: string }>) {
  const responses = await Promise.all(Array.from({ length: 10 }, create));
  const statuses = responses.map((r) => r.statusCode).sort();
  expect(statuses, responses.map((r) => r.body).join('\n')).toEqual([201, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
  return responses.filter((r) => r.statusCode === 400).map((r) => r.data);
}

describe('ten identical creations at once', () => {
  it('a user with the same e-mail', async () => {
    const body = userBody('es_cajero', [company.sucursalId]);
    for (const refused of await tenAtOnce(() => company.owner.post('/api/usuarios/', body))) {
      expect(refused.email).toEqual(['Ya existe un usuario con este correo electrónico.']);
    }
  });

  it('a customer with the same NIT', async () => {
    for (const refused of await tenAtOnce(() =>
      company.owner.post('/api/clientes/', { nombre: 'Ferretería', nit: '576937K' }),
    )) {
      expect(refused.nit).toEqual([MENSAJES.clientes.nitDuplicado('576937K')]);
    }
  });

  it('a branch with the same name', async () => {
    for (const refused of await tenAtOnce(() =>
      company.owner.post('/api/sucursales/', { nombre: 'Norte', departamento: '01', municipio: '0101' }),
    )) {
      expect(refused.nombre).toEqual(['Ya existe una sucursal con este nombre.']);
    }
  });

  it('a register with the same name in the branch, whatever the case', async () => {
    let n = 0;
    for (const refused of await tenAtOnce(() =>
      company.owner.post('/api/cajas/', { nombre: n++ % 2 ? 'Caja Rápida' : 'caja rápida' }),
    )) {
      expect(refused.nombre).toEqual([MENSAJES.cajas.nombreDuplicado]);
    }
  });

  it('an exit destination with the same name', async () => {
    for (const refused of await tenAtOnce(() =>
      company.owner.post('/api/destinos_salida/', { nombre: 'Merma', descripcion: '' }),
    )) {
      expect(refused.nombre).toEqual([MENSAJES.bodega.destinoDuplicado]);
    }
  });

  it('a category with the same name, a family or a sub-family', async () => {
    for (const refused of await tenAtOnce(() => company.owner.post('/api/categoria/', { nombre: 'Bebidas' }))) {
      expect(refused.nombre).toEqual([MENSAJES.categorias.nombreDuplicadoFamilia]);
    }
    const familia = (await company.owner.get('/api/categoria/', { search: 'Bebidas' })).data;
    const id = (familia.results ?? familia).find((c: { nombre: string }) => c.nombre === 'Bebidas').id;
    for (const refused of await tenAtOnce(() =>
      company.owner.post('/api/categoria/', { nombre: 'Jugos', parent: id }),
    )) {
      expect(refused.nombre).toEqual([MENSAJES.categorias.nombreDuplicadoSubfamilia]);
    }
  });
});

describe('every unique index of the database', () => {
  it('is answered as a 400 when a request can race into it, or is listed as out of reach', async () => {
    const rows = await queryRows<{ indexname: string }>(
      t.database.db,
      sql`select indexname from pg_indexes
           where schemaname = current_schema() and indexdef ilike 'create unique index%' and indexname not like '%\_pkey'
           order by indexname`,
    );
    const names = rows.map((r) => r.indexname).filter((n) => !n.startsWith('__drizzle'));
    expect(names.length).toBeGreaterThan(10);
    const unaccounted = names.filter((n) => !MAPPED_UNIQUE_INDEXES.includes(n) && !(n in UNREACHABLE_UNIQUE_INDEXES));
    expect(unaccounted).toEqual([]);
    // Both lists name only indexes that exist, and never the same one twice.
    const listed = [...MAPPED_UNIQUE_INDEXES, ...Object.keys(UNREACHABLE_UNIQUE_INDEXES)];
    expect(listed.filter((n) => !names.includes(n))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });
});
