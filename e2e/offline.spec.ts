import { expect, test } from '@playwright/test';
import { FIXED_TEST_TIME } from './support/basket';
import { openMenu, UK_CAMDEN } from './support/localise';
import { waitForOfflineReady } from './support/offline';

// A customer on a train: one online visit to London - Camden's menu, then the network drops. The
// app reopens from the service worker's caches, says it is offline, and stops saying so once the
// network is back. (Playwright's offline emulation: navigator.onLine is false and every request
// from the page and its service worker fails.)

const OFFLINE = "You're offline";

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
});

test('after one visit the menu opens offline, with a banner that goes when the network is back', async ({ page, context }) => {
  await openMenu(page, UK_CAMDEN, 'pizzas');
  await expect(page.getByRole('article', { name: 'Margherita' })).toBeVisible();
  // The hut's other lists are warmed in the background once the worker controls the page.
  await waitForOfflineReady(page, ['pizzas', 'deals', 'sides', 'drinks', 'desserts']);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();

  await expect(page.getByRole('heading', { level: 1, name: 'Pizzas' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Margherita' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Margherita' })).toContainText(/£\d+\.\d{2}/);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();

  // A category never opened online was warmed: it browses offline too.
  await page.getByRole('navigation', { name: 'Menu categories' }).getByRole('link', { name: 'Desserts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Desserts' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(/£\d+\.\d{2}/);

  await context.setOffline(false);
  // Gone with the 'online' event, or at the latest with the next answer from the network.
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toHaveCount(0, { timeout: 15_000 });
});

// The rest of the update flow (a waiting worker → the 'A new version is available' notice → Reload
// → the tab reloads once on the new worker) is e2e/update.spec.ts, with the dev-release cookie seam
// (server/static/dev-release.ts) standing in for a second build.
test('a release deployed while the app is open is noticed at start-up, from the network', async ({ page, context }) => {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });

  // The deploy: the server now reports another release than the one this page was built from.
  let checks = 0;
  await context.route('**/RELEASE_HASH.txt', async (route) => {
    checks += 1;
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'e2e-next-release\n' });
  });
  const noticed = page.waitForEvent('console', {
    predicate: (message) => message.text().includes('A new release is deployed'),
    timeout: 20_000,
  });
  await page.reload();
  await noticed;

  // The worker leaves the file alone and the page asks with no-store: the answer came from the server.
  expect(checks).toBeGreaterThan(0);
});
