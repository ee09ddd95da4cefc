import { eq } from 'drizzle-orm';
import { ESTADOS_DOCUMENTO_FEL } from '@pos/shared/domains/invoicing/invoicing';
import { ESTADOS_VENTA } from '@pos/shared/domains/sales/sales';
import { MENSAJES } from '@pos/shared/messages';
import type { Db } from '../../../db/client';
import { timed, timedSync } from '../../../lib/spans';
import { documentosFel, ventas, type ContenidoDocumentoFel } from '../../../db/schema/index';
import { pruebaQueNoSeEmitio, type CertificacionExitosa } from '../certifier/certifier';
import { construirDte } from '../dte/documento';
import { ErrorDte } from '../dte/errores';
import type { DteConstruido, DteEntrada } from '../dte/tipos';
import type { FelRuntime } from '../fel-runtime';
import type { EmisorFel } from '../settings/emisor';
import { dteDeVenta } from './dte-de-venta';
import { marcarEnvio, sigueTomado, type DocumentoFel } from './documentos.repo';
import { conDocumentoTomado, SOLTADO, type DocumentoATrabajar } from './trabajo';
import { dteDeNota } from './nota-credito';
import { loadVentaFel } from './venta-fel.query';

/** What the printed invoice reads, taken from the builder's input and output (amounts as written). */
export function contenidoDe(entrada: DteEntrada, construido: DteConstruido): ContenidoDocumentoFel {
  const e = entrada.emisor;
  const r = entrada.receptor;
  return {
    emisor: {
      nit: e.nit,
      nombre: e.nombre,
      nombreComercial: e.nombreComercial,
      direccion: [e.direccion.direccion, e.direccion.municipio, e.direccion.departamento].filter(Boolean).join(', '),
      codigoEstablecimiento: e.codigoEstablecimiento,
      afiliacionIva: e.afiliacionIva,
    },
    receptor: {
      id: construido.idReceptor,
      nombre: r.tipo === 'CF' ? (r.nombre ?? 'CONSUMIDOR FINAL') : r.nombre,
      direccion: r.direccion?.direccion ?? 'CIUDAD',
    },
    frases: e.frases.map((f) => ({ tipoFrase: f.tipoFrase, codigoEscenario: f.codigoEscenario })),
    lineas: construido.montos.lineas.map((m, i) => {
      const l = entrada.lineas[i]!;
      return {
        numeroLinea: m.numeroLinea,
        bienOServicio: l.bienOServicio,
        cantidad: m.cantidad,
        unidadMedida: l.unidadMedida ?? null,
        descripcion: l.descripcion,
        precioUnitario: m.precioUnitario,
        descuento: m.descuento,
        total: m.total,
      };
    }),
    granTotal: construido.montos.granTotal,
    totalIva: construido.montos.totalIva,
    abonos:
      'abonos' in entrada
        ? entrada.abonos.map((a, i) => ({
            numero: i + 1,
            fechaVencimiento: String(a.fechaVencimiento).slice(0, 10),
            monto: String(a.monto),
          }))
        : [],
    ...(entrada.tipo === 'NCRE'
      ? {
          referencia: {
            uuid: entrada.referencia.uuid.toUpperCase(),
            serie: entrada.referencia.serie,
            numero: entrada.referencia.numero,
            fechaEmision: String(entrada.referencia.fechaEmision).slice(0, 10),
            motivo: entrada.referencia.motivo,
          },
        }
      : {}),
  };
}

/**
 * Records an attempt's outcome on the document and its sale, and lets the document go, in one
 * statement (atomic without a transaction's extra round trips): PostgreSQL runs a data-modifying
 * WITH exactly once, whether the main statement reads it or not.
 */
async function registrarResultado(
  db: Db,
  documento: DocumentoFel,
  cambios: Partial<typeof documentosFel.$inferInsert>,
  estadoVenta: number,
): Promise<typeof SOLTADO> {
  const actualizar = () =>
    db
      .update(documentosFel)
      .set({ ...cambios, ocupadoHasta: null })
      .where(eq(documentosFel.id, documento.id));
  if (documento.ventaId === null) {
    await actualizar();
    return SOLTADO;
  }
  const documentoActualizado = db.$with('documento_actualizado').as(actualizar().returning({ id: documentosFel.id }));
  await db
    .with(documentoActualizado)
    .update(ventas)
    .set({ estado: estadoVenta })
    .where(eq(ventas.id, documento.ventaId));
  return SOLTADO;
}

/** The document in error; `envioIncierto` says whether a send under its identificador may have certified it. */
function registrarFallo(
  db: Db,
  documento: DocumentoFel,
  fallo: string,
  errores: string[],
  { respuesta = null, envioIncierto = documento.envioIncierto }: { respuesta?: unknown; envioIncierto?: boolean } = {},
): Promise<typeof SOLTADO> {
  return registrarResultado(
    db,
    documento,
    { estado: ESTADOS_DOCUMENTO_FEL.ERROR, fallo, errores, respuesta, envioIncierto },
    ESTADOS_VENTA.ERROR,
  );
}

