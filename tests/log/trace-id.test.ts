import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUuid, isUuid } from '../../src/log/trace-id';
import { freshIndexedDB, removeIndexedDB } from '../db/fresh-indexeddb';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** One visit: the page loads its modules afresh and reads the id; the tab is then closed. */
async function visit(): Promise<{ first: string; again: string }> {
  vi.resetModules();
  const { getTraceId } = await import('../../src/log/trace-id');
  const first = await getTraceId();
  const again = await getTraceId();
  await (await import('../../src/db/database')).closeDatabase();
  return { first, again };
}

beforeEach(freshIndexedDB);
afterEach(async () => {
  vi.unstubAllGlobals();
  await freshIndexedDB();
});

describe('trace id (spec 1 §9: "traceId (persists across visits)")', () => {
  it('is a UUID, memoised, and the same on the next visit', async () => {
    const one = await visit();
    expect(one.first).toMatch(UUID_V4);
    expect(one.again).toBe(one.first);
    const two = await visit();
    expect(two.first).toBe(one.first);
  });

  it('is a fresh in-memory id per visit when IndexedDB is unavailable', async () => {
    await removeIndexedDB();
    const one = await visit();
    const two = await visit();
    expect(one.first).toMatch(UUID_V4);
    expect(one.again).toBe(one.first);
    expect(two.first).not.toBe(one.first);
  });

  it('is made without crypto.randomUUID on an insecure (http) kiosk page', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    const ids = new Set(Array.from({ length: 50 }, createUuid));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(isUuid('not-a-uuid')).toBe(false);
  });
});
