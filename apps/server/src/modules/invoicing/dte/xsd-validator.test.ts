import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { construirAnulacion } from './anulacion';
import { construirDte } from './documento';
import type { EmisorDte } from './tipos';
import { directorioXsd, validadorXsd, validateAnulacion, validateDte, xsdDisponibles } from './xsd-validator';

/**
 * The validator's long-lived thread (xsd-worker-client.ts): the same verdicts and refusal messages
 * as one xmllint run per document, whether documents come alone or together; a dead thread is
 * replaced; an idle one never keeps the process alive.
 */

const CON_XSD = xsdDisponibles();
const SIN_XSD = CON_XSD ? '' : ` — OMITIDA: faltan los esquemas XSD de SAT en ${directorioXsd()}`;

const EMISOR: EmisorDte = {
  nit: '1234567-9',
  nombre: 'EMPRESA DEMO, SOCIEDAD ANONIMA',
  nombreComercial: 'TIENDA DEMO',
  afiliacionIva: 'GEN',
  codigoEstablecimiento: 1,
  direccion: {
    direccion: '4A AVENIDA 1-23 ZONA 1',
    codigoPostal: '01010',
    municipio: 'Guatemala',
    departamento: 'Guatemala',
    pais: 'GT',
  },
  frases: [{ tipoFrase: 1, codigoEscenario: 1 }],
};
const FACT = construirDte({
  tipo: 'FACT',
  emisor: EMISOR,
  receptor: { tipo: 'CF' },
  fechaHoraEmision: new Date('2025-03-15T16:30:00Z'),
  lineas: [
    {
      bienOServicio: 'B',
      cantidad: '2',
      unidadMedida: 'UNI',
      descripcion: 'CAFE MOLIDO 500 G',
      precioUnitario: '25.00',
    },
  ],
}).xml;
const ANULACION = construirAnulacion({
  nitEmisor: '0001234567-9',
  uuid: '5A3C1B2D-9E8F-4A7B-B6C5-D4E3F2A1B0C9',
  fechaEmisionDocumento: '2025-03-15T10:30:00-06:00',
  idReceptor: 'CF',
  fechaHoraAnulacion: new Date('2025-03-16T15:12:45Z'),
  motivo: 'ERROR EN EL PRECIO',
});

const NS = '{http://www.sat.gob.gt/dte/fel/0.2.0}';
/** Each refusal exactly as xmllint-wasm's validateXML() gave it, one run per document (main at de12527). */
const RECHAZOS: { nombre: string; xml: string; errors: string[] }[] = [
  {
    nombre: 'negative GranTotal',
    xml: FACT.replace('<dte:GranTotal>', '<dte:GranTotal>-'),
    errors: [
      `Schemas validity error : Element '${NS}GranTotal': [facet 'minInclusive'] The value '-50.00' is less than the minimum value allowed ('0').`,
    ],
  },
  {
    nombre: 'an attribute the schema does not allow',
    xml: FACT.replace('<dte:DatosGenerales ', '<dte:DatosGenerales Extra="1" '),
    errors: [
      `Schemas validity error : Element '${NS}DatosGenerales', attribute 'Extra': The attribute 'Extra' is not allowed.`,
    ],
  },
  {
    nombre: 'missing Totales',
    xml: FACT.replace(/<dte:Totales>[\s\S]*<\/dte:Totales>/, ''),
    errors: [
      `Schemas validity error : Element '${NS}DatosEmision': Missing child element(s). Expected is ( ${NS}Totales ).`,
    ],
  },
  {
    nombre: 'an annulment sent as a DTE',
    xml: ANULACION,
    errors: [
      "Schemas validity error : Element '{http://www.sat.gob.gt/dte/fel/0.1.0}GTAnulacionDocumento': No matching global declaration available for the validation root.",
    ],
  },
  {
    nombre: 'not well-formed',
    xml: FACT.slice(0, 300),
    errors: ["parser error : Couldn't find end of Start Tag DatosGene line 6", '        <dte:DatosGene'],
  },
  { nombre: 'empty', xml: '', errors: ['parser error : Document is empty', ''] },
];
const VALIDO = { valid: true, errors: [] };

