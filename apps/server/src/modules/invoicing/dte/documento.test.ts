import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { MENSAJES } from '@pos/shared/messages';
import { sum, toMoneyString } from '@pos/shared/money';
import { revisarXml } from '../certifier/sandbox-revision';
import { construirAnulacion } from './anulacion';
import { construirDte } from './documento';
import { ErrorDte } from './errores';
import { abonosIguales } from './montos';
import type { AnulacionEntrada, DteEntrada, EmisorDte, LineaDte } from './tipos';
import { serieYNumeroDeUuid } from './uuid';
import { directorioXsd, validateAnulacion, validateDte, xsdDisponibles } from './xsd-validator';

/** 16:30 UTC = 10:30 in Guatemala (FEL.md §7's example emission). */
const EMISION = new Date('2025-03-15T16:30:00Z');
const EMISION_GT = '2025-03-15T10:30:00-06:00';
const UUID_ORIGEN = '5a3c1b2d-9e8f-4a7b-b6c5-d4e3f2a1b0c9';

const direccionEmisor = {
  direccion: '4A AVENIDA 1-23 ZONA 1',
  codigoPostal: '01010',
  municipio: 'Guatemala',
  departamento: 'Guatemala',
  pais: 'GT',
};

const GEN: EmisorDte = {
  nit: '1234567-9',
  nombre: 'EMPRESA DEMO, SOCIEDAD ANONIMA',
  nombreComercial: 'TIENDA DEMO',
  afiliacionIva: 'GEN',
  codigoEstablecimiento: 1,
  direccion: direccionEmisor,
  frases: [{ tipoFrase: 1, codigoEscenario: 1 }],
};
const PEQ: EmisorDte = {
  ...GEN,
  nit: '576937-k',
  nombre: 'JUAN CARLOS PEREZ LOPEZ',
  afiliacionIva: 'PEQ',
  frases: [{ tipoFrase: 3, codigoEscenario: 1 }],
};

const LINEAS: LineaDte[] = [
  { bienOServicio: 'B', cantidad: '2', unidadMedida: 'UNI', descripcion: 'CAFE MOLIDO 500 G', precioUnitario: '25.00' },
  {
    bienOServicio: 'S',
    cantidad: '1',
    unidadMedida: 'UNI',
    descripcion: 'SERVICIO DE ENTREGA',
    precioUnitario: '15.50',
    descuento: '0.50',
  },
  {
    bienOServicio: 'B',
    cantidad: '1.375',
    unidadMedida: 'LB',
    descripcion: 'QUESO  FRESCO\n(PESADO)',
    precioUnitario: '12.40',
  },
];
/** 50.00 + 15.00 + 17.05; IVA 5.36 + 1.61 + 1.83. */
const GRAN_TOTAL = '82.05';

const fact = (cambios: Partial<DteEntrada> = {}) =>
  ({
    tipo: 'FACT',
    emisor: GEN,
    receptor: { tipo: 'CF' },
    lineas: LINEAS,
    fechaHoraEmision: EMISION,
    ...cambios,
  }) as DteEntrada;
const VENCIMIENTOS = ['2025-04-15', '2025-05-15', '2025-06-15'];

