import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { destinosSalida, documentosInventario, documentosInventarioDetalle } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';

/** What a document line needs to know about its product. */
export interface LineProduct {
  id: number;
  codigo: string;
  nombre: string;
  tipo_producto: number;
  inventariable: boolean;
  costo: string;
  promedio: string;
  usa_promedio: boolean;
}

export interface LineFraction {
  id: number;
  producto_id: number;
  nombre: string;
  contenido: string;
}

/** The company's active products among `ids`, by id. */
export async function lineProducts(db: Executor, empresaId: number, ids: number[]): Promise<Map<number, LineProduct>> {
  const rows = await queryRows<LineProduct>(
    db,
    sql`select id, codigo, nombre, tipo_producto, inventariable, costo::text as costo,
               costo_promedio_ponderado::text as promedio, usa_costo_promedio as usa_promedio
          from productos where empresa_id = ${empresaId} and activo and id = any(${sql.param(ids)}::int[])`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The company's active fractions among `ids`, by id. */
export async function lineFractions(
  db: Executor,
  empresaId: number,
  ids: number[],
): Promise<Map<number, LineFraction>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<LineFraction>(
    db,
    sql`select id, producto_id, nombre, contenido::text as contenido
          from fracciones where empresa_id = ${empresaId} and activo and id = any(${sql.param(ids)}::int[])`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findActiveDestino(
  db: Executor,
  empresaId: number,
  id: number,
): Promise<{ id: number; nombre: string } | undefined> {
  const [row] = await db
    .select({ id: destinosSalida.id, nombre: destinosSalida.nombre })
    .from(destinosSalida)
    .where(and(eq(destinosSalida.empresaId, empresaId), eq(destinosSalida.id, id), eq(destinosSalida.activo, true)));
  return row;
}

/**
 * The document's id before the document exists: its ledger rows are written first, so concurrent
 * documents contend on the stock rows and not on the numbering.
 */
export async function reserveDocumentId(tx: Executor): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('documentos_inventario', 'id'))::int as id`,
  );
  return row!.id;
}

/**
 * The next correlative of the company's documents of a type. The transaction-scoped lock makes
 * concurrent documents of one type take numbers in turn; it is taken after the stock locks and
 * nothing is waited on while holding it, so it cannot join a deadlock.
 */
export async function nextNumero(tx: Executor, empresaId: number, tipo: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`documentos_inventario:${tipo}`}), ${empresaId})`);
  const [row] = await queryRows<{ numero: number }>(
    tx,
    sql`select coalesce(max(numero), 0)::int + 1 as numero from documentos_inventario where empresa_id = ${empresaId} and tipo = ${tipo}`,
  );
  return row!.numero;
}

export type NewDocumento = typeof documentosInventario.$inferInsert;
export type NewDetalle = Omit<typeof documentosInventarioDetalle.$inferInsert, 'documentoId'>;

export async function insertDocumento(
  tx: Executor,
  documento: NewDocumento & { id: number },
  detalles: NewDetalle[],
): Promise<void> {
  await tx.insert(documentosInventario).values(documento);
  await tx.insert(documentosInventarioDetalle).values(detalles.map((d) => ({ ...d, documentoId: documento.id })));
}

export interface DocumentoHeaderRow {
  id: number;
  tipo: number;
  tipo_reajuste: number | null;
  numero: number;
  creado: string;
  nota: string;
  total: string;
  proveedor_id: number | null;
  sucursal_id: number;
  sucursal_nombre: string;
  usuario_id: number;
  usuario_nombre: string;
  usuario_email: string;
  destino_id: number | null;
  destino_nombre: string | null;
}

export interface DocumentoLineRow {
  id: number;
  producto_id: number;
  codigo: string;
  nombre: string;
  tipo_producto: number;
  fraccion_id: number | null;
  fraccion_nombre: string | null;
  contenido: string | null;
  cantidad: string;
  cantidad_base: string;
  costo_unitario: string;
  subtotal: string;
  nota: string;
  unidad_id: number | null;
  unidad_nombre: string | null;
  unidad_abreviatura: string | null;
}

/**
 * A document of the company the user may see: any branch for a global user, else one of the
 * user's branches. Anything else reads as missing.
 */
export async function findDocumento(
  db: Executor,
  actor: Actor,
  id: number,
): Promise<{ header: DocumentoHeaderRow; lines: DocumentoLineRow[] } | null> {
  const [header] = await queryRows<DocumentoHeaderRow>(
    db,
    sql`select d.id, d.tipo, d.tipo_reajuste, d.numero, d.creado, d.nota, d.total::text as total, d.proveedor_id,
               s.id as sucursal_id, s.nombre as sucursal_nombre,
               u.id as usuario_id, trim(u.first_name || ' ' || u.last_name) as usuario_nombre, u.email as usuario_email,
               ds.id as destino_id, ds.nombre as destino_nombre
          from documentos_inventario d
          join sucursales s on s.id = d.sucursal_id
          join usuarios u on u.id = d.usuario_id
          left join destinos_salida ds on ds.id = d.destino_salida_id
         where d.id = ${id} and d.empresa_id = ${actor.empresaId}
           and (${actor.esGlobal} or d.sucursal_id = any(${sql.param([...actor.sucursalIds])}::int[]))`,
  );
  if (!header) return null;
  const lines = await queryRows<DocumentoLineRow>(
    db,
    sql`select l.id, p.id as producto_id, p.codigo, p.nombre, p.tipo_producto,
               f.id as fraccion_id, f.nombre as fraccion_nombre, f.contenido::text as contenido,
               l.cantidad::text as cantidad, l.cantidad_base::text as cantidad_base, l.costo_unitario::text as costo_unitario,
               l.subtotal::text as subtotal, l.nota,
               um.id as unidad_id, um.nombre as unidad_nombre, um.abreviatura as unidad_abreviatura
          from documentos_inventario_detalle l
          join productos p on p.id = l.producto_id
          left join fracciones f on f.id = l.fraccion_id
          left join unidades_medida um on um.id = coalesce(f.unidad_medida_id, p.unidad_medida_id)
         where l.documento_id = ${id}
         order by l.id`,
  );
  return { header, lines };
}
