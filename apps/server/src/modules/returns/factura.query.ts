import { sql } from 'drizzle-orm';
import { ESTADOS_DOCUMENTO_FEL } from '@pos/shared/domains/invoicing/invoicing';
import { ESTADOS_DEVOLUCION } from '@pos/shared/domains/returns';
import { queryRows, type Executor } from '../../db/client';

/** A sale as the return flow reads it. */
export interface VentaDevolucion {
  id: number;
  empresa_id: number;
  sucursal_id: number;
  sucursal_nombre: string;
  codigo: string;
  creado: Date | string;
  activo: boolean;
  total: string;
  exencion_iva: string;
  cliente_id: number | null;
  nit_cliente: string;
  nombre_cliente: string;
  /** The sale's FEL document, if any. */
  documento_id: number | null;
  documento_estado: number | null;
  serie: string | null;
  numero: string | null;
}

/** A sale line with what live returns took back already. */
export interface LineaVentaDevolucion {
  id: number;
  producto_id: number;
  fraccion_id: number | null;
  codigo: string;
  nombre: string;
  tipo_producto: number;
  cantidad: string;
  cantidad_base: string;
  precio: string;
  precio_final: string;
  total_importe: string;
  costo: string;
  devuelto: string;
  devuelto_monto: string;
}

const columnasVenta = sql`v.id, v.empresa_id, v.sucursal_id, s.nombre as sucursal_nombre, coalesce(v.codigo, '') as codigo,
       v.creado, v.activo, v.total::text as total, v.exencion_iva::text as exencion_iva, v.cliente_id,
       v.nit_cliente, v.nombre_cliente, d.id as documento_id, d.estado as documento_estado, d.serie, d.numero`;

const desdeVenta = sql`from ventas v
  join sucursales s on s.id = v.sucursal_id
  left join documentos_fel d on d.venta_id = v.id and d.tipo <> 'NCRE'`;

/**
 * The company's sales a code names (P3-20): the sale's own code, or the FEL `serie-numero` of its
 * certified document (also with a space instead of the dash). Newest first.
 */
export async function findVentasPorCodigo(db: Executor, empresaId: number, codigo: string): Promise<VentaDevolucion[]> {
  const buscado = codigo.trim().toUpperCase();
  return queryRows<VentaDevolucion>(
    db,
    sql`select ${columnasVenta} ${desdeVenta}
         where v.empresa_id = ${empresaId}
           and (upper(v.codigo) = ${buscado}
                or (d.estado in (${ESTADOS_DOCUMENTO_FEL.CERTIFICADO}, ${ESTADOS_DOCUMENTO_FEL.ANULADO})
                    and (upper(d.serie || '-' || d.numero) = ${buscado} or upper(d.serie || ' ' || d.numero) = ${buscado})))
         order by v.creado desc, v.id desc
         limit 20`,
  );
}

/** One sale of the company, locked with `FOR UPDATE` when `lock`: returns of one sale then run one after another. */
export async function findVenta(
  db: Executor,
  empresaId: number,
  ventaId: number,
  lock = false,
): Promise<VentaDevolucion | undefined> {
  if (lock) await db.execute(sql`select id from ventas where id = ${ventaId} and empresa_id = ${empresaId} for update`);
  const [row] = await queryRows<VentaDevolucion>(
    db,
    sql`select ${columnasVenta} ${desdeVenta} where v.id = ${ventaId} and v.empresa_id = ${empresaId}`,
  );
  return row;
}

/** The sale's lines, each with the quantity and money its live returns gave back. */
export async function findLineasVenta(db: Executor, ventaId: number): Promise<LineaVentaDevolucion[]> {
  return queryRows<LineaVentaDevolucion>(
    db,
    sql`select l.id, l.producto_id, l.fraccion_id, l.codigo, l.nombre, p.tipo_producto,
               l.cantidad::text as cantidad, l.cantidad_base::text as cantidad_base, l.precio::text as precio,
               l.precio_final::text as precio_final, l.total_importe::text as total_importe, l.costo::text as costo,
               coalesce(r.cantidad, 0)::text as devuelto, coalesce(r.monto, 0)::text as devuelto_monto
          from ventas_detalle l
          join productos p on p.id = l.producto_id
          left join lateral (
            select sum(dd.cantidad) as cantidad, sum(dd.total) as monto
              from devoluciones_detalle dd join devoluciones dv on dv.id = dd.devolucion_id
             where dd.venta_detalle_id = l.id and dv.estado <> ${ESTADOS_DEVOLUCION.ANULADO}
          ) r on true
         where l.venta_id = ${ventaId}
         order by l.id`,
  );
}

/** Σ the totals of the sale's live returns. */
export async function totalDevuelto(db: Executor, ventaId: number): Promise<string> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(total), 0)::text as total from devoluciones
         where venta_id = ${ventaId} and estado <> ${ESTADOS_DEVOLUCION.ANULADO}`,
  );
  return row?.total ?? '0';
}
