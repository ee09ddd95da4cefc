import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../src/db/client';
import { bitacora, configuraciones, unidadesMedida } from '../../src/db/schema/index';
import type { Client } from './app';
import { unique } from './factories';

/** A valid simple product body; tests override what they check. */
export function productBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { codigo: unique('P').toUpperCase(), nombre: `Producto ${unique('n')}`, precio: '10', ...overrides };
}

/** Two fractions, as the form sends a product of type 100. */
export function fractionsBody(overrides: Record<string, unknown>[] = []): Record<string, unknown>[] {
  return [
    { nombre: 'Caja de 12', contenido: 12, precio: '110', ...overrides[0] },
    { nombre: 'Unidad', contenido: 1, precio: '10', ...overrides[1] },
  ];
}

export async function createProductViaApi(api: Client, overrides: Record<string, unknown> = {}, query = '') {
  const response = await api.post(`/api/productos/${query}`, productBody(overrides));
  if (response.statusCode !== 201) throw new Error(`crear producto: ${response.statusCode} ${response.body}`);
  return response.data;
}

export async function createCategory(api: Client, nombre: string, parent?: number) {
  const response = await api.post('/api/categoria/', { nombre, parent: parent ?? null });
  if (response.statusCode !== 201) throw new Error(`crear categoría: ${response.statusCode} ${response.body}`);
  return response.data as { id: number; nombre: string; slug: string; url_slug: string };
}

export async function setPriceSettings(
  db: Executor,
  empresaId: number,
  settings: { porcentaje?: boolean; tresDecimales?: boolean; nombres?: string[] },
) {
  await db
    .update(configuraciones)
    .set({
      ...(settings.porcentaje !== undefined ? { confPreciosPorcentaje: settings.porcentaje } : {}),
      ...(settings.tresDecimales !== undefined ? { confModenaCon3Decimales: settings.tresDecimales } : {}),
      ...(settings.nombres ? { nombresPrecios: settings.nombres } : {}),
    })
    .where(eq(configuraciones.empresaId, empresaId));
}

/** Sets a branch balance as an opening entry of the ledger, so balances and kardex agree. */
export async function setStock(
  db: Executor,
  empresaId: number,
  sucursalId: number,
  productoId: number,
  cantidad: string,
) {
  await db.execute(sql`
    insert into existencias (empresa_id, sucursal_id, producto_id, cantidad) values (${empresaId}, ${sucursalId}, ${productoId}, ${cantidad})
    on conflict (sucursal_id, producto_id) do update set cantidad = excluded.cantidad`);
  await db.execute(sql`
    insert into kardex (empresa_id, sucursal_id, producto_id, tipo, cantidad, costo_unitario, saldo, documento_tipo, documento_id)
    values (${empresaId}, ${sucursalId}, ${productoId}, 60, ${cantidad}, 0, ${cantidad}, 'inventario', 0)`);
}

export async function unitId(db: Executor, empresaId: number, nombre: string): Promise<number> {
  const [row] = await db
    .select({ id: unidadesMedida.id })
    .from(unidadesMedida)
    .where(and(eq(unidadesMedida.empresaId, empresaId), eq(unidadesMedida.nombre, nombre)));
  return row!.id;
}

export async function auditOf(db: Executor, empresaId: number, entidad: string) {
  return db
    .select()
    .from(bitacora)
    .where(and(eq(bitacora.empresaId, empresaId), eq(bitacora.entidad, entidad)))
    .orderBy(bitacora.id);
}
