#!/usr/bin/env node
// `npm test`: every test of the product — unit and API (Vitest, PGlite by default or PostgreSQL
// with TEST_DATABASE_URL), then the browser tests (Playwright on Debian's Chromium) against the
// built back office. Ends with one line "N passed, N failed" summed from both runners' reports.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { ensureChromium } from './chromium.mjs';

const reports = { vitest: '.vitest-report.json', playwright: '.pw-report.json' };
for (const file of Object.values(reports)) fs.rmSync(file, { force: true });

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

ensureChromium();
const vitest = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports.vitest}`,
]);
const build = run('npm', ['run', '--silent', 'build']);
const playwright = build === 0 ? run('npx', ['playwright', 'test']) : 1;

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const v = JSON.parse(fs.readFileSync(reports.vitest, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + v.numTodoTests;
} catch {
  failed += 1;
}
try {
  const p = JSON.parse(fs.readFileSync(reports.playwright, 'utf8')).stats;
  passed += p.expected;
  failed += p.unexpected + p.flaky;
  skipped += p.skipped;
} catch {
  failed += 1;
}
run('node', ['scripts/report-failures.mjs', reports.vitest, reports.playwright]);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(vitest || build || playwright || failed ? 1 : 0);
