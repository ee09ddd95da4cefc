import { and, eq, sql } from 'drizzle-orm';
import { formatDate, todayInGuatemala } from '@pos/shared/format';
import { compare, dec, sub } from '@pos/shared/money';
import { FORMAS_PAGO, TIPOS_MOVIMIENTO_CAJA, type TipoMovimientoCaja } from '@pos/shared/domains/sales/sales';
import { ERROR_CODES } from '@pos/shared/errors';
import { MENSAJES } from '@pos/shared/messages';
import { queryRows, type Executor } from '../../db/client';
import { aperturasCajaTotales, aperturasCierresCaja, configuraciones, movimientosCaja } from '../../db/schema/index';
import { badRequest, codedError, notFound } from '../../lib/http-errors';
import { d4 } from '../../lib/values';

/** An open register session: what a sale or a cash movement needs to know about it. */
export interface SesionCaja {
  id: number;
  cajaId: number;
  sucursalId: number;
  usuarioId: number;
}

const sesionColumns = {
  id: aperturasCierresCaja.id,
  cajaId: aperturasCierresCaja.cajaId,
  sucursalId: aperturasCierresCaja.sucursalId,
  usuarioId: aperturasCierresCaja.usuarioId,
};

const openOf = (empresaId: number, usuarioId: number) =>
  and(
    eq(aperturasCierresCaja.empresaId, empresaId),
    eq(aperturasCierresCaja.usuarioId, usuarioId),
    eq(aperturasCierresCaja.abierta, true),
  );

/** The user's open session, or null. */
export async function findOpenSession(db: Executor, empresaId: number, usuarioId: number): Promise<SesionCaja | null> {
  const [row] = await db.select(sesionColumns).from(aperturasCierresCaja).where(openOf(empresaId, usuarioId));
  return row ?? null;
}

/**
 * P3-39 `conf_caja_forzar_cierre`: a session opened on an earlier Guatemalan day must be closed
 * before it takes new sales.
 */
export function requiereCierre(fechaApertura: Date, forzarCierre: boolean, now: Date = new Date()): boolean {
  return forzarCierre && formatDate(fechaApertura) < todayInGuatemala(now);
}

/**
 * Locks the user's open session row (FOR UPDATE, re-checking it is still open) or throws 400
 * telling the user to open a register. Refuses too when the session must be closed first (P3-39).
 */
export async function requireOpenSession(tx: Executor, empresaId: number, usuarioId: number): Promise<SesionCaja> {
  // The company's force-close flag rides along in the same round trip (this runs on every sale).
  const [row] = await tx
    .select({
      ...sesionColumns,
      fechaApertura: aperturasCierresCaja.fechaApertura,
      forzarCierre: sql<boolean>`coalesce((select ${configuraciones.confCajaForzarCierre} from ${configuraciones} where ${configuraciones.empresaId} = ${empresaId}), false)`,
    })
    .from(aperturasCierresCaja)
    .where(openOf(empresaId, usuarioId))
    .for('update');
  if (!row) throw codedError(400, ERROR_CODES.REGISTER_NOT_OPEN, MENSAJES.cajas.abraCaja);
  if (requiereCierre(row.fechaApertura, row.forzarCierre)) throw badRequest(MENSAJES.cajas.cierrePendiente);
  const { fechaApertura: _, forzarCierre: __, ...sesion } = row;
  return sesion;
}

/** Adds signed amounts to the session's per-form running totals (one upsert per form). */
async function addToTotals(
  tx: Executor,
  aperturaId: number,
  porForma: readonly { formaPago: string; monto: string }[],
): Promise<void> {
  for (const { formaPago, monto } of porForma) {
    await tx
      .insert(aperturasCajaTotales)
      .values({ aperturaId, formaPago, total: monto })
      .onConflictDoUpdate({
        target: [aperturasCajaTotales.aperturaId, aperturasCajaTotales.formaPago],
        set: { total: sql`${aperturasCajaTotales.total} + excluded.total` },
      });
  }
}

