import { sql } from 'drizzle-orm';
import type { EntregaOrdenVenta } from '@pos/shared/domains/orders';
import { toDecimalString } from '@pos/shared/money';
import { queryRows, type Executor } from '../../db/client';

interface EntregaRow {
  id: number;
  venta_id: number;
  creado: Date | string;
  usuario_id: number;
  usuario_nombre: string;
  nota: string;
  detalles: { linea: number; codigo: string; nombre: string; cantidad: string }[];
}

const SELECT = sql`e.id, e.venta_id, e.creado, e.usuario_id,
  coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email) as usuario_nombre, e.nota,
  coalesce((select json_agg(json_build_object('linea', x.venta_detalle_id, 'codigo', l.codigo, 'nombre', l.nombre, 'cantidad', x.cantidad::text) order by x.id)
              from entregas_ordenes_venta_detalle x join ventas_detalle l on l.id = x.venta_detalle_id
             where x.entrega_id = e.id), '[]'::json) as detalles`;

const toEntrega = (r: EntregaRow): EntregaOrdenVenta => ({
  id: r.id,
  creado: new Date(r.creado).toISOString(),
  usuario: { id: r.usuario_id, nombre: r.usuario_nombre },
  nota: r.nota,
  detalles: r.detalles.map((d) => ({ ...d, cantidad: toDecimalString(d.cantidad, 4) })),
});

/** The deliveries of an order, oldest first. */
export async function findEntregas(db: Executor, ventaId: number): Promise<EntregaOrdenVenta[]> {
  const rows = await queryRows<EntregaRow>(
    db,
    sql`select ${SELECT} from entregas_ordenes_venta e join usuarios u on u.id = e.usuario_id where e.venta_id = ${ventaId} order by e.id`,
  );
  return rows.map(toEntrega);
}

/** One delivery of the company in one of the user's branches. */
export async function findEntrega(
  db: Executor,
  empresaId: number,
  sucursalIds: readonly number[],
  id: number,
): Promise<(EntregaOrdenVenta & { ventaId: number; sucursalId: number }) | undefined> {
  const [row] = await queryRows<EntregaRow & { sucursal_id: number }>(
    db,
    sql`select ${SELECT}, e.sucursal_id from entregas_ordenes_venta e join usuarios u on u.id = e.usuario_id
         where e.id = ${id} and e.empresa_id = ${empresaId} and e.sucursal_id = any(${sql.param([...sucursalIds])}::int[])`,
  );
  return row ? { ...toEntrega(row), ventaId: row.venta_id, sucursalId: row.sucursal_id } : undefined;
}

export interface MovimientoRow {
  producto_id: number;
  producto_nombre: string;
  fraccion_id: number | null;
  cantidad: string;
  tipo: number;
}

/** The kardex rows a delivery wrote (VENTA 30 under the sale's document, tagged with the delivery). */
export function findMovimientosEntrega(db: Executor, entregaId: number): Promise<MovimientoRow[]> {
  return queryRows<MovimientoRow>(
    db,
    sql`select x.producto_id, p.nombre as producto_nombre, x.fraccion_id, x.cantidad_base::text as cantidad, 30 as tipo
          from entregas_ordenes_venta_detalle x join productos p on p.id = x.producto_id
         where x.entrega_id = ${entregaId} order by x.id`,
  );
}
