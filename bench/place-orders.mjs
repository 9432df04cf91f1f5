#!/usr/bin/env node
// `npm run bench:orders`: how many orders POST /v1/orders/place sustains on this machine, and proof
// that none is lost or placed twice. Bundles the server (into node_modules/.cache, leaving
// dist-server/ alone; --no-build reuses that bundle), starts it on a fresh PGlite database (or on
// DATABASE_URL when set) at the seed's frozen clock, then runs three phases with autocannon:
//   1. place: BENCH_ORDERS (2000) cash orders are preauthorised first, then placed, each once;
//   2. checkout: for BENCH_SECONDS (30) every connection runs preauthorise → place → the same place
//      again (the retry a flaky network makes), with a new clientOrderId each round: the sustained
//      rate of whole orders, and every repeated place must answer 410;
//   3. count: the server is stopped and the database opened: every order a 200 accepted is PLACED,
//      exactly once, and nothing else is.
// --json prints the bench protocol's BENCH_RESULT line last (one row: this database's place rate,
// whole checkouts and lost orders; the goal, ≥ 500/s and none lost, is PostgreSQL's).
// Figures, not a test: exits 0 whatever the rates are, 1 when a step fails or the count disagrees.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { benchServerBundle, startServer } from './support/start-server.mjs';
import { camdenOrderBody, camdenPriceBody } from './support/camden-order.mjs';
import { printBenchResult, row } from './support/bench-result.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const port = Number(option('port') ?? 8193);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const poolSize = Number(process.env.BENCH_ORDERS ?? 2000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const databaseUrl = process.env.DATABASE_URL;
const baseURL = `http://127.0.0.1:${port}`;
const bundle = await benchServerBundle('bench-orders', { reuse: args.includes('--no-build') });
// Each order below comes from its own client (X-Forwarded-For, trusted as from a proxy): a lunch rush
// is many customers, so the per-client preauthorise limit (issue 12) does not cap the bench.
const server = await startServer({ bundle, port, host: '127.0.0.1', env: { TRUST_PROXY: '1' } });
const { dataDir } = server;

/** The n-th customer's address (10.0.0.1 …), sent as X-Forwarded-For: each order its own client. */
let customers = 0;
const nextCustomer = () => {
  const n = customers++;
  return `10.${Math.floor(n / 65_536) % 256}.${Math.floor(n / 256) % 256}.${n % 256}`;
};

