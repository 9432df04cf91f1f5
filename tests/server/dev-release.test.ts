import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { createLogger } from '../../server/logger';
import { devReleaseOf } from '../../server/static/dev-release';
import { createTestDatabase, type TestDatabase } from './test-db';

// The "new release deployed" seam of the e2e update journey: honoured only with DEV_ENDPOINTS=1,
// per request (so per browser context), and without its cookie the server answers as always.

const WORKER = 'self.addEventListener("install", () => {});';
const RELEASE = 'built-release';

let testDb: TestDatabase;
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'store-dev-release-'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Pizza</title>');
  await writeFile(path.join(staticDir, 'sw.js'), WORKER);
  await writeFile(path.join(staticDir, 'sw.js.br'), brotliCompressSync(WORKER));
  await writeFile(path.join(staticDir, 'sw.js.gz'), gzipSync(WORKER));
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.cleanup();
  await rm(staticDir, { recursive: true, force: true });
});

afterEach(() => vi.unstubAllEnvs());

function appWith(devEndpoints: '0' | '1' | '') {
  vi.stubEnv('DEV_ENDPOINTS', devEndpoints);
  return createApp({ db: testDb.handle, staticDir, releaseHash: RELEASE, logger: createLogger({ level: 'silent' }) });
}

const get = (app: ReturnType<typeof createApp>, url: string, cookie?: string) =>
  app.request(url, { headers: { 'accept-encoding': 'br, gzip', ...(cookie ? { cookie } : {}) } });

describe('devReleaseOf', () => {
  it('accepts lower-case letters, digits and dashes, 1 to 40 of them', () => {
    expect(devReleaseOf('e2e-next')).toBe('e2e-next');
    expect(devReleaseOf('a'.repeat(40))).toBe('a'.repeat(40));
  });

  it.each([undefined, '', 'a'.repeat(41), 'E2E', 'next release', 'x\n// evil', '__proto__', '../sw'])('ignores %j', (cookie) => {
    expect(devReleaseOf(cookie)).toBeNull();
  });
});

describe('with DEV_ENDPOINTS=1', () => {
  it('GET /RELEASE_HASH.txt answers the cookie’s release, never cached', async () => {
    const res = await get(appWith('1'), '/RELEASE_HASH.txt', 'theme=dark; dev-release=e2e-next');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('e2e-next');
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  it('GET /sw.js is the built worker with the release appended, identity-encoded and revalidated', async () => {
    const res = await get(appWith('1'), '/sw.js', 'dev-release=e2e-next');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(`${WORKER}\n// release e2e-next\n`);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // Security headers still wrap the seam's answers.
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('an invalid cookie is ignored: the built release and the precompressed worker', async () => {
    const app = appWith('1');
    expect(await (await get(app, '/RELEASE_HASH.txt', 'dev-release=Not%20Valid')).text()).toBe(RELEASE);
    const worker = await get(app, '/sw.js', `dev-release=${'a'.repeat(41)}`);
    expect(worker.headers.get('content-encoding')).toBe('br');
  });

  it('without the cookie nothing changes', async () => {
    const app = appWith('1');
    expect(await (await get(app, '/RELEASE_HASH.txt')).text()).toBe(RELEASE);
    expect((await get(app, '/sw.js')).headers.get('content-encoding')).toBe('br');
  });
});

describe.each(['0', ''] as const)('with DEV_ENDPOINTS=%j', (setting) => {
  it('the cookie has no effect at all', async () => {
    const app = appWith(setting);
    expect(await (await get(app, '/RELEASE_HASH.txt', 'dev-release=e2e-next')).text()).toBe(RELEASE);
    const worker = await get(app, '/sw.js', 'dev-release=e2e-next');
    expect(worker.headers.get('content-encoding')).toBe('br');
    expect(worker.headers.get('etag')).not.toBeNull();
  });
});
