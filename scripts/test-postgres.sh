#!/usr/bin/env bash
# Runs the server tests against a real PostgreSQL server (tests/server/test-db.ts creates and drops a
# database per test when DATABASE_URL is set), proving migrations and queries work on both drivers.
# Used by .ci/run as root on Debian 12: installs PostgreSQL if missing, starts a throw-away cluster
# on 127.0.0.1:54329 in a temp dir, and always stops and removes it, whatever the outcome.
set -euo pipefail

PORT=54329
cd "$(dirname "$0")/.."

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

if [[ -z "$(find_bin)" || ! -x "$(find_bin)/initdb" ]]; then
  # Another apt run (e.g. the e2e set-up installing chromium) holds the dpkg lock: wait for it.
  while pgrep -x apt-get >/dev/null || pgrep -x dpkg >/dev/null; do
    echo "test-postgres: waiting for another apt-get to finish…"
    sleep 5
  done
fi
if [[ -z "$(find_bin)" || ! -x "$(find_bin)/initdb" ]]; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql
fi
PG_BIN="$(find_bin)"

WORK_DIR="$(mktemp -d /tmp/test-postgres.XXXXXX)"
chown postgres:postgres "$WORK_DIR"
chmod 700 "$WORK_DIR"
DATA_DIR="$WORK_DIR/data"

as_postgres() { runuser -u postgres -- "$@"; }

cleanup() {
  if [[ -f "$DATA_DIR/postmaster.pid" ]]; then
    as_postgres "$PG_BIN/pg_ctl" -D "$DATA_DIR" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK_DIR"
}
trap cleanup EXIT

as_postgres "$PG_BIN/initdb" -D "$DATA_DIR" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
as_postgres "$PG_BIN/pg_ctl" -D "$DATA_DIR" -l "$WORK_DIR/server.log" -w -t 30 \
  -o "-h 127.0.0.1 -p $PORT -k $WORK_DIR -c fsync=off" start >/dev/null

# pg_ctl -w already waits for start-up; this also proves TCP connections are accepted.
for _ in $(seq 1 30); do
  if "$PG_BIN/pg_isready" -h 127.0.0.1 -p "$PORT" -q; then break; fi
  sleep 1
done
"$PG_BIN/pg_isready" -h 127.0.0.1 -p "$PORT"

status=0
DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" npx vitest run --reporter=verbose tests/server || status=$?
exit "$status"