/** The certification's date as a timestamp: Infile's `fecha`, or now when it is unreadable. */
function fechaDe(certificacion: CertificacionExitosa): Date {
  const fecha = Date.parse(certificacion.fechaCertificacion);
  return Number.isNaN(fecha) ? new Date() : new Date(fecha);
}

function registrarCertificacion(db: Db, documento: DocumentoFel, c: CertificacionExitosa): Promise<typeof SOLTADO> {
  return registrarResultado(
    db,
    documento,
    {
      estado: ESTADOS_DOCUMENTO_FEL.CERTIFICADO,
      uuid: c.uuid,
      serie: c.serie,
      numero: c.numero,
      fechaCertificacion: fechaDe(c),
      nitCertificador: c.nitCertificador,
      nombreCertificador: c.nombreCertificador,
      xmlCertificado: c.xmlCertificado,
      esPrueba: c.esPrueba,
      respuesta: c.respuesta,
      fallo: null,
      errores: [],
      envioIncierto: false,
    },
    ESTADOS_VENTA.FACTURADO,
  );
}

/** The builder's input for a sale's invoice, emitted now; undefined when the sale is gone. */
async function entradaDeVenta(db: Db, documento: DocumentoFel, emisor: EmisorFel): Promise<DteEntrada | undefined> {
  const ventaId = documento.ventaId;
  const venta =
    ventaId === null ? undefined : await timed('db.venta', () => loadVentaFel(db, documento.empresaId, ventaId));
  if (!venta) return undefined;
  const receptor = documento.receptor ?? {
    tipoDocumento: venta.tipoDocumento,
    nit: venta.nitCliente,
    nombre: venta.nombreCliente,
    direccion: venta.direccionCliente,
  };
  return dteDeVenta(venta, emisor, receptor, new Date());
}

/**
 * The XML to send: the one already stored (a resend after an unknown outcome must be the very
 * same document), or a fresh one built from the sale now. Either way it leaves the send recorded
 * as of unknown outcome (marcarEnvio), a fresh XML in the same write that stores it. Null when
 * the attempt lost its hold to another worker (`sigueTomado`): that one sends, this one must not.
 */
async function xmlParaEnviar(
  db: Db,
  documento: DocumentoFel,
  emisor: EmisorFel,
): Promise<string | { fallo: string; errores: string[] } | null> {
  if (documento.xml) return (await marcarEnvio(db, documento, 'certificar')) ? documento.xml : null;
  let entrada: DteEntrada;
  let construido: DteConstruido;
  try {
    const armada =
      documento.tipo === 'NCRE'
        ? await dteDeNota(db, documento, emisor, new Date())
        : await entradaDeVenta(db, documento, emisor);
    if (!armada)
      return {
        fallo: 'datos',
        errores: [
          documento.tipo === 'NCRE' ? MENSAJES.fel.notaSinFacturaCertificada : MENSAJES.fel.facturaNoEncontrada,
        ],
      };
    entrada = armada;
    construido = timedSync('xml.construir', () => construirDte(armada));
  } catch (error) {
    if (error instanceof ErrorDte) return { fallo: 'datos', errores: [error.message] };
    throw error;
  }
  const contenido = timedSync('xml.contenido', () => contenidoDe(entrada, construido));
  const guardados = await timed('db.guardar_xml', () =>
    db
      .update(documentosFel)
      .set({
        tipo: entrada.tipo,
        xml: construido.xml,
        fechaHoraEmision: construido.fechaHoraEmision,
        idReceptor: construido.idReceptor,
        contenido,
        envioIncierto: true,
      })
      .where(sigueTomado(documento))
      .returning({ id: documentosFel.id }),
  );
  return guardados.length > 0 ? construido.xml : null;
}

/**
 * One certification attempt (the dispatcher's work, worker/dispatcher.ts): takes the document (nobody else sends it meanwhile), sends it to the
 * company's certifier outside any transaction (PGlite has one connection and the certifier may
 * take seconds), then records the outcome on the document and the sale in one transaction.
 *
 * The send is recorded as of unknown outcome before it leaves (a crash mid-send keeps the rule),
 * and stays so unless the certifier answers with the document or refuses its content: then no
 * new identificador is ever used while an earlier send may have been certified.
 */
export async function certificarDocumento(db: Db, fel: FelRuntime, objetivo: DocumentoATrabajar): Promise<void> {
  await conDocumentoTomado(
    db,
    fel,
    objetivo,
    'certificar',
    (documento, errores) => registrarFallo(db, documento, 'datos', errores),
    async (documento, emisor) => {
      const xml = await xmlParaEnviar(db, documento, emisor);
      if (xml === null) return SOLTADO;
      if (typeof xml !== 'string') return registrarFallo(db, documento, xml.fallo, xml.errores);
      const resultado = await timed('certificador.llamada', () =>
        fel
          .certificador(emisor)
          .certificar({ xml, identificador: documento.identificador, nitEmisor: emisor.nitEmisor }),
      );
      if (resultado.ok) return timed('db.resultado', () => registrarCertificacion(db, documento, resultado));
      return registrarFallo(db, documento, resultado.motivo, resultado.errores, {
        respuesta: resultado.respuesta,
        envioIncierto: !pruebaQueNoSeEmitio(resultado) && (documento.envioIncierto || resultado.reintentable),
      });
    },
  );
}
