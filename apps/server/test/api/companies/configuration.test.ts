import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FLAGS_CONFIGURACION, NOMBRES_FLAGS } from '@pos/shared/domains/companies/companies';
import { MENSAJES } from '@pos/shared/messages';
import { configuraciones, empresas, metodosPagoEntrega } from '../../../src/db/schema/index';
import { IMAGE_FORMAT_MESSAGE } from '../../../src/lib/uploads';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createTestCompany, createUserAs, type TestCompany } from '../../helpers/factories';
import { fakeImage, gifImage, jpegImage, pngImage } from '../../helpers/images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Setup {
  company: TestCompany;
  id: number;
  url: string;
  conf: Record<string, any>;
}

async function setup(): Promise<Setup> {
  const company = await createTestCompany(t.app, t.database);
  const conf = (await company.owner.get('/api/configuracion/me/')).data;
  return { company, id: conf.id, url: `/api/configuracion/${conf.id}/`, conf };
}

async function configRow(empresaId: number) {
  const [row] = await t.database.db.select().from(configuraciones).where(eq(configuraciones.empresaId, empresaId));
  return row!;
}

const metodo = (conf: Record<string, any>, key: 'metodos_pago' | 'metodos_entrega', field: string, value: string) =>
  conf[key].find((m: Record<string, unknown>) => m[field] === value);

