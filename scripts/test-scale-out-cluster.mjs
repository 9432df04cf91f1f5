// Scale-out (issue 12): N API processes (`node dist-server/main.mjs`, the built app) on one PostgreSQL
// server, behind a small round-robin proxy (http-proxy-3) that appends X-Forwarded-For, as a load
// balancer does. Used by scripts/test-scale-out.mjs (CI) and bench/scale-out.mjs. Nothing here is
// shared between the processes but the database: that is the point.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createProxyServer } from 'http-proxy-3';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The seed's frozen clock (playwright.config.ts): London - Camden is open then. */
export const FIXED_TIME = '2025-06-18T18:20:00Z';

/** Builds the app and the server when the bundle (or its optimiser worker) is missing. */
export async function ensureBuilt() {
  const bundle = path.join(root, 'dist-server/main.mjs');
  const worker = path.join(root, 'dist-server/optimiser-worker.mjs');
  if (fs.existsSync(bundle) && fs.existsSync(worker) && fs.existsSync(path.join(root, 'dist/index.html'))) return;
  console.log('scale-out: building the app (dist-server/main.mjs missing) …');
  await run('npx', ['vite', 'build', '--logLevel', 'warn']);
  await run('node', ['scripts/build-server.mjs']);
}

function run(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)))),
  );
}

async function waitForHealth(child, baseURL, label) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} stopped (exit ${child.exitCode}) before answering /health`);
    try {
      if ((await fetch(`${baseURL}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${label} did not answer /health within 120 s`);
}

/**
 * Starts `count` API processes on ports basePort+1 … and the proxy on basePort. The first process
 * migrates and seeds alone; the others start once it is healthy (all at once after that).
 * Answers { proxyURL, backends: [{ url, pid }], stop() }; stop() is safe to call twice.
 */
export async function startScaleOut({ databaseUrl, count = 3, basePort = 8300, env = {} }) {
  if (!databaseUrl) throw new Error('scale-out needs DATABASE_URL (a PostgreSQL server): PGlite serves one process only');
  const children = [];
  let proxyServer = null;
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (proxyServer) {
      proxyServer.closeAllConnections();
      proxyServer.close();
    }
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }),
    );
  };

  const startOne = (index) => {
    const port = basePort + 1 + index;
    const child = spawn(process.execPath, ['dist-server/main.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        TRUST_PROXY: '1',
        STORE_FIXED_TIME: FIXED_TIME,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return { child, url: `http://127.0.0.1:${port}`, label: `API process ${index + 1} (port ${port})` };
  };

  try {
    const backends = [startOne(0)];
    await waitForHealth(backends[0].child, backends[0].url, backends[0].label);
    for (let i = 1; i < count; i += 1) backends.push(startOne(i));
    await Promise.all(backends.slice(1).map((b) => waitForHealth(b.child, b.url, b.label)));

    // Round robin; keep-alive to each process, under its per-address connection cap (50).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 40 });
    const proxy = createProxyServer({ xfwd: true, agent });
    let next = 0;
    proxyServer = http.createServer((req, res) => {
      const target = backends[next++ % backends.length].url;
      proxy.web(req, res, { target }, (error) => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'bad_gateway', message: String(error?.message ?? error) }));
      });
    });
    proxyServer.listen(basePort, '127.0.0.1');
    await once(proxyServer, 'listening');
    return {
      proxyURL: `http://127.0.0.1:${basePort}`,
      backends: backends.map((b) => ({ url: b.url, pid: b.child.pid })),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * One HTTP call from a chosen loopback source address (127.0.0.0/8 is all loopback on Linux): the
 * proxy appends that address to X-Forwarded-For, so each source is its own client to the API's rate
 * limits, as distinct customers are. Answers { status, headers, json }.
 */
export function request(url, { method = 'GET', body, headers = {}, localAddress = '127.0.0.1', agent } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      url,
      {
        method,
        localAddress,
        agent,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let json = null;
          try {
            json = text ? JSON.parse(text) : null;
          } catch {
            json = { raw: text };
          }
          resolve({ status: res.statusCode, headers: res.headers, json });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}
