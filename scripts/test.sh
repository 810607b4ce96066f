#!/usr/bin/env bash
# `npm test` after setup: lint, types, unit and integration tests (real PostgreSQL, real Temporal, real ffmpeg,
# sharp and the DDEX schemas), the web app's tests, the end-to-end browser test of the whole release loop, and
# Schemathesis on /v1.
# Every step runs even when an earlier one fails; the last line sums up all tests.
set -uo pipefail
cd "$(dirname "$0")/.."
results="$PWD/.test-reports"  # not test-results/: Playwright empties that folder when it starts
rm -rf "$results" && mkdir -p "$results"
status=0
step() {
  local name=$1; shift
  printf '\n\033[1m== %s\033[0m\n' "$name"
  "$@" || { status=1; echo "!! $name failed"; }
}
export CI=1
step lint npx eslint .
step typecheck npm run --silent typecheck
step "unit and integration tests" npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json"
step "web app tests" bash -c "cd web && npx vitest run --reporter=default --reporter=json --outputFile.json='$results/vitest-web.json'"
step "end-to-end (Chromium)" npx playwright test
step "/v1 fuzzed from its OpenAPI document (Schemathesis)" node --import tsx scripts/schemathesis.ts
node scripts/test-summary.js "$results"
exit $status
