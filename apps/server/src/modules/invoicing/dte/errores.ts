/**
 * A document the builder refuses to write, with a Spanish message from MENSAJES.dte. The caller
 * stores the message in errores_fel like a certifier rejection: retrying the same data cannot help.
 */
export type CodigoErrorDte =
  'tipo-no-permitido' | 'emisor' | 'receptor' | 'frases' | 'lineas' | 'abonos' | 'referencia' | 'fecha' | 'anulacion';

export class ErrorDte extends Error {
  constructor(
    readonly codigo: CodigoErrorDte,
    message: string,
  ) {
    super(message);
    this.name = 'ErrorDte';
  }
}
