import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { add, dec, div, mul, sub, type DecimalInput } from '@pos/shared/money';
import { checkDpi } from '@pos/shared/validation/dpi';
import { isValidNit, normalizeNit } from '@pos/shared/validation/nit';

/**
 * The checks SAT would make on one document by itself, as far as FEL.md describes them: the
 * sandbox rejects what SAT would reject, with messages shaped like SAT's (rule code first).
 * Checks that need other documents (NCRE origin, annulment target) are the server's.
 */

const NS_DTE = 'http://www.sat.gob.gt/dte/fel/0.2.0';
const NS_ANULACION = 'http://www.sat.gob.gt/dte/fel/0.1.0';
const TIPOS_CON_IVA = new Set(['FACT', 'FCAM', 'NCRE']);
const TIPOS_SIN_IVA = new Set(['FPEQ', 'FCAP']);
const TIPOS_CAMBIARIOS = new Set(['FCAM', 'FCAP']);
/** FEL_RCP316: what a PEQ issuer may not issue (only the types this sandbox certifies). */
const PROHIBIDOS_A_PEQ = new Set(['FACT', 'FCAM', 'NCRE']);
const AFILIACIONES = new Set(['GEN', 'PEQ', 'PEE', 'AGR', 'AGE', 'EXE']);
/** SAT's rounding tolerance is not public (FEL.md §6); a cent covers the recommended recipe. */
const TOLERANCIA = '0.01';
const FECHA_HORA_GT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?-06:00$/;
const FECHA = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9A-F]{8}-([0-9A-F]{4}-){3}[0-9A-F]{12}$/;
const MONTO = /^\d{1,22}(\.\d{1,10})?$/;

export interface DocumentoRevisado {
  clase: 'dte';
  tipo: string;
  nitEmisor: string;
  idReceptor: string;
  fechaHoraEmision: string;
  granTotal: string;
  totalIva: string;
  /** NCRE only: the document it credits. */
  origen: { uuid: string; fechaEmision: string } | null;
}

export interface AnulacionRevisada {
  clase: 'anulacion';
  uuid: string;
  nitEmisor: string;
  idReceptor: string;
  fechaEmisionDocumentoAnular: string;
  fechaHoraAnulacion: string;
}

export type Revision =
  { ok: true; documento: DocumentoRevisado | AnulacionRevisada } | { ok: false; errores: string[] };

type Nodo = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  isArray: (nombre) => ['Item', 'Frase', 'Impuesto', 'TotalImpuesto', 'Complemento', 'Abono'].includes(nombre),
});

const nodo = (valor: unknown): Nodo | undefined =>
  typeof valor === 'object' && valor !== null && !Array.isArray(valor) ? (valor as Nodo) : undefined;
const lista = (valor: unknown): Nodo[] => (Array.isArray(valor) ? valor.map((v) => nodo(v) ?? {}) : []);
const texto = (valor: unknown): string =>
  typeof valor === 'string'
    ? valor.trim()
    : typeof valor === 'object' && valor !== null
      ? texto((valor as Nodo)['#text'])
      : '';
const difiereMas = (a: DecimalInput, b: DecimalInput) => sub(a, b).abs().greaterThan(TOLERANCIA);

/** The namespace the root element's own prefix (or default namespace) is bound to. */
function namespaceRaiz(xml: string): { nombre: string; namespace: string | null } {
  const m = /<(?:([\w.-]+):)?([\w.-]+)(\s[^>]*)?>/.exec(xml.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, ''));
  if (!m) return { nombre: '', namespace: null };
  const [, prefijo, nombre = '', atributos = ''] = m;
  const declaracion = new RegExp(`xmlns${prefijo ? `:${prefijo}` : ''}="([^"]*)"`).exec(atributos);
  return { nombre, namespace: declaracion?.[1] ?? null };
}

