#!/usr/bin/env bash
# CI's scale-out check (issue 12): a throw-away PostgreSQL (scripts/pg-cluster.sh), three API processes
# on it behind a round-robin proxy, and scripts/test-scale-out.mjs's checks through them. The cluster
# and the processes are stopped whatever the outcome. Builds the app first if dist-server/ is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=scripts/pg-cluster.sh
source scripts/pg-cluster.sh
trap pg_cluster_stop EXIT
pg_cluster_start

status=0
timeout 600 node scripts/test-scale-out.mjs || status=$?
exit "$status"
