// Starts the store server for a bench on a throw-away data folder (or on DATABASE_URL when set):
// - startBuiltServer: the built server (dist-server/main.mjs serving dist/, as `npm start` runs it
//   after its build) with the environment the e2e journeys use (playwright.config.ts webServer): the
//   seed's frozen clock, the fast sandbox kitchen, the dev endpoints, a trusted proxy;
// - benchServerBundle + startServer: the API benches' own bundle of the server's source (leaving
//   dist-server/ alone), started at the seed's frozen clock.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from '../../scripts/server-bundle.mjs';
import { waitForServer } from './wait-for-server.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The seed's frozen clock (playwright.config.ts): London - Camden is open then. */
export const FIXED_TIME = '2025-06-18T18:20:00Z';

/**
 * The server bundled from source into node_modules/.cache/<name>/ (inside node_modules so its
 * packages resolve); with `reuse` (a bench's --no-build) an earlier bundle there is kept.
 */
export async function benchServerBundle(name, { reuse = false } = {}) {
  const outdir = path.join(root, 'node_modules/.cache', name);
  const bundle = path.join(outdir, 'main.mjs');
  if (reuse && fs.existsSync(bundle)) return bundle;
  return bundleServer(outdir);
}

/**
 * Runs `bundle` on `port` with a fresh data folder and the seed's frozen clock, plus `env`. With
 * BENCH_SERVER_CPU_PROF=<folder> set, the server writes a V8 CPU profile there when it stops (open it
 * in Chrome's DevTools, Performance panel; NODE_OPTIONS may not carry --cpu-prof). Resolves
 * to { baseURL, dataDir, stop() } once /health answers; stop() ends the server and removes its data,
 * stop({ keepData: true }) only ends it (the caller reads the database, then removes dataDir).
 */
export async function startServer({ bundle, port, host, env = {} }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-server-'));
  const profileDir = process.env.BENCH_SERVER_CPU_PROF;
  const server = spawn('node', [...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []), bundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      ...(host ? { HOST: host } : {}),
      DATA_DIR: dataDir,
      STORE_FIXED_TIME: FIXED_TIME,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async ({ keepData = false } = {}) => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const baseURL = `http://${host ?? 'localhost'}:${port}`;
  try {
    await waitForServer(server, baseURL);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, dataDir, stop };
}

/** The built server as the e2e journeys run it (see the top of this file). */
export async function startBuiltServer({ port, env = {} }) {
  const bundle = path.join(root, 'dist-server/main.mjs');
  if (!fs.existsSync(bundle) || !fs.existsSync(path.join(root, 'dist/index.html'))) {
    throw new Error('dist/ or dist-server/main.mjs is missing: run `npm run build` first');
  }
  return startServer({ bundle, port, env: { ORDER_CLOCK_SPEED: '100', DEV_ENDPOINTS: '1', TRUST_PROXY: '1', ...env } });
}