export function revisarXml(xml: string): Revision {
  const bienFormado = XMLValidator.validate(xml);
  if (bienFormado !== true)
    return { ok: false, errores: [`El documento no es un XML bien formado: ${bienFormado.err.msg}`] };
  const raiz = namespaceRaiz(xml);
  const arbol = nodo(parser.parse(xml)) ?? {};
  if (raiz.nombre === 'GTDocumento') {
    if (raiz.namespace !== NS_DTE) return { ok: false, errores: [`GTDocumento debe usar el namespace ${NS_DTE}.`] };
    return revisarDte(nodo(arbol.GTDocumento) ?? {});
  }
  if (raiz.nombre === 'GTAnulacionDocumento') {
    if (raiz.namespace !== NS_ANULACION)
      return { ok: false, errores: [`GTAnulacionDocumento debe usar el namespace ${NS_ANULACION}.`] };
    return revisarAnulacion(nodo(arbol.GTAnulacionDocumento) ?? {});
  }
  return {
    ok: false,
    errores: [`Elemento raíz desconocido "${raiz.nombre}": se espera GTDocumento o GTAnulacionDocumento.`],
  };
}

/** A receptor id in one of FEL.md §3.3's forms. */
function revisarReceptor(id: string, tipoEspecial: string, errores: string[]): void {
  if (tipoEspecial === 'CUI') {
    if (!checkDpi(id).ok) errores.push(`FEL_RCP308: El CUI del receptor (${id}) no es válido.`);
  } else if (tipoEspecial === 'EXT') {
    if (!/^[A-Z0-9]{3,18}$/.test(id)) errores.push(`El documento extranjero del receptor (${id}) no es válido.`);
  } else if (id !== 'CF' && (!isValidNit(id) || normalizeNit(id) !== id)) {
    errores.push(`FEL_RCP309: El NIT del receptor (${id}) no es válido.`);
  }
}

