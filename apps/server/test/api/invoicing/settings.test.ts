import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MENSAJES } from '@pos/shared/messages';
import { configuracionesFel, sucursales } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createTestCompany, createUserAs, type TestCompany } from '../../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/configuracion_fel/';
const M = MENSAJES.felConfiguracion;

/** What Infile hands out (FEL.md §10.1): a user alias and long key tokens; one short value to check its mask. */
const CREDENCIALES = {
  usuario_firma: 'ALIAS-FEL-4821',
  llave_firma: 'f1rma-7c2b9e51d4a8',
  usuario_api: 'u9Xq',
  llave_api: 'ApiKey-0bd3c2e4f5A9',
};
const SIN_CREDENCIALES = { usuario_firma: null, llave_firma: null, usuario_api: null, llave_api: null };

interface Setup {
  company: TestCompany;
  central: number;
  norte: number;
}

/** A company with two active branches (Central from the factory, Norte) and a retired one. */
async function setup(): Promise<Setup> {
  const company = await createTestCompany(t.app, t.database);
  const crear = async (nombre: string) => {
    const response = await company.owner.post('/api/sucursales/', { nombre, departamento: '01', municipio: '0108' });
    expect(response.statusCode, response.body).toBe(201);
    return response.data.id as number;
  };
  const norte = await crear('Norte');
  const cerrada = await crear('Zona 1 (cerrada)');
  expect((await company.owner.delete(`/api/sucursales/${cerrada}/`)).statusCode).toBe(200);
  return { company, central: company.sucursalId, norte };
}

/** A complete, valid body: a general-regime issuer on the sandbox, Central as establishment 1. */
function cuerpo(s: Setup, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    nit_emisor: '1252133-7',
    nombre_emisor: 'COMERCIAL DEMO, SOCIEDAD ANÓNIMA',
    nombre_comercial: 'Tienda Demo',
    afiliacion_iva: 'GEN',
    correo_copia: 'facturas@demo.gt',
    frases: [{ tipo_frase: 1, codigo_escenario: 1 }],
    certificador: 'sandbox',
    establecimientos: [{ sucursal: s.central, codigo_establecimiento: 1 }],
    ...overrides,
  };
}

