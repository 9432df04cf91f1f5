import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db';
import { serverSecret } from '../../server/services/secrets';
import { createTestDatabase, type TestDatabase } from './test-db';

describe('server secrets', () => {
  let testDb: TestDatabase;
  beforeEach(async () => {
    testDb = await createTestDatabase();
    await migrateToLatest(testDb.handle.db);
  });
  afterEach(() => testDb.cleanup());

  it('generates a key once and reads the same key on every later call', async () => {
    const first = await serverSecret(testDb.handle.db, 'payment-sandbox');
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await serverSecret(testDb.handle.db, 'payment-sandbox')).toBe(first);
    expect(await serverSecret(testDb.handle.db, 'order-token')).not.toBe(first);
  });

  it('agrees on one key when several starts race', async () => {
    const keys = await Promise.all(Array.from({ length: 8 }, () => serverSecret(testDb.handle.db, 'kiosk-device')));
    expect(new Set(keys).size).toBe(1);
  });

  it('uses a configured key as given and stores nothing', async () => {
    expect(await serverSecret(testDb.handle.db, 'payment-sandbox', 'configured-key-123')).toBe('configured-key-123');
    const rows = await testDb.handle.db.selectFrom('server_secrets').selectAll().execute();
    expect(rows).toHaveLength(0);
  });
});
