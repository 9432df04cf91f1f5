import { expect, test, type Page } from '@playwright/test';
import { basketRegion, FIXED_TEST_TIME, goToCategory } from './support/basket';
import { CA_TORONTO, FR_BASTILLE, IN_DELHI, openMenu, type SeededHut } from './support/localise';
import { expectNoSeriousViolations as noSeriousViolations } from './support/axe';

// Issue 13 "Done when", per market (10-G16, 10-G23, 10-G12): in France, India and Canada (the UK is
// e2e/lines.spec.ts) a basket with a half-and-half pizza (an extra topping on the first half) and two
// identical sides (the second through the stepper) shows the halves, the topping and the quantity on
// the basket, the checkout summary and the placed order's summary; the amount the page shows equals
// the server's summary to the cent, tax included (Canada's HST). No picture fails to load and the
// console stays clean on the way. Cash: every seeded hut here takes it, no provider page.
// France runs with the English interface (?lang=en-GB), as a visitor may choose: the menu content
// (product and topping names) stays the market's own, French.

interface Journey {
  hut: SeededHut;
  language?: string;
  secondHalf: string;
  topping: string;
  side: string;
  details: [label: string, value: string][];
  /** 'Add to cart' in Canada. */
  addWord: 'basket' | 'cart';
  terms?: boolean;
  /** The tax row added on top (Ontario's HST); none where prices include it. */
  addedTax?: string;
}

const JOURNEYS: Record<'France' | 'India' | 'Canada', Journey> = {
  France: {
    hut: FR_BASTILLE,
    language: 'en-GB',
    secondHalf: 'Hawaïenne',
    topping: 'Champignons',
    side: "Pain à l'ail",
    addWord: 'basket',
    details: [
      ['First name', 'Camille'],
      ['Last name', 'Martin'],
      ['Email', 'camille.martin@example.fr'],
      ['Phone number', '06 12 34 56 78'],
    ],
  },
  India: {
    hut: IN_DELHI,
    secondHalf: 'Farmhouse',
    topping: 'Mushroom',
    side: 'Garlic Breadsticks',
    addWord: 'basket',
    terms: true,
    details: [
      ['Full name', 'Asha Rao'],
      ['Email', 'asha.rao@example.in'],
      ['Mobile number', '98765 43210'],
      ['Flat, floor, building', 'Flat 4, 2nd floor'],
    ],
  },
  Canada: {
    hut: CA_TORONTO,
    secondHalf: 'Hawaiian',
    topping: 'Mushrooms',
    side: 'Breadsticks',
    addWord: 'cart',
    addedTax: 'HST (13%)',
    details: [
      ['First name', 'Jordan'],
      ['Last name', 'Lee'],
      ['Email', 'jordan.lee@example.ca'],
      ['Phone number', '416 555 0199'],
      ['Street address', '214 Queen Street West'],
      ['Postal code', 'M5V 2A5'],
    ],
  },
};

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
});

/** An amount as any market writes it (£1,234.50, 1 234,50 €, ₹1,234, $21.80) as a number. */
function amountOf(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d.,]/g, '');
  if (!/\d/.test(digits)) throw new Error(`No amount in ${JSON.stringify(text)}`);
  const decimalComma = /,\d{1,2}$/.test(digits);
  return Number(decimalComma ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, ''));
}

