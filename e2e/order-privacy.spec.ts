import { expect, test } from '@playwright/test';
import { FIXED_TEST_TIME, usesSidebar } from './support/basket';
import { CA_TORONTO, openMenu } from './support/localise';

// Order privacy (issue 12 item 10): the order summary's address holds only the transaction id. The
// device that placed the order shows its details (it keeps the order token); another device opening
// the same address sees the tracking state alone — no name, address or bill.

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
});

test('the summary address opened on another device shows the tracking, never the customer', async ({ page, browser }, testInfo) => {
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
  await expect(page.getByRole('heading', { name: 'Thanks, Sam Tremblay!' })).toBeVisible();
  await expect(page.getByText('214 Queen Street West', { exact: false })).toBeVisible();

  const other = await browser.newContext();
  try {
    const stranger = await other.newPage();
    await stranger.clock.install({ time: new Date(FIXED_TEST_TIME) });
    await stranger.goto(page.url());
    await expect(stranger.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible({ timeout: 20_000 });
    await expect(stranger.getByRole('region', { name: 'Order progress' }).locator('[aria-current="step"]')).toBeVisible();
    await expect(stranger.getByText("Your order's details are shown on the device it was placed from.")).toBeVisible();
    await expect(stranger.getByText(/Sam|Tremblay|Queen Street/)).toHaveCount(0);
  } finally {
    await other.close();
  }
});
