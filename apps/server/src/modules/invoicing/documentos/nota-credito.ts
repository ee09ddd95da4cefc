import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ESTADOS_ANULACION_FEL, ESTADOS_DOCUMENTO_FEL } from '@pos/shared/domains/invoicing/invoicing';
import { MENSAJES } from '@pos/shared/messages';
import { compare, sub, sum, toMoneyString } from '@pos/shared/money';
import type { Executor, Tx } from '../../../db/client';
import { documentosFel, type LineaNotaFel } from '../../../db/schema/index';
import type { JobQueue } from '../../../jobs/queue';
import { badRequest, notFound } from '../../../lib/http-errors';
import { lineasCalculadas } from '../dte/documento';
import { ErrorDte } from '../dte/errores';
import { totalesDte } from '../dte/montos';
import { DIRECCION_POR_DEFECTO, texto } from '../dte/reglas';
import type { DteEntrada, ReceptorDte } from '../dte/tipos';
import type { EmisorFel } from '../settings/emisor';
import { findOpcionesFacturacion } from '../settings/configuracion-fel.repo';
import { emisorDte, lineaConTotal, unidadMedida } from './dte-de-venta';
import { findDocumento, findDocumentoDeVenta, type DocumentoFel } from './documentos.repo';
import { solicitarAnulacionFel } from './anulacion-fel';
import { CANAL_FEL } from './solicitud';

/**
 * Credit notes (NCRE, FEL.md §4.5): a return of a certified FACT/FCAM sale asks for one in its own
 * transaction, and it is certified by the same exactly-once job path as an invoice (the document
 * row is the job: stable identificador, an unknown outcome resends the same XML, a restart finds
 * it again). The note keeps its lines and reason (`documentos_fel.nota`); each fresh XML is built
 * from them, the issuer's current settings and the origin's certification.
 */

/** One credited line as the returns domain sends it; amounts are decimal text, IVA included. */
export interface LineaNotaCredito {
  descripcion: string;
  cantidad: string;
  /** The unit price charged before the line discount. */
  precioUnitario: string;
  /** What this line credits (its share of the line's charge); Descuento = Precio − Total. */
  total: string;
  bienOServicio: 'B' | 'S';
  /** The origin's NumeroLinea, when the line credits one of its lines (1-based, as on the invoice). */
  numeroLinea?: number;
  /** The unit's abbreviation; sent when it has 1–3 letters, else UNI. */
  unidadMedida?: string;
}

export interface SolicitudNotaCredito {
  empresaId: number;
  /** The branch that issues it (its establishment code); default the invoice's branch. */
  sucursalId?: number;
  /** The return that asks for it; one credit note per return. */
  devolucionId: number;
  /** The sale whose certified invoice it credits. */
  ventaId: number;
  lineas: LineaNotaCredito[];
  /** MotivoAjuste, 1–200 characters. */
  motivo: string;
}

/** The origins SAT accepts for an NCRE (FEL_RCP352). */
const ORIGENES_NOTA = ['FACT', 'FCAM'];
/** A note that counts against its origin's remainder: every one not annulled. */
const NOTAS_VIGENTES = [ESTADOS_DOCUMENTO_FEL.PROCESO, ESTADOS_DOCUMENTO_FEL.CERTIFICADO, ESTADOS_DOCUMENTO_FEL.ERROR];

/** The note's lines as written (checked as the builder checks them) and their grand total. */
function lineasDeNota(lineas: readonly LineaNotaCredito[]): { lineas: LineaNotaFel[]; granTotal: string } {
  if (!Array.isArray(lineas) || lineas.length === 0) throw badRequest(MENSAJES.dte.sinLineas);
  const escritas: LineaNotaFel[] = lineas.map((l) => ({
    descripcion: l.descripcion,
    cantidad: String(l.cantidad),
    precioUnitario: String(l.precioUnitario),
    total: String(l.total),
    bienOServicio: l.bienOServicio === 'S' ? 'S' : 'B',
    unidadMedida: unidadMedida(l.unidadMedida ?? ''),
    ...(l.numeroLinea === undefined ? {} : { numeroLinea: l.numeroLinea }),
  }));
  const calculadas = comoRechazo(() => lineasCalculadas(escritas.map(lineaConTotal), true));
  // lineaConTotal caps Total at Precio (an invoice never charges above it); a note must not shrink silently.
  calculadas.forEach((l, i) => {
    if (compare(escritas[i]!.total, l.montos.total) !== 0)
      throw badRequest(MENSAJES.fel.notaTotalMayorQuePrecio(l.montos.numeroLinea));
  });
  return {
    lineas: escritas,
    granTotal: totalesDte(
      calculadas.map((l) => l.montos),
      true,
    ).granTotal,
  };
}

/** A builder refusal as a 400 with its message (the request is refused before anything is written). */
function comoRechazo<T>(revisar: () => T): T {
  try {
    return revisar();
  } catch (error) {
    if (error instanceof ErrorDte) throw badRequest(error.message);
    throw error;
  }
}