/** Every kind of document the builder writes; each one is checked against the XSDs and the sandbox. */
const ENTRADAS: Record<string, DteEntrada> = {
  'FACT a CF': fact(),
  'FACT a NIT': fact({
    receptor: {
      tipo: 'NIT',
      nit: '001669394-9',
      nombre: 'SUPERINTENDENCIA DE ADMINISTRACION TRIBUTARIA',
      correo: 'sat@example.com',
    },
  }),
  'FACT a CUI': fact({ receptor: { tipo: 'CUI', cui: '1234 56789 0101', nombre: 'JUAN CARLOS PEREZ LOPEZ' } }),
  'FACT con nombres por escapar': fact({
    emisor: {
      ...GEN,
      nombre: 'PEREZ & ASOCIADOS <"GT">',
      nombreComercial: 'A&B "LA <TIENDA>"',
      correo: 'ventas@demo.com',
    },
    receptor: { tipo: 'CF', nombre: 'JUAN "EL <GRANDE>" & FAMILIA' },
    lineas: [{ ...LINEAS[0]!, descripcion: 'SAL & PIMIENTA <1 LB> "FINA"' }],
  }),
  FPEQ: { tipo: 'FPEQ', emisor: PEQ, receptor: { tipo: 'CF' }, lineas: LINEAS, fechaHoraEmision: EMISION },
  'FCAM en tres abonos': {
    tipo: 'FCAM',
    emisor: GEN,
    receptor: { tipo: 'NIT', nit: '16693949', nombre: 'SAT' },
    lineas: LINEAS,
    fechaHoraEmision: EMISION,
    abonos: abonosIguales(GRAN_TOTAL, VENCIMIENTOS),
  },
  FCAP: {
    tipo: 'FCAP',
    emisor: PEQ,
    receptor: { tipo: 'CF' },
    lineas: LINEAS,
    fechaHoraEmision: EMISION,
    abonos: [{ fechaVencimiento: new Date('2025-04-15T18:00:00Z'), monto: GRAN_TOTAL }],
  },
  NCRE: {
    tipo: 'NCRE',
    emisor: GEN,
    receptor: { tipo: 'CF' },
    lineas: [{ ...LINEAS[1]!, numeroLinea: 2 }],
    fechaHoraEmision: '2025-03-20T16:05:00-06:00',
    referencia: {
      uuid: UUID_ORIGEN,
      ...serieYNumeroDeUuid(UUID_ORIGEN),
      fechaEmision: EMISION_GT,
      motivo: 'DEVOLUCION   SERVICIO DE ENTREGA NO PRESTADO',
    },
  },
};
const DOCUMENTOS = Object.entries(ENTRADAS).map(([nombre, entrada]) => ({
  nombre,
  entrada,
  dte: construirDte(entrada),
}));

const ANULACION: AnulacionEntrada = {
  nitEmisor: '0001234567-9',
  uuid: UUID_ORIGEN,
  idReceptor: 'CF',
  fechaEmisionDocumento: EMISION_GT,
  fechaHoraAnulacion: new Date('2025-03-16T15:12:45Z'),
  motivo: '  ERROR EN EL\n PRECIO   CONSIGNADO ',
};

const CON_XSD = xsdDisponibles();
/** Said in the test title, so a run without SAT's files shows what it did not check. */
const SIN_XSD = CON_XSD ? '' : ` — OMITIDA: faltan los esquemas XSD de SAT en ${directorioXsd()}`;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (n) => ['Item', 'Frase', 'Abono'].includes(n),
});
type Nodo = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed XML in a test
const emisionDe = (xml: string): Nodo => (parser.parse(xml) as Nodo).GTDocumento.SAT.DTE.DatosEmision as Nodo;

function errorDe(fn: () => unknown): ErrorDte {
  try {
    fn();
  } catch (e) {
    if (e instanceof ErrorDte) return e;
    throw e;
  }
  throw new Error('no se lanzó ErrorDte');
}

