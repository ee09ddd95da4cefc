import { sql } from 'drizzle-orm';
import {
  ESTADOS_DOCUMENTO_FEL,
  TITULOS_DTE,
  type FacturaFel,
  type TipoDte,
} from '@pos/shared/domains/invoicing/invoicing';
import { FRASES_EMISOR } from '@pos/shared/domains/invoicing/settings';
import { queryRows, type Executor } from '../../../db/client';
import { mediaUrl } from '../../../lib/uploads';
import { isoTimestamp } from '../../../lib/values';
import type { DocumentoFel } from './documentos.repo';

/** The text a phrase prints (FEL.md §3.4), from SAT's catalogue as the settings offer it. */
export function textoFrase(tipoFrase: number, codigoEscenario: number): string {
  const escenario = FRASES_EMISOR.find((t) => t.tipo === tipoFrase)?.escenarios.find(
    (e) => e.codigo === codigoEscenario,
  );
  return escenario?.texto ?? `Frase ${tipoFrase}, escenario ${codigoEscenario}`;
}

interface Extras {
  logo_ticket: string | null;
  formato_factura: string;
  items_por_factura: number;
  venta_id: number | null;
  codigo: string | null;
}

/**
 * The printed invoice of a certified (or since annulled) document: everything comes from what was
 * certified (`contenido`, the certification columns), never recomputed from the sale, so a reprint
 * matches SAT's record even after prices or settings changed. Null while nothing is certified.
 */
export async function representacionFactura(db: Executor, documento: DocumentoFel): Promise<FacturaFel | null> {
  const c = documento.contenido;
  if (
    !c ||
    !documento.uuid ||
    documento.estado === ESTADOS_DOCUMENTO_FEL.PROCESO ||
    documento.estado === ESTADOS_DOCUMENTO_FEL.ERROR
  )
    return null;
  const [extras] = await queryRows<Extras>(
    db,
    // A credit note prints the sale of the invoice it credits.
    sql`select c.logo_ticket, c.formato_factura, c.items_por_factura, v.id as venta_id, v.codigo
          from configuraciones c
          left join ventas v on v.id = coalesce(${documento.ventaId}::int,
                 (select o.venta_id from documentos_fel o where o.id = ${documento.documentoOrigenId}::int))
         where c.empresa_id = ${documento.empresaId}`,
  );
  const tipo = documento.tipo as TipoDte;
  return {
    id: documento.id,
    tipo,
    titulo: TITULOS_DTE[tipo],
    es_prueba: documento.esPrueba,
    serie: documento.serie ?? '',
    numero: documento.numero ?? '',
    uuid: documento.uuid,
    fecha_emision: documento.fechaHoraEmision ? isoTimestamp(new Date(documento.fechaHoraEmision)) : '',
    fecha_certificacion: documento.fechaCertificacion ? isoTimestamp(documento.fechaCertificacion) : '',
    certificador: { nit: documento.nitCertificador ?? '', nombre: documento.nombreCertificador ?? '' },
    emisor: {
      nit: c.emisor.nit,
      nombre: c.emisor.nombre,
      nombre_comercial: c.emisor.nombreComercial,
      direccion: c.emisor.direccion,
      codigo_establecimiento: c.emisor.codigoEstablecimiento,
      // A /media/ URL: a stored path printed as is resolves under the page's own route.
      logo: mediaUrl(extras?.logo_ticket ?? null),
    },
    frases: c.frases.map((f) => textoFrase(f.tipoFrase, f.codigoEscenario)),
    receptor: c.receptor,
    lineas: c.lineas.map((l) => ({
      numero_linea: l.numeroLinea,
      bien_o_servicio: l.bienOServicio,
      cantidad: l.cantidad,
      unidad_medida: l.unidadMedida,
      descripcion: l.descripcion,
      precio_unitario: l.precioUnitario,
      descuento: l.descuento,
      total: l.total,
    })),
    total: c.granTotal,
    iva: c.totalIva,
    abonos: c.abonos.map((a) => ({ numero: a.numero, fecha_vencimiento: a.fechaVencimiento, monto: a.monto })),
    ...(c.referencia
      ? {
          documento_origen: {
            uuid: c.referencia.uuid,
            serie: c.referencia.serie,
            numero: c.referencia.numero,
            fecha_emision: c.referencia.fechaEmision,
            motivo: c.referencia.motivo,
          },
        }
      : {}),
    anulada: documento.estado === ESTADOS_DOCUMENTO_FEL.ANULADO,
    venta: extras?.venta_id == null ? null : { id: extras.venta_id, codigo: extras.codigo ?? String(extras.venta_id) },
    formato: extras?.formato_factura === 'carta' ? 'carta' : 'ticket',
    items_por_pagina: extras?.items_por_factura ?? 10,
  };
}
