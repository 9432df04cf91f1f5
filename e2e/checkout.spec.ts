import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { addFromMenu, FIXED_TEST_TIME, goToCategory, usesSidebar } from './support/basket';
import { CA_TORONTO, FR_BASTILLE, IN_DELHI, openMenu, UK_CAMDEN, type SeededHut } from './support/localise';
import { storedSlice } from './support/storage';

// A new customer in each market orders a pizza: basket → checkout → the payment sandbox's page (the
// card numbers are typed there, never into the app) → order summary → the tracker reaches the end.
// The e2e server's sandbox kitchen runs 100 times faster (playwright.config.ts): an order placed
// is delivered 15 s later. Test cards and seed data: server/services/payment-sandbox/cards.ts,
// server/db/seed/credits/README.md.

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
});

/** Adds a Margherita from the pizzas page, in the size given, whatever the market's currency. */
async function addMargherita(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Add|Choose) Margherita$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Margherita' });
  await expect(dialog).toBeVisible();
  // Size names come with the market's menu content (Grande in France).
  await dialog.getByRole('radio', { name: /^(Large|Grande)/ }).check();
  // 'Add to cart' in Canada.
  await dialog.getByRole('button', { name: /^Add to (basket|cart)/ }).click();
  await expect(dialog).toBeHidden();
}

/** From the menu through the basket's checkout button to the checkout page ('Cart' in Canada). */
async function goToCheckout(page: Page, testInfo: TestInfo): Promise<void> {
  if (!usesSidebar(testInfo)) {
    await page.getByRole('banner').getByRole('link', { name: /^(Basket|Cart), / }).click();
    await expect(page).toHaveURL((url) => url.hash === '#basket');
  }
  const checkout = page.getByRole('button', { name: /^Checkout, / });
  await expect(checkout).toBeEnabled();
  await checkout.click();
  await expect(page).toHaveURL(/\/order\/checkout\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

async function fill(page: Page, label: string | RegExp, value: string): Promise<void> {
  await page.getByLabel(label, { exact: typeof label === 'string' }).fill(value);
}

/** The order summary of the order just placed, and its tracker running to the last step. */
async function expectTrackedToTheEnd(page: Page, name: string, lastStep: 'Delivered' | 'Collected'): Promise<void> {
  await expect(page).toHaveURL(/\/order\/ordersummary\/\?transactionId=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: `Thanks, ${name}!` })).toBeVisible();
  await expect(page.getByText('Your order is confirmed')).toBeVisible();
  const tracker = page.getByRole('region', { name: 'Order progress' });
  await expect(tracker).toBeVisible();
  // The kitchen confirms, cooks and sends the order; the step in progress carries aria-current.
  await expect(tracker.locator('[aria-current="step"]')).toContainText(lastStep, { timeout: 30_000 });
  const lastOrder = (await storedSlice(page, 'lastOrder')) as { transactionId: string; customerOrderReference: string } | null;
  expect(lastOrder?.transactionId).toBeTruthy();
  await expect(page.getByText(lastOrder?.customerOrderReference ?? '-', { exact: true })).toBeVisible();
}

/** The sandbox's hosted card page (its own page, or framed by the card-details page). */
async function payOnCardPage(scope: Page | ReturnType<Page['frameLocator']>, card: string): Promise<void> {
  await scope.getByLabel('Card number').fill(card);
  await scope.getByLabel('Expiry (MM/YY)').fill('12/30');
  await scope.getByLabel('Security code').fill('123');
  await scope.getByLabel('Name on card').fill('A Customer');
  await scope.getByRole('button', { name: /^Pay / }).click();
}

/** Payment choices are cards whose radio is visually hidden: a customer taps the card. */
async function choosePayment(page: Page, name: RegExp): Promise<void> {
  const radio = page.getByRole('radio', { name });
  await radio.check({ force: true });
  await expect(radio).toBeChecked();
}

async function ukDetails(page: Page): Promise<void> {
  await fill(page, 'Full name', 'Ann Walker');
  await fill(page, 'Email', 'ann.walker@example.com');
  await fill(page, 'Phone number', '07911 123456');
  await fill(page, 'Address line 1', '186 Camden High Street');
}

async function startUkOrder(page: Page, testInfo: TestInfo, hut: SeededHut = UK_CAMDEN): Promise<void> {
  await openMenu(page, hut, 'pizzas');
  await addMargherita(page);
  await goToCheckout(page, testInfo);
  await ukDetails(page);
}

