import { expect, test, type Locator } from '@playwright/test';
import {
  addFromMenu,
  basketLines,
  checkoutAgreesWithServer,
  checkoutButton,
  chooseSize,
  expectAmountDue,
  FIXED_TEST_TIME,
  goToCategory,
  openBasket,
  reloadWithBasket,
  summaryValue,
} from './support/basket';
import { openMenu, UK_CAMDEN } from './support/localise';
import { waitForOfflineReady } from './support/offline';
import { waitForSavedBasket } from './support/storage';

// Issue 7, "Offline and flaky behaviour": a customer fills a basket at London - Camden, the network
// drops, and the app reopens from the service worker's caches. The saved basket comes back priced
// by the worker from the cached menus, the DealBot still optimises, a drink goes in through its
// product modal; checkout waits for the connection and says so, and works the moment it returns.
//
// Seed prices as in basket.spec.ts: Margherita large £16.99, Garlic Bread £4.49, Cola (500ml)
// £2.29; Buy One Get One Free charges two pizzas at the dearer one's price. Camden's delivery: a
// £1.99 charge on every order, a £0.75 supplement on goods from £20 to under £30, none from £30.

const OFFLINE_LINE = "You're offline. Your basket is saved — you can pay as soon as you're back online.";

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
});

function line(basket: Locator, title: string): Locator {
  return basketLines(basket).filter({ has: basket.page().getByText(title, { exact: true }) });
}

async function expectWaitsForNetwork(basket: Locator): Promise<void> {
  await expect(checkoutButton(basket)).toBeDisabled();
  await expect(basket.getByText(OFFLINE_LINE)).toBeVisible();
}

test('offline the saved basket is repriced, optimised and edited; checkout waits for the network', async ({ page, context }, testInfo) => {

  await openMenu(page, UK_CAMDEN, 'pizzas');
  for (let i = 0; i < 2; i += 1) await addFromMenu(page, 'Margherita', 16.99, (dialog) => chooseSize(dialog, 'Large'));
  await goToCategory(page, 'Sides');
  await addFromMenu(page, 'Garlic Bread', 4.49);
  await waitForSavedBasket(page, { items: 3 });
  await waitForOfflineReady(page, ['pizzas', 'sides', 'drinks', 'deals']);
  await openBasket(page, testInfo);

  await context.setOffline(true);
  const basket = await reloadWithBasket(page, testInfo);

  // The saved basket, priced by the worker from the cached menus: 2 × 16.99 + 4.49 = 38.47, + 1.99.
  // The two identical pizzas are one line ×2 (issue 13 item 5).
  await expect(basketLines(basket)).toHaveCount(2);
  await expect(line(basket, 'Margherita')).toContainText('£33.98');
  await expect(basket.getByRole('group', { name: 'Quantity of Margherita' }).locator('output')).toHaveText('2');
  await expect(line(basket, 'Garlic Bread')).toContainText('£4.49');
  await expect(summaryValue(basket, 'Subtotal')).toHaveText('£38.47');
  await expect(summaryValue(basket, 'Total')).toHaveText('£40.46');
  await expectAmountDue(basket, 3, 40.46);
  await expectWaitsForNetwork(basket);

  // The DealBot optimises in the worker: the two pizzas as Buy One Get One Free at £16.99;
  // 16.99 + 4.49 = 21.48, + 0.75 supplement + 1.99 = 24.22.
  const dealbot = basket.getByRole('switch', { name: 'DealBot' });
  await dealbot.click();
  await expect(dealbot).toBeChecked();
  await expect(basket.getByText('DealBot saved you £16.99')).toBeVisible();
  await expect(basketLines(basket)).toHaveCount(2);
  await expect(line(basket, 'Buy One Get One Free')).toContainText('£16.99');
  await expect(summaryValue(basket, 'Total')).toHaveText('£24.22');
  await expectAmountDue(basket, 2, 24.22);
  await expectWaitsForNetwork(basket);

  // A drink from the (cached) drinks page, through its product modal: 23.77 + 0.75 + 1.99 = 26.51.
  await basket.getByRole('button', { name: 'Close basket' }).click();
  await goToCategory(page, 'Drinks');
  await addFromMenu(page, 'Cola (500ml)', 2.29);
  const withDrink = await openBasket(page, testInfo);
  await expect(basketLines(withDrink)).toHaveCount(3);
  await expect(line(withDrink, 'Cola (500ml)')).toContainText('£2.29');
  await expect(summaryValue(withDrink, 'Subtotal')).toHaveText('£23.77');
  await expect(summaryValue(withDrink, 'Total')).toHaveText('£26.51');
  await expectAmountDue(withDrink, 3, 26.51);
  await expectWaitsForNetwork(withDrink);

  // The network is back: checkout is active at once and the server agrees with the page.
  await context.setOffline(false);
  await expect(checkoutButton(withDrink)).toBeEnabled();
  await expect(withDrink.getByText(OFFLINE_LINE)).toHaveCount(0);
  await checkoutAgreesWithServer(page, withDrink);
});
