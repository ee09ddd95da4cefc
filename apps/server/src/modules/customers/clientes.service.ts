import { eq } from 'drizzle-orm';
import {
  clienteInputSchema,
  esNitConsumidorFinal,
  revisarDocumento,
  type Cliente,
  type ClienteDatos,
} from '@pos/shared/domains/customers';
import { CONSUMIDOR_FINAL } from '@pos/shared/domains/sales/sales';
import { MENSAJES } from '@pos/shared/messages';
import type { Executor, Tx } from '../../db/client';
import { clientes } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { assertBranchAccess } from '../../lib/branch-access';
import { badRequest, fieldError, notFound } from '../../lib/http-errors';
import { applyPartial, type PartialBody } from '../../lib/partial-update';
import { recordAudit } from '../audit';
import { toCliente, toClienteInput } from './clientes.dto';
import { findCliente, findClientePorNit, type ClienteRow } from './clientes.repo';

export async function getClienteOr404(db: Executor, actor: Actor, id: number): Promise<Cliente> {
  const row = await findCliente(db, actor.empresaId, id);
  if (!row) throw notFound(MENSAJES.clientes.noEncontrado);
  return toCliente(row);
}

/** NIT is unique per company except C.F. (the partial unique index `clientes_nit_uq` agrees). */
async function assertNitFree(tx: Executor, actor: Actor, nit: string, exceptId?: number): Promise<void> {
  if (nit === CONSUMIDOR_FINAL.nit) return;
  if (await findClientePorNit(tx, actor.empresaId, nit, exceptId))
    throw fieldError('nit', MENSAJES.clientes.nitDuplicado(nit));
}

const columnsOf = (input: ClienteDatos) => ({
  nombre: input.nombre,
  tipoDocumento: input.tipo_documento,
  nit: input.nit,
  tipoCliente: input.tipo_cliente,
  correo: input.correo,
  direccion: input.direccion,
  direcciones: input.direcciones,
  nombreEncargado: input.nombre_encargado,
  telefono: input.telefono,
  extra: input.extra,
  limiteCredito: input.limite_credito,
  diasCredito: input.dias_credito,
});

const describe = (c: Pick<Cliente, 'nombre' | 'nit'>) => MENSAJES.bitacora.descripcion.cliente(c.nombre, c.nit);

/** `sucursalPorDefecto` is the request's branch: where the customer was created, a list filter only (P3-33). */
export async function createCliente(
  tx: Tx,
  actor: Actor,
  input: ClienteDatos,
  sucursalPorDefecto: number | null,
): Promise<Cliente> {
  const sucursalId = input.sucursal_id ?? sucursalPorDefecto;
  // The branch of creation: one the user works in (another company's or a deleted one is 404, 403 if not theirs).
  if (sucursalId !== null) await assertBranchAccess(tx, actor, sucursalId);
  await assertNitFree(tx, actor, input.nit);
  const [row] = await tx
    .insert(clientes)
    .values({ empresaId: actor.empresaId, sucursalId, ...columnsOf(input) })
    .returning();
  const cliente = toCliente(row!);
  await recordAudit(tx, actor, {
    accion: 'CREAR',
    entidad: 'CLIENTE',
    entidadId: cliente.id,
    descripcion: describe(cliente),
    despues: cliente,
  });
  return cliente;
}

/** `PUT clientes/{id}`: the body's fields over the stored customer; those it leaves out keep their value. */
export async function updateCliente(tx: Tx, actor: Actor, id: number, changes: PartialBody): Promise<Cliente> {
  const before = await getClienteOr404(tx, actor, id);
  const input = applyPartial(clienteInputSchema, toClienteInput(before), changes);
  await assertNitFree(tx, actor, input.nit, id);
  // Only a new branch is checked: a customer created elsewhere stays editable by every user who may edit it.
  if (input.sucursal_id != null && input.sucursal_id !== before.sucursal_id) {
    await assertBranchAccess(tx, actor, input.sucursal_id);
  }
  const [row] = await tx
    .update(clientes)
    .set({ ...columnsOf(input), ...(input.sucursal_id !== undefined ? { sucursalId: input.sucursal_id } : {}) })
    .where(eq(clientes.id, id))
    .returning();
  const after = toCliente(row!);
  await recordAudit(tx, actor, {
    accion: 'EDITAR',
    entidad: 'CLIENTE',
    entidadId: id,
    descripcion: describe(after),
    antes: before,
    despues: after,
  });
  return after;
}

/** Customers are retired, not erased: their sales keep pointing at them. */
export async function deleteCliente(tx: Tx, actor: Actor, id: number): Promise<void> {
  const before = await getClienteOr404(tx, actor, id);
  await tx.update(clientes).set({ activo: false }).where(eq(clientes.id, id));
  await recordAudit(tx, actor, {
    accion: 'ELIMINAR',
    entidad: 'CLIENTE',
    entidadId: id,
    descripcion: describe(before),
    antes: before,
  });
}

// ---------------------------------------------------------------------------------------------
// The customer of a sale (000 §5 Customer), resolved inside the sale's transaction.

