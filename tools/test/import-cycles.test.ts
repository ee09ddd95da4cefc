import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, domainOrFile, groupGraph, importGraph } from '../import-graph';

const root = path.resolve(import.meta.dirname, '../..');
const apps = [
  { name: 'server', src: path.join(root, 'apps/server/src'), domains: 'modules' },
  { name: 'back office', src: path.join(root, 'apps/backoffice/src'), domains: 'features' },
];
const relative = (found: string[][], from: string) => found.map((cycle) => cycle.map((f) => path.relative(from, f)));

describe.each(apps)('$name import graph', ({ src, domains }) => {
  it('has no cycle between domains (type imports count: they are dependencies too), through any file', () => {
    // Files outside the domains are nodes of their own: a circle through app-deps.ts or jobs/ counts.
    const graph = groupGraph(importGraph(src), domainOrFile(src, path.join(src, domains)));
    expect(graph.size).toBeGreaterThan(5);
    expect(cycles(graph)).toEqual([]);
  });

  it('has no cycle between files at run time', () => {
    const graph = importGraph(src, { runtimeOnly: true });
    expect(relative(cycles(graph), src)).toEqual([]);
  });

  it('has no cycle between files even through type imports (each file reads in one direction)', () => {
    expect(relative(cycles(importGraph(src)), src)).toEqual([]);
  });
});

describe('the cycle finder', () => {
  it('sees a circle between domains that runs through a file outside them', () => {
    const src = '/src';
    const graph = new Map([
      ['/src/modules/audit/index.ts', new Set(['/src/app-deps.ts'])],
      ['/src/app-deps.ts', new Set(['/src/modules/invoicing/index.ts'])],
      ['/src/modules/invoicing/index.ts', new Set(['/src/modules/audit/index.ts'])],
    ]);
    expect(cycles(groupGraph(graph, domainOrFile(src, '/src/modules')))).toEqual([
      ['app-deps.ts', 'audit', 'invoicing'],
    ]);
  });

  it('finds a circle and leaves a chain alone', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
    graph.set('c', new Set());
    expect(cycles(graph)).toEqual([]);
  });
});