describe('construirDte: every generated document', () => {
  for (const { nombre, dte } of DOCUMENTOS) {
    it.skipIf(!CON_XSD)(`${nombre} valida contra los XSD de SAT${SIN_XSD}`, async () => {
      const resultado = await validateDte(dte.xml);
      expect(resultado.errors).toEqual([]);
      expect(resultado.valid).toBe(true);
    });

    it(`${nombre} pasa la revisión del sandbox (revisarXml)`, () => {
      expect(revisarXml(dte.xml)).toMatchObject({ ok: true });
    });

    it(`${nombre}: GranTotal = Σ Total, TotalMontoImpuesto = Σ MontoImpuesto`, () => {
      const emision = emisionDe(dte.xml);
      const items = emision.Items.Item as Nodo[];
      expect(emision.Totales.GranTotal).toBe(toMoneyString(sum(items.map((i) => i.Total as string))));
      expect(emision.Totales.GranTotal).toBe(dte.montos.granTotal);
      if (dte.montos.totalIva === null) {
        expect(emision.Totales.TotalImpuestos).toBeUndefined();
        expect(items.every((i) => i.Impuestos === undefined)).toBe(true);
      } else {
        const ivas = items.map((i) => i.Impuestos.Impuesto.MontoImpuesto as string);
        expect(emision.Totales.TotalImpuestos.TotalImpuesto).toEqual({
          '@NombreCorto': 'IVA',
          '@TotalMontoImpuesto': toMoneyString(sum(ivas)),
        });
        expect(emision.Totales.TotalImpuestos.TotalImpuesto['@TotalMontoImpuesto']).toBe(dte.montos.totalIva);
      }
    });
  }

  it.skipIf(!CON_XSD)(`the annulment validates against SAT's XSD${SIN_XSD}`, async () => {
    const resultado = await validateAnulacion(construirAnulacion(ANULACION));
    expect(resultado.errors).toEqual([]);
  });

  it('the annulment passes the sandbox review', () => {
    expect(revisarXml(construirAnulacion(ANULACION))).toMatchObject({ ok: true, documento: { clase: 'anulacion' } });
  });
});

