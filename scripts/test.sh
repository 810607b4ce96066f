#!/usr/bin/env bash
# `npm test`: installs what the tests need (scripts/setup.sh --test), then lint, types, unit and integration tests
# (real PostgreSQL, real Temporal, real ffmpeg, sharp and the DDEX schemas), the web app's tests, the end-to-end
# browser tests of the whole platform, and Schemathesis on /v1.
# The steps run in two lanes side by side, one per core: most of a test's time is spent waiting on a server, a
# process or a timer, and the other lane fills it. Each step's output is kept in .test-reports/<step>.log and shown
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

# Lane 1: the two vitest suites, each spreading its files over worker processes (vitest.config.ts), then the static
# checks.
lane1() {
  local status=0
  step "unit and integration tests" npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json" || status=1
  step "web app tests" bash -c "cd web && npx vitest run --reporter=default --reporter=json --outputFile.json='$results/vitest-web.json'" || status=1
  step lint npx eslint . || status=1
  step typecheck npm run --silent typecheck || status=1
  return $status
}

# Lane 2: the platform's own processes driven from outside. The web app is built once, then the end-to-end tests
# run in SLIPCASE_E2E_SHARDS shards (2 by default), each against a platform of its own (its slot's ports and data
# folder, e2e/env.ts), and Schemathesis after the last shard.
shards=${SLIPCASE_E2E_SHARDS:-2}
e2e_shard() {
  SLIPCASE_E2E_SLOT=$1 SLIPCASE_E2E_WEB_BUILD=build step "end-to-end (Chromium) $1/$shards" npx playwright test --shard="$1/$shards"
}
last_shard_then_schemathesis() {
  local status=0
  e2e_shard "$shards" || status=1
  step "/v1 fuzzed from its OpenAPI document (Schemathesis)" node --import tsx scripts/schemathesis.ts || status=1
  return $status
}
lane2() {
  local status=0 pids=() n
  step "web build" node --import tsx scripts/build-web.ts || return 1
  for n in $(seq 1 $((shards - 1))); do e2e_shard "$n" & pids+=($!); done
  last_shard_then_schemathesis & pids+=($!)
  for n in "${pids[@]}"; do wait "$n" || status=1; done
  return $status
}

status=0
lane1 & lane1_pid=$!
lane2 & lane2_pid=$!
wait $lane1_pid || status=1
wait $lane2_pid || status=1

node --import tsx scripts/test-timings.ts "$results" || status=1
node scripts/test-summary.js "$results"
exit $status
