import { eq } from 'drizzle-orm';
import { ESTADOS_DOCUMENTO_FEL } from '@pos/shared/domains/invoicing/invoicing';
import { ESTADOS_VENTA } from '@pos/shared/domains/sales/sales';
import { MENSAJES } from '@pos/shared/messages';
import type { Db } from '../../../db/client';
import { documentosFel, ventas, type ContenidoDocumentoFel } from '../../../db/schema/index';
import { pruebaQueNoSeEmitio, type CertificacionExitosa } from '../certifier/certifier';
import { construirDte } from '../dte/documento';
import { ErrorDte } from '../dte/errores';
import type { DteConstruido, DteEntrada } from '../dte/tipos';
import type { FelRuntime } from '../fel-runtime';
import type { EmisorFel } from '../settings/emisor';
import { dteDeVenta } from './dte-de-venta';
import { marcarEnvio, type DocumentoFel } from './documentos.repo';
import { conDocumentoTomado } from './trabajo';
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
  };
}

/** The document in error; `envioIncierto` says whether a send under its identificador may have certified it. */
async function registrarFallo(
  db: Db,
  documento: DocumentoFel,
  fallo: string,
  errores: string[],
  { respuesta = null, envioIncierto = documento.envioIncierto }: { respuesta?: unknown; envioIncierto?: boolean } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(documentosFel)
      .set({ estado: ESTADOS_DOCUMENTO_FEL.ERROR, fallo, errores, respuesta, envioIncierto })
      .where(eq(documentosFel.id, documento.id));
    if (documento.ventaId !== null)
      await tx.update(ventas).set({ estado: ESTADOS_VENTA.ERROR }).where(eq(ventas.id, documento.ventaId));
  });
}

/** The certification's date as a timestamp: Infile's `fecha`, or now when it is unreadable. */
function fechaDe(certificacion: CertificacionExitosa): Date {
  const fecha = Date.parse(certificacion.fechaCertificacion);
  return Number.isNaN(fecha) ? new Date() : new Date(fecha);
}

async function registrarCertificacion(db: Db, documento: DocumentoFel, c: CertificacionExitosa): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(documentosFel)
      .set({
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
      })
      .where(eq(documentosFel.id, documento.id));
    if (documento.ventaId !== null)
      await tx.update(ventas).set({ estado: ESTADOS_VENTA.FACTURADO }).where(eq(ventas.id, documento.ventaId));
  });
}

/**
 * The XML to send: the one already stored (a resend after an unknown outcome must be the very
 * same document), or a fresh one built from the sale now, stored before it is sent.
 */
async function xmlParaEnviar(
  db: Db,
  documento: DocumentoFel,
  emisor: EmisorFel,
): Promise<string | { fallo: string; errores: string[] }> {
  if (documento.xml) return documento.xml;
  const venta = documento.ventaId === null ? undefined : await loadVentaFel(db, documento.empresaId, documento.ventaId);
  if (!venta) return { fallo: 'datos', errores: [MENSAJES.fel.facturaNoEncontrada] };
  const receptor = documento.receptor ?? {
    tipoDocumento: venta.tipoDocumento,
    nit: venta.nitCliente,
    nombre: venta.nombreCliente,
    direccion: venta.direccionCliente,
  };
  let entrada: DteEntrada;
  let construido: DteConstruido;
  try {
    entrada = dteDeVenta(venta, emisor, receptor, new Date());
    construido = construirDte(entrada);
  } catch (error) {
    if (error instanceof ErrorDte) return { fallo: 'datos', errores: [error.message] };
    throw error;
  }
  await db
    .update(documentosFel)
    .set({
      tipo: entrada.tipo,
      xml: construido.xml,
      fechaHoraEmision: construido.fechaHoraEmision,
      idReceptor: construido.idReceptor,
      contenido: contenidoDe(entrada, construido),
    })
    .where(eq(documentosFel.id, documento.id));
  return construido.xml;
}

/**
 * The `fel-certificar` job: takes the document (nobody else sends it meanwhile), sends it to the
 * company's certifier outside any transaction (PGlite has one connection and the certifier may
 * take seconds), then records the outcome on the document and the sale in one transaction.
 *
 * The send is recorded as of unknown outcome before it leaves (a crash mid-send keeps the rule),
 * and stays so unless the certifier answers with the document or refuses its content: then no
 * new identificador is ever used while an earlier send may have been certified.
 */
export async function certificarDocumento(db: Db, fel: FelRuntime, documentoId: number): Promise<void> {
  await conDocumentoTomado(
    db,
    fel,
    documentoId,
    'certificar',
    (documento, errores) => registrarFallo(db, documento, 'datos', errores),
    async (documento, emisor) => {
      const xml = await xmlParaEnviar(db, documento, emisor);
      if (typeof xml !== 'string') return registrarFallo(db, documento, xml.fallo, xml.errores);
      await marcarEnvio(db, documento.id, 'certificar');
      const resultado = await fel
        .certificador(emisor)
        .certificar({ xml, identificador: documento.identificador, nitEmisor: emisor.nitEmisor });
      if (resultado.ok) return registrarCertificacion(db, documento, resultado);
      await registrarFallo(db, documento, resultado.motivo, resultado.errores, {
        respuesta: resultado.respuesta,
        envioIncierto: !pruebaQueNoSeEmitio(resultado) && (documento.envioIncierto || resultado.reintentable),
      });
    },
  );
}