describe('construirDte: structure', () => {
  const doc = (nombre: string) => DOCUMENTOS.find((d) => d.nombre === nombre)!.dte;

  it('writes FEL.md §2 fixed values, GTQ and the emisor address with its own postal code', () => {
    const { xml } = doc('FACT a CF');
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<dte:GTDocumento xmlns:dte="http://www.sat.gob.gt/dte/fel/0.2.0"',
      ),
    ).toBe(true);
    expect(xml).toContain('Version="0.1"');
    expect(xml).toContain('<dte:SAT ClaseDocumento="dte">');
    expect(xml).toContain('<dte:DTE ID="DatosCertificados">');
    expect(xml).toContain('<dte:DatosEmision ID="DatosEmision">');
    const emision = emisionDe(xml);
    expect(emision.DatosGenerales).toEqual({
      '@Tipo': 'FACT',
      '@FechaHoraEmision': EMISION_GT,
      '@CodigoMoneda': 'GTQ',
    });
    expect(emision.Emisor.DireccionEmisor).toEqual({
      Direccion: '4A AVENIDA 1-23 ZONA 1',
      CodigoPostal: '01010',
      Municipio: 'Guatemala',
      Departamento: 'Guatemala',
      Pais: 'GT',
    });
    expect(emision.Frases.Frase).toEqual([{ '@TipoFrase': '1', '@CodigoEscenario': '1' }]);
  });

  it('CF receiver: CONSUMIDOR FINAL with the default address CIUDAD/01001/Guatemala/Guatemala/GT', () => {
    const { xml, idReceptor } = doc('FACT a CF');
    expect(idReceptor).toBe('CF');
    const receptor = emisionDe(xml).Receptor;
    expect(receptor).toMatchObject({ '@IDReceptor': 'CF', '@NombreReceptor': 'CONSUMIDOR FINAL' });
    expect(receptor['@TipoEspecial']).toBeUndefined();
    expect(receptor.DireccionReceptor).toEqual({
      Direccion: 'CIUDAD',
      CodigoPostal: '01001',
      Municipio: 'Guatemala',
      Departamento: 'Guatemala',
      Pais: 'GT',
    });
  });

  it('NIT receiver: normalised (hyphen and leading zeros gone), no TipoEspecial', () => {
    const { xml, idReceptor } = doc('FACT a NIT');
    expect(idReceptor).toBe('16693949');
    expect(emisionDe(xml).Receptor).toMatchObject({ '@IDReceptor': '16693949', '@CorreoReceptor': 'sat@example.com' });
    expect(emisionDe(xml).Receptor['@TipoEspecial']).toBeUndefined();
  });

  it('CUI receiver: 13 digits without spaces and TipoEspecial="CUI"', () => {
    const { xml, idReceptor } = doc('FACT a CUI');
    expect(idReceptor).toBe('1234567890101');
    expect(xml).toContain(
      '<dte:Receptor IDReceptor="1234567890101" NombreReceptor="JUAN CARLOS PEREZ LOPEZ" TipoEspecial="CUI">',
    );
  });

  it('issuer NITs are normalised: hyphen, lower-case k and leading zeros', () => {
    expect(emisionDe(doc('FACT a CF').xml).Emisor['@NITEmisor']).toBe('12345679');
    expect(emisionDe(doc('FPEQ').xml).Emisor['@NITEmisor']).toBe('576937K');
    const conCeros = construirDte(fact({ emisor: { ...GEN, nit: ' 00 1234567-9 ' } }));
    expect(conCeros.xml).toContain('NITEmisor="12345679"');
    const receptorK = construirDte(
      fact({ receptor: { tipo: 'NIT', nit: '0576937-k', nombre: 'PEREZ LOPEZ JUAN CARLOS' } }),
    );
    expect(receptorK.idReceptor).toBe('576937K');
  });

  it('escapes & < > " in names and descriptions, and they read back unchanged', () => {
    const { xml } = doc('FACT con nombres por escapar');
    expect(xml).toContain('NombreEmisor="PEREZ &amp; ASOCIADOS &lt;&quot;GT&quot;&gt;"');
    expect(xml).toContain('NombreReceptor="JUAN &quot;EL &lt;GRANDE&gt;&quot; &amp; FAMILIA"');
    expect(xml).toContain('<dte:Descripcion>SAL &amp; PIMIENTA &lt;1 LB&gt; &quot;FINA&quot;</dte:Descripcion>');
    const leido = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      removeNSPrefix: true,
      parseTagValue: false,
      processEntities: true,
    });
    const emision = (leido.parse(xml) as Nodo).GTDocumento.SAT.DTE.DatosEmision as Nodo;
    expect(emision.Emisor['@NombreComercial']).toBe('A&B "LA <TIENDA>"');
    expect(emision.Receptor['@NombreReceptor']).toBe('JUAN "EL <GRANDE>" & FAMILIA');
  });

  it('items in schema order with IVA code 1 for FACT, whitespace of descriptions collapsed', () => {
    const { xml } = doc('FACT a CF');
    const item = xml.slice(xml.indexOf('<dte:Item NumeroLinea="1"'), xml.indexOf('</dte:Item>'));
    const orden = [
      'Cantidad',
      'UnidadMedida',
      'Descripcion',
      'PrecioUnitario',
      'Precio>',
      'Descuento',
      'Impuestos',
      'NombreCorto',
      'CodigoUnidadGravable',
      'MontoGravable',
      'MontoImpuesto',
      'Total',
    ];
    const posiciones = orden.map((e) => item.indexOf(`<dte:${e}`));
    expect(posiciones.every((p) => p >= 0)).toBe(true);
    expect([...posiciones].sort((a, b) => a - b)).toEqual(posiciones);
    const items = emisionDe(xml).Items.Item as Nodo[];
    expect(items[0]).toMatchObject({
      '@NumeroLinea': '1',
      '@BienOServicio': 'B',
      Cantidad: '2',
      PrecioUnitario: '25.00',
      Precio: '50.00',
      Descuento: '0.00',
      Total: '50.00',
    });
    expect(items[0]!.Impuestos.Impuesto).toEqual({
      NombreCorto: 'IVA',
      CodigoUnidadGravable: '1',
      MontoGravable: '44.64',
      MontoImpuesto: '5.36',
    });
    expect(items[2]).toMatchObject({
      Cantidad: '1.375',
      UnidadMedida: 'LB',
      Descripcion: 'QUESO FRESCO (PESADO)',
      Precio: '17.05',
    });
    expect(doc('FACT a CF').montos).toMatchObject({ totalIva: '8.80', granTotal: GRAN_TOTAL });
  });

  it('FPEQ: phrase 3/1, no Impuestos, no TotalImpuestos, same totals', () => {
    const { xml, montos } = doc('FPEQ');
    const emision = emisionDe(xml);
    expect(emision.Emisor['@AfiliacionIVA']).toBe('PEQ');
    expect(emision.Frases.Frase).toEqual([{ '@TipoFrase': '3', '@CodigoEscenario': '1' }]);
    expect(xml).not.toContain('Impuesto');
    expect(montos).toMatchObject({ totalIva: null, granTotal: GRAN_TOTAL });
    expect(emision.Complementos).toBeUndefined();
  });

  it('FCAM: the Cambiaria complement after Totales, one Abono per instalment adding up to GranTotal', () => {
    const { xml } = doc('FCAM en tres abonos');
    expect(xml.indexOf('<dte:Complementos>')).toBeGreaterThan(xml.indexOf('</dte:Totales>'));
    expect(xml).toContain(
      '<cfc:AbonosFacturaCambiaria xmlns:cfc="http://www.sat.gob.gt/dte/fel/CompCambiaria/0.1.0" Version="1">',
    );
    const abonos = emisionDe(xml).Complementos.Complemento.AbonosFacturaCambiaria.Abono as Nodo[];
    expect(abonos).toEqual([
      { NumeroAbono: '1', FechaVencimiento: '2025-04-15', MontoAbono: '27.35' },
      { NumeroAbono: '2', FechaVencimiento: '2025-05-15', MontoAbono: '27.35' },
      { NumeroAbono: '3', FechaVencimiento: '2025-06-15', MontoAbono: '27.35' },
    ]);
    expect(emisionDe(xml).Totales.TotalImpuestos).toBeDefined();
  });

  it('FCAP: Cambiaria complement without any IVA; a Date due date is written as its Guatemala day', () => {
    const { xml } = doc('FCAP');
    const emision = emisionDe(xml);
    expect(emision.Totales.TotalImpuestos).toBeUndefined();
    expect(emision.Complementos.Complemento.AbonosFacturaCambiaria.Abono).toEqual([
      { NumeroAbono: '1', FechaVencimiento: '2025-04-15', MontoAbono: GRAN_TOTAL },
    ]);
  });

  it('NCRE: ReferenciasNota 0.0 with the origin UUID upper-case, its serie/número, its date only and the reason', () => {
    const { xml, montos } = doc('NCRE');
    const referencia = emisionDe(xml).Complementos.Complemento.ReferenciasNota as Nodo;
    expect(referencia).toMatchObject({
      '@Version': '0.0',
      '@NumeroAutorizacionDocumentoOrigen': UUID_ORIGEN.toUpperCase(),
      '@SerieDocumentoOrigen': '5A3C1B2D',
      '@NumeroDocumentoOrigen': '2660190843',
      '@FechaEmisionDocumentoOrigen': '2025-03-15',
      '@MotivoAjuste': 'DEVOLUCION SERVICIO DE ENTREGA NO PRESTADO',
    });
    expect((emisionDe(xml).Items.Item as Nodo[])[0]!['@NumeroLinea']).toBe('2');
    expect(montos).toMatchObject({ totalIva: '1.61', granTotal: '15.00' });
  });
});