const textoValidado = (valor: string, campo: string, maximo: number) =>
  comoRechazo(() => texto(valor, campo, maximo, 'referencia'));

/** What the origin can still be credited: its grand total minus every note on it not annulled. */
async function restanteDe(tx: Executor, origen: DocumentoFel): Promise<string> {
  const notas = await tx
    .select({ nota: documentosFel.nota, contenido: documentosFel.contenido })
    .from(documentosFel)
    .where(and(eq(documentosFel.documentoOrigenId, origen.id), inArray(documentosFel.estado, NOTAS_VIGENTES)));
  const acreditado = sum(
    notas.map((n) => n.contenido?.granTotal ?? (n.nota ? lineasDeNota(n.nota.lineas).granTotal : '0')),
  );
  return toMoneyString(sub(origen.contenido?.granTotal ?? '0', acreditado));
}

/**
 * Asks for the credit note of a return, in the caller's transaction (the invoicing face for the
 * returns domain): checks that the sale's invoice is certified and can be credited (FACT or FCAM,
 * not being annulled, the note within what remains of it after earlier notes), records the
 * document and announces its certification, which starts once the transaction commits. Poll it
 * with `GET notas_credito_fel/verificar_fel {id_nota}`. Refusals are 400s with catalogue messages;
 * the origin's row is locked, so two returns of one sale ask one after the other.
 */
export async function solicitarNotaCreditoFel(
  tx: Tx,
  queue: JobQueue,
  solicitud: SolicitudNotaCredito,
): Promise<{ idNota: number }> {
  if (!(await findOpcionesFacturacion(tx, solicitud.empresaId)).utilizaFel) throw badRequest(MENSAJES.fel.noUtilizaFel);
  const origen = await findDocumentoDeVenta(tx, solicitud.empresaId, solicitud.ventaId, true);
  if (!origen || origen.estado !== ESTADOS_DOCUMENTO_FEL.CERTIFICADO || !origen.uuid)
    throw badRequest(MENSAJES.fel.notaSinFacturaCertificada);
  if (!ORIGENES_NOTA.includes(origen.tipo)) throw badRequest(MENSAJES.fel.notaOrigenNoAdmitido);
  if (origen.anulacionEstado === ESTADOS_ANULACION_FEL.PROCESO) throw badRequest(MENSAJES.fel.notaOrigenEnAnulacion);
  const [previa] = await tx
    .select({ id: documentosFel.id })
    .from(documentosFel)
    .where(eq(documentosFel.devolucionId, solicitud.devolucionId));
  if (previa) throw badRequest(MENSAJES.fel.notaYaSolicitada);
  const { lineas, granTotal } = lineasDeNota(solicitud.lineas);
  const motivo = textoValidado(solicitud.motivo, MENSAJES.dte.campos.motivoAjuste, 200);
  const restante = await restanteDe(tx, origen);
  if (compare(granTotal, restante) > 0) throw badRequest(MENSAJES.fel.notaExcedeSaldo(restante));
  const [creado] = await tx
    .insert(documentosFel)
    .values({
      empresaId: solicitud.empresaId,
      sucursalId: solicitud.sucursalId ?? origen.sucursalId,
      documentoOrigenId: origen.id,
      devolucionId: solicitud.devolucionId,
      tipo: 'NCRE',
      identificador: randomUUID(),
      nota: { motivo, lineas },
    })
    .returning({ id: documentosFel.id });
  await queue.notifyOnCommit(tx, CANAL_FEL);
  return { idNota: creado!.id };
}

/** The credit note a return asked for (id and state), if any; another company's return finds nothing. */
export async function findNotaCreditoDeDevolucion(
  db: Executor,
  empresaId: number,
  devolucionId: number,
): Promise<{ idNota: number; estado: number; anulacionEstado: number | null } | undefined> {
  const [nota] = await db
    .select({ idNota: documentosFel.id, estado: documentosFel.estado, anulacionEstado: documentosFel.anulacionEstado })
    .from(documentosFel)
    .where(and(eq(documentosFel.devolucionId, devolucionId), eq(documentosFel.empresaId, empresaId)));
  return nota;
}

/** The company's credit note, locked; another company's id or another type is a 404. */
async function notaBloqueada(tx: Tx, empresaId: number, idNota: number): Promise<DocumentoFel> {
  const [nota] = await tx
    .select()
    .from(documentosFel)
    .where(and(eq(documentosFel.id, idNota), eq(documentosFel.empresaId, empresaId), eq(documentosFel.tipo, 'NCRE')))
    .for('update');
  if (!nota) throw notFound(MENSAJES.fel.notaNoEncontrada);
  return nota;
}

/**
 * Sends a credit note in error again, in the caller's transaction: one whose send may have been
 * certified (`envioIncierto`) goes out as it was, same identificador and XML; one the certifier
 * refused gets a new identificador and a fresh XML (as an invoice's retry, solicitud.ts).
 */
