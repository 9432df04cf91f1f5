import { expect, test } from '@playwright/test';
import { FIXED_TEST_TIME, usesSidebar } from './support/basket';
import { CA_TORONTO, openMenu } from './support/localise';
import { storedSlice } from './support/storage';

// The order summary and tracker of the last order open with the network off (issue 07): the page
// comes from the service worker's precache, the order from Dexie, marked 'Last updated at …'; back
// online the tracker goes on by itself.

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
});

test('the last order opens offline from the device, then tracking resumes online', async ({ page, context }, testInfo) => {
  await openMenu(page, CA_TORONTO, 'pizzas');
  await page.getByRole('button', { name: /^(Add|Choose) Margherita$/ }).click();
  const pizza = page.getByRole('dialog', { name: 'Margherita' });
  await pizza.getByRole('radio', { name: /^Large/ }).check();
  await pizza.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(pizza).toBeHidden();
  if (!usesSidebar(testInfo)) await page.getByRole('banner').getByRole('link', { name: /^Cart, / }).click();
  await page.getByRole('button', { name: /^Checkout, / }).click();

  await page.getByLabel('First name', { exact: true }).fill('Sam');
  await page.getByLabel('Last name', { exact: true }).fill('Tremblay');
  await page.getByLabel('Email', { exact: true }).fill('sam.tremblay@example.ca');
  await page.getByLabel('Phone number', { exact: true }).fill('416 555 0142');
  await page.getByLabel('Street address', { exact: true }).fill('214 Queen Street West');
  await page.getByLabel('Postal code', { exact: true }).fill('M5V 2A5');
  await page.getByRole('radio', { name: /^Cash/ }).check({ force: true });
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/order\/ordersummary\/\?transactionId=/, { timeout: 20_000 });
  const tracker = page.getByRole('region', { name: 'Order progress' });
  await expect(tracker.locator('[aria-current="step"]')).toBeVisible();
  // The summary and a state are on the device, and the worker controls the page.
  await expect.poll(async () => ((await storedSlice(page, 'lastOrder')) as { state: unknown } | null)?.state ?? null).not.toBeNull();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Thanks, Sam Tremblay!' })).toBeVisible();
  await expect(page.getByText(/^Last updated at /)).toBeVisible();
  await expect(tracker).toBeVisible();

  await context.setOffline(false);
  // Back online the next poll brings the live state; the kitchen finishes 15 s after placing.
  await expect(tracker.locator('[aria-current="step"]')).toContainText('Delivered', { timeout: 40_000 });
});
