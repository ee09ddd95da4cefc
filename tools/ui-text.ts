import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A piece of text a user may read: a string, a template's literal part or JSX text, with its place. */
export interface UiText {
  file: string;
  line: number;
  text: string;
}

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every string, template part and JSX text in the sources under `dir` (comments and imports left out). */
export function uiTexts(dir: string): UiText[] {
  const found: UiText[] = [];
  for (const file of sourceFiles(dir)) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
      if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node) ||
        ts.isJsxText(node)
      ) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push({ file, line: line + 1, text: node.text });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/**
 * Spanish "tú" forms a staff screen must not use (the interface says "usted": "Ingrese", "puede",
 * "su contraseña"). Whole words only, so "tuberculo", "Cliente" or "usted tiene" never match;
 * verbs whose "tú" command is also the "usted"/él present ("confirma", "busca") are left out.
 */
export const TU_FORMS = [
  'tú',
  'tu',
  'tus',
  'te',
  'ti',
  'contigo',
  'tienes',
  'puedes',
  'quieres',
  'deseas',
  'debes',
  'necesitas',
  'estás',
  'eres',
  'has',
  'olvidaste',
  'ingresa',
  'selecciona',
  'escribe',
  'elige',
  'intenta',
  'verifica',
  'revisa',
  'vuelve',
  'asegúrate',
  'agrega',
  'haz',
  'contacta',
  'introduce',
  'inténtalo',
] as const;

const TU = new RegExp(`(?<![\\p{L}\\p{N}_-])(${TU_FORMS.join('|')})(?![\\p{L}\\p{N}_-])`, 'iu');

/** The "tú" form a text uses, or null. Text with no space is an identifier or key, not a sentence. */
export function tuFormIn(text: string): string | null {
  if (!/\s/.test(text.trim()) && !/[¿¡]/.test(text)) return null;
  return TU.exec(text)?.[1] ?? null;
}
