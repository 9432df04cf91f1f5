import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { fixedClock } from '../../server/clock';
import { migrateToLatest } from '../../server/db';
import { createLogger } from '../../server/logger';
import { experimentDatafileSchema } from '../../src/api/contract/experiments';
import { createTestDatabase, type TestDatabase } from './test-db';

// 14-G12: GET /v1/experiments?market= serves the market's live records from the catalogue.

let testDb: TestDatabase;
const appAt = (iso: string) =>
  createApp({ db: testDb.handle, staticDir: tmpdir(), releaseHash: 'test', logger: createLogger({ level: 'silent' }), clock: fixedClock(iso) });

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.handle.db);
});

afterAll(async () => {
  await testDb.cleanup();
});

describe('GET /v1/experiments', () => {
  it("answers the market's live experiments in table order, without the treatment notes, cacheable briefly", async () => {
    const response = await appAt('2026-11-26T12:00:00Z').request('/v1/experiments?market=CA');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const raw = (await response.json()) as { experiments: Record<string, unknown>[] };
    const body = experimentDatafileSchema.parse(raw);
    expect(body.market).toBe('CA');
    expect(body.experiments.map(({ name }) => name)).toEqual([
      'geolocation-primer',
      'checkout-button-text',
      'show-eta',
      'hide-allergens-bar',
      'passwordless-login',
      'switch-to-collection',
      'map-for-dead-zones',
    ]);
    const button = body.experiments.find(({ name }) => name === 'checkout-button-text');
    expect(button?.variants.map(({ value }) => value)).toEqual(['control', 'place-order']);
    expect(button?.goal).toBe('CVR');
    expect(raw.experiments[0]).not.toHaveProperty('treatment');
    expect(raw.experiments[0]).not.toHaveProperty('readIn');
  });

  it('serves nothing before the schedule starts or after expiry', async () => {
    for (const iso of ['2025-06-18T18:20:00Z', '2028-01-01T00:00:00Z']) {
      const body = experimentDatafileSchema.parse(await (await appAt(iso).request('/v1/experiments?market=UK')).json());
      expect(body.experiments).toEqual([]);
    }
  });

  it('refuses an unknown or missing market and extra query fields', async () => {
    const app = appAt('2026-11-26T12:00:00Z');
    for (const path of ['/v1/experiments', '/v1/experiments?market=DE', '/v1/experiments?market=UK&admin=1']) {
      expect((await app.request(path)).status).toBe(400);
    }
  });
});
