#!/usr/bin/env node
// `npm run bench`: every benchmark, one markdown table of now and goal side by side (issue 18).
// Builds once (`npm run build`; --no-build to measure the existing dist/ and dist-server/), then runs
// each bench script with --json one after another (never two at once: they would measure each
// other) and reads the BENCH_RESULT line each prints last (bench/support/bench-result.mjs). A script
// that is missing, fails or prints no BENCH_RESULT line gives "not measured: <why>" rows instead of
// stopping the run. Each script's whole output goes to a log file, named at the end.
// Options: --only=lighthouse,cls,blocking,bundle,offline-start,dealbot,reprice,orders,menu-reads (orders is
// PGlite and PostgreSQL; orders-pglite, orders-postgres pick one); --quick (fewer runs and shorter
// loads, to try it out); --no-build; --port=<n> (8621) for the servers the benches start.
// PostgreSQL: DATABASE_URL when set, else (as root on Debian) the throw-away cluster of
// scripts/pg-cluster.sh, started and removed around the one bench that needs it.
// Prints the table and exits 0 whatever the figures are.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { root, startBuiltServer } from './support/start-server.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const quick = args.includes('--quick');
const port = Number(option('port') ?? 8621);
const only = option('only')?.split(',').map((key) => key.trim());
const timeoutMinutes = Number(option('timeout') ?? 20);
const databaseUrl = process.env.DATABASE_URL;
const { DATABASE_URL: _ignored, ...envWithoutDatabase } = process.env;

const started = new Date();
const loadBefore = os.loadavg();
const logDir = path.join(os.tmpdir(), `bench-runs-${started.toISOString().replace(/[:.]/g, '-')}`);
fs.mkdirSync(logDir, { recursive: true });

const baseURL = `http://localhost:${port}`;
const pgStartable = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');

/**
 * Every bench, in the order of the table. `rows` are the figures it should give (figure and goal),
 * shown as "not measured" when it gives none. `server`: run-all starts the built server for it.
 */
const benches = [
  {
    key: 'lighthouse',
    script: 'bench/lighthouse.mjs',
    args: [`--port=${port}`, ...(quick ? ['--quick'] : [])],
    rows: [
      ['Lighthouse mobile performance, `/`', '≥ 0.97; LCP ≤ 1.8 s; CLS ≤ 0.05'],
      ['Lighthouse, a menu page (/order/pizzas/ opened as a new visitor)', '≥ 0.97; CLS ≤ 0.05'],
      ['Lighthouse, the basket', '≥ 0.97; CLS ≤ 0.05'],
    ],
  },
  {
    key: 'cls',
    script: 'bench/cls.mjs',
    args: ['--base', baseURL],
    server: true,
    rows: [
      ['CLS / (new visitor, 390×844)', '≤ 0.05'],
      ['CLS /order/pizzas/ (new visitor, 390×844)', '≤ 0.05'],
      ['CLS /basket/ (new visitor, 390×844)', '≤ 0.05'],
    ],
  },
  {
    key: 'blocking',
    script: 'bench/blocking.mjs',
    args: ['--base', baseURL, ...(quick ? ['--quick'] : [])],
    server: true,
    rows: [
      ['blocking time at a real 4× CPU, `/` (new visitor)', ''],
      ['blocking time at a real 4× CPU, /order/pizzas/ (new visitor)', ''],
      ['blocking time at a real 4× CPU, the basket (returning customer)', ''],
    ],
  },
  { key: 'bundle', script: 'bench/bundle.mjs', args: ['--no-build'], rows: [['home route JS before interactive', '≤ 120 KB']] },
  {
    key: 'offline-start',
    script: 'bench/offline-start.mjs',
    args: ['--no-build', `--port=${port}`, ...(quick ? ['--runs=3'] : [])],
    rows: [['offline warm start to a visible menu', '≤ 500 ms']],
  },
  {
    key: 'dealbot',
    script: 'bench/dealbot.mjs',
    args: quick ? ['--quick', '--runs=10'] : [],
    rows: [
      ['dealbot exact, 40 items × 60 deals, p95', '≤ 20 ms'],
      ['dealbot exact, 5 items, p95', '≤ 2 ms'],
    ],
  },
  {
    key: 'reprice',
    script: 'bench/reprice.mjs',
    tsx: true,
    args: [`--browser=${baseURL}`],
    server: true,
    rows: [['basket repricing, 100 lines, browser worker, p95', '≤ 5 ms']],
  },
  {
    key: 'orders-pglite',
    group: 'orders',
    script: 'bench/place-orders.mjs',
    args: [`--port=${port}`],
    env: { ...envWithoutDatabase, ...(quick ? { BENCH_ORDERS: '300', BENCH_SECONDS: '5' } : {}) },
    rows: [['place-order, PGlite', '0 lost (rate goal is on PostgreSQL)']],
  },
  {
    key: 'orders-postgres',
    group: 'orders',
    script: 'bench/place-orders.mjs',
    args: [`--port=${port}`],
    env: { ...process.env, ...(quick ? { BENCH_ORDERS: '300', BENCH_SECONDS: '5' } : {}) },
    // Without DATABASE_URL, inside the throw-away cluster of scripts/pg-cluster.sh (as bench:scale-out does).
    throwAwayCluster: !databaseUrl,
    cannotRun: databaseUrl || pgStartable ? null : 'no DATABASE_URL, and a throw-away cluster needs root on Debian',
    rows: [['place-order, PostgreSQL', '≥ 500/s, 0 lost']],
  },
  {
    key: 'menu-reads',
    script: 'bench/menu-reads.mjs',
    args: quick ? ['--quick'] : [],
    rows: [['menu reads, 10 kinds, 10 connections', '≥ 2,000 req/s']],
  },
].filter((bench) => !only || only.includes(bench.key) || (bench.group && only.includes(bench.group)));