describe('construirDte: emission time', () => {
  it('writes the instant in Guatemala time with -06:00 and returns exactly what it wrote', () => {
    const dte = construirDte(fact({ fechaHoraEmision: new Date('2025-03-16T03:15:09.876Z') }));
    expect(dte.fechaHoraEmision).toBe('2025-03-15T21:15:09-06:00');
    expect(dte.xml).toContain('FechaHoraEmision="2025-03-15T21:15:09-06:00"');
  });

  it('keeps a stored Guatemala dateTime verbatim', () => {
    const dte = construirDte(fact({ fechaHoraEmision: '2025-03-15T10:30:00.123-06:00' }));
    expect(dte.fechaHoraEmision).toBe('2025-03-15T10:30:00.123-06:00');
    expect(dte.xml).toContain('FechaHoraEmision="2025-03-15T10:30:00.123-06:00"');
  });

  it.each(['2025-03-15T16:30:00Z', '2025-03-15T10:30:00', '2025-02-30T10:30:00-06:00', '15/03/2025'])(
    'refuses %s',
    (fecha) => {
      expect(errorDe(() => construirDte(fact({ fechaHoraEmision: fecha })))).toMatchObject({ codigo: 'fecha' });
    },
  );
});

describe('construirDte: issuer and receiver rules', () => {
  it.each(['FACT', 'FCAM', 'NCRE'] as const)('a PEQ issuer cannot issue %s (FEL_RCP316)', (tipo) => {
    const entrada = {
      ...ENTRADAS[tipo === 'FACT' ? 'FACT a CF' : tipo === 'FCAM' ? 'FCAM en tres abonos' : 'NCRE']!,
      emisor: PEQ,
    } as DteEntrada;
    expect(errorDe(() => construirDte(entrada))).toMatchObject({
      codigo: 'tipo-no-permitido',
      message: MENSAJES.dte.tipoNoPermitido(tipo, 'PEQ'),
    });
  });

  it.each(['FPEQ', 'FCAP'] as const)('a GEN issuer cannot issue %s (FEL_RCP317)', (tipo) => {
    const entrada = { ...ENTRADAS[tipo]!, emisor: GEN } as DteEntrada;
    expect(errorDe(() => construirDte(entrada))).toMatchObject({
      codigo: 'tipo-no-permitido',
      message: MENSAJES.dte.tipoNoPermitido(tipo, 'GEN'),
    });
  });

  it('refuses an invalid issuer NIT', () => {
    expect(errorDe(() => construirDte(fact({ emisor: { ...GEN, nit: '1234567-0' } })))).toMatchObject({
      codigo: 'emisor',
      message: MENSAJES.dte.nitEmisorInvalido('1234567-0'),
    });
  });

  it.each(['8977112-0', '12521338', 'CF', '576937-0', ''])('refuses the receiver NIT "%s"', (nit) => {
    expect(errorDe(() => construirDte(fact({ receptor: { tipo: 'NIT', nit, nombre: 'X' } })))).toMatchObject({
      codigo: 'receptor',
      message: MENSAJES.dte.nitReceptorInvalido(nit),
    });
  });

  it.each(['1234567800101', '1234567890118', '1234-56789-0101', '123456789010'])(
    'refuses the receiver CUI "%s"',
    (cui) => {
      expect(errorDe(() => construirDte(fact({ receptor: { tipo: 'CUI', cui, nombre: 'X' } })))).toMatchObject({
        codigo: 'receptor',
        message: MENSAJES.dte.cuiReceptorInvalido(cui),
      });
    },
  );

  it('requires the ISR phrase on a GEN document and 3/1 on a PEQ one', () => {
    expect(errorDe(() => construirDte(fact({ emisor: { ...GEN, frases: [] } })))).toMatchObject({
      codigo: 'frases',
      message: MENSAJES.dte.fraseIsrRequerida,
    });
    const fpeq = {
      ...ENTRADAS.FPEQ!,
      emisor: { ...PEQ, frases: [{ tipoFrase: 1, codigoEscenario: 1 }] },
    } as DteEntrada;
    expect(errorDe(() => construirDte(fpeq))).toMatchObject({
      codigo: 'frases',
      message: MENSAJES.dte.frasePequenoRequerida,
    });
  });
});

