#!/usr/bin/env node
// Names every failed test of the given Vitest and Playwright JSON reports with its first error
// line, so the end of a long CI log says why the run is red (the full output scrolls away).
// Usage: node scripts/report-failures.mjs .vitest-report.json .pw-report.json ...
import fs from 'node:fs';

// Terminal colours inside error messages.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

function firstLine(text) {
  return (
    String(text ?? '')
      .replace(ANSI, '')
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean) ?? '(sin mensaje)'
  );
}

/** Vitest's JSON report: files with their assertions; a file that failed to load has only a message. */
function vitestFailures(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed)
      failures.push({ test: `${file.name} › ${a.fullName}`, error: firstLine(a.failureMessages?.[0]) });
    if (file.status === 'failed' && failed.length === 0)
      failures.push({ test: file.name, error: firstLine(file.message) });
  }
  return failures;
}

/** Playwright's JSON report: nested suites of specs; a test that failed once counts, even if a retry passed. */
function playwrightFailures(report) {
  const failures = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const failed = (test.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped');
        const where = `${spec.file}:${spec.line}`;
        failures.push({ test: `${where} › ${spec.title}`, error: firstLine(failed?.error?.message ?? test.status) });
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  for (const error of report.errors ?? []) failures.push({ test: 'playwright', error: firstLine(error.message) });
  return failures;
}

const failures = [];
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) continue;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const found = report.testResults ? vitestFailures(report) : playwrightFailures(report);
  failures.push(...found.map((failure) => ({ ...failure, report: file })));
}
if (failures.length > 0) {
  console.log(`\nPruebas fallidas (${failures.length}):`);
  for (const { report, test, error } of failures) console.log(`  ✘ [${report}] ${test}\n      ${error}`);
}
