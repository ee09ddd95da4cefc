import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TIPOS_MOVIMIENTO, type TipoMovimiento } from '@pos/shared/domains/inventory';
import { MENSAJES } from '@pos/shared/messages';
import { queryRows } from '../../../src/db/client';
import { HttpError } from '../../../src/lib/http-errors';
import { moveStock, type StockChange } from '../../../src/modules/inventory/stock.service';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createProduct, productRow, setNegativeStock } from '../../helpers/catalog-factory';
import { createTestCompany, type TestCompany } from '../../helpers/factories';
import { receive } from '../../helpers/inventory';
import { balanceOf, expectLedgerMatchesBalances, kardexOf } from '../../helpers/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerMatchesBalances(t.database.db));

let documento = 1000;

/** One call of the ledger service in its own transaction, as a document would make it. */
function move(
  company: TestCompany,
  tipo: TipoMovimiento,
  changes: StockChange[],
  options: { sucursalId?: number; actualizarCosto?: boolean; empresaId?: number } = {},
) {
  return t.database.db.transaction((tx) =>
    moveStock(
      tx,
      {
        empresaId: options.empresaId ?? company.empresaId,
        sucursalId: options.sucursalId ?? company.sucursalId,
        usuarioId: company.propietarioId,
        tipo,
        documento: { tipo: 'inventario', id: ++documento },
        actualizarCosto: options.actualizarCosto,
      },
      changes,
    ),
  );
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

async function newBranch(company: TestCompany, nombre: string): Promise<number> {
  const response = await company.owner.post('/api/sucursales/', { nombre, departamento: '01', municipio: '0101' });
  expect(response.statusCode).toBe(201);
  return response.data.id;
}

describe('moveStock: balances and ledger rows', () => {
  it('writes the exact balance and one kardex row per change (type, signed base quantity, unit cost, balance, user, document)', async () => {
    const company = await createTestCompany(t.app, t.database);
    const p = await createProduct(t.database.db, company.empresaId, {
      costo: '10',
      fracciones: [
        { nombre: 'Caja', contenido: '12' },
        { nombre: 'Unidad', contenido: '1' },
      ],
    });
    const entry = await move(
      company,
      TIPOS_MOVIMIENTO.INGRESO,
      [{ productoId: p.id, cantidad: '24', fraccionId: p.fracciones[0]!.id, costoUnitario: '12' }],
      { actualizarCosto: true },
    );
    const entryDoc = documento;
    expect(entry).toEqual([{ productoId: p.id, cantidad: '24.0000', saldoAnterior: '0.0000', saldo: '24.0000' }]);
    const exit = await move(company, TIPOS_MOVIMIENTO.BAJA, [{ productoId: p.id, cantidad: '-5' }]);
    expect(exit).toEqual([{ productoId: p.id, cantidad: '-5.0000', saldoAnterior: '24.0000', saldo: '19.0000' }]);

    expect(await balanceOf(t.database.db, company.sucursalId, p.id)).toBe('19.0000');
    const rows = await kardexOf(t.database.db, p.id);
    const base = {
      sucursal_id: company.sucursalId,
      producto_id: p.id,
      documento_tipo: 'inventario',
      usuario_id: company.propietarioId,
    };
    expect(rows).toMatchObject([
      {
        ...base,
        tipo: 10,
        cantidad: '24.0000',
        costo_unitario: '12.0000',
        saldo: '24.0000',
        documento_id: entryDoc,
        fraccion_id: p.fracciones[0]!.id,
      },
      // An exit without a cost is recorded at the valuation cost: the new average, 12.
      {
        ...base,
        tipo: 50,
        cantidad: '-5.0000',
        costo_unitario: '12.0000',
        saldo: '19.0000',
        documento_id: documento,
        fraccion_id: null,
      },
    ]);
  });

  it('takes several changes of one product in order, each row with its running balance', async () => {
    const company = await createTestCompany(t.app, t.database);
    const p = await createProduct(t.database.db, company.empresaId);
    const q = await createProduct(t.database.db, company.empresaId);
    await move(company, TIPOS_MOVIMIENTO.INGRESO, [{ productoId: p.id, cantidad: '2' }]);
    // +5 then −6 never goes below zero (2 → 7 → 1).
    const results = await move(company, TIPOS_MOVIMIENTO.REAJUSTE, [
      { productoId: q.id, cantidad: '3' },
      { productoId: p.id, cantidad: '5' },
      { productoId: p.id, cantidad: '-6' },
    ]);
    expect(results.map((r) => [r.productoId, r.saldoAnterior, r.saldo])).toEqual([
      [q.id, '0.0000', '3.0000'],
      [p.id, '2.0000', '7.0000'],
      [p.id, '7.0000', '1.0000'],
    ]);
    expect((await kardexOf(t.database.db, p.id)).map((r) => r.saldo)).toEqual(['2.0000', '7.0000', '1.0000']);
    expect(await balanceOf(t.database.db, company.sucursalId, q.id)).toBe('3.0000');
  });

  it('rounds every change to the columns’ four places before adding, so the ledger always adds up', async () => {
    const company = await createTestCompany(t.app, t.database);
    const p = await createProduct(t.database.db, company.empresaId, { tipoProducto: 1000 });
    for (let i = 0; i < 3; i++)
      await move(company, TIPOS_MOVIMIENTO.INGRESO, [{ productoId: p.id, cantidad: '0.33333333' }]);
    await move(company, TIPOS_MOVIMIENTO.BAJA, [{ productoId: p.id, cantidad: '-0.66666' }]);
    expect(await balanceOf(t.database.db, company.sucursalId, p.id)).toBe('0.3332');
    expect((await kardexOf(t.database.db, p.id)).map((r) => r.cantidad)).toEqual([
      '0.3333',
      '0.3333',
      '0.3333',
      '-0.6667',
    ]);
  });

  it('writes nothing for zero changes', async () => {
    const company = await createTestCompany(t.app, t.database);
    const p = await createProduct(t.database.db, company.empresaId);
    expect(await move(company, TIPOS_MOVIMIENTO.REAJUSTE, [{ productoId: p.id, cantidad: '0' }])).toEqual([]);
    expect(await kardexOf(t.database.db, p.id)).toEqual([]);
    expect(await queryRows(t.database.db, sql`select 1 from existencias where producto_id = ${p.id}`)).toEqual([]);
  });

  it('leaves products that are not inventoried untouched, also beside one that is', async () => {
    const company = await createTestCompany(t.app, t.database);
    const service = await createProduct(t.database.db, company.empresaId, {
      inventariable: false,
      nombre: 'Instalación',
    });
    const goods = await createProduct(t.database.db, company.empresaId);
    expect(await move(company, TIPOS_MOVIMIENTO.VENTA, [{ productoId: service.id, cantidad: '-4' }])).toEqual([]);
    const mixed = await move(company, TIPOS_MOVIMIENTO.INGRESO, [
      { productoId: service.id, cantidad: '9' },
      { productoId: goods.id, cantidad: '1' },
    ]);
    expect(mixed.map((r) => r.productoId)).toEqual([goods.id]);
    expect(await kardexOf(t.database.db, service.id)).toEqual([]);
    expect(await queryRows(t.database.db, sql`select 1 from existencias where producto_id = ${service.id}`)).toEqual(
      [],
    );
  });
});

describe('moveStock: never below zero unless the company allows it', () => {
  it('refuses with a message naming the product, what is available and what was asked; nothing is written', async () => {
    const company = await createTestCompany(t.app, t.database);
    const p = await createProduct(t.database.db, company.empresaId, { nombre: 'Aceite 1 L' });
    await move(company, TIPOS_MOVIMIENTO.INGRESO, [{ productoId: p.id, cantidad: '2' }]);
    const error = await refusal(move(company, TIPOS_MOVIMIENTO.BAJA, [{ productoId: p.id, cantidad: '-3' }]));
    expect(error.statusCode).toBe(400);
    expect(error.detail).toBe(MENSAJES.bodega.existenciaInsuficiente('Aceite 1 L', '2', '3'));
    expect(error.detail).toBe('No hay existencia suficiente de Aceite 1 L: disponible 2, solicitado 3.');
    expect(await balanceOf(t.database.db, company.sucursalId, p.id)).toBe('2.0000');
    expect(await kardexOf(t.database.db, p.id)).toHaveLength(1);
  });

  it('adds up every line of the product asked for, and checks each step (an exit before an entry fails)', async () => {
    const company = await createTestCompany(t.app, t.database);
    const p = await createProduct(t.database.db, company.empresaId, { nombre: 'Jabón' });
    const other = await createProduct(t.database.db, company.empresaId, { nombre: 'Otro' });
    await move(company, TIPOS_MOVIMIENTO.INGRESO, [
      { productoId: p.id, cantidad: '2' },
      { productoId: other.id, cantidad: '9' },
    ]);
    const twoLines = await refusal(
      move(company, TIPOS_MOVIMIENTO.VENTA, [
        { productoId: other.id, cantidad: '-1' },
        { productoId: p.id, cantidad: '-1' },
        { productoId: p.id, cantidad: '-2' },
      ]),
    );
    expect(twoLines.detail).toBe('No hay existencia suficiente de Jabón: disponible 2, solicitado 3.');
    const exitFirst = await refusal(
      move(company, TIPOS_MOVIMIENTO.REAJUSTE, [
        { productoId: p.id, cantidad: '-3' },
        { productoId: p.id, cantidad: '5' },
      ]),
    );
    expect(exitFirst.detail).toBe('No hay existencia suficiente de Jabón: disponible 2, solicitado 3.');
    // The other product's change in the refused document was not kept either.
    expect(await balanceOf(t.database.db, company.sucursalId, other.id)).toBe('9.0000');
  });

  it('a product never stocked in the branch has 0 available and gets no balance row', async () => {
    const company = await createTestCompany(t.app, t.database);
    const p = await createProduct(t.database.db, company.empresaId, { nombre: 'Arroz', tipoProducto: 1000 });
    const error = await refusal(move(company, TIPOS_MOVIMIENTO.VENTA, [{ productoId: p.id, cantidad: '-1.5' }]));
    expect(error.detail).toBe('No hay existencia suficiente de Arroz: disponible 0.000, solicitado 1.500.');
    expect(await queryRows(t.database.db, sql`select 1 from existencias where producto_id = ${p.id}`)).toEqual([]);
  });

  it('goes negative when conf_inventario_negativo is on; once off, exits are refused again but entries never are', async () => {
    const company = await createTestCompany(t.app, t.database);
    const p = await createProduct(t.database.db, company.empresaId, { nombre: 'Pan' });
    await setNegativeStock(t.database.db, company.empresaId, true);
    const results = await move(company, TIPOS_MOVIMIENTO.VENTA, [{ productoId: p.id, cantidad: '-5' }]);
    expect(results[0]!.saldo).toBe('-5.0000');
    expect(await balanceOf(t.database.db, company.sucursalId, p.id)).toBe('-5.0000');

    await setNegativeStock(t.database.db, company.empresaId, false);
    const error = await refusal(move(company, TIPOS_MOVIMIENTO.VENTA, [{ productoId: p.id, cantidad: '-1' }]));
    expect(error.detail).toBe('No hay existencia suficiente de Pan: disponible -5, solicitado 1.');
    await move(company, TIPOS_MOVIMIENTO.INGRESO, [{ productoId: p.id, cantidad: '2' }]);
    expect(await balanceOf(t.database.db, company.sucursalId, p.id)).toBe('-3.0000');
  });
});

describe('moveStock: costs (P3-85)', () => {
  it('keeps one weighted average per product across branches, and the last cost, only for entries that update costs', async () => {
    const company = await createTestCompany(t.app, t.database);
    const norte = await newBranch(company, 'Norte');
    const p = await createProduct(t.database.db, company.empresaId);
    const costs = async () => {
      const row = await productRow(t.database.db, p.id);
      return [row.costo, row.costoPromedioPonderado];
    };
    await move(company, TIPOS_MOVIMIENTO.INGRESO, [{ productoId: p.id, cantidad: '10', costoUnitario: '10' }], {
      actualizarCosto: true,
    });
    expect(await costs()).toEqual(['10.0000', '10.0000']);
    // Another branch: the average counts the stock of every branch (10 at 10, 10 at 20).
    await move(company, TIPOS_MOVIMIENTO.INGRESO, [{ productoId: p.id, cantidad: '10', costoUnitario: '20' }], {
      sucursalId: norte,
      actualizarCosto: true,
    });
    expect(await costs()).toEqual(['20.0000', '15.0000']);
    // Exits and entries that do not update costs (dispatch receptions, returns) leave both alone.
    await move(company, TIPOS_MOVIMIENTO.BAJA, [{ productoId: p.id, cantidad: '-5' }]);
    await move(company, TIPOS_MOVIMIENTO.INGRESO, [{ productoId: p.id, cantidad: '5', costoUnitario: '99' }]);
    expect(await costs()).toEqual(['20.0000', '15.0000']);
    // 20 in stock at 15, 15 more at 12: (300 + 180) / 35.
    await move(company, TIPOS_MOVIMIENTO.INGRESO, [{ productoId: p.id, cantidad: '15', costoUnitario: '12' }], {
      actualizarCosto: true,
    });
    expect(await costs()).toEqual(['12.0000', '13.7143']);
    // The exit was recorded at the valuation cost of its moment.
    expect((await kardexOf(t.database.db, p.id)).map((r) => r.costo_unitario)).toEqual([
      '10.0000',
      '20.0000',
      '15.0000',
      '99.0000',
      '12.0000',
    ]);
  });

  it('two entries of one product in one document average in turn', async () => {
    const company = await createTestCompany(t.app, t.database);
    const p = await createProduct(t.database.db, company.empresaId);
    await move(
      company,
      TIPOS_MOVIMIENTO.INGRESO,
      [
        { productoId: p.id, cantidad: '4', costoUnitario: '10' },
        { productoId: p.id, cantidad: '6', costoUnitario: '5' },
      ],
      { actualizarCosto: true },
    );
    const row = await productRow(t.database.db, p.id);
    expect([row.costo, row.costoPromedioPonderado]).toEqual(['5.0000', '7.0000']);
  });

  it('with no stock before (or below zero) the entry’s cost becomes the average', async () => {
    const company = await createTestCompany(t.app, t.database);
    const p = await createProduct(t.database.db, company.empresaId, { costo: '50', costoPromedioPonderado: '50' });
    await setNegativeStock(t.database.db, company.empresaId, true);
    await move(company, TIPOS_MOVIMIENTO.VENTA, [{ productoId: p.id, cantidad: '-2' }]);
    await move(company, TIPOS_MOVIMIENTO.INGRESO, [{ productoId: p.id, cantidad: '5', costoUnitario: '8' }], {
      actualizarCosto: true,
    });
    const row = await productRow(t.database.db, p.id);
    expect([row.costo, row.costoPromedioPonderado]).toEqual(['8.0000', '8.0000']);
  });

  it('exits of a product valued at its last cost (usa_costo_promedio off) record the last cost', async () => {
    const company = await createTestCompany(t.app, t.database);
    const p = await createProduct(t.database.db, company.empresaId, {
      usaCostoPromedio: false,
      costo: '7.5',
      costoPromedioPonderado: '3',
    });
    await move(company, TIPOS_MOVIMIENTO.INGRESO, [{ productoId: p.id, cantidad: '1' }]);
    await move(company, TIPOS_MOVIMIENTO.BAJA, [{ productoId: p.id, cantidad: '-1' }]);
    expect((await kardexOf(t.database.db, p.id)).map((r) => r.costo_unitario)).toEqual(['7.5000', '7.5000']);
  });
});

describe('moveStock: tenancy and locking', () => {
  it("another company's product or branch is a 404 and nothing is written", async () => {
    const company = await createTestCompany(t.app, t.database);
    const other = await createTestCompany(t.app, t.database);
    const mine = await createProduct(t.database.db, company.empresaId);
    const theirs = await createProduct(t.database.db, other.empresaId);
    const product = await refusal(
      move(company, TIPOS_MOVIMIENTO.INGRESO, [
        { productoId: mine.id, cantidad: '1' },
        { productoId: theirs.id, cantidad: '1' },
      ]),
    );
    expect([product.statusCode, product.detail]).toEqual([404, MENSAJES.bodega.productoNoEncontrado]);
    const branch = await refusal(
      move(company, TIPOS_MOVIMIENTO.INGRESO, [{ productoId: mine.id, cantidad: '1' }], {
        sucursalId: other.sucursalId,
      }),
    );
    expect([branch.statusCode, branch.detail]).toEqual([404, 'Sucursal no encontrada.']);
    expect(await kardexOf(t.database.db, mine.id)).toEqual([]);
    expect(await kardexOf(t.database.db, theirs.id)).toEqual([]);
  });

  it('documents moving the same products in opposite orders, all at once, never deadlock', async () => {
    const company = await createTestCompany(t.app, t.database);
    const a = await createProduct(t.database.db, company.empresaId);
    const b = await createProduct(t.database.db, company.empresaId);
    const c = await createProduct(t.database.db, company.empresaId);
    const orders = [
      [a, b, c],
      [c, b, a],
      [b, a, c],
      [c, a, b],
    ];
    // Half of them also update the products' costs, which locks the product rows after the balances.
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        move(
          company,
          TIPOS_MOVIMIENTO.INGRESO,
          orders[i % orders.length]!.map((p) => ({
            productoId: p.id,
            cantidad: '1',
            costoUnitario: String(1 + (i % 7)),
          })),
          { actualizarCosto: i % 2 === 0 },
        ),
      ),
    );
    for (const p of [a, b, c]) expect(await balanceOf(t.database.db, company.sucursalId, p.id)).toBe('40.0000');
  });
});

