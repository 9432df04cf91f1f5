import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { migrateToLatest, seedDatabase } from '../../server/db';
import { createLogger } from '../../server/logger';
import { createOptimiserPool, optimiserWorkerFile, type Optimiser } from '../../server/services/optimiser-pool';
import { optimiseResponseSchema } from '../../src/api/contract/basket';
import { apiErrorBodySchema } from '../../src/api/contract/error';
import { optimisePayload } from '../../src/domain/dealbot/payload';
import { randomBasket, seededRandom, ukCatalogue } from '../domain/dealbot/uk-fixture';
import { CAMDEN } from './basket-fixtures';
import { createTestDatabase, type TestDatabase } from './test-db';

// Issue 12 item 9: eight 40-item POST /v1/deals/optimise calls blocked the event loop (/health took
// 801 ms). The optimiser now runs on a worker-thread pool with a deadline. Seeded uk-1 menu, Camden.
let testDb: TestDatabase;
const pools: Optimiser[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.handle.db);
  await seedDatabase(testDb.handle.db);
});

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
  await testDb.cleanup();
});

function appWith(optimiser: Optimiser) {
  pools.push(optimiser);
  return createApp({ db: testDb.handle, staticDir: '/nonexistent', releaseHash: 'test', logger: createLogger({ level: 'silent' }), optimiser });
}

const catalogue = ukCatalogue();
/** A 40-item basket the branch and bound alone cannot finish (basket-exact.test.ts): HiGHS runs. */
const bigBasket = (seed: number) => optimisePayload(randomBasket(seededRandom(seed), 40, catalogue), { hut: CAMDEN, disposition: 'delivery', amount: 0 });

const post = (app: ReturnType<typeof createApp>, body: unknown) =>
  app.request('/v1/deals/optimise', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the deal optimiser runs off the event loop', () => {
  it('answers /health while eight 40-item optimise calls run, and still answers each optimise', { timeout: 120_000 }, async () => {
    const app = appWith(createOptimiserPool({ threads: 1, deadlineMs: 60_000 }));
    const finished: number[] = [];
    const calls = [9001, 9007, 9012, 9001, 9007, 9012, 9001, 9007].map(async (seed) => {
      const res = await post(app, bigBasket(seed));
      finished.push(Date.now());
      return res;
    });
    // Let the calls reach the pool, then ask for /health while they are being worked on.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await app.request('/health');
    const healthAt = Date.now();
    expect(health.status).toBe(200);
    const answers = await Promise.all(calls);
    for (const res of answers) {
      expect(res.status).toBe(200);
      optimiseResponseSchema.parse(await res.json());
    }
    // On the event loop, /health would have waited behind the CPU-bound calls; on the pool it did not.
    expect(healthAt).toBeLessThan(Math.max(...finished));
  });

  it('refuses a call not answered within its deadline with a 503 naming the reason', { timeout: 60_000 }, async () => {
    const app = appWith(createOptimiserPool({ threads: 1, deadlineMs: 100 }));
    const res = await post(app, bigBasket(9007));
    expect(res.status).toBe(503);
    const body = apiErrorBodySchema.parse(await res.json());
    expect(body.message).toMatch(/did not answer within 100 ms/);
  });

  it('from source the worker is the .ts file loaded through tsx; from the bundle the .mjs beside main.mjs, or no start', () => {
    const source = optimiserWorkerFile();
    expect(source.filename).toMatch(/server\/services\/optimiser-worker\.ts$/);
    expect(source.execArgv).toEqual(['--import', 'tsx']);

    const dist = mkdtempSync(path.join(os.tmpdir(), 'dist-server-'));
    try {
      const main = pathToFileURL(path.join(dist, 'main.mjs')).href;
      expect(() => optimiserWorkerFile(main)).toThrow(/optimiser worker .* is missing/);
      writeFileSync(path.join(dist, 'optimiser-worker.mjs'), 'export default () => null;');
      const bundled = optimiserWorkerFile(main);
      expect(bundled.filename).toBe(pathToFileURL(path.join(dist, 'optimiser-worker.mjs')).href);
      expect(bundled.execArgv).toEqual([]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
