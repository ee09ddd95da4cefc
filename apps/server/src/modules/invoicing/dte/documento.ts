import { MENSAJES } from '@pos/shared/messages';
import { complementoCambiario, complementoReferenciaNota } from './complementos';
import { ErrorDte } from './errores';
import { aFechaHora } from './fechas';
import { montosLinea, totalesDte } from './montos';
import {
  emisorNormalizado,
  frasesVerificadas,
  llevaIva,
  receptorNormalizado,
  texto,
  verificarTipoPermitido,
} from './reglas';
import type { DireccionDte, DteConstruido, DteEntrada, FraseDte, LineaDte, MontosDte, MontosLineaDte } from './tipos';
import { serializarXml, type NodoXml } from './xml';

/**
 * Builds the unsigned GTDocumento (FEL.md §2–§7) for the unified Infile call. Every value is
 * checked and normalised before anything is written, so a document this returns is one SAT's
 * schema accepts; what it cannot accept is an ErrorDte with a Spanish message.
 */

export const NS_DTE = 'http://www.sat.gob.gt/dte/fel/0.2.0';
const NS_FIRMA = 'http://www.w3.org/2000/09/xmldsig#';
const MAX_LINEAS = 9999;

function nodoDireccion(nombre: string, d: DireccionDte): NodoXml {
  return {
    nombre,
    hijos: [
      { nombre: 'dte:Direccion', texto: d.direccion },
      { nombre: 'dte:CodigoPostal', texto: d.codigoPostal },
      { nombre: 'dte:Municipio', texto: d.municipio },
      { nombre: 'dte:Departamento', texto: d.departamento },
      { nombre: 'dte:Pais', texto: d.pais },
    ],
  };
}

function nodoFrases(frases: readonly FraseDte[]): NodoXml | null {
  if (frases.length === 0) return null;
  return {
    nombre: 'dte:Frases',
    hijos: frases.map((f) => ({
      nombre: 'dte:Frase',
      atributos: {
        TipoFrase: String(f.tipoFrase),
        CodigoEscenario: String(f.codigoEscenario),
        NumeroResolucion: f.numeroResolucion?.trim() || undefined,
        FechaResolucion: f.fechaResolucion?.trim() || undefined,
      },
    })),
  };
}

export interface LineaEscrita {
  linea: LineaDte;
  montos: MontosLineaDte;
  descripcion: string;
  unidadMedida: string | undefined;
}

/** NumeroLinea defaults to the position; a credit note keeps the origin's, so they are checked. */
export function lineasCalculadas(lineas: readonly LineaDte[], conIva: boolean): LineaEscrita[] {
  if (!Array.isArray(lineas) || lineas.length === 0) throw new ErrorDte('lineas', MENSAJES.dte.sinLineas);
  if (lineas.length > MAX_LINEAS) throw new ErrorDte('lineas', MENSAJES.dte.demasiadasLineas);
  const usados = new Set<number>();
  return lineas.map((linea, i) => {
    const numero = linea.numeroLinea ?? i + 1;
    if (!Number.isInteger(numero) || numero < 1 || numero > MAX_LINEAS || usados.has(numero)) {
      throw new ErrorDte('lineas', MENSAJES.dte.numeroLineaInvalido(numero));
    }
    usados.add(numero);
    const unidad = linea.unidadMedida?.replace(/\s+/g, ' ').trim();
    if (unidad !== undefined && (unidad.length < 1 || unidad.length > 3))
      throw new ErrorDte('lineas', MENSAJES.dte.unidadMedidaInvalida(numero));
    return {
      linea,
      montos: montosLinea(linea, numero, conIva),
      descripcion: texto(linea.descripcion, MENSAJES.dte.campos.descripcionLinea(numero), 10000, 'lineas'),
      unidadMedida: unidad,
    };
  });
}

function nodoItem({ linea, montos, descripcion, unidadMedida }: LineaEscrita): NodoXml {
  const impuestos: NodoXml | null =
    montos.montoGravable === null || montos.montoImpuesto === null
      ? null
      : {
          nombre: 'dte:Impuestos',
          hijos: [
            {
              nombre: 'dte:Impuesto',
              hijos: [
                { nombre: 'dte:NombreCorto', texto: 'IVA' },
                // 1 = 12 %; RCP329 requires MontoGravable for IVA, SEC502 forbids CantidadUnidadesGravables.
                { nombre: 'dte:CodigoUnidadGravable', texto: '1' },
                { nombre: 'dte:MontoGravable', texto: montos.montoGravable },
                { nombre: 'dte:MontoImpuesto', texto: montos.montoImpuesto },
              ],
            },
          ],
        };
  return {
    nombre: 'dte:Item',
    atributos: { NumeroLinea: String(montos.numeroLinea), BienOServicio: linea.bienOServicio },
    hijos: [
      { nombre: 'dte:Cantidad', texto: montos.cantidad },
      unidadMedida !== undefined && { nombre: 'dte:UnidadMedida', texto: unidadMedida },
      { nombre: 'dte:Descripcion', texto: descripcion },
      { nombre: 'dte:PrecioUnitario', texto: montos.precioUnitario },
      { nombre: 'dte:Precio', texto: montos.precio },
      { nombre: 'dte:Descuento', texto: montos.descuento },
      impuestos,
      { nombre: 'dte:Total', texto: montos.total },
    ],
  };
}

