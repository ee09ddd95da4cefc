import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { MENSAJES } from '@pos/shared/messages';

/** The outcome of checking one document against SAT's schemas. */
export interface ResultadoValidacionXsd {
  valid: boolean;
  errors: string[];
}

/** A root schema and the files it includes, as xmllint reads them. */
export interface Esquemas {
  principal: { fileName: string; contents: string };
  dependencias: { fileName: string; contents: string }[];
}

/**
 * Feeds documents to one long-lived thread (xsd-worker.mjs) instead of xmllint-wasm's
 * validateXML(), which started a thread and compiled WebAssembly and SAT's schemas on every call
 * (0.2 s to 0.9 s of CPU per document). Documents that arrive while a batch is running wait and go
 * together in the next one. Each document's outcome, and its refusal messages, are those
 * validateXML() gave: the thread runs every document not accepted in a batch again on its own,
 * and the outcome is read here exactly as validateXML() read it.
 *
 * The thread does not keep the process alive while idle (it is unref'd between batches), and if
 * it dies the next check starts a new one.
 */

/** What the thread reports per document: accepted within a batch, or xmllint's own run of it. */
type Salida = { valido: true } | { exitCode: number; stderr: string };

type Respuesta =
  { tipo: 'resultado'; id: number; resultados: Salida[] } | { tipo: 'fallo'; id: number; mensaje: string };

interface Trabajo {
  xml: string;
  esquema: Esquemas;
  /** Set on a retry after the thread died under a batch: the document then runs alone. */
  aislado: boolean;
  resolver: (resultado: ResultadoValidacionXsd) => void;
}

/** Enough to amortise the schemas; small enough for xmllint's 32 MiB of memory. */
const MAXIMO_POR_LOTE = 32;

/** xmllint-wasm's parseErrors(): drops the last two lines and each line's `file:line:` prefix. */
export function erroresXmllint(stderr: string): string[] {
  return stderr
    .split('\n')
    .slice(0, -2)
    .map((linea) => {
      const [archivo, numero, ...resto] = linea.split(':');
      return archivo && numero && resto.length
        ? { conUbicacion: true, mensaje: resto.join(':').trim(), linea }
        : { conUbicacion: false, mensaje: linea, linea };
    })
    .filter((e) => e.conUbicacion || !e.linea.trim().endsWith(' validates'))
    .map((e) => e.mensaje);
}

/** validateXML()'s reading of an xmllint run, including the rejection xsd-validator.ts turned into a refusal. */
function resultadoDe(salida: Salida): ResultadoValidacionXsd {
  if ('valido' in salida) return { valid: true, errors: [] };
  if (salida.exitCode === 0) return { valid: true, errors: [] };
  if (salida.exitCode === 3 || salida.exitCode === 4) return { valid: false, errors: erroresXmllint(salida.stderr) };
  return { valid: false, errors: [salida.stderr] };
}

export class ValidadorXsd {
  private trabajador: Worker | undefined;
  private readonly cola: Trabajo[] = [];
  private enCurso: { id: number; trabajos: Trabajo[] } | undefined;
  private ultimoId = 0;

  constructor(
    private readonly script = new URL('./xsd-worker.mjs', import.meta.url),
    private readonly maximoPorLote = MAXIMO_POR_LOTE,
  ) {}

  validar(xml: string, esquema: Esquemas): Promise<ResultadoValidacionXsd> {
    return new Promise((resolver) => {
      this.cola.push({ xml, esquema, aislado: false, resolver });
      this.despachar();
    });
  }

  /** The thread now running, if any: tests end it to check that the next document starts another. */
  get hilo(): Worker | undefined {
    return this.trabajador;
  }

  /** Sends the next batch: the documents waiting for the first one's schemas, or a retried one alone. */
  private despachar(): void {
    if (this.enCurso || this.cola.length === 0) return;
    const primero = this.cola[0]!;
    let trabajos: Trabajo[];
    if (primero.aislado) {
      trabajos = this.cola.splice(0, 1);
    } else {
      trabajos = [];
      for (let i = 0; i < this.cola.length && trabajos.length < this.maximoPorLote;) {
        const t = this.cola[i]!;
        if (t.esquema === primero.esquema && !t.aislado) trabajos.push(...this.cola.splice(i, 1));
        else i++;
      }
    }
    const trabajador = this.trabajador ?? this.iniciar();
    trabajador.ref(); // a check in progress keeps the process waiting for it
    const id = ++this.ultimoId;
    this.enCurso = { id, trabajos };
    trabajador.postMessage({
      tipo: 'validar',
      id,
      marca: randomBytes(8).toString('hex'),
      esquema: primero.esquema,
      documentos: trabajos.map((t) => t.xml),
    });
  }

  private iniciar(): Worker {
    const trabajador = new Worker(this.script);
    trabajador.on('message', (respuesta: Respuesta) => this.alResponder(trabajador, respuesta));
    trabajador.on('error', (error) => this.alCaer(trabajador, error.message));
    trabajador.on('exit', (codigo) => this.alCaer(trabajador, MENSAJES.fel.validadorXsdDetenido(codigo)));
    this.trabajador = trabajador;
    return trabajador;
  }

  private alResponder(trabajador: Worker, respuesta: Respuesta): void {
    if (trabajador !== this.trabajador || respuesta.id !== this.enCurso?.id) return;
    const { trabajos } = this.enCurso;
    this.enCurso = undefined;
    trabajos.forEach((t, i) =>
      t.resolver(
        respuesta.tipo === 'resultado'
          ? resultadoDe(respuesta.resultados[i]!)
          : { valid: false, errors: [respuesta.mensaje] },
      ),
    );
    if (this.cola.length === 0) trabajador.unref(); // idle: never what keeps the process alive
    this.despachar();
  }

  /**
   * The thread died (crash, out of memory, terminated). Its batch is retried once, each document
   * alone on a new thread; a document that brings a thread down on its own is refused with the
   * reason, as validateXML()'s rejection was.
   */
  private alCaer(trabajador: Worker, motivo: string): void {
    if (trabajador !== this.trabajador) return;
    this.trabajador = undefined;
    void trabajador.terminate();
    const caidos = this.enCurso?.trabajos ?? [];
    this.enCurso = undefined;
    for (const t of caidos) if (t.aislado) t.resolver({ valid: false, errors: [motivo] });
    this.cola.unshift(...caidos.filter((t) => !t.aislado).map((t) => ({ ...t, aislado: true })));
    this.despachar();
  }
}
