import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import type { PreciosLinea } from '@pos/shared/domains/sales/sales.api';

/** What the detail and the receipt read of a sale beyond its history row. */
export interface SaleExtras {
  subtotal: string;
  descuento: string;
  ajuste_redondeo: string;
  total_pagado: string;
  exencion_iva: string;
  nota_credito: string;
  vuelto_efectivo: string;
  fecha_vencimiento: string | null;
  direccion_cliente: string;
  telefono_cliente: string;
  mostrar_referencia: boolean;
  sucursal_id: number;
  sucursal_nombre: string;
  sucursal_direccion: string;
  sucursal_telefono: string;
  razon_social: string;
  nombre_comercial: string;
  nit_empresa: string;
  empresa_nombre: string;
  logo_ticket: string | null;
  mostrar_precio: boolean;
  caja_id: number | null;
  caja_nombre: string | null;
  cliente_correo: string | null;
}

export interface SaleLineRow extends PreciosLinea {
  id: number;
  producto_id: number;
  codigo: string;
  nombre: string;
  fraccion_nombre: string | null;
  unidad_abreviatura: string | null;
  tipo_producto: number;
  cantidad: string;
  precio_original: string;
}

export interface SalePaymentRow {
  forma_pago: string;
  monto: string;
  descripcion: string;
}

/** Amounts, branch (its legal name and NIT print on the receipt), register and customer contact. */
export async function saleExtras(db: Executor, ventaId: number): Promise<SaleExtras> {
  const [row] = await queryRows<SaleExtras>(
    db,
    sql`select v.subtotal::text as subtotal, v.descuento::text as descuento, v.ajuste_redondeo::text as ajuste_redondeo,
               v.total_pagado::text as total_pagado, v.exencion_iva::text as exencion_iva, v.nota_credito::text as nota_credito,
               v.vuelto_efectivo::text as vuelto_efectivo, v.fecha_vencimiento::text as fecha_vencimiento,
               v.direccion_cliente, v.telefono_cliente, v.mostrar_referencia,
               s.id as sucursal_id, s.nombre as sucursal_nombre, s.direccion as sucursal_direccion, s.telefono as sucursal_telefono,
               s.razon_social, s.nombre_comercial, s.nit as nit_empresa, e.nombre as empresa_nombre,
               cf.logo_ticket, coalesce(cf.conf_mostrar_precio_impresion, true) as mostrar_precio,
               c.id as caja_id, c.nombre as caja_nombre, cl.correo as cliente_correo
          from ventas v
          join sucursales s on s.id = v.sucursal_id
          join empresas e on e.id = v.empresa_id
          left join configuraciones cf on cf.empresa_id = v.empresa_id
          left join cajas c on c.id = v.caja_id
          left join clientes cl on cl.id = v.cliente_id
         where v.id = ${ventaId}`,
  );
  return row!;
}

/** The lines as sold, in the cart's order. */
export function saleLines(db: Executor, ventaId: number): Promise<SaleLineRow[]> {
  return queryRows<SaleLineRow>(
    db,
    sql`select vd.id, vd.producto_id, vd.codigo, vd.nombre, f.nombre as fraccion_nombre, um.abreviatura as unidad_abreviatura, p.tipo_producto,
               vd.cantidad::text as cantidad, vd.precio_original::text as precio_original, vd.precio::text as precio,
               vd.desc_porcentaje::text as desc_porcentaje, vd.desc_monto::text as desc_monto,
               vd.precio_final::text as precio_final, vd.total_importe::text as total_importe
          from ventas_detalle vd
          join productos p on p.id = vd.producto_id
          left join fracciones f on f.id = vd.fraccion_id
          left join unidades_medida um on um.id = coalesce(vd.unidad_medida_id, p.unidad_medida_id)
         where vd.venta_id = ${ventaId}
         order by vd.id`,
  );
}

export function salePayments(db: Executor, ventaId: number): Promise<SalePaymentRow[]> {
  return queryRows<SalePaymentRow>(
    db,
    sql`select forma_pago, monto::text as monto, descripcion from ventas_pagos where venta_id = ${ventaId} order by id`,
  );
}