function revisarDte(raiz: Nodo): Revision {
  const errores: string[] = [];
  const sat = nodo(raiz.SAT);
  const dte = nodo(sat?.DTE);
  const emision = nodo(dte?.DatosEmision);
  if (texto(raiz['@Version']) !== '0.1') errores.push('GTDocumento/@Version debe ser "0.1".');
  if (texto(sat?.['@ClaseDocumento']) !== 'dte') errores.push('SAT/@ClaseDocumento debe ser "dte".');
  if (texto(dte?.['@ID']) !== 'DatosCertificados') errores.push('DTE/@ID debe ser "DatosCertificados".');
  if (!emision || texto(emision['@ID']) !== 'DatosEmision')
    return { ok: false, errores: [...errores, 'Falta DatosEmision con ID "DatosEmision".'] };

  const generales = nodo(emision.DatosGenerales) ?? {};
  const emisor = nodo(emision.Emisor) ?? {};
  const receptor = nodo(emision.Receptor) ?? {};
  const tipo = texto(generales['@Tipo']);
  const fechaHoraEmision = texto(generales['@FechaHoraEmision']);
  const afiliacion = texto(emisor['@AfiliacionIVA']);
  const nitEmisor = texto(emisor['@NITEmisor']);
  const idReceptor = texto(receptor['@IDReceptor']);

  if (!TIPOS_CON_IVA.has(tipo) && !TIPOS_SIN_IVA.has(tipo))
    errores.push(`El sandbox no certifica documentos tipo "${tipo}" (solo FACT, FCAM, FPEQ, FCAP y NCRE).`);
  if (!FECHA_HORA_GT.test(fechaHoraEmision))
    errores.push(`FechaHoraEmision (${fechaHoraEmision}) debe ser hora de Guatemala con desfase -06:00.`);
  if (!/^[A-Z]{3}$/.test(texto(generales['@CodigoMoneda']))) errores.push('CodigoMoneda debe ser un código ISO 4217.');

  if (!isValidNit(nitEmisor) || nitEmisor === 'CF' || normalizeNit(nitEmisor) !== nitEmisor)
    errores.push(`El NIT del emisor (${nitEmisor}) no es válido.`);
  if (!texto(emisor['@NombreEmisor']) || !texto(emisor['@NombreComercial']))
    errores.push('El emisor requiere NombreEmisor y NombreComercial.');
  const establecimiento = Number(texto(emisor['@CodigoEstablecimiento']));
  if (!Number.isInteger(establecimiento) || establecimiento < 1 || establecimiento > 9999)
    errores.push('CodigoEstablecimiento debe ser un entero de 1 a 9999.');
  if (!AFILIACIONES.has(afiliacion)) errores.push(`AfiliacionIVA desconocida: "${afiliacion}".`);
  if (!nodo(emisor.DireccionEmisor)) errores.push('Falta DireccionEmisor.');
  if (afiliacion === 'PEQ' && PROHIBIDOS_A_PEQ.has(tipo))
    errores.push(`FEL_RCP316: Un emisor afiliado como pequeño contribuyente no puede emitir documentos tipo ${tipo}.`);
  if (afiliacion !== 'PEQ' && TIPOS_SIN_IVA.has(tipo))
    errores.push(
      `FEL_RCP317: Solo un emisor afiliado como pequeño contribuyente puede emitir documentos tipo ${tipo}.`,
    );

  if (!idReceptor || !texto(receptor['@NombreReceptor']))
    errores.push('El receptor requiere IDReceptor y NombreReceptor.');
  else revisarReceptor(idReceptor, texto(receptor['@TipoEspecial']), errores);

  const frases = lista(nodo(emision.Frases)?.Frase);
  if (
    TIPOS_SIN_IVA.has(tipo) &&
    !frases.some((f) => texto(f['@TipoFrase']) === '3' && texto(f['@CodigoEscenario']) === '1')
  ) {
    errores.push(
      `Un documento ${tipo} requiere la frase TipoFrase 3, CodigoEscenario 1 ("No genera derecho a crédito fiscal").`,
    );
  }

  const conIva = TIPOS_CON_IVA.has(tipo);
  const items = lista(nodo(emision.Items)?.Item);
  if (items.length === 0) errores.push('El documento no tiene Items.');
  const totalesLineas: DecimalInput[] = [];
  const ivasLineas: DecimalInput[] = [];
  for (const item of items) {
    const linea = revisarItem(item, conIva, errores);
    totalesLineas.push(linea.total);
    ivasLineas.push(linea.iva);
  }

  const totales = nodo(emision.Totales) ?? {};
  const granTotal = monto(totales.GranTotal, 'GranTotal', errores);
  const sumaTotales = add(...totalesLineas);
  if (!sumaTotales.equals(granTotal))
    errores.push(
      `FEL_RCP349: GranTotal (${texto(totales.GranTotal)}) no es la suma de los Total de las líneas (${sumaTotales.toFixed(2)}).`,
    );
  const impuestosTotales = lista(nodo(totales.TotalImpuestos)?.TotalImpuesto);
  const sumaIva = add(...ivasLineas);
  if (conIva) {
    const iva = impuestosTotales.find((t) => texto(t['@NombreCorto']) === 'IVA');
    if (!iva || impuestosTotales.length !== 1)
      errores.push('Totales/TotalImpuestos debe tener exactamente un TotalImpuesto de IVA.');
    else if (!monto(iva['@TotalMontoImpuesto'], 'TotalMontoImpuesto', errores).equals(sumaIva)) {
      errores.push(
        `TotalMontoImpuesto de IVA (${texto(iva['@TotalMontoImpuesto'])}) no es la suma de los MontoImpuesto de las líneas (${sumaIva.toFixed(2)}).`,
      );
    }
  } else if (totales.TotalImpuestos !== undefined) {
    errores.push(`FEL_RCP315: Un documento ${tipo} no lleva TotalImpuestos.`);
  }

  const origen = revisarComplementos(
    tipo,
    lista(nodo(emision.Complementos)?.Complemento),
    granTotal.toFixed(),
    errores,
  );
  if (errores.length) return { ok: false, errores };
  return {
    ok: true,
    documento: {
      clase: 'dte',
      tipo,
      nitEmisor,
      idReceptor,
      fechaHoraEmision,
      granTotal: granTotal.toFixed(),
      totalIva: sumaIva.toFixed(),
      origen,
    },
  };
}

/** An amount of the NumeroNDecimales type: non-negative, up to 10 decimals (FEL.md §3.5). */
function monto(valor: unknown, campo: string, errores: string[]) {
  const t = texto(valor);
  if (!MONTO.test(t)) {
    errores.push(`${campo} ("${t}") debe ser un número no negativo con hasta 10 decimales.`);
    return dec(0);
  }
  return dec(t);
}

