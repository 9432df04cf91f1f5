import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DATABASE_NAME,
  openDatabase,
  StorageUnavailableError,
  toStorageUnavailable,
  upgradeLegacyDisposition,
} from '../../src/db/database';
import { DEFAULT_BASKET, DEFAULT_DEALBOT, DEFAULT_SETTINGS } from '../../src/db/defaults';
import { getOrCreateMeta } from '../../src/db/meta';
import { loadSlice, saveSlice } from '../../src/db/persist';
import { sessionSchema } from '../../src/db/records';
import { freshIndexedDB, removeIndexedDB } from './fresh-indexeddb';

const V1_STORES = {
  basket: 'key',
  session: 'key',
  lastOrder: 'key',
  settings: 'key',
  experiments: 'key',
  meta: 'key',
};

beforeEach(freshIndexedDB);
afterEach(async () => {
  vi.restoreAllMocks();
  await freshIndexedDB();
});

/** Writes fixture rows into a raw version-1 database, as a release before version 2 left it. */
async function seedVersion1(table: string, rows: { key: string; value: unknown }[]): Promise<void> {
  const legacy = new Dexie(DATABASE_NAME, { indexedDB: globalThis.indexedDB, IDBKeyRange });
  legacy.version(1).stores(V1_STORES);
  await legacy.open();
  await legacy.table(table).bulkPut(rows.map((row) => ({ ...row, updatedAt: 1 })));
  legacy.close();
}

describe('version 2 upgrade: legacy disposition values (spec 1 §3)', () => {
  it("rewrites 'now' to asap (time cleared) and 'later' to scheduled (time kept)", async () => {
    await seedVersion1('session', [
      { key: 'current', value: { dispositionType: 'delivery', dispositionWhen: 'now', dispositionTime: 1_700_000_000_000 } },
      { key: 'older', value: { dispositionType: 'eat-in', dispositionWhen: 'later', dispositionTime: 1_700_003_600_000 } },
      { key: 'nested', value: { disposition: { type: 'collection', when: 'now', time: 5 } } },
    ]);

    const db = await openDatabase();
    expect(db.verno).toBeGreaterThanOrEqual(6);
    const rows = Object.fromEntries((await db.session.toArray()).map((row) => [row.key, row.value]));
    expect(rows.current).toEqual({ dispositionType: 'delivery', dispositionWhen: 'asap', dispositionTime: null });
    expect(rows.older).toEqual({ dispositionType: 'eat-in', dispositionWhen: 'scheduled', dispositionTime: 1_700_003_600_000 });
    expect(rows.nested).toEqual({ disposition: { type: 'collection', when: 'asap', time: null } });

    // On read the stored 'eat-in' becomes dinein (checklist C5) and defaults fill the rest.
    expect(sessionSchema.parse(rows.older)).toMatchObject({ dispositionType: 'dinein', dispositionWhen: 'scheduled' });
    const loaded = await loadSlice('session');
    expect(loaded).toMatchObject({ stored: true, dropped: false });
    expect(loaded.value).toMatchObject({ dispositionWhen: 'asap', dispositionTime: null, selectedLanguage: null });
  });

  it('leaves other tables and odd session values alone', async () => {
    await seedVersion1('settings', [{ key: 'current', value: { flagLevel: 'canary' } }]);
    await openDatabase();
    expect((await loadSlice('settings')).value).toEqual({ ...DEFAULT_SETTINGS, flagLevel: 'canary' });
    for (const odd of [null, 'now', [1], { dispositionType: 'delivery' }]) {
      expect(upgradeLegacyDisposition(odd)).toEqual(odd);
    }
  });
});

describe('version 3: the huts table', () => {
  it('is added beside the older tables, which keep their data', async () => {
    await seedVersion1('basket', [{ key: 'current', value: { expires: 5, deals: {}, items: {}, discount: null } }]);
    const db = await openDatabase();
    expect(db.tables.map((table) => table.name).sort()).toEqual(
      ['analyticsQueue', 'basket', 'checkout', 'credits', 'dealbot', 'dealChoices', 'experiments', 'huts', 'identity', 'lastOrder', 'legacyAccount', 'loyalty', 'meta', 'order', 'session', 'settings', 'utm', 'visit'].sort(),
    );
    expect((await loadSlice('basket')).value).toMatchObject({ expires: 5 });
    expect(await loadSlice('huts')).toMatchObject({ stored: false, value: { current: null, localised: false } });
  });

  it('drops a stored hut that no longer matches the contract', async () => {
    const db = await openDatabase();
    await db.huts.put({ key: 'current', value: { current: { id: 'h1' }, localised: true }, updatedAt: 1 });
    expect(await loadSlice('huts')).toMatchObject({ dropped: true, value: { current: null, localised: false } });
  });
});

