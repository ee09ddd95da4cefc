import { and, eq } from 'drizzle-orm';
import { proveedorInputSchema, type Proveedor, type ProveedorDatos } from '@pos/shared/domains/purchasing';
import { MENSAJES } from '@pos/shared/messages';
import type { Executor, Tx } from '../../db/client';
import { ordenesCompra, proveedores } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/http-errors';
import { applyPartial, type PartialBody } from '../../lib/partial-update';
import { recordAudit } from '../audit';
import { toProveedor, toProveedorInput } from './proveedores.dto';
import { findProveedor } from './proveedores.repo';

export async function getProveedorOr404(db: Executor, actor: Actor, id: number): Promise<Proveedor> {
  const row = await findProveedor(db, actor.empresaId, id);
  if (!row) throw notFound(MENSAJES.proveedores.noEncontrado);
  return toProveedor(row);
}

const columnsOf = (input: ProveedorDatos) => ({
  nombre: input.nombre,
  tipoProveedor: input.tipo_proveedor,
  limiteCredito: input.limite_credito,
  nit: input.nit,
  telefono: input.telefono,
  correo: input.correo,
  direccion: input.direccion,
  contacto: input.contacto,
});

const describe = (p: Pick<Proveedor, 'nombre'>) => MENSAJES.bitacora.descripcion.proveedor(p.nombre);

export async function createProveedor(tx: Tx, actor: Actor, input: ProveedorDatos): Promise<Proveedor> {
  const [row] = await tx
    .insert(proveedores)
    .values({ empresaId: actor.empresaId, ...columnsOf(input) })
    .returning();
  const proveedor = toProveedor(row!);
  await recordAudit(tx, actor, {
    accion: 'CREAR',
    entidad: 'PROVEEDOR',
    entidadId: proveedor.id,
    descripcion: describe(proveedor),
    despues: proveedor,
  });
  return proveedor;
}

/** `PUT proveedores/{id}` (P3-50): the body's fields over the stored supplier. */
export async function updateProveedor(tx: Tx, actor: Actor, id: number, changes: PartialBody): Promise<Proveedor> {
  const before = await getProveedorOr404(tx, actor, id);
  const input = applyPartial(proveedorInputSchema, toProveedorInput(before), changes);
  const [row] = await tx.update(proveedores).set(columnsOf(input)).where(eq(proveedores.id, id)).returning();
  const after = toProveedor(row!);
  await recordAudit(tx, actor, {
    accion: 'EDITAR',
    entidad: 'PROVEEDOR',
    entidadId: id,
    descripcion: describe(after),
    antes: before,
    despues: after,
  });
  return after;
}

/**
 * Suppliers are retired, not erased: their purchase orders keep pointing at them. A supplier with
 * an active order (neither finished nor annulled) stays: it still delivers or is still owed.
 */
export async function deleteProveedor(tx: Tx, actor: Actor, id: number): Promise<void> {
  const before = await getProveedorOr404(tx, actor, id);
  const [activa] = await tx
    .select({ id: ordenesCompra.id })
    .from(ordenesCompra)
    .where(
      and(eq(ordenesCompra.proveedorId, id), eq(ordenesCompra.finalizada, false), eq(ordenesCompra.anulada, false)),
    )
    .limit(1);
  if (activa) throw badRequest(MENSAJES.proveedores.conOrdenesActivas);
  await tx.update(proveedores).set({ activo: false }).where(eq(proveedores.id, id));
  await recordAudit(tx, actor, {
    accion: 'ELIMINAR',
    entidad: 'PROVEEDOR',
    entidadId: id,
    descripcion: describe(before),
    antes: before,
  });
}
