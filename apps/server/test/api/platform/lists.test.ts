import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@pos/shared/messages';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createTestCompany, createUserAs, type TestCompany } from '../../helpers/factories';

let t: TestApp;
let company: TestCompany;
/** Branch names in creation order (Central first). */
const BRANCHES = [
  'Central',
  'Zacapa',
  'Antigua',
  'Barberena',
  'Cobán',
  'Escuintla',
  'Flores',
  'Huehue',
  'Jalapa',
  'Mazate',
  'Petén 100%',
  'Retalhuleu',
];

beforeAll(async () => {
  t = await createTestApp();
  company = await createTestCompany(t.app, t.database);
  for (const nombre of BRANCHES.slice(1)) {
    const response = await company.owner.post('/api/sucursales/', {
      nombre,
      departamento: '01',
      municipio: '0101',
      direccion: `Dirección de ${nombre}`,
    });
    expect(response.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

const names = (data: { results: { nombre: string }[] }) => data.results.map((r) => r.nombre);
const get = async (url: string, query: Record<string, string> = {}) => {
  const response = await company.owner.get(url, query);
  expect(response.statusCode, `${url} ${JSON.stringify(query)}: ${response.body}`).toBe(200);
  return response.data;
};

describe('paging', () => {
  it('answers {count, next, previous, results}, 10 per page by default, newest first', async () => {
    const first = await get('/api/sucursales/');
    expect(Object.keys(first).sort()).toEqual(['count', 'next', 'previous', 'results']);
    expect(first.count).toBe(12);
    expect(first.results).toHaveLength(10);
    expect(names(first)).toEqual([...BRANCHES].reverse().slice(0, 10));
    expect(first.previous).toBeNull();
    const next = new URL(first.next);
    expect(next.pathname).toBe('/api/sucursales/');
    expect(next.searchParams.get('page')).toBe('2');

    const second = await get('/api/sucursales/', { page: '2' });
    expect(names(second)).toEqual(['Zacapa', 'Central']);
    expect(second.next).toBeNull();
    expect(new URL(second.previous).searchParams.get('page')).toBe('1');
  });

  it('page_size, and links that keep the other parameters', async () => {
    const pages = [];
    for (const page of ['1', '2', '3'])
      pages.push(await get('/api/sucursales/', { page_size: '5', page, ordering: 'nombre' }));
    expect(pages.map((p) => p.results.length)).toEqual([5, 5, 2]);
    expect(pages.flatMap(names)).toEqual([...BRANCHES].sort((a, b) => a.localeCompare(b, 'es')));
    const next = new URL(pages[0]!.next);
    expect(Object.fromEntries(next.searchParams)).toEqual({ page_size: '5', page: '2', ordering: 'nombre' });
    expect(new URL(pages[2]!.previous).searchParams.get('page')).toBe('2');
    expect(pages[2]!.next).toBeNull();
    // Past the last page: no rows, and `previous` points at the last page.
    const beyond = await get('/api/sucursales/', { page_size: '5', page: '9' });
    expect(beyond.results).toEqual([]);
    expect(beyond.count).toBe(12);
    expect(beyond.next).toBeNull();
    expect(new URL(beyond.previous).searchParams.get('page')).toBe('3');
    expect((await get('/api/sucursales/', { page_size: '1000' })).results).toHaveLength(12);
  });

  it('refuses a bad page or page size with a Spanish 400', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ page: 'abc' }, 'page', 'La página debe ser un número entero.'],
      [{ page: '1.5' }, 'page', 'La página debe ser un número entero.'],
      [{ page: '0' }, 'page', 'La página debe ser mayor que 0'],
      [{ page: '-2' }, 'page', 'La página debe ser mayor que 0'],
      [{ page_size: 'diez' }, 'page_size', 'El tamaño de página debe ser un número entero.'],
      [{ page_size: '0' }, 'page_size', 'El tamaño de página debe ser mayor que 0'],
      [{ page_size: '1001' }, 'page_size', 'El tamaño de página debe ser menor que 1001'],
      [{ search: 'x'.repeat(201) }, 'search', MENSAJES.campos.maxLength(200)],
    ];
    for (const url of [
      '/api/sucursales/',
      '/api/usuarios/',
      '/api/bitacora/',
      '/api/usuarios/opciones/',
      '/api/metodos_pago_entrega/',
    ]) {
      for (const [query, field, message] of cases) {
        const response = await company.owner.get(url, query);
        expect(response.statusCode, `${url} ${JSON.stringify(query)}`).toBe(400);
        expect(response.data[field], `${url} ${JSON.stringify(query)}`).toEqual([message]);
        expect(response.data.detail).toBe(`${field}: ${message}`);
      }
    }
  });
});

