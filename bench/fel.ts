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
 * First, the shop's real pace (issue 28): 50 cashiers each sending one invoiced sale every 10 s
 * for a minute, sale → certified p50/p95 (target p95 < 2 s). Each phase prints where the time
 * went (apps/server/src/lib/spans.ts, collected only because the benchmark asks). `--mode ritmo`
 * runs only the pace, `--mode carga` only the full load; `--xsd` turns the sandbox's SAT schema
 * check on; `--productos 50` spreads the tills over 50 products (by default they all sell one, whose
 * stock row they then all queue on at full load).
 *
 *   node --import tsx bench/fel.ts [pglite|postgres] [--mode todo|ritmo|carga] [--clients 50] [--sales 1000]
 *     [--backlog 1000] [--crash 300] [--pace-cashiers 50] [--pace-every 10] [--pace-seconds 60] [--xsd] [--productos 1]
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
    mode: { type: 'string', default: 'todo' },
    'pace-cashiers': { type: 'string', default: '50' },
    'pace-every': { type: 'string', default: '10' },
    'pace-seconds': { type: 'string', default: '60' },
    xsd: { type: 'boolean', default: false },
    productos: { type: 'string', default: '1' },
  },
});
const mode = values.mode;
if (!['todo', 'ritmo', 'carga'].includes(mode)) throw new Error(`--mode: todo, ritmo o carga, no ${mode}`);
const carga = mode !== 'ritmo';

const latency = Number(values.latency);
spawnedHost((positionals[0] ?? 'pglite') as Engine, Number(values.port), latency, { xsd: values.xsd })
  .then((host) =>
    runFelBench(host, {
      clients: Number(values.clients),
      products: Number(values.productos),
      sales: carga ? Number(values.sales) : 0,
      backlog: carga ? Number(values.backlog) : 0,
      crash: carga ? Number(values.crash) : 0,
      pace:
        mode === 'carga'
          ? null
          : {
              cashiers: Number(values['pace-cashiers']),
              everySeconds: Number(values['pace-every']),
              seconds: Number(values['pace-seconds']),
            },
      latency,
    }),
  )
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
