import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { FIXED_TEST_TIME, usesSidebar } from './support/basket';
import { openMenu, UK_CAMDEN } from './support/localise';
import { storedSlice } from './support/storage';

// Apple Pay at Camden (13-G13): the page validates the merchant before any order. Apple's gateway
// refusing the merchant aborts the session with APPLE_PAY_FAILURE — nothing ordered, the basket and
// the form intact — and the next try with the hut's own merchant goes through the wallet sheet.

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
});

async function toCheckout(page: Page, testInfo: TestInfo): Promise<void> {
  await openMenu(page, UK_CAMDEN, 'pizzas');
  await page.getByRole('button', { name: /^(Add|Choose) Margherita$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Margherita' });
  await dialog.getByRole('radio', { name: /^Large/ }).check();
  await dialog.getByRole('button', { name: /^Add to basket/ }).click();
  await expect(dialog).toBeHidden();
  if (!usesSidebar(testInfo)) await page.getByRole('banner').getByRole('link', { name: /^Basket, / }).click();
  await page.getByRole('button', { name: /^Checkout, / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

test('Apple Pay: a merchant the gateway refuses aborts with APPLE_PAY_FAILURE, then Apple Pay pays', async ({ page }, testInfo) => {
  await toCheckout(page, testInfo);
  await page.getByLabel('Full name', { exact: true }).fill('Ann Walker');
  await page.getByLabel('Address line 1', { exact: true }).fill('186 Camden High Street');
  // Apple Pay skips the page's email and phone checks (13-G20), but the sandbox's sheet comes after
  // preauthorise, whose contract needs them: the customer gives them here.
  await page.getByLabel('Email', { exact: true }).fill('ann.walker@example.com');
  await page.getByLabel('Phone number', { exact: true }).fill('07911 123456');
  const radio = page.getByRole('radio', { name: /^Apple Pay/ });
  await radio.check({ force: true });

  // The gateway does not know the merchant: the real server is asked for another merchant id.
  const validations: string[] = [];
  await page.route('**/v1/payment-providers/apple-pay/on-validate-merchant', async (route) => {
    const body = route.request().postDataJSON() as { merchantIdentifier: string };
    validations.push(body.merchantIdentifier);
    const refuse = validations.length === 1;
    await route.continue({ postData: JSON.stringify({ ...body, merchantIdentifier: refuse ? 'merchant.com.not.registered' : body.merchantIdentifier }) });
  });
  let preauthorisations = 0;
  page.on('request', (request) => {
    if (request.url().includes('/v1/orders/preauthorise')) preauthorisations += 1;
  });

  await page.getByRole('button', { name: /^Pay / }).click();
  const modal = page.getByRole('dialog', { name: "Apple Pay didn't work" });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('choose another way to pay');
  expect(preauthorisations).toBe(0);
  await modal.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(modal).toBeHidden();
  // Nothing is lost: the form, the choice and the basket stay.
  await expect(page).toHaveURL(/\/order\/checkout\/?$/);
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Ann Walker');
  await expect(radio).toBeChecked();
  expect(Object.keys(((await storedSlice(page, 'basket')) as { items: object }).items)).toHaveLength(1);

  // Again, with the hut's merchant: validated, then the wallet sheet pays.
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/sandbox\/wallet\//);
  expect(validations).toEqual(['merchant.com.pizzahut.uk', 'merchant.com.pizzahut.uk']);
  await expect(page.getByRole('heading', { name: 'Apple Pay' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page).toHaveURL(/\/order\/ordersummary\/\?transactionId=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Thanks, Ann Walker!' })).toBeVisible();
});

// Issue 16: Apple Pay gives the contact e-mail, so a customer who types none still pays: the order
// goes without one and takes the wallet sheet's (server test: tests/server/wallet-contact-email.test.ts).
test('Apple Pay with no e-mail typed: the wallet gives it, and the order is placed', async ({ page }, testInfo) => {
  await toCheckout(page, testInfo);
  await page.getByLabel('Full name', { exact: true }).fill('Ann Walker');
  await page.getByLabel('Address line 1', { exact: true }).fill('186 Camden High Street');
  await page.getByLabel('Phone number', { exact: true }).fill('07911 123456');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
  await page.getByRole('radio', { name: /^Apple Pay/ }).check({ force: true });
  const preauthorise = page.waitForRequest('**/v1/orders/preauthorise');
  await page.getByRole('button', { name: /^Pay / }).click();
  const sent = (await preauthorise).postDataJSON() as { customer: Record<string, unknown> };
  expect(sent.customer).not.toHaveProperty('email');
  await expect(page).toHaveURL(/\/sandbox\/wallet\//);
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page).toHaveURL(/\/order\/ordersummary\/\?transactionId=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Thanks, Ann Walker!' })).toBeVisible();
});
