/**
 * The IVA exemption on a sales-order payment (`POST ordenes_venta/abono`) is an amount with no
 * payment form (DECISIONS P3-04), as on a sale: the partida carries it as `exencion_iva`, out of
 * `por_forma`; the account's row for it has no form; the register neither takes it as cash nor
 * counts it in its per-form totals; the order's balance still goes down by it, and back up when
 * the payment is annulled. Migration 0019 moves the old EXE rows the same way.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { todayInGuatemala } from '@pos/shared/format';
import { vencimientoPorDias } from '@pos/shared/domains/sales/rules/index';
import { migrationsFolder } from '../../../src/db/migrate';
import {
  abonosCuentaCobrar,
  aperturasCajaTotales,
  aperturasCierresCaja,
  movimientosCaja,
  partidasAbono,
} from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { expectRegistersMatchMovements } from '../../helpers/sales';
import { expectReceivablesHold, tienda, type Tienda } from './receivables-fixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A credit sales order of 4 × Q 25.00 (Q 100.00, IVA Q 10.71) for a customer: nothing paid yet. */
async function ordenCredito(s: Tienda): Promise<{ id: number; codigo: string }> {
  const cliente = await s.company.owner.post('/api/clientes/', { nombre: 'Ferretería El Clavo', nit: 'CF' });
  expect(cliente.statusCode, cliente.body).toBe(201);
  const r = await s.company.owner.post('/api/ordenes_venta/', {
    cliente_id: cliente.data.id,
    fecha_entrega: todayInGuatemala(),
    tipo_entrega: 10,
    tipo_venta: 30000,
    tipo_pago: 2000,
    fecha_limite: vencimientoPorDias(todayInGuatemala(), 30),
    productos: [
      { id: s.cafe.id, fraccion_id: null, cantidad: '4', modelo_precio: 1, precio: '25.00', desc_porcentaje: '0' },
    ],
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.data;
}

async function saldoDeOrden(s: Tienda, id: number): Promise<string> {
  const r = await s.cajero.api.get(`/api/ordenes_venta/${id}/`);
  expect(r.statusCode, r.body).toBe(200);
  return r.data.cuenta.saldo;
}

async function registerOf(apertura: number) {
  const [sesion] = await db().select().from(aperturasCierresCaja).where(eq(aperturasCierresCaja.id, apertura));
  const totales = await db()
    .select()
    .from(aperturasCajaTotales)
    .where(eq(aperturasCajaTotales.aperturaId, apertura))
    .orderBy(aperturasCajaTotales.formaPago);
  return { efectivo: sesion!.totalEfectivo, totales: totales.map((x) => [x.formaPago, x.total]) };
}

async function rowsOf(partidaId: number) {
  const rows = await db()
    .select()
    .from(abonosCuentaCobrar)
    .where(eq(abonosCuentaCobrar.partidaId, partidaId))
    .orderBy(abonosCuentaCobrar.id);
  return rows.map((r) => [r.formaPago, r.monto]);
}

async function holds(s: Tienda): Promise<void> {
  await expectReceivablesHold(t, s.company.empresaId);
  await expectRegistersMatchMovements(db(), s.company.empresaId);
}

describe('POST ordenes_venta/abono with exencion_iva', () => {
  it('records the exemption as an amount with no form: out of the payments, the register and its cash', async () => {
    const s = await tienda(t);
    const orden = await ordenCredito(s);
    expect(await saldoDeOrden(s, orden.id)).toBe('100.00');
    const antes = await registerOf(s.apertura);
    expect(antes).toEqual({ efectivo: '100.0000', totales: [] });

    const r = await s.cajero.api.post('/api/ordenes_venta/abono/', {
      efectivo: '60',
      tarjeta: '20',
      exencion_iva: '10.71',
      ordenes_ventas: [{ id: orden.id, monto: '80.71' }],
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.data.partida).toMatchObject({ total: '80.71', exencion_iva: '10.71', vuelto: '10.00' });
    expect(r.data.partida.por_forma).toEqual([
      { forma_pago: 'TAR', nombre: 'Tarjeta', monto: '20.00' },
      { forma_pago: 'EFE', nombre: 'Efectivo', monto: '50.00' },
    ]);
    expect(r.data.cuentas[0]).toMatchObject({ saldo_inicial: '100.00', abonado: '80.71', saldo: '19.29' });
    const partidaId = r.data.partida.id as number;

    // The account's rows: the exemption has no payment form.
    expect(await rowsOf(partidaId)).toEqual([
      [null, '10.7100'],
      ['TAR', '20.0000'],
      ['EFE', '50.0000'],
    ]);
    const [partida] = await db().select().from(partidasAbono).where(eq(partidasAbono.id, partidaId));
    expect(partida!.porForma.map((f) => f.formaPago)).toEqual(['TAR', 'EFE']);

    // The register took Q 50 cash (60 less 10 change) and the card: never the exemption.
    expect(await registerOf(s.apertura)).toEqual({
      efectivo: '150.0000',
      totales: [
        ['EFE', '50.0000'],
        ['TAR', '20.0000'],
      ],
    });
    const [mov] = await db().select().from(movimientosCaja).where(eq(movimientosCaja.id, partida!.movimientoCajaId!));
    expect(mov!.porForma).toEqual([
      { formaPago: 'TAR', monto: '20.0000' },
      { formaPago: 'EFE', monto: '50.0000' },
    ]);
    const corte = await s.cajero.api.get(`/api/aperturas_cierres_caja/${s.apertura}/`);
    expect(corte.statusCode, corte.body).toBe(200);
    expect((corte.data.totales as { forma_pago: string }[]).map((x) => x.forma_pago)).toEqual(['EFE', 'TAR']);

    // The order's balance went down by everything applied, the exemption included.
    expect(await saldoDeOrden(s, orden.id)).toBe('19.29');
    const cuenta = await s.cajero.api.get(`/api/ordenes_venta/${orden.id}/cuenta/`);
    expect(cuenta.statusCode, cuenta.body).toBe(200);
    expect(
      (cuenta.data.abonos as { forma_pago: string; forma_pago_nombre: string; monto: string }[]).map((a) => [
        a.forma_pago,
        a.forma_pago_nombre,
        a.monto,
      ]),
    ).toEqual([
      ['', 'Exención IVA', '10.71'],
      ['TAR', 'Tarjeta', '20.00'],
      ['EFE', 'Efectivo', '50.00'],
    ]);

    // The receipt shows it as its own amount.
    const recibo = await s.cajero.api.get('/api/ordenes_venta/get_movimiento_pago/', { id_partida: String(partidaId) });
    expect(recibo.statusCode, recibo.body).toBe(200);
    expect(recibo.data).toMatchObject({ total: '80.71', exencion_iva: '10.71', saldo_pendiente: '19.29' });
    expect((recibo.data.por_forma as { forma_pago: string }[]).map((f) => f.forma_pago)).toEqual(['TAR', 'EFE']);
    await holds(s);

    // Annulled: the balance comes back whole and the register gives back only what it took.
    const anulada = await s.cajero.api.put('/api/ordenes_venta/anular_partida_abono/', {
      id: partidaId,
      motivo: 'Error de digitación',
    });
    expect(anulada.statusCode, anulada.body).toBe(200);
    expect(await saldoDeOrden(s, orden.id)).toBe('100.00');
    expect((await registerOf(s.apertura)).efectivo).toBe('100.0000');
    await holds(s);
  });

  it('a payment covered by the exemption and a card alone moves no cash', async () => {
    const s = await tienda(t);
    const orden = await ordenCredito(s);
    const r = await s.cajero.api.post('/api/ordenes_venta/abono/', {
      tarjeta: '89.29',
      exencion_iva: '10.71',
      ordenes_ventas: [{ id: orden.id, monto: '100' }],
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.data.partida).toMatchObject({ tipo_abono: 2000, movimiento_caja: null, exencion_iva: '10.71' });
    expect(r.data.cuentas[0]).toMatchObject({ saldo: '0.00', estado: 2 });
    expect(await registerOf(s.apertura)).toEqual({ efectivo: '100.0000', totales: [] });

    const estado = await s.company.owner.get('/api/cuenta_cobrar/estado_cuenta/', {
      cliente_id: String(r.data.partida.cliente.id),
    });
    expect(estado.statusCode, estado.body).toBe(200);
    expect((estado.data.movimientos as { tipo: string; abono: string }[]).filter((m) => m.tipo !== 'cargo')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ tipo: 'exencion_iva', abono: '10.71' }),
        expect.objectContaining({ tipo: 'abono', abono: '89.29' }),
      ]),
    );
    expect(estado.data.saldo_final).toBe('0.00');
    await holds(s);
  });

  it('still refuses a payment that does not add up, exemption included', async () => {
    const s = await tienda(t);
    const orden = await ordenCredito(s);
    const r = await s.cajero.api.post('/api/ordenes_venta/abono/', {
      tarjeta: '80',
      exencion_iva: '10.71',
      ordenes_ventas: [{ id: orden.id, monto: '50' }],
    });
    expect(r.statusCode).toBe(400);
    expect(r.data).toMatchObject({ code: 'BAD_REQUEST', detail: expect.any(String) });
    expect(await saldoDeOrden(s, orden.id)).toBe('100.00');
  });
});

