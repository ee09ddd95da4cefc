/**
 * Returns (issue 13, SCOPE §1.1, P3-20/P3-21/P3-22): the sale looked up by its code, lines given
 * back by quantity with a reason, stock back on the shelf through the ledger (DEVOLUCION 70, base
 * units), the money capped at what was charged, the voucher with its code, the audit entry, the
 * lists, the annulment, the additional note items and the permissions.
 */
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ESTADOS_DEVOLUCION, type FacturaDevolucion } from '@pos/shared/domains/returns';
import { ESTADOS_ARCHIVO } from '@pos/shared/domains/inventory';
import { MENSAJES } from '@pos/shared/messages';
import { bitacora, devoluciones, devolucionesDetalle, kardex } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createTestCompany, createUserAs } from '../../helpers/factories';
import { balanceOf, expectLedgerMatchesBalances } from '../../helpers/ledger';
import { expectRegistersMatchMovements } from '../../helpers/sales';
import { linea, setupReturns, venta } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  await expectLedgerMatchesBalances(t.database.db);
  await expectRegistersMatchMovements(t.database.db);
});

const db = () => t.database.db;
const M = MENSAJES.devoluciones;

async function countOf(empresaId: number) {
  const rows = await db().select().from(devoluciones).where(eq(devoluciones.empresaId, empresaId));
  return rows.length;
}

/** A sale of 3 Arroz, 1 Caja of Galletas and 2.5 lb of Azúcar, looked up for a return. */
async function soldSale(s: Awaited<ReturnType<typeof setupReturns>>, extra = {}) {
  const r = await s.company.owner.post(
    '/api/ventas/',
    venta(
      [
        linea(s.simple.id, { cantidad: '3' }),
        linea(s.boxed.id, { fraccion_id: s.caja.id, cantidad: '1', precio: '100.00' }),
        linea(s.bulk.id, { cantidad: '2.5', precio: '5.00' }),
      ],
      extra,
    ),
  );
  expect(r.statusCode, r.body).toBe(201);
  const factura = await s.company.owner.get('/api/devoluciones/getFactura/', { codigo: r.data.codigo });
  expect(factura.statusCode, factura.body).toBe(200);
  return { venta: r.data as { id: number; codigo: string }, factura: factura.data as FacturaDevolucion };
}

const lineaDe = (f: FacturaDevolucion, nombre: string) => f.productos.find((p) => p.nombre.startsWith(nombre))!;

