#!/usr/bin/env bash
# Installs versitygw (Versity's S3 gateway, a Go program, from the Go module proxy) into .tools/go/bin, where the
# S3 transport's contract test looks for it; its posix backend serves a folder as S3 buckets (decision 008).
# Usage: bash tools/versitygw/install.sh. Needs Go 1.25 or later, or a Go that fetches its toolchain (`go` on PATH).
set -euo pipefail
version=v1.8.0
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
bin="$root/.tools/go/bin"
if [ -x "$bin/versitygw" ] && [ "$(cat "$bin/versitygw.version" 2>/dev/null)" = "$version" ]; then
  exit 0
fi
if ! command -v go >/dev/null 2>&1; then
  echo "versitygw needs Go to install: install it (e.g. apt-get install golang-go) and run this script again." >&2
  exit 1
fi
mkdir -p "$bin"
GOBIN="$bin" go install "github.com/versity/versitygw/cmd/versitygw@$version"
echo "$version" >"$bin/versitygw.version"
echo "versitygw $version installed in $bin"