describe('migration 0019_abono_exencion_iva', () => {
  it('moves the old EXE payment lines onto the partida, keeping the balance', async () => {
    const s = await tienda(t);
    const orden = await ordenCredito(s);
    const { data } = await s.cajero.api.post('/api/ordenes_venta/abono/', {
      efectivo: '50',
      exencion_iva: '10.71',
      ordenes_ventas: [{ id: orden.id, monto: '60.71' }],
    });
    const partidaId = data.partida.id as number;
    // Rewritten the old way: the exemption as a payment form EXE on the partida and on the account.
    await db().execute(
      sql`update partidas_abono set exencion_iva = 0,
             por_forma = '[{"formaPago":"EXE","monto":"10.7100"},{"formaPago":"EFE","monto":"50.0000"}]'::jsonb
           where id = ${partidaId}`,
    );
    await db().execute(
      sql`update abonos_cuenta_cobrar set forma_pago = 'EXE' where partida_id = ${partidaId} and forma_pago is null`,
    );

    // The data part of the migration (everything after the columns change) runs again.
    const file = readFileSync(path.join(migrationsFolder, '0019_abono_exencion_iva.sql'), 'utf8');
    const statements = file
      .split('--> statement-breakpoint')
      .map((x) => x.replace(/^--.*$/gm, '').trim())
      .filter((x) => x !== '' && !/^ALTER TABLE/i.test(x));
    expect(statements.length).toBe(2);
    for (const statement of statements) await db().execute(sql.raw(statement));

    const [partida] = await db().select().from(partidasAbono).where(eq(partidasAbono.id, partidaId));
    expect(partida).toMatchObject({ exencionIva: '10.7100', porForma: [{ formaPago: 'EFE', monto: '50.0000' }] });
    expect(await rowsOf(partidaId)).toEqual([
      [null, '10.7100'],
      ['EFE', '50.0000'],
    ]);
    expect(await saldoDeOrden(s, orden.id)).toBe('39.29');
    expect(await registerOf(s.apertura)).toEqual({ efectivo: '150.0000', totales: [['EFE', '50.0000']] });
    await holds(s);
  });
});