async function addToCash(tx: Executor, aperturaId: number, montoEfectivo: string): Promise<void> {
  await tx
    .update(aperturasCierresCaja)
    .set({ totalEfectivo: sql`${aperturasCierresCaja.totalEfectivo} + ${montoEfectivo}::numeric` })
    .where(eq(aperturasCierresCaja.id, aperturaId));
}

const scaled = (porForma: readonly { formaPago: string; monto: string }[]) =>
  porForma.map((p) => ({ formaPago: p.formaPago, monto: d4(p.monto) }));

/**
 * Appends a cash movement to the session: inserts movimientos_caja, adds `montoEfectivo` (signed)
 * to the session's `total_efectivo` and each amount to its per-form totals. Returns the movement id.
 * The caller holds the session lock (requireOpenSession) so the running totals stay exact.
 */
export async function recordCashMovement(
  tx: Executor,
  input: {
    sesion: SesionCaja;
    empresaId: number;
    usuarioId: number;
    tipo: TipoMovimientoCaja;
    montoEfectivo: string;
    total: string;
    concepto: string;
    ventaId?: number | null;
    porForma: { formaPago: string; monto: string }[];
  },
): Promise<number> {
  const montoEfectivo = d4(input.montoEfectivo);
  const porForma = scaled(input.porForma);
  const aperturaId = input.sesion.id;
  // One statement (a sale's hot path): the movement row, the drawer's cash and the per-form
  // totals, as data-modifying CTEs that all run whatever the final SELECT reads.
  const totales =
    porForma.length === 0
      ? sql``
      : sql`, totales as (
          insert into aperturas_caja_totales (apertura_id, forma_pago, total)
          values ${sql.join(
            porForma.map((p) => sql`(${aperturaId}, ${p.formaPago}, ${p.monto}::numeric)`),
            sql`, `,
          )}
          on conflict (apertura_id, forma_pago) do update set total = aperturas_caja_totales.total + excluded.total)`;
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`with movimiento as (
          insert into movimientos_caja (empresa_id, sucursal_id, apertura_id, tipo, monto_efectivo, total, concepto, venta_id, por_forma, usuario_id)
          values (${input.empresaId}, ${input.sesion.sucursalId}, ${aperturaId}, ${input.tipo}, ${montoEfectivo}::numeric, ${d4(input.total)}::numeric,
                  ${input.concepto}, ${input.ventaId ?? null}, ${JSON.stringify(porForma)}::jsonb, ${input.usuarioId})
          returning id),
        efectivo as (
          update aperturas_cierres_caja set total_efectivo = total_efectivo + ${montoEfectivo}::numeric where id = ${aperturaId})
        ${totales}
        select id::int as id from movimiento`,
  );
  return row!.id;
}

/**
 * Annuls a movement: marks it (concepto_anulado, anulado_por, fecha), writes the reversing row and
 * reverses the running totals. Refuses (400) when its session is closed, when it is already
 * annulled or is itself a reversal, and when giving back its cash would leave the drawer below zero.
 * Locks the session before the movement, the same order as a sale, so the two never deadlock.
 */
