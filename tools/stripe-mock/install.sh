#!/usr/bin/env bash
# Installs stripe-mock (Stripe's official API mock, a Go program, from the Go module proxy) into .tools/go/bin, where
# the StripeRail contract test looks for it. Usage: bash tools/stripe-mock/install.sh. Needs Go (`go` on PATH).
set -euo pipefail
version=v0.203.0
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
bin="$root/.tools/go/bin"
if [ -x "$bin/stripe-mock" ] && [ "$(cat "$bin/stripe-mock.version" 2>/dev/null)" = "$version" ]; then
  exit 0
fi
if ! command -v go >/dev/null 2>&1; then
  echo "stripe-mock needs Go to install: install it (e.g. apt-get install golang-go) and run this script again." >&2
  exit 1
fi
mkdir -p "$bin"
GOBIN="$bin" go install "github.com/stripe/stripe-mock@$version"
echo "$version" >"$bin/stripe-mock.version"
echo "stripe-mock $version installed in $bin"
