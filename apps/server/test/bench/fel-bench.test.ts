import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { topeEfectivo } from '@pos/shared/domains/sales/rules/payments';
import { compare } from '@pos/shared/money';
import { BENCH_EMAIL, BENCH_PASSWORD, createBenchCompany } from '../../../../bench/lib/bench-server';
import { efectivoPara, runFelBench, type FelBenchHost } from '../../../../bench/lib/fel-run';
import { enableSpans, resetSpans, spanSnapshot } from '../../src/lib/spans';
import { createTestApp } from '../helpers/app';
import { openTestDatabase } from '../helpers/database';

/**
 * Issue 28: `npm run bench:fel` broke unseen when a sales rule changed (the cash ceiling refused
 * every sale it sent). This runs the benchmark's very code with tiny numbers, against the app in
 * this process on a test database (spawning the real server twice would take half a minute), so
 * a rule change that breaks the benchmark turns the suite red.
 */

/** The benchmark's host on a test database: each start is a fresh app listening on a free port. */
async function inProcessHost(): Promise<FelBenchHost> {
  const database = await openTestDatabase();
  return {
    label: 'smoke',
    prepare: async (seed) => seed(database.db, await createBenchCompany(database.db)),
    start: async (options) => {
      if (options?.spans) {
        enableSpans();
        resetSpans();
      }
      const test = await createTestApp({ database, config: { felConcurrency: 2, felSandboxXsd: false } });
      await test.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
      const login = await fetch(`${url}/api/usuarios/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };
      return { url, pid: process.pid, token, stop: () => test.close(), spans: () => spanSnapshot() };
    },
    withDatabase: (work) => work(database.db),
    cleanup: () => database.close(),
  };
}

describe('bench:fel smoke run', () => {
  it('pays every sale in cash within the ceiling, whatever the price', () => {
    for (const total of ['0.05', '6.00', '99.99', '100.00', '1234.56', '99999.99']) {
      const efectivo = efectivoPara(total);
      expect(compare(efectivo, total), total).toBeGreaterThan(0);
      expect(compare(efectivo, topeEfectivo(total, 2)), total).toBeLessThanOrEqual(0);
    }
  });

  it('sells at a shop pace and at full load, certifies every invoice, tells where the time went and drains a backlog', async () => {
    const lines: string[] = [];
    const result = await runFelBench(await inProcessHost(), {
      clients: 2,
      sales: 4,
      backlog: 2,
      pace: { cashiers: 2, everySeconds: 1, seconds: 2 },
      latency: 0,
      waitMs: { load: 15_000, backlog: 15_000 },
      log: (line) => lines.push(line),
    });
    const output = lines.join('\n');
    expect(result.pace?.certifiedMs, output).toHaveLength(4);
    expect(result.certifiedMs, output).toHaveLength(4);
    expect(result.backlogSeconds, output).not.toBeNull();
    // Each phase's breakdown covers every step of a certification.
    for (const breakdown of [result.pace?.breakdown, result.breakdown]) {
      for (const span of ['venta.transaccion', 'despacho.espera', 'intento.certificar', 'xml.construir'])
        expect(breakdown?.[span], `${span}\n${output}`).toHaveLength(4);
      for (const span of [
        'db.emisor',
        'db.venta',
        'db.guardar_xml',
        'certificador.llamada',
        'sandbox.emitir',
        'db.resultado',
      ])
        expect(breakdown?.[span]?.length, `${span}\n${output}`).toBe(4);
    }
    expect(output).toContain('dónde se va el tiempo');
  });
});