/** Writes fixture rows into a raw version-3 database, as the release before deal choices were kept left it. */
async function seedVersion3(rows: Record<string, { key: string; value: unknown }[]>): Promise<void> {
  const legacy = new Dexie(DATABASE_NAME, { indexedDB: globalThis.indexedDB, IDBKeyRange });
  legacy.version(1).stores(V1_STORES);
  legacy.version(2).stores(V1_STORES);
  legacy.version(3).stores({ ...V1_STORES, huts: 'key' });
  await legacy.open();
  for (const [table, tableRows] of Object.entries(rows)) {
    await legacy.table(table).bulkPut(tableRows.map((row) => ({ ...row, updatedAt: 1 })));
  }
  legacy.close();
}

describe('version 4: the dealChoices table (checklist C22)', () => {
  const basket = {
    expires: 1_700_000_000_000,
    deals: { d1: { id: 'd1', deal: { id: 'two-large', price: 22.99, type: 'deal' } } },
    items: { i1: { id: 'i1', dealId: 'd1', item: { type: 'pizza', properties: { id: 'margherita' } } } },
    discount: { id: 'web-20', value: 4.6 },
  };

  it('is added to a version-3 database whose slices keep their data', async () => {
    await seedVersion3({
      basket: [{ key: 'current', value: basket }],
      session: [{ key: 'current', value: { dispositionType: 'collection', dispositionWhen: 'asap', dispositionTime: null } }],
      settings: [{ key: 'current', value: { vegetarianOnly: true } }],
      huts: [{ key: 'current', value: { current: null, localised: false } }],
      meta: [{ key: 'deviceId', value: 'device-1' }],
    });

    const db = await openDatabase();
    expect(db.verno).toBeGreaterThanOrEqual(6);
    expect(db.tables.map((table) => table.name)).toContain('dealChoices');
    expect((await loadSlice('basket')).value).toEqual(basket);
    expect((await loadSlice('session')).value).toMatchObject({ dispositionType: 'collection' });
    expect((await loadSlice('settings')).value).toEqual({ ...DEFAULT_SETTINGS, vegetarianOnly: true });
    expect(await loadSlice('huts')).toMatchObject({ stored: true, value: { current: null, localised: false } });
    expect((await db.meta.get('deviceId'))?.value).toBe('device-1');
    expect(await loadSlice('dealChoices')).toEqual({ value: {}, stored: false, dropped: false });
  });

  it('round-trips deal choices and fills defaults on read', async () => {
    const choices = {
      'two-large': {
        basketId: '',
        price: 24.49,
        choices: {
          1: {
            optionIndex: 0,
            type: 'pizza',
            price: 1.5,
            originalPrice: 12.99,
            items: [{ type: 'pizza', productId: 'margherita', price: 1.5, originalPrice: 12.99, properties: { size: 'large', crust: 'stuffed' } }],
          },
          2: { optionIndex: 0, type: 'pizza', price: 0, originalPrice: 0, items: [] },
        },
      },
    } as const;
    await saveSlice('dealChoices', structuredClone(choices) as never);
    expect(await loadSlice('dealChoices')).toMatchObject({ stored: true, value: choices });

    const db = await openDatabase();
    await db.dealChoices.put({ key: 'current', value: { d2: { choices: { 1: { optionIndex: 1, type: 'side' } } } }, updatedAt: 1 });
    expect((await loadSlice('dealChoices')).value).toEqual({
      d2: { basketId: '', price: 0, choices: { 1: { optionIndex: 1, type: 'side', price: 0, originalPrice: 0, items: [] } } },
    });
  });

  it('drops stored choices that no longer parse', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const db = await openDatabase();
    await db.dealChoices.put({ key: 'current', value: { d1: { choices: { first: { type: 'pizza' } } } }, updatedAt: 1 });
    expect(await loadSlice('dealChoices')).toEqual({ value: {}, stored: false, dropped: true });
  });
});

