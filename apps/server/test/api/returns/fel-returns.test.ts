/**
 * Returns of a certified sale with FEL (P3-20, P3-21): the return answers `id_nota`, the invoicing
 * module certifies the credit note (NCRE) once it commits, its code is redeemable at the till only
 * once certified, and annulling the return voids the note through the FEL annulment, undoing the
 * return when the certifier accepts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ESTADOS_ANULACION_FEL } from '@pos/shared/domains/invoicing/invoicing';
import { ESTADOS_DEVOLUCION } from '@pos/shared/domains/returns';
import { MENSAJES } from '@pos/shared/messages';
import { devoluciones, documentosFel, ventas } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { activarFel, esperarFel, esperarNota } from '../../helpers/fel';
import { balanceOf, expectLedgerMatchesBalances } from '../../helpers/ledger';
import { linea, setupReturns, venta } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());
afterEach(() => expectLedgerMatchesBalances(t.database.db));

const db = () => t.database.db;

async function estadoDe(id: number) {
  const [row] = await db().select().from(devoluciones).where(eq(devoluciones.id, id));
  return row!.estado;
}

const M = MENSAJES.devoluciones;

async function setAnulacion(idNota: number, anulacionEstado: number) {
  await db().update(documentosFel).set({ anulacionEstado }).where(eq(documentosFel.id, idNota));
}

/** A certified Q 30.00 invoice with 2 of its 3 units returned: its certified Q 20.00 credit note. */
async function certifiedCreditNote(s: Awaited<ReturnType<typeof setupReturns>>) {
  await activarFel(s.company);
  const sale = await s.company.owner.post(
    '/api/ventas/',
    venta([linea(s.simple.id, { cantidad: '3' })], {
      tipo_venta: 20000,
      cliente: { nit: 'C.F.', nombre: 'Consumidor Final' },
    }),
  );
  expect(sale.statusCode, sale.body).toBe(201);
  expect((await esperarFel(s.company.owner, sale.data.id_factura)).estado_factura).toBe('facturado');
  const f = (await s.company.owner.get('/api/devoluciones/getFactura/', { codigo: sale.data.codigo })).data;
  const r = await s.company.owner.post('/api/devoluciones/', {
    venta: sale.data.id,
    concepto: 'Producto dañado',
    productos: [{ id: f.productos[0].id, cantidad: '2', motivo: 30 }],
  });
  expect(r.statusCode, r.body).toBe(201);
  expect((await esperarNota(s.company.owner, r.data.id_nota)).estado_nota).toBe('facturado');
  return { sale: sale.data, nota: r.data as { id: number; codigo: string; id_nota: number } };
}

