import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db';
import { loadOrderSettings, orderEnvironment, orderSettingsFromEnvironment } from '../../server/services/orders/settings';
import { createTestDatabase, type TestDatabase } from './test-db';

// The order flow's settings (issue 12 item 3): the payment sandbox's signing key is configured or
// generated on first start and kept in the database, never a constant in the source; production
// needs a configured key and refuses the development calls.
const KEY = 'a-configured-sandbox-key-0123456789';

describe('production start-up rules', () => {
  it('refuses to start in production without PAYMENT_SANDBOX_SECRET, naming the variable', () => {
    expect(() => orderEnvironment({ NODE_ENV: 'production' })).toThrow(/PAYMENT_SANDBOX_SECRET must be set in production/);
    expect(() => orderEnvironment({ NODE_ENV: 'production', PAYMENT_SANDBOX_SECRET: '' })).toThrow(/PAYMENT_SANDBOX_SECRET/);
  });

  it('refuses DEV_ENDPOINTS=1 in production, naming the variable', () => {
    expect(() => orderEnvironment({ NODE_ENV: 'production', PAYMENT_SANDBOX_SECRET: KEY, DEV_ENDPOINTS: '1' })).toThrow(/DEV_ENDPOINTS=1 is refused in production/);
  });

  it('names both problems at once', () => {
    expect(() => orderEnvironment({ NODE_ENV: 'production', DEV_ENDPOINTS: '1' })).toThrow(/PAYMENT_SANDBOX_SECRET.*DEV_ENDPOINTS/);
  });

  it('starts in production with a configured key and the development calls off', () => {
    expect(orderEnvironment({ NODE_ENV: 'production', PAYMENT_SANDBOX_SECRET: KEY, DEV_ENDPOINTS: '0' })).toEqual({
      clockSpeed: 1,
      configuredSecret: KEY,
      devEndpoints: false,
    });
  });

  it('outside production, DEV_ENDPOINTS=1 mounts the development calls and no key is required', () => {
    expect(orderEnvironment({ DEV_ENDPOINTS: '1' })).toMatchObject({ devEndpoints: true, configuredSecret: undefined });
    expect(orderEnvironment({ NODE_ENV: 'test', DEV_ENDPOINTS: '1' }).devEndpoints).toBe(true);
  });

  it('refuses a configured key too short to be a key', () => {
    expect(() => orderEnvironment({ PAYMENT_SANDBOX_SECRET: 'short' })).toThrow(/PAYMENT_SANDBOX_SECRET/);
  });
});

describe('the signing key', () => {
  let testDb: TestDatabase;
  beforeEach(async () => {
    testDb = await createTestDatabase();
    await migrateToLatest(testDb.handle.db);
  });
  afterEach(() => testDb.cleanup());

  it('unset: generated on the first start, kept in the database and the same for every later start or process', async () => {
    const first = await loadOrderSettings(testDb.handle.db, {});
    expect(first.sandboxSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.sandboxSecret).not.toBe('payment-sandbox-secret');
    const second = await loadOrderSettings(testDb.handle.db, {});
    expect(second.sandboxSecret).toBe(first.sandboxSecret);
    const stored = await testDb.handle.db.selectFrom('server_secrets').select('value').where('name', '=', 'payment-sandbox').executeTakeFirstOrThrow();
    expect(stored.value).toBe(first.sandboxSecret);
  });

  it('configured: used as given', async () => {
    expect((await loadOrderSettings(testDb.handle.db, { PAYMENT_SANDBOX_SECRET: KEY })).sandboxSecret).toBe(KEY);
  });

  it('without the database (a test app): the configured key, else a random key of this process only', () => {
    expect(orderSettingsFromEnvironment({ PAYMENT_SANDBOX_SECRET: KEY }).sandboxSecret).toBe(KEY);
    const one = orderSettingsFromEnvironment({}).sandboxSecret;
    expect(one).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(orderSettingsFromEnvironment({}).sandboxSecret).not.toBe(one);
  });

  it('no key is written in the order settings source', () => {
    const source = readFileSync(new URL('../../server/services/orders/settings.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/DEFAULT_SANDBOX_SECRET|'payment-sandbox-secret'/);
  });
});
