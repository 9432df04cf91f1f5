import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { clearLoyaltyRecord, loadLoyaltyRecord, saveLoyaltyRecord } from '../../src/db/loyalty';
import { EMPTY_LOYALTY_RECORD } from '../../src/db/loyalty-default';
import { freshIndexedDB } from './fresh-indexeddb';

// The Hut Rewards record in Dexie (version 9, S3 §3): kept whole, a damaged one dropped, cleared at log out.

beforeEach(freshIndexedDB);
afterEach(freshIndexedDB);

const RECORD = {
  ...EMPTY_LOYALTY_RECORD,
  fetchedAt: 5,
  offlineRedemptions: { 'red-1': { status: 'fetched' as const, code: 'HUT-1', redemption_tracking_code: 'T-1', expiresAt: 9 } },
};

describe('loyalty record (12-G7, 12-G15)', () => {
  it('version 9 has the table; a saved record reads back, and clearing it empties it', async () => {
    const db = await openDatabase();
    expect(db.verno).toBeGreaterThanOrEqual(9); // version 10 (issue 17) keeps every table of 9
    await saveLoyaltyRecord(RECORD);
    expect(await loadLoyaltyRecord()).toEqual(RECORD);
    await clearLoyaltyRecord();
    expect(await loadLoyaltyRecord()).toEqual(EMPTY_LOYALTY_RECORD);
  });

  it('a damaged record is dropped', async () => {
    const db = await openDatabase();
    await db.loyalty.put({ key: 'current', value: { account: 'not an account' }, updatedAt: 1 });
    expect(await loadLoyaltyRecord()).toEqual(EMPTY_LOYALTY_RECORD);
    expect(await db.loyalty.get('current')).toBeUndefined();
  });
});
