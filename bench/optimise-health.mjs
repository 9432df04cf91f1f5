#!/usr/bin/env node
// `npm run bench:optimise-health`: does the built server (`node dist-server/main.mjs`, as `npm start`
// runs it) keep answering while it optimises? Starts it on a fresh PGlite folder, sends eight 40-item
// POST /v1/deals/optimise calls at once (issue 12 item 9: on the event loop they held /health for
// 801 ms), and asks /health every 50 ms meanwhile. Prints /health's latencies and each optimise's
// status and time. Figures, not a test: exits 1 only when the server fails to start or /health fails.
// Builds nothing: run `npm run build` first. Runs through tsx (the basket fixture is TypeScript).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { optimisePayload } from '../src/domain/dealbot/payload.ts';
import { randomBasket, seededRandom, ukCatalogue } from '../tests/domain/dealbot/uk-fixture.ts';
import { waitForServer } from './support/wait-for-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 8195);
const baseURL = `http://127.0.0.1:${port}`;
const bundle = path.join(root, 'dist-server/main.mjs');
if (!fs.existsSync(bundle)) {
  console.error('bench:optimise-health: dist-server/main.mjs is missing: run `npm run build` first');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-optimise-'));
const server = spawn(process.execPath, [bundle], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STORE_FIXED_TIME: '2025-06-18T18:20:00Z', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopped = new Promise((resolve) => server.once('exit', resolve));

const catalogue = ukCatalogue();
const CAMDEN = { id: '1101', sector: 'uk-1' };
const seeds = [9001, 9007, 9012, 9001, 9007, 9012, 9001, 9007];
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

let failed = false;
try {
  await waitForServer(server, baseURL);
  // Let the optimiser's workers warm up (main.ts loads HiGHS in each at start).
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const quiet = [];
  for (let i = 0; i < 10; i += 1) {
    const t = performance.now();
    await fetch(`${baseURL}/health`);
    quiet.push(performance.now() - t);
  }

  const started = performance.now();
  let running = seeds.length;
  const optimised = seeds.map(async (seed) => {
    const body = optimisePayload(randomBasket(seededRandom(seed), 40, catalogue), { hut: CAMDEN, disposition: 'delivery', amount: 0 });
    const t = performance.now();
    const res = await fetch(`${baseURL}/v1/deals/optimise`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await res.arrayBuffer();
    running -= 1;
    return { status: res.status, ms: performance.now() - t };
  });
  const busy = [];
  while (running > 0) {
    const t = performance.now();
    const res = await fetch(`${baseURL}/health`);
    await res.arrayBuffer();
    if (!res.ok) failed = true;
    busy.push(performance.now() - t);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const answers = await Promise.all(optimised);
  const total = performance.now() - started;
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(`machine: ${os.availableParallelism()} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(`/health idle:            p50 ${ms(percentile(quiet, 50))}, max ${ms(Math.max(...quiet))} (${quiet.length} calls)`);
  console.log(`/health during optimise: p50 ${ms(percentile(busy, 50))}, p99 ${ms(percentile(busy, 99))}, max ${ms(Math.max(...busy))} (${busy.length} calls)`);
  console.log(`eight 40-item optimise calls: ${answers.map((a) => `${a.status} in ${ms(a.ms)}`).join('; ')}; all answered in ${ms(total)}`);
} catch (error) {
  console.error('bench:optimise-health failed:', error);
  failed = true;
} finally {
  server.kill('SIGTERM');
  await stopped;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
