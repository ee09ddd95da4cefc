/**
 * Where the time goes (issue 28): named spans timed with `performance.now()`, collected only when
 * a benchmark asks (BENCH_SPANS_FILE, or `enableSpans()` in a test's process). Off, a span costs
 * one branch: the work runs as if it were not wrapped.
 */
const durations = new Map<string, number[]>();
let enabled = false;

export function enableSpans(): void {
  enabled = true;
}

export function spansEnabled(): boolean {
  return enabled;
}

/** Records one span of `ms` under `name` (when collecting). */
export function recordSpan(name: string, ms: number): void {
  if (!enabled) return;
  let list = durations.get(name);
  if (!list) durations.set(name, (list = []));
  list.push(ms);
}

/** Runs `work`, timing it under `name` when collecting. */
export function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!enabled) return work();
  const start = performance.now();
  return work().finally(() => recordSpan(name, performance.now() - start));
}

/** The synchronous `timed`. */
export function timedSync<T>(name: string, work: () => T): T {
  if (!enabled) return work();
  const start = performance.now();
  try {
    return work();
  } finally {
    recordSpan(name, performance.now() - start);
  }
}

const marks = new Map<string, number>();

/** Notes the moment `key` happened (when collecting), for a later `recordSinceMark`. */
export function mark(key: string): void {
  if (enabled) marks.set(key, performance.now());
}

/** Records under `name` the time since `key` was marked, once; nothing when it was not. */
export function recordSinceMark(name: string, key: string): void {
  if (!enabled) return;
  const start = marks.get(key);
  if (start === undefined) return;
  marks.delete(key);
  recordSpan(name, performance.now() - start);
}

/** Every span recorded so far, in ms, by name. */
export function spanSnapshot(): Record<string, number[]> {
  return Object.fromEntries([...durations].map(([name, list]) => [name, [...list]]));
}

export function resetSpans(): void {
  durations.clear();
  marks.clear();
}
