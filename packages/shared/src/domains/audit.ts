/** Audit log (bitácora) actions and the entities they apply to (spec 001 §3 Audit entry). */

import { z } from 'zod';
import { zDateTime, zId } from '../api';

export const ACCIONES_BITACORA = ['CREAR', 'EDITAR', 'ELIMINAR', 'ANULAR'] as const;
export type AccionBitacora = (typeof ACCIONES_BITACORA)[number];

export const NOMBRES_ACCION: Record<AccionBitacora, string> = {
  CREAR: 'Crear',
  EDITAR: 'Editar',
  ELIMINAR: 'Eliminar',
  ANULAR: 'Anular',
};

/** Grows as later capabilities add entities (products, customers, suppliers, banks…). */
export const ENTIDADES_BITACORA = [
  'EMPRESA',
  'CONFIGURACION',
  'SUCURSAL',
  'USUARIO',
  'METODO_PAGO_ENTREGA',
  'PRODUCTO',
  'CATEGORIA',
  'UNIDAD_MEDIDA',
  'DESTINO_SALIDA',
  'DOCUMENTO_INVENTARIO',
  'CLIENTE',
  'CAJA',
  'VENTA',
  'COTIZACION',
  'DEVOLUCION',
  'ADICION_NOTA_FEL',
  'DESPACHO',
  'PROVEEDOR',
  'ORDEN_COMPRA',
  'GASTO',
  'CUENTA_COBRAR',
  'ORDEN_VENTA',
  'ENTREGA_ORDEN_VENTA',
] as const;
export type EntidadBitacora = (typeof ENTIDADES_BITACORA)[number];

export const NOMBRES_ENTIDAD: Record<EntidadBitacora, string> = {
  EMPRESA: 'Empresa',
  CONFIGURACION: 'Configuración',
  SUCURSAL: 'Sucursales',
  USUARIO: 'Usuarios',
  METODO_PAGO_ENTREGA: 'Métodos de pago y entrega',
  PRODUCTO: 'Productos',
  CATEGORIA: 'Familias',
  UNIDAD_MEDIDA: 'Unidades de medida',
  DESTINO_SALIDA: 'Destinos de salida',
  DOCUMENTO_INVENTARIO: 'Movimientos de bodega',
  CLIENTE: 'Clientes',
  CAJA: 'Cajas',
  VENTA: 'Ventas',
  COTIZACION: 'Cotizaciones',
  DEVOLUCION: 'Devoluciones',
  ADICION_NOTA_FEL: 'Adiciones de nota de crédito',
  DESPACHO: 'Despachos',
  PROVEEDOR: 'Proveedores',
  ORDEN_COMPRA: 'Órdenes de compra',
  GASTO: 'Gastos',
  CUENTA_COBRAR: 'Cuentas por cobrar',
  ORDEN_VENTA: 'Órdenes de venta',
  ENTREGA_ORDEN_VENTA: 'Entregas de órdenes de venta',
};

/** An audit log entry as `GET bitacora` and `GET bitacora/{id}` answer it. */
export const bitacoraEntradaSchema = z.object({
  id: zId,
  creado: zDateTime,
  usuario: z.object({ id: zId, nombre: z.string(), email: z.string() }).nullable(),
  accion: z.enum(ACCIONES_BITACORA),
  entidad: z.enum(ENTIDADES_BITACORA),
  entidad_id: z.number().int().nullable(),
  descripcion: z.string(),
  /** The record after the change and before it: JSON as each entity wrote it, so open-ended. */
  detalle: z.unknown(),
  detalle_anterior: z.unknown(),
});
export type BitacoraEntrada = z.infer<typeof bitacoraEntradaSchema>;
