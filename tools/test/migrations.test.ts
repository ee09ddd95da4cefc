import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The migration journal as drizzle's migrator reads it. On a database that exists, the migrator
// applies only the migrations generated after the last one it applied (it compares `when`), so a
// migration merged from a branch with an older time would be skipped there without a word.

const folder = path.resolve(import.meta.dirname, '../../apps/server/src/db/migrations');
interface Entrada {
  idx: number;
  when: number;
  tag: string;
}
const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
  entries: Entrada[];
};
// Migrations up to this one were numbered; every later one is named by its time (ARCHITECTURE.md).
const ULTIMA_NUMERADA = '0019_abono_exencion_iva';

describe('the migrations', () => {
  it('are in the journal in the order they were generated, each once, each with its file', () => {
    const entradas = journal.entries;
    expect(entradas.map((e) => e.idx)).toEqual(entradas.map((_, i) => i));
    for (let i = 1; i < entradas.length; i += 1) {
      expect(entradas[i]!.when, `${entradas[i]!.tag} after ${entradas[i - 1]!.tag}`).toBeGreaterThan(
        entradas[i - 1]!.when,
      );
    }
    expect(new Set(entradas.map((e) => e.tag)).size).toBe(entradas.length);
    const archivos = fs.readdirSync(folder).filter((f) => f.endsWith('.sql'));
    expect(archivos.sort()).toEqual(entradas.map((e) => `${e.tag}.sql`).sort());
  });

  it('after the numbered ones, are named by the time they were generated, in that order', () => {
    const desde = journal.entries.findIndex((e) => e.tag === ULTIMA_NUMERADA);
    expect(desde).toBeGreaterThanOrEqual(0);
    const nuevas = journal.entries.slice(desde + 1);
    for (const entrada of nuevas) expect(entrada.tag).toMatch(/^\d{14}_[a-z0-9_]+$/);
    const tiempos = nuevas.map((e) => e.tag.slice(0, 14));
    expect(tiempos).toEqual([...tiempos].sort());
  });
});
