#!/usr/bin/env bash
# `npm test`: installs what the tests need (scripts/setup.sh --test), then lint, types, unit and integration tests
# (real PostgreSQL, real Temporal, real ffmpeg, sharp and the DDEX schemas), the web app's tests, the end-to-end
# browser tests of the whole platform, and Schemathesis on /v1.
# The steps run side by side, four at a time: most of a test's time is spent waiting on a server, a process or a
# timer, and the other steps fill it. Each step's output is kept in .test-reports/<step>.log and shown
# whole when the step ends. Every step runs even when an earlier one fails; the end prints where the time went
# (scripts/test-timings.ts) and fails a run that passed its budget; the last line sums up all tests.
set -uo pipefail
cd "$(dirname "$0")/.."
results="$PWD/.test-reports"  # not test-results/: Playwright empties that folder when it starts
rm -rf "$results" && mkdir -p "$results"
export CI=1

# step <name> <command…>: runs the command with its output in <results>/<slug>.log, then prints that log, and
# records `<name> <start> <end> <exit code> <cpu seconds>` in steps.tsv.
step() {
  local name=$1; shift
  local slug=${name//[^a-zA-Z0-9]/-}
  local log="$results/$slug.log" cpu="$results/$slug.cpu" start end code
  printf '\033[2m[%s] %s started\033[0m\n' "$(date +%T)" "$name"
  start=$(date +%s)
  TIMEFORMAT='%U %S'
  { time "$@" >"$log" 2>&1; } 2>"$cpu"
  code=$?
  end=$(date +%s)
  printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$start" "$end" "$code" "$(awk '{ print $1 + $2 }' "$cpu" 2>/dev/null)" >>"$results/steps.tsv"
  {
    printf '\n\033[1m== %s\033[0m (%ss)\n' "$name" "$((end - start))"
    cat "$log"
    [ "$code" = 0 ] || echo "!! $name failed"
  } | flock "$results/.print" cat
  return "$code"
}

step setup bash scripts/setup.sh --test || { echo "!! setup failed: nothing was tested"; exit 1; }

# The jobs, the longest first: each a step. A pool runs SLIPCASE_TEST_JOBS of them at once (4 by default) and starts
# the next as one ends; the end-to-end shards and Schemathesis wait for the web build, made once for all of them.
# Each end-to-end shard runs the spec files e2e/shards.json gives it against a platform of its own (its slot's ports
# and data folder, e2e/env.ts).
unit() { step "unit and integration tests" npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json"; }
web_build() { step "web build" node --import tsx scripts/build-web.ts && touch "$results/.web-built"; }
needs_web_build() { while [ ! -e "$results/.web-built" ]; do [ -e "$results/.web-build-failed" ] && return 1; sleep 1; done; }
e2e_shard() {
  local files
  needs_web_build && files=$(node --import tsx scripts/e2e-shard.ts "$1") || return 1
  # shellcheck disable=SC2086 -- one spec file per word
  SLIPCASE_E2E_SLOT=$1 SLIPCASE_E2E_WEB_BUILD=build step "end-to-end (Chromium) shard $1" npx playwright test $files
}
schemathesis() { needs_web_build && step "/v1 fuzzed from its OpenAPI document (Schemathesis)" node --import tsx scripts/schemathesis.ts; }
web() { step "web app tests" bash -c "cd web && npx vitest run --reporter=default --reporter=json --outputFile.json='$results/vitest-web.json'"; }
lint() { step lint npx eslint .; }
typecheck() { step typecheck npm run --silent typecheck; }

build_then_flag() { web_build || { touch "$results/.web-build-failed"; return 1; }; }

status=0
queue=(build_then_flag unit "e2e_shard 1" "e2e_shard 2" schemathesis web lint typecheck)
running=0
for job in "${queue[@]}"; do
  if [ "$running" -ge "${SLIPCASE_TEST_JOBS:-4}" ]; then wait -n || status=1; running=$((running - 1)); fi
  $job & running=$((running + 1))
done
while [ "$running" -gt 0 ]; do wait -n || status=1; running=$((running - 1)); done
[ -e "$results/.web-built" ] || status=1

node --import tsx scripts/test-timings.ts "$results" || status=1
node --import tsx scripts/test-summary.ts "$results"
exit $status