describe('construirDte: lines and complements', () => {
  it('refuses no lines, repeated line numbers, a long unit and a discount above the price', () => {
    expect(errorDe(() => construirDte(fact({ lineas: [] })))).toMatchObject({
      codigo: 'lineas',
      message: MENSAJES.dte.sinLineas,
    });
    const repetidas = [{ ...LINEAS[0]!, numeroLinea: 2 }, LINEAS[1]!];
    expect(errorDe(() => construirDte(fact({ lineas: repetidas })))).toMatchObject({
      message: MENSAJES.dte.numeroLineaInvalido(2),
    });
    expect(errorDe(() => construirDte(fact({ lineas: [{ ...LINEAS[0]!, unidadMedida: 'UNID' }] })))).toMatchObject({
      message: MENSAJES.dte.unidadMedidaInvalida(1),
    });
    expect(errorDe(() => construirDte(fact({ lineas: [{ ...LINEAS[0]!, descuento: '50.01' }] })))).toMatchObject({
      message: MENSAJES.dte.descuentoMayorQuePrecio(1),
    });
    expect(errorDe(() => construirDte(fact({ lineas: [{ ...LINEAS[0]!, descripcion: '   ' }] })))).toMatchObject({
      codigo: 'lineas',
    });
  });

  const fcam = ENTRADAS['FCAM en tres abonos'] as Extract<DteEntrada, { tipo: 'FCAM' | 'FCAP' }>;

  it('refuses instalments that do not add up to GranTotal', () => {
    const abonos = [
      { fechaVencimiento: '2025-04-15', monto: '40.00' },
      { fechaVencimiento: '2025-05-15', monto: '40.00' },
    ];
    expect(errorDe(() => construirDte({ ...fcam, abonos }))).toMatchObject({
      codigo: 'abonos',
      message: MENSAJES.dte.abonosNoSuman('80.00', GRAN_TOTAL),
    });
  });

  it('refuses no instalments, a zero instalment and one due before the emission', () => {
    expect(errorDe(() => construirDte({ ...fcam, abonos: [] }))).toMatchObject({
      message: MENSAJES.dte.abonosRequeridos('FCAM'),
    });
    const conCero = [
      { fechaVencimiento: '2025-04-15', monto: '0' },
      { fechaVencimiento: '2025-05-15', monto: GRAN_TOTAL },
    ];
    expect(errorDe(() => construirDte({ ...fcam, abonos: conCero }))).toMatchObject({
      message: MENSAJES.dte.abonoMontoInvalido(1),
    });
    const vencido = [{ fechaVencimiento: '2025-03-14', monto: GRAN_TOTAL }];
    expect(errorDe(() => construirDte({ ...fcam, abonos: vencido }))).toMatchObject({
      message: MENSAJES.dte.abonoAntesDeEmision(1),
    });
  });

  const ncre = ENTRADAS.NCRE as Extract<DteEntrada, { tipo: 'NCRE' }>;

  it('refuses an NCRE with a malformed origin UUID, dated before its origin, or without a reason', () => {
    expect(
      errorDe(() => construirDte({ ...ncre, referencia: { ...ncre.referencia, uuid: 'no-es-un-uuid' } })),
    ).toMatchObject({ codigo: 'referencia' });
    expect(errorDe(() => construirDte({ ...ncre, fechaHoraEmision: '2025-03-14T10:00:00-06:00' }))).toMatchObject({
      message: MENSAJES.dte.notaAntesDeOrigen,
    });
    expect(errorDe(() => construirDte({ ...ncre, referencia: { ...ncre.referencia, motivo: ' ' } }))).toMatchObject({
      codigo: 'referencia',
    });
  });
});

