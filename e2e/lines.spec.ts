import { expect, test, type Page } from '@playwright/test';
import { basketRegion, FIXED_TEST_TIME, goToCategory, usesSidebar } from './support/basket';
import { openMenu, UK_CAMDEN } from './support/localise';
import { expectNoSeriousViolations as noSeriousViolations } from './support/axe';

// Issue 13 items 5 and 6 (10-G16, 10-G22, 10-G23, C47): a UK basket with a customised half-and-half
// pizza (extra mushrooms on the Margherita half, the other half Hawaiian) and two identical garlic
// breads (×2 through the stepper) shows the halves, the topping and ×2 in the basket, the checkout
// summary and the placed order's summary; the page's total is the server's summary total; the
// development kitchen then fails the order and the tracker says 'Unsuccessful'.
// SHOTS=<dir> also saves screenshots of the three screens (never committed).

const HALVES = 'Half Margherita (extra Mushrooms) + half Hawaiian';

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
});

async function shot(page: Page, name: string, project: string): Promise<void> {
  const dir = process.env.SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${project}.png`, fullPage: true });
}

function pounds(text: string | null): number {
  const match = /£([\d,]+\.\d{2})/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`No amount in ${JSON.stringify(text)}`);
  return Number(match[1].replace(/,/g, ''));
}

test('UK: halves, an extra topping and ×2 on the basket, the checkout and the order summary; the totals agree with the server', { tag: '@tablet' }, async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  await openMenu(page, UK_CAMDEN, 'pizzas');

  // The walkthrough pizza.
  await page.getByRole('button', { name: /^(Add|Choose) Margherita$/ }).click();
  const pizza = page.getByRole('dialog', { name: 'Margherita' });
  await pizza.getByRole('radio', { name: /^Large/ }).check();
  await pizza.getByRole('switch', { name: 'Half and half' }).check();
  await pizza.getByRole('combobox', { name: 'Second half' }).selectOption({ label: 'Hawaiian' });
  await pizza.getByRole('group', { name: 'Toppings: Margherita half' }).getByRole('checkbox', { name: /^Mushrooms/ }).check();
  await pizza.getByRole('button', { name: /^Add to basket/ }).click();
  await expect(pizza).toBeHidden();

  // One garlic bread from the menu; the second through the basket's stepper.
  await goToCategory(page, 'Sides');
  await page.getByRole('button', { name: /^(Add|Choose) Garlic Bread$/ }).click();
  const bread = page.getByRole('dialog', { name: 'Garlic Bread' });
  await bread.getByRole('button', { name: /^Add to basket/ }).click();
  await expect(bread).toBeHidden();

  if (!usesSidebar(testInfo)) await page.getByRole('banner').getByRole('link', { name: /^Basket, / }).click();
  const basket = basketRegion(page);
  const lines = basket.getByRole('list', { name: 'In your basket' });
  await expect(lines.getByText('Large (13.5") · Classic Pan')).toBeVisible();
  await expect(lines.getByText(HALVES)).toBeVisible();
  await basket.getByRole('button', { name: 'Increase quantity of Garlic Bread' }).click();
  const stepper = basket.getByRole('group', { name: 'Quantity of Garlic Bread' });
  await expect(stepper.locator('output')).toHaveText('2');
  await expect(basket.getByRole('status').filter({ hasText: 'Garlic Bread: quantity 2' })).toBeAttached();
  // One line, ×2 at twice the unit price.
  await expect(lines.locator(':scope > li').filter({ hasText: 'Garlic Bread' })).toHaveCount(1);
  await expect(lines.locator(':scope > li').filter({ hasText: 'Garlic Bread' })).toContainText('£8.98');
  const checkout = basket.getByRole('button', { name: /^Checkout, / });
  await expect(checkout).not.toHaveAttribute('aria-busy', 'true');
  // The basket's money list is the taxes helper's (BasketSummary.tsx: a <details> inside its <dl>, 'definition-list'), reported to the lead.
  await noSeriousViolations(page, 'basket');
  await shot(page, 'basket', project);

  // The checkout summary lists the same.
  await checkout.click();
  await expect(page).toHaveURL(/\/order\/checkout\/?$/);
  const summary = page.getByRole('complementary', { name: 'Order summary' }).or(page.locator('.checkout-summary'));
  const summaryLines = summary.getByRole('list', { name: 'In your basket' });
  await expect(summaryLines.getByText(HALVES)).toBeVisible();
  await expect(summaryLines.locator('li').filter({ hasText: 'Garlic Bread' })).toContainText('2 ×');
  await page.getByLabel('Full name', { exact: true }).fill('Ann Walker');
  await page.getByLabel('Email', { exact: true }).fill('ann.walker@example.com');
  await page.getByLabel('Phone number', { exact: true }).fill('07911 123456');
  await page.getByLabel('Address line 1', { exact: true }).fill('186 Camden High Street');
  await noSeriousViolations(page, 'checkout');
  await shot(page, 'checkout', project);
  const cash = page.getByRole('radio', { name: /^Cash/ });
  await cash.check({ force: true });

  // The placed order's summary, as the server answers it and as the page shows it.
  const served = page.waitForResponse((response) => /\/v2\/orders\/orders\/[^/]+\/summary$/.test(new URL(response.url()).pathname) && response.status() === 200);
  await page.getByRole('button', { name: 'Place order' }).click();
  const answer = (await (await served).json()) as {
    transactionId: string;
    lines: { quantity: number; price: number; items: { halves: unknown }[] }[];
    payment: { amount: number };
  };
  await expect(page).toHaveURL(/\/order\/ordersummary\/\?transactionId=/, { timeout: 20_000 });
  const bill = page.getByRole('region', { name: 'Your order' });
  await expect(bill.getByText(HALVES)).toBeVisible();
  await expect(bill.locator('li').filter({ hasText: 'Garlic Bread' })).toContainText('2 ×');
  expect(answer.lines.map((line) => line.quantity).sort()).toEqual([1, 2]);
  expect(answer.lines.some((line) => line.items[0]?.halves)).toBe(true);
  const pageTotal = pounds(await bill.locator('.order-money__row--total dd').textContent());
  expect(pageTotal).toBe(answer.payment.amount);
  // 10-G23: the postcode as the UK writes it.
  await expect(page.locator('.order-hut__deliver-to')).toContainText(/186 Camden High Street.*NW1 8QP/);
  await noSeriousViolations(page, 'order summary');
  await shot(page, 'ordersummary', project);

  // 10-G22: the local kitchen fails the order; the tracker ends on 'Unsuccessful'.
  const failed = await page.request.post(`/dev/orders/${answer.transactionId}/fail`);
  expect(failed.status()).toBe(200);
  await expect(page.getByRole('region', { name: 'Order progress' }).locator('[aria-current="step"]')).toContainText('Unsuccessful', { timeout: 20_000 });
});