async function postJson(pathname, body) {
  const res = await fetch(`${baseURL}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextCustomer() },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

const orderBody = (amount) => camdenOrderBody({ type: 'cash', amount, currency: 'GBP' });

/** Runs `task` over `count` items with `parallel` in flight. */
async function inParallel(count, parallel, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

const runCannon = (options) => autocannon({ url: baseURL, connections, ...options });

/** Order ids a 200 accepted, from both phases: each must be PLACED exactly once in the database. */
const accepted = new Set();
/**
 * Place requests sent and answered. autocannon stops at the deadline without reading the answers
 * still in flight: such an order may be PLACED with its 200 never seen, so at most `sent − answered`
 * PLACED rows may lack an accepted answer.
 */
const places = { sent: 0, answered: 0 };
const figures = [];
const ms = (value) => `${value.toFixed(1)} ms`;

/** Orders created by this run (a PostgreSQL server may hold earlier runs' orders). */
const runStarted = new Date();

async function countInDatabase() {
  const since = `created_at >= '${runStarted.toISOString()}'`;
  const sql = `select count(*)::int as rows, count(distinct transaction_id)::int as distinct_ids,
    count(*) filter (where state = 'PLACED')::int as placed from orders where ${since}`;
  const placedSql = `select transaction_id from orders where state = 'PLACED' and ${since}`;
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return { ...(await client.query(sql)).rows[0], placedIds: (await client.query(placedSql)).rows.map((row) => row.transaction_id) };
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
  try {
    return { ...(await pglite.query(sql)).rows[0], placedIds: (await pglite.query(placedSql)).rows.map((row) => row.transaction_id) };
  } finally {
    await pglite.close();
  }
}

let failed = false;
let failure = '';
try {
  const priced = await postJson('/v1/basket-validator/', camdenPriceBody);
  const amount = priced.json.total;
  if (typeof amount !== 'number') throw new Error(`the basket validator gave no total: ${JSON.stringify(priced.json)}`);

  // ── 1. place a pool of preauthorised orders, each once ──────────────────────────────────────
  console.log(`preauthorising ${poolSize} cash orders (${connections} at a time) …`);
  const pool = [];
  const preStarted = performance.now();
  await inParallel(poolSize, connections, async () => {
    const res = await postJson('/v1/orders/preauthorise', orderBody(amount));
    if (res.status !== 200) throw new Error(`preauthorise answered ${res.status}: ${JSON.stringify(res.json)}`);
    pool.push(res.json.transactionId);
  });
  const preSeconds = (performance.now() - preStarted) / 1000;
  figures.push({ phase: 'preauthorise (fetch, no autocannon)', requests: poolSize, perSecond: poolSize / preSeconds, p50: '', p99: '', statuses: `200 × ${poolSize}` });

  console.log(`placing them with autocannon …`);
  let nextPlace = 0;
  const placeStatuses = {};
  const placeResult = await runCannon({
    amount: pool.length,
    requests: [
      {
        method: 'POST',
        path: '/v1/orders/place',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          places.sent += 1;
          return { ...request, headers: { 'content-type': 'application/json', 'x-forwarded-for': nextCustomer() }, body: JSON.stringify({ transactionId: pool[nextPlace++ % pool.length] }) };
        },
        onResponse: (status, body) => {
          places.answered += 1;
          placeStatuses[status] = (placeStatuses[status] ?? 0) + 1;
          if (status === 200) accepted.add(JSON.parse(body).transactionId);
        },
      },
    ],
  });
  figures.push({
    phase: 'place (pool, each once)',
    requests: placeResult.requests.total,
    perSecond: placeResult.requests.total / (placeResult.duration || 1),
    p50: ms(placeResult.latency.p50),
    p99: ms(placeResult.latency.p99),
    statuses: Object.entries(placeStatuses).map(([status, count]) => `${status} × ${count}`).join(', '),
  });

  // ── 2. whole checkouts: preauthorise → place → place again, for BENCH_SECONDS ──────────────
  console.log(`checkout rounds for ${seconds} s on ${connections} connections …`);
  const stepStatuses = [{}, {}, {}];
  const count = (step, status) => {
    stepStatuses[step][status] = (stepStatuses[step][status] ?? 0) + 1;
  };
  const json = { 'content-type': 'application/json' };
  const checkoutResult = await runCannon({
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/v1/orders/preauthorise',
        headers: json,
        setupRequest: (request, context) => {
          context.customer = nextCustomer();
          return { ...request, headers: { ...json, 'x-forwarded-for': context.customer }, body: JSON.stringify(orderBody(amount)) };
        },
        onResponse: (status, body, context) => {
          count(0, status);
          context.transactionId = status === 200 ? JSON.parse(body).transactionId : 'TX-NONE';
        },
      },
      {
        method: 'POST',
        path: '/v1/orders/place',
        headers: json,
        setupRequest: (request, context) => {
          places.sent += 1;
          return { ...request, headers: { ...json, 'x-forwarded-for': context.customer }, body: JSON.stringify({ transactionId: context.transactionId }) };
        },
        onResponse: (status, body) => {
          places.answered += 1;
          count(1, status);
          if (status === 200) accepted.add(JSON.parse(body).transactionId);
        },
      },
      {
        method: 'POST',
        path: '/v1/orders/place',
        headers: json,
        setupRequest: (request, context) => {
          places.sent += 1;
          return { ...request, headers: { ...json, 'x-forwarded-for': context.customer }, body: JSON.stringify({ transactionId: context.transactionId }) };
        },
        onResponse: (status) => {
          places.answered += 1;
          count(2, status);
        },
      },
    ],
  });
  const statusText = (statuses) => Object.entries(statuses).map(([status, n]) => `${status} × ${n}`).join(', ');
  const placedInRounds = stepStatuses[1][200] ?? 0;
  figures.push({
    phase: `checkout rounds (3 requests each)`,
    requests: checkoutResult.requests.total,
    perSecond: checkoutResult.requests.total / (checkoutResult.duration || 1),
    p50: ms(checkoutResult.latency.p50),
    p99: ms(checkoutResult.latency.p99),
    statuses: `preauthorise ${statusText(stepStatuses[0])}; place ${statusText(stepStatuses[1])}; place again ${statusText(stepStatuses[2])}`,
  });
  figures.push({ phase: '→ whole orders placed', requests: placedInRounds, perSecond: placedInRounds / (checkoutResult.duration || 1), p50: '', p99: '', statuses: '' });
  if ((stepStatuses[2][200] ?? 0) > 0) {
    console.error('a repeated place answered 200: an order was placed twice');
    failed = true;
  }
  const errors = placeResult.errors + checkoutResult.errors + placeResult.non2xx - (placeStatuses[410] ?? 0);
  if (placeResult.errors + checkoutResult.errors > 0) console.warn(`connection errors: ${placeResult.errors + checkoutResult.errors}`);
  if (errors > 0 && (placeStatuses[200] ?? 0) !== pool.length) {
    console.error(`only ${placeStatuses[200] ?? 0} of ${pool.length} pool orders were placed`);
    failed = true;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failure = error instanceof Error ? error.message.split('\n')[0] : String(error);
  failed = true;
} finally {
  await server.stop({ keepData: true });
}

if (!failed) {
  // ── 3. count: every accepted order is in the database exactly once ─────────────────────────
  const db = await countInDatabase();
  const placedIds = new Set(db.placedIds);
  const missing = [...accepted].filter((id) => !placedIds.has(id)).length;
  const unaccountedPlaced = [...placedIds].filter((id) => !accepted.has(id)).length;
  const cutOff = places.sent - places.answered;

  console.log(`\nPOST /v1/orders/place on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})\n`);
  console.table(
    figures.map((row) => ({
      phase: row.phase,
      requests: row.requests,
      'per second': Math.round(row.perSecond),
      p50: row.p50,
      p99: row.p99,
      answers: row.statuses,
    })),
  );
  console.table([
    { check: 'orders accepted (200 from place)', value: accepted.size },
    { check: 'PLACED rows in the database', value: db.placed },
    { check: 'accepted but not PLACED (lost)', value: missing },
    { check: 'PLACED without a 200 seen (answer cut off at the deadline)', value: `${unaccountedPlaced} (place answers cut off: ${cutOff})` },
    { check: 'order rows / distinct transaction ids', value: `${db.rows} / ${db.distinct_ids}` },
  ]);
  const consistent = missing === 0 && unaccountedPlaced <= cutOff && db.rows === db.distinct_ids && db.placed === accepted.size + unaccountedPlaced;
  console.log(
    consistent
      ? '\nEvery accepted order is in the database exactly once; no order was placed twice.'
      : '\nCOUNT MISMATCH: orders were lost or duplicated.',
  );
  if (!consistent) failed = true;
  const placeRate = figures.find((f) => f.phase.startsWith('place'))?.perSecond ?? 0;
  const wholeRate = figures.find((f) => f.phase.startsWith('→'))?.perSecond ?? 0;
  const postgres = Boolean(databaseUrl);
  printBenchResult([
    row(
      `place-order, ${postgres ? 'PostgreSQL' : 'PGlite'} (${connections} connections)`,
      `${Math.round(placeRate)}/s place; ${Math.round(wholeRate)}/s whole checkouts; ${missing} lost${consistent ? '' : ', COUNT MISMATCH'}`,
      postgres ? '≥ 500/s, 0 lost' : '0 lost (rate goal is on PostgreSQL)',
      postgres ? placeRate >= 500 && consistent : consistent,
    ),
  ]);
} else {
  printBenchResult([row(`place-order, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`, `not measured: ${failure || 'a step failed'}`, databaseUrl ? '≥ 500/s, 0 lost' : '', null)]);
}
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