describe('construirAnulacion', () => {
  const xml = construirAnulacion(ANULACION);
  const generales = () => (parser.parse(xml) as Nodo).GTAnulacionDocumento.SAT.AnulacionDTE.DatosGenerales as Nodo;

  it('namespace 0.1.0, SAT without ClaseDocumento, fixed IDs', () => {
    expect(xml).toContain(
      '<dte:GTAnulacionDocumento xmlns:dte="http://www.sat.gob.gt/dte/fel/0.1.0" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" Version="0.1">',
    );
    expect(xml).toContain('<dte:SAT>');
    expect(xml).toContain('<dte:AnulacionDTE ID="DatosCertificados">');
    expect(generales()['@ID']).toBe('DatosAnulacion');
  });

  it('upper-case UUID, normalised NIT, the original dateTime verbatim, the annulment in -06:00, reason collapsed', () => {
    expect(generales()).toEqual({
      '@ID': 'DatosAnulacion',
      '@NumeroDocumentoAAnular': UUID_ORIGEN.toUpperCase(),
      '@NITEmisor': '12345679',
      '@IDReceptor': 'CF',
      '@FechaEmisionDocumentoAnular': EMISION_GT,
      '@FechaHoraAnulacion': '2025-03-16T09:12:45-06:00',
      '@MotivoAnulacion': 'ERROR EN EL PRECIO CONSIGNADO',
    });
  });

  it('keeps a CUI receiver as digits, normalises a NIT receiver and keeps a foreign id', () => {
    expect(construirAnulacion({ ...ANULACION, idReceptor: '1234567890101' })).toContain('IDReceptor="1234567890101"');
    expect(construirAnulacion({ ...ANULACION, idReceptor: '0576937-k' })).toContain('IDReceptor="576937K"');
    expect(construirAnulacion({ ...ANULACION, idReceptor: 'P1234567' })).toContain('IDReceptor="P1234567"');
  });

  it('refuses a bad UUID, issuer NIT, receiver, an annulment before the emission, and a reason over 255 characters', () => {
    expect(errorDe(() => construirAnulacion({ ...ANULACION, uuid: '5A3C1B2D' }))).toMatchObject({
      codigo: 'anulacion',
      message: MENSAJES.dte.uuidInvalido('El documento a anular'),
    });
    expect(errorDe(() => construirAnulacion({ ...ANULACION, nitEmisor: '12345678' }))).toMatchObject({
      codigo: 'emisor',
    });
    expect(errorDe(() => construirAnulacion({ ...ANULACION, idReceptor: '8977112-0' }))).toMatchObject({
      message: MENSAJES.dte.idReceptorInvalido('8977112-0'),
    });
    expect(errorDe(() => construirAnulacion({ ...ANULACION, idReceptor: 'X1' }))).toMatchObject({
      message: MENSAJES.dte.idReceptorInvalido('X1'),
    });
    expect(
      errorDe(() => construirAnulacion({ ...ANULACION, fechaHoraAnulacion: '2025-03-15T10:29:59-06:00' })),
    ).toMatchObject({ message: MENSAJES.dte.anulacionAntesDeEmision });
    expect(errorDe(() => construirAnulacion({ ...ANULACION, motivo: 'x'.repeat(256) }))).toMatchObject({
      codigo: 'anulacion',
    });
    expect(errorDe(() => construirAnulacion({ ...ANULACION, motivo: '  ' }))).toMatchObject({ codigo: 'anulacion' });
  });

  it('an annulment in the same second as the emission is allowed', () => {
    expect(construirAnulacion({ ...ANULACION, fechaHoraAnulacion: EMISION_GT })).toContain(
      `FechaHoraAnulacion="${EMISION_GT}"`,
    );
  });
});

