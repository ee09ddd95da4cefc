// The long-lived thread behind xsd-validator.ts (plain JavaScript: it runs without tsx).
//
// xmllint-wasm's validateXML() starts a thread and compiles its 760 KB of WebAssembly on every
// call. Here the WebAssembly is compiled once per thread and each run only instantiates it (a
// fresh instance, memory and file system per run, exactly as a new xmllint process would get).
// A batch runs xmllint once over several documents, so SAT's schemas are also compiled once per
// batch. Any document that does not come back as "<file> validates" is run again on its own,
// with the arguments and file name validateXML() uses, so its refusal is exactly the one
// validateXML() gave.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const rutaXmllint = require.resolve('xmllint-wasm/xmllint-node.js');
/** Emscripten's module factory (the file also registers a listener of its own that ignores our messages). */
const fabricaXmllint = require(rutaXmllint);
const compilado = WebAssembly.compile(readFileSync(join(dirname(rutaXmllint), 'xmllint.wasm')));

/** validateXML()'s defaults: 16 MiB initial, 32 MiB maximum (pages of 64 KiB). */
const PAGINAS_INICIALES = 256;
const PAGINAS_MAXIMAS = 512;
/** The single-document file name validateXML() was called with before (xsd-validator.ts). */
const NOMBRE_INDIVIDUAL = 'documento.xml';

/** One xmllint run on a fresh instance: `{ exitCode, stderr }` as validateXML()'s thread reports them. */
async function ejecutar(archivos, args) {
  const modulo = await compilado;
  return new Promise((resolver) => {
    let stderr = '';
    let terminado = false;
    const terminar = (resultado) => {
      if (terminado) return;
      terminado = true;
      resolver(resultado);
    };
    fabricaXmllint({
      inputFiles: archivos,
      arguments: args,
      print() {},
      printErr(texto) {
        stderr += texto + '\n';
      },
      onExit(exitCode) {
        terminar({ exitCode, stderr });
      },
      onAbort(razon) {
        terminar({ exitCode: -1, stderr: 'WASM Abort: ' + razon });
      },
      wasmMemory: new WebAssembly.Memory({ initial: PAGINAS_INICIALES, maximum: PAGINAS_MAXIMAS }),
      instantiateWasm(imports, listo) {
        WebAssembly.instantiate(modulo, imports).then(
          (instancia) => listo(instancia, modulo),
          (error) => terminar({ exitCode: -1, stderr: String(error) }),
        );
        return {};
      },
    }).catch((error) => terminar({ exitCode: -1, stderr: String(error) }));
  }).finally(() => {
    // Emscripten's exit() sets this thread's exit code; the thread lives on.
    process.exitCode = undefined;
  });
}

function argumentos(esquema, documentos) {
  return ['--schema', esquema.principal.fileName, '--noout', ...documentos];
}

async function validarUno(esquema, xml) {
  const archivos = [{ fileName: NOMBRE_INDIVIDUAL, contents: xml }, esquema.principal, ...esquema.dependencias];
  return ejecutar(archivos, argumentos(esquema, [NOMBRE_INDIVIDUAL]));
}

/**
 * `{ valido: true }` for a document xmllint accepted in the batch, otherwise the outcome of its own
 * run. The batch's file names carry a random part chosen after the documents were written, so no
 * document can print another's "validates" line.
 */
async function validarLote(esquema, documentos, marca) {
  if (documentos.length === 1) return [await validarUno(esquema, documentos[0])];
  const nombres = documentos.map((_, i) => `lote-${marca}-${i}.xml`);
  const archivos = [
    ...documentos.map((contents, i) => ({ fileName: nombres[i], contents })),
    esquema.principal,
    ...esquema.dependencias,
  ];
  const lote = await ejecutar(archivos, argumentos(esquema, nombres));
  const lineas = new Set(lote.stderr.split('\n'));
  const resultados = [];
  for (let i = 0; i < documentos.length; i++) {
    const aceptado =
      (lote.exitCode === 0 || lote.exitCode === 3 || lote.exitCode === 4) && lineas.has(`${nombres[i]} validates`);
    resultados.push(aceptado ? { valido: true } : await validarUno(esquema, documentos[i]));
  }
  return resultados;
}

parentPort.on('message', (mensaje) => {
  if (!mensaje || mensaje.tipo !== 'validar') return;
  validarLote(mensaje.esquema, mensaje.documentos, mensaje.marca).then(
    (resultados) => parentPort.postMessage({ tipo: 'resultado', id: mensaje.id, resultados }),
    (error) => parentPort.postMessage({ tipo: 'fallo', id: mensaje.id, mensaje: String(error?.message ?? error) }),
  );
});
