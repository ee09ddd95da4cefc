#!/usr/bin/env bash
# Whether the browser suite passes every time, not by luck (issue 24): on the current checkout,
# after `npm ci` and `npm run build`, runs the whole suite RUNS times in a row, then every spec file
# in reverse order against one server (so each file meets what the later ones leave behind), then
# every spec file alone with a server of its own. Logs and the summary go to OUT.
# Usage: RUNS=5 OUT=/tmp/e2e-series bash scripts/e2e-series.sh   (about 12 min per run, quiet machine)
set -u
cd "$(dirname "$0")/.."
RUNS=${RUNS:-5}
OUT=${OUT:-/tmp/e2e-series}
export E2E_PORT=${E2E_PORT:-5917}
mkdir -p "$OUT"
summary="$OUT/summary.txt"
note() { echo "$*" | tee -a "$summary"; }
load() { cut -d' ' -f1-3 /proc/loadavg; }
stats() {
  node -e 'const s = require(process.argv[1]).stats;
    console.log(`passed=${s.expected} failed=${s.unexpected} flaky=${s.flaky} skipped=${s.skipped} in ${(s.duration / 60000).toFixed(1)} min`)' "$1"
}

note "commit $(git rev-parse --short HEAD), $(date -u +%FT%TZ)"
for i in $(seq 1 "$RUNS"); do
  npx playwright test >"$OUT/full-$i.log" 2>&1
  cp .pw-report.json "$OUT/full-$i.json"
  note "full run $i: $(stats "$OUT/full-$i.json"), load $(load)"
  [ -d test-results ] && cp -r test-results "$OUT/test-results-$i"
done

# Reverse file order: one server for every file, as in a full run, started by hand and reused.
reuse_config="$OUT/pw-reuse.config.ts"
cat >"$reuse_config" <<CONFIG
import base from '$PWD/playwright.config';
export default { ...base, testDir: '$PWD/e2e', webServer: { ...base.webServer, reuseExistingServer: true } };
CONFIG
PORT=$E2E_PORT PUBLIC_URL="http://127.0.0.1:$E2E_PORT" FEL_SANDBOX_PORT=$((E2E_PORT + 1)) \
  node scripts/e2e-server.mjs >"$OUT/reverse-server.log" 2>&1 &
server=$!
for _ in $(seq 1 240); do curl -sf "http://127.0.0.1:$E2E_PORT/api/salud/" >/dev/null && break; sleep 1; done
failed=0
for spec in $(ls e2e/*.spec.ts | sort -r); do
  npx playwright test -c "$reuse_config" "$spec" >"$OUT/reverse-$(basename "$spec").log" 2>&1 ||
    { failed=$((failed + 1)); note "  reverse order: $spec failed"; }
done
note "reverse order: $(ls e2e/*.spec.ts | wc -l) files, $failed failed, load $(load)"
kill "$server"
wait "$server" 2>/dev/null

failed=0
for spec in e2e/*.spec.ts; do
  npx playwright test "$spec" >"$OUT/alone-$(basename "$spec").log" 2>&1 ||
    { failed=$((failed + 1)); note "  alone: $spec failed"; }
done
note "each file alone: $(ls e2e/*.spec.ts | wc -l) files, $failed failed, load $(load)"
