import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Files and the files they import (relative specifiers only: packages are not part of the graph). */
export type ImportGraph = Map<string, Set<string>>;

const SOURCE = /\.(ts|tsx)$/;
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file a relative specifier names, as the bundler resolves it (extension or index optional). */
export function resolveSpecifier(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const suffix of CANDIDATES) {
    const candidate = base + suffix;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** A file's imports: where each points and whether only types cross (erased at run time). */
function importsOf(file: string): { specifier: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const namedOnlyTypes =
        clause?.namedBindings !== undefined &&
        ts.isNamedImports(clause.namedBindings) &&
        clause.name === undefined &&
        clause.namedBindings.elements.length > 0 &&
        clause.namedBindings.elements.every((element) => element.isTypeOnly);
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: clause?.isTypeOnly === true || namedOnlyTypes });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const namedOnlyTypes =
        node.exportClause !== undefined &&
        ts.isNamedExports(node.exportClause) &&
        node.exportClause.elements.length > 0 &&
        node.exportClause.elements.every((element) => element.isTypeOnly);
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly || namedOnlyTypes });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The imports, re-exports and dynamic imports of the `.ts`/`.tsx` files under `root`, tests left
 * out. `runtimeOnly` drops imports of types alone, which are erased and so cannot form a cycle
 * at run time (a domain's dependency on another's types still counts between domains).
 */
export function importGraph(root: string, options: { runtimeOnly?: boolean } = {}): ImportGraph {
  const graph: ImportGraph = new Map();
  const isTest = (file: string) => /\.test\.tsx?$/.test(file);
  for (const file of sourceFiles(root)) {
    if (isTest(file)) continue;
    const targets = importsOf(file)
      .filter((imported) => !(options.runtimeOnly && imported.typeOnly))
      .map((imported) => resolveSpecifier(file, imported.specifier))
      .filter((target): target is string => target !== null && target.startsWith(root) && !isTest(target));
    graph.set(file, new Set(targets));
  }
  return graph;
}

/** The graph between groups of files (e.g. domains), `groupOf` naming each file's group or null. */
export function groupGraph(graph: ImportGraph, groupOf: (file: string) => string | null): ImportGraph {
  const groups: ImportGraph = new Map();
  for (const [file, targets] of graph) {
    const from = groupOf(file);
    if (from === null) continue;
    const edges = groups.get(from) ?? new Set<string>();
    groups.set(from, edges);
    for (const target of targets) {
      const to = groupOf(target);
      if (to !== null && to !== from) edges.add(to);
    }
  }
  return groups;
}

/** The cycles of a graph: its strongly connected components of more than one node (Tarjan). */
export function cycles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];

  function visit(node: string): void {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  }

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The domain a file belongs to: the folder right under `domainsDir` (null outside it). */
export function domainOf(domainsDir: string): (file: string) => string | null {
  return (file) => {
    const relative = path.relative(domainsDir, file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
    const [domain, ...rest] = relative.split(path.sep);
    return rest.length > 0 ? (domain ?? null) : null;
  };
}

/**
 * A file's domain, or the file itself (relative to `root`) when it lies outside every domain, so
 * a circle that runs between domains through a shared file (`app-deps.ts`, `jobs/`, `lib/`) shows.
 */
export function domainOrFile(root: string, domainsDir: string): (file: string) => string {
  const domain = domainOf(domainsDir);
  return (file) => domain(file) ?? path.relative(root, file);
}