test.describe('checkout and tracking', () => {
  test('UK: a card payment on the 3-D-secure provider page, then the tracker runs to delivered', { tag: '@tablet' }, async ({ page }, testInfo) => {
    await startUkOrder(page, testInfo);
    await choosePayment(page, /^Card/);
    await page.getByRole('button', { name: /^Pay £/ }).click();

    // The provider's page, outside the app: the card number is typed only here.
    await expect(page).toHaveURL(/\/sandbox\/card\//);
    await payOnCardPage(page, '4242 4242 4242 4242');
    await expectTrackedToTheEnd(page, 'Ann Walker', 'Delivered');
    // The basket was emptied by the placed order.
    expect(((await storedSlice(page, 'basket')) as { items: object }).items).toEqual({});
  });

  test('UK: a declined card explains itself and leaves the basket as it was', async ({ page }, testInfo) => {
    await startUkOrder(page, testInfo);
    await choosePayment(page, /^Card/);
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await expect(page).toHaveURL(/\/sandbox\/card\//);
    await payOnCardPage(page, '4000 0000 0000 0002');

    const modal = page.getByRole('dialog', { name: 'There was a problem with your card' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Transaction ID');
    await expect(modal).toContainText('020 7946 0101');
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/order\/checkout\/?$/);
    // Nothing typed is lost and the basket still holds the pizza.
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Ann Walker');
    await expect(page.getByText('1 item', { exact: true })).toBeVisible();
    expect(Object.keys(((await storedSlice(page, 'basket')) as { items: object }).items)).toHaveLength(1);
  });

  test("UK: a price changed on the server between basket and payment shows 'Prices have changed!'", async ({ page, request }, testInfo) => {
    await openMenu(page, UK_CAMDEN, 'pizzas');
    await addMargherita(page);
    await goToCategory(page, 'Desserts');
    await addFromMenu(page, 'Cinnamon Bites', 4.49);
    await goToCheckout(page, testInfo);
    await ukDetails(page);
    await choosePayment(page, /^Cash/);

    const change = await request.post('/dev/catalogue/price', { data: { sector: 'uk-1', productId: 'cinnamon-bites', price: 5.29 } });
    expect(change.ok()).toBe(true);
    try {
      await page.getByRole('button', { name: 'Place order' }).click();
      const modal = page.getByRole('dialog', { name: 'Prices have changed!' });
      await expect(modal).toBeVisible();
      await modal.getByRole('button', { name: 'Review my basket' }).click();
      // The catalogue was refreshed: the basket now charges the new price.
      await expect(page.getByText('1 item', { exact: true }).or(page.getByText('2 items', { exact: true }))).toBeVisible();
      await expect.poll(async () => JSON.stringify(await storedSlice(page, 'basket'))).toContain('5.29');
    } finally {
      await request.post('/dev/catalogue/price', { data: { sector: 'uk-1', productId: 'cinnamon-bites', price: 4.49 } });
    }
  });

  test('France: a card payment in the HiPay-style frame, then the tracker runs to delivered', async ({ page }, testInfo) => {
    await openMenu(page, FR_BASTILLE, 'pizzas', { language: 'en-GB' });
    // Over Bastille's 15 € delivery minimum whatever the DealBot finds: it puts a Grande into 'all
    // large pizzas at 11.90 €' (and two or three into a free-pizza deal), so a pizza and two colas.
    await addMargherita(page);
    await goToCategory(page, 'Drinks');
    for (let drink = 0; drink < 2; drink++) {
      await page.getByRole('button', { name: /^(Add|Choose) / }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: /^Add to basket/ }).click();
      await expect(dialog).toBeHidden();
    }
    await goToCheckout(page, testInfo);
    await fill(page, 'First name', 'Camille');
    await fill(page, 'Last name', 'Martin');
    await fill(page, 'Email', 'camille.martin@example.fr');
    await fill(page, 'Phone number', '06 12 34 56 78');
    await choosePayment(page, /^Card/);
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/order\/card-details\/\?/);
    await payOnCardPage(page.frameLocator('iframe[title="Secure card payment"]'), '4242424242424242');
    await expectTrackedToTheEnd(page, 'Camille Martin', 'Delivered');
  });

  test('India: Razorpay-style redirect with a signed callback, then the tracker runs to delivered', async ({ page }, testInfo) => {
    await openMenu(page, IN_DELHI, 'pizzas');
    await addMargherita(page);
    await goToCheckout(page, testInfo);
    await fill(page, 'Full name', 'Asha Rao');
    await fill(page, 'Email', 'asha.rao@example.in');
    await fill(page, 'Mobile number', '98765 43210');
    await fill(page, 'Flat, floor, building', 'Flat 4, 2nd floor');
    await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
    await choosePayment(page, /^Online payment/);
    await page.getByRole('button', { name: /^Pay ₹/ }).click();

    await expect(page).toHaveURL(/\/sandbox\/razorpay\/checkout/);
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expectTrackedToTheEnd(page, 'Asha Rao', 'Delivered');
  });

  test('Canada: cash is placed at once, then the tracker runs to delivered', async ({ page }, testInfo) => {
    await openMenu(page, CA_TORONTO, 'pizzas');
    await addMargherita(page);
    await goToCheckout(page, testInfo);
    await fill(page, 'First name', 'Jordan');
    await fill(page, 'Last name', 'Lee');
    await fill(page, 'Email', 'jordan.lee@example.ca');
    await fill(page, 'Phone number', '416 555 0199');
    await fill(page, 'Street address', '214 Queen Street West');
    await fill(page, 'Postal code', 'M5V 2A5');
    await choosePayment(page, /^Cash/);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expectTrackedToTheEnd(page, 'Jordan Lee', 'Delivered');
  });
});