/** Image responses that failed, image requests that never answered, console errors: all counted. */
function watchForBreakage(page: Page): string[] {
  const problems: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.status() >= 400) problems.push(`image ${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'image') problems.push(`image failed ${request.url()}: ${request.failure()?.errorText ?? ''}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

for (const [market, journey] of Object.entries(JOURNEYS)) {
  test(`${market}: halves, an extra topping and ×2 on the basket, the checkout and the order summary; the totals agree with the server, tax included`, async ({
    page,
  }) => {
    const problems = watchForBreakage(page);
    const halves = `Half Margherita (extra ${journey.topping}) + half ${journey.secondHalf}`;
    const addButton = new RegExp(`^Add to ${journey.addWord}`);
    await openMenu(page, journey.hut, 'pizzas', journey.language ? { language: journey.language } : {});

    await page.getByRole('button', { name: /^(Add|Choose) Margherita$/ }).click();
    const pizza = page.getByRole('dialog', { name: 'Margherita' });
    await pizza.getByRole('radio', { name: /^(Large|Grande)/ }).check();
    await pizza.getByRole('switch', { name: 'Half and half' }).check();
    await pizza.getByRole('combobox', { name: 'Second half' }).selectOption({ label: journey.secondHalf });
    await pizza.getByRole('group', { name: 'Toppings: Margherita half' }).getByRole('checkbox', { name: new RegExp(`^${journey.topping}`) }).check();
    await pizza.getByRole('button', { name: addButton }).click();
    await expect(pizza).toBeHidden();

    await goToCategory(page, 'Sides');
    await page
      .getByRole('button', { name: `Add ${journey.side}`, exact: true })
      .or(page.getByRole('button', { name: `Choose ${journey.side}`, exact: true }))
      .click();
    const side = page.getByRole('dialog', { name: journey.side, exact: true });
    await side.getByRole('button', { name: addButton }).click();
    await expect(side).toBeHidden();

    // The basket: the halves with the topping, the side once at ×2.
    await page.getByRole('banner').getByRole('link', { name: /^(Basket|Cart), / }).click();
    const basket = basketRegion(page).or(page.getByRole('region', { name: 'Your cart' }));
    const lines = basket.getByRole('list', { name: /^In your (basket|cart)$/ });
    await expect(lines.getByText(halves)).toBeVisible();
    await basket.getByRole('button', { name: `Increase quantity of ${journey.side}` }).click();
    await expect(basket.getByRole('group', { name: `Quantity of ${journey.side}` }).locator('output')).toHaveText('2');
    await expect(lines.locator(':scope > li').filter({ hasText: journey.side })).toHaveCount(1);
    const checkout = basket.getByRole('button', { name: /^Checkout, / });
    await expect(checkout).not.toHaveAttribute('aria-busy', 'true');
    await expect(checkout).toBeEnabled();
    await noSeriousViolations(page, 'basket');

    // The checkout summary lists the same.
    await checkout.click();
    await expect(page).toHaveURL(/\/order\/checkout\/?$/);
    const summary = page.locator('.checkout-summary');
    const summaryLines = summary.getByRole('list', { name: /^In your (basket|cart)$/ });
    await expect(summaryLines.getByText(halves)).toBeVisible();
    await expect(summaryLines.locator('li').filter({ hasText: journey.side })).toContainText('2 ×');
    for (const [label, value] of journey.details) await page.getByLabel(label, { exact: true }).fill(value);
    if (journey.terms) await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
    const cash = page.getByRole('radio', { name: /^Cash/ });
    await cash.check({ force: true });
    await expect(cash).toBeChecked();
    await expect(summary.locator('.checkout-summary__money')).not.toHaveAttribute('aria-busy', 'true');
    const checkoutDue = amountOf(await summary.locator('.money-row--total dd').last().textContent());
    await noSeriousViolations(page, 'checkout');

    // The placed order, as the server sums it and as the page shows it.
    const served = page.waitForResponse((response) => /\/v2\/orders\/orders\/[^/]+\/summary$/.test(new URL(response.url()).pathname) && response.status() === 200);
    await page.getByRole('button', { name: 'Place order' }).click();
    const answer = (await (await served).json()) as {
      lines: { quantity: number; items: { halves: unknown }[] }[];
      payment: { amount: number };
    };
    await expect(page).toHaveURL(/\/order\/ordersummary\/\?transactionId=/, { timeout: 20_000 });
    const bill = page.getByRole('region', { name: 'Your order' });
    await expect(bill.getByText(halves)).toBeVisible();
    await expect(bill.locator('li').filter({ hasText: journey.side })).toContainText('2 ×');
    expect(answer.lines.map((line) => line.quantity).sort()).toEqual([1, 2]);
    expect(answer.lines.some((line) => line.items[0]?.halves)).toBe(true);
    // To the cent, tax included: what checkout asked for, what the summary shows, what the server charged.
    const summaryTotal = amountOf(await bill.locator('.order-money__row--total dd').textContent());
    expect(summaryTotal).toBe(answer.payment.amount);
    expect(checkoutDue).toBe(answer.payment.amount);
    if (journey.addedTax) await expect(bill.getByText(journey.addedTax)).toBeVisible();
    await noSeriousViolations(page, 'order summary');

    expect(problems).toEqual([]);
  });
}
