import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@pos/shared/messages';
import type { FilaReporteBodega, FilaTotalInvertido } from '@pos/shared/domains/inventory';
import { documentosInventario } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createProduct, setNegativeStock, setThreeDecimals } from '../../helpers/catalog-factory';
import { createTestCompany, createUserAs, type TestCompany } from '../../helpers/factories';
import { receive } from '../../helpers/inventory';
import { expectLedgerMatchesBalances } from '../../helpers/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerMatchesBalances(t.database.db));

const db = () => t.database.db;

async function branch(company: TestCompany, nombre: string): Promise<number> {
  return (await company.owner.post('/api/sucursales/', { nombre, departamento: '01', municipio: '0101' })).data.id;
}

/** A purchase reception as purchasing will write it (type 20 with a supplier); it moves no stock here. */
async function purchaseReception(company: TestCompany, proveedorId: number, numero: number) {
  const [row] = await db()
    .insert(documentosInventario)
    .values({
      empresaId: company.empresaId,
      sucursalId: company.sucursalId,
      tipo: 20,
      numero,
      proveedorId,
      usuarioId: company.propietarioId,
      total: '100',
    })
    .returning({ id: documentosInventario.id });
  return row!.id;
}

describe('GET bodegas/reporte', () => {
  async function documents() {
    const company = await createTestCompany(t.app, t.database);
    const p = await createProduct(db(), company.empresaId, { nombre: 'Harina' });
    const bodeguero = await createUserAs(t.app, company, 'es_bodeguero', { first_name: 'Berta', last_name: 'Bodega' });
    const ingreso = await receive(company.owner, [{ producto: p.id, cantidad: 10, costo: '4' }]);
    const baja = (await bodeguero.api.post('/api/bodegas/baja/', { productos: [{ producto: p.id, cantidad: 2 }] }))
      .data;
    const destino = (await company.owner.post('/api/destinos_salida/', { nombre: 'Donación' })).data.id;
    const salida = (
      await company.owner.post('/api/bodegas/salida/', { productos: [{ producto: p.id, cantidad: 1 }], destino })
    ).data;
    const reajuste = (
      await company.owner.post('/api/bodegas/reajuste/', {
        productos: [{ producto: p.id, cantidad: 3 }],
        tipo_reajuste: 1,
        nota: 'Conteo',
      })
    ).data;
    return { company, p, bodeguero, ingreso, baja, salida, reajuste, destino };
  }

  it('lists the documents with their totals, newest first', async () => {
    const { company, bodeguero, ingreso, baja, salida, reajuste, destino } = await documents();
    const page = (await company.owner.get('/api/bodegas/reporte/')).data;
    expect(page.count).toBe(4);
    expect(page.results.map((r: FilaReporteBodega) => r.id)).toEqual([reajuste.id, salida.id, baja.id, ingreso.id]);
    expect(page.results[0]).toEqual({
      id: reajuste.id,
      tipo: 60,
      tipo_nombre: 'Reajuste',
      tipo_reajuste: 1,
      numero: 1,
      creado: reajuste.creado,
      sucursal: { id: company.sucursalId, nombre: 'Central' },
      usuario: { id: company.propietarioId, nombre: 'Dueño Prueba' },
      destino: null,
      proveedor: null,
      nota: 'Conteo',
      productos: 1,
      total: '12.00',
    });
    expect(page.results[1]).toMatchObject({ tipo: 40, destino: { id: destino, nombre: 'Donación' }, total: '4.00' });
    expect(page.results[2]).toMatchObject({
      tipo: 50,
      usuario: { id: bodeguero.id, nombre: 'Berta Bodega' },
      total: '8.00',
    });
    expect(page.results[3]).toMatchObject({ tipo: 10, total: '40.00' });
  });

  it('filters by type, user and dates, and sorts with `sort`', async () => {
    const { company, bodeguero, ingreso, baja } = await documents();
    const ids = async (query: Record<string, string>) =>
      (await company.owner.get('/api/bodegas/reporte/', query)).data.results.map((r: FilaReporteBodega) => r.id);
    expect(await ids({ tipo: '50' })).toEqual([baja.id]);
    expect(await ids({ tipo: '' })).toHaveLength(4);
    expect(await ids({ id_usuario: String(bodeguero.id) })).toEqual([baja.id]);
    expect(await ids({ sort: 'creado', page_size: '1' })).toEqual([ingreso.id]);
    expect(
      (await company.owner.get('/api/bodegas/reporte/', { sort: '-total' })).data.results.map(
        (r: FilaReporteBodega) => r.total,
      ),
    ).toEqual(['40.00', '12.00', '8.00', '4.00']);
    const today = new Date(Date.now() - 6 * 3600_000).toISOString().slice(0, 10);
    expect(await ids({ fecha_inicial: today, fecha_final: today })).toHaveLength(4);
    expect(await ids({ fecha_inicial: '2020-01-01', fecha_final: '2020-12-31' })).toEqual([]);
    for (const [query, field, message] of [
      [{ tipo: '30' }, 'tipo', MENSAJES.campos.oneOf([10, 20, 40, 50, 60])],
      [{ tipo: 'x' }, 'tipo', MENSAJES.campos.oneOf([10, 20, 40, 50, 60])],
      [{ fecha_inicial: '2999-01-01' }, 'fecha_inicial', MENSAJES.bodega.fechaInicialFutura],
      [{ fecha_inicial: '2024-02-30' }, 'fecha_inicial', 'Fecha inválida, use el formato AAAA-MM-DD.'],
      [{ id_usuario: 'abc' }, 'id_usuario', MENSAJES.campos.integer],
      [{ sort: 'secreto' }, 'ordering', 'Campo de ordenamiento no válido: secreto'],
    ] as const) {
      const response = await company.owner.get('/api/bodegas/reporte/', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.data[field], JSON.stringify(query)).toEqual([message]);
    }
  });

  it('applies the supplier filter only to purchase receptions (type 20)', async () => {
    const { company } = await documents();
    const fromA = await purchaseReception(company, 501, 1);
    const fromB = await purchaseReception(company, 502, 2);
    const ids = async (query: Record<string, string>) =>
      (await company.owner.get('/api/bodegas/reporte/', query)).data.results.map((r: FilaReporteBodega) => r.id);
    expect(await ids({ tipo: '20', id_proveedor: '501' })).toEqual([fromA]);
    expect(await ids({ tipo: '20' })).toEqual([fromB, fromA]);
    // Without type 20 the supplier is ignored.
    expect(await ids({ id_proveedor: '501' })).toHaveLength(6);
    expect(await ids({ tipo: '50', id_proveedor: '501' })).toHaveLength(1);
    expect((await company.owner.get('/api/bodegas/reporte/', { tipo: '20' })).data.results[0].proveedor).toEqual({
      id: 502,
    });
  });

  it('covers the branch, or every branch with sucursal=empresa; never another company', async () => {
    const { company, p } = await documents();
    const norte = await branch(company, 'Norte');
    await receive(company.owner, [{ producto: p.id, cantidad: 1 }], { sucursal: norte });
    const other = await createTestCompany(t.app, t.database);
    await receive(other.owner, [{ producto: (await createProduct(db(), other.empresaId)).id, cantidad: 1 }]);
    expect((await company.owner.get('/api/bodegas/reporte/')).data.count).toBe(4);
    expect((await company.owner.get('/api/bodegas/reporte/', { sucursal: String(norte) })).data.count).toBe(1);
    const all = (await company.owner.get('/api/bodegas/reporte/', { sucursal: 'empresa' })).data;
    expect(all.count).toBe(5);
    expect(all.results[0].sucursal).toEqual({ id: norte, nombre: 'Norte' });
  });

  it('needs reporte_bodega', async () => {
    const { company, bodeguero } = await documents();
    const cajero = await createUserAs(t.app, company, 'es_cajero');
    expect((await cajero.api.get('/api/bodegas/reporte/')).statusCode).toBe(403);
    expect((await bodeguero.api.get('/api/bodegas/reporte/')).statusCode).toBe(403);
    const reporter = await createUserAs(t.app, company, 'es_cajero', { reporte_bodega: true });
    expect((await reporter.api.get('/api/bodegas/reporte/')).statusCode).toBe(200);
    // The report reprints a document: its readers may open bodegas/resumen.
    const id = (await reporter.api.get('/api/bodegas/reporte/')).data.results[0].id;
    expect((await reporter.api.get(`/api/bodegas/resumen/${id}/`)).statusCode).toBe(200);
  });
});