async function guardar(s: Setup, overrides: Record<string, unknown> = {}) {
  const response = await s.company.owner.put(URL, cuerpo(s, overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.data;
}

async function filaFel(empresaId: number) {
  const [row] = await t.database.db
    .select()
    .from(configuracionesFel)
    .where(eq(configuracionesFel.empresaId, empresaId));
  return row;
}

/** The stored row exactly as PostgreSQL holds it, every column as text. */
async function filaCruda(empresaId: number): Promise<string> {
  const result = await t.database.db.execute(
    sql`select row_to_json(c)::text as fila from configuraciones_fel c where empresa_id = ${empresaId}`,
  );
  const rows = (result as unknown as { rows: { fila: string }[] }).rows;
  expect(rows).toHaveLength(1);
  return rows[0]!.fila;
}

async function codigos(s: Setup) {
  const rows = await t.database.db
    .select({ id: sucursales.id, codigo: sucursales.codigoEstablecimiento })
    .from(sucursales)
    .where(eq(sucursales.empresaId, s.company.empresaId));
  return Object.fromEntries(rows.map((r) => [r.id, r.codigo]));
}

/** The FEL settings' entries in the audit log, oldest first, as the bitácora screen reads them. */
async function bitacoraFel(company: TestCompany) {
  const response = await company.owner.get('/api/bitacora/', {
    entidad: 'CONFIGURACION',
    ordering: 'creado',
    page_size: '100',
  });
  expect(response.statusCode, response.body).toBe(200);
  return (
    response.data.results as { accion: string; descripcion: string; detalle: any; detalle_anterior: any }[]
  ).filter((e) => e.descripcion === 'Facturación electrónica');
}

describe('GET configuracion_fel', () => {
  it('before any save: not configured, empty issuer, sandbox, every active branch without a code', async () => {
    const s = await setup();
    const response = await s.company.owner.get(URL);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.data).toEqual({
      configurada: false,
      utiliza_fel: false,
      nit_emisor: '',
      nombre_emisor: '',
      nombre_comercial: '',
      afiliacion_iva: 'GEN',
      correo_copia: '',
      frases: [],
      certificador: 'sandbox',
      credenciales: {
        usuario_firma: { configurada: false, mascara: null },
        llave_firma: { configurada: false, mascara: null },
        usuario_api: { configurada: false, mascara: null },
        llave_api: { configurada: false, mascara: null },
      },
      tipo_factura: 'FACT',
      documentos: { factura: 'FACT', credito: 'FACT' },
      // Active branches only, by name; the retired one is not listed.
      establecimientos: [
        { sucursal: { id: s.central, nombre: 'Central' }, codigo_establecimiento: null },
        { sucursal: { id: s.norte, nombre: 'Norte' }, codigo_establecimiento: null },
      ],
      // The tests run as a development installation: everything goes to the sandbox.
      solo_pruebas: true,
    });
    // Reading stores nothing.
    expect(await filaFel(s.company.empresaId)).toBeUndefined();
    // The path without the trailing slash answers the same.
    expect((await s.company.owner.get('/api/configuracion_fel')).data.configurada).toBe(false);
  });
});

describe('PUT configuracion_fel: saving', () => {
  it('saves the whole settings and GET answers them back', async () => {
    const s = await setup();
    const saved = await guardar(s, {
      nit_emisor: ' 1252133-7 ',
      correo_copia: 'facturas@demo.gt; contabilidad@demo.gt ,',
      frases: [
        { tipo_frase: 1, codigo_escenario: 3, numero_resolucion: 'R-2024-123', fecha_resolucion: '2024-05-10' },
        { tipo_frase: '2', codigo_escenario: '1', numero_resolucion: 'ignorada', fecha_resolucion: '2024-01-01' },
      ],
      establecimientos: [
        { sucursal: s.central, codigo_establecimiento: 1 },
        { sucursal: s.norte, codigo_establecimiento: '2' },
      ],
    });
    const esperado = {
      configurada: true,
      utiliza_fel: false,
      // Without hyphen, as the DTE carries it (FEL.md §3.2).
      nit_emisor: '12521337',
      nombre_emisor: 'COMERCIAL DEMO, SOCIEDAD ANÓNIMA',
      nombre_comercial: 'Tienda Demo',
      afiliacion_iva: 'GEN',
      correo_copia: 'facturas@demo.gt;contabilidad@demo.gt',
      frases: [
        { tipo_frase: 1, codigo_escenario: 3, numero_resolucion: 'R-2024-123', fecha_resolucion: '2024-05-10' },
        // A resolution belongs to ISR 1/3 only.
        { tipo_frase: 2, codigo_escenario: 1, numero_resolucion: null, fecha_resolucion: null },
      ],
      certificador: 'sandbox',
      tipo_factura: 'FACT',
      documentos: { factura: 'FACT', credito: 'FACT' },
      establecimientos: [
        { sucursal: { id: s.central, nombre: 'Central' }, codigo_establecimiento: 1 },
        { sucursal: { id: s.norte, nombre: 'Norte' }, codigo_establecimiento: 2 },
      ],
    };
    expect(saved).toMatchObject(esperado);
    expect(Object.values(saved.credenciales).every((c: any) => c.configurada === false && c.mascara === null)).toBe(
      true,
    );
    const leido = await s.company.owner.get(URL);
    expect(leido.data).toEqual(saved);
    expect(await filaFel(s.company.empresaId)).toMatchObject({
      nitEmisor: '12521337',
      afiliacionIva: 'GEN',
      certificador: 'sandbox',
      correoCopia: 'facturas@demo.gt;contabilidad@demo.gt',
    });
    expect(await codigos(s)).toMatchObject({ [s.central]: 1, [s.norte]: 2 });

    // A second save edits the same row; branches left out keep their code, null clears one.
    const editado = await guardar(s, {
      nombre_comercial: 'Tienda Demo Zona 10',
      correo_copia: '',
      establecimientos: [{ sucursal: s.central, codigo_establecimiento: null }],
    });
    expect(editado).toMatchObject({
      nombre_comercial: 'Tienda Demo Zona 10',
      correo_copia: '',
      frases: [{ tipo_frase: 1, codigo_escenario: 1, numero_resolucion: null, fecha_resolucion: null }],
    });
    expect(editado.establecimientos).toEqual([
      { sucursal: { id: s.central, nombre: 'Central' }, codigo_establecimiento: null },
      { sucursal: { id: s.norte, nombre: 'Norte' }, codigo_establecimiento: 2 },
    ]);
    const filas = await t.database.db
      .select()
      .from(configuracionesFel)
      .where(eq(configuracionesFel.empresaId, s.company.empresaId));
    expect(filas).toHaveLength(1);
  });

  it('utiliza_fel comes from the general configuration', async () => {
    const s = await setup();
    const conf = (await s.company.owner.get('/api/configuracion/me/')).data;
    expect((await s.company.owner.put(`/api/configuracion/${conf.id}/`, { utiliza_fel: true })).statusCode).toBe(200);
    expect((await s.company.owner.get(URL)).data.utiliza_fel).toBe(true);
    expect((await guardar(s)).utiliza_fel).toBe(true);
  });

  it('two branches can swap their codes in one edit', async () => {
    const s = await setup();
    await guardar(s, {
      establecimientos: [
        { sucursal: s.central, codigo_establecimiento: 1 },
        { sucursal: s.norte, codigo_establecimiento: 2 },
      ],
    });
    const swapped = await guardar(s, {
      establecimientos: [
        { sucursal: s.central, codigo_establecimiento: 2 },
        { sucursal: s.norte, codigo_establecimiento: 1 },
      ],
    });
    expect(swapped.establecimientos.map((e: any) => [e.sucursal.id, e.codigo_establecimiento])).toEqual([
      [s.central, 2],
      [s.norte, 1],
    ]);
    expect(await codigos(s)).toMatchObject({ [s.central]: 2, [s.norte]: 1 });
    // The same code in two companies is fine: SAT numbers establishments per NIT.
    const other = await setup();
    expect(
      (await guardar(other, { establecimientos: [{ sucursal: other.central, codigo_establecimiento: 1 }] }))
        .establecimientos[0].codigo_establecimiento,
    ).toBe(1);
  });
});

describe('PUT configuracion_fel: validation', () => {
  // [case, body changes, expected field errors]; every case answers 400 and changes nothing.
  const casos: [string, (s: Setup) => Record<string, unknown>, (s: Setup) => Record<string, string[]>][] = [
    ['an invalid NIT', () => ({ nit_emisor: '1252133-8' }), () => ({ nit_emisor: [MENSAJES.campos.nitSinCf] })],
    ['CF as the issuer', () => ({ nit_emisor: 'CF' }), () => ({ nit_emisor: [MENSAJES.campos.nitSinCf] })],
    [
      'an empty issuer name',
      () => ({ nombre_emisor: '  ', nombre_comercial: '' }),
      () => ({ nombre_emisor: [MENSAJES.campos.required], nombre_comercial: [MENSAJES.campos.required] }),
    ],
    [
      'an affiliation the POS cannot issue for',
      () => ({ afiliacion_iva: 'PEE' }),
      () => ({ afiliacion_iva: [MENSAJES.campos.oneOf(['GEN', 'PEQ'])] }),
    ],
    [
      'a bad copy e-mail',
      () => ({ correo_copia: 'facturas@demo.gt; contabilidad@' }),
      () => ({ correo_copia: [MENSAJES.campos.email] }),
    ],
    [
      'an unknown certifier',
      () => ({ certificador: 'digifact' }),
      () => ({ certificador: [MENSAJES.campos.oneOf(['sandbox', 'infile'])] }),
    ],
    [
      'a phrase type not in the catalogue',
      () => ({
        frases: [
          { tipo_frase: 1, codigo_escenario: 1 },
          { tipo_frase: 4, codigo_escenario: 1 },
        ],
      }),
      () => ({ 'frases.1.tipo_frase': [M.fraseNoExiste] }),
    ],
    [
      'a scenario not in the catalogue',
      () => ({ frases: [{ tipo_frase: 1, codigo_escenario: 5 }] }),
      () => ({ 'frases.0.codigo_escenario': [M.escenarioNoExiste] }),
    ],
    [
      'a repeated phrase type',
      () => ({
        frases: [
          { tipo_frase: 1, codigo_escenario: 1 },
          { tipo_frase: 1, codigo_escenario: 2 },
        ],
      }),
      () => ({ 'frases.1.tipo_frase': [M.fraseRepetida] }),
    ],
    [
      'a small taxpayer without phrase 3',
      () => ({ afiliacion_iva: 'PEQ', frases: [{ tipo_frase: 1, codigo_escenario: 4 }] }),
      () => ({ frases: [M.pequenoSinFrase3] }),
    ],
    [
      'the general regime with phrase 3',
      () => ({
        frases: [
          { tipo_frase: 1, codigo_escenario: 1 },
          { tipo_frase: 3, codigo_escenario: 1 },
        ],
      }),
      () => ({ frases: [M.generalConFrase3] }),
    ],
    [
      'the general regime without the ISR phrase',
      () => ({ frases: [{ tipo_frase: 2, codigo_escenario: 1 }] }),
      () => ({ frases: [M.generalSinFraseIsr] }),
    ],
    ['the general regime with no phrases', () => ({ frases: [] }), () => ({ frases: [M.generalSinFraseIsr] })],
    [
      'ISR 1/3 without resolution number and date',
      () => ({ frases: [{ tipo_frase: 1, codigo_escenario: 3, numero_resolucion: '', fecha_resolucion: null }] }),
      () => ({
        'frases.0.numero_resolucion': [MENSAJES.campos.required],
        'frases.0.fecha_resolucion': [MENSAJES.campos.required],
      }),
    ],
    [
      'ISR 1/3 with an impossible date',
      () => ({
        frases: [{ tipo_frase: 1, codigo_escenario: 3, numero_resolucion: 'R-1', fecha_resolucion: '10/05/2024' }],
      }),
      () => ({ 'frases.0.fecha_resolucion': [M.fechaResolucion] }),
    ],
    [
      'establishment code 0',
      (s) => ({ establecimientos: [{ sucursal: s.central, codigo_establecimiento: 0 }] }),
      () => ({ 'establecimientos.0.codigo_establecimiento': [M.codigoEstablecimiento] }),
    ],
    [
      'establishment code 10000',
      (s) => ({ establecimientos: [{ sucursal: s.central, codigo_establecimiento: 10000 }] }),
      () => ({ 'establecimientos.0.codigo_establecimiento': [M.codigoEstablecimiento] }),
    ],
    [
      'a fractional establishment code',
      (s) => ({ establecimientos: [{ sucursal: s.central, codigo_establecimiento: 1.5 }] }),
      () => ({ 'establecimientos.0.codigo_establecimiento': [M.codigoEstablecimiento] }),
    ],
    [
      'a text establishment code',
      (s) => ({ establecimientos: [{ sucursal: s.central, codigo_establecimiento: 'uno' }] }),
      () => ({ 'establecimientos.0.codigo_establecimiento': [M.codigoEstablecimiento] }),
    ],
    [
      'one code twice in the body',
      (s) => ({
        establecimientos: [
          { sucursal: s.central, codigo_establecimiento: 7 },
          { sucursal: s.norte, codigo_establecimiento: 7 },
        ],
      }),
      () => ({ 'establecimientos.1.codigo_establecimiento': [M.codigoRepetido] }),
    ],
    [
      "another stored branch's code",
      // Norte holds 2 since the first save; Central alone asks for it.
      (s) => ({ establecimientos: [{ sucursal: s.central, codigo_establecimiento: 2 }] }),
      () => ({ 'establecimientos.0.codigo_establecimiento': [M.codigoRepetido] }),
    ],
    [
      'Infile without its credentials',
      () => ({ certificador: 'infile', credenciales: { ...SIN_CREDENCIALES, usuario_firma: 'solo-uno' } }),
      () => ({
        'credenciales.llave_firma': [M.credencialRequerida],
        'credenciales.usuario_api': [M.credencialRequerida],
        'credenciales.llave_api': [M.credencialRequerida],
      }),
    ],
  ];

  it.each(casos)('refuses %s with a 400 and changes nothing', async (_, cambios, errores) => {
    const s = await setup();
    const antes = await guardar(s, {
      establecimientos: [
        { sucursal: s.central, codigo_establecimiento: 1 },
        { sucursal: s.norte, codigo_establecimiento: 2 },
      ],
    });
    const filaAntes = await filaFel(s.company.empresaId);
    const auditoriaAntes = await bitacoraFel(s.company);

    const response = await s.company.owner.put(URL, cuerpo(s, cambios(s)));
    expect(response.statusCode, response.body).toBe(400);
    const { detail, code, ...campos } = response.data;
    expect(typeof detail).toBe('string');
    expect(code).toBe('VALIDATION');
    expect(campos).toEqual(errores(s));

    expect((await s.company.owner.get(URL)).data).toEqual(antes);
    expect(await filaFel(s.company.empresaId)).toEqual(filaAntes);
    expect(await bitacoraFel(s.company)).toEqual(auditoriaAntes);
  });

  it('the first save refused stores nothing', async () => {
    const s = await setup();
    const response = await s.company.owner.put(URL, cuerpo(s, { nit_emisor: '123' }));
    expect(response.statusCode).toBe(400);
    expect(await filaFel(s.company.empresaId)).toBeUndefined();
    expect(await codigos(s)).toMatchObject({ [s.central]: null, [s.norte]: null });
    expect(await bitacoraFel(s.company)).toEqual([]);
  });

  it("another company's branch, or a retired one, is not found", async () => {
    const s = await setup();
    const antes = await guardar(s);
    const other = await setup();
    const ajena = await s.company.owner.put(
      URL,
      cuerpo(s, {
        establecimientos: [
          { sucursal: s.central, codigo_establecimiento: 3 },
          { sucursal: other.norte, codigo_establecimiento: 4 },
        ],
      }),
    );
    expect(ajena.statusCode).toBe(404);
    expect(ajena.data).toEqual({ code: 'NOT_FOUND', detail: MENSAJES.sucursales.noEncontrada });
    const [retirada] = await t.database.db
      .select({ id: sucursales.id })
      .from(sucursales)
      .where(eq(sucursales.activo, false))
      .limit(1);
    const cerrada = await s.company.owner.put(
      URL,
      cuerpo(s, { establecimientos: [{ sucursal: retirada!.id, codigo_establecimiento: 5 }] }),
    );
    expect(cerrada.statusCode).toBe(404);
    expect((await s.company.owner.get(URL)).data).toEqual(antes);
    expect(await codigos(other)).toMatchObject({ [other.norte]: null });
  });
});

describe('PUT configuracion_fel: Infile credentials', () => {
  it('stores them encrypted, answers only a mask, keeps them on mask or null, replaces them with a new value', async () => {
    const s = await setup();
    const saved = await guardar(s, { certificador: 'infile', credenciales: CREDENCIALES });
    expect(saved.certificador).toBe('infile');
    expect(saved.credenciales).toEqual({
      usuario_firma: { configurada: true, mascara: '••••4821' },
      llave_firma: { configurada: true, mascara: '••••d4a8' },
      // Shorter than 8 characters: the mask alone, nothing to guess from.
      usuario_api: { configurada: true, mascara: '••••' },
      llave_api: { configurada: true, mascara: '••••f5A9' },
    });
    const leido = (await s.company.owner.get(URL)).data;
    expect(leido.credenciales).toEqual(saved.credenciales);
    const texto = JSON.stringify(leido);
    for (const valor of Object.values(CREDENCIALES).filter((v) => v.length >= 8)) expect(texto).not.toContain(valor);

    // Not in the row as PostgreSQL stores it.
    const cruda = await filaCruda(s.company.empresaId);
    for (const valor of Object.values(CREDENCIALES)) expect(cruda).not.toContain(valor);
    const fila = (await filaFel(s.company.empresaId))!;
    for (const columna of [
      fila.usuarioFirmaCifrado,
      fila.llaveFirmaCifrada,
      fila.usuarioApiCifrado,
      fila.llaveApiCifrada,
    ]) {
      expect(columna).toBeTruthy();
      expect(columna!.length).toBeGreaterThan(20);
    }
    // Sealed per credential: two values never share a ciphertext.
    expect(
      new Set([fila.usuarioFirmaCifrado, fila.llaveFirmaCifrada, fila.usuarioApiCifrado, fila.llaveApiCifrada]).size,
    ).toBe(4);

    // The form sends back what GET showed (masks), blanks or nothing: everything is kept as sealed.
    const mascaras = Object.fromEntries(
      Object.entries(leido.credenciales).map(([k, v]: [string, any]) => [k, v.mascara]),
    );
    for (const credenciales of [
      mascaras,
      SIN_CREDENCIALES,
      { usuario_firma: '', llave_firma: '  ', usuario_api: null, llave_api: '••••' },
      undefined,
    ]) {
      const again = await guardar(s, { certificador: 'infile', credenciales });
      expect(again.credenciales, JSON.stringify(credenciales)).toEqual(saved.credenciales);
      expect(await filaFel(s.company.empresaId), JSON.stringify(credenciales)).toMatchObject({
        usuarioFirmaCifrado: fila.usuarioFirmaCifrado,
        llaveFirmaCifrada: fila.llaveFirmaCifrada,
        usuarioApiCifrado: fila.usuarioApiCifrado,
        llaveApiCifrada: fila.llaveApiCifrada,
      });
    }

    // A new value replaces only its own credential.
    const nueva = 'NuevaLlave-9999ZZ42';
    const cambiada = await guardar(s, { certificador: 'infile', credenciales: { ...mascaras, llave_api: nueva } });
    expect(cambiada.credenciales.llave_api).toEqual({ configurada: true, mascara: '••••ZZ42' });
    expect(cambiada.credenciales.usuario_firma).toEqual(saved.credenciales.usuario_firma);
    const filaNueva = (await filaFel(s.company.empresaId))!;
    expect(filaNueva.llaveApiCifrada).not.toBe(fila.llaveApiCifrada);
    expect(filaNueva.usuarioFirmaCifrado).toBe(fila.usuarioFirmaCifrado);
    expect(await filaCruda(s.company.empresaId)).not.toContain(nueva);

    // Back to the sandbox: nothing required, the stored credentials stay for later.
    const sandbox = await guardar(s, { certificador: 'sandbox', credenciales: SIN_CREDENCIALES });
    expect(sandbox.certificador).toBe('sandbox');
    expect(sandbox.credenciales.llave_api).toEqual({ configurada: true, mascara: '••••ZZ42' });
  });

  it('a sealed value moved to another column no longer opens: shown as not stored, and Infile asks for it again', async () => {
    const s = await setup();
    await guardar(s, { certificador: 'infile', credenciales: CREDENCIALES });
    const fila = (await filaFel(s.company.empresaId))!;
    await t.database.db
      .update(configuracionesFel)
      .set({ llaveApiCifrada: fila.llaveFirmaCifrada })
      .where(eq(configuracionesFel.empresaId, s.company.empresaId));
    expect((await s.company.owner.get(URL)).data.credenciales.llave_api).toEqual({ configurada: false, mascara: null });
    const refused = await s.company.owner.put(
      URL,
      cuerpo(s, { certificador: 'infile', credenciales: SIN_CREDENCIALES }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.data['credenciales.llave_api']).toEqual([M.credencialIlegible]);
    const fixed = await guardar(s, {
      certificador: 'infile',
      credenciales: { ...SIN_CREDENCIALES, llave_api: CREDENCIALES.llave_api },
    });
    expect(fixed.credenciales.llave_api).toEqual({ configurada: true, mascara: '••••f5A9' });
  });

  it('never writes them to the audit log: only configurada / sin configurar', async () => {
    const s = await setup();
    await guardar(s, { certificador: 'infile', credenciales: CREDENCIALES });
    await guardar(s, {
      certificador: 'infile',
      credenciales: { ...SIN_CREDENCIALES, llave_firma: 'OtraLlaveDeFirma-4321' },
    });
    const entradas = await bitacoraFel(s.company);
    expect(entradas.map((e) => e.accion)).toEqual(['CREAR', 'EDITAR']);
    const texto = JSON.stringify(entradas);
    for (const valor of [...Object.values(CREDENCIALES), 'OtraLlaveDeFirma-4321']) expect(texto).not.toContain(valor);
    expect(texto).not.toContain('••••');
    const todas = {
      usuario_firma: 'configurada',
      llave_firma: 'configurada',
      usuario_api: 'configurada',
      llave_api: 'configurada',
    };
    expect(entradas[0]!.detalle.credenciales).toEqual(todas);
    expect(entradas[0]!.detalle.credenciales_cambiadas).toEqual([
      'usuario_firma',
      'llave_firma',
      'usuario_api',
      'llave_api',
    ]);
    expect(entradas[1]!.detalle_anterior.credenciales).toEqual(todas);
    expect(entradas[1]!.detalle.credenciales_cambiadas).toEqual(['llave_firma']);
    // The raw bitácora rows say the same.
    const crudo = await t.database.db.execute(
      sql`select detalle::text || coalesce(detalle_anterior::text, '') as t from bitacora where empresa_id = ${s.company.empresaId}`,
    );
    const filas = JSON.stringify((crudo as unknown as { rows: unknown[] }).rows);
    for (const valor of Object.values(CREDENCIALES).filter((v) => v.length >= 8)) expect(filas).not.toContain(valor);
  });

  it('a first save without credentials lists them as sin configurar', async () => {
    const s = await setup();
    await guardar(s);
    const [entrada] = await bitacoraFel(s.company);
    expect(entrada!.detalle.credenciales).toEqual({
      usuario_firma: 'sin configurar',
      llave_firma: 'sin configurar',
      usuario_api: 'sin configurar',
      llave_api: 'sin configurar',
    });
    expect(entrada!.detalle).not.toHaveProperty('credenciales_cambiadas');
  });
});

describe('PUT configuracion_fel: audit', () => {
  it('writes CREAR on the first save and EDITAR with before and after on the next', async () => {
    const s = await setup();
    await guardar(s, { establecimientos: [{ sucursal: s.central, codigo_establecimiento: 1 }] });
    await guardar(s, {
      nombre_comercial: 'Tienda Demo Express',
      establecimientos: [{ sucursal: s.norte, codigo_establecimiento: 5 }],
    });
    const [crear, editar, ...resto] = await bitacoraFel(s.company);
    expect(resto).toEqual([]);
    expect(crear).toMatchObject({
      accion: 'CREAR',
      detalle_anterior: null,
      detalle: { nit_emisor: '12521337', nombre_comercial: 'Tienda Demo', configurada: true },
    });
    expect(editar).toMatchObject({
      accion: 'EDITAR',
      detalle_anterior: { nombre_comercial: 'Tienda Demo' },
      detalle: { nombre_comercial: 'Tienda Demo Express' },
    });
    expect(editar!.detalle.establecimientos).toEqual([
      { sucursal: { id: s.central, nombre: 'Central' }, codigo_establecimiento: 1 },
      { sucursal: { id: s.norte, nombre: 'Norte' }, codigo_establecimiento: 5 },
    ]);
  });
});

describe('documentos: affiliation × invoice type (P3-70)', () => {
  it('GEN+FACT → FACT/FACT, GEN+FCAM → FACT/FCAM, PEQ+FCAM → FPEQ/FCAP, PEQ+FACT → FPEQ/FPEQ', async () => {
    const s = await setup();
    const conf = (await s.company.owner.get('/api/configuracion/me/')).data;
    const tipoFactura = async (tipo: 'FACT' | 'FCAM') =>
      expect(
        (await s.company.owner.put(`/api/configuracion/${conf.id}/`, { conf_tipos_facturas: tipo })).statusCode,
      ).toBe(200);
    const peq = { afiliacion_iva: 'PEQ', frases: [{ tipo_frase: 3, codigo_escenario: 1 }] };

    expect(await guardar(s)).toMatchObject({ tipo_factura: 'FACT', documentos: { factura: 'FACT', credito: 'FACT' } });
    await tipoFactura('FCAM');
    expect((await s.company.owner.get(URL)).data).toMatchObject({
      tipo_factura: 'FCAM',
      documentos: { factura: 'FACT', credito: 'FCAM' },
    });
    expect(await guardar(s, peq)).toMatchObject({
      afiliacion_iva: 'PEQ',
      tipo_factura: 'FCAM',
      documentos: { factura: 'FPEQ', credito: 'FCAP' },
    });
    await tipoFactura('FACT');
    expect((await s.company.owner.get(URL)).data).toMatchObject({ documentos: { factura: 'FPEQ', credito: 'FPEQ' } });
    // A small taxpayer may also carry an ISR phrase with phrase 3.
    expect(
      (
        await guardar(s, {
          afiliacion_iva: 'PEQ',
          frases: [
            { tipo_frase: 3, codigo_escenario: 1 },
            { tipo_frase: 1, codigo_escenario: 4 },
          ],
        })
      ).frases,
    ).toHaveLength(2);
  });
});

describe('configuracion_fel: tenancy and permissions', () => {
  it("another company never sees nor changes this company's settings", async () => {
    const s = await setup();
    const nuestro = await guardar(s, {
      certificador: 'infile',
      credenciales: CREDENCIALES,
      establecimientos: [{ sucursal: s.central, codigo_establecimiento: 1 }],
    });
    const other = await setup();
    const suyo = (await other.company.owner.get(URL)).data;
    expect(suyo).toMatchObject({
      configurada: false,
      nit_emisor: '',
      nombre_emisor: '',
      certificador: 'sandbox',
      frases: [],
    });
    expect(Object.values(suyo.credenciales).every((c: any) => !c.configurada)).toBe(true);
    expect(suyo.establecimientos.map((e: any) => e.sucursal.id)).toEqual([other.central, other.norte]);
    expect(JSON.stringify(suyo)).not.toContain('12521337');

    await guardar(other, { nit_emisor: '576937K', nombre_emisor: 'OTRA EMPRESA', certificador: 'sandbox' });
    expect((await s.company.owner.get(URL)).data).toEqual(nuestro);
    expect(await bitacoraFel(other.company)).toHaveLength(1);
    expect(await bitacoraFel(s.company)).toHaveLength(1);
  });

  it('needs conf_tienda (403) and a token (401)', async () => {
    const s = await setup();
    await guardar(s);
    const bodeguero = await createUserAs(t.app, s.company, 'es_bodeguero');
    expect((await bodeguero.api.get(URL)).statusCode).toBe(403);
    expect((await bodeguero.api.put(URL, cuerpo(s, { nombre_comercial: 'Intruso' }))).statusCode).toBe(403);
    const encargado = await createUserAs(t.app, s.company, 'es_bodeguero', { conf_tienda: true });
    expect((await encargado.api.get(URL)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await s.company.owner.get(URL)).data.nombre_comercial).toBe('Tienda Demo');
  });
});
