import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';

/** What a sale's DTE is built from: the header as charged and its lines as sold. */
export interface VentaFel {
  id: number;
  empresaId: number;
  sucursalId: number;
  tipoVenta: number;
  tipoDocumento: number;
  nitCliente: string;
  nombreCliente: string;
  direccionCliente: string;
  correoCliente: string;
  total: string;
  totalPagado: string;
  ajusteRedondeo: string;
  fechaVencimiento: string | null;
  lineas: LineaVentaFel[];
}

export interface LineaVentaFel {
  nombre: string;
  cantidad: string;
  /** Unit price charged before the line discount, IVA included. */
  precio: string;
  /** What the line charges: precio_final × cantidad. */
  totalImporte: string;
  /** The unit's abbreviation ('' when none). */
  unidad: string;
  /** Not kept in stock: a service (BienOServicio S). */
  servicio: boolean;
}

interface Row {
  id: number;
  empresa_id: number;
  sucursal_id: number;
  tipo_venta: number;
  tipo_documento: number;
  nit_cliente: string;
  nombre_cliente: string;
  direccion_cliente: string;
  correo_cliente: string;
  total: string;
  total_pagado: string;
  ajuste_redondeo: string;
  fecha_vencimiento: string | null;
  lineas: {
    nombre: string;
    cantidad: string;
    precio: string;
    total_importe: string;
    unidad: string;
    servicio: boolean;
  }[];
}

/** The company's sale with its lines in cart order, in one round trip; undefined for another company's id. */
export async function loadVentaFel(db: Executor, empresaId: number, ventaId: number): Promise<VentaFel | undefined> {
  const [row] = await queryRows<Row>(
    db,
    sql`select v.id, v.empresa_id, v.sucursal_id, v.tipo_venta, v.tipo_documento, v.nit_cliente, v.nombre_cliente, v.direccion_cliente,
               coalesce(c.correo, '') as correo_cliente, v.total::text as total, v.total_pagado::text as total_pagado,
               v.ajuste_redondeo::text as ajuste_redondeo, v.fecha_vencimiento::text as fecha_vencimiento,
               (select coalesce(json_agg(json_build_object(
                         'nombre', d.nombre, 'cantidad', d.cantidad::text, 'precio', d.precio::text, 'total_importe', d.total_importe::text,
                         'unidad', coalesce(u.abreviatura, ''), 'servicio', not p.inventariable) order by d.id), '[]'::json)
                  from ventas_detalle d
                  join productos p on p.id = d.producto_id
                  left join unidades_medida u on u.id = d.unidad_medida_id
                 where d.venta_id = v.id) as lineas
          from ventas v
          left join clientes c on c.id = v.cliente_id
         where v.id = ${ventaId} and v.empresa_id = ${empresaId}`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    empresaId: row.empresa_id,
    sucursalId: row.sucursal_id,
    tipoVenta: row.tipo_venta,
    tipoDocumento: row.tipo_documento,
    nitCliente: row.nit_cliente,
    nombreCliente: row.nombre_cliente,
    direccionCliente: row.direccion_cliente,
    correoCliente: row.correo_cliente,
    total: row.total,
    totalPagado: row.total_pagado,
    ajusteRedondeo: row.ajuste_redondeo,
    fechaVencimiento: row.fecha_vencimiento,
    lineas: row.lineas.map((l) => ({
      nombre: l.nombre,
      cantidad: l.cantidad,
      precio: l.precio,
      totalImporte: l.total_importe,
      unidad: l.unidad,
      servicio: l.servicio,
    })),
  };
}
