import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MENSAJES } from '@pos/shared/messages';
import { TIPOS_PRODUCTO } from '@pos/shared/domains/catalog/catalog';
import { ESTADOS_ARCHIVO } from '@pos/shared/domains/inventory';
import type { OrdenCompra } from '@pos/shared/domains/purchasing';
import { bitacora, ordenesCompra } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createProduct } from '../../helpers/catalog-factory';
import { createTestCompany, createUserAs, type TestCompany } from '../../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

async function setup(limite = '500') {
  const company = await createTestCompany(t.app, t.database);
  const proveedor = (
    await company.owner.post('/api/proveedores/', { nombre: 'Importadora', tipo_proveedor: 1, limite_credito: limite })
  ).data.id as number;
  const simple = await createProduct(db(), company.empresaId);
  const granel = await createProduct(db(), company.empresaId, { tipoProducto: TIPOS_PRODUCTO.GRANEL_PESO });
  return { company, proveedor, simple, granel };
}

type Setup = Awaited<ReturnType<typeof setup>>;

/** An import bought on credit: dollars × 7.75, plus 10 % import cost. */
const importOrder = (s: Setup, overrides: Record<string, unknown> = {}) => ({
  proveedor: s.proveedor,
  sucursal_destino: s.company.sucursalId,
  fecha: '2026-11-02',
  numero_documento: 'FAC-100',
  origen: 1,
  tipo_compra: 1,
  tipo_cambio: '7.75',
  costo_importacion: '10',
  plazo_pago: '30',
  detalles: [
    { producto: s.simple.id, cantidad: '3', costo: '12.35' },
    { producto: s.granel.id, cantidad: '2.5', costo: '4.00' },
  ],
  total: '1.00',
  ...overrides,
});

const countOrders = async (company: TestCompany) =>
  (await db().select().from(ordenesCompra).where(eq(ordenesCompra.empresaId, company.empresaId))).length;