/** Writes fixture rows into a raw version-4 database, as the release before the dealbot was kept left it. */
async function seedVersion4(rows: Record<string, { key: string; value: unknown }[]>): Promise<void> {
  const legacy = new Dexie(DATABASE_NAME, { indexedDB: globalThis.indexedDB, IDBKeyRange });
  legacy.version(1).stores(V1_STORES);
  legacy.version(2).stores(V1_STORES);
  legacy.version(3).stores({ ...V1_STORES, huts: 'key' });
  legacy.version(4).stores({ ...V1_STORES, huts: 'key', dealChoices: 'key' });
  await legacy.open();
  for (const [table, tableRows] of Object.entries(rows)) {
    await legacy.table(table).bulkPut(tableRows.map((row) => ({ ...row, updatedAt: 1 })));
  }
  legacy.close();
}

describe('version 5: the dealbot table (spec 1 §3 Dealbot, checklist C22)', () => {
  const basket = {
    expires: 1_700_000_000_000,
    deals: { d1: { id: 'd1', deal: { id: 'two-large', price: 22.99, type: 'deal' } } },
    items: { i1: { id: 'i1', dealId: 'd1', item: { type: 'pizza', properties: { id: 'margherita', size: 'large' } } } },
    discount: null,
  };
  const choices = { 'two-large': { basketId: 'b1', price: 22.99, choices: { 1: { optionIndex: 0, type: 'pizza', price: 0, originalPrice: 0, items: [] } } } };

  it('is added to a version-4 database whose basket, deal choices and meta keep their data', async () => {
    await seedVersion4({
      basket: [{ key: 'current', value: basket }],
      dealChoices: [{ key: 'current', value: choices }],
      meta: [{ key: 'deviceId', value: 'device-1' }],
    });

    const db = await openDatabase();
    expect(db.verno).toBeGreaterThanOrEqual(6);
    expect(db.tables.map((table) => table.name)).toContain('dealbot');
    expect((await loadSlice('basket')).value).toEqual(basket);
    expect((await loadSlice('dealChoices')).value).toEqual(choices);
    expect((await db.meta.get('deviceId'))?.value).toBe('device-1');
    expect(await loadSlice('dealbot')).toEqual({ value: DEFAULT_DEALBOT, stored: false, dropped: false });
  });

  it('round-trips the dealbot and fills defaults for fields an older record lacks', async () => {
    const dealbot = { ...DEFAULT_DEALBOT, on: true, savings: 4.5, status: 'added-product-with-new-saving' as const, optimisedDealIds: ['b1'] };
    await saveSlice('dealbot', dealbot);
    expect(await loadSlice('dealbot')).toEqual({ value: dealbot, stored: true, dropped: false });

    const db = await openDatabase();
    await db.dealbot.put({ key: 'current', value: { on: true }, updatedAt: 1 });
    expect((await loadSlice('dealbot')).value).toEqual({ ...DEFAULT_DEALBOT, on: true });
  });

  it('drops a dealbot record that no longer parses (unknown status, negative savings)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const db = await openDatabase();
    await db.dealbot.put({ key: 'current', value: { on: true, status: 'sleeping', savings: -1 }, updatedAt: 1 });
    expect(await loadSlice('dealbot')).toEqual({ value: DEFAULT_DEALBOT, stored: false, dropped: true });
  });
});

describe('records are validated on read (STYLE rule 5)', () => {
  it('drops a record that fails its schema, logs a warning and returns the default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const db = await openDatabase();
    await db.basket.put({ key: 'current', value: { expires: 'tomorrow', deals: 5 }, updatedAt: 1 });

    expect(await loadSlice('basket')).toEqual({ value: DEFAULT_BASKET, stored: false, dropped: true });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Stored basket no longer matches'), expect.anything());
    expect(await db.basket.get('current')).toBeUndefined();
    // Dropped once: the next read finds nothing and stays quiet.
    expect(await loadSlice('basket')).toEqual({ value: DEFAULT_BASKET, stored: false, dropped: false });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('round-trips a basket and keeps item properties it does not know yet', async () => {
    const basket = {
      expires: 1_700_000_000_000,
      deals: { d1: { id: 'd1', deal: { id: 'two-large', price: 22.99, type: 'deal' } } },
      items: {
        i1: { id: 'i1', dealId: 'd1', item: { type: 'pizza', properties: { id: 'margherita', crust: 'thin' } } },
      },
      discount: { id: 'web-20', value: 4.6 },
    };
    await saveSlice('basket', basket);
    expect((await loadSlice('basket')).value).toEqual(basket);
  });

  it('maps legacy values on read and clears the time for asap', async () => {
    const db = await openDatabase();
    await db.session.put({ key: 'current', value: { dispositionType: 'eat-in', dispositionWhen: 'now', dispositionTime: 9 }, updatedAt: 1 });
    expect((await loadSlice('session')).value).toMatchObject({ dispositionType: 'dinein', dispositionWhen: 'asap', dispositionTime: null });
  });

  it('keeps a __proto__ key as data without touching prototypes', async () => {
    const items = JSON.parse('{"__proto__": {"id": "x", "dealId": "ND", "item": {"type": "dip"}}}') as object;
    const db = await openDatabase();
    await db.basket.put({ key: 'current', value: { ...DEFAULT_BASKET, items }, updatedAt: 1 });
    const { value } = await loadSlice('basket');
    expect(Object.getPrototypeOf(value.items)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).id).toBeUndefined();
  });
});

