import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AperturaCierre,
  aperturaInputSchema,
  cierreInputSchema,
  TotalFormaPago,
} from '@pos/shared/domains/registers';
import { ESTADOS_ANULACION_FEL } from '@pos/shared/domains/invoicing/invoicing';
import { FORMAS_PAGO, NOMBRES_FORMA_PAGO, type FormaPago } from '@pos/shared/domains/sales/sales';
import { sub, toMoneyString, type DecimalesMoneda } from '@pos/shared/money';
import { MENSAJES } from '@pos/shared/messages';
import { queryRows, type Executor } from '../../db/client';
import { aperturasCajaTotales, aperturasCierresCaja, usuarios } from '../../db/schema/index';
import { tienePermiso, type Actor, type SucursalScope } from '../../lib/actor';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { companyDecimals } from '../../lib/settings';
import { findSesion, toAperturaCierreFila, type SesionRow } from './aperturas.query';
import { lockCaja } from './cajas.repo';

type AperturaDatos = z.output<typeof aperturaInputSchema>;
type CierreDatos = z.output<typeof cierreInputSchema>;

/** The register must be in the branch the user is working on (with `sucursal=empresa`, one of theirs). */
function assertBranch(actor: Actor, scope: SucursalScope, sucursalId: number): void {
  const ok = scope.sucursalId === null ? actor.sucursalIds.includes(sucursalId) : scope.sucursalId === sucursalId;
  if (!ok) throw badRequest(MENSAJES.cajas.cajaOtraSucursal, { caja: [MENSAJES.cajas.cajaOtraSucursal] });
}

/**
 * Opens a session on a register with its counted cash. One open session per register and per
 * user: the user's row and then the register's row are locked, so concurrent openings queue and
 * the second one reads the first (the partial unique indexes are the last word).
 */
export async function openSession(
  tx: Executor,
  actor: Actor,
  scope: SucursalScope,
  input: AperturaDatos,
): Promise<AperturaCierre> {
  await tx.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.id, actor.usuarioId)).for('update');
  const caja = await lockCaja(tx, actor.empresaId, input.caja);
  if (!caja) throw notFound(MENSAJES.cajas.cajaNoEncontrada);
  assertBranch(actor, scope, caja.sucursalId);
  const abiertas = await tx
    .select({ cajaId: aperturasCierresCaja.cajaId, usuarioId: aperturasCierresCaja.usuarioId })
    .from(aperturasCierresCaja)
    .where(
      and(
        eq(aperturasCierresCaja.abierta, true),
        sql`(${aperturasCierresCaja.cajaId} = ${caja.id} or ${aperturasCierresCaja.usuarioId} = ${actor.usuarioId})`,
      ),
    );
  if (abiertas.some((a) => a.usuarioId === actor.usuarioId)) throw badRequest(MENSAJES.cajas.usuarioConCajaAbierta);
  if (abiertas.length > 0) throw badRequest(MENSAJES.cajas.cajaYaAbierta, { caja: [MENSAJES.cajas.cajaYaAbierta] });
  const [row] = await tx
    .insert(aperturasCierresCaja)
    .values({
      empresaId: actor.empresaId,
      sucursalId: caja.sucursalId,
      cajaId: caja.id,
      usuarioId: actor.usuarioId,
      totalApertura: input.total_apertura,
      conteoApertura: input.conteo ?? null,
      totalEfectivo: input.total_apertura,
    })
    .returning({ id: aperturasCierresCaja.id });
  return detalleSesion(tx, actor.empresaId, row!.id);
}

/** Whether a sale of the session has its invoice annulment waiting for the certifier. */
async function annulmentsPending(tx: Executor, aperturaId: number): Promise<boolean> {
  const [row] = await queryRows<{ pendientes: boolean }>(
    tx,
    sql`select exists (select 1 from documentos_fel d join ventas v on v.id = d.venta_id
                        where v.apertura_id = ${aperturaId} and d.anulacion_estado = ${ESTADOS_ANULACION_FEL.PROCESO}) as pendientes`,
  );
  return row?.pendientes ?? false;
}

/**
 * Closes the user's open session with the counted cash and a concept. The expected cash is the
 * running `total_efectivo`, frozen as `total_actual`: closing never sums the day's movements.
 */