describe('ordenes_compra (001 §5, P3-49, P3-72, P3-75, P3-76)', () => {
  it('computes landed costs and the total exactly, sets the payment plan, and audits', async () => {
    const s = await setup();
    const created = await s.company.owner.post('/api/ordenes_compra/', importOrder(s));
    expect(created.statusCode, created.body).toBe(201);
    const orden: OrdenCompra = created.data;
    // 12.35 × 7.75 = 95.7125; × 1.10 = 105.28375; × 3 = 315.85125 → 315.85.
    // 4.00 × 7.75 = 31; × 1.10 = 34.1; × 2.5 = 85.25. Total 401.10 (the screen's total is ignored).
    expect(orden.detalles.map((d) => [d.cantidad, d.costo_unitario, d.subtotal, d.cantidad_faltante])).toEqual([
      ['3.000', '105.2838', '315.85', '3.000'],
      ['2.500', '34.1000', '85.25', '2.500'],
    ]);
    expect(orden).toMatchObject({
      total: '401.10',
      tipo_cambio: '7.75',
      costo_importacion: '10.00',
      plazo_pago: '30',
      fecha_limite: '2026-12-02',
      periodo_pago: null,
      entrega_completada: false,
      pago_finalizado: false,
      finalizada: false,
      anulada: false,
      proveedor: { id: s.proveedor, nombre: 'Importadora' },
    });
    expect((await s.company.owner.get(`/api/ordenes_compra/${orden.id}/`)).data).toEqual(orden);

    const local = await s.company.owner.post(
      '/api/ordenes_compra/',
      importOrder(s, {
        origen: 2,
        tipo_compra: 2,
        tipo_cambio: '',
        costo_importacion: '',
        numero_documento: 'LOC-1',
        detalles: [{ producto: s.simple.id, cantidad: 4, costo: '10.10' }],
      }),
    );
    expect(local.statusCode, local.body).toBe(201);
    expect(local.data).toMatchObject({ total: '40.40', tipo_cambio: '1.00', plazo_pago: null, fecha_limite: null });

    const custom = await s.company.owner.post(
      '/api/ordenes_compra/',
      importOrder(s, { plazo_pago: 'personalizado', fecha_limite: '2027-01-15', periodo_pago: 15 }),
    );
    expect(custom.data).toMatchObject({ plazo_pago: 'personalizado', fecha_limite: '2027-01-15', periodo_pago: 15 });
    const inmediato = await s.company.owner.post('/api/ordenes_compra/', importOrder(s, { plazo_pago: 'inmediato' }));
    expect(inmediato.data.fecha_limite).toBe('2026-11-02');

    const entries = await db()
      .select()
      .from(bitacora)
      .where(and(eq(bitacora.empresaId, s.company.empresaId), eq(bitacora.entidad, 'ORDEN_COMPRA')));
    expect(entries.map((e) => e.accion)).toEqual(['CREAR', 'CREAR', 'CREAR', 'CREAR']);
  });

  it('refuses a credit purchase above the supplier limit with the exact message, and bad input', async () => {
    const s = await setup('400');
    const over = await s.company.owner.post('/api/ordenes_compra/', importOrder(s));
    expect([over.statusCode, over.data.detail]).toEqual([400, MENSAJES.ordenesCompra.superaLimiteCredito('400.00')]);
    expect(over.data.detail).toBe(
      'El total de la orden de compra supera el limite de credito del proveedor, el limite de credito es de Q. 400.00',
    );
    // Cash purchases are not limited.
    expect((await s.company.owner.post('/api/ordenes_compra/', importOrder(s, { tipo_compra: 2 }))).statusCode).toBe(
      201,
    );

    const refusals: [Record<string, unknown>, string, string | undefined, string][] = [
      [{ origen: '' }, 'origen', MENSAJES.ordenesCompra.seleccioneOrigen, MENSAJES.ordenesCompra.seleccioneOrigen],
      [
        { tipo_compra: 7 },
        'tipo_compra',
        MENSAJES.ordenesCompra.seleccioneTipoCompra,
        MENSAJES.ordenesCompra.seleccioneTipoCompra,
      ],
      [{ numero_documento: '' }, 'numero_documento', MENSAJES.campos.required, MENSAJES.campos.required],
      [{ fecha: '' }, 'fecha', MENSAJES.campos.required, MENSAJES.campos.required],
      [{ tipo_cambio: '' }, 'tipo_cambio', MENSAJES.campos.required, MENSAJES.campos.required],
      [{ costo_importacion: null }, 'costo_importacion', MENSAJES.campos.required, MENSAJES.campos.required],
      [{ proveedor: '' }, 'proveedor', MENSAJES.campos.required, MENSAJES.ordenesCompra.incompleta],
      [{ detalles: undefined }, 'detalles', MENSAJES.ordenesCompra.sinProductos, MENSAJES.ordenesCompra.incompleta],
      [{ detalles: [] }, 'x', undefined, MENSAJES.ordenesCompra.sinProductos],
      [
        { detalles: [{ producto: s.simple.id, cantidad: '1.5', costo: '1' }] },
        'detalles.0.cantidad',
        MENSAJES.ordenesCompra.cantidadEntera,
        MENSAJES.ordenesCompra.cantidadEntera,
      ],
      [
        { detalles: [{ producto: s.simple.id, cantidad: '1', costo: '0' }] },
        'detalles.0.costo',
        MENSAJES.campos.minValue('0.01'),
        MENSAJES.campos.minValue('0.01'),
      ],
      [
        {
          detalles: [
            { producto: s.simple.id, cantidad: '1', costo: '1' },
            { producto: s.simple.id, cantidad: '2', costo: '1' },
          ],
        },
        'x',
        undefined,
        MENSAJES.ordenesCompra.productoRepetido,
      ],
      [
        { tipo_compra: 1, plazo_pago: 'personalizado' },
        'fecha_limite',
        MENSAJES.campos.required,
        MENSAJES.campos.required,
      ],
    ];
    for (const [overrides, field, fieldMessage, detail] of refusals) {
      const refused = await s.company.owner.post(
        '/api/ordenes_compra/',
        importOrder(s, { tipo_compra: 2, ...overrides }),
      );
      expect([refused.statusCode, refused.data[field]], field).toEqual([
        400,
        fieldMessage === undefined ? undefined : [fieldMessage],
      ]);
      // A refusal of the whole order says so; a field's refusal shows the field's message.
      expect(refused.data.detail, field).toContain(detail);
    }
    expect(await countOrders(s.company)).toBe(1);
  });

  it('runs the lifecycle: marks, finish, revert, annul (P3-71) and the list tabs', async () => {
    const s = await setup();
    const api = s.company.owner;
    const a = (await api.post('/api/ordenes_compra/', importOrder(s))).data as OrdenCompra;
    const b = (
      await api.post('/api/ordenes_compra/', importOrder(s, { numero_documento: 'FAC-200', fecha: '2026-11-20' }))
    ).data as OrdenCompra;

    const early = await api.put(`/api/ordenes_compra/${a.id}/finalizar/`);
    expect([early.statusCode, early.data.detail]).toEqual([400, MENSAJES.ordenesCompra.finalizarRequiereMarcas]);
    expect((await api.put(`/api/ordenes_compra/${a.id}/marcar_pago_fianlizado/`)).data.pago_finalizado).toBe(true);
    expect((await api.put(`/api/ordenes_compra/${a.id}/revertir_marcar_pago_finalizdo/`)).data.pago_finalizado).toBe(
      false,
    );
    await api.put(`/api/ordenes_compra/${a.id}/marcar_pago_fianlizado/`);
    const delivered = await api.put(`/api/ordenes_compra/${a.id}/marcar_entrega_completada/`);
    expect(delivered.data.detalles.map((d: { cantidad_faltante: string }) => d.cantidad_faltante)).toEqual([
      '0.000',
      '0.000',
    ]);
    const annulPaid = await api.post('/api/ordenes_compra/anular_ODC/', { id: a.id, concepto_anulado: 'Error' });
    expect([annulPaid.statusCode, annulPaid.data.detail]).toEqual([400, MENSAJES.ordenesCompra.anularConMovimientos]);
    expect((await api.put(`/api/ordenes_compra/${a.id}/finalizar/`)).data.finalizada).toBe(true);
    const again = await api.put(`/api/ordenes_compra/${a.id}/revertir_marcar_pago_finalizdo/`);
    expect([again.statusCode, again.data.detail]).toEqual([400, MENSAJES.ordenesCompra.yaFinalizada]);

    const noConcept = await api.post('/api/ordenes_compra/anular_ODC/', { id: b.id, concepto_anulado: ' ' });
    expect([noConcept.statusCode, noConcept.data.concepto_anulado]).toEqual([400, [MENSAJES.campos.required]]);
    const annulled = await api.post('/api/ordenes_compra/anular_ODC/', { id: b.id, concepto_anulado: 'Duplicada' });
    expect(annulled.data).toMatchObject({ anulada: true, concepto_anulado: 'Duplicada' });
    expect((await api.put(`/api/ordenes_compra/${b.id}/marcar_entrega_completada/`)).data.detail).toBe(
      MENSAJES.ordenesCompra.yaAnulada,
    );

    const c = (await api.post('/api/ordenes_compra/', importOrder(s, { numero_documento: 'ZZ-9' })))
      .data as OrdenCompra;
    const ids = async (query: Record<string, string>) =>
      (await api.get('/api/ordenes_compra/', query)).data.results.map((o: OrdenCompra) => o.id);
    expect(await ids({ estado: 'activas' })).toEqual([c.id]);
    expect((await ids({ estado: 'finalizadas' })).sort()).toEqual([a.id, b.id].sort());
    expect(await ids({ search: 'zz-' })).toEqual([c.id]);
    expect(await ids({ fecha_inicial: '2026-11-10', fecha_final: '2026-11-30' })).toEqual([b.id]);
    expect((await ids({ proveedor_id: String(s.proveedor) })).length).toBe(3);
  });

  it('needs orden_compra; another company gets 404', async () => {
    const s = await setup();
    const orden = (await s.company.owner.post('/api/ordenes_compra/', importOrder(s))).data as OrdenCompra;
    const cajero = await createUserAs(t.app, s.company, 'es_cajero');
    expect((await cajero.api.get('/api/ordenes_compra/')).statusCode).toBe(403);
    expect((await cajero.api.post('/api/ordenes_compra/', importOrder(s))).statusCode).toBe(403);
    expect((await cajero.api.put(`/api/ordenes_compra/${orden.id}/marcar_entrega_completada/`)).statusCode).toBe(403);
    const comprador = await createUserAs(t.app, s.company, 'es_cajero', { orden_compra: true });
    expect((await comprador.api.get(`/api/ordenes_compra/${orden.id}/`)).statusCode).toBe(200);

    const other = await setup();
    const api = other.company.owner;
    expect((await api.get(`/api/ordenes_compra/${orden.id}/`)).statusCode).toBe(404);
    expect((await api.put(`/api/ordenes_compra/${orden.id}/finalizar/`)).statusCode).toBe(404);
    expect(
      (await api.post('/api/ordenes_compra/anular_ODC/', { id: orden.id, concepto_anulado: 'x' })).statusCode,
    ).toBe(404);
    expect((await api.get('/api/ordenes_compra/')).data.count).toBe(0);
    // Another company's supplier, product or branch is not revealed either.
    const foreign = await api.post('/api/ordenes_compra/', importOrder(other, { proveedor: s.proveedor }));
    expect([foreign.statusCode, foreign.data.detail]).toEqual([404, MENSAJES.proveedores.noEncontrado]);
    const foreignProduct = await api.post(
      '/api/ordenes_compra/',
      importOrder(other, { detalles: [{ producto: s.simple.id, cantidad: 1, costo: 1 }] }),
    );
    expect(foreignProduct.statusCode).toBe(404);
    const foreignBranch = await api.post(
      '/api/ordenes_compra/',
      importOrder(other, { sucursal_destino: s.company.sucursalId }),
    );
    expect(foreignBranch.statusCode).toBe(404);
    expect(await countOrders(other.company)).toBe(0);
  });
});