export async function reintentarNotaCreditoFel(
  tx: Tx,
  queue: JobQueue,
  { empresaId, idNota }: { empresaId: number; idNota: number },
): Promise<{ idNota: number }> {
  const nota = await notaBloqueada(tx, empresaId, idNota);
  if (nota.estado !== ESTADOS_DOCUMENTO_FEL.ERROR) throw badRequest(MENSAJES.fel.notaSinErrorQueReintentar);
  await tx
    .update(documentosFel)
    .set(
      nota.envioIncierto
        ? { estado: ESTADOS_DOCUMENTO_FEL.PROCESO }
        : {
            estado: ESTADOS_DOCUMENTO_FEL.PROCESO,
            identificador: randomUUID(),
            intento: nota.intento + 1,
            xml: null,
            fechaHoraEmision: null,
            contenido: null,
          },
    )
    .where(eq(documentosFel.id, nota.id));
  await queue.notifyOnCommit(tx, CANAL_FEL);
  return { idNota: nota.id };
}

/**
 * Voids a credit note, in the caller's transaction (a return's annulment, P3-21): a certified note
 * through the FEL annulment document (poll it with verificar_fel: `proceso`, then `anulada` or
 * the error), one the certifier refused is voided here at once (nothing was certified under it).
 * One in process, or whose last send may have been certified, is refused until that is settled.
 */
export async function anularNotaCreditoFel(
  tx: Tx,
  queue: JobQueue,
  { empresaId, idNota, usuarioId, motivo }: { empresaId: number; idNota: number; usuarioId: number; motivo: string },
): Promise<{ idNota: number; estado: 'proceso' | 'anulada' }> {
  const nota = await notaBloqueada(tx, empresaId, idNota);
  if (nota.estado === ESTADOS_DOCUMENTO_FEL.ANULADO) throw badRequest(MENSAJES.fel.notaAnulada);
  if (nota.estado === ESTADOS_DOCUMENTO_FEL.ERROR && !nota.envioIncierto) {
    await tx
      .update(documentosFel)
      .set({
        estado: ESTADOS_DOCUMENTO_FEL.ANULADO,
        anulacionMotivo: motivo,
        anulacionUsuarioId: usuarioId,
        anulacionSolicitada: sql`now()`,
      })
      .where(eq(documentosFel.id, nota.id));
    return { idNota: nota.id, estado: 'anulada' };
  }
  if (nota.estado !== ESTADOS_DOCUMENTO_FEL.CERTIFICADO) throw badRequest(MENSAJES.fel.notaEnProceso);
  await solicitarAnulacionFel(tx, queue, nota, usuarioId, motivo);
  return { idNota: nota.id, estado: 'proceso' };
}

/** The ReferenciasNota of a note on this origin (FEL.md §4.5), from the origin's certification. */
function referenciaDe(origen: DocumentoFel, motivo: string) {
  return {
    uuid: origen.uuid ?? '',
    serie: origen.serie ?? '',
    numero: origen.numero ?? '',
    fechaEmision: origen.fechaHoraEmision ?? '',
    motivo,
  };
}

/** The origin's receiver, exactly as it was written (FEL_RCP355: the same IDReceptor). */
function receptorDeOrigen(origen: DocumentoFel): ReceptorDte {
  const escrito = origen.contenido?.receptor;
  const id = origen.idReceptor ?? escrito?.id ?? 'CF';
  const nombre = escrito?.nombre ?? '';
  const direccion = {
    ...DIRECCION_POR_DEFECTO,
    direccion: escrito?.direccion?.trim() || DIRECCION_POR_DEFECTO.direccion,
  };
  const tipoEspecial = /<dte:Receptor\b[^>]*\bTipoEspecial="(CUI|EXT)"/.exec(origen.xml ?? '')?.[1];
  if (id === 'CF') return { tipo: 'CF', nombre: nombre || undefined, direccion };
  if (tipoEspecial === 'CUI') return { tipo: 'CUI', cui: id, nombre, direccion };
  if (tipoEspecial === 'EXT') return { tipo: 'EXT', id, nombre, direccion };
  return { tipo: 'NIT', nit: id, nombre, direccion };
}

/**
 * The builder's input for a credit note, emitted now: its stored lines and reason, the issuer's
 * settings, the origin's receiver and certification. Undefined when the origin is gone or no
 * longer certified (the note then fails with the reason, and is never sent).
 */
export async function dteDeNota(
  db: Executor,
  nota: DocumentoFel,
  emisor: EmisorFel,
  emision: Date,
): Promise<DteEntrada | undefined> {
  const origen =
    nota.documentoOrigenId === null ? undefined : await findDocumento(db, nota.empresaId, nota.documentoOrigenId);
  if (!origen || origen.estado !== ESTADOS_DOCUMENTO_FEL.CERTIFICADO || !nota.nota) return undefined;
  return {
    tipo: 'NCRE',
    emisor: emisorDte(emisor),
    receptor: receptorDeOrigen(origen),
    lineas: nota.nota.lineas.map(lineaConTotal),
    fechaHoraEmision: emision,
    referencia: referenciaDe(origen, nota.nota.motivo),
  };
}