describe('SAT examples in FEL.md (proves the validator setup)', () => {
  const ejemplos = join(directorioXsd(), '..', '..', 'examples');
  const hay = CON_XSD && existsSync(ejemplos);
  const omitida = hay ? '' : ` — OMITIDA: faltan los esquemas XSD o los ejemplos de SAT en ${ejemplos}`;

  it.skipIf(!hay).each(['fact.xml', 'fact_cui.xml', 'fpeq.xml', 'fcam.xml', 'ncre.xml'])(
    `%s valida con validateDte${omitida}`,
    async (archivo) => {
      expect((await validateDte(readFileSync(join(ejemplos, archivo), 'utf8'))).errors).toEqual([]);
    },
  );

  it.skipIf(!hay)(`anul.xml valida con validateAnulacion${omitida}`, async () => {
    expect((await validateAnulacion(readFileSync(join(ejemplos, 'anul.xml'), 'utf8'))).errors).toEqual([]);
  });

  it.skipIf(!hay)(
    `the validator does reject a broken document (lower-case UUID, annulment on 0.2.0)${omitida}`,
    async () => {
      const anul = readFileSync(join(ejemplos, 'anul.xml'), 'utf8');
      expect((await validateAnulacion(anul.replace('5A3C1B2D-9E8F', '5a3c1b2d-9e8f'))).valid).toBe(false);
      expect((await validateAnulacion(anul.replace('fel/0.1.0', 'fel/0.2.0'))).valid).toBe(false);
      expect((await validateDte(DOCUMENTOS[0]!.dte.xml.replace('<dte:GranTotal>', '<dte:GranTotal>-'))).valid).toBe(
        false,
      );
    },
  );
});
