import { sql } from 'drizzle-orm';
import type { LineaVentaInput } from '@pos/shared/domains/sales/sales.api';
import { claveLinea, type OpcionesVenta, type ProductoVendible } from '@pos/shared/domains/sales/rules/index';
import { todayInGuatemala } from '@pos/shared/format';
import { queryRows, type Executor } from '../../db/client';

/** A product or fraction that can be sold, as the sale stores it and moves its stock. */
export interface ProductoVenta extends ProductoVendible {
  codigo: string;
  unidadMedidaId: number | null;
  /** Base units in one of what is sold: the fraction's content, 1 for the base unit. */
  contenido: string;
  /** Valuation cost of one base unit: the weighted average with `usa_costo_promedio`, else the last cost. */
  costoBase: string;
}

/** What a sale or a quotation is checked against. */
export interface ContextoVenta {
  opciones: OpcionesVenta;
  /** The company certifies its invoices (issue 5): a factura or credit sale queues its DTE. */
  utilizaFel: boolean;
  /** By cart-line key (claveLinea). */
  productos: Map<string, ProductoVenta>;
}

interface Row {
  tres_decimales: boolean;
  permitir_descuento: boolean;
  precio_editable: boolean;
  redondeo_total: boolean;
  ventas_al_credito: boolean;
  habilitar_no_factura: boolean;
  utiliza_fel: boolean;
  id: number | null;
  fraccion_id: number | null;
  codigo: string;
  nombre: string;
  tipo_producto: number;
  unidad_medida_id: number | null;
  contenido: string;
  costo_base: string;
  p1: string;
  p2: string;
  p3: string;
  p4: string;
  p5: string;
}

/** Tier n of the sold item: the branch's own price when it has one (P2-03i), else the fraction's or the product's. */
const tier = (n: '' | '2' | '3' | '4' | '5') =>
  sql.raw(`coalesce(s.precio${n}, case when f.id is null then p.precio${n} else f.precio${n} end)::text`);

/**
 * The company's sale flags (000 §3) and the active, sellable products and fractions the lines
 * name with the branch's prices, in one statement. Lines naming another company's product, an
 * inactive one or a fraction of another product are missing from `productos`.
 */
export async function loadContextoVenta(
  db: Executor,
  empresaId: number,
  sucursalId: number,
  lineas: readonly Pick<LineaVentaInput, 'id' | 'fraccion_id'>[],
): Promise<ContextoVenta> {
  const rows = await queryRows<Row>(
    db,
    sql`select c.conf_modena_con_3_decimales as tres_decimales, c.venta_permitir_descuento as permitir_descuento, c.conf_venta_precio_editable as precio_editable,
               c.conf_venta_redondeo_total as redondeo_total, c.conf_ventas_al_credito as ventas_al_credito, c.conf_habilitar_no_factura as habilitar_no_factura,
               c.utiliza_fel, x.*
          from configuraciones c
          left join lateral (
            select u.producto_id as id, f.id as fraccion_id, p.codigo, p.nombre || coalesce(' - ' || f.nombre, '') as nombre, p.tipo_producto,
                   p.unidad_medida_id, coalesce(f.contenido, 1)::text as contenido,
                   (case when p.usa_costo_promedio then p.costo_promedio_ponderado else p.costo end)::text as costo_base,
                   ${tier('')} as p1, ${tier('2')} as p2, ${tier('3')} as p3, ${tier('4')} as p4, ${tier('5')} as p5
              from unnest(${sql.param(lineas.map((l) => l.id))}::int[], ${sql.param(lineas.map((l) => l.fraccion_id))}::int[]) as u(producto_id, fraccion_id)
              join productos p on p.id = u.producto_id and p.empresa_id = c.empresa_id and p.activo and p.vendible
              left join fracciones f on f.id = u.fraccion_id and f.producto_id = p.id and f.activo and f.vendible
              left join precios_sucursal s on s.producto_id = p.id and s.sucursal_id = ${sucursalId} and coalesce(s.fraccion_id, 0) = coalesce(f.id, 0)
             where u.fraccion_id is null or f.id is not null) x on true
         where c.empresa_id = ${empresaId}`,
  );
  const c = rows[0];
  const opciones: OpcionesVenta = {
    decimales: c?.tres_decimales ? 3 : 2,
    permitirDescuento: c?.permitir_descuento ?? false,
    precioEditable: c?.precio_editable ?? false,
    redondeoTotal: c?.redondeo_total ?? false,
    ventasAlCredito: c?.ventas_al_credito ?? false,
    habilitarNoFactura: c?.habilitar_no_factura ?? false,
    hoy: todayInGuatemala(),
  };
  const productos = new Map<string, ProductoVenta>();
  for (const r of rows) {
    if (r.id === null) continue;
    const producto: ProductoVenta = {
      id: r.id,
      fraccion_id: r.fraccion_id,
      nombre: r.nombre,
      codigo: r.codigo,
      tipo_producto: r.tipo_producto,
      unidadMedidaId: r.unidad_medida_id,
      contenido: r.contenido,
      costoBase: r.costo_base,
      precios: { 1: r.p1, 2: r.p2, 3: r.p3, 4: r.p4, 5: r.p5 },
    };
    productos.set(claveLinea(producto), producto);
  }
  return { opciones, utilizaFel: c?.utiliza_fel ?? false, productos };
}
