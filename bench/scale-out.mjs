#!/usr/bin/env node
// `npm run bench:scale-out`: orders per second through three API processes on one PostgreSQL server
// behind a round-robin proxy (scripts/test-scale-out-cluster.mjs), and proof from the database that
// none was lost or placed twice. For BENCH_SECONDS (20) BENCH_CONNECTIONS (12) loops each run whole
// checkouts (preauthorise → place → the same place again, the retry a flaky network makes); every
// order comes from its own client (its own loopback source address, which the proxy appends to
// X-Forwarded-For, and its own X-Forwarded-For): a lunch rush is many customers, so the per-client
// preauthorise limit (30 per minute) does not cap it.
// Needs DATABASE_URL (a PostgreSQL server); without it, a throw-away cluster is started the way CI
// does (scripts/pg-cluster.sh, root on Debian). Figures, not a test: exits 1 only when a step fails
// or the count disagrees.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { ensureBuilt, FIXED_TIME, request, root, startScaleOut } from '../scripts/test-scale-out-cluster.mjs';
import { camdenOrderBody, camdenPriceBody } from './support/camden-order.mjs';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  // Re-run this bench inside a throw-away cluster, stopped whatever happens.
  const script = 'source scripts/pg-cluster.sh; trap pg_cluster_stop EXIT; pg_cluster_start >/dev/null; node bench/scale-out.mjs';
  const result = spawnSync('bash', ['-c', script], { cwd: root, stdio: 'inherit', env: { ...process.env, PG_PORT: process.env.PG_PORT ?? '54339' } });
  process.exit(result.status ?? 1);
}

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 12);
const processes = Number(process.env.BENCH_PROCESSES ?? 3);
const basePort = Number(process.env.BENCH_PORT ?? 8310);

/** The n-th customer's loopback address (127.2.0.1 …) and X-Forwarded-For (10.…): never .0 or .255. */
function customer(n) {
  const host = (n % 254) + 1;
  const mid = Math.floor(n / 254) % 256;
  const high = 2 + Math.floor(n / (254 * 256));
  return { localAddress: `127.${high}.${mid}.${host}`, forwardedFor: `10.${high}.${mid}.${host}` };
}

let cluster = null;
let failed = false;
const runStarted = new Date();
try {
  await ensureBuilt();
  cluster = await startScaleOut({ databaseUrl, count: processes, basePort });
  const proxy = cluster.proxyURL;
  console.log(`bench:scale-out: ${processes} API processes behind ${proxy}, one PostgreSQL, ${connections} loops for ${seconds} s, clock ${FIXED_TIME}`);

  const priced = await request(`${proxy}/v1/basket-validator/`, {
    method: 'POST',
    body: camdenPriceBody,
  });
  const amount = priced.json?.total;
  if (typeof amount !== 'number') throw new Error(`the basket validator gave no total: ${priced.status} ${JSON.stringify(priced.json)}`);

  const accepted = new Set();
  const statuses = { preauthorise: {}, place: {}, again: {} };
  const bump = (step, status) => (statuses[step][status] = (statuses[step][status] ?? 0) + 1);
  let nextCustomer = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();

  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const who = customer(nextCustomer++);
        // One keep-alive connection per customer for its three calls, from its own address.
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: who.localAddress });
        const options = { method: 'POST', agent, localAddress: who.localAddress, headers: { 'x-forwarded-for': who.forwardedFor } };
        try {
          const body = camdenOrderBody({ type: 'cash', amount, currency: 'GBP' });
          const pre = await request(`${proxy}/v1/orders/preauthorise`, { ...options, body });
          bump('preauthorise', pre.status);
          if (pre.status !== 200) continue;
          const { transactionId } = pre.json;
          const placed = await request(`${proxy}/v1/orders/place`, { ...options, body: { transactionId } });
          bump('place', placed.status);
          if (placed.status === 200) accepted.add(transactionId);
          const again = await request(`${proxy}/v1/orders/place`, { ...options, body: { transactionId } });
          bump('again', again.status);
        } finally {
          agent.destroy();
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;

  // Every call was answered before the loops ended: each 200 must be PLACED exactly once, and no
  // other order of this run may be PLACED.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let counted;
  try {
    const { rows } = await db.query(
      `select transaction_id, count(*)::int as rows, count(*) filter (where state = 'PLACED')::int as placed
         from orders where created_at >= $1 group by transaction_id`,
      [runStarted],
    );
    counted = rows;
  } finally {
    await db.end();
  }
  const placedIds = new Set(counted.filter((r) => r.placed > 0).map((r) => r.transaction_id));
  const lost = [...accepted].filter((id) => !placedIds.has(id)).length;
  const doubled = counted.filter((r) => r.rows > 1 || r.placed > 1).length;
  const unasked = [...placedIds].filter((id) => !accepted.has(id)).length;
  const repeatedNot410 = Object.entries(statuses.again).filter(([s]) => s !== '410').reduce((n, [, c]) => n + c, 0);

  const fmt = (o) => Object.entries(o).map(([s, n]) => `${s} × ${n}`).join(', ') || '—';
  console.log(`\norders placed: ${accepted.size} in ${elapsed.toFixed(1)} s = ${(accepted.size / elapsed).toFixed(1)} orders/s (${processes} processes, ${connections} loops)`);
  console.log(`  preauthorise: ${fmt(statuses.preauthorise)}`);
  console.log(`  place:        ${fmt(statuses.place)}`);
  console.log(`  place again:  ${fmt(statuses.again)}`);
  console.log(`database: ${placedIds.size} PLACED; lost ${lost}, doubled ${doubled}, placed without a 200 ${unasked}; repeated places not 410: ${repeatedNot410}`);
  if (lost || doubled || unasked || repeatedNot410) failed = true;
} catch (error) {
  console.error('bench:scale-out failed:', error);
  failed = true;
} finally {
  await cluster?.stop();
}
process.exit(failed ? 1 : 0);