export async function reverseCashMovement(
  tx: Executor,
  input: { empresaId: number; movimientoId: number; usuarioId: number; concepto: string },
): Promise<void> {
  const [ref] = await tx
    .select({ aperturaId: movimientosCaja.aperturaId })
    .from(movimientosCaja)
    .where(and(eq(movimientosCaja.id, input.movimientoId), eq(movimientosCaja.empresaId, input.empresaId)));
  if (!ref) throw notFound(MENSAJES.cajas.movimientoNoEncontrado);
  const [sesion] = await tx
    .select({
      ...sesionColumns,
      abierta: aperturasCierresCaja.abierta,
      totalEfectivo: aperturasCierresCaja.totalEfectivo,
    })
    .from(aperturasCierresCaja)
    .where(eq(aperturasCierresCaja.id, ref.aperturaId))
    .for('update');
  if (!sesion?.abierta) throw badRequest(MENSAJES.cajas.sesionCerrada);
  const [mov] = await tx.select().from(movimientosCaja).where(eq(movimientosCaja.id, input.movimientoId)).for('update');
  if (mov!.anulado) throw badRequest(MENSAJES.cajas.movimientoYaAnulado);
  if (mov!.reversaDeId !== null) throw badRequest(MENSAJES.cajas.movimientoEsReversa);
  if (compare(sub(sesion.totalEfectivo, mov!.montoEfectivo), 0) < 0)
    throw badRequest(MENSAJES.cajas.efectivoInsuficienteAnular);

  await tx
    .update(movimientosCaja)
    .set({ anulado: true, conceptoAnulado: input.concepto, anuladoPorId: input.usuarioId, fechaAnulado: new Date() })
    .where(eq(movimientosCaja.id, mov!.id));
  const negate = (x: string) => d4(dec(x).negated());
  const porForma = mov!.porForma.map((p) => ({ formaPago: p.formaPago, monto: negate(p.monto) }));
  await tx.insert(movimientosCaja).values({
    empresaId: mov!.empresaId,
    sucursalId: mov!.sucursalId,
    aperturaId: mov!.aperturaId,
    tipo: mov!.tipo,
    montoEfectivo: negate(mov!.montoEfectivo),
    total: negate(mov!.total),
    concepto: MENSAJES.cajas.conceptoAnulacion(input.concepto),
    ventaId: mov!.ventaId,
    porForma,
    usuarioId: input.usuarioId,
    reversaDeId: mov!.id,
  });
  await addToCash(tx, mov!.aperturaId, negate(mov!.montoEfectivo));
  await addToTotals(tx, mov!.aperturaId, porForma);
}

/**
 * Takes cash out of the user's open register for another domain (an expense paid from the drawer):
 * locks the session, refuses with `refusal` (400 on `campo`) when the drawer holds less than
 * `monto`, and writes a RETIRO 40 movement. Answers the movement id and the session's branch.
 */
export async function withdrawCash(
  tx: Executor,
  input: { empresaId: number; usuarioId: number; monto: string; concepto: string; refusal: string; campo: string },
): Promise<{ movimientoId: number; sucursalId: number }> {
  const sesion = await requireOpenSession(tx, input.empresaId, input.usuarioId);
  const [caja] = await tx
    .select({ totalEfectivo: aperturasCierresCaja.totalEfectivo })
    .from(aperturasCierresCaja)
    .where(eq(aperturasCierresCaja.id, sesion.id));
  if (compare(input.monto, caja!.totalEfectivo) > 0)
    throw badRequest(input.refusal, { [input.campo]: [input.refusal] });
  const montoEfectivo = d4(dec(input.monto).negated());
  const movimientoId = await recordCashMovement(tx, {
    sesion,
    empresaId: input.empresaId,
    usuarioId: input.usuarioId,
    tipo: TIPOS_MOVIMIENTO_CAJA.RETIRO,
    montoEfectivo,
    total: input.monto,
    concepto: input.concepto,
    porForma: [{ formaPago: FORMAS_PAGO.EFECTIVO, monto: montoEfectivo }],
  });
  return { movimientoId, sucursalId: sesion.sucursalId };
}

/**
 * Puts money received for another domain into the user's open register (a receivable collected
 * at the till, P3-27): locks the session and writes an ABONO_CUENTA 80 movement with the cash and
 * each form's amount. Answers the movement id and the session's branch.
 */
export async function depositCash(
  tx: Executor,
  input: {
    empresaId: number;
    usuarioId: number;
    montoEfectivo: string;
    porForma: { formaPago: string; monto: string }[];
    concepto: string;
  },
): Promise<{ movimientoId: number; sucursalId: number }> {
  const sesion = await requireOpenSession(tx, input.empresaId, input.usuarioId);
  const total = input.porForma.reduce((sum, p) => sum.plus(p.monto), dec(0)).toFixed();
  const movimientoId = await recordCashMovement(tx, {
    sesion,
    empresaId: input.empresaId,
    usuarioId: input.usuarioId,
    tipo: TIPOS_MOVIMIENTO_CAJA.ABONO_CUENTA,
    montoEfectivo: input.montoEfectivo,
    total,
    concepto: input.concepto,
    porForma: input.porForma,
  });
  return { movimientoId, sucursalId: sesion.sucursalId };
}