describe('returns of a certified sale (FEL)', () => {
  it('issues a credit note, redeems it once certified, and voids it on annulment', async () => {
    const s = await setupReturns(t);
    await activarFel(s.company);
    const sale = await s.company.owner.post(
      '/api/ventas/',
      venta([linea(s.simple.id, { cantidad: '3' })], {
        tipo_venta: 20000,
        cliente: { nit: 'C.F.', nombre: 'Consumidor Final' },
      }),
    );
    expect(sale.statusCode, sale.body).toBe(201);
    expect((await esperarFel(s.company.owner, sale.data.id_factura)).estado_factura).toBe('facturado');

    const f = (await s.company.owner.get('/api/devoluciones/getFactura/', { codigo: sale.data.codigo })).data;
    expect(f).toMatchObject({ nota_credito_fel: true, id_factura: sale.data.id_factura });
    // The FEL serie-número finds the same sale.
    const bySerie = await s.company.owner.get('/api/devoluciones/getFactura/', { codigo: `${f.serie}-${f.numero}` });
    expect(bySerie.data.id).toBe(sale.data.id);

    const antes = await balanceOf(db(), s.company.sucursalId, s.simple.id);
    const r = await s.company.owner.post('/api/devoluciones/', {
      venta: sale.data.id,
      concepto: 'Producto dañado',
      id_factura: f.id_factura,
      productos: [{ id: f.productos[0].id, cantidad: '2', motivo: 30 }],
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.data).toMatchObject({ total: '20.00', id_nota: expect.any(Number) });
    expect((await esperarNota(s.company.owner, r.data.id_nota)).estado_nota).toBe('facturado');
    expect(Number(await balanceOf(db(), s.company.sucursalId, s.simple.id))).toBe(Number(antes) + 2);

    const consult = await s.company.owner.get('/api/notas_credito_fel/consultar/', {
      codigo_nota_credito: r.data.codigo,
    });
    expect(consult.data).toMatchObject({ total_importe: '20.00', nota_credito_fel: true });
    const detail = (await s.company.owner.get(`/api/devoluciones/${r.data.id}/`)).data;
    expect(detail).toMatchObject({ tipo: 'NCRE', id_nota: r.data.id_nota });

    const annul = await s.company.owner.put(`/api/devoluciones/${r.data.id}/anular/`, { motivo: 'Error' });
    expect(annul.statusCode, annul.body).toBe(200);
    expect(annul.data).toMatchObject({ id_nota: r.data.id_nota, en_proceso: true });
    expect((await esperarNota(s.company.owner, r.data.id_nota)).estado_nota).toBe('anulada');
    expect(await estadoDe(r.data.id)).toBe(ESTADOS_DEVOLUCION.ANULADO);
    expect(await balanceOf(db(), s.company.sucursalId, s.simple.id)).toBe(antes);
  });

  it('a credit note whose annulment is with the certifier cannot be redeemed; refused by it, it can again', async () => {
    const s = await setupReturns(t);
    const { nota } = await certifiedCreditNote(s);
    const redeem = () =>
      s.company.owner.post(
        '/api/ventas/',
        venta([linea(s.simple.id, { cantidad: '3' })], {
          codigo_nota_credito: nota.codigo,
          pagos: { efectivo: { monto: '10' } },
        }),
      );
    const ventasAntes = (await db().select().from(ventas).where(eq(ventas.empresaId, s.company.empresaId))).length;
    // What `PUT devoluciones/{id}/anular` leaves until the certifier answers; written here so its
    // answer cannot race the checks.
    await setAnulacion(nota.id_nota, ESTADOS_ANULACION_FEL.PROCESO);
    const consult = await s.company.owner.get('/api/notas_credito_fel/consultar/', {
      codigo_nota_credito: nota.codigo,
    });
    expect(consult.statusCode).toBe(400);
    expect(consult.data).toMatchObject({ detail: M.notaEnAnulacion, code: 'BAD_REQUEST' });
    const refused = await redeem();
    expect(refused.statusCode).toBe(400);
    expect(refused.data.detail).toBe(M.notaEnAnulacion);
    expect((await db().select().from(ventas).where(eq(ventas.empresaId, s.company.empresaId))).length).toBe(
      ventasAntes,
    );
    expect(await estadoDe(nota.id)).toBe(ESTADOS_DEVOLUCION.VIGENTE);

    // The certifier refused the annulment: the note stands, and is worth its amount again.
    await setAnulacion(nota.id_nota, ESTADOS_ANULACION_FEL.ERROR);
    const sold = await redeem();
    expect(sold.statusCode, sold.body).toBe(201);
    expect(await estadoDe(nota.id)).toBe(ESTADOS_DEVOLUCION.CANJEADO);
  });

  it('annulling a credit note and redeeming it at the same moment: exactly one of them happens', async () => {
    const s = await setupReturns(t);
    const { nota } = await certifiedCreditNote(s);
    const [annul, sale] = await Promise.all([
      s.company.owner.put(`/api/devoluciones/${nota.id}/anular/`, { motivo: 'Error' }),
      s.company.owner.post(
        '/api/ventas/',
        venta([linea(s.simple.id, { cantidad: '3' })], {
          codigo_nota_credito: nota.codigo,
          pagos: { efectivo: { monto: '10' } },
        }),
      ),
    ]);
    // Either the annulment went first (the note is then refused) or the sale did (the annulment is then refused).
    expect([
      [200, 400],
      [400, 201],
    ]).toContainEqual([annul.statusCode, sale.statusCode]);
    if (sale.statusCode === 201) {
      expect(annul.data.detail).toBe(M.yaCanjeada);
      expect(await estadoDe(nota.id)).toBe(ESTADOS_DEVOLUCION.CANJEADO);
    } else {
      expect(sale.data.detail).toBe(M.notaEnAnulacion);
      expect((await esperarNota(s.company.owner, nota.id_nota)).estado_nota).toBe('anulada');
      expect(await estadoDe(nota.id)).toBe(ESTADOS_DEVOLUCION.ANULADO);
    }
  });

  it('a sale never certified (FEL off at the time) gets a voucher', async () => {
    const s = await setupReturns(t);
    const sale = await s.company.owner.post('/api/ventas/', venta([linea(s.simple.id)]));
    await activarFel(s.company);
    const f = (await s.company.owner.get('/api/devoluciones/getFactura/', { codigo: sale.data.codigo })).data;
    expect(f.nota_credito_fel).toBe(false);
    const r = await s.company.owner.post('/api/devoluciones/', {
      venta: sale.data.id,
      concepto: 'Devolución',
      productos: [{ id: f.productos[0].id, cantidad: '1' }],
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.data.id_nota).toBeNull();
  });
});
