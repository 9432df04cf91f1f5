import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { basketRegion, FIXED_TEST_TIME, openBasket, summaryValue, usesSidebar } from './support/basket';
import { CA_TORONTO, openMenu, UK_CAMDEN } from './support/localise';
import { expectNoSeriousViolations as expectNoSeriousAxe } from './support/axe';

// 10-G12 taxes, 10-G14 / C43 free-delivery banner, 10-G17 surcharge lines (walkthrough defects 6,
// 10, 12): Canada adds HST at payment and the Pay button, the server and the order summary agree;
// the UK shows the VAT its prices include as an amount; the banner's promise holds.

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
});

/** A product from the menu page through its modal (any size given as a radio name). */
async function add(page: Page, product: string, size?: RegExp): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^(Add|Choose) ${product}$`) }).click();
  const dialog = page.getByRole('dialog', { name: product });
  await expect(dialog).toBeVisible();
  if (size) await dialog.getByRole('radio', { name: size }).check();
  await dialog.getByRole('button', { name: /^Add to (basket|cart)/ }).click();
  await expect(dialog).toBeHidden();
}

/** Money as shown ('$30.49', '£3.41', '75p') to a number. */
function amountOf(text: string): number {
  const pence = /^(\d+)p$/.exec(text.trim());
  if (pence) return Number(pence[1]) / 100;
  return Number(text.replace(/[^\d.]/g, ''));
}

async function openCart(page: Page, testInfo: TestInfo) {
  if (!usesSidebar(testInfo)) {
    await page.getByRole('banner').getByRole('link', { name: /^(Basket|Cart), / }).click();
    await expect(page).toHaveURL((url) => url.hash === '#basket');
  }
  const basket = basketRegion(page).or(page.getByRole('region', { name: 'Your cart' }));
  await expect(basket).toBeVisible();
  return basket;
}

test('Canada (Toronto): HST is added, and the Pay button, the server and the order summary charge it', async ({ page }, testInfo) => {
  await openMenu(page, CA_TORONTO, 'pizzas');
  await add(page, 'Margherita', /^Large/);
  const basket = await openCart(page, testInfo);
  const hst = basket.getByRole('term').filter({ hasText: /^HST \(13%\)$/ });
  await expect(hst).toBeVisible();
  await expect(basket.getByText('Taxes: added')).toBeVisible();

  // Everything above the tax, then the tax on it, then the total that carries it.
  const values = await basket.locator('.basket-summary > .money-row:not(.money-row--tax):not(.money-row--total):not(.money-row--saving):not(.basket-summary__tax):not(.basket-summary__note) dd').allTextContents();
  const pretax = values.map(amountOf).reduce((sum, value) => sum + value, 0);
  const tax = amountOf((await summaryValue(basket, 'HST \\(13%\\)').textContent()) ?? '');
  expect(tax).toBeCloseTo(Math.round(pretax * 13) / 100, 2);
  const total = amountOf((await summaryValue(basket, 'Total').textContent()) ?? '');
  expect(total).toBeCloseTo(pretax + tax, 2);
  await expectNoSeriousAxe(page, 'CA basket');

  await basket.getByRole('button', { name: /^Checkout, / }).click();
  await expect(page).toHaveURL(/\/order\/checkout\/?$/);
  const summary = page.locator('.checkout-summary');
  await expect(summary.getByText('HST (13%)')).toBeVisible();
  await page.getByLabel('First name', { exact: true }).fill('Jordan');
  await page.getByLabel('Last name', { exact: true }).fill('Lee');
  await page.getByLabel('Email', { exact: true }).fill('jordan.lee@example.ca');
  await page.getByLabel('Phone number', { exact: true }).fill('416 555 0199');
  await page.getByLabel('Street address', { exact: true }).fill('214 Queen Street West');
  await page.getByLabel('Postal code', { exact: true }).fill('M5V 2A5');
  const card = page.getByRole('radio', { name: /^Card/ });
  await card.check({ force: true });
  const pay = page.getByRole('button', { name: /^Pay / });
  await expect(pay).toBeVisible();
  expect(amountOf(((await pay.textContent()) ?? '').replace(/^Pay\s*/, ''))).toBeCloseTo(total, 2);
  await expectNoSeriousAxe(page, 'CA checkout');

  await page.getByRole('radio', { name: /^Cash/ }).check({ force: true });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/ordersummary\/\?transactionId=/, { timeout: 20_000 });
  const money = page.locator('.order-money');
  await expect(money.getByText('HST (13%)')).toBeVisible();
  const summaryTotal = money.locator('.order-money__row--total dd');
  expect(amountOf((await summaryTotal.textContent()) ?? '')).toBeCloseTo(total, 2);
  await expectNoSeriousAxe(page, 'CA order summary');
});

test('UK (Camden): VAT is included and shown as an amount; the supplement banner keeps its promise', async ({ page }, testInfo) => {
  await openMenu(page, UK_CAMDEN, 'pizzas');
  await add(page, 'Margherita', /^Large/);
  const basket = await openBasket(page, testInfo);
  // £16.99 + £1.50 supplement + £1.99 delivery = £20.48 including £3.41 VAT (a sixth).
  await expect(summaryValue(basket, 'Total')).toHaveText('£20.48');
  await expect(basket.locator('.basket-summary__tax summary')).toHaveText('Includes VAT');
  await expect(basket.locator('.basket-summary__tax dd')).toHaveText('£3.41');
  // C43: the £1.99 delivery charge stays at any value, so the banner names the supplement.
  const banner = page.getByText('Spend £3.01 more and your delivery supplement drops from £1.50 to 75p.');
  await expect(banner).toBeVisible();
  await expectNoSeriousAxe(page, 'UK basket');

  await page.goto('/order/sides/');
  await add(page, 'Garlic Bread');
  const after = await openBasket(page, testInfo);
  await expect(summaryValue(after, 'Delivery supplement')).toHaveText('75p');
  await expect(summaryValue(after, 'Delivery charge')).toHaveText('£1.99');
  await expect(page.getByText('Spend £8.52 more and skip the 75p delivery supplement.')).toBeVisible();
});
