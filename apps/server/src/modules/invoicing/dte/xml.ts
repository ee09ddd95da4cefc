/**
 * Just enough XML writing for the DTE: elements in the order given, attributes in the order
 * given (undefined ones left out), text escaped. Output is indented so a stored document is
 * readable; SAT's schemas collapse the whitespace of every text field we write.
 */

export interface NodoXml {
  nombre: string;
  atributos?: Record<string, string | undefined>;
  /** Falsy entries are skipped, so optional parts can be written inline. */
  hijos?: readonly (NodoXml | null | undefined | false)[];
  texto?: string;
}

// Characters XML 1.0 cannot carry at all (C0 controls other than tab/LF/CR, lone surrogates, U+FFFE/F).
const NO_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escapes text and attribute values (& < > " '); drops characters XML cannot represent. */
export function escaparXml(texto: string): string {
  return (
    texto
      .replace(NO_XML, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // A literal newline or tab in an attribute would be normalised to a space by the parser.
      .replace(/\r/g, '&#13;')
      .replace(/\n/g, '&#10;')
      .replace(/\t/g, '&#9;')
  );
}

function serializarNodo(nodo: NodoXml, sangria: string): string {
  const atributos = Object.entries(nodo.atributos ?? {})
    .filter((par): par is [string, string] => par[1] !== undefined)
    .map(([nombre, valor]) => ` ${nombre}="${escaparXml(valor)}"`)
    .join('');
  const hijos = (nodo.hijos ?? []).filter((h): h is NodoXml => Boolean(h));
  if (hijos.length > 0) {
    const interior = hijos.map((h) => serializarNodo(h, `${sangria}  `)).join('');
    return `${sangria}<${nodo.nombre}${atributos}>\n${interior}${sangria}</${nodo.nombre}>\n`;
  }
  if (nodo.texto !== undefined)
    return `${sangria}<${nodo.nombre}${atributos}>${escaparXml(nodo.texto)}</${nodo.nombre}>\n`;
  return `${sangria}<${nodo.nombre}${atributos}/>\n`;
}

/** The whole document with its UTF-8 declaration. */
export function serializarXml(raiz: NodoXml): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serializarNodo(raiz, '')}`;
}
