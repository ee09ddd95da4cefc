import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';

const NOMBRES = [
  'Aceite',
  'Arroz',
  'Azúcar',
  'Frijol',
  'Café',
  'Leche',
  'Jabón',
  'Detergente',
  'Galleta',
  'Harina',
  'Pasta',
  'Salsa',
  'Atún',
  'Refresco',
  'Agua pura',
  'Cereal',
  'Champú',
  'Papel higiénico',
  'Cloro',
  'Candela',
];
const MARCAS = [
  'Don Pedro',
  'La Chula',
  'Ideal',
  'Suli',
  'Maseca',
  'Incaparina',
  'Dos Pinos',
  'Gallo',
  'Xtra',
  'Campero',
  'Ducal',
  'Naturas',
  'Salud',
  'Pepsi',
  'Rica',
];

/**
 * `count` products (code P000001…, barcode 750…, realistic names), each with two fractions (unit and
 * a box of 12) and stock in the branch — in three set-based statements, so 100,000 take seconds.
 */
export async function seedCatalog(db: Db, empresaId: number, sucursalId: number, count: number): Promise<void> {
  const nombres = sql.param(NOMBRES);
  const marcas = sql.param(MARCAS);
  await db.execute(sql`
    insert into productos (empresa_id, codigo, nombre, slug, marca, tipo_producto, codigo_barras, precio, precio2, costo, costo_promedio_ponderado)
    select ${empresaId}, 'P' || lpad(i::text, 6, '0'),
           (${nombres}::text[])[1 + i % 20] || ' ' || (${marcas}::text[])[1 + (i / 20) % 15] || ' ' || (50 + i % 950) || ' g',
           'producto-' || i, (${marcas}::text[])[1 + (i / 20) % 15], 100, '750' || lpad(i::text, 10, '0'),
           (5 + i % 200)::numeric, (4.5 + i % 200)::numeric, (3 + i % 150)::numeric, (3 + i % 150)::numeric
      from generate_series(1, ${count}) as i`);
  await db.execute(sql`
    insert into fracciones (empresa_id, producto_id, nombre, contenido, precio, codigo_barras, orden)
    select p.empresa_id, p.id, f.nombre, f.contenido, p.precio * f.contenido, case when f.orden = 1 then '' else p.codigo_barras || '12' end, f.orden
      from productos p
     cross join (values ('Unidad', 1, 0), ('Caja de 12', 12, 1)) as f(nombre, contenido, orden)
     where p.empresa_id = ${empresaId}`);
  await db.execute(sql`
    insert into existencias (empresa_id, sucursal_id, producto_id, cantidad)
    select empresa_id, ${sucursalId}, id, (id % 500)::numeric from productos where empresa_id = ${empresaId}`);
  // The opening balance goes through the ledger too, so balances and kardex agree.
  await db.execute(sql`
    insert into kardex (empresa_id, sucursal_id, producto_id, tipo, cantidad, costo_unitario, saldo, documento_tipo, documento_id)
    select empresa_id, sucursal_id, producto_id, 10, cantidad, 0, cantidad, 'inventario', 0 from existencias where empresa_id = ${empresaId}`);
  await db.execute(sql`analyze`);
}