function mediaFiles(): string[] {
  if (!fs.existsSync(t.mediaDir)) return [];
  return (fs.readdirSync(t.mediaDir, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(t.mediaDir, f)).isFile())
    .sort();
}
const mediaPath = (url: string) => path.join(t.mediaDir, url.replace(/^\/media\//, ''));

describe('PUT configuracion/{id}: settings', () => {
  it('saves every flag (JSON booleans or form strings) and configuracion/me reads them back', async () => {
    const { company, url } = await setup();
    const flipped = Object.fromEntries(NOMBRES_FLAGS.map((f) => [f, !FLAGS_CONFIGURACION[f]]));
    const response = await company.owner.put(url, flipped);
    expect(response.statusCode, response.body).toBe(200);
    for (const flag of NOMBRES_FLAGS) expect(response.data[flag], flag).toBe(!FLAGS_CONFIGURACION[flag]);
    const me = (await company.owner.get('/api/configuracion/me/')).data;
    for (const flag of NOMBRES_FLAGS) expect(me[flag], flag).toBe(!FLAGS_CONFIGURACION[flag]);
    const row = await configRow(company.empresaId);
    expect(row.confCajaForzarCierre).toBe(false);
    expect(row.utilizaFel).toBe(true);

    // The form posts strings.
    const form = await company.owner.form('PUT', url, {
      conf_caja_forzar_cierre: 'true',
      utiliza_fel: 'false',
      conf_cotizacion: 'on',
      buscar_nombre: '0',
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.data).toMatchObject({
      conf_caja_forzar_cierre: true,
      utiliza_fel: false,
      conf_cotizacion: true,
      buscar_nombre: false,
    });
    // Flags left out keep their value.
    expect(form.data.conf_venta_imprimir_recibo).toBe(false);

    const bad = await company.owner.put(url, { utiliza_fel: 'quizás', conf_cotizacion: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.utiliza_fel).toEqual([MENSAJES.campos.valorInvalido]);
    expect(bad.data.conf_cotizacion).toEqual([MENSAJES.campos.required]);
    expect((await configRow(company.empresaId)).utilizaFel).toBe(false);
  });

  it('nombres_precios: exactly five non-empty names', async () => {
    const { company, url } = await setup();
    const nombres = ['Público', 'Mayorista', 'Distribuidor', 'Especial', 'Empleados'];
    const ok = await company.owner.put(url, { nombres_precios: nombres });
    expect(ok.statusCode).toBe(200);
    expect(ok.data.nombres_precios).toEqual(nombres);
    expect((await configRow(company.empresaId)).nombresPrecios).toEqual(nombres);
    const viaForm = await company.owner.form('PUT', url, { nombres_precios: ['A', 'B', 'C', 'D', 'E'] });
    expect(viaForm.data.nombres_precios).toEqual(['A', 'B', 'C', 'D', 'E']);
    for (const value of [['A', 'B', 'C', 'D'], ['A', 'B', 'C', 'D', 'E', 'F'], [], 'Precio']) {
      const response = await company.owner.put(url, { nombres_precios: value });
      expect(response.statusCode, JSON.stringify(value)).toBe(400);
      expect(response.data.nombres_precios).toEqual(['Debe indicar los 5 nombres de precio.']);
    }
    const empty = await company.owner.put(url, { nombres_precios: ['A', '', 'C', 'D', 'E'] });
    expect(empty.statusCode).toBe(400);
    expect(empty.data['nombres_precios.1']).toEqual([MENSAJES.campos.required]);
    expect((await configRow(company.empresaId)).nombresPrecios).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('formato_factura, items_por_factura, tipo_punto_venta and conf_tipos_facturas take only their values', async () => {
    const { company, url } = await setup();
    const ok = await company.owner.put(url, {
      formato_factura: 'carta',
      items_por_factura: '25',
      tipo_punto_venta: 'PVMCE',
      conf_tipos_facturas: 'FCAM',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.data).toMatchObject({
      formato_factura: 'carta',
      items_por_factura: 25,
      tipo_punto_venta: 'PVMCE',
      conf_tipos_facturas: 'FCAM',
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ formato_factura: 'a4' }, 'formato_factura', MENSAJES.campos.oneOf(['ticket', 'carta'])],
      [{ tipo_punto_venta: 'PVX' }, 'tipo_punto_venta', MENSAJES.campos.oneOf(['PVN', 'PVMCE'])],
      [{ conf_tipos_facturas: 'FPEQ' }, 'conf_tipos_facturas', MENSAJES.campos.oneOf(['FACT', 'FCAM'])],
      [{ items_por_factura: 0 }, 'items_por_factura', MENSAJES.campos.minValue(0)],
      [{ items_por_factura: 101 }, 'items_por_factura', MENSAJES.campos.maxValue(101)],
      [{ items_por_factura: 2.5 }, 'items_por_factura', MENSAJES.campos.integer],
      [{ items_por_factura: 'diez' }, 'items_por_factura', MENSAJES.campos.integer],
    ];
    for (const [input, field, message] of cases) {
      const response = await company.owner.put(url, input);
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
      expect(response.data[field], JSON.stringify(input)).toEqual([message]);
    }
    expect(await configRow(company.empresaId)).toMatchObject({
      formatoFactura: 'carta',
      itemsPorFactura: 25,
      tipoPuntoVenta: 'PVMCE',
      confTiposFacturas: 'FCAM',
    });
  });

  it('store contact data: phone and e-mail checked, empty allowed', async () => {
    const { company, url } = await setup();
    const ok = await company.owner.put(url, { telefono_tienda: '2230 4455', correo_tienda: 'tienda@empresa.com.gt' });
    expect(ok.data).toMatchObject({ telefono_tienda: '2230 4455', correo_tienda: 'tienda@empresa.com.gt' });
    const bad = await company.owner.put(url, { telefono_tienda: '12', correo_tienda: 'tienda@' });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.telefono_tienda).toEqual([MENSAJES.campos.phone]);
    expect(bad.data.correo_tienda).toEqual([MENSAJES.campos.email]);
    const cleared = await company.owner.put(url, { telefono_tienda: '', correo_tienda: '' });
    expect(cleared.data).toMatchObject({ telefono_tienda: '', correo_tienda: '' });
  });

  it('a save that leaves the store phone out (one flag, a logo upload, a form) keeps it', async () => {
    const { company, url } = await setup();
    const contact = { telefono_tienda: '2230 4455', correo_tienda: 'tienda@empresa.com.gt' };
    expect((await company.owner.put(url, contact)).statusCode).toBe(200);
    const saves = [
      () => company.owner.put(url, { conf_cotizacion: true }),
      () => company.owner.form('PUT', url, { utiliza_fel: 'false' }),
      async () =>
        company.owner.form('PUT', url, {}, [{ field: 'logo', filename: 'logo.png', content: await pngImage() }]),
    ];
    for (const save of saves) {
      const saved = await save();
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.data).toMatchObject(contact);
    }
  });

  it('the online store needs its pickup branch', async () => {
    const { company, url } = await setup();
    const norte = (
      await company.owner.post('/api/sucursales/', { nombre: 'Norte', departamento: '01', municipio: '0108' })
    ).data.id;
    const moved = await company.owner.put(url, { sucursal_tienda_online: norte, conf_tienda_online: true });
    expect(moved.statusCode).toBe(200);
    expect(moved.data.sucursal_tienda_online).toMatchObject({ id: norte, nombre: 'Norte' });
    const message = 'Seleccione la sucursal de la tienda en línea antes de habilitarla.';
    for (const input of [
      { sucursal_tienda_online: null, conf_tienda_online: true },
      { sucursal_tienda_online: null },
    ]) {
      const refused = await company.owner.put(url, input);
      expect(refused.statusCode, JSON.stringify(input)).toBe(400);
      expect(refused.data.detail).toBe(message);
    }
    expect((await configRow(company.empresaId)).sucursalTiendaOnlineId).toBe(norte);
    // With the store off, the branch may be cleared.
    const off = await company.owner.put(url, { conf_tienda_online: false, sucursal_tienda_online: null });
    expect(off.statusCode).toBe(200);
    expect(off.data.sucursal_tienda_online).toBeNull();
    const on = await company.owner.put(url, { conf_tienda_online: true });
    expect(on.statusCode).toBe(400);
    expect(on.data.detail).toBe(message);
    const unknown = await company.owner.put(url, { sucursal_tienda_online: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.sucursal_tienda_online).toEqual(['Sucursal no encontrada.']);
  });

  it('slug: lowercase letters, digits and dashes, not reserved, unique across companies', async () => {
    const { company, url } = await setup();
    const other = await setup();
    const ok = await company.owner.put(url, { slug: 'Mi-Tienda-2', nombre: 'Mi Tienda' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.data).toMatchObject({
      slug: 'mi-tienda-2',
      nombre: 'Mi Tienda',
      empresa: { slug: 'mi-tienda-2', nombre: 'Mi Tienda' },
    });
    const [empresa] = await t.database.db.select().from(empresas).where(eq(empresas.id, company.empresaId));
    expect(empresa).toMatchObject({ slug: 'mi-tienda-2', nombre: 'Mi Tienda' });
    // Saving one's own slug again is fine.
    expect((await company.owner.put(url, { slug: 'mi-tienda-2' })).statusCode).toBe(200);
    const cases: [string, string][] = [
      ['mi tienda', 'Use solo letras minúsculas, números y guiones.'],
      ['tienda_1', 'Use solo letras minúsculas, números y guiones.'],
      ['-tienda', 'Use solo letras minúsculas, números y guiones.'],
      ['tienda--1', 'Use solo letras minúsculas, números y guiones.'],
      ['señal', 'Use solo letras minúsculas, números y guiones.'],
      ['ab', MENSAJES.campos.minLength(3)],
      ['', MENSAJES.campos.required],
      ['x'.repeat(61), MENSAJES.campos.maxLength(60)],
      ['login', 'Este identificador está reservado, elija otro.'],
      ['API', 'Este identificador está reservado, elija otro.'],
      ['tienda', 'Este identificador está reservado, elija otro.'],
    ];
    for (const [slug, message] of cases) {
      const response = await company.owner.put(url, { slug });
      expect(response.statusCode, slug).toBe(400);
      expect(response.data.slug, slug).toEqual([message]);
    }
    const taken = await other.company.owner.put(other.url, { slug: 'MI-TIENDA-2' });
    expect(taken.statusCode).toBe(400);
    expect(taken.data.slug).toEqual(['Ya existe una empresa con este identificador.']);
    expect((await company.owner.get('/api/configuracion/me/')).data.slug).toBe('mi-tienda-2');
  });
});

describe('PUT configuracion/{id}: payment and delivery methods', () => {
  it('turns payment methods on and off and keeps the DEP bank account', async () => {
    const { company, url, conf } = await setup();
    const dep = metodo(conf, 'metodos_pago', 'prefijo', 'DEP');
    const tar = metodo(conf, 'metodos_pago', 'prefijo', 'TAR');
    const tre = metodo(conf, 'metodos_pago', 'prefijo', 'TRE');
    const cuenta = {
      banco_cuenta: 'Banco Industrial',
      no_cuenta: '123-456789-0',
      nombre_cuenta: 'Comercial Demo, S.A.',
    };
    const saved = await company.owner.put(url, {
      metodos_pago: [
        { id: dep.id, ...cuenta },
        { id: tar.id, activo: false },
        { id: tre.id, activo: 'true' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(metodo(saved.data, 'metodos_pago', 'prefijo', 'DEP')).toMatchObject({ activo: true, ...cuenta });
    expect(metodo(saved.data, 'metodos_pago', 'prefijo', 'TAR').activo).toBe(false);
    expect(metodo(saved.data, 'metodos_pago', 'prefijo', 'TRE').activo).toBe(true);
    const [row] = await t.database.db.select().from(metodosPagoEntrega).where(eq(metodosPagoEntrega.id, dep.id));
    expect(row).toMatchObject({
      bancoCuenta: 'Banco Industrial',
      noCuenta: '123-456789-0',
      nombreCuenta: 'Comercial Demo, S.A.',
    });

    // Switching DEP off alone does not wipe its account data.
    const off = await company.owner.put(url, { metodos_pago: [{ id: dep.id, activo: false }] });
    expect(off.statusCode).toBe(200);
    expect(metodo(off.data, 'metodos_pago', 'prefijo', 'DEP')).toMatchObject({ activo: false, ...cuenta });
    // Clearing it explicitly does.
    const cleared = await company.owner.put(url, {
      metodos_pago: [{ id: dep.id, banco_cuenta: '', no_cuenta: '', nombre_cuenta: '' }],
    });
    expect(metodo(cleared.data, 'metodos_pago', 'prefijo', 'DEP')).toMatchObject({
      activo: false,
      banco_cuenta: '',
      no_cuenta: '',
      nombre_cuenta: '',
    });

    const unknown = await company.owner.put(url, { metodos_pago: [{ id: 999999, activo: true }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.metodos_pago).toEqual(['Método de pago no encontrado.']);
    // A delivery method's id is not a payment method.
    const wrongKind = await company.owner.put(url, {
      metodos_pago: [{ id: conf.metodos_entrega[0].id, activo: false }],
    });
    expect(wrongKind.statusCode).toBe(400);
    const longName = await company.owner.put(url, { metodos_pago: [{ id: dep.id, banco_cuenta: 'x'.repeat(101) }] });
    expect(longName.statusCode).toBe(400);
    expect(longName.data['metodos_pago.0.banco_cuenta']).toEqual([MENSAJES.campos.maxLength(100)]);
  });

  it('adds a delivery method, edits its price, deletes it; the store methods can only be switched off', async () => {
    const { company, url, conf } = await setup();
    const added = await company.owner.put(url, {
      metodos_entrega: [{ nombre: 'Motoristas zona 10', descripcion: 'Entrega en 24 h', precio_empresa: '25.5' }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const moto = metodo(added.data, 'metodos_entrega', 'nombre', 'Motoristas zona 10');
    expect(moto).toMatchObject({
      codigo: null,
      activo: true,
      precio_empresa: '25.50',
      precio: '25.50',
      descripcion: 'Entrega en 24 h',
    });
    const [stored] = await t.database.db.select().from(metodosPagoEntrega).where(eq(metodosPagoEntrega.id, moto.id));
    expect(stored).toMatchObject({ tipo: 20, precioEmpresa: '25.5000', empresaId: company.empresaId });

    const repriced = await company.owner.put(url, {
      metodos_entrega: [{ id: moto.id, nombre: 'Motoristas zona 10', precio_empresa: '1,250.75' }],
    });
    expect(metodo(repriced.data, 'metodos_entrega', 'nombre', 'Motoristas zona 10').precio_empresa).toBe('1250.75');
    const numeric = await company.owner.put(url, {
      metodos_entrega: [{ id: moto.id, nombre: 'Motoristas zona 10', precio_empresa: 30 }],
    });
    expect(metodo(numeric.data, 'metodos_entrega', 'nombre', 'Motoristas zona 10').precio_empresa).toBe('30.00');

    const retirar = metodo(conf, 'metodos_entrega', 'codigo', 'retirar_tienda');
    const protectedDelete = await company.owner.put(url, {
      metodos_entrega: [{ id: retirar.id, nombre: retirar.nombre, precio_empresa: '0', eliminar: true }],
    });
    expect(protectedDelete.statusCode).toBe(400);
    expect(protectedDelete.data.metodos_entrega).toEqual([
      `El método "${retirar.nombre}" lo usa la tienda en línea: puede desactivarlo, pero no eliminarlo.`,
    ]);
    const switchedOff = await company.owner.put(url, {
      metodos_entrega: [{ id: retirar.id, nombre: retirar.nombre, precio_empresa: '10', activo: false }],
    });
    expect(metodo(switchedOff.data, 'metodos_entrega', 'codigo', 'retirar_tienda')).toMatchObject({
      activo: false,
      precio_empresa: '10.00',
    });

    const deleted = await company.owner.put(url, {
      metodos_entrega: [{ id: moto.id, nombre: 'Motoristas zona 10', precio_empresa: '30', eliminar: true }],
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.data.metodos_entrega.map((m: { id: number }) => m.id)).not.toContain(moto.id);
    expect(
      (await company.owner.get('/api/metodos_pago_entrega/', { tipo: '20' })).data.results.map(
        (m: { id: number }) => m.id,
      ),
    ).not.toContain(moto.id);
    // A deleted method cannot be edited back.
    const again = await company.owner.put(url, {
      metodos_entrega: [{ id: moto.id, nombre: 'Otra vez', precio_empresa: '1' }],
    });
    expect(again.statusCode).toBe(400);
    expect(again.data.metodos_entrega).toEqual(['Método de entrega no encontrado.']);
  });

  it('delivery prices are money: decimal strings, never negative, never a float, never a 500', async () => {
    const { company, url } = await setup();
    for (const precio of ['-5', '12.345', 'abc', '1e3', '', null, true, '99999999999.00', 1e21]) {
      const response = await company.owner.put(url, { metodos_entrega: [{ nombre: 'Caro', precio_empresa: precio }] });
      expect(response.statusCode, String(precio)).toBe(400);
      expect(typeof response.data.detail).toBe('string');
      expect(response.data['metodos_entrega.0.precio_empresa'], String(precio)).toHaveLength(1);
    }
    expect(
      (await company.owner.get('/api/configuracion/me/')).data.metodos_entrega.map((m: { nombre: string }) => m.nombre),
    ).not.toContain('Caro');
    const biggest = await company.owner.put(url, {
      metodos_entrega: [{ nombre: 'Máximo', precio_empresa: '9999999999.99' }],
    });
    expect(biggest.statusCode, biggest.body).toBe(200);
    expect(metodo(biggest.data, 'metodos_entrega', 'nombre', 'Máximo').precio_empresa).toBe('9999999999.99');
  });
});

describe('PUT configuracion/{id}: images', () => {
  it('stores logo, banner and ticket logo under mediaDir, serves them at /media and removes replaced files', async () => {
    const { company, url } = await setup();
    const saved = await company.owner.form('PUT', url, { conf_cotizacion: 'true' }, [
      { field: 'logo', filename: 'logo.png', content: await pngImage(1600, 1200), type: 'image/png' },
      { field: 'banner', filename: 'banner.jpeg', content: await jpegImage(3000, 500), type: 'image/jpeg' },
      { field: 'logo_ticket', filename: 'ticket.JPG', content: await jpegImage(100, 50), type: 'image/jpeg' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const { logo, banner, logo_ticket } = saved.data;
    expect(logo).toMatch(new RegExp(`^/media/${company.empresaId}/empresa/[0-9a-f-]{36}\\.png$`));
    expect(banner).toMatch(/\.jpg$/);
    expect(logo_ticket).toMatch(/\.jpg$/);
    for (const file of [logo, banner, logo_ticket]) {
      expect(fs.existsSync(mediaPath(file))).toBe(true);
      const served = await t.app.inject({ method: 'GET', url: file });
      expect(served.statusCode).toBe(200);
    }
    // Fitted inside their boxes, never enlarged.
    expect(await sharp(mediaPath(logo)).metadata()).toMatchObject({ width: 800, height: 600, format: 'png' });
    expect(await sharp(mediaPath(banner)).metadata()).toMatchObject({ width: 1920, format: 'jpeg' });
    expect(await sharp(mediaPath(logo_ticket)).metadata()).toMatchObject({ width: 100, height: 50 });
    const row = await configRow(company.empresaId);
    expect(row.logo).toBe(logo.replace('/media/', ''));
    // Branches print the ticket logo.
    expect((await company.owner.get(`/api/sucursales/${company.sucursalId}/`)).data.datos_empresa.logo_ticket).toBe(
      logo_ticket,
    );

    const replaced = await company.owner.form('PUT', url, {}, [
      { field: 'logo', filename: 'nuevo.jpg', content: await jpegImage() },
    ]);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.data.logo).not.toBe(logo);
    expect(fs.existsSync(mediaPath(logo))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: logo })).statusCode).toBe(404);
    // The others are untouched.
    expect(replaced.data.banner).toBe(banner);
    expect(fs.existsSync(mediaPath(banner))).toBe(true);

    const removed = await company.owner.put(url, { eliminar_banner: true });
    expect(removed.data.banner).toBeNull();
    expect(fs.existsSync(mediaPath(banner))).toBe(false);
    expect(
      mediaFiles()
        .filter((f) => f.startsWith(`${company.empresaId}/`))
        .sort(),
    ).toEqual([replaced.data.logo, logo_ticket].map((u: string) => u.replace('/media/', '')).sort());
  });

  it.each([
    ['a GIF', 'logo.gif', gifImage],
    ['text named .png', 'logo.png', async () => fakeImage()],
    ['a GIF named .jpg', 'logo.jpg', gifImage],
    ['a PNG named .webp', 'logo.webp', () => pngImage()],
  ])('refuses %s (jpg and png only) and keeps the current image', async (_, filename, content) => {
    const { company, url } = await setup();
    const first = await company.owner.form('PUT', url, {}, [
      { field: 'logo', filename: 'logo.png', content: await pngImage() },
    ]);
    const before = mediaFiles();
    const response = await company.owner.form('PUT', url, { utiliza_fel: 'true' }, [
      { field: 'banner', filename: 'banner.png', content: await pngImage() },
      { field: 'logo', filename, content: await content() },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.data).toEqual({ code: 'VALIDATION', detail: IMAGE_FORMAT_MESSAGE, logo: [IMAGE_FORMAT_MESSAGE] });
    expect(mediaFiles()).toEqual(before);
    const row = await configRow(company.empresaId);
    expect(row.logo).toBe(first.data.logo.replace('/media/', ''));
    expect(row.banner).toBeNull();
    expect(row.utilizaFel).toBe(false);
  });

  it('removes the uploaded files when the save fails', async () => {
    const { company, url } = await setup();
    const before = mediaFiles();
    const response = await company.owner.form('PUT', url, { slug: 'login' }, [
      { field: 'logo', filename: 'logo.png', content: await pngImage() },
    ]);
    expect(response.statusCode).toBe(400);
    const conflict = await company.owner.form('PUT', url, { sucursal_tienda_online: '999999' }, [
      { field: 'logo', filename: 'logo.png', content: await pngImage() },
    ]);
    expect(conflict.statusCode).toBe(400);
    expect(mediaFiles()).toEqual(before);
  });

  it('needs conf_tienda, and its own id', async () => {
    const { company, url, id } = await setup();
    const admin = await createUserAs(t.app, company, 'es_bodeguero');
    expect((await admin.api.put(url, { utiliza_fel: true })).statusCode).toBe(403);
    const wrong = await company.owner.put(`/api/configuracion/${id + 100000}/`, { utiliza_fel: true });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.data).toEqual({ code: 'NOT_FOUND', detail: 'Configuración no encontrada.' });
    expect((await configRow(company.empresaId)).utilizaFel).toBe(false);
  });
});

describe('GET metodos_pago_entrega', () => {
  it('filters by tipo 10 (payment) / 20 (delivery) and activo=true', async () => {
    const { company, url, conf } = await setup();
    await company.owner.put(url, {
      metodos_pago: [{ id: metodo(conf, 'metodos_pago', 'prefijo', 'CHE').id, activo: false }],
    });
    const pagos = (await company.owner.get('/api/metodos_pago_entrega/', { tipo: '10' })).data;
    expect(pagos.count).toBe(8);
    expect(pagos.results.map((m: { prefijo: string }) => m.prefijo)).toEqual([
      'EFE',
      'TAR',
      'CHE',
      'DEP',
      'TRA',
      'TRE',
      'PCE',
      'PT',
    ]);
    const activos = (await company.owner.get('/api/metodos_pago_entrega/', { tipo: '10', activo: 'true' })).data;
    expect(activos.results.map((m: { prefijo: string }) => m.prefijo)).toEqual([
      'EFE',
      'TAR',
      'DEP',
      'TRA',
      'PCE',
      'PT',
    ]);
    expect(activos.results.every((m: { activo: boolean }) => m.activo)).toBe(true);
    const entregas = (await company.owner.get('/api/metodos_pago_entrega/', { tipo: '20', activo: 'true' })).data;
    expect(entregas.results.map((m: { codigo: string }) => m.codigo)).toEqual(['retirar_tienda', 'enviar_direccion']);
    expect(entregas.results[0]).toMatchObject({ precio_empresa: '0.00', precio: '0.00' });
    expect(entregas.results[0]).not.toHaveProperty('prefijo');
    const todos = (await company.owner.get('/api/metodos_pago_entrega/')).data;
    expect(todos.count).toBe(10);
    // Any user may read them (the POS and the store need them).
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    expect((await cajero.api.get('/api/metodos_pago_entrega/', { tipo: '10', activo: 'true' })).data.count).toBe(6);
    for (const tipo of ['30', 'abc', '0']) {
      const bad = await company.owner.get('/api/metodos_pago_entrega/', { tipo });
      expect(bad.statusCode, tipo).toBe(400);
      expect(typeof bad.data.tipo[0]).toBe('string');
    }
    expect((await company.owner.get('/api/metodos_pago_entrega/', { tipo: '30' })).data.tipo).toEqual([
      'Debe ser uno de los siguientes: 10, 20',
    ]);
    const paged = (await company.owner.get('/api/metodos_pago_entrega/', { tipo: '10', page_size: '3', page: '2' }))
      .data;
    expect(paged.results.map((m: { prefijo: string }) => m.prefijo)).toEqual(['DEP', 'TRA', 'TRE']);
    expect(paged.count).toBe(8);
  });
});
