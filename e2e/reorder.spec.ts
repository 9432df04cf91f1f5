import { expect, test, type Locator, type Page } from '@playwright/test';
import { addFromMenu, basketLines, basketRegion, chooseSize, FIXED_TEST_TIME, goToCategory, summaryValue } from './support/basket';
import { openMenu, UK_CAMDEN } from './support/localise';
import { waitForOfflineReady } from './support/offline';
import { storedSlice, waitForSavedBasket } from './support/storage';
import { expectNoSeriousViolations as noSeriousViolations } from './support/axe';

// Issue 13 "Done when" (10-G4): after a placed order, 'Order again' on the order summary puts the
// same lines back in the basket, priced from the hut's menu; with the network off, the home page's
// track banner offers 'Order again' and the basket is rebuilt from the device (the last order in
// Dexie, the menus in the service worker's cache).

const HOME_HEADING = 'Order pizza for delivery or collection';

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
});

function line(basket: Locator, name: string): Locator {
  return basketLines(basket).filter({ hasText: name });
}

/** The rebuilt basket: the placed order's two lines, each once, at the given prices. */
async function expectRebuilt(page: Page, breadPrice: string, subtotal: string): Promise<Locator> {
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/order/') && url.hash === '#basket');
  const basket = basketRegion(page);
  await expect(basketLines(basket)).toHaveCount(2);
  await expect(line(basket, 'Margherita')).toContainText('Large');
  await expect(line(basket, 'Margherita')).toContainText('£16.99');
  await expect(line(basket, 'Garlic Bread')).toContainText(breadPrice);
  await expect(summaryValue(basket, 'Subtotal')).toHaveText(subtotal);
  return basket;
}

test('Order again rebuilds the basket from the order summary online, and from home offline', async ({ page, context }) => {
  await openMenu(page, UK_CAMDEN, 'pizzas');
  await addFromMenu(page, 'Margherita', 16.99, (dialog) => chooseSize(dialog, 'Large'));
  await goToCategory(page, 'Sides');
  await addFromMenu(page, 'Garlic Bread', 4.49);
  await waitForSavedBasket(page, { items: 2 });

  // Cash at Camden: no provider page.
  await page.getByRole('banner').getByRole('link', { name: /^Basket, / }).click();
  await basketRegion(page).getByRole('button', { name: /^Checkout, / }).click();
  await expect(page).toHaveURL(/\/order\/checkout\/?$/);
  await page.getByLabel('Full name', { exact: true }).fill('Ann Walker');
  await page.getByLabel('Email', { exact: true }).fill('ann.walker@example.com');
  await page.getByLabel('Phone number', { exact: true }).fill('07911 123456');
  await page.getByLabel('Address line 1', { exact: true }).fill('186 Camden High Street');
  await page.getByRole('radio', { name: /^Cash/ }).check({ force: true });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/ordersummary\/\?transactionId=/, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('Garlic Bread');
  // The placed basket is kept with the last order; the basket itself is empty again.
  await expect.poll(async () => Object.keys(((await storedSlice(page, 'basket')) as { items?: object } | null)?.items ?? {}).length).toBe(0);
  await noSeriousViolations(page, 'order summary');

  // The same lines, priced from the hut's menu (not copied from the order).
  await page.getByRole('button', { name: 'Order again' }).click();
  await expectRebuilt(page, '£4.49', '£21.48');

  // Empty the basket, so the offline rebuild is seen from nothing.
  const basket = basketRegion(page);
  await basket.getByRole('button', { name: 'Remove Garlic Bread' }).click();
  await basket.getByRole('button', { name: /^Remove Margherita/ }).click();
  await expect(basketLines(basket)).toHaveCount(0);
  await waitForSavedBasket(page, { items: 0, deals: 0 });
  await waitForOfflineReady(page, ['pizzas', 'sides']);

  // Offline, home: the session's one automatic redirect is spent (the customer localised by hand),
  // so '/' stays home; should it redirect, the logo goes home as a customer would tap it.
  await context.setOffline(true);
  await page.goto('/');
  if (new URL(page.url()).pathname !== '/') {
    await page.getByRole('link', { name: 'Pizza Hut home' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  const banner = page.getByRole('complementary').filter({ has: page.getByRole('button', { name: 'Order again' }) });
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await noSeriousViolations(page, 'home');
  await banner.getByRole('button', { name: 'Order again' }).click();
  // Rebuilt offline at the prices of the cached menu.
  const rebuilt = await expectRebuilt(page, '£4.49', '£21.48');
  await expect(rebuilt.getByText("You're offline. Your basket is saved — you can pay as soon as you're back online.")).toBeVisible();
  await expect(rebuilt.getByRole('button', { name: /^Checkout, / })).toBeDisabled();
  await context.setOffline(false);
});
