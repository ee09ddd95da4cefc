import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text the API answers comes from the message catalogue (`packages/shared/src/messages/`),
 * so this scans the server's source for string literals that read as Spanish prose and fails on
 * any outside the documented exceptions below.
 */
const root = path.resolve(import.meta.dirname, '../..');
const serverSrc = path.join(root, 'apps/server/src');

/** Files whose Spanish texts are not the API's own wording (paths relative to apps/server/src). */
const ALLOWED_FILES: { pattern: RegExp; why: string }[] = [
  { pattern: /\.test\.ts$/, why: 'unit tests write the texts they expect' },
  { pattern: /^db\/seed\//, why: 'demo data: product, category and unit names' },
  { pattern: /^cli\//, why: 'the operator console, not an API answer' },
  {
    pattern: /^modules\/invoicing\/certifier\/sandbox-/,
    why: "the SAT certifier's simulator answers with the certifier's own texts (FEL_RCP… rejections)",
  },
  { pattern: /^plugins\/api-docs/, why: 'OpenAPI descriptions for developers, not answers' },
  { pattern: /^config\.ts$/, why: "defaults of the environment's settings (the mail sender's name)" },
  { pattern: /\.exports?\.ts$/, why: "a sheet's column headers stay beside each column's key and format" },
];

/**
 * Calls whose text never reaches a client: logs, internal failures (answered as a masked 500) and
 * OpenAPI descriptions of a route's answer.
 */
const ALLOWED_CALLS =
  /^(?:.*\.)?(?:log\.(?:trace|debug|info|warn|error|fatal)|console\.\w+)$|^(?:new )?Error$|^super$|^fileResponse$/;

/**
 * Properties whose text is OpenAPI's, for integrators: a route's `schema.summary` and
 * `schema.description`, a module's tag description. The API's own fields are the spec's Spanish
 * names, so no answer carries a field by these names.
 */
const OPENAPI_KEYS = new Set(['summary', 'description']);

/** The literal is the value of an OpenAPI text property (`summary: '…'`). */
function isOpenapiText(node: ts.Node, source: ts.SourceFile): boolean {
  const property = node.parent;
  return (
    ts.isPropertyAssignment(property) &&
    property.initializer === node &&
    OPENAPI_KEYS.has(property.name.getText(source))
  );
}

/** A literal on a line with (or right after) this comment is exempt; the comment says why. */
const EXEMPT = 'catalogue-exempt:';

const ACCENTED = /[áéíóúñÁÉÍÓÚÑ¿¡]/;
const SPANISH_WORDS =
  /\b(?:el|la|los|las|de|del|un|una|no|es|en|por|para|con|se|su|sus|ya|debe|puede|ingrese|seleccione)\b/gi;

const SPANISH_START = /^(?:El|La|Los|Las|Un|Una|No|Debe|Ingrese|Seleccione|Hay|Ya) /;

/** Reads as Spanish prose: an accented letter or ¿¡, or words of a sentence with two little Spanish words. */
export function looksSpanish(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.startsWith('/')) return false; // a path (the spec's, e.g. /reestablecer_contraseña/)
  if (ACCENTED.test(text)) return true;
  if (!/^[A-ZÁÉÍÓÚÑ¿¡]/.test(trimmed) || !/\s/.test(trimmed)) return false;
  return SPANISH_START.test(trimmed) || (text.match(SPANISH_WORDS) ?? []).length >= 2;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The callee a literal is an argument of (through nested templates and conditionals), if any. */
function calleeOf(node: ts.Node, source: ts.SourceFile): string | null {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isCallExpression(at)) return at.expression.getText(source);
    if (ts.isNewExpression(at)) return `new ${at.expression.getText(source)}`;
    if (ts.isBlock(at) || ts.isSourceFile(at) || ts.isPropertyAssignment(at) || ts.isVariableDeclaration(at)) {
      return null;
    }
  }
  return null;
}

/** `file:line text` of each Spanish-looking literal of a source text outside an allowed call. */
export function inlineSpanish(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lines = text.split('\n');
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    let literal: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literal = node.text;
    else if (ts.isTemplateExpression(node)) {
      literal = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' … ');
    }
    if (
      literal !== null &&
      !ts.isImportDeclaration(node.parent) &&
      !isOpenapiText(node, source) &&
      looksSpanish(literal)
    ) {
      const callee = calleeOf(node, source);
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const exempt = lines[line - 1]!.includes(EXEMPT) || (lines[line - 2] ?? '').includes(EXEMPT);
      if (!exempt && !(callee && ALLOWED_CALLS.test(callee))) found.push(`${file}:${line} ${literal}`);
    }
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
    else node.templateSpans.forEach((span) => visit(span.expression));
  };
  visit(source);
  return found;
}

describe('server messages', () => {
  it('come from the catalogue: no Spanish text is written inline in apps/server/src', () => {
    const found = sourceFiles(serverSrc).flatMap((full) => {
      const file = path.relative(serverSrc, full).split(path.sep).join('/');
      if (ALLOWED_FILES.some(({ pattern }) => pattern.test(file))) return [];
      return inlineSpanish(file, fs.readFileSync(full, 'utf8'));
    });
    expect(found).toEqual([]);
  });

  it('the scan catches an inline refusal and lets catalogue references, logs, OpenAPI texts and code through', () => {
    const sample = [
      "throw badRequest('La caja ya está cerrada.');",
      'throw fieldError(`productos.${i}`, `No hay existencia de ${nombre} en la sucursal`);',
      "reply.code(400).send({ detail: 'Ingrese un valor de la lista' });",
      'throw notFound(MENSAJES.sucursales.noEncontrada);',
      "request.log.warn({ err }, 'trabajo fallido, se reintentará');",
      'throw new Error(`Exportación desconocida: ${tipo}`);',
      'const query = sql`select id from ventas where empresa_id = ${id}`;',
      "const code = 'STOCK_INSUFFICIENT';",
      "texto(e.nombre, 'El nombre del emisor', 255);",
      '// catalogue-exempt: a dummy secret, never shown',
      "hashPassword('contraseña-inexistente');",
      "const RESET_PATH = '/reestablecer_contraseña/';",
      "const route = { schema: { summary: 'Anular una orden de compra', description: 'Devuelve la existencia.' } };",
      "reply.send({ resumen: 'Anular una orden de compra' });",
    ].join('\n');
    expect(inlineSpanish('sample.ts', sample)).toEqual([
      'sample.ts:1 La caja ya está cerrada.',
      'sample.ts:2 No hay existencia de  …  en la sucursal',
      'sample.ts:3 Ingrese un valor de la lista',
      'sample.ts:9 El nombre del emisor',
      'sample.ts:14 Anular una orden de compra',
    ]);
  });
});