describe('GET devoluciones/getFactura', () => {
  it('finds the sale by its code with what may be returned of each line', async () => {
    const s = await setupReturns(t);
    const { venta: v, factura } = await soldSale(s);
    expect(factura).toMatchObject({
      id: v.id,
      codigo: v.codigo,
      movimiento: { total_cobrar_pagar: '142.50' },
      id_factura: null,
      nota_credito_fel: false,
      total_devuelto: '0.00',
      coincidencias: [],
    });
    expect(lineaDe(factura, 'Arroz')).toMatchObject({ cantidad: '3', disponible: '3', precio_final: '10.00' });
    expect(lineaDe(factura, 'Azúcar')).toMatchObject({ cantidad: '2.500', a_granel: true });
    // Lower case and spaces around still find it.
    const again = await s.company.owner.get('/api/devoluciones/getFactura/', { codigo: ` ${v.codigo.toLowerCase()} ` });
    expect(again.data.id).toBe(v.id);
  });

  it("answers the spec's message for an unknown code and for another company's sale", async () => {
    const s = await setupReturns(t);
    const { venta: v } = await soldSale(s);
    const unknown = await s.company.owner.get('/api/devoluciones/getFactura/', { codigo: 'V-999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.data).toMatchObject({ detail: M.facturaNoExistente, code: 'NOT_FOUND' });
    const other = await createTestCompany(t.app, t.database);
    const foreign = await other.owner.get('/api/devoluciones/getFactura/', { codigo: v.codigo });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.data.detail).toBe(M.facturaNoExistente);
    const empty = await s.company.owner.get('/api/devoluciones/getFactura/', { codigo: '' });
    expect(empty.statusCode).toBe(400);
  });
});

describe('POST devoluciones', () => {
  it('returns two of three lines, one back to stock, and answers a voucher with a unique code', async () => {
    const s = await setupReturns(t);
    const { venta: v, factura } = await soldSale(s);
    const antesArroz = await balanceOf(db(), s.company.sucursalId, s.simple.id);
    const antesGalletas = await balanceOf(db(), s.company.sucursalId, s.boxed.id);
    const r = await s.company.owner.post('/api/devoluciones/', {
      venta: v.id,
      concepto: 'Cliente devuelve producto',
      productos: [
        { id: lineaDe(factura, 'Arroz').id, cantidad: '2', motivo: 10, ingreso_bodega: true, nota: 'Bolsa rota' },
        { id: lineaDe(factura, 'Galletas').id, cantidad: '1', motivo: 20, ingreso_bodega: false },
      ],
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.data).toMatchObject({ id: expect.any(Number), total: '120.00', id_nota: null });
    expect(r.data.codigo).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);

    // Arroz back on the shelf (DEVOLUCION 70 under the return's document); the box stays out.
    expect(Number(await balanceOf(db(), s.company.sucursalId, s.simple.id))).toBe(Number(antesArroz) + 2);
    expect(await balanceOf(db(), s.company.sucursalId, s.boxed.id)).toBe(antesGalletas);
    const movs = await db()
      .select()
      .from(kardex)
      .where(and(eq(kardex.documentoTipo, 'devolucion'), eq(kardex.documentoId, r.data.id)));
    expect(movs.map((m) => [m.productoId, m.tipo, Number(m.cantidad)])).toEqual([[s.simple.id, 70, 2]]);

    const [row] = await db().select().from(devoluciones).where(eq(devoluciones.id, r.data.id));
    expect(row).toMatchObject({ estado: ESTADOS_DEVOLUCION.VIGENTE, tipo: 'VALE', total: '120.0000', ventaId: v.id });
    const [audit] = await db()
      .select()
      .from(bitacora)
      .where(and(eq(bitacora.entidad, 'DEVOLUCION'), eq(bitacora.entidadId, r.data.id)));
    expect(audit).toMatchObject({
      accion: 'CREAR',
      descripcion: M.bitacora.devolucion(r.data.codigo, '120.00', v.codigo),
    });

    // What is left of each line shows in the lookup.
    const after = (await s.company.owner.get('/api/devoluciones/getFactura/', { codigo: v.codigo })).data;
    expect(lineaDe(after, 'Arroz')).toMatchObject({ cantidad_devuelta: '2', disponible: '1' });
    expect(after.total_devuelto).toBe('120.00');

    // The detail names reasons with their P3-22 labels.
    const detail = await s.company.owner.get(`/api/devoluciones/${r.data.id}/`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(
      detail.data.detalles.map((d: { motivo_nombre: string; total: string }) => [d.motivo_nombre, d.total]),
    ).toEqual([
      ['Defectuoso', '20.00'],
      ['No cumple con las expectativas', '100.00'],
    ]);
  });

  it('never returns more than was sold, across several returns', async () => {
    const s = await setupReturns(t);
    const { venta: v, factura } = await soldSale(s);
    const id = lineaDe(factura, 'Arroz').id;
    const body = (cantidad: string) => ({ venta: v.id, concepto: 'Devolución', productos: [{ id, cantidad }] });
    expect((await s.company.owner.post('/api/devoluciones/', body('2'))).statusCode).toBe(201);
    const refused = await s.company.owner.post('/api/devoluciones/', body('2'));
    expect(refused.statusCode).toBe(400);
    expect(refused.data).toMatchObject({ detail: M.cantidadMayorDisponible('Arroz', '1'), code: 'BAD_REQUEST' });
    // The same line twice in one return counts both.
    const twice = await s.company.owner.post('/api/devoluciones/', {
      venta: v.id,
      concepto: 'Devolución',
      productos: [
        { id, cantidad: '1' },
        { id, cantidad: '1' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(await countOf(s.company.empresaId)).toBe(1);
    expect((await s.company.owner.post('/api/devoluciones/', body('1'))).statusCode).toBe(201);
  });

  it('gives presentations and bulk back in base units and takes decimals only for bulk', async () => {
    const s = await setupReturns(t);
    const { venta: v, factura } = await soldSale(s);
    const antesGalletas = await balanceOf(db(), s.company.sucursalId, s.boxed.id);
    const antesAzucar = await balanceOf(db(), s.company.sucursalId, s.bulk.id);
    const r = await s.company.owner.post('/api/devoluciones/', {
      venta: v.id,
      concepto: 'Devolución',
      productos: [
        { id: lineaDe(factura, 'Galletas').id, cantidad: 1 },
        { id: lineaDe(factura, 'Azúcar').id, cantidad: '1.5' },
      ],
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.data.total).toBe('107.50');
    expect(Number(await balanceOf(db(), s.company.sucursalId, s.boxed.id))).toBe(Number(antesGalletas) + 12);
    expect(Number(await balanceOf(db(), s.company.sucursalId, s.bulk.id))).toBe(Number(antesAzucar) + 1.5);
    const { factura: f2, venta: v2 } = await soldSale(s);
    const decimal = await s.company.owner.post('/api/devoluciones/', {
      venta: v2.id,
      concepto: 'Devolución',
      productos: [{ id: lineaDe(f2, 'Arroz').id, cantidad: '1.5' }],
    });
    expect(decimal.statusCode).toBe(400);
    expect(decimal.data.detail).toBe(M.cantidadDecimal('Arroz'));
  });

  it('pays precio × porcentaje / 100 × cantidad, never more than the line charged after its discount', async () => {
    const s = await setupReturns(t);
    const { venta: v, factura } = await soldSale(s);
    const half = await s.company.owner.post('/api/devoluciones/', {
      venta: v.id,
      concepto: 'Uso parcial',
      productos: [{ id: lineaDe(factura, 'Arroz').id, cantidad: '1', porcentaje_precio: '50' }],
    });
    expect(half.data.total).toBe('5.00');

    // A 10 % line discount: 3 × Q 10.00 charged Q 27.00, each unit gives back Q 9.00.
    const desc = await s.company.owner.post(
      '/api/ventas/',
      venta([linea(s.simple.id, { cantidad: '3', desc_porcentaje: '10' })]),
    );
    expect(desc.statusCode, desc.body).toBe(201);
    const fd = (await s.company.owner.get('/api/devoluciones/getFactura/', { codigo: desc.data.codigo })).data;
    const all = await s.company.owner.post('/api/devoluciones/', {
      venta: desc.data.id,
      concepto: 'Devolución',
      productos: [{ id: fd.productos[0].id, cantidad: '3' }],
    });
    expect(all.statusCode, all.body).toBe(201);
    expect(all.data.total).toBe('27.00');
  });

  it('a sale rounded down to 0.05 gives back at most what was charged', async () => {
    const s = await setupReturns(t, { confVentaRedondeoTotal: true });
    const r = await s.company.owner.post(
      '/api/ventas/',
      venta([linea(s.simple.id, { cantidad: '1', precio: '10.03', modelo_precio: 1 })], { redondeo: 'abajo' }),
    );
    // The price may not be editable: fall back on a discount that leaves a remainder.
    const sale =
      r.statusCode === 201
        ? r
        : await s.company.owner.post(
            '/api/ventas/',
            venta([linea(s.simple.id, { cantidad: '1', desc_porcentaje: '0.3' })], { redondeo: 'abajo' }),
          );
    expect(sale.statusCode, sale.body).toBe(201);
    const charged = sale.data.total as string;
    const f = (await s.company.owner.get('/api/devoluciones/getFactura/', { codigo: sale.data.codigo })).data;
    expect(Number(f.productos[0].total_importe)).toBeGreaterThan(Number(charged));
    const back = await s.company.owner.post('/api/devoluciones/', {
      venta: sale.data.id,
      concepto: 'Devolución',
      productos: [{ id: f.productos[0].id, cantidad: '1' }],
    });
    expect(back.statusCode).toBe(400);
    expect(back.data.detail).toBe(M.montoMayorAlCobrado);
  });

  it('refuses bad input with Spanish messages and writes nothing', async () => {
    const s = await setupReturns(t);
    const { venta: v, factura } = await soldSale(s);
    const id = lineaDe(factura, 'Arroz').id;
    const post = (body: unknown) => s.company.owner.post('/api/devoluciones/', body);

    const empty = await post({ venta: v.id, concepto: 'x', productos: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.data).toMatchObject({ code: 'VALIDATION', productos: [M.seleccioneProducto] });

    const noConcept = await post({ venta: v.id, concepto: '  ', productos: [{ id, cantidad: '1' }] });
    expect(noConcept.statusCode).toBe(400);
    expect(noConcept.data.concepto).toEqual([MENSAJES.campos.campoRequerido]);

    const negative = await post({ venta: v.id, concepto: 'x', productos: [{ id, cantidad: '-1' }] });
    expect(negative.statusCode).toBe(400);
    const zero = await post({ venta: v.id, concepto: 'x', productos: [{ id, cantidad: '0' }] });
    expect(zero.statusCode).toBe(400);
    const badReason = await post({ venta: v.id, concepto: 'x', productos: [{ id, cantidad: '1', motivo: 60 }] });
    expect(badReason.statusCode).toBe(400);

    // 50 (discount) exists only on FEL credit notes.
    const discount = await post({ venta: v.id, concepto: 'x', productos: [{ id, cantidad: '1', motivo: 50 }] });
    expect(discount.statusCode).toBe(400);
    expect(discount.data.detail).toBe(M.motivoDescuentoSoloNota);

    // A line of another sale.
    const { factura: other } = await soldSale(s);
    const foreignLine = await post({
      venta: v.id,
      concepto: 'x',
      productos: [{ id: other.productos[0]!.id, cantidad: '1' }],
    });
    expect(foreignLine.statusCode).toBe(404);
    expect(foreignLine.data.detail).toBe(M.lineaNoEncontrada);
    expect(await countOf(s.company.empresaId)).toBe(0);
  });

  it("another company's sale is a 404, and an annulled sale cannot be returned", async () => {
    const s = await setupReturns(t);
    const { venta: v, factura } = await soldSale(s);
    const other = await createTestCompany(t.app, t.database);
    const foreign = await other.owner.post('/api/devoluciones/', {
      venta: v.id,
      concepto: 'x',
      productos: [{ id: factura.productos[0]!.id, cantidad: '1' }],
    });
    expect(foreign.statusCode).toBe(404);
    expect(await countOf(s.company.empresaId)).toBe(0);
  });

  it('two returns of the last units of a line at the same moment: one passes, the other is refused', async () => {
    const s = await setupReturns(t);
    const { venta: v, factura } = await soldSale(s);
    const id = lineaDe(factura, 'Arroz').id;
    const antes = await balanceOf(db(), s.company.sucursalId, s.simple.id);
    const body = { venta: v.id, concepto: 'Devolución', productos: [{ id, cantidad: '3' }] };
    const [a, b] = await Promise.all([
      s.company.owner.post('/api/devoluciones/', body),
      s.company.owner.post('/api/devoluciones/', body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    expect([a, b].find((r) => r.statusCode === 400)!.data.detail).toBe(M.cantidadMayorDisponible('Arroz', '0'));
    expect(Number(await balanceOf(db(), s.company.sucursalId, s.simple.id))).toBe(Number(antes) + 3);
    const lines = await db().select().from(devolucionesDetalle).where(eq(devolucionesDetalle.ventaDetalleId, id));
    expect(lines).toHaveLength(1);
  });
});

describe('PUT devoluciones/{id}/anular', () => {
  it('needs a reason, reverses the stock it put back, and is refused twice', async () => {
    const s = await setupReturns(t);
    const { venta: v, factura } = await soldSale(s);
    const antes = await balanceOf(db(), s.company.sucursalId, s.simple.id);
    const r = await s.company.owner.post('/api/devoluciones/', {
      venta: v.id,
      concepto: 'Devolución',
      productos: [{ id: lineaDe(factura, 'Arroz').id, cantidad: '2' }],
    });
    const noReason = await s.company.owner.put(`/api/devoluciones/${r.data.id}/anular/`, { motivo: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.data.motivo).toEqual([MENSAJES.campos.campoRequerido]);

    const ok = await s.company.owner.put(`/api/devoluciones/${r.data.id}/anular/`, { motivo: 'Error de digitación' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.data.detail).toBe(M.devolucionAnulada);
    expect(await balanceOf(db(), s.company.sucursalId, s.simple.id)).toBe(antes);
    const movs = await db()
      .select()
      .from(kardex)
      .where(and(eq(kardex.documentoTipo, 'devolucion'), eq(kardex.documentoId, r.data.id)));
    expect(movs.map((m) => Number(m.cantidad))).toEqual([2, -2]);
    const [row] = await db().select().from(devoluciones).where(eq(devoluciones.id, r.data.id));
    expect(row).toMatchObject({ estado: ESTADOS_DEVOLUCION.ANULADO, motivoAnulacion: 'Error de digitación' });

    const again = await s.company.owner.put(`/api/devoluciones/${r.data.id}/anular/`, { motivo: 'Otra vez' });
    expect(again.statusCode).toBe(400);
    expect(again.data.detail).toBe(M.yaAnulada);
    // The annulled quantity may be returned again, and its code no longer redeems.
    expect(
      lineaDe((await s.company.owner.get('/api/devoluciones/getFactura/', { codigo: v.codigo })).data, 'Arroz')
        .disponible,
    ).toBe('3');
    const consult = await s.company.owner.get('/api/notas_credito_fel/consultar/', {
      codigo_nota_credito: r.data.codigo,
    });
    expect(consult.statusCode).toBe(400);
    expect(consult.data.detail).toBe(M.codigoNoValido);

    const other = await createTestCompany(t.app, t.database);
    const foreign = await other.owner.put(`/api/devoluciones/${r.data.id}/anular/`, { motivo: 'x' });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('GET devoluciones', () => {
  it('lists newest first with filters, finds a voucher by its code, and hides other companies', async () => {
    const s = await setupReturns(t);
    const { venta: v, factura } = await soldSale(s);
    const post = (cantidad: string, concepto: string) =>
      s.company.owner.post('/api/devoluciones/', {
        venta: v.id,
        concepto,
        productos: [{ id: lineaDe(factura, 'Arroz').id, cantidad }],
      });
    const first = (await post('1', 'Primera')).data;
    const second = (await post('1', 'Segunda')).data;
    await s.company.owner.put(`/api/devoluciones/${first.id}/anular/`, { motivo: 'x' });

    const list = await s.company.owner.get('/api/devoluciones/');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.data.count).toBe(2);
    expect(list.data.results.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
    expect(list.data.results[0]).toMatchObject({
      codigo: second.codigo,
      tipo: 'VALE',
      estado: 10,
      estado_nombre: 'Vigente',
      total: '10.00',
      venta: { id: v.id, codigo: v.codigo },
      canje: null,
      anulacion: null,
    });
    expect(
      (await s.company.owner.get('/api/devoluciones/', { estado: '30' })).data.results.map((r: { id: number }) => r.id),
    ).toEqual([first.id]);
    expect((await s.company.owner.get('/api/devoluciones/', { search: 'segunda' })).data.count).toBe(1);
    expect(
      (await s.company.owner.get('/api/devoluciones/', { codigo: second.codigo.toLowerCase() })).data.results,
    ).toHaveLength(1);
    expect((await s.company.owner.get('/api/devoluciones/', { ordering: 'total,-creado' })).statusCode).toBe(200);
    expect((await s.company.owner.get('/api/devoluciones/', { estado: '99' })).statusCode).toBe(400);

    const other = await createTestCompany(t.app, t.database);
    expect((await other.owner.get('/api/devoluciones/')).data.count).toBe(0);
    expect((await other.owner.get('/api/devoluciones/', { codigo: second.codigo })).data.count).toBe(0);
    expect((await other.owner.get(`/api/devoluciones/${second.id}/`)).statusCode).toBe(404);
  });

  it('GET devoluciones/reporte totals the returned lines by reason, company-scoped', async () => {
    const s = await setupReturns(t);
    const { venta: v, factura } = await soldSale(s);
    const r = await s.company.owner.post('/api/devoluciones/', {
      venta: v.id,
      concepto: 'Reporte',
      productos: [
        { id: lineaDe(factura, 'Arroz').id, cantidad: '2', motivo: 10, ingreso_bodega: true },
        { id: lineaDe(factura, 'Galletas').id, cantidad: '1', motivo: 20, ingreso_bodega: false },
      ],
    });
    expect(r.statusCode, r.body).toBe(201);
    const detalle = (await s.company.owner.get(`/api/devoluciones/${r.data.id}/`)).data;
    const lineas = detalle.detalles as { motivo: number; cantidad: string; total: string }[];
    const rep = await s.company.owner.get('/api/devoluciones/reporte/');
    expect(rep.statusCode, rep.body).toBe(200);
    const filas = rep.data as { motivo: number; cantidad: string; total: string }[];
    expect(filas.map((f) => f.motivo)).toEqual([10, 20]);
    for (const f of filas) {
      const mias = lineas.filter((l) => l.motivo === f.motivo);
      expect(Number(f.cantidad)).toBe(mias.reduce((a, l) => a + Number(l.cantidad), 0));
      expect(Number(f.total)).toBe(mias.reduce((a, l) => a + Number(l.total), 0));
    }
    expect(filas.reduce((a, f) => a + Number(f.total), 0)).toBe(Number(r.data.total));
    expect((await s.company.owner.get('/api/devoluciones/reporte/', { estado: '99' })).statusCode).toBe(400);
    const other = await createTestCompany(t.app, t.database);
    expect((await other.owner.get('/api/devoluciones/reporte/')).data).toEqual([]);
  });

  it('queues the returns report export with the reporte_devolucion flag and writes its rows', async () => {
    const s = await setupReturns(t);
    const { venta: v, factura } = await soldSale(s);
    const dv = await s.company.owner.post('/api/devoluciones/', {
      venta: v.id,
      concepto: 'Excel',
      productos: [{ id: lineaDe(factura, 'Arroz').id, cantidad: '2', motivo: 10, ingreso_bodega: true }],
    });
    expect(dv.statusCode, dv.body).toBe(201);
    const r = await s.company.owner.get('/api/devoluciones/descargar_excel/');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data.id).toEqual(expect.any(Number));
    let done;
    for (let i = 0; i < 100; i++) {
      done = await s.company.owner.get('/api/archivos/estado_descarga/', { id: String(r.data.id) });
      if (done.data.estado !== ESTADOS_ARCHIVO.EN_PROCESO) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(done!.data.estado, done!.data.observaciones).toBe(ESTADOS_ARCHIVO.LISTO);
    const file = await s.company.owner.raw({ method: 'GET', url: done!.data.archivo });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(expect.arrayContaining(['Código', 'Producto', 'Motivo', 'Cantidad', 'Total']));
    expect(rows[1]).toEqual(expect.arrayContaining([dv.data.codigo, v.codigo, 'Arroz']));
    expect(rows.length).toBeGreaterThanOrEqual(3);
  });
});

describe('permissions (P3-45)', () => {
  it('a counter seller without the return flags gets 403; the report needs reporte_devolucion', async () => {
    const pvmce = await createTestCompany(t.app, t.database, { tipoPuntoVenta: 'PVMCE' });
    const seller = await createUserAs(t.app, pvmce, 'es_vendedor_mostrador', {
      punto_venta: false,
      punto_venta_mostrador: true,
    });
    for (const [method, url] of [
      ['get', '/api/devoluciones/'],
      ['get', '/api/devoluciones/getFactura/?codigo=X'],
      ['get', '/api/devoluciones/descargar_excel/'],
      ['get', '/api/devoluciones/reporte/'],
      ['get', '/api/notas_credito_fel/consultar/?codigo_nota_credito=X'],
    ] as const) {
      const r = await seller.api[method](url);
      expect(r.statusCode, url).toBe(403);
    }
    const post = await seller.api.post('/api/devoluciones/', {
      venta: 1,
      concepto: 'x',
      productos: [{ id: 1, cantidad: '1' }],
    });
    expect(post.statusCode).toBe(403);
    const cashier = await createUserAs(t.app, pvmce, 'es_cajero');
    expect((await cashier.api.get('/api/devoluciones/')).statusCode).toBe(200);
    expect((await cashier.api.get('/api/devoluciones/descargar_excel/')).statusCode).toBe(403);
    expect((await cashier.api.get('/api/devoluciones/reporte/')).statusCode).toBe(403);
    expect(
      (await cashier.api.post('/api/adiciones_nota_fel/', { nombre: 'Flete', tipo: 10, valor: '5' })).statusCode,
    ).toBe(403);
  });
});

describe('adiciones_nota_fel', () => {
  it('admin CRUD, and a return adds a fixed and a percentage item', async () => {
    const s = await setupReturns(t);
    const flete = await s.company.owner.post('/api/adiciones_nota_fel/', { nombre: 'Flete', tipo: 10, valor: '15' });
    expect(flete.statusCode, flete.body).toBe(201);
    expect(flete.data).toMatchObject({ nombre: 'Flete', tipo: 10, tipo_nombre: 'Monto fijo', valor: '15.00' });
    const dup = await s.company.owner.post('/api/adiciones_nota_fel/', { nombre: 'flete', tipo: 10, valor: '1' });
    expect(dup.statusCode).toBe(400);
    expect(dup.data.nombre).toEqual([M.nombreAdicionDuplicado]);
    const pct = await s.company.owner.post('/api/adiciones_nota_fel/', { nombre: 'Recargo', tipo: 20, valor: '10' });
    expect(pct.statusCode).toBe(201);
    const tooMuch = await s.company.owner.post('/api/adiciones_nota_fel/', { nombre: 'Mucho', tipo: 20, valor: '150' });
    expect(tooMuch.data.valor).toEqual([M.porcentajeAdicion]);
    const edited = await s.company.owner.put(`/api/adiciones_nota_fel/${flete.data.id}/`, { valor: '10' });
    expect(edited.data).toMatchObject({ nombre: 'Flete', valor: '10.00' });
    expect((await s.company.owner.get('/api/adiciones_nota_fel/')).data.count).toBe(2);

    const { venta: v, factura } = await soldSale(s);
    const r = await s.company.owner.post('/api/devoluciones/', {
      venta: v.id,
      concepto: 'Con adiciones',
      productos: [
        { id: lineaDe(factura, 'Arroz').id, cantidad: '1' },
        { adicion_id: flete.data.id, cantidad: 1 },
        { adicion_id: pct.data.id, cantidad: 1 },
      ],
    });
    expect(r.statusCode, r.body).toBe(201);
    // 10.00 + 10.00 fixed + 10 % of 142.50.
    expect(r.data.total).toBe('34.25');

    const del = await s.company.owner.delete(`/api/adiciones_nota_fel/${flete.data.id}/`);
    expect(del.statusCode).toBe(200);
    expect((await s.company.owner.get('/api/adiciones_nota_fel/')).data.count).toBe(1);
    const other = await createTestCompany(t.app, t.database);
    expect((await other.owner.get(`/api/adiciones_nota_fel/${pct.data.id}/`)).statusCode).toBe(404);
    expect((await other.owner.put(`/api/adiciones_nota_fel/${pct.data.id}/`, { valor: '1' })).statusCode).toBe(404);
  });
});
