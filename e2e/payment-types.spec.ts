import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { FIXED_TEST_TIME, usesSidebar } from './support/basket';
import { expectToast, pauseClock } from './support/clock';
import { IN_DELHI, openMenu } from './support/localise';

// Issue 16 (13-G5, 13-G6, 13-G18): pay-later at the door in the UK (1105 Bristol takes it, with a
// 99p credit surcharge), and an Indian UPI payment that fails and is cancelled on the Razorpay
// sandbox page, each worded for its method, leaving the basket and the form as they were; and (13-G7)
// a French card on Eigen's framed page, placed with Eigen's signed return (mac2).

const UK_BRISTOL = { market: 'UK', name: 'Bristol - Cabot Circus', sector: 'uk-1', id: '1105', postcode: 'BS1 3BX' } as const;
// 13-G7 (pick): Lyon takes cards on Eigen's framed page (seed README).
const FR_LYON = {
  market: 'FR',
  name: 'Lyon - Part-Dieu',
  sector: 'fr-1',
  id: '2103',
  address: { postcode: '69003', street: 'Rue de Bonnel', number: '17' },
} as const;

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
});

/** A large Margherita from the pizzas page, as e2e/checkout.spec.ts adds it. */
async function addMargherita(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Add|Choose) Margherita$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Margherita' });
  await expect(dialog).toBeVisible();
  // Grande in France.
  await dialog.getByRole('radio', { name: /^(Large|Grande)/ }).check();
  await dialog.getByRole('button', { name: /^Add to basket/ }).click();
  await expect(dialog).toBeHidden();
}

async function goToCheckout(page: Page, testInfo: TestInfo): Promise<void> {
  if (!usesSidebar(testInfo)) {
    await page.getByRole('banner').getByRole('link', { name: /^(Basket|Cart), / }).click();
  }
  const checkout = page.getByRole('button', { name: /^Checkout, / });
  await expect(checkout).toBeEnabled();
  await checkout.click();
  await expect(page).toHaveURL(/\/order\/checkout\/?$/);
}

async function choosePayment(page: Page, name: RegExp): Promise<void> {
  const radio = page.getByRole('radio', { name });
  await radio.check({ force: true });
  await expect(radio).toBeChecked();
}

test.describe('payment types', () => {
  test('UK pay later by credit card: the 99p surcharge joins the total, and the order is placed for payment at the door', async ({ page }, testInfo) => {
    await openMenu(page, UK_BRISTOL, 'pizzas');
    await addMargherita(page);
    await goToCheckout(page, testInfo);
    await page.getByLabel('Full name', { exact: true }).fill('Ann Walker');
    await page.getByLabel('Email', { exact: true }).fill('ann.walker@example.com');
    await page.getByLabel('Phone number', { exact: true }).fill('07911 123456');
    await page.getByLabel('Address line 1', { exact: true }).fill('17 Penn Street');

    await choosePayment(page, /^Pay later by debit card/);
    const pay = page.getByRole('button', { name: /^Pay £/ });
    const debitLabel = (await pay.textContent()) ?? '';
    const debit = Number(/£(\d+\.\d\d)/.exec(debitLabel)?.[1]);
    await choosePayment(page, /^Pay later by credit card/);
    await expect(page.getByText('Adds 99p · orders up to £100.00')).toBeVisible();
    await expect(pay).toHaveText(new RegExp(`£${(debit + 0.99).toFixed(2)}`));
    await pay.click();

    await expect(page).toHaveURL(/\/order\/ordersummary\/\?transactionId=/, { timeout: 20_000 });
    await expect(page.getByText('Pay later by credit card')).toBeVisible();
  });

  test('France: a card on Eigen\u2019s framed page at Lyon; the order is placed with Eigen\u2019s signed return', async ({ page }, testInfo) => {
    await openMenu(page, FR_LYON, 'pizzas', { language: 'en-GB' });
    // Two Grandes: over Lyon's 15 € delivery minimum whatever the DealBot finds.
    await addMargherita(page);
    await addMargherita(page);
    await goToCheckout(page, testInfo);
    await page.getByLabel('First name', { exact: true }).fill('Camille');
    await page.getByLabel('Last name', { exact: true }).fill('Martin');
    await page.getByLabel('Email', { exact: true }).fill('camille.martin@example.fr');
    await page.getByLabel('Phone number', { exact: true }).fill('06 12 34 56 78');
    await choosePayment(page, /^Card/);
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/order\/card-details\/\?/);
    const frame = page.frameLocator('iframe[title="Secure card payment"]');
    await expect(frame.getByRole('heading', { name: 'Eigen: pay by card' })).toBeVisible();
    await frame.getByLabel('Card number').fill('4242424242424242');
    await frame.getByLabel('Expiry (MM/YY)').fill('12/30');
    await frame.getByLabel('Security code').fill('123');
    await frame.getByLabel('Name on card').fill('Camille Martin');
    await frame.getByRole('button', { name: /^Pay / }).click();

    // The return carries mac2 and orderid; the server places only with a mac2 made for this order's amount.
    await expect(page).toHaveURL(/\/order\/ordersummary\/\?transactionId=/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Thanks, Camille Martin!' })).toBeVisible();
    await expect(page.getByText(/^FR-2103-/)).toBeVisible();
  });

  test('India: a UPI failure is worded as UPI, a cancel says nothing was charged, and the form is kept', async ({ page }, testInfo) => {
    await openMenu(page, IN_DELHI, 'pizzas');
    await addMargherita(page);
    await goToCheckout(page, testInfo);
    await page.getByLabel('Full name', { exact: true }).fill('Asha Rao');
    await page.getByLabel('Email', { exact: true }).fill('asha.rao@example.in');
    await page.getByLabel('Mobile number', { exact: true }).fill('98765 43210');
    await page.getByLabel('Flat, floor, building', { exact: true }).fill('Flat 4, 2nd floor');
    await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
    await choosePayment(page, /^Online payment/);
    await page.getByRole('button', { name: /^Pay ₹/ }).click();

    await expect(page).toHaveURL(/\/sandbox\/razorpay\/checkout/);
    await page.getByRole('radio', { name: 'UPI' }).check();
    await page.getByRole('button', { name: 'Payment failed' }).click();
    const modal = page.getByRole('dialog', { name: 'Your UPI payment failed' });
    await expect(modal).toBeVisible();
    await expect(modal).not.toContainText('card');
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/order\/checkout\/?$/);
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Asha Rao');

    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page).toHaveURL(/\/sandbox\/razorpay\/checkout/);
    await page.getByRole('radio', { name: 'UPI' }).check();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/order\/checkout\/?$/);
    await pauseClock(page);
    await expectToast(page, 'You cancelled the UPI payment. Nothing was charged and your order is as you left it.');
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Asha Rao');
    await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();
  });
});
