import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { categorias, fracciones, sucursales, unidadesMedida } from '../../db/schema/index';

/** What a product save is checked against, read in a fixed number of queries. */
export interface Lookups {
  unidades: Map<number, { tipo: number }>;
  /** The company's default unit for products that name none: its first "Unidad"-kind unit. */
  unidadPorDefecto: number | null;
  categorias: Map<number, { nivel: number; parentId: number | null }>;
  sucursales: Set<number>;
  /** The requested codes another active product already uses (codes compare case-insensitively). */
  codigosTomados: Set<string>;
  /** Barcodes among the requested ones that other active products or their fractions use. */
  codigosBarrasTomados: Map<string, string>;
  /** The product's own active fractions (edits only). */
  fraccionesPropias: Set<number>;
}

export interface LookupRequest {
  empresaId: number;
  productoId: number | null;
  codigos: string[];
  codigosBarras: string[];
  categoriaIds: number[];
}

export async function loadLookups(db: Executor, r: LookupRequest): Promise<Lookups> {
  const otro = r.productoId ?? 0;
  const [unidades, cats, branches, codigo, barras, propias] = await Promise.all([
    db
      .select({ id: unidadesMedida.id, tipo: unidadesMedida.tipo })
      .from(unidadesMedida)
      .where(and(eq(unidadesMedida.empresaId, r.empresaId), eq(unidadesMedida.activo, true)))
      .orderBy(unidadesMedida.id),
    r.categoriaIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: categorias.id, nivel: categorias.nivel, parentId: categorias.parentId })
          .from(categorias)
          .where(
            and(
              eq(categorias.empresaId, r.empresaId),
              eq(categorias.activo, true),
              inArray(categorias.id, r.categoriaIds),
            ),
          ),
    db
      .select({ id: sucursales.id })
      .from(sucursales)
      .where(and(eq(sucursales.empresaId, r.empresaId), eq(sucursales.activo, true))),
    queryRows<{ codigo: string }>(
      db,
      sql`select c.codigo from unnest(${sql.param(r.codigos)}::text[]) as c(codigo)
           where exists (select 1 from productos p where p.empresa_id = ${r.empresaId} and p.activo and lower(p.codigo) = lower(c.codigo) and p.id <> ${otro})`,
    ),
    r.codigosBarras.length === 0
      ? Promise.resolve([])
      : queryRows<{ codigo_barras: string; nombre: string }>(
          db,
          sql`select p.codigo_barras, p.nombre from productos p
               where p.empresa_id = ${r.empresaId} and p.activo and p.codigo_barras = any(${sql.param(r.codigosBarras)}::text[]) and p.id <> ${otro}
              union all
              select f.codigo_barras, p.nombre from fracciones f join productos p on p.id = f.producto_id and p.activo
               where f.empresa_id = ${r.empresaId} and f.activo and f.codigo_barras = any(${sql.param(r.codigosBarras)}::text[]) and f.producto_id <> ${otro}`,
        ),
    r.productoId === null
      ? Promise.resolve([])
      : db
          .select({ id: fracciones.id })
          .from(fracciones)
          .where(and(eq(fracciones.productoId, r.productoId), eq(fracciones.activo, true))),
  ]);
  return {
    unidades: new Map(unidades.map((u) => [u.id, { tipo: u.tipo }])),
    unidadPorDefecto: unidades.find((u) => u.tipo === 10)?.id ?? null,
    categorias: new Map(cats.map((c) => [c.id, { nivel: c.nivel, parentId: c.parentId }])),
    sucursales: new Set(branches.map((b) => b.id)),
    codigosTomados: new Set(codigo.map((c) => c.codigo)),
    codigosBarrasTomados: new Map(barras.map((b) => [b.codigo_barras, b.nombre])),
    fraccionesPropias: new Set(propias.map((f) => f.id)),
  };
}
