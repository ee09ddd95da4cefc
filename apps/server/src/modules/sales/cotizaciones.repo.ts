import { and, count, eq, getTableColumns, gte, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { cajas, cotizaciones, usuarios } from '../../db/schema/index';
import type { ListParams } from '../../lib/list';
import { likePattern } from '../../lib/list';
import type { PreciosLinea } from '@pos/shared/domains/sales/sales.api';

export type CotizacionRow = typeof cotizaciones.$inferSelect & { vendedorNombre: string };

export interface LineaCotizacionRow extends PreciosLinea {
  id: number;
  producto_id: number;
  codigo: string;
  nombre: string;
  tipo_producto: number;
  fraccion_id: number | null;
  fraccion_nombre: string | null;
  contenido: string | null;
  unidad: string | null;
  cantidad: string;
  modelo_precio: number;
  precio_original: string;
}

export interface CotizacionesFiltro {
  empresaId: number;
  /** The branch the list covers, or null for the whole company. */
  sucursalId: number | null;
  search?: string;
  /** true: not annulled; false: annulled. */
  activo?: boolean;
  estado?: number;
  enviadoCaja?: boolean;
  /** The cashier's register: quotations of its branch. */
  cajaId?: number;
  from?: Date;
  to?: Date;
  vendedorId?: number;
  clienteId?: number;
}

export const ordenCotizaciones = {
  creado: cotizaciones.creado,
  codigo: cotizaciones.numero,
  total: cotizaciones.total,
  cliente: cotizaciones.nombreCliente,
  estado: cotizaciones.estado,
};

const columnas = {
  ...getTableColumns(cotizaciones),
  vendedorNombre: sql<string>`trim(${usuarios.firstName} || ' ' || ${usuarios.lastName})`,
};

function condiciones(f: CotizacionesFiltro): SQL {
  const c: (SQL | undefined)[] = [eq(cotizaciones.empresaId, f.empresaId)];
  if (f.sucursalId !== null) c.push(eq(cotizaciones.sucursalId, f.sucursalId));
  if (f.search) {
    const p = likePattern(f.search);
    c.push(or(ilike(cotizaciones.codigo, p), ilike(cotizaciones.nombreCliente, p), ilike(cotizaciones.nitCliente, p)));
  }
  if (f.activo !== undefined) c.push(f.activo ? ne(cotizaciones.estado, 30) : eq(cotizaciones.estado, 30));
  if (f.estado !== undefined) c.push(eq(cotizaciones.estado, f.estado));
  if (f.enviadoCaja !== undefined) c.push(eq(cotizaciones.enviadoCaja, f.enviadoCaja));
  if (f.cajaId !== undefined) {
    c.push(
      sql`${cotizaciones.sucursalId} = (select ${cajas.sucursalId} from ${cajas} where ${cajas.id} = ${f.cajaId} and ${cajas.empresaId} = ${f.empresaId})`,
    );
  }
  if (f.from) c.push(gte(cotizaciones.creado, f.from));
  if (f.to) c.push(lt(cotizaciones.creado, f.to));
  if (f.vendedorId !== undefined) c.push(eq(cotizaciones.usuarioId, f.vendedorId));
  if (f.clienteId !== undefined) c.push(eq(cotizaciones.clienteId, f.clienteId));
  return and(...c)!;
}

export async function listCotizaciones(
  db: Executor,
  f: CotizacionesFiltro,
  params: ListParams,
): Promise<{ rows: CotizacionRow[]; count: number }> {
  const where = condiciones(f);
  const rows = await db
    .select(columnas)
    .from(cotizaciones)
    .innerJoin(usuarios, eq(usuarios.id, cotizaciones.usuarioId))
    .where(where)
    .orderBy(...params.orderBy)
    .limit(params.limit)
    .offset(params.offset);
  const [total] = await db.select({ n: count() }).from(cotizaciones).where(where);
  return { rows, count: total?.n ?? 0 };
}

/** A quotation of the company, optionally locked for a change. */
export async function findCotizacion(
  db: Executor,
  empresaId: number,
  id: number,
  lock = false,
): Promise<CotizacionRow | undefined> {
  const query = db
    .select(columnas)
    .from(cotizaciones)
    .innerJoin(usuarios, eq(usuarios.id, cotizaciones.usuarioId))
    .where(and(eq(cotizaciones.id, id), eq(cotizaciones.empresaId, empresaId)));
  const [row] = await (lock ? query.for('update', { of: cotizaciones }) : query);
  return row;
}

/** The lines of a quotation, with the product and presentation they name. */
export async function lineasCotizacion(db: Executor, cotizacionId: number): Promise<LineaCotizacionRow[]> {
  return queryRows<LineaCotizacionRow>(
    db,
    sql`select d.id, d.producto_id, p.codigo, p.nombre, p.tipo_producto, d.fraccion_id, f.nombre as fraccion_nombre, f.contenido::text as contenido,
               u.abreviatura as unidad, d.cantidad::text as cantidad, d.modelo_precio, d.precio_original::text as precio_original, d.precio::text as precio,
               d.desc_porcentaje::text as desc_porcentaje, d.desc_monto::text as desc_monto, d.precio_final::text as precio_final, d.total_importe::text as total_importe
          from cotizaciones_detalle d
          join productos p on p.id = d.producto_id
          left join fracciones f on f.id = d.fraccion_id
          left join unidades_medida u on u.id = d.unidad_medida_id
         where d.cotizacion_id = ${cotizacionId}
         order by d.id`,
  );
}