describe('opening without IndexedDB', () => {
  it('rejects with StorageUnavailableError, never an unhandled rejection', async () => {
    await removeIndexedDB();
    const failure = openDatabase();
    await expect(failure).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(failure).rejects.toMatchObject({ reason: 'missing' });
    await expect(loadSlice('basket')).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  it('classifies browser failures: security and private-window errors are unavailable, bugs are not', () => {
    const security = new Dexie.OpenFailedError('open failed', new DOMException('denied', 'SecurityError'));
    expect(toStorageUnavailable(security)?.reason).toBe('security');
    expect(toStorageUnavailable(new DOMException('private', 'InvalidStateError'))?.reason).toBe('broken');
    expect(toStorageUnavailable(new Dexie.MissingAPIError())?.reason).toBe('missing');
    expect(toStorageUnavailable(new Dexie.UpgradeError('bug in upgrade'))).toBeUndefined();
    expect(toStorageUnavailable(new TypeError('x is undefined'))).toBeUndefined();
  });
});

describe('meta values', () => {
  it('creates a value once and returns the kept one afterwards', async () => {
    const isString = (value: unknown): value is string => typeof value === 'string';
    expect(await getOrCreateMeta('traceId', () => 'first', isString)).toBe('first');
    expect(await getOrCreateMeta('traceId', () => 'second', isString)).toBe('first');
  });
});

describe('version 6: checkout, order, credits and utm tables (issue 06)', () => {
  it('is added to a version-5 database whose basket and last order keep their data', async () => {
    const legacy = new Dexie(DATABASE_NAME, { indexedDB: globalThis.indexedDB, IDBKeyRange });
    legacy.version(1).stores(V1_STORES);
    legacy.version(2).stores(V1_STORES);
    legacy.version(3).stores({ ...V1_STORES, huts: 'key' });
    legacy.version(4).stores({ ...V1_STORES, huts: 'key', dealChoices: 'key' });
    legacy.version(5).stores({ ...V1_STORES, huts: 'key', dealChoices: 'key', dealbot: 'key' });
    await legacy.open();
    const basket = { expires: 1_700_000_000_000, deals: {}, items: {}, discount: null };
    await legacy.table('basket').put({ key: 'current', value: basket, updatedAt: 1 });
    // An old-shaped last order (before issue 06 gave it fields) is read as none, not as a crash.
    await legacy.table('lastOrder').put({ key: 'current', value: { id: 'order-1' }, updatedAt: 1 });
    legacy.close();

    const db = await openDatabase();
    expect(db.verno).toBeGreaterThanOrEqual(6);
    expect((await loadSlice('basket')).value).toEqual(basket);
    expect((await loadSlice('lastOrder')).value).toBeNull();
    expect((await loadSlice('checkout')).stored).toBe(false);
    expect((await loadSlice('order')).value.state).toBe('idle');
    expect((await loadSlice('credits')).value).toEqual({ voucher: null, giftCard: null });
  });

  it('never keeps a password in the stored checkout form', async () => {
    const db = await openDatabase();
    await db.checkout.put({ key: 'current', value: { name: 'Ann', password: 'Secret123' }, updatedAt: 1 });
    const { value } = await loadSlice('checkout');
    expect(value.name).toBe('Ann');
    expect(value).not.toHaveProperty('password');
  });
});
