import { expect, type Page } from '@playwright/test';

/**
 * What the app has stored in IndexedDB (src/db: one record 'current' per slice table). A journey
 * that reloads or leaves the page straight after an action waits here until that action is saved,
 * as a customer would have in the moment between tapping and closing the tab; saving is the app's
 * promise (src/atoms/persisted.ts saves every action at once), the wait only keeps the test from
 * racing the disk.
 */
const DATABASE_NAME = 'pizza-ordering';

/** A slice's value (its record 'current'), or another record's `value` by its key (the `meta` table). */
export async function storedSlice(page: Page, table: string, key = 'current'): Promise<unknown> {
  return page.evaluate(
    ({ name, table, key }) =>
      new Promise<unknown>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains(table)) {
            db.close();
            resolve(null);
            return;
          }
          const get = db.transaction(table, 'readonly').objectStore(table).get(key);
          get.onerror = () => reject(get.error ?? new Error('get failed'));
          get.onsuccess = () => {
            db.close();
            resolve((get.result as { value?: unknown } | undefined)?.value ?? null);
          };
        };
      }),
    { name: DATABASE_NAME, table, key },
  );
}

/** Waits until the stored slice satisfies `check`. */
export async function waitForStored(page: Page, table: string, check: (value: unknown) => boolean, what: string): Promise<void> {
  await expect.poll(async () => check(await storedSlice(page, table)), { message: `stored ${table}: ${what}` }).toBe(true);
}

/** The localised hut is saved (a reload finds it). */
export async function waitForSavedLocalisation(page: Page): Promise<void> {
  await waitForStored(page, 'huts', (value) => (value as { localised?: boolean } | null)?.localised === true, 'localised');
}

/** The basket holds `deals` deals and `items` items (a reload finds them). */
export async function waitForSavedBasket(page: Page, counts: { deals?: number; items?: number }): Promise<void> {
  await waitForStored(
    page,
    'basket',
    (value) => {
      const basket = value as { deals?: object; items?: object } | null;
      if (!basket) return false;
      return (
        (counts.deals === undefined || Object.keys(basket.deals ?? {}).length === counts.deals) &&
        (counts.items === undefined || Object.keys(basket.items ?? {}).length === counts.items)
      );
    },
    JSON.stringify(counts),
  );
}
