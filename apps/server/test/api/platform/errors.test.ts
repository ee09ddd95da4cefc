import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@pos/shared/messages';
import { client, createTestApp, type TestApp } from '../../helpers/app';
import { ENGLISH, expectSpanish400, HOSTILE } from '../../helpers/bad-input';
import { createTestCompany, createUserAs, userBody, type TestCompany } from '../../helpers/factories';

let t: TestApp;
let company: TestCompany;
let cajeroId: number;
let configId: number;
beforeAll(async () => {
  t = await createTestApp();
  company = await createTestCompany(t.app, t.database);
  cajeroId = (await createUserAs(t.app, company, 'es_cajero')).id;
  configId = (await company.owner.get('/api/configuracion/me/')).data.id;
});
afterAll(() => t.close());

describe('requests the server cannot read', () => {
  it('malformed JSON is a 400 with a Spanish detail', async () => {
    for (const payload of ['{"nombre": ', '{nombre: "x"}', "{'a': 1}", '[1, 2', 'nombre=x']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/sucursales/',
        headers: { authorization: `Token ${company.ownerToken}`, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json(), payload).toEqual({ code: 'BAD_REQUEST', detail: MENSAJES.red.solicitudInvalida });
    }
  });

  it('an empty JSON body, a body that is not an object, and an unsupported content type', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/sucursales/',
      headers: { authorization: `Token ${company.ownerToken}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ code: 'BAD_REQUEST', detail: MENSAJES.red.solicitudInvalida });
    for (const payload of ['[]', '"texto"', '42', 'null', 'true']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/sucursales/',
        headers: { authorization: `Token ${company.ownerToken}`, 'content-type': 'application/json' },
        payload,
      });
      expectSpanish400(Object.assign(response, { data: response.json() }), payload);
    }
    // Plain text is read as a string, which is not the object the schema wants.
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/sucursales/',
      headers: { authorization: `Token ${company.ownerToken}`, 'content-type': 'text/plain' },
      payload: 'hola',
    });
    expectSpanish400(Object.assign(text, { data: text.json() }), 'text/plain');
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/sucursales/',
      headers: { authorization: `Token ${company.ownerToken}`, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', detail: 'Tipo de contenido no soportado.' });
  });

  it('a body over the limit is a 413 with a Spanish detail', async () => {
    const response = await company.owner.post('/api/sucursales/', {
      nombre: 'x'.repeat(3 * 1024 * 1024),
      departamento: '01',
      municipio: '0101',
    });
    expect(response.statusCode).toBe(413);
    expect(response.data).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      detail: 'El archivo o la solicitud es demasiado grande.',
    });
  });

  it('a broken multipart body is a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/',
      headers: { authorization: `Token ${company.ownerToken}`, 'content-type': 'multipart/form-data; boundary=----x' },
      payload: '------x\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAna',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).not.toMatch(ENGLISH);
  });
});

describe('unknown routes and records', () => {
  it('an unknown /api route is a JSON 404, with or without a token', async () => {
    for (const api of [client(t.app), company.owner]) {
      for (const [method, url] of [
        ['GET', '/api/no-existe/'],
        ['GET', '/api/usuarios/me/extra/'],
        ['POST', '/api/usuarios/me/'],
        ['DELETE', '/api/configuracion/me/'],
        ['PATCH', '/api/sucursales/1/'],
      ] as const) {
        const response = await api.raw({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type'], url).toMatch(/^application\/json/);
        expect(response.json(), url).toEqual({ code: 'NOT_FOUND', detail: 'No encontrado.' });
      }
    }
  });

  it('an id that is not a positive integer names no record: 404, never a 500', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '1e3', '%20']) {
      for (const url of [`/api/usuarios/${id}/`, `/api/sucursales/${id}/`, `/api/bitacora/${id}/`]) {
        const response = await company.owner.get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.data.detail, url).not.toMatch(ENGLISH);
      }
      expect((await company.owner.delete(`/api/sucursales/${id}/`)).statusCode, id).toBe(404);
      expect((await company.owner.put(`/api/configuracion/${id}/`, { utiliza_fel: true })).statusCode, id).toBe(404);
    }
  });
});

describe('bad input is a Spanish 400, never a 500', () => {
  const writes: {
    name: string;
    send: (body: Record<string, unknown>) => Promise<any>;
    base: () => Record<string, unknown>;
  }[] = [
    {
      name: 'POST usuarios',
      send: (b) => company.owner.post('/api/usuarios/', b),
      base: () => userBody('es_cajero', [company.sucursalId]),
    },
    {
      name: 'PUT usuarios',
      send: (b) => company.owner.put(`/api/usuarios/${cajeroId}/`, b),
      base: () => ({ ...userBody('es_cajero', [company.sucursalId]), password: '' }),
    },
    {
      name: 'POST sucursales',
      send: (b) => company.owner.post('/api/sucursales/', b),
      base: () => ({
        nombre: 'Válida',
        departamento: '01',
        municipio: '0101',
        telefono: '',
        datos_empresa: { nombre: 'A', nombre_comercial: 'B', nit: '' },
      }),
    },
    {
      name: 'PUT configuracion',
      send: (b) => company.owner.put(`/api/configuracion/${configId}/`, b),
      base: () => ({ utiliza_fel: false }),
    },
    {
      name: 'POST token',
      send: (b) => client(t.app).post('/api/usuarios/token/', b, { 'x-forwarded-for': '10.9.9.9' }),
      base: () => ({ email: 'x@prueba.gt', password: 'y' }),
    },
    {
      name: 'POST pass_reset_mail',
      send: (b) => client(t.app).post('/api/usuarios/pass_reset_mail/', b),
      base: () => ({ email: 'nadie@prueba.gt' }),
    },
    {
      name: 'POST pass_reset',
      send: (b) => client(t.app).post('/api/usuarios/pass_reset/', b),
      base: () => ({ token: 'x', password: 'clave-larga-1', confirm_password: 'clave-larga-1' }),
    },
    {
      name: 'POST bienvenida_usuario',
      send: (b) => company.owner.post('/api/bienvenida_usuario/', b),
      base: () => ({ bienvenida: true }),
    },
  ];

  const FIELDS: Record<string, string[]> = {
    'POST usuarios': [
      'email',
      'first_name',
      'last_name',
      'telefono',
      'password',
      'es_global',
      'sucursales',
      'es_cajero',
      'perfil',
    ],
    'PUT usuarios': ['email', 'first_name', 'telefono', 'password', 'password_actual', 'sucursales', 'eliminar_foto'],
    'POST sucursales': ['nombre', 'direccion', 'telefono', 'departamento', 'municipio', 'datos_empresa'],
    'PUT configuracion': [
      'utiliza_fel',
      'nombre',
      'slug',
      'telefono_tienda',
      'correo_tienda',
      'sucursal_tienda_online',
      'formato_factura',
      'items_por_factura',
      'tipo_punto_venta',
      'conf_tipos_facturas',
      'nombres_precios',
      'metodos_pago',
      'metodos_entrega',
    ],
    'POST token': ['email', 'password'],
    'POST pass_reset_mail': ['email'],
    'POST pass_reset': ['token', 'password', 'confirm_password'],
    'POST bienvenida_usuario': ['bienvenida'],
  };

  it.each(writes.map((w) => [w.name, w] as const))('%s: every field with every wrong value', async (name, write) => {
    for (const field of FIELDS[name]!) {
      for (const value of HOSTILE) {
        const body = { ...write.base(), [field]: value };
        const response = await write.send(body);
        const label = `${name} ${field}=${JSON.stringify(value).slice(0, 40)}`;
        expect(response.statusCode, `${label}: ${response.body}`).not.toBe(500);
        expect(response.statusCode, `${label}: ${response.body}`).toBeLessThan(500);
        if (response.statusCode === 400) expectSpanish400(response, label);
      }
    }
  });

  it('nested values of the wrong kind inside lists and objects', async () => {
    const bodies: Record<string, unknown>[] = [
      { metodos_pago: [{}] },
      { metodos_pago: [{ id: 'abc' }] },
      { metodos_pago: [null] },
      { metodos_pago: [{ id: 99999999999 }] },
      { metodos_entrega: [{ nombre: {}, precio_empresa: [] }] },
      { metodos_entrega: [{ id: -1, nombre: 'x', precio_empresa: '1' }] },
      { nombres_precios: [1, 2, 3, 4, 5] },
      { nombres_precios: ['a\u0000', 'b', 'c', 'd', 'e'] },
    ];
    for (const body of bodies) {
      const response = await company.owner.put(`/api/configuracion/${configId}/`, body);
      expectSpanish400(response, JSON.stringify(body));
    }
    for (const sucursales of [[{}], [{ id: 'x' }], ['abc'], [0], [99999999999], [null], 'uno']) {
      const response = await company.owner.post('/api/usuarios/', userBody('es_cajero', sucursales as number[]));
      expectSpanish400(response, JSON.stringify(sucursales));
    }
    const datos = await company.owner.post('/api/sucursales/', {
      nombre: 'X',
      departamento: '01',
      municipio: '0101',
      datos_empresa: 'texto',
    });
    expectSpanish400(datos, 'datos_empresa');
  });

  it('list parameters of the wrong kind', async () => {
    const lists = [
      '/api/usuarios/',
      '/api/sucursales/',
      '/api/bitacora/',
      '/api/usuarios/opciones/',
      '/api/metodos_pago_entrega/',
    ];
    const queries: Record<string, string>[] = [
      { page: 'abc' },
      { page: '0' },
      { page: '-1' },
      { page: '1.5' },
      { page: '99999999999999999999' },
      { page_size: '0' },
      { page_size: '100000' },
      { page_size: 'x' },
      { ordering: 'password_hash' },
      { ordering: '-' },
      { sort: 'nope' },
      { search: 'x'.repeat(201) },
    ];
    for (const url of lists) {
      for (const query of queries) {
        const response = await company.owner.get(url, query);
        if (url === '/api/metodos_pago_entrega/' && (query.ordering || query.sort)) continue;
        expectSpanish400(response, `${url} ${JSON.stringify(query)}`);
      }
      // Characters SQL or LIKE would treat specially are plain text to search for.
      for (const search of ['%', '_', '\\', "'", 'a\u0000b', '😀']) {
        const response = await company.owner.get(url, { search });
        expect(response.statusCode, `${url} search=${JSON.stringify(search)}`).toBeLessThan(500);
      }
    }
  });

  it('a huge page number answers an empty page, not an error', async () => {
    const response = await company.owner.get('/api/sucursales/', { page: '1000000' });
    expect(response.statusCode).toBe(200);
    expect(response.data.results).toEqual([]);
    expect(response.data.count).toBe((await company.owner.get('/api/sucursales/')).data.count);
    expect(response.data.next).toBeNull();
  });
});

describe('money and decimal strings', () => {
  it('accepts decimal strings with thousands separators or numbers, and answers decimal strings', async () => {
    const cases: [unknown, string][] = [
      ['25', '25.00'],
      ['25.5', '25.50'],
      [' 1,250.75 ', '1250.75'],
      [1250.5, '1250.50'],
      [0, '0.00'],
      ['.5', '0.50'],
      ['0.10', '0.10'],
    ];
    for (const [i, [precio, expected]] of cases.entries()) {
      const response = await company.owner.put(`/api/configuracion/${configId}/`, {
        metodos_entrega: [{ nombre: `Envío ${i}`, precio_empresa: precio }],
      });
      expect(response.statusCode, String(precio)).toBe(200);
      const metodo = response.data.metodos_entrega.find((m: { nombre: string }) => m.nombre === `Envío ${i}`);
      expect(metodo.precio_empresa, String(precio)).toBe(expected);
      expect(typeof metodo.precio_empresa).toBe('string');
    }
  });

  it('refuses negative, over-precise, malformed and out-of-range amounts with "Número inválido" or the limit', async () => {
    const cases: [unknown, string][] = [
      ['-1', MENSAJES.campos.money],
      [-0.5, MENSAJES.campos.money],
      ['1.005', MENSAJES.campos.money],
      ['1,25', MENSAJES.campos.money],
      ['1.2.3', MENSAJES.campos.money],
      ['Q 25', MENSAJES.campos.money],
      ['1e3', MENSAJES.campos.money],
      ['Infinity', MENSAJES.campos.money],
      [true, MENSAJES.campos.money],
      ['', MENSAJES.campos.required],
      [null, MENSAJES.campos.required],
      ['10000000000', MENSAJES.campos.maxValue('10000000000')],
      [1e21, MENSAJES.campos.maxValue('10000000000')],
    ];
    for (const [precio, message] of cases) {
      const response = await company.owner.put(`/api/configuracion/${configId}/`, {
        metodos_entrega: [{ nombre: 'Caro', precio_empresa: precio }],
      });
      expect(response.statusCode, String(precio)).toBe(400);
      expect(response.data['metodos_entrega.0.precio_empresa'], String(precio)).toEqual([message]);
    }
  });
});
