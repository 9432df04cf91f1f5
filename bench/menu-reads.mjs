#!/usr/bin/env node
// `npm run bench:menu-reads`: how many menu reads the store API serves on this machine (issue 18: a
// lunch rush browsing menus). Bundles the server (into node_modules/.cache, leaving dist-server/
// alone; --no-build reuses that bundle), starts it on a fresh PGlite database (or on DATABASE_URL)
// at the seed's frozen clock, then runs autocannon twice over the same 10 GET kinds (menu lists, a
// deal list, content, SKUs, upsells, one hut, a hut list, nutrition, experiments) with
// BENCH_CONNECTIONS (10) connections for BENCH_SECONDS (10) each:
//   1. plain: no Accept-Encoding, no validator — every answer is a full, uncompressed body;
//   2. revalidating: `Accept-Encoding: br` and the ETag each URL answered first as If-None-Match —
//      what a returning phone (its HTTP cache or service worker) sends.
// Prints req/s, p50, p99, and bytes per answer of each phase. Figures, not a test: exits 0 whatever
// the rates are, 1 when a request fails or answers a status other than 200/304.
// --json: the last stdout line is `BENCH_RESULT {"rows":[…]}` (bench protocol, see bench/README.md).
import os from 'node:os';
import autocannon from 'autocannon';
import { benchServerBundle, startServer } from './support/start-server.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const json = args.includes('--json');
const port = Number(option('port') ?? 8194);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const databaseUrl = process.env.DATABASE_URL;
const GOAL = 2000;

/** The 10 GET kinds a menu visit makes (uk-1, London - Camden). */
const PATHS = [
  '/v2/products/pizzas?sector=uk-1&hutid=1101&disposition=delivery',
  '/v2/products/sides?sector=uk-1&hutid=1101&disposition=delivery',
  '/v2/products/drinks?sector=uk-1&hutid=1101',
  '/v2/products/deals?sector=uk-1&hutid=1101&disposition=delivery',
  '/v1/content/products?sector=uk-1&locale=en-GB',
  '/v1/skus?sector=uk-1&pos=tillpoint',
  '/v1/upsells?sector=uk-1&hutid=1101',
  '/v1/hut?hutId=1101&sector=uk-1',
  '/v1/huts/?sector=uk-1',
  '/v1/content/nutrition?sector=uk-1&locale=en-GB',
];

const bundle = await benchServerBundle('bench-menu-reads', { reuse: args.includes('--no-build') });
let baseURL = '';

/** One autocannon run cycling through `requests`; counts statuses and body bytes per answer. */
async function phase(name, requests) {
  const statuses = {};
  const result = await autocannon({
    url: baseURL,
    connections,
    duration: seconds,
    requests,
    setupClient: (client) => {
      client.on('response', (statusCode) => {
        statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      });
    },
  });
  const answers = result.requests.total || 1;
  return {
    name,
    perSecond: result.requests.total / (result.duration || 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    // Throughput bytes include the headers: the figure a phone's radio pays for each answer.
    bytesPerAnswer: result.throughput.total / answers,
    errors: result.errors + result.timeouts,
    statuses,
  };
}

let failed = false;
const figures = [];
let server;
try {
  server = await startServer({ bundle, port, host: '127.0.0.1' });
  baseURL = server.baseURL;
  // Each URL once, to check it answers and to learn its ETag (none before issue 18's caching).
  const etags = [];
  for (const pathname of PATHS) {
    const res = await fetch(`${baseURL}${pathname}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${pathname} answered ${res.status}`);
    etags.push(res.headers.get('etag'));
  }
  figures.push(await phase('plain (full bodies, no compression asked)', PATHS.map((p) => ({ method: 'GET', path: p }))));
  figures.push(
    await phase(
      'revalidating (Accept-Encoding: br, If-None-Match)',
      PATHS.map((p, i) => ({ method: 'GET', path: p, headers: { 'accept-encoding': 'br', ...(etags[i] ? { 'if-none-match': etags[i] } : {}) } })),
    ),
  );
  // Compressed full bodies, no validator: what a first visit with an empty HTTP cache costs.
  figures.push(await phase('first visit (Accept-Encoding: br, no validator)', PATHS.map((p) => ({ method: 'GET', path: p, headers: { 'accept-encoding': 'br' } }))));
  for (const figure of figures) {
    const bad = Object.entries(figure.statuses).filter(([status]) => status !== '200' && status !== '304');
    if (figure.errors > 0 || bad.length > 0) {
      console.error(`${figure.name}: ${figure.errors} errors, statuses ${JSON.stringify(figure.statuses)}`);
      failed = true;
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  await server?.stop();
}

if (figures.length > 0) {
  const load = os.loadavg().map((n) => n.toFixed(2)).join(' ');
  console.log(
    `\nMenu reads on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${PATHS.length} GET kinds, ${connections} connections, ${seconds} s a phase, ${os.cpus().length} CPUs, load average ${load}\n`,
  );
  console.table(
    figures.map((row) => ({
      phase: row.name,
      'req/s': Math.round(row.perSecond),
      p50: `${row.p50} ms`,
      p99: `${row.p99} ms`,
      'bytes/answer': Math.round(row.bytesPerAnswer),
      answers: Object.entries(row.statuses).map(([status, n]) => `${status} × ${n}`).join(', '),
    })),
  );
}

if (json) {
  // The headline is the condition, "with validators and compression": the revalidating phase
  // (what returning phones send). The full-body phases are shown beside it, without a goal of their own.
  const [plain, revalidating, firstVisit] = figures;
  const rate = (row) => (row ? `${Math.round(row.perSecond).toLocaleString('en-GB')} req/s` : 'failed');
  const bytes = (row) => (row ? `${Math.round(row.bytesPerAnswer).toLocaleString('en-GB')} B` : 'failed');
  const rows = [
    { figure: 'menu reads, 10 kinds, 10 connections', now: rate(revalidating), goal: `≥ ${GOAL.toLocaleString('en-GB')} req/s`, met: revalidating ? revalidating.perSecond >= GOAL && !failed : false },
    { figure: 'menu reads, full bodies brotli (first visit)', now: rate(firstVisit), goal: '', met: null },
    { figure: 'menu reads, full bodies uncompressed', now: rate(plain), goal: '', met: null },
    { figure: 'menu read bytes per answer (plain / br / 304)', now: `${bytes(plain)} / ${bytes(firstVisit)} / ${bytes(revalidating)}`, goal: '', met: null },
  ];
  console.log(`BENCH_RESULT ${JSON.stringify({ rows })}`);
}
process.exit(failed ? 1 : 0);