export interface ClienteVentaDatos {
  id?: number | null;
  nit: string;
  nombre: string;
  direccion?: string;
  telefono?: string;
  correo?: string;
  tipoDocumento: 1 | 2 | 3;
  /** Store the customer when its document is not on file (never for C.F.). */
  crear: boolean;
  /** The cashier changed the stored customer's data: write it back. */
  actualizar: boolean;
}

export interface ClienteVenta {
  clienteId: number | null;
  nit: string;
  nombre: string;
  direccion: string;
}

/** The stored customer the sale names: by id when its document still matches, else by document. */
async function findSaleCustomer(
  tx: Executor,
  actor: Actor,
  id: number | null | undefined,
  nit: string,
): Promise<ClienteRow | undefined> {
  if (id) {
    const byId = await findCliente(tx, actor.empresaId, id);
    if (!byId) throw notFound(MENSAJES.clientes.noEncontrado);
    if (byId.nit.toUpperCase() === nit.toUpperCase()) return byId;
  }
  return findClientePorNit(tx, actor.empresaId, nit);
}

/**
 * Concurrent sales may create the same customer: the unique index decides, and the loser reads
 * the winner's row.
 */
async function insertSaleCustomer(
  tx: Executor,
  actor: Actor,
  input: ClienteVentaDatos,
  nit: string,
  nombre: string,
): Promise<ClienteRow> {
  const [row] = await tx
    .insert(clientes)
    .values({
      empresaId: actor.empresaId,
      nombre,
      nit,
      tipoDocumento: input.tipoDocumento,
      direccion: input.direccion?.trim() ?? '',
      telefono: input.telefono?.trim() ?? '',
      correo: input.correo?.trim() ?? '',
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return (await findClientePorNit(tx, actor.empresaId, nit))!;
  const cliente = toCliente(row);
  await recordAudit(tx, actor, {
    accion: 'CREAR',
    entidad: 'CLIENTE',
    entidadId: cliente.id,
    descripcion: describe(cliente),
    despues: cliente,
  });
  return row;
}

async function updateSaleCustomer(
  tx: Executor,
  actor: Actor,
  stored: ClienteRow,
  input: ClienteVentaDatos,
  nombre: string,
): Promise<ClienteRow> {
  const changes = {
    nombre,
    tipoDocumento: input.tipoDocumento,
    ...(input.direccion !== undefined ? { direccion: input.direccion.trim() } : {}),
    ...(input.telefono !== undefined ? { telefono: input.telefono.trim() } : {}),
    ...(input.correo !== undefined ? { correo: input.correo.trim() } : {}),
  };
  const changed = Object.entries(changes).some(([k, v]) => stored[k as keyof typeof changes] !== v);
  if (!changed) return stored;
  const [row] = await tx.update(clientes).set(changes).where(eq(clientes.id, stored.id)).returning();
  await recordAudit(tx, actor, {
    accion: 'EDITAR',
    entidad: 'CLIENTE',
    entidadId: stored.id,
    descripcion: describe(row!),
    antes: toCliente(stored),
    despues: toCliente(row!),
  });
  return row!;
}

/**
 * The sale's customer per 000 §5: no NIT and no name is the final consumer; any CF spelling is
 * C.F.; a NIT needs a name. The stored customer is found by id or document, created when asked
 * (never for C.F.), and updated when asked. Call it inside the sale's transaction.
 */
export async function resolveSaleCustomer(tx: Executor, actor: Actor, input: ClienteVentaDatos): Promise<ClienteVenta> {
  const nitText = input.nit.trim();
  const nombre = input.nombre.trim();
  if ((nitText === '' && nombre === '') || esNitConsumidorFinal(nitText)) {
    return {
      clienteId: null,
      nit: CONSUMIDOR_FINAL.nit,
      nombre: nombre || CONSUMIDOR_FINAL.nombre,
      direccion: input.direccion?.trim() ?? '',
    };
  }
  if (nitText === '')
    return { clienteId: null, nit: CONSUMIDOR_FINAL.nit, nombre, direccion: input.direccion?.trim() ?? '' };
  if (nombre === '')
    throw badRequest(MENSAJES.ventas.ingreseNombreCliente, { cliente: [MENSAJES.ventas.ingreseNombreCliente] });
  if (nombre.length > 200) throw fieldError('nombre', MENSAJES.campos.maxLength(200));
  const revisado = revisarDocumento(input.tipoDocumento, nitText);
  if (!revisado.ok) throw fieldError('nit', revisado.message);
  const nit = revisado.documento;

  let stored = await findSaleCustomer(tx, actor, input.id, nit);
  if (!stored && input.crear) stored = await insertSaleCustomer(tx, actor, input, nit, nombre);
  else if (stored && input.actualizar) stored = await updateSaleCustomer(tx, actor, stored, input, nombre);
  return { clienteId: stored?.id ?? null, nit, nombre, direccion: input.direccion?.trim() ?? stored?.direccion ?? '' };
}
