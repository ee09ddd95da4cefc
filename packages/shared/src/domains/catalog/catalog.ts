/** Catalog constants (spec 001 §3 Product/Fraccion/Measure unit, §4 Product type, §9). */

import { z } from 'zod';
import { zDecimal, zId } from '../../api';

export const TIPOS_PRODUCTO = { SIMPLE: 1, CON_FRACCIONES: 100, GRANEL_PESO: 1000, GRANEL_CAPACIDAD: 2000 } as const;
export type TipoProducto = (typeof TIPOS_PRODUCTO)[keyof typeof TIPOS_PRODUCTO];
export const CODIGOS_TIPO_PRODUCTO = Object.values(TIPOS_PRODUCTO) as TipoProducto[];

export const NOMBRES_TIPO_PRODUCTO: Record<TipoProducto, string> = {
  1: 'Simple',
  100: 'Con fracciones',
  1000: 'A granel por peso',
  2000: 'A granel por capacidad',
};

/** Bulk products sell and count with 3 decimals; every other product in whole units. */
export function esAGranel(tipo: number): boolean {
  return tipo === TIPOS_PRODUCTO.GRANEL_PESO || tipo === TIPOS_PRODUCTO.GRANEL_CAPACIDAD;
}

export function tieneFracciones(tipo: number): boolean {
  return tipo === TIPOS_PRODUCTO.CON_FRACCIONES;
}

export function decimalesCantidad(tipo: number): 0 | 3 {
  return esAGranel(tipo) ? 3 : 0;
}

export const TIPOS_UNIDAD = {
  UNIDAD: 10,
  CAPACIDAD: 20,
  PESO: 30,
  LONGITUD: 40,
  AREA: 50,
  VOLUMEN: 60,
  OTROS: 100,
} as const;
export type TipoUnidad = (typeof TIPOS_UNIDAD)[keyof typeof TIPOS_UNIDAD];

export const NOMBRES_TIPO_UNIDAD: Record<TipoUnidad, string> = {
  10: 'Unidad',
  20: 'Capacidad',
  30: 'Peso',
  40: 'Longitud',
  50: 'Área',
  60: 'Volumen',
  100: 'Otros',
};

/** The units a new company starts with; `capacidad` relates units of one kind (the first is 1). */
export const UNIDADES_POR_DEFECTO: readonly {
  nombre: string;
  abreviatura: string;
  tipo: TipoUnidad;
  capacidad: string;
}[] = [
  { nombre: 'Unidad', abreviatura: 'u', tipo: 10, capacidad: '1' },
  { nombre: 'Litro', abreviatura: 'L', tipo: 20, capacidad: '1' },
  { nombre: 'Mililitro', abreviatura: 'ml', tipo: 20, capacidad: '0.001' },
  { nombre: 'Galón', abreviatura: 'gal', tipo: 20, capacidad: '3.785412' },
  { nombre: 'Libra', abreviatura: 'lb', tipo: 30, capacidad: '1' },
  { nombre: 'Kilogramo', abreviatura: 'kg', tipo: 30, capacidad: '2.204623' },
  { nombre: 'Onza', abreviatura: 'oz', tipo: 30, capacidad: '0.0625' },
  { nombre: 'Quintal', abreviatura: 'qq', tipo: 30, capacidad: '100' },
  { nombre: 'Metro', abreviatura: 'm', tipo: 40, capacidad: '1' },
  { nombre: 'Centímetro', abreviatura: 'cm', tipo: 40, capacidad: '0.01' },
  { nombre: 'Pie', abreviatura: 'pie', tipo: 40, capacidad: '0.3048' },
  { nombre: 'Yarda', abreviatura: 'yd', tipo: 40, capacidad: '0.9144' },
  { nombre: 'Metro cuadrado', abreviatura: 'm²', tipo: 50, capacidad: '1' },
  { nombre: 'Metro cúbico', abreviatura: 'm³', tipo: 60, capacidad: '1' },
  { nombre: 'Otro', abreviatura: '', tipo: 100, capacidad: '1' },
];

export const unidadMedidaSchema = z.object({
  id: zId,
  nombre: z.string(),
  abreviatura: z.string(),
  tipo: z.literal(Object.values(TIPOS_UNIDAD)),
  /** Relation to the other units of the same kind (decimal string). */
  capacidad: zDecimal,
});
export type UnidadMedida = z.infer<typeof unidadMedidaSchema>;

export const NIVELES_PRECIO = [1, 2, 3, 4, 5] as const;
export type NivelPrecio = (typeof NIVELES_PRECIO)[number];

export const MINIMO_FRACCIONES = 2;
export const MAXIMO_IMAGENES = 5;
export const MAXIMO_CATEGORIAS_TIENDA = 3;