describe('ordering', () => {
  it('orders by a whitelisted field, `-field` descending, several fields, and `sort` as an alias', async () => {
    expect(names(await get('/api/sucursales/', { ordering: 'nombre', page_size: '100' }))).toEqual(
      [...BRANCHES].sort((a, b) => a.localeCompare(b, 'es')),
    );
    expect(names(await get('/api/sucursales/', { ordering: '-nombre', page_size: '100' }))).toEqual(
      [...BRANCHES].sort((a, b) => b.localeCompare(a, 'es')),
    );
    expect(names(await get('/api/sucursales/', { ordering: 'creado', page_size: '100' }))).toEqual(BRANCHES);
    expect(names(await get('/api/sucursales/', { sort: '-creado', page_size: '3' }))).toEqual([
      'Retalhuleu',
      'Petén 100%',
      'Mazate',
    ]);
    // Central has the owner: the only branch with a user, first by -total_usuarios, then by name.
    expect(names(await get('/api/sucursales/', { ordering: '-total_usuarios,nombre', page_size: '3' }))).toEqual([
      'Central',
      'Antigua',
      'Barberena',
    ]);
    // `ordering` wins over `sort`.
    expect(names(await get('/api/sucursales/', { ordering: 'nombre', sort: '-nombre', page_size: '1' }))).toEqual([
      'Antigua',
    ]);
  });

  it('refuses a field outside the whitelist with a Spanish 400', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/api/sucursales/', { ordering: 'empresa_id' }, 'empresa_id'],
      ['/api/sucursales/', { ordering: '-nit' }, 'nit'],
      ['/api/sucursales/', { sort: 'activo' }, 'activo'],
      ['/api/sucursales/', { ordering: 'nombre,password' }, 'password'],
      ['/api/usuarios/', { ordering: 'password_hash' }, 'password_hash'],
      ['/api/usuarios/', { ordering: '-permisos' }, 'permisos'],
      ['/api/usuarios/opciones/', { ordering: 'id;drop table usuarios' }, 'id;drop table usuarios'],
      ['/api/bitacora/', { ordering: 'detalle' }, 'detalle'],
    ];
    for (const [url, query, field] of cases) {
      const response = await company.owner.get(url, query);
      expect(response.statusCode, `${url} ${JSON.stringify(query)}`).toBe(400);
      expect(response.data).toEqual({
        code: 'VALIDATION',
        detail: `No se puede ordenar por "${field}".`,
        ordering: [`Campo de ordenamiento no válido: ${field}`],
      });
    }
  });

  it('users order by name, e-mail, level and last login', async () => {
    const other = await createTestCompany(t.app, t.database);
    const ana = await createUserAs(t.app, other, 'es_bodeguero', {
      first_name: 'Ana',
      last_name: 'Zúñiga',
      email: `ana-${Date.now()}@prueba.gt`,
    });
    const beto = await createUserAs(t.app, other, 'es_cajero', {
      first_name: 'Beto',
      last_name: 'Alvarado',
      email: `beto-${Date.now()}@prueba.gt`,
    });
    const carla = await createUserAs(t.app, other, 'es_admin', {
      first_name: 'Carla',
      last_name: 'Mejía',
      email: `carla-${Date.now()}@prueba.gt`,
    });
    const ids = async (query: Record<string, string>) =>
      (await other.owner.get('/api/usuarios/', query)).data.results.map((u: { id: number }) => u.id);
    const owner = (await other.owner.get('/api/usuarios/me/')).data.id;
    expect(await ids({})).toEqual([carla.id, beto.id, ana.id, owner]);
    expect(await ids({ ordering: 'first_name' })).toEqual([ana.id, beto.id, carla.id, owner]);
    expect(await ids({ ordering: 'last_name' })).toEqual([beto.id, carla.id, owner, ana.id]);
    expect(await ids({ ordering: '-rol,first_name' })).toEqual([owner, carla.id, ana.id, beto.id]);
    expect(await ids({ ordering: 'email' })).toEqual([ana.id, beto.id, carla.id, owner]);
    expect((await ids({ ordering: '-ultimo_ingreso' })).length).toBe(4);
    const opciones = (await other.owner.get('/api/usuarios/opciones/')).data.results.map(
      (u: { nombre: string }) => u.nombre,
    );
    expect(opciones).toEqual(['Ana Zúñiga', 'Beto Alvarado', 'Carla Mejía', 'Dueño Prueba']);
  });
});

describe('search', () => {
  it('matches case-insensitively anywhere in the searched fields, wildcards taken literally', async () => {
    expect(names(await get('/api/sucursales/', { search: 'ZACA' }))).toEqual(['Zacapa']);
    expect(names(await get('/api/sucursales/', { search: 'dirección de flo' }))).toEqual(['Flores']);
    expect(names(await get('/api/sucursales/', { search: '100%' }))).toEqual(['Petén 100%']);
    expect((await get('/api/sucursales/', { search: '%' })).count).toBe(1);
    expect((await get('/api/sucursales/', { search: '_' })).count).toBe(0);
    expect((await get('/api/sucursales/', { search: '  ' })).count).toBe(12);
    const found = await get('/api/sucursales/', { search: 'a', page_size: '3', ordering: 'nombre' });
    expect(found.count).toBe(BRANCHES.filter((b) => /a/i.test(`${b} Dirección de ${b}`)).length);
    expect(new URL(found.next).searchParams.get('search')).toBe('a');
  });

  it('finds users by e-mail or full name', async () => {
    const other = await createTestCompany(t.app, t.database);
    const ana = await createUserAs(t.app, other, 'es_bodeguero', { first_name: 'Ana María', last_name: 'López' });
    const ids = async (search: string) =>
      (await other.owner.get('/api/usuarios/', { search })).data.results.map((u: { id: number }) => u.id);
    expect(await ids('maría lóp')).toEqual([ana.id]);
    expect(await ids(ana.email.toUpperCase())).toEqual([ana.id]);
    expect(await ids('nadie-así')).toEqual([]);
  });
});