/** FEL.md §5's per-line rules; returns the line's Total and IVA for the document totals. */
function revisarItem(item: Nodo, conIva: boolean, errores: string[]) {
  const n = texto(item['@NumeroLinea']) || '?';
  const campo = (nombre: string) => `Línea ${n}, ${nombre}`;
  if (!['B', 'S'].includes(texto(item['@BienOServicio']))) errores.push(`${campo('BienOServicio')} debe ser B o S.`);
  if (!texto(item.Descripcion)) errores.push(`${campo('Descripcion')} es requerida.`);
  const cantidad = monto(item.Cantidad, campo('Cantidad'), errores);
  const precioUnitario = monto(item.PrecioUnitario, campo('PrecioUnitario'), errores);
  const precio = monto(item.Precio, campo('Precio'), errores);
  const descuento = item.Descuento === undefined ? dec(0) : monto(item.Descuento, campo('Descuento'), errores);
  const total = monto(item.Total, campo('Total'), errores);
  if (difiereMas(precio, mul(cantidad, precioUnitario)))
    errores.push(`FEL_RCP313: ${campo('Precio')} (${precio.toFixed()}) no es Cantidad × PrecioUnitario.`);
  if (descuento.greaterThan(precio)) errores.push(`FEL_RCP314: ${campo('Descuento')} es mayor que el Precio.`);
  const neto = sub(precio, descuento);
  if (!total.equals(neto))
    errores.push(`FEL_RCP348: ${campo('Total')} (${total.toFixed()}) no es Precio − Descuento (${neto.toFixed()}).`);

  const impuestos = lista(nodo(item.Impuestos)?.Impuesto);
  if (!conIva) {
    if (item.Impuestos !== undefined)
      errores.push(`FEL_RCP315: ${campo('Impuestos')}: este tipo de documento no lleva impuestos.`);
    return { total, iva: dec(0) };
  }
  const iva = impuestos.find((i) => texto(i.NombreCorto) === 'IVA');
  if (!iva || impuestos.length !== 1) {
    errores.push(`${campo('Impuestos')} debe tener exactamente un Impuesto de IVA.`);
    return { total, iva: dec(0) };
  }
  const codigo = texto(iva.CodigoUnidadGravable);
  if (iva.MontoGravable === undefined) errores.push(`FEL_RCP329: ${campo('MontoGravable')} es requerido para IVA.`);
  if (iva.CantidadUnidadesGravables !== undefined)
    errores.push(`FEL_SEC502: ${campo('CantidadUnidadesGravables')} no se envía para IVA.`);
  const gravable = monto(iva.MontoGravable, campo('MontoGravable'), errores);
  const impuesto = monto(iva.MontoImpuesto, campo('MontoImpuesto'), errores);
  if (codigo === '1') {
    if (difiereMas(gravable, div(neto, '1.12')))
      errores.push(`FEL_SEC500: ${campo('MontoGravable')} (${gravable.toFixed()}) no es (Precio − Descuento) / 1.12.`);
    if (difiereMas(impuesto, mul(gravable, '0.12')))
      errores.push(`FEL_RCP331: ${campo('MontoImpuesto')} (${impuesto.toFixed()}) no es el 12 % del MontoGravable.`);
  } else if (codigo === '2') {
    if (!impuesto.isZero())
      errores.push(`FEL_RCP331: ${campo('MontoImpuesto')} debe ser 0 con CodigoUnidadGravable 2.`);
  } else {
    errores.push(`${campo('CodigoUnidadGravable')} debe ser 1 (12 %) o 2 (exento).`);
  }
  return { total, iva: impuesto };
}

