#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for CI and benches, sourced by scripts/test-postgres.sh and
# scripts/test-scale-out.sh (and usable by hand: `source scripts/pg-cluster.sh; pg_cluster_start`).
# Needs root on Debian 12: installs PostgreSQL if missing, starts a cluster on 127.0.0.1:$PG_PORT
# (54329 by default) in a temp dir, exports DATABASE_URL, and pg_cluster_stop stops and removes it.
# The caller traps EXIT to call pg_cluster_stop, so the cluster goes whatever the outcome.

PG_PORT="${PG_PORT:-54329}"

pg_find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

pg_as_postgres() { runuser -u postgres -- "$@"; }

pg_cluster_start() {
  if [[ -z "$(pg_find_bin)" || ! -x "$(pg_find_bin)/initdb" ]]; then
    # Another apt run (e.g. the e2e set-up installing chromium) holds the dpkg lock: wait for it.
    while pgrep -x apt-get >/dev/null || pgrep -x dpkg >/dev/null; do
      echo "pg-cluster: waiting for another apt-get to finish…"
      sleep 5
    done
  fi
  if [[ -z "$(pg_find_bin)" || ! -x "$(pg_find_bin)/initdb" ]]; then
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql
  fi
  PG_BIN="$(pg_find_bin)"

  PG_WORK_DIR="$(mktemp -d /tmp/test-postgres.XXXXXX)"
  chown postgres:postgres "$PG_WORK_DIR"
  chmod 700 "$PG_WORK_DIR"
  PG_DATA_DIR="$PG_WORK_DIR/data"

  pg_as_postgres "$PG_BIN/initdb" -D "$PG_DATA_DIR" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  # max_connections: three API processes' pools (10 each) plus the checks' own clients.
  pg_as_postgres "$PG_BIN/pg_ctl" -D "$PG_DATA_DIR" -l "$PG_WORK_DIR/server.log" -w -t 30 \
    -o "-h 127.0.0.1 -p $PG_PORT -k $PG_WORK_DIR -c fsync=off -c max_connections=200" start >/dev/null

  # pg_ctl -w already waits for start-up; this also proves TCP connections are accepted.
  for _ in $(seq 1 30); do
    if "$PG_BIN/pg_isready" -h 127.0.0.1 -p "$PG_PORT" -q; then break; fi
    sleep 1
  done
  "$PG_BIN/pg_isready" -h 127.0.0.1 -p "$PG_PORT"
  export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
}

pg_cluster_stop() {
  if [[ -n "${PG_DATA_DIR:-}" && -f "$PG_DATA_DIR/postmaster.pid" ]]; then
    pg_as_postgres "$PG_BIN/pg_ctl" -D "$PG_DATA_DIR" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  if [[ -n "${PG_WORK_DIR:-}" ]]; then rm -rf "$PG_WORK_DIR"; fi
}
