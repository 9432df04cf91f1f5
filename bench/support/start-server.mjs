// Starts the built server (dist-server/main.mjs serving dist/, as `npm start` runs it after its
// build) on a throw-away data folder with the environment the e2e journeys use (playwright.config.ts
// webServer): the seed's frozen clock, the fast sandbox kitchen, the dev endpoints, a trusted proxy.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForServer } from './wait-for-server.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The seed's frozen clock (playwright.config.ts): London - Camden is open then. */
export const FIXED_TIME = '2025-06-18T18:20:00Z';

/** Resolves to { baseURL, stop() } once /health answers; stop() ends the server and removes its data. */
export async function startBuiltServer({ port, env = {} }) {
  const bundle = path.join(root, 'dist-server/main.mjs');
  if (!fs.existsSync(bundle) || !fs.existsSync(path.join(root, 'dist/index.html'))) {
    throw new Error('dist/ or dist-server/main.mjs is missing: run `npm run build` first');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-server-'));
  const server = spawn('node', [bundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STORE_FIXED_TIME: FIXED_TIME,
      ORDER_CLOCK_SPEED: '100',
      DEV_ENDPOINTS: '1',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const baseURL = `http://localhost:${port}`;
  try {
    await waitForServer(server, baseURL);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
