/**
 * Staff roles, levels and permission flags (spec 001 §3 User, §6; DECISIONS P3-05, P3-45, P3-69).
 * Access is decided by the flags alone; the level (`rol`) is for display and for
 * "a user cannot edit a user of a higher level".
 */

export const NIVELES = { PROPIETARIO: 100, ADMIN: 75, BODEGUERO: 50, CAJERO: 25 } as const;
export type Nivel = (typeof NIVELES)[keyof typeof NIVELES];

export const NOMBRES_NIVEL: Record<Nivel, string> = {
  100: 'Propietario',
  75: 'Administrador',
  50: 'Bodeguero',
  25: 'Cajero',
};

/** The five role flags; choosing a role in the user form sets exactly one of them. */
export const ROLES = ['es_admin', 'es_encargado_tienda', 'es_bodeguero', 'es_cajero', 'es_vendedor_mostrador'] as const;
export type Rol = (typeof ROLES)[number];

export const NOMBRES_ROL: Record<Rol, string> = {
  es_admin: 'Administrador',
  es_encargado_tienda: 'Encargado de tienda',
  es_bodeguero: 'Bodeguero',
  es_cajero: 'Cajero',
  es_vendedor_mostrador: 'Vendedor de mostrador',
};

export const NIVEL_DE_ROL: Record<Rol, Nivel> = {
  es_admin: NIVELES.ADMIN,
  es_encargado_tienda: NIVELES.BODEGUERO,
  es_bodeguero: NIVELES.BODEGUERO,
  es_cajero: NIVELES.CAJERO,
  es_vendedor_mostrador: NIVELES.CAJERO,
};

export const PERMISOS_GENERALES = [
  'dashboard',
  'perfil',
  'producto',
  'gasto',
  'bitacora',
  'orden_compra',
  'orden_online',
] as const;

export const PERMISOS_PUNTO_VENTA = ['punto_venta', 'punto_venta_mostrador', 'punto_venta_caja'] as const;
/**
 * Who works a register: opens, moves cash, closes (P3-45). The PVMCE counter seller only sends
 * orders to the register and needs none (P2-04f).
 */
export const PERMISOS_CAJA_REGISTRADORA = ['punto_venta', 'punto_venta_caja'] as const;

export const PERMISOS_BODEGA = [
  'bodega',
  'igreso_mercaderia',
  'baja_mercaderia',
  'salida_mercaderia',
  'reajuste_mercaderia',
] as const;

export const PERMISOS_REPORTE = [
  'reporte_balance_general',
  'reporte_apertura_cierre',
  'reporte_bodega',
  'reporte_venta',
  'reporte_devolucion',
  'reporte_cuenta_cobrar',
  'reporte_gasto',
  'reporte_productos_mas_vendidos',
  'reporte_mejores_clientes',
  'reporte_total_invertido',
  'reporte_ganancia_bruta',
  'reporte_despachos',
  'reporte_historial_precios',
  'reporte_movimientos',
  'reporte_historial_bajas_salidas',
  'reporte_descuentos_recargos',
] as const;

export const PERMISOS_CONFIGURACION = [
  'conf_tienda',
  'conf_usuario',
  'conf_sucursal',
  'conf_cliente',
  'conf_proveedor',
  'conf_caja',
  'conf_destino_salida',
  'conf_adicionales_nota_fel',
] as const;

export const PERMISOS_DESPACHO = [
  'despacho_despachos',
  'despacho_recepciones',
  'despacho_recepciones_orden_compra',
] as const;

export const PERMISOS = [
  ...PERMISOS_GENERALES,
  ...PERMISOS_PUNTO_VENTA,
  ...PERMISOS_BODEGA,
  ...PERMISOS_REPORTE,
  ...PERMISOS_CONFIGURACION,
  ...PERMISOS_DESPACHO,
] as const;
export type Permiso = (typeof PERMISOS)[number];

export function esPermiso(value: string): value is Permiso {
  return (PERMISOS as readonly string[]).includes(value);
}

/**
 * Group toggles of the user form: UI-only switches that flip every flag of a group.
 * The server ignores these keys when they arrive with a save (P3-69).
 */
