/** Audit log (bitácora) actions and the entities they apply to (spec 001 §3 Audit entry). */

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
};

export interface BitacoraEntrada {
  id: number;
  creado: string;
  usuario: { id: number; nombre: string; email: string } | null;
  accion: AccionBitacora;
  entidad: EntidadBitacora;
  entidad_id: number | null;
  descripcion: string;
  detalle: unknown;
  detalle_anterior: unknown;
}
