import { expect, test, type Page } from '@playwright/test';
import { localiseUk } from './support/localise';
import { storedSlice, waitForSavedLocalisation } from './support/storage';
import { expectNoSeriousViolations } from './support/axe';

// A returning customer and the browser session (10-G10, 10-G26, C34): the automatic redirect to the
// order page happens once per browser session, so the logo brings the home page and its banner; a
// new session starts without yesterday's checkout form, while the basket and the hut stay.

const HOME_HEADING = 'Order pizza for delivery or collection';

/** Writes a slice record as an earlier visit left it (the app's own table layout, src/db). */
async function storeSlice(page: Page, table: string, value: unknown) {
  await page.evaluate(
    ({ table, value }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('pizza-ordering');
        request.onerror = () => reject(request.error ?? new Error('open failed'));
        request.onsuccess = () => {
          const db = request.result;
          const put = db.transaction(table, 'readwrite').objectStore(table).put({ key: 'current', value, updatedAt: Date.now() });
          put.onsuccess = () => {
            db.close();
            resolve();
          };
          put.onerror = () => reject(put.error ?? new Error('put failed'));
        };
      }),
    { table, value },
  );
}

test('once localised, the logo goes home; a new browser session is redirected once, then home stays home', async ({ page, context }) => {
  await localiseUk(page);
  await waitForSavedLocalisation(page);

  // A reload inside the order area, then the logo: the home page, not a bounce back to the menu.
  await page.reload();
  await page.getByRole('link', { name: 'Pizza Hut home' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  await expectNoSeriousViolations(page);

  // The next day (a new browser session): the return visit goes straight to the menu, once.
  await context.clearCookies();
  await page.goto('/');
  await expect(page).toHaveURL(/\/order\/deals\/$/);
  await page.getByRole('link', { name: 'Pizza Hut home' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
});

test('a new browser session purges the checkout form and the visit, and keeps the basket and the hut', async ({ page, context }) => {
  await localiseUk(page);
  await waitForSavedLocalisation(page);
  await expect.poll(async () => (await storedSlice(page, 'visit')) as unknown).toMatchObject({ autoLocaliseDone: true });
  // The form as a customer leaves it, typed after entering the order area (each entry clears it,
  // 10-G7) and saved when the tab closes: written outside the order area, where no entry follows.
  await page.goto('/huts/');
  const basket = { expires: Date.now() + 3_600_000, deals: {}, items: {}, discount: null };
  await storeSlice(page, 'basket', basket);
  await storeSlice(page, 'checkout', { name: 'Ann Smith', phone: '07700900123', email: 'ann@example.com' });

  // Same session (a reload): the form stays.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(((await storedSlice(page, 'checkout')) as { name?: string } | null)?.name).toBe('Ann Smith');

  // A new session: the form and the visit are gone, the basket and the hut stay.
  await context.clearCookies();
  await page.goto('/huts/');
  await expect.poll(() => storedSlice(page, 'checkout')).toBeNull();
  // The old visit is gone: nothing of it is left (a new session may start its own visit record, e.g.
  // the analytics sampling draw of 14-G31, but never with the old redirect mark or channel).
  const visit = (await storedSlice(page, 'visit')) as { autoLocaliseDone?: boolean; channel?: string | null } | null;
  expect(visit?.autoLocaliseDone ?? false).toBe(false);
  expect(visit?.channel ?? null).toBeNull();
  expect(await storedSlice(page, 'basket')).toEqual(basket);
  expect(((await storedSlice(page, 'huts')) as { localised?: boolean }).localised).toBe(true);
});
