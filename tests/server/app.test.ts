import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createLogger } from '../../server/logger';
import { apiErrorBodySchema } from '../../src/api/contract/error';
import { healthSchema } from '../../src/api/contract/health';
import { createTestDatabase, type TestDatabase } from './test-db';

const INDEX_HTML = '<!doctype html><title>Pizza</title><div id="root"></div>';
const APP_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const MANIFEST = '{"name":"Pizza"}';
const SECRET = 'top-secret-outside-the-static-root';

let testDb: TestDatabase;
let fixture: string;
let staticDir: string;
let logLines: Record<string, unknown>[];
let app: ReturnType<typeof createApp>;

/** A built app in miniature, with a file just outside it that must never be reachable. */
async function writeFixture(): Promise<void> {
  fixture = await mkdtemp(path.join(tmpdir(), 'store-static-'));
  staticDir = path.join(fixture, 'dist');
  await mkdir(path.join(staticDir, 'assets'), { recursive: true });
  await writeFile(path.join(fixture, 'package.json'), SECRET);
  await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(staticDir, 'assets/app-abc123.js'), APP_JS);
  await writeFile(path.join(staticDir, 'assets/app-abc123.js.br'), brotliCompressSync(APP_JS));
  await writeFile(path.join(staticDir, 'manifest.webmanifest'), MANIFEST);
}

beforeAll(async () => {
  await writeFixture();
  testDb = await createTestDatabase();
  logLines = [];
  const logger = createLogger({ level: 'debug', destination: { write: (line: string) => void logLines.push(JSON.parse(line)) } });
  app = createApp({ db: testDb.handle, staticDir, releaseHash: 'test-hash', logger });
});

afterAll(async () => {
  await testDb.cleanup();
  await rm(fixture, { recursive: true, force: true });
});

const postLog = (body: string, headers: Record<string, string> = {}) =>
  app.request('/log', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
];

describe('API', () => {
  it('GET /health answers 200 with a body matching the health contract', async () => {
    const res = await app.request('/health');
    expect(res.status).toBe(200);
    const health = healthSchema.parse(await res.json());
    expect(health).toMatchObject({ status: 'ok', database: 'ok', databaseKind: testDb.handle.kind, release: 'test-hash' });
  });

  it('GET /health answers 503, same body shape, when the database is gone', async () => {
    const lost = await createTestDatabase();
    try {
      await lost.handle.close();
      const degraded = createApp({ db: lost.handle, staticDir, releaseHash: 'x', logger: createLogger({ level: 'silent' }) });
      const res = await degraded.request('/health');
      expect(res.status).toBe(503);
      expect(healthSchema.parse(await res.json())).toMatchObject({ status: 'degraded', database: 'unreachable' });
    } finally {
      await lost.cleanup();
    }
  });

  it('GET /RELEASE_HASH.txt returns the hash, never cached', async () => {
    const res = await app.request('/RELEASE_HASH.txt');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('test-hash');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toBe('no-cache, no-store, must-revalidate');
  });

  it('POST /log with a body that is not JSON answers 400 invalid_json', async () => {
    const res = await postLog('{"entries": [');
    expect(res.status).toBe(400);
    const body = apiErrorBodySchema.parse(await res.json());
    expect(body.error).toBe('invalid_json');
    expect(body.message).toBe('Request body is not valid JSON');
    expect(body.issues).toHaveLength(1);
    expect(body.issues[0]?.path).toBe('');
  });

  it('POST /log with an empty body answers 400 invalid_json', async () => {
    const res = await postLog('');
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('invalid_json');
  });

  it('POST /log failing the schema answers 400 invalid_request naming the field', async () => {
    const res = await postLog(JSON.stringify({ entries: [{ level: 'loud' }] }));
    expect(res.status).toBe(400);
    const body = apiErrorBodySchema.parse(await res.json());
    expect(body.error).toBe('invalid_request');
    expect(body.issues.map((issue) => issue.path)).toContain('entries.0.level');
  });

  it('POST /log with a JSON null or a __proto__ key is a 400, not a 500', async () => {
    expect((await postLog('null')).status).toBe(400);
    expect((await postLog('{"__proto__": {"entries": []}}')).status).toBe(400);
  });

  it('POST /log with a valid batch answers 204 and writes each entry as a client log line', async () => {
    const at = '2026-03-01T12:00:00.000Z';
    const batch = { entries: [{ level: 'warn', message: 'basket migrated', at, context: { level: 'spoofed' } }] };
    const res = await postLog(JSON.stringify(batch), { 'x-trace-id': 'trace-42' });
    expect(res.status).toBe(204);
    const line = logLines.find((l) => l.msg === 'basket migrated');
    expect(line).toMatchObject({ source: 'client', traceId: 'trace-42', level: 40, clientAt: at, context: { level: 'spoofed' } });
  });

  it('accepts a log batch sent as text/plain (navigator.sendBeacon)', async () => {
    const batch = { entries: [{ level: 'error', message: 'unload', at: '2026-03-01T12:00:00Z' }] };
    const res = await postLog(JSON.stringify(batch), { 'content-type': 'text/plain;charset=UTF-8' });
    expect(res.status).toBe(204);
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await postLog(`{"entries":"${'x'.repeat(1024 * 1024 + 1)}"}`);
    expect(res.status).toBe(413);
    expect(apiErrorBodySchema.parse(await res.json()).error).toBe('invalid_request');
  });

  it('answers unknown API paths with a JSON 404, whatever the method', async () => {
    for (const [method, url] of [['GET', '/v1/x'], ['GET', '/v2/products/nothing'], ['POST', '/v1/x'], ['GET', '/dev/nope']] as const) {
      const res = await app.request(url, { method });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(await res.json()).toEqual({ error: 'not_found', issues: [] });
    }
  });

  it('turns an unhandled error into a logged 500 that reveals nothing', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger({ destination: { write: (line: string) => void lines.push(JSON.parse(line)) } });
    const failing = createApp({ db: testDb.handle, staticDir, releaseHash: 'x', logger });
    failing.post('/v1/boom', () => {
      throw new Error('database password is hunter2');
    });
    const res = await failing.request('/v1/boom', { method: 'POST' });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'internal', issues: [] });
    const logged = lines.find((line) => line.msg === 'unhandled error') as { err?: { stack?: string } } | undefined;
    expect(logged?.err?.stack).toContain('hunter2');
  });

  it('logs one line per request with method, path, status, duration and trace id', async () => {
    await app.request('/health', { headers: { 'x-trace-id': 'trace-req-1' } });
    const line = logLines.find((l) => l.msg === 'request' && l.traceId === 'trace-req-1');
    expect(line).toMatchObject({ method: 'GET', path: '/health', status: 200 });
    expect(typeof line?.durationMs).toBe('number');
  });

  it('puts the security headers on API answers, errors included', async () => {
    for (const url of ['/health', '/v1/x']) {
      const res = await app.request(url);
      for (const name of SECURITY_HEADERS) expect(res.headers.get(name), `${name} on ${url}`).toBeTruthy();
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('content-security-policy')).toContain("worker-src 'self'");
    }
  });
});

