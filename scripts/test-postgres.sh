#!/usr/bin/env bash
# Runs the server tests against a real PostgreSQL server (tests/server/test-db.ts creates and drops a
# database per test when DATABASE_URL is set), proving migrations and queries work on both drivers.
# Used by .ci/run as root on Debian 12: the throw-away cluster of scripts/pg-cluster.sh on
# 127.0.0.1:54329, always stopped and removed, whatever the outcome.
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=scripts/pg-cluster.sh
source scripts/pg-cluster.sh
trap pg_cluster_stop EXIT
pg_cluster_start

status=0
npx vitest run --reporter=verbose tests/server || status=$?
exit "$status"
