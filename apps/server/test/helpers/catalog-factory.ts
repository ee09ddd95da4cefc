import { and, eq } from 'drizzle-orm';
import { TIPOS_PRODUCTO, TIPOS_UNIDAD, type TipoProducto } from '@pos/shared/domains/catalog/catalog';
import type { Executor } from '../../src/db/client';
import { configuraciones, fracciones, preciosSucursal, productos, unidadesMedida } from '../../src/db/schema/index';
import { unique } from './factories';

/**
 * Products inserted straight into the tables, so inventory tests do not depend on the products
 * API (built separately). Only what stock needs; everything else takes the column defaults.
 */
export interface ProductSpec {
  codigo?: string;
  nombre?: string;
  tipoProducto?: TipoProducto;
  inventariable?: boolean;
  activo?: boolean;
  costo?: string;
  costoPromedioPonderado?: string;
  usaCostoPromedio?: boolean;
  minimoExistencias?: string;
  alertar?: boolean;
  precio?: string;
  precioOnline?: string;
  codigoBarras?: string;
  /** Presentations with their base units (`contenido`). */
  fracciones?: { nombre: string; contenido: string; codigoBarras?: string; activo?: boolean }[];
}

export interface TestProduct {
  id: number;
  codigo: string;
  nombre: string;
  fracciones: { id: number; nombre: string; contenido: string }[];
}

const UNIT_KIND: Record<TipoProducto, number> = {
  [TIPOS_PRODUCTO.SIMPLE]: TIPOS_UNIDAD.UNIDAD,
  [TIPOS_PRODUCTO.CON_FRACCIONES]: TIPOS_UNIDAD.UNIDAD,
  [TIPOS_PRODUCTO.GRANEL_PESO]: TIPOS_UNIDAD.PESO,
  [TIPOS_PRODUCTO.GRANEL_CAPACIDAD]: TIPOS_UNIDAD.CAPACIDAD,
};

/** The company's first unit of the kind its product type measures in (Unidad, Libra, Litro). */
async function unitFor(db: Executor, empresaId: number, tipo: TipoProducto): Promise<number> {
  const [unit] = await db
    .select({ id: unidadesMedida.id })
    .from(unidadesMedida)
    .where(and(eq(unidadesMedida.empresaId, empresaId), eq(unidadesMedida.tipo, UNIT_KIND[tipo])))
    .orderBy(unidadesMedida.id)
    .limit(1);
  return unit!.id;
}

export async function createProduct(db: Executor, empresaId: number, spec: ProductSpec = {}): Promise<TestProduct> {
  const codigo = spec.codigo ?? unique('P').toUpperCase();
  const nombre = spec.nombre ?? `Producto ${codigo}`;
  const tipoProducto = spec.tipoProducto ?? (spec.fracciones ? TIPOS_PRODUCTO.CON_FRACCIONES : TIPOS_PRODUCTO.SIMPLE);
  const [row] = await db
    .insert(productos)
    .values({
      empresaId,
      codigo,
      nombre,
      slug: unique('producto'),
      tipoProducto,
      unidadMedidaId: await unitFor(db, empresaId, tipoProducto),
      inventariable: spec.inventariable ?? true,
      activo: spec.activo ?? true,
      costo: spec.costo ?? '0',
      costoPromedioPonderado: spec.costoPromedioPonderado ?? spec.costo ?? '0',
      usaCostoPromedio: spec.usaCostoPromedio ?? true,
      minimoExistencias: spec.minimoExistencias ?? '0',
      alertar: spec.alertar ?? false,
      precio: spec.precio ?? '0',
      precioOnline: spec.precioOnline ?? '0',
      codigoBarras: spec.codigoBarras ?? '',
    })
    .returning({ id: productos.id });
  const created = spec.fracciones?.length
    ? await db
        .insert(fracciones)
        .values(
          spec.fracciones.map((f, orden) => ({
            empresaId,
            productoId: row!.id,
            nombre: f.nombre,
            contenido: f.contenido,
            codigoBarras: f.codigoBarras ?? '',
            activo: f.activo ?? true,
            orden,
          })),
        )
        .returning({ id: fracciones.id, nombre: fracciones.nombre, contenido: fracciones.contenido })
    : [];
  return { id: row!.id, codigo, nombre, fracciones: created };
}

/** A branch's own price for a product (P2-03i). */
export async function setBranchPrice(
  db: Executor,
  productoId: number,
  sucursalId: number,
  precio: string,
): Promise<void> {
  await db.insert(preciosSucursal).values({ productoId, sucursalId, precio });
}

export async function setNegativeStock(db: Executor, empresaId: number, allowed: boolean): Promise<void> {
  await db
    .update(configuraciones)
    .set({ confInventarioNegativo: allowed })
    .where(eq(configuraciones.empresaId, empresaId));
}

export async function setThreeDecimals(db: Executor, empresaId: number, on: boolean): Promise<void> {
  await db.update(configuraciones).set({ confModenaCon3Decimales: on }).where(eq(configuraciones.empresaId, empresaId));
}

export async function productRow(db: Executor, id: number) {
  const [row] = await db.select().from(productos).where(eq(productos.id, id));
  return row!;
}