describe('static files', () => {
  it('serves a hashed asset as immutable JavaScript, with security headers', async () => {
    const res = await app.request('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(APP_JS);
    for (const name of SECURITY_HEADERS) expect(res.headers.get(name), name).toBeTruthy();
  });

  it('sends the brotli sibling when Accept-Encoding allows br', async () => {
    const res = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(APP_JS);
  });

  it('does not send brotli when the client refuses it with q=0', async () => {
    const res = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(APP_JS);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await app.request('/assets/app-abc123.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(APP_JS)));
    expect(await res.text()).toBe('');
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await app.request('/assets/app-abc123.js');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await app.request('/assets/app-abc123.js', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('serves index.html and the manifest with no-cache and their types', async () => {
    const index = await app.request('/');
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await index.text()).toBe(INDEX_HTML);

    const manifest = await app.request('/manifest.webmanifest');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(await manifest.text()).toBe(MANIFEST);
  });

  it('falls back to index.html for client-side routes', async () => {
    for (const url of ['/order/deals/', '/huts/uk-1/42', '/no/such/page']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX_HTML);
    }
  });

  it('answers 404, not the app shell, for a missing asset', async () => {
    for (const url of ['/assets/app-gone99.js', '/favicon.ico']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(404);
    }
  });

  it('never serves a file outside the static root', async () => {
    const attempts = [
      '/../package.json',
      '/..%2fpackage.json',
      '/assets/..%2f..%2fpackage.json',
      '/%2e%2e/package.json',
      '/assets/%2e%2e%5c..%5cpackage.json',
      '/..%5cpackage.json',
      '/%00index.html',
      '/%E0%A4%A',
    ];
    for (const url of attempts) {
      const res = await app.request(url);
      expect(await res.text(), url).not.toContain(SECRET);
      expect(res.status, url).not.toBe(500);
    }
  });

  it('answers 503 with a hint when the app has not been built', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'store-unbuilt-'));
    try {
      const unbuilt = createApp({ db: testDb.handle, staticDir: empty, releaseHash: 'dev', logger: createLogger({ level: 'silent' }) });
      const res = await unbuilt.request('/order/deals/');
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('npm run build');
      expect((await unbuilt.request('/health')).status).toBe(200);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
