import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_NAME, openDatabase } from '../../src/db/database';
import {
  clearLegacyAccount,
  legacyLoginToken,
  loadLegacyAccount,
  onLegacyAccountChange,
  readTokenClaims,
  setAccountInfo,
  setLoginToken,
  setRedirectToCheckout,
  setVerifiedToken,
} from '../../src/db/legacy-account';
import { freshIndexedDB } from './fresh-indexeddb';

beforeEach(freshIndexedDB);
afterEach(freshIndexedDB);

/** An unsigned token with these claims: the page only reads claims, the server checks signatures. */
function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'ES256' })}.${part(claims)}.c2ln`;
}

const customer = { id: 'c1', firstName: 'Priya', lastName: 'Sharma', email: 'priya@example.in', phone: '+919876543210', shadow: false };

describe('legacy account-info record (11-G17)', () => {
  it('version 8 adds the table and keeps a version-7 database', async () => {
    const old = new Dexie(DATABASE_NAME, { indexedDB: globalThis.indexedDB, IDBKeyRange });
    old.version(7).stores({ basket: 'key', session: 'key', meta: 'key' });
    await old.open();
    await old.table('basket').put({ key: 'slice', value: { kept: true }, updatedAt: 1 });
    old.close();
    const db = await openDatabase();
    expect(db.verno).toBeGreaterThanOrEqual(8);
    expect(db.tables.map((table) => table.name)).toContain('legacyAccount');
    expect((await db.basket.get('slice'))?.value).toEqual({ kept: true });
  });

  it('reads the phone from the verified token, and keeps every action', async () => {
    expect(readTokenClaims('nonsense')).toBeNull();
    await setVerifiedToken(token({ phone_number: '+919876543210', token_use: 'verified-phone' }));
    await setLoginToken(token({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 600 }));
    await setAccountInfo(customer);
    await setRedirectToCheckout(true);
    const stored = await loadLegacyAccount();
    expect(stored).toMatchObject({ phone: '+919876543210', accountInfo: customer, redirectToCheckout: true });
    expect(await legacyLoginToken()).toBe(stored.loginToken);
    await clearLegacyAccount();
    expect(await loadLegacyAccount()).toEqual({ verifiedToken: null, phone: null, loginToken: null, accountInfo: null, redirectToCheckout: false });
    expect(await legacyLoginToken()).toBeNull();
  });

  it('tells its listeners of every change, the clear included (the header greeting follows it)', async () => {
    const seen: (string | null)[] = [];
    const stop = onLegacyAccountChange((account) => seen.push(account.accountInfo?.firstName ?? null));
    await setAccountInfo(customer);
    await clearLegacyAccount();
    stop();
    await setAccountInfo(customer);
    expect(seen).toEqual(['Priya', null]);
  });

  it('gives no login token once it has expired', async () => {
    await setLoginToken(token({ sub: 'u1', exp: 1_000 }));
    expect(await legacyLoginToken()).toBeNull();
  });

  it('drops a damaged record instead of crashing', async () => {
    const db = await openDatabase();
    await db.legacyAccount.put({ key: 'current', value: { loginToken: 42 }, updatedAt: 1 });
    expect((await loadLegacyAccount()).loginToken).toBeNull();
    expect(await db.legacyAccount.get('current')).toBeUndefined();
  });
});