describe('GET bodegas/reporte_total_invertido', () => {
  async function investments() {
    const company = await createTestCompany(t.app, t.database);
    const norte = await branch(company, 'Norte');
    // Average cost: 10 at 4 and 10 at 6 → 5.
    const arroz = await createProduct(db(), company.empresaId, { codigo: 'ARR', nombre: 'Arroz', tipoProducto: 1000 });
    await receive(company.owner, [{ producto: arroz.id, cantidad: '10', costo: '4' }]);
    await receive(company.owner, [{ producto: arroz.id, cantidad: '10', costo: '6' }], { sucursal: norte });
    // Valued at the last cost (3), not the average.
    const sal = await createProduct(db(), company.empresaId, { codigo: 'SAL', nombre: 'Sal', usaCostoPromedio: false });
    await receive(company.owner, [{ producto: sal.id, cantidad: 5, costo: '1' }]);
    await receive(company.owner, [{ producto: sal.id, cantidad: 5, costo: '3' }]);
    // Nothing on hand, and negative: not investments.
    await createProduct(db(), company.empresaId, { nombre: 'Vacío', costo: '9' });
    const debe = await createProduct(db(), company.empresaId, { nombre: 'Debido', costo: '9' });
    await setNegativeStock(db(), company.empresaId, true);
    await company.owner.post('/api/bodegas/baja/', { productos: [{ producto: debe.id, cantidad: 4 }] });
    // A last cost with a third decimal (entered when the company used 3-decimal money): 3 × 1.115.
    const azucar = await createProduct(db(), company.empresaId, { codigo: 'AZU', nombre: 'Azúcar', costo: '1.115' });
    await receive(company.owner, [{ producto: azucar.id, cantidad: 3 }]);
    return { company, norte, arroz, sal, azucar };
  }

  it('values the branch’s stock per product, largest first, with the grand total of every matching row', async () => {
    const { company, arroz, sal, azucar } = await investments();
    const page = (await company.owner.get('/api/bodegas/reporte_total_invertido/')).data;
    expect(page).toMatchObject({ count: 3, next: null, previous: null, total_invertido: '83.35' });
    expect(page.results).toEqual([
      {
        id: arroz.id,
        codigo: 'ARR',
        nombre: 'Arroz',
        codigo_nombre: 'ARR - Arroz',
        a_granel: true,
        unidad_de_medida: { id: expect.any(Number), nombre: 'Libra', abreviatura: 'lb' },
        inventario: '10.000',
        en_transito: '0.000',
        costo: '5.00',
        usa_costo_promedio: true,
        total_invertido: '50.00',
      },
      expect.objectContaining({
        id: sal.id,
        inventario: '10',
        costo: '3.00',
        usa_costo_promedio: false,
        total_invertido: '30.00',
      }),
      expect.objectContaining({ id: azucar.id, inventario: '3', costo: '1.12', total_invertido: '3.35' }),
    ]);
    // The grand total is over every row, not the page; the search narrows both.
    const first = (await company.owner.get('/api/bodegas/reporte_total_invertido/', { page_size: '1' })).data;
    expect([first.results.length, first.count, first.total_invertido]).toEqual([1, 3, '83.35']);
    const search = (await company.owner.get('/api/bodegas/reporte_total_invertido/', { search: 'sal' })).data;
    expect([search.count, search.total_invertido]).toEqual([1, '30.00']);
    expect((await company.owner.get('/api/bodegas/reporte_total_invertido/', { search: 'nada' })).data).toMatchObject({
      count: 0,
      total_invertido: '0.00',
    });
    const byName = (await company.owner.get('/api/bodegas/reporte_total_invertido/', { sort: 'nombre' })).data;
    expect(byName.results.map((r: FilaTotalInvertido) => r.nombre)).toEqual(['Arroz', 'Azúcar', 'Sal']);
  });

  it('with sucursal=empresa adds every branch’s stock; money follows the company’s decimals', async () => {
    const { company, norte } = await investments();
    const all = (await company.owner.get('/api/bodegas/reporte_total_invertido/', { sucursal: 'empresa' })).data;
    expect(all.results[0]).toMatchObject({ nombre: 'Arroz', inventario: '20.000', total_invertido: '100.00' });
    expect(all.total_invertido).toBe('133.35');
    expect(
      (await company.owner.get('/api/bodegas/reporte_total_invertido/', { sucursal: String(norte) })).data
        .total_invertido,
    ).toBe('50.00');
    await setThreeDecimals(db(), company.empresaId, true);
    const three = (await company.owner.get('/api/bodegas/reporte_total_invertido/')).data;
    expect(three.total_invertido).toBe('83.345');
    expect(three.results[2]).toMatchObject({ costo: '1.115', total_invertido: '3.345' });
  });

  it('needs reporte_total_invertido', async () => {
    const company = await createTestCompany(t.app, t.database);
    for (const rol of ['es_cajero', 'es_bodeguero'] as const) {
      const user = await createUserAs(t.app, company, rol);
      expect((await user.api.get('/api/bodegas/reporte_total_invertido/')).statusCode, rol).toBe(403);
    }
    const reporter = await createUserAs(t.app, company, 'es_cajero', { reporte_total_invertido: true });
    expect((await reporter.api.get('/api/bodegas/reporte_total_invertido/')).data).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
      total_invertido: '0.00',
    });
  });
});