if (only && benches.length === 0) {
  console.error(`--only=${only.join(',')} names no bench`);
  process.exit(1);
}

const notMeasured = (bench, reason) => bench.rows.map(([figure, goal]) => ({ figure, now: `not measured: ${reason}`, goal, met: null }));
const skipped = [];
const log = (message) => process.stderr.write(`${message}\n`);

/** Runs one script to its end (or its timeout), its output to a log file; resolves to its BENCH_RESULT rows or a reason. */
function runScript(bench) {
  const nodeArgs = [...(bench.tsx ? ['--import', 'tsx'] : []), bench.script, '--json', ...bench.args];
  const [command, commandArgs] = bench.throwAwayCluster
    ? [
        'bash',
        [
          '-c',
          `source scripts/pg-cluster.sh; trap pg_cluster_stop EXIT; pg_cluster_start >&2; node ${nodeArgs.map((a) => `'${a}'`).join(' ')}`,
        ],
      ]
    : ['node', nodeArgs];
  const logFile = path.join(logDir, `${bench.key}.log`);
  const out = fs.openSync(logFile, 'w');
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      env: { ...(bench.env ?? process.env), ...(bench.throwAwayCluster ? { PG_PORT: process.env.PG_PORT ?? '54349' } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let stdout = '';
    let lastError = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      fs.writeSync(out, chunk);
    });
    child.stderr.on('data', (chunk) => {
      fs.writeSync(out, chunk);
      const lines = String(chunk).split('\n').map((l) => l.trim()).filter(Boolean);
      if (lines.length) lastError = lines.at(-1);
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }, timeoutMinutes * 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      fs.closeSync(out);
      const resultLine = stdout.split('\n').filter((l) => l.startsWith('BENCH_RESULT ')).at(-1);
      if (resultLine) {
        try {
          const { rows } = JSON.parse(resultLine.slice('BENCH_RESULT '.length));
          if (Array.isArray(rows) && rows.length > 0) return resolve({ rows, code, logFile });
        } catch {
          return resolve({ reason: 'its BENCH_RESULT line is not valid JSON', logFile });
        }
      }
      if (timedOut) return resolve({ reason: `stopped after ${timeoutMinutes} min`, logFile });
      // A script that ends well but prints no result line does not speak the protocol (yet); one that
      // fails is named with its last error line.
      if (code === 0) return resolve({ reason: 'it prints no BENCH_RESULT line (no --json support)', logFile });
      resolve({ reason: `exited ${code}${lastError ? ` (${lastError.slice(0, 120)})` : ''}`, logFile });
    });
  });
}

// ── build once ──────────────────────────────────────────────────────────────────────────────
let buildFailed = null;
if (!args.includes('--no-build')) {
  log('npm run bench: building once (npm run build) …');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  fs.writeFileSync(path.join(logDir, 'build.log'), `${build.stdout ?? ''}${build.stderr ?? ''}`);
  if (build.status !== 0) buildFailed = `npm run build failed (${path.join(logDir, 'build.log')})`;
}

const table = [];
for (const bench of benches) {
  const scriptPath = path.join(root, bench.script);
  let reason = null;
  if (!fs.existsSync(scriptPath)) reason = `${bench.script} does not exist`;
  else if (bench.cannotRun) reason = bench.cannotRun;
  else if (buildFailed && bench.key !== 'dealbot') reason = buildFailed;
  if (reason) {
    skipped.push(`${bench.key}: ${reason}`);
    table.push(...notMeasured(bench, reason));
    continue;
  }
  log(`npm run bench: ${bench.key} (${bench.script}) …`);
  const t0 = performance.now();
  let server = null;
  let result;
  try {
    if (bench.server) server = await startBuiltServer({ port });
    result = await runScript(bench);
  } catch (error) {
    result = { reason: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await server?.stop();
  }
  log(`  ${bench.key}: ${((performance.now() - t0) / 1000).toFixed(0)} s${result.reason ? `, not measured: ${result.reason}` : ''}`);
  if (result.reason) {
    skipped.push(`${bench.key}: ${result.reason}`);
    table.push(...notMeasured(bench, result.reason));
  } else {
    table.push(...result.rows);
  }
}

// ── the table (also saved as table.md beside the logs) ─────────────────────────────────────────
const loadAfter = os.loadavg();
const printed = [];
const print = (text) => {
  printed.push(text);
  console.log(text);
};
const cell = (text) => String(text ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');
const load = (values) => values.map((v) => v.toFixed(2)).join(' / ');
const cpus = os.cpus();
print(`## npm run bench — ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC${quick ? ' (--quick: fewer runs)' : ''}\n`);
print(`${cpus.length} CPUs (${cpus[0]?.model?.trim() ?? 'unknown'}), Node ${process.version}; load average (1/5/15 min) before ${load(loadBefore)}, after ${load(loadAfter)}; took ${((Date.now() - started.getTime()) / 60_000).toFixed(1)} min\n`);
print('| figure | now | goal | met |');
print('|---|---|---|---|');
for (const r of table) print(`| ${cell(r.figure)} | ${cell(r.now)} | ${cell(r.goal)} | ${r.met === true ? '✓' : r.met === false ? '✗' : ''} |`);
if (skipped.length > 0) {
  print('\nNot measured:');
  for (const line of skipped) print(`- ${line}`);
}
print(`\nEach bench's whole output: ${logDir}/`);
fs.writeFileSync(path.join(logDir, 'table.md'), `${printed.join('\n')}\n`);
