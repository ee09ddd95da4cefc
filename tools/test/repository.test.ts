import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../apps/server/src/config';

// Facts about the repository a newcomer relies on: the Node version it declares works with what
// `npm ci` installs, and the README stands alone and tells where the server listens.

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const readme = read('README.md');

type Version = [number, number, number];

function parseVersion(text: string): { version: Version; parts: number } | null {
  const match = /^v?(\d+|x|\*)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(?:[-+].*)?$/i.exec(text.trim());
  if (!match) return null;
  const numbers = match.slice(1).filter((p) => p !== undefined && !/^[x*]$/i.test(p));
  const [major = 0, minor = 0, patch = 0] = numbers.map(Number);
  return { version: [major, minor, patch], parts: numbers.length };
}

const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The [lowest, below-this) bounds of one comparator of an npm range ("^20.19.0", ">=18", "20.x"). */
function comparatorHolds(version: Version, comparator: string): boolean {
  const match = /^(\^|~|>=|<=|>|<|=)?\s*(.*)$/.exec(comparator.trim())!;
  const operator = match[1] ?? '';
  const parsed = parseVersion(match[2] ?? '');
  if (!parsed || parsed.parts === 0) return true; // "*", "x", ""
  const { version: v, parts } = parsed;
  const upper = (level: number): Version =>
    level === 0 ? [v[0] + 1, 0, 0] : level === 1 ? [v[0], v[1] + 1, 0] : [v[0], v[1], v[2] + 1];
  const within = (high: Version) => compare(version, v) >= 0 && compare(version, high) < 0;
  switch (operator) {
    case '>=':
      return compare(version, v) >= 0;
    case '>':
      return parts < 3 ? compare(version, upper(parts - 1)) >= 0 : compare(version, v) > 0;
    case '<=':
      return parts < 3 ? compare(version, upper(parts - 1)) < 0 : compare(version, v) <= 0;
    case '<':
      return compare(version, v) < 0;
    case '^': {
      const level = v[0] > 0 || parts === 1 ? 0 : v[1] > 0 || parts === 2 ? 1 : 2;
      return within(upper(level));
    }
    case '~':
      return within(upper(parts === 1 ? 0 : 1));
    default:
      return within(upper(parts - 1));
  }
}

/** Whether `version` satisfies an npm range of `||` alternatives of space-separated comparators. */
export function satisfies(version: string, range: string): boolean {
  const v = parseVersion(version)!.version;
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => comparatorHolds(v, comparator)),
  );
}

describe('the declared Node version', () => {
  const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
  const lowest = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(engines)?.[1];

  it('is a lower bound (">=x.y")', () => {
    expect(lowest, engines).toBeDefined();
  });

  it('is enough for every installed package: npm ci warns about none', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { engines?: { node?: string } | string[] }>;
    };
    const needMore = Object.entries(lock.packages)
      .map(([name, p]) => ({ name, node: Array.isArray(p.engines) ? undefined : p.engines?.node }))
      .filter((p): p is { name: string; node: string } => p.name !== '' && p.node !== undefined)
      .filter((p) => !satisfies(lowest!, p.node))
      .map((p) => `${p.name.replace(/^.*node_modules\//, '')} needs node ${p.node}`);
    expect(needMore).toEqual([]);
  });

  it('is met by the Node running the tests', () => {
    expect(satisfies(process.versions.node, engines)).toBe(true);
  });
});

describe('the range reader', () => {
  it('reads the ranges packages declare', () => {
    expect(satisfies('20.19.0', '^20.19.0 || ^22.12.0 || >=23')).toBe(true);
    expect(satisfies('20.18.1', '^20.19.0 || ^22.12.0 || >=23')).toBe(false);
    expect(satisfies('20.19.0', '>=22')).toBe(false);
    expect(satisfies('20.19.0', '>= 18.12.0')).toBe(true);
    expect(satisfies('20.19.0', '20 || >=22')).toBe(true);
    expect(satisfies('20.19.0', '>=18 <20')).toBe(false);
    expect(satisfies('20.19.0', '^18.18.0 || ^20.9.0 || >=21.1.0')).toBe(true);
    expect(satisfies('20.19.0', '~20.18.0')).toBe(false);
    expect(satisfies('20.19.0', '*')).toBe(true);
    expect(satisfies('20.19.0', '12.x || 14.x || >=16')).toBe(true);
  });
});

describe('the README stands alone', () => {
  it('links only to files inside the repository that exist', () => {
    const targets = [...readme.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);
    const outside = targets.filter((target) => {
      if (target.startsWith('#')) return false;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return true; // http:, https:, file:, mailto:…
      const file = path.resolve(root, target.split('#')[0]!);
      return !file.startsWith(root + path.sep) || !fs.existsSync(file);
    });
    expect(outside).toEqual([]);
  });

  it('mentions no address or path outside the repository but the server itself', () => {
    const urls = [...readme.matchAll(/\bhttps?:\/\/[^\s)`'"]+/g)].map((m) => m[0]);
    // "http://<IP del equipo>:3000" is this server seen from another device of the shop.
    expect(urls.filter((u) => !/^https?:\/\/((localhost|127\.0\.0\.1)([:/]|$)|<)/.test(u))).toEqual([]);
    expect(readme.match(/(^|[\s(`'"])(\/(work|home|root|tmp|Users|mnt)\/|~\/|\.\.\/)\S*/gm) ?? []).toEqual([]);
  });

  it('says which address the server listens on, and HOST sets it', () => {
    expect(readme).toMatch(/^\| `HOST` \| `0\.0\.0\.0` \|/m);
    expect(readConfig({}).host).toBe('0.0.0.0');
    expect(readConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });

  it('documents every setting the server reads', () => {
    const settings = [...read('apps/server/src/config.ts').matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!);
    expect(settings.length).toBeGreaterThan(10);
    expect([...new Set(settings)].filter((name) => !readme.includes(`| \`${name}\` |`))).toEqual([]);
  });
});
