import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { productos } from '../../db/schema/index';
import { GRUPOS, type CandidatoVenta } from './productos-venta.rank';
import {
  escapeLike,
  MAX_CANDIDATOS_NOMBRE,
  MAX_CONTEO_SIN_BUSQUEDA,
  type PlanBusqueda,
} from './productos-venta.search';

export interface VentaFiltros {
  empresaId: number;
  activo: boolean;
  inventariable?: boolean;
  vendible?: boolean;
}

/** The company and flag conditions; `activo` is a literal so the partial indexes (`where activo`) apply. */
function filtros(alias: string, f: VentaFiltros): SQL {
  const t = sql.raw(alias);
  return sql`${t}.empresa_id = ${f.empresaId}
    and ${f.activo ? sql`${t}.activo` : sql`not ${t}.activo`}
    ${f.inventariable === undefined ? sql`` : sql`and ${t}.inventariable = ${f.inventariable}`}
    ${f.vendible === undefined ? sql`` : sql`and ${t}.vendible = ${f.vendible}`}`;
}

/** Products whose code or barcode, or one of whose fractions' barcode, is the text: three index probes. */
function exactos(plan: PlanBusqueda, f: VentaFiltros): SQL {
  return sql`select p.id, case when lower(p.codigo) = lower(${plan.exacto}) then ${GRUPOS.CODIGO}::int else ${GRUPOS.CODIGO_BARRAS}::int end as grupo,
                    null::int as fraccion_id, p.nombre, p.codigo
               from productos p
              where ${filtros('p', f)} and (lower(p.codigo) = lower(${plan.exacto}) or p.codigo_barras = ${plan.exacto})
             union all
             select p.id, ${GRUPOS.FRACCION}::int, f.id, p.nombre, p.codigo
               from fracciones f join productos p on p.id = f.producto_id
              where f.empresa_id = ${f.empresaId} and f.codigo_barras = ${plan.exacto} and f.activo and ${filtros('p', f)}`;
}

function nombreCandidatos(plan: PlanBusqueda, f: VentaFiltros): SQL | null {
  if (plan.palabras.length > 0) {
    const words = plan.palabras.map((w) => sql`lower(p.nombre) like ${`%${escapeLike(w)}%`}`);
    // No ORDER BY: the trigram index, or a scan that stops early on common words, yields the first
    // matches cheaply; they are ranked afterwards.
    return sql`select p.id, ${GRUPOS.NOMBRE}::int as grupo, null::int as fraccion_id, p.nombre, p.codigo from productos p
                where ${filtros('p', f)} and ${sql.join(words, sql` and `)} limit ${MAX_CANDIDATOS_NOMBRE}`;
  }
  if (plan.prefijo !== null) {
    return sql`select p.id, ${GRUPOS.NOMBRE}::int as grupo, null::int as fraccion_id, p.nombre, p.codigo from productos p
                where ${filtros('p', f)} and lower(p.nombre) collate "C" like ${`${escapeLike(plan.prefijo)}%`}
                order by lower(p.nombre) collate "C" limit ${MAX_CANDIDATOS_NOMBRE}`;
  }
  return null;
}

/**
 * The products matching a search, unranked: exact matches and at most MAX_CANDIDATOS_NOMBRE name
 * matches. A code-like text that matches exactly skips the name search (see PlanBusqueda).
 */
export async function searchCandidatos(db: Executor, f: VentaFiltros, plan: PlanBusqueda): Promise<CandidatoVenta[]> {
  const nombres = nombreCandidatos(plan, f);
  if (plan.codigoPrimero) {
    const exact = await queryRows<CandidatoVenta>(db, exactos(plan, f));
    if (exact.length > 0 || !nombres) return exact;
    return queryRows<CandidatoVenta>(db, nombres);
  }
  return queryRows<CandidatoVenta>(db, nombres ? sql`${exactos(plan, f)} union all (${nombres})` : exactos(plan, f));
}

