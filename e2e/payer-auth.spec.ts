import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { FIXED_TEST_TIME, usesSidebar } from './support/basket';
import { openMenu, type SeededHut } from './support/localise';
import { storedSlice } from './support/storage';

// Issue 16 (13-G12): 'Click to pay' (Visa Checkout) at Bristol, the seeded hut that offers it. The
// payer is authenticated on the checkout page: device data in a hidden frame, then the issuer's
// step-up challenge in a modal. Left alone for 20 s (the page clock moves it) the step-up times out:
// the authorisation error, basket and form kept. Paid again and completed: the order is placed.

const UK_BRISTOL = { market: 'UK', name: 'Bristol - Cabot Circus', sector: 'uk-1', id: '1105', postcode: 'BS1 3BX' } as const satisfies SeededHut;

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
});

async function goToCheckout(page: Page, testInfo: TestInfo): Promise<void> {
  await page.getByRole('button', { name: /^(Add|Choose) Margherita$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Margherita' });
  await dialog.getByRole('radio', { name: /^Large/ }).check();
  await dialog.getByRole('button', { name: /^Add to basket/ }).click();
  await expect(dialog).toBeHidden();
  if (!usesSidebar(testInfo)) await page.getByRole('banner').getByRole('link', { name: /^Basket, / }).click();
  await page.getByRole('button', { name: /^Checkout, / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

async function payWithClickToPay(page: Page) {
  const radio = page.getByRole('radio', { name: /^Click to pay/ });
  await radio.check({ force: true });
  await page.getByRole('button', { name: /^Pay £/ }).click();
  const challenge = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(challenge).toBeVisible({ timeout: 15_000 });
  return challenge;
}

test('Click to pay: a step-up left to time out fails and keeps the order; completed, it places the order', async ({ page }, testInfo) => {
  await openMenu(page, UK_BRISTOL, 'pizzas');
  await goToCheckout(page, testInfo);
  await page.getByLabel('Full name', { exact: true }).fill('Ann Walker');
  await page.getByLabel('Email', { exact: true }).fill('ann.walker@example.com');
  await page.getByLabel('Phone number', { exact: true }).fill('07911 123456');
  await page.getByLabel('Address line 1', { exact: true }).fill('17 Penn Street');

  // 1. The step-up is shown and left alone: 20 s later it has timed out.
  const first = await payWithClickToPay(page);
  await expect(first.frameLocator('iframe').getByRole('button', { name: 'Complete authentication' })).toBeVisible();
  await page.clock.fastForward(20_000);
  const error = page.getByRole('dialog', { name: "Your bank couldn't confirm it's you" });
  await expect(error).toBeVisible();
  await expect(error).toContainText('Transaction ID');
  await expect(error).toContainText('0117 496 0105');
  await error.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/order\/checkout\/?$/);
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Ann Walker');
  expect(Object.keys(((await storedSlice(page, 'basket')) as { items: object }).items)).toHaveLength(1);

  // 2. Paid again, the step-up completed: the order is placed.
  const second = await payWithClickToPay(page);
  await second.frameLocator('iframe').getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(/\/order\/ordersummary\/\?transactionId=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Thanks, Ann Walker!' })).toBeVisible();
});