export const GRUPOS_PERMISOS = {
  punto_venta_mostrador_caja: PERMISOS_PUNTO_VENTA,
  bodega: PERMISOS_BODEGA,
  reporte: PERMISOS_REPORTE,
  configuracion: PERMISOS_CONFIGURACION,
  despacho: PERMISOS_DESPACHO,
} as const satisfies Record<string, readonly Permiso[]>;
export type GrupoPermisos = keyof typeof GRUPOS_PERMISOS;

export const NOMBRES_GRUPO: Record<GrupoPermisos, string> = {
  punto_venta_mostrador_caja: 'Punto de venta',
  bodega: 'Bodega',
  reporte: 'Reportes',
  configuracion: 'Configuración',
  despacho: 'Despachos',
};

export const NOMBRES_PERMISO: Record<Permiso, string> = {
  dashboard: 'Dashboard',
  perfil: 'Perfil',
  producto: 'Productos',
  gasto: 'Gastos',
  bitacora: 'Bitácora',
  orden_compra: 'Órdenes de compra',
  orden_online: 'Órdenes en línea',
  punto_venta: 'Punto de venta',
  punto_venta_mostrador: 'Punto de venta mostrador',
  punto_venta_caja: 'Punto de venta caja',
  bodega: 'Bodega',
  igreso_mercaderia: 'Ingreso de mercadería',
  baja_mercaderia: 'Baja de mercadería',
  salida_mercaderia: 'Salida de mercadería',
  reajuste_mercaderia: 'Reajuste de mercadería',
  reporte_balance_general: 'Balance general',
  reporte_apertura_cierre: 'Apertura y cierre de caja',
  reporte_bodega: 'Reporte de bodega',
  reporte_venta: 'Historial de ventas',
  reporte_devolucion: 'Devoluciones',
  reporte_cuenta_cobrar: 'Cuentas por cobrar',
  reporte_gasto: 'Gastos',
  reporte_productos_mas_vendidos: 'Productos más vendidos',
  reporte_mejores_clientes: 'Mejores clientes',
  reporte_total_invertido: 'Inversión en bodega',
  reporte_ganancia_bruta: 'Ganancia bruta',
  reporte_despachos: 'Despachos',
  reporte_historial_precios: 'Historial de precios',
  reporte_movimientos: 'Movimientos de caja',
  reporte_historial_bajas_salidas: 'Historial de bajas y salidas',
  reporte_descuentos_recargos: 'Descuentos y recargos',
  conf_tienda: 'Empresa y tienda',
  conf_usuario: 'Usuarios',
  conf_sucursal: 'Sucursales',
  conf_cliente: 'Clientes',
  conf_proveedor: 'Proveedores',
  conf_caja: 'Cajas',
  conf_destino_salida: 'Destinos de salida',
  conf_adicionales_nota_fel: 'Adicionales de nota FEL',
  despacho_despachos: 'Despachos',
  despacho_recepciones: 'Recepciones de despachos',
  despacho_recepciones_orden_compra: 'Recepciones de órdenes de compra',
};

export const TIPOS_PUNTO_VENTA = ['PVN', 'PVMCE'] as const;
export type TipoPuntoVenta = (typeof TIPOS_PUNTO_VENTA)[number];

/**
 * The permissions a role starts with (spec 001 §6). The counter-seller / cashier split
 * exists only for the PVMCE point-of-sale type; with PVN both get `punto_venta`.
 */
export function permisosPorRol(rol: Rol, tipoPuntoVenta: TipoPuntoVenta): Permiso[] {
  switch (rol) {
    case 'es_admin':
      return [...PERMISOS];
    case 'es_vendedor_mostrador':
      return [tipoPuntoVenta === 'PVMCE' ? 'punto_venta_mostrador' : 'punto_venta', 'perfil'];
    case 'es_cajero':
      return [tipoPuntoVenta === 'PVMCE' ? 'punto_venta_caja' : 'punto_venta', 'perfil'];
    case 'es_bodeguero':
    case 'es_encargado_tienda':
      return [...PERMISOS_BODEGA, 'producto', 'perfil', ...PERMISOS_DESPACHO];
  }
}

/** The user's level as P3-05 sets it: the owner is 100, otherwise the level of the role. */
export function nivelDeUsuario(u: { es_propietario: boolean; rol: Rol | null }): Nivel {
  if (u.es_propietario) return NIVELES.PROPIETARIO;
  return u.rol ? NIVEL_DE_ROL[u.rol] : NIVELES.CAJERO;
}