/** Without a search: a page of every product in the requested order (indexed), and their count up to a cap. */
export async function browseCandidatos(
  db: Executor,
  f: VentaFiltros,
  orderBy: SQL[],
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number }> {
  const rows = await queryRows<{ id: number; total: number }>(
    db,
    sql`select productos.id, (select count(*) from (select 1 from productos q where ${filtros('q', f)} limit ${MAX_CONTEO_SIN_BUSQUEDA}) c)::int as total
          from productos where ${filtros('productos', f)}
         order by ${sql.join(orderBy, sql`, `)} limit ${limit} offset ${offset}`,
  );
  if (rows.length > 0 || offset === 0) return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
  // A page past the end has no row to carry the count.
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (select 1 from productos q where ${filtros('q', f)} limit ${MAX_CONTEO_SIN_BUSQUEDA}) c`,
  );
  return { ids: [], total: count?.total ?? 0 };
}

/** ORDER BY terms for `productos_venta` without a search: the two orders that have an index. */
export const ordenVenta = {
  nombre: sql`lower(${productos.nombre}) collate "C"`,
  codigo: sql`lower(${productos.codigo})`,
};

type Precios = { precio: string; precio2: string; precio3: string; precio4: string; precio5: string };
type PreciosSucursal = {
  s_precio: string | null;
  s_precio2: string | null;
  s_precio3: string | null;
  s_precio4: string | null;
  s_precio5: string | null;
};

export type FraccionVentaRow = Precios &
  PreciosSucursal & {
    id: number;
    nombre: string;
    contenido: string;
    capacidad_maxima: string;
    codigo_barras: string;
    vendible: boolean;
    minimo_existencias: string;
  };

export type ProductoVentaRow = Precios &
  PreciosSucursal & {
    id: number;
    codigo: string;
    nombre: string;
    marca: string;
    tipo_producto: number;
    inventariable: boolean;
    vendible: boolean;
    codigo_barras: string;
    precio_online: string;
    costo: string;
    costo_promedio_ponderado: string;
    usa_costo_promedio: boolean;
    inventario: string;
    u_id: number | null;
    u_nombre: string | null;
    u_abreviatura: string | null;
    u_tipo: number | null;
    u_capacidad: string | null;
    miniatura: string | null;
    fracciones: FraccionVentaRow[];
    /** The company's price names and money decimals, on every row. */
    nombres_precios: string[];
    tres_decimales: boolean;
  };

/** Branch prices of the product (`fraccion = 0`) or of one fraction; none for the whole company. */
function preciosSucursal(alias: string, sucursalId: number | null, producto: SQL, fraccion: SQL): SQL {
  const s = sql.raw(alias);
  if (sucursalId === null) return sql`left join precios_sucursal ${s} on false`;
  return sql`left join precios_sucursal ${s} on ${s}.producto_id = ${producto} and ${s}.sucursal_id = ${sucursalId} and coalesce(${s}.fraccion_id, 0) = ${fraccion}`;
}

/**
 * Everything a cart line needs for the page's products, in one statement: unit, stock in the
 * branch, branch prices, first thumbnail and the active fractions (as JSON, money as text).
 */
export async function loadProductosVenta(
  db: Executor,
  empresaId: number,
  sucursalId: number | null,
  ids: readonly number[],
): Promise<ProductoVentaRow[]> {
  const stock =
    sucursalId === null
      ? sql`coalesce((select sum(e.cantidad) from existencias e where e.producto_id = p.id), 0)::text`
      : sql`coalesce((select e.cantidad from existencias e where e.sucursal_id = ${sucursalId} and e.producto_id = p.id), 0)::text`;
  return queryRows<ProductoVentaRow>(
    db,
    sql`select p.id, p.codigo, p.nombre, p.marca, p.tipo_producto, p.inventariable, p.vendible, p.codigo_barras,
               p.precio, p.precio2, p.precio3, p.precio4, p.precio5, p.precio_online, p.costo, p.costo_promedio_ponderado, p.usa_costo_promedio,
               ${stock} as inventario,
               u.id as u_id, u.nombre as u_nombre, u.abreviatura as u_abreviatura, u.tipo as u_tipo, u.capacidad as u_capacidad,
               s.precio as s_precio, s.precio2 as s_precio2, s.precio3 as s_precio3, s.precio4 as s_precio4, s.precio5 as s_precio5,
               (select i.miniatura from productos_imagenes i where i.producto_id = p.id order by i.orden, i.id limit 1) as miniatura,
               coalesce((
                 select json_agg(json_build_object(
                          'id', f.id, 'nombre', f.nombre, 'contenido', f.contenido::text, 'capacidad_maxima', f.capacidad_maxima::text,
                          'precio', f.precio::text, 'precio2', f.precio2::text, 'precio3', f.precio3::text, 'precio4', f.precio4::text, 'precio5', f.precio5::text,
                          'codigo_barras', f.codigo_barras, 'vendible', f.vendible, 'minimo_existencias', f.minimo_existencias::text,
                          's_precio', fs.precio::text, 's_precio2', fs.precio2::text, 's_precio3', fs.precio3::text, 's_precio4', fs.precio4::text, 's_precio5', fs.precio5::text)
                        order by f.orden, f.id)
                   from fracciones f ${preciosSucursal('fs', sucursalId, sql`f.producto_id`, sql`f.id`)}
                  where f.producto_id = p.id and f.activo), '[]'::json) as fracciones,
               c.nombres_precios, c.conf_modena_con_3_decimales as tres_decimales
          from productos p
          join configuraciones c on c.empresa_id = p.empresa_id
          left join unidades_medida u on u.id = p.unidad_medida_id
          ${preciosSucursal('s', sucursalId, sql`p.id`, sql`0`)}
         where p.id = any(${sql.param([...ids])}::int[]) and p.empresa_id = ${empresaId}`,
  );
}