export async function closeSession(tx: Executor, actor: Actor, input: CierreDatos): Promise<AperturaCierre> {
  const [sesion] = await tx
    .select({ id: aperturasCierresCaja.id })
    .from(aperturasCierresCaja)
    .where(
      and(
        eq(aperturasCierresCaja.empresaId, actor.empresaId),
        eq(aperturasCierresCaja.usuarioId, actor.usuarioId),
        eq(aperturasCierresCaja.abierta, true),
      ),
    )
    .for('update');
  if (!sesion) throw badRequest(MENSAJES.cajas.sinCajaAbierta);
  // An accepted invoice annulment reverses its sale's cash in this session: wait for those in flight.
  if (await annulmentsPending(tx, sesion.id)) throw badRequest(MENSAJES.fel.anulacionesPendientesCierre);
  await tx
    .update(aperturasCierresCaja)
    .set({
      abierta: false,
      fechaCierre: new Date(),
      usuarioCierreId: actor.usuarioId,
      totalEfectivoCierre: input.total_efectivo_cierre,
      conteoCierre: input.conteo ?? null,
      conceptoCierre: input.concepto_cierre,
      totalActual: sql`${aperturasCierresCaja.totalEfectivo}`,
    })
    .where(eq(aperturasCierresCaja.id, sesion.id));
  return detalleSesion(tx, actor.empresaId, sesion.id);
}

/** Report readers and register admins see every session; anyone else only their own. */
export function assertMaySeeSession(actor: Actor, usuarioId: number): void {
  if (usuarioId !== actor.usuarioId && !tienePermiso(actor, 'reporte_apertura_cierre', 'conf_caja')) throw forbidden();
}

export async function getSesionOr404(db: Executor, actor: Actor, id: number): Promise<SesionRow> {
  const row = await findSesion(db, actor.empresaId, id);
  if (!row) throw notFound(MENSAJES.cajas.aperturaNoEncontrada);
  assertMaySeeSession(actor, row.usuario_id);
  return row;
}

/**
 * Expected vs counted per payment form. Cash is expected to be the opening plus every cash
 * movement (`total_efectivo`) and is the only form counted; the other forms list what was taken.
 */
function totalesPorForma(
  row: SesionRow,
  otras: { formaPago: string; total: string }[],
  decimales: DecimalesMoneda,
): TotalFormaPago[] {
  const esperadoEfectivo = row.total_actual ?? row.total_efectivo;
  const efectivo: TotalFormaPago = {
    forma_pago: FORMAS_PAGO.EFECTIVO,
    nombre: NOMBRES_FORMA_PAGO.EFE,
    esperado: toMoneyString(esperadoEfectivo, decimales),
    contado: row.total_efectivo_cierre === null ? null : toMoneyString(row.total_efectivo_cierre, decimales),
    diferencia:
      row.total_efectivo_cierre === null
        ? null
        : toMoneyString(sub(row.total_efectivo_cierre, esperadoEfectivo), decimales),
  };
  const resto = otras
    .filter((t) => t.formaPago !== FORMAS_PAGO.EFECTIVO)
    .map((t) => ({
      forma_pago: t.formaPago,
      nombre: NOMBRES_FORMA_PAGO[t.formaPago as FormaPago] ?? t.formaPago,
      esperado: toMoneyString(t.total, decimales),
      contado: null,
      diferencia: null,
    }));
  return [efectivo, ...resto];
}

/** The closing detail (or the open session's state): 000 §7 `GET aperturas_cierres_caja/{id}`. */
export async function detalleSesion(
  db: Executor,
  empresaId: number,
  id: number,
  row?: SesionRow,
): Promise<AperturaCierre> {
  const sesion = row ?? (await findSesion(db, empresaId, id));
  if (!sesion) throw notFound(MENSAJES.cajas.aperturaNoEncontrada);
  const decimales = await companyDecimals(db, empresaId);
  const totales = await db
    .select({ formaPago: aperturasCajaTotales.formaPago, total: aperturasCajaTotales.total })
    .from(aperturasCajaTotales)
    .where(eq(aperturasCajaTotales.aperturaId, sesion.id))
    .orderBy(asc(aperturasCajaTotales.formaPago));
  return {
    ...toAperturaCierreFila(sesion, decimales),
    conteo_apertura: sesion.conteo_apertura,
    conteo_cierre: sesion.conteo_cierre,
    totales: totalesPorForma(sesion, totales, decimales),
    esperado_oculto: false,
  };
}

/**
 * The session as `actor` may read it. Under a blind count (`conf_caja_conteo_ciego`) the cashier
 * of an open session does not learn the expected cash (so the count is not fitted to it): the
 * running cash and the cash row's expected amount are null until the closing, which answers them
 * beside the count. Report readers and register admins, who review the counts, always see them.
 */
export async function detalleParaLector(db: Executor, actor: Actor, row: SesionRow): Promise<AperturaCierre> {
  const detalle = await detalleSesion(db, actor.empresaId, row.id, row);
  const ciego = row.conteo_ciego && row.abierta && !tienePermiso(actor, 'reporte_apertura_cierre', 'conf_caja');
  if (!ciego) return detalle;
  return {
    ...detalle,
    total_efectivo: null,
    esperado_oculto: true,
    totales: detalle.totales.map((t) => (t.forma_pago === FORMAS_PAGO.EFECTIVO ? { ...t, esperado: null } : t)),
  };
}
