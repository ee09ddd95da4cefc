/**
 * Stock and cash movement types (spec 000 §9; DECISIONS P3-03): one code set; every ledger row
 * also names the document that caused it.
 */
export const TIPOS_MOVIMIENTO = {
  INGRESO: 10,
  COMPRA: 20,
  VENTA: 30,
  RETIRO: 40,
  BAJA: 50,
  REAJUSTE: 60,
  DEVOLUCION: 70,
  ABONO_CUENTA: 80,
} as const;
export type TipoMovimiento = (typeof TIPOS_MOVIMIENTO)[keyof typeof TIPOS_MOVIMIENTO];

export const NOMBRES_MOVIMIENTO_INVENTARIO: Record<number, string> = {
  10: 'Ingreso',
  20: 'Compra',
  30: 'Venta',
  40: 'Salida',
  50: 'Baja',
  60: 'Reajuste',
  70: 'Devolución',
};

/** Readjustments: positive 1 adds stock, negative 2 takes it (spec 000 §9). */
export const TIPOS_REAJUSTE = { POSITIVO: 1, NEGATIVO: 2 } as const;
export type TipoReajuste = (typeof TIPOS_REAJUSTE)[keyof typeof TIPOS_REAJUSTE];

/** Stock list filter (`filtro`): with, without or negative stock; default `todos` (P2-03h). */
export const FILTROS_INVENTARIO = ['todos', 'con_existencia', 'sin_existencia', 'negativo'] as const;
export type FiltroInventario = (typeof FILTROS_INVENTARIO)[number];

export const NOMBRES_FILTRO_INVENTARIO: Record<FiltroInventario, string> = {
  todos: 'Todos',
  con_existencia: 'Con existencia',
  sin_existencia: 'Sin existencia',
  negativo: 'Existencia negativa',
};

/** Export job states (spec 000 §4): 10 running, 20 done, anything else an error. */
export const ESTADOS_ARCHIVO = { EN_PROCESO: 10, LISTO: 20, ERROR: 30 } as const;

/** Document types the kardex points to (`documento_tipo`). Later capabilities add theirs. */
export const DOCUMENTOS_STOCK = { INVENTARIO: 'inventario', VENTA: 'venta', COMPRA: 'recepcion_compra', DESPACHO: 'despacho', DEVOLUCION: 'devolucion' } as const;
export type DocumentoStock = (typeof DOCUMENTOS_STOCK)[keyof typeof DOCUMENTOS_STOCK];