/** FEL_RCP525/SEC526: the complement the type requires, and no other. Returns an NCRE's origin. */
function revisarComplementos(tipo: string, complementos: Nodo[], granTotal: string, errores: string[]) {
  const abonos = complementos.map((c) => nodo(c.AbonosFacturaCambiaria)).find(Boolean);
  const referencia = complementos.map((c) => nodo(c.ReferenciasNota)).find(Boolean);
  if (TIPOS_CAMBIARIOS.has(tipo)) {
    const lineas = lista(abonos?.Abono);
    if (!abonos || lineas.length === 0)
      errores.push(
        `FEL_RCP525: Un documento ${tipo} requiere el complemento AbonosFacturaCambiaria con al menos un Abono.`,
      );
    else {
      if (lineas.some((a) => !FECHA.test(texto(a.FechaVencimiento)) || !/^\d{1,3}$/.test(texto(a.NumeroAbono)))) {
        errores.push('Cada Abono requiere NumeroAbono (hasta 3 dígitos) y FechaVencimiento (AAAA-MM-DD).');
      }
      // Not an XSD rule (FEL.md §4.3 [U]), but every public integration makes them add up.
      const suma = add(...lineas.map((a) => monto(a.MontoAbono, 'MontoAbono', errores)));
      if (!suma.equals(granTotal))
        errores.push(`La suma de los abonos (${suma.toFixed(2)}) no es el GranTotal (${granTotal}).`);
    }
  } else if (abonos) {
    errores.push(`FEL_SEC526: Un documento ${tipo} no lleva el complemento AbonosFacturaCambiaria.`);
  }
  if (tipo !== 'NCRE') {
    if (referencia) errores.push(`FEL_SEC526: Un documento ${tipo} no lleva el complemento ReferenciasNota.`);
    return null;
  }
  const uuid = texto(referencia?.['@NumeroAutorizacionDocumentoOrigen']);
  const fechaEmision = texto(referencia?.['@FechaEmisionDocumentoOrigen']);
  if (!referencia) errores.push('FEL_RCP525: Un documento NCRE requiere el complemento ReferenciasNota.');
  else if (!UUID.test(uuid) || !FECHA.test(fechaEmision) || !texto(referencia['@MotivoAjuste'])) {
    errores.push(
      'ReferenciasNota requiere NumeroAutorizacionDocumentoOrigen (UUID en mayúsculas), FechaEmisionDocumentoOrigen (AAAA-MM-DD) y MotivoAjuste.',
    );
  }
  return { uuid, fechaEmision };
}

function revisarAnulacion(raiz: Nodo): Revision {
  const errores: string[] = [];
  const sat = nodo(raiz.SAT);
  const anulacion = nodo(sat?.AnulacionDTE);
  const generales = nodo(anulacion?.DatosGenerales) ?? {};
  if (texto(raiz['@Version']) !== '0.1') errores.push('GTAnulacionDocumento/@Version debe ser "0.1".');
  if (texto(anulacion?.['@ID']) !== 'DatosCertificados') errores.push('AnulacionDTE/@ID debe ser "DatosCertificados".');
  if (texto(generales['@ID']) !== 'DatosAnulacion') errores.push('DatosGenerales/@ID debe ser "DatosAnulacion".');
  const uuid = texto(generales['@NumeroDocumentoAAnular']);
  const nitEmisor = texto(generales['@NITEmisor']);
  const idReceptor = texto(generales['@IDReceptor']);
  const fechaEmisionDocumentoAnular = texto(generales['@FechaEmisionDocumentoAnular']);
  const fechaHoraAnulacion = texto(generales['@FechaHoraAnulacion']);
  const motivo = texto(generales['@MotivoAnulacion']);
  if (!UUID.test(uuid)) errores.push(`NumeroDocumentoAAnular (${uuid}) debe ser un UUID en mayúsculas.`);
  if (!isValidNit(nitEmisor) || nitEmisor === 'CF') errores.push(`El NIT del emisor (${nitEmisor}) no es válido.`);
  if (!idReceptor) errores.push('IDReceptor es requerido.');
  if (!/^\d{4}-\d{2}-\d{2}T/.test(fechaEmisionDocumentoAnular))
    errores.push('FechaEmisionDocumentoAnular debe ser fecha y hora.');
  if (!FECHA_HORA_GT.test(fechaHoraAnulacion))
    errores.push('FechaHoraAnulacion debe ser hora de Guatemala con desfase -06:00.');
  if (motivo.length < 1 || motivo.length > 255) errores.push('MotivoAnulacion debe tener de 1 a 255 caracteres.');
  if (errores.length === 0 && Date.parse(fechaHoraAnulacion) < Date.parse(fechaEmisionDocumentoAnular)) {
    errores.push('FEL_ANU376: La fecha de anulación no puede ser anterior a la emisión del documento.');
  }
  if (errores.length) return { ok: false, errores };
  return {
    ok: true,
    documento: { clase: 'anulacion', uuid, nitEmisor, idReceptor, fechaEmisionDocumentoAnular, fechaHoraAnulacion },
  };
}