describe('XSD validator thread', () => {
  it.skipIf(!CON_XSD)(`refuses a schema-invalid document with xmllint's messages${SIN_XSD}`, async () => {
    for (const { xml, errors } of RECHAZOS) expect(await validateDte(xml)).toEqual({ valid: false, errors });
    expect(await validateDte(FACT)).toEqual(VALIDO);
    expect(await validateAnulacion(ANULACION)).toEqual(VALIDO);
    expect(await validateAnulacion(ANULACION.replace('5A3C1B2D-9E8F', '5a3c1b2d-9e8f'))).toEqual({
      valid: false,
      errors: [
        "Schemas validity error : Element '{http://www.sat.gob.gt/dte/fel/0.1.0}DatosGenerales', attribute 'NumeroDocumentoAAnular': [facet 'pattern'] The value '5a3c1b2d-9e8f-4A7B-B6C5-D4E3F2A1B0C9' is not accepted by the pattern '[0-9A-F]{8}-([0-9A-F]{4}-){3}[0-9A-F]{12}'.",
      ],
    });
  });

  it.skipIf(!CON_XSD)(`documents checked together get the verdicts and messages they get alone${SIN_XSD}`, async () => {
    const mezcla = Array.from({ length: 40 }, (_, i) =>
      i % 5 === 0 ? RECHAZOS[(i / 5) % RECHAZOS.length]! : { nombre: 'valid', xml: FACT, errors: [] },
    );
    const resultados = await Promise.all([
      ...mezcla.map((d) => validateDte(d.xml)),
      validateAnulacion(ANULACION),
      validateAnulacion(FACT),
    ]);
    expect(resultados.slice(0, mezcla.length)).toEqual(
      mezcla.map((d) => (d.errors.length ? { valid: false, errors: d.errors } : VALIDO)),
    );
    expect(resultados[mezcla.length]).toEqual(VALIDO);
    expect(resultados[mezcla.length + 1]).toMatchObject({ valid: false });
  });

  it.skipIf(!CON_XSD)(
    `a thread that dies is replaced: its batch is checked again, and so is the next document${SIN_XSD}`,
    async () => {
      await validateDte(FACT);
      const primero = validadorXsd.hilo!;
      expect(primero).toBeDefined();

      // Dies under a batch: every document of it still gets its own verdict, from a new thread.
      const enCurso = Promise.all([validateDte(FACT), validateDte(RECHAZOS[0]!.xml), validateDte(FACT)]);
      await primero.terminate();
      expect(await enCurso).toEqual([VALIDO, { valid: false, errors: RECHAZOS[0]!.errors }, VALIDO]);
      const segundo = validadorXsd.hilo!;
      expect(segundo).toBeDefined();
      expect(segundo).not.toBe(primero);

      // Dies while idle: the next document starts another.
      await segundo.terminate();
      expect(await validateDte(RECHAZOS[1]!.xml)).toEqual({ valid: false, errors: RECHAZOS[1]!.errors });
      expect(validadorXsd.hilo).toBeDefined();
      expect(validadorXsd.hilo).not.toBe(segundo);
    },
  );

  describe('the process', () => {
    const dir = mkdtempSync(join(tmpdir(), 'xsd-salida-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it.skipIf(!CON_XSD)(`exits on its own after a check: the idle thread does not hold it${SIN_XSD}`, async () => {
      const script = join(dir, 'check.mts');
      const validador = pathToFileURL(fileURLToPath(new URL('./xsd-validator.ts', import.meta.url))).href;
      writeFileSync(
        script,
        `const { validateDte } = await import(${JSON.stringify(validador)});\n` +
          `console.log(JSON.stringify(await validateDte(${JSON.stringify(FACT)})));\n`,
      );
      const raiz = fileURLToPath(new URL('../../../../../../', import.meta.url));
      const salida = await new Promise<string>((resolve, reject) =>
        execFile(process.execPath, ['--import', 'tsx', script], { cwd: raiz, timeout: 20_000 }, (error, stdout) =>
          error ? reject(error) : resolve(stdout),
        ),
      );
      expect(JSON.parse(salida)).toEqual(VALIDO);
    });
  });
});