/** FPEQ and FCAP carry no TotalImpuestos at all (FEL.md §3.6). */
function nodoTotales(montos: MontosDte): NodoXml {
  return {
    nombre: 'dte:Totales',
    hijos: [
      montos.totalIva !== null && {
        nombre: 'dte:TotalImpuestos',
        hijos: [
          { nombre: 'dte:TotalImpuesto', atributos: { NombreCorto: 'IVA', TotalMontoImpuesto: montos.totalIva } },
        ],
      },
      { nombre: 'dte:GranTotal', texto: montos.granTotal },
    ],
  };
}

function nodoComplementos(entrada: DteEntrada, montos: MontosDte, fechaHoraEmision: string): NodoXml | null {
  const fecha = fechaHoraEmision.slice(0, 10);
  let contenido: NodoXml;
  if (entrada.tipo === 'FCAM' || entrada.tipo === 'FCAP')
    contenido = complementoCambiario(entrada.tipo, entrada.abonos, montos.granTotal, fecha);
  else if (entrada.tipo === 'NCRE') contenido = complementoReferenciaNota(entrada.referencia, fecha);
  else return null;
  return { nombre: 'dte:Complementos', hijos: [contenido] };
}

export function construirDte(entrada: DteEntrada): DteConstruido {
  verificarTipoPermitido(entrada.tipo, entrada.emisor.afiliacionIva);
  const conIva = llevaIva(entrada.tipo);
  const emisor = emisorNormalizado(entrada.emisor);
  const receptor = receptorNormalizado(entrada.receptor);
  const frases = frasesVerificadas(emisor.frases, entrada.tipo);
  const fechaHoraEmision = aFechaHora(entrada.fechaHoraEmision, MENSAJES.dte.campos.fechaEmision);
  const lineas = lineasCalculadas(entrada.lineas, conIva);
  const montos = totalesDte(
    lineas.map((l) => l.montos),
    conIva,
  );
  const complementos = nodoComplementos(entrada, montos, fechaHoraEmision);

  const datosEmision: NodoXml = {
    nombre: 'dte:DatosEmision',
    atributos: { ID: 'DatosEmision' },
    hijos: [
      {
        nombre: 'dte:DatosGenerales',
        atributos: { Tipo: entrada.tipo, FechaHoraEmision: fechaHoraEmision, CodigoMoneda: 'GTQ' },
      },
      {
        nombre: 'dte:Emisor',
        atributos: {
          NITEmisor: emisor.nit,
          NombreEmisor: emisor.nombre,
          CodigoEstablecimiento: String(emisor.codigoEstablecimiento),
          NombreComercial: emisor.nombreComercial,
          AfiliacionIVA: emisor.afiliacionIva,
          CorreoEmisor: emisor.correo,
        },
        hijos: [nodoDireccion('dte:DireccionEmisor', emisor.direccion)],
      },
      {
        nombre: 'dte:Receptor',
        atributos: {
          IDReceptor: receptor.id,
          NombreReceptor: receptor.nombre,
          TipoEspecial: receptor.tipoEspecial,
          CorreoReceptor: receptor.correo,
        },
        hijos: [nodoDireccion('dte:DireccionReceptor', receptor.direccion)],
      },
      nodoFrases(frases),
      { nombre: 'dte:Items', hijos: lineas.map(nodoItem) },
      nodoTotales(montos),
      complementos,
    ],
  };
  const xml = serializarXml({
    nombre: 'dte:GTDocumento',
    atributos: { 'xmlns:dte': NS_DTE, 'xmlns:ds': NS_FIRMA, Version: '0.1' },
    hijos: [
      {
        nombre: 'dte:SAT',
        atributos: { ClaseDocumento: 'dte' },
        hijos: [{ nombre: 'dte:DTE', atributos: { ID: 'DatosCertificados' }, hijos: [datosEmision] }],
      },
    ],
  });
  return { xml, fechaHoraEmision, idReceptor: receptor.id, montos };
}