describe('50 concurrent write-offs through the API', () => {
  it('of 1 unit each against a stock of 20: exactly 20 succeed, the rest get the stock message, the balance ends at exactly 0', async () => {
    const company = await createTestCompany(t.app, t.database);
    const p = await createProduct(t.database.db, company.empresaId, { nombre: 'Último lote' });
    const STOCK = 20;
    await receive(company.owner, [{ producto: p.id, cantidad: STOCK, costo: '4.00' }]);

    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        company.owner.post('/api/bodegas/baja/', { productos: [{ producto: p.id, cantidad: 1 }] }),
      ),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(created).toHaveLength(STOCK);
    expect(refused.map((r) => r.statusCode)).toEqual(Array(50 - STOCK).fill(400));
    for (const r of refused)
      expect(r.data).toEqual({
        code: 'STOCK_INSUFFICIENT',
        detail: 'No hay existencia suficiente de Último lote: disponible 0, solicitado 1.',
      });

    expect(await balanceOf(t.database.db, company.sucursalId, p.id)).toBe('0.0000');
    const rows = await kardexOf(t.database.db, p.id);
    // The entry, then one row per write-off in lock order: 20, 19, … 0.
    expect(rows.map((r) => r.saldo)).toEqual(Array.from({ length: STOCK + 1 }, (_, i) => `${STOCK - i}.0000`));
    // Every write-off has its own number, 1 to 20.
    expect(created.map((r) => r.data.numero).sort((x: number, y: number) => x - y)).toEqual(
      Array.from({ length: STOCK }, (_, i) => i + 1),
    );
  });
});
