import { and, eq, sql } from 'drizzle-orm';
import { ESTADOS_DEVOLUCION, TIPOS_DEVOLUCION, type ConsultaNotaCredito } from '@pos/shared/domains/returns';
import { MENSAJES } from '@pos/shared/messages';
import { toMoneyString } from '@pos/shared/money';
import type { Executor, Tx } from '../../db/client';
import { devoluciones } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { badRequest } from '../../lib/http-errors';
import { companyDecimals } from '../../lib/settings';
import { recordAudit } from '../audit';
import { findNotaCreditoDeDevolucion } from '../invoicing';
import { ESTADOS_ANULACION_FEL, ESTADOS_DOCUMENTO_FEL } from '@pos/shared/domains/invoicing/invoicing';

const M = MENSAJES.devoluciones;

const porCodigo = (empresaId: number, codigo: string) =>
  and(eq(devoluciones.empresaId, empresaId), sql`upper(${devoluciones.codigo}) = ${codigo.trim().toUpperCase()}`);

/** A voucher or credit note the till may take: its id, amount and kind. */
export interface ValeCanjeable {
  id: number;
  codigo: string;
  /** The amount it is worth, 4 decimals. */
  total: string;
  notaCreditoFel: boolean;
}

function vigente(row: typeof devoluciones.$inferSelect | undefined): ValeCanjeable {
  // Unknown, another company's, or annulled: the spec's message. Redeemed: its own.
  if (!row || row.estado === ESTADOS_DEVOLUCION.ANULADO) throw badRequest(M.codigoNoValido);
  if (row.estado === ESTADOS_DEVOLUCION.CANJEADO) throw badRequest(M.codigoYaCanjeado);
  return { id: row.id, codigo: row.codigo, total: row.total, notaCreditoFel: row.tipo === TIPOS_DEVOLUCION.NCRE };
}

/**
 * A credit note is worth something at the till only once certified, and not while its FEL
 * annulment is with the certifier: the annulment undoes the return when accepted, so a sale must
 * not spend it meanwhile. A refused annulment leaves the note valid again.
 */
async function certificada(db: Executor, empresaId: number, vale: ValeCanjeable): Promise<ValeCanjeable> {
  if (!vale.notaCreditoFel) return vale;
  const nota = await findNotaCreditoDeDevolucion(db, empresaId, vale.id);
  if (nota?.estado !== ESTADOS_DOCUMENTO_FEL.CERTIFICADO) throw badRequest(M.notaNoCertificada);
  if (nota.anulacionEstado === ESTADOS_ANULACION_FEL.PROCESO) throw badRequest(M.notaEnAnulacion);
  return vale;
}

/** `GET notas_credito_fel/consultar` {codigo_nota_credito}: what a code is worth at the till. */
export async function consultarNotaCredito(db: Executor, actor: Actor, codigo: string): Promise<ConsultaNotaCredito> {
  const [row] = await db.select().from(devoluciones).where(porCodigo(actor.empresaId, codigo));
  const vale = await certificada(db, actor.empresaId, vigente(row));
  return {
    id: vale.id,
    codigo: vale.codigo,
    total_importe: toMoneyString(vale.total, await companyDecimals(db, actor.empresaId)),
    nota_credito_fel: vale.notaCreditoFel,
  };
}

/**
 * Takes a code for a sale being recorded, in the sale's transaction: the row is locked, so of two
 * registers redeeming one code at the same moment the second waits and then finds it redeemed.
 * Call `redeemVoucher` once the sale exists.
 */
export async function lockVoucher(tx: Tx, empresaId: number, codigo: string): Promise<ValeCanjeable> {
  const [row] = await tx.select().from(devoluciones).where(porCodigo(empresaId, codigo)).for('update');
  return certificada(tx, empresaId, vigente(row));
}

/** Marks a locked voucher redeemed by the sale, with the audit entry. */
export async function redeemVoucher(
  tx: Tx,
  actor: Pick<Actor, 'empresaId' | 'usuarioId'>,
  vale: ValeCanjeable,
  ventaId: number,
): Promise<void> {
  await tx
    .update(devoluciones)
    .set({
      estado: ESTADOS_DEVOLUCION.CANJEADO,
      canjeVentaId: ventaId,
      canjeUsuarioId: actor.usuarioId,
      fechaCanje: new Date(),
    })
    .where(eq(devoluciones.id, vale.id));
  await recordAudit(tx, actor, {
    accion: 'EDITAR',
    entidad: 'DEVOLUCION',
    entidadId: vale.id,
    descripcion: M.bitacora.canje(vale.codigo, ventaId),
    antes: { estado: ESTADOS_DEVOLUCION.VIGENTE },
    despues: { estado: ESTADOS_DEVOLUCION.CANJEADO, venta: ventaId },
  });
}

/** The code a sale redeemed (its receipt and detail name it), or null: none, or given back by an annulment. */
export async function findVoucherOfSale(
  db: Executor,
  empresaId: number,
  ventaId: number,
): Promise<{ codigo: string; notaCreditoFel: boolean } | null> {
  const [row] = await db
    .select({ codigo: devoluciones.codigo, tipo: devoluciones.tipo })
    .from(devoluciones)
    .where(and(eq(devoluciones.empresaId, empresaId), eq(devoluciones.canjeVentaId, ventaId)))
    .limit(1);
  return row ? { codigo: row.codigo, notaCreditoFel: row.tipo === TIPOS_DEVOLUCION.NCRE } : null;
}

/** An annulled sale gives its voucher back: valid again, redeemable once more. */
export async function releaseVoucherOfSale(tx: Tx, empresaId: number, ventaId: number): Promise<void> {
  await tx
    .update(devoluciones)
    .set({ estado: ESTADOS_DEVOLUCION.VIGENTE, canjeVentaId: null, canjeUsuarioId: null, fechaCanje: null })
    .where(
      and(
        eq(devoluciones.empresaId, empresaId),
        eq(devoluciones.canjeVentaId, ventaId),
        eq(devoluciones.estado, ESTADOS_DEVOLUCION.CANJEADO),
      ),
    );
}

/** A voucher taken by an annulled receivable payment: valid again, redeemable once more. */
export async function releaseVoucher(tx: Tx, empresaId: number, devolucionId: number): Promise<void> {
  await tx
    .update(devoluciones)
    .set({ estado: ESTADOS_DEVOLUCION.VIGENTE, canjeVentaId: null, canjeUsuarioId: null, fechaCanje: null })
    .where(
      and(
        eq(devoluciones.empresaId, empresaId),
        eq(devoluciones.id, devolucionId),
        eq(devoluciones.estado, ESTADOS_DEVOLUCION.CANJEADO),
      ),
    );
}

/** Whether a sale has live returns (its annulment would give the returned units back twice). */
export async function saleHasReturns(db: Executor, empresaId: number, ventaId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: devoluciones.id })
    .from(devoluciones)
    .where(
      and(
        eq(devoluciones.empresaId, empresaId),
        eq(devoluciones.ventaId, ventaId),
        sql`${devoluciones.estado} <> ${ESTADOS_DEVOLUCION.ANULADO}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
