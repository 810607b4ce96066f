#!/usr/bin/env bash
# Temporal's time-skipping test server (io.temporal.testserver.TestServer from Maven Central), started from the
# jars that `bash scripts/setup.sh --test` copies into .tools/temporal-test-server/lib (version: pom.xml here).
# Usage: run.sh <port> [--enable-time-skipping]. @temporalio/testing passes the port alone, and must: its client
# unlocks time skipping itself while it awaits a workflow's result (tried with the flag: a 90-day sleep ended in
# an execution timeout).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
lib="$root/.tools/temporal-test-server/lib"
if [ ! -d "$lib" ]; then
  echo "Temporal test server not provisioned ($lib is missing): run \`bash scripts/setup.sh --test\`." >&2
  exit 1
fi
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
# A test process that dies without stopping the server (a crash, Ctrl-C) would leave the JVM behind: a watcher
# takes it down once the parent is gone, and ends by itself when the server stops first.
parent=$PPID server=$$
(
  while kill -0 "$server"; do
    kill -0 "$parent" || { kill "$server"; break; }
    sleep 1
  done
) </dev/null >/dev/null 2>&1 &
# exec: the SDK stops the server by killing this process, so it must be the JVM itself.
exec "$java" -Dorg.slf4j.simpleLogger.defaultLogLevel=warn -Dorg.slf4j.simpleLogger.logFile=System.err \
  -cp "$lib/*" io.temporal.testserver.TestServer "$@"
