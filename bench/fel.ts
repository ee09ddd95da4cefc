/**
 * Issue 12 speed check: invoices keep up with the tills. 50 cashiers sell invoiced sales (one
 * line each) against the sandbox certifier answering in 100 ms, and the time from each sale's
 * commit to its certification is reported (target p95 < 2 s). Then a backlog: the server stops,
 * 1,000 of those documents are put back to pending, and the time the restarted server takes to
 * certify them all is reported (target < 30 s). Last, a crash: 300 more sales, the server killed
 * (`kill -9`) with their invoices in flight, and the time until the restarted server has
 * certified them all (issue 28: a dead process's holds no longer keep them for minutes). The sandbox skips SAT's schemas here: a real
 * certifier's checks run on its machines, not on the POS's. `--xsd` turns them on, as they are
 * by default where SAT's XSDs are installed, to measure what the sandbox's check costs the server. The work itself is in
 * lib/fel-run.ts, which the API suite (apps/server/test/bench) runs with tiny numbers so a rule change cannot break it unseen.
 *
 *   node --import tsx bench/fel.ts [pglite|postgres] [--clients 50] [--sales 1000] [--backlog 1000] [--crash 300] [--xsd]
 */
import { parseArgs } from 'node:util';
import type { Engine } from './lib/bench-server';
import { runFelBench, spawnedHost } from './lib/fel-run';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    clients: { type: 'string', default: '50' },
    sales: { type: 'string', default: '1000' },
    backlog: { type: 'string', default: '1000' },
    crash: { type: 'string', default: '300' },
    latency: { type: 'string', default: '100' },
    port: { type: 'string', default: '3952' },
    xsd: { type: 'boolean', default: false },
  },
});

const latency = Number(values.latency);
spawnedHost((positionals[0] ?? 'pglite') as Engine, Number(values.port), latency, values.xsd)
  .then((host) =>
    runFelBench(host, {
      clients: Number(values.clients),
      sales: Number(values.sales),
      backlog: Number(values.backlog),
      crash: Number(values.crash),
      latency,
    }),
  )
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
