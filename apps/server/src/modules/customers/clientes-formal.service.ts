import { eq } from 'drizzle-orm';
import type { ClienteOv, ClienteSucursal } from '@pos/shared/domains/customers';
import type { clienteOvInputSchema } from '@pos/shared/domains/customers';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { clientes, clientesSucursales } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { createCliente } from './clientes.service';
import type { ClienteSucursalRow } from './clientes-formal.repo';

export const toClienteSucursal = (row: ClienteSucursalRow): ClienteSucursal => ({
  id: row.id,
  nombre: row.nombre,
  direccion: row.direccion,
  departamento: row.departamento,
  municipio: row.municipio,
});

/** `POST clientes/cliente_ov` (P3-31): the customer as `POST clientes` creates it, flagged formal, with its first branch. */
export async function createClienteOv(
  tx: Tx,
  actor: Actor,
  input: z.output<typeof clienteOvInputSchema>,
  sucursalPorDefecto: number | null,
): Promise<ClienteOv> {
  const cliente = await createCliente(tx, actor, input, sucursalPorDefecto);
  await tx.update(clientes).set({ esFormal: true }).where(eq(clientes.id, cliente.id));
  const [sucursal] = await tx
    .insert(clientesSucursales)
    .values({
      clienteId: cliente.id,
      nombre: input.nombre_sucursal,
      direccion: input.direccion_sucursal,
      departamento: input.departamento_sucursal,
      municipio: input.municipio_sucursal,
    })
    .returning();
  return { ...cliente, es_formal: true, sucursal: toClienteSucursal(sucursal!) };
}
