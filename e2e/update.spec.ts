import { expect, test } from '@playwright/test';
import { FIXED_TEST_TIME } from './support/basket';
import { openMenu, UK_CAMDEN } from './support/localise';

// A customer has the menu open when a new release is deployed. The app's hourly release check
// notices it, the new service worker installs and waits, and the customer sees 'A new version is
// available'; 'Reload' hands over to the new worker and reloads the page once, on the same menu.
// The deploy is the server's test seam (DEV_ENDPOINTS=1, server/static/dev-release.ts): this browser
// context's cookie makes the server report another release and serve a byte-different sw.js, so
// journeys running in parallel on the same server never see it.

const UPDATE = 'A new version is available';

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
});

test('a release deployed while the menu is open is offered, and Reload picks it up', async ({ page, context, baseURL }) => {
  await openMenu(page, UK_CAMDEN, 'pizzas');
  await expect(page.getByRole('article', { name: 'Margherita' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  // The first visit stays open: the worker took this page over mid-visit (clientsClaim), and Reload
  // must still reload it once the new worker takes over (sw-client.ts).
  await page.evaluate(() => ((window as unknown as { __beforeUpdate: boolean }).__beforeUpdate = true));
  await expect(page.getByRole('status').filter({ hasText: UPDATE })).toHaveCount(0);

  // The deploy, then an hour with the app open: the hourly check finds the new release. The customer
  // touches the menu half-way through, or the one-hour session idle time-out would send them home.
  await context.addCookies([{ name: 'dev-release', value: 'e2e-next', url: baseURL }]);
  await page.clock.runFor(30 * 60 * 1000);
  await page.getByRole('heading', { level: 1, name: 'Pizzas' }).tap();
  await page.clock.runFor(30 * 60 * 1000);

  const prompt = page.getByRole('complementary', { name: UPDATE });
  await expect(prompt.getByRole('status')).toHaveText(UPDATE, { timeout: 20_000 });
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;

  // One reload: the mark set on the old page is gone, and the new worker is in charge.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __beforeUpdate?: boolean }).__beforeUpdate ?? false)).toBe(false);
  await expect(page.getByRole('complementary', { name: UPDATE })).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { controlled: navigator.serviceWorker.controller !== null, waiting: registration?.waiting !== null };
      }),
    )
    .toEqual({ controlled: true, waiting: false });

  // What the customer had survives: still localised, on the same menu with its tabs.
  await expect(page).toHaveURL((url) => url.pathname === '/order/pizzas/');
  await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Pizzas' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Margherita' })).toBeVisible();
});