/** Starts an export, waits for the job and reads the sheet's rows (header first). */
async function exportRows(company: TestCompany, url: string, query: Record<string, string>) {
  const started = await company.owner.get(url, query);
  expect(started.statusCode, started.body).toBe(200);
  let done;
  for (let i = 0; i < 100; i++) {
    done = await company.owner.get('/api/archivos/estado_descarga/', { id: String(started.data.id) });
    if (done.data.estado !== ESTADOS_ARCHIVO.EN_PROCESO) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(done!.data.estado, done!.data.observaciones).toBe(ESTADOS_ARCHIVO.LISTO);
  const file = await company.owner.raw({ method: 'GET', url: done!.data.archivo });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('ordenes_compra/descargar_excel_OCA and descargar_excel_OCF (001 §7)', () => {
  it('exports the active and the finished tab with their search and date filters', async () => {
    const s = await setup('100000');
    const post = async (overrides: Record<string, unknown>) =>
      (await s.company.owner.post('/api/ordenes_compra/', importOrder(s, overrides))).data as OrdenCompra;
    await post({ numero_documento: 'NOV-1', fecha: '2026-11-02' });
    await post({ numero_documento: 'OCT-1', fecha: '2026-10-01' });
    const annulled = await post({ numero_documento: 'NOV-2', fecha: '2026-11-03' });
    await s.company.owner.post('/api/ordenes_compra/anular_ODC/', { id: annulled.id, concepto_anulado: 'error' });

    const activas = await exportRows(s.company, '/api/ordenes_compra/descargar_excel_OCA/', {
      fecha_compra_inicial: '2026-11-01',
      fecha_compra_final: '2026-11-30',
    });
    expect(activas).toHaveLength(2);
    expect(activas[0]).toEqual(expect.arrayContaining(['No. documento', 'Proveedor', 'Total', 'Estado']));
    expect(activas[1]).toEqual(expect.arrayContaining(['NOV-1', 'Importadora', 'Pendiente']));
    const searched = await exportRows(s.company, '/api/ordenes_compra/descargar_excel_OCA/', { search: 'oct' });
    expect(searched.slice(1).map((r) => r[2])).toEqual(['OCT-1']);

    const finalizadas = await exportRows(s.company, '/api/ordenes_compra/descargar_excel_OCF/', {
      fecha_inicial: '2026-11-01',
      fecha_final: '2026-11-30',
    });
    expect(finalizadas.slice(1).map((r) => [r[2], r[7]])).toEqual([['NOV-2', 'Anulada']]);

    const bad = await s.company.owner.get('/api/ordenes_compra/descargar_excel_OCF/', { fecha_inicial: 'ayer' });
    expect(bad.statusCode).toBe(400);
    const cajero = await createUserAs(t.app, s.company, 'es_cajero');
    expect((await cajero.api.get('/api/ordenes_compra/descargar_excel_OCA/')).statusCode).toBe(403);
  });
});

describe('ordenes_compra attachments (001 §5 document upload, any type)', () => {
  it('stores the files sent with the order, lists them and serves them only to the same company', async () => {
    const s = await setup('100000');
    const pdf = Buffer.from('%PDF-1.4 factura del proveedor');
    const csv = Buffer.from('codigo,cantidad\nA,3\n');
    const created = await s.company.owner.form('POST', '/api/ordenes_compra/', importOrder(s), [
      { field: 'archivos', filename: 'factura.pdf', content: pdf, type: 'application/pdf' },
      { field: 'archivos', filename: 'detalle.csv', content: csv, type: 'text/csv' },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const orden = created.data as OrdenCompra;
    expect(orden.adjuntos.map((a) => [a.nombre, a.tamano])).toEqual([
      ['factura.pdf', pdf.length],
      ['detalle.csv', csv.length],
    ]);
    const detail = (await s.company.owner.get(`/api/ordenes_compra/${orden.id}/`)).data as OrdenCompra;
    expect(detail.adjuntos).toEqual(orden.adjuntos);

    const file = await s.company.owner.raw({ method: 'GET', url: orden.adjuntos[0]!.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-disposition']).toContain('factura.pdf');

    const other = await createTestCompany(t.app, t.database);
    const stranger = await other.owner.raw({ method: 'GET', url: orden.adjuntos[0]!.url });
    expect([stranger.statusCode, stranger.json().detail]).toEqual([404, MENSAJES.ordenesCompra.adjuntoNoEncontrado]);
    const cajero = await createUserAs(t.app, s.company, 'es_cajero');
    expect((await cajero.api.raw({ method: 'GET', url: orden.adjuntos[0]!.url })).statusCode).toBe(403);
    const missing = await s.company.owner.get(`/api/ordenes_compra/${orden.id}/adjuntos/999999/`);
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a file over 5 MB with the Spanish message and stores nothing', async () => {
    const s = await setup('100000');
    const before = await countOrders(s.company);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    const res = await s.company.owner.form('POST', '/api/ordenes_compra/', importOrder(s), [
      { field: 'archivos', filename: 'escaneo.tif', content: big },
    ]);
    expect([res.statusCode, res.data.detail, res.data.archivos]).toEqual([
      400,
      MENSAJES.campos.archivoPeso,
      [MENSAJES.campos.archivoPeso],
    ]);
    expect(await countOrders(s.company)).toBe(before);
  });
});
