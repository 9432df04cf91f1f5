import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/**
 * Basket helpers for e2e journeys: putting food in the basket the way a customer does (a menu
 * page, the product modal), opening the basket where the layout puts it, and the closing check of
 * every basket journey — the server's validator re-prices the basket and must agree with the page
 * to the penny (issue 5 "Done when").
 */

/** The server's frozen clock (playwright.config.ts): the device shows the same moment, so the hut is open on both. */
export const FIXED_TEST_TIME = '2025-06-18T18:20:00Z';

/** Pounds as the UK basket shows them. */
export function pounds(amount: number): string {
  return `£${amount.toFixed(2)}`;
}

/** The tablet project shows the basket as the menu page's sidebar; the phone opens it full screen (#basket). */
export function usesSidebar(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'tablet';
}

/** The basket as the customer sees it, the sidebar or the #basket overlay: the region named by its title. */
export function basketRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Your basket' });
}

/**
 * Opens the basket: on the phone through the header's basket link (#basket, full screen); on the
 * tablet it is already beside the menu page.
 */
export async function openBasket(page: Page, testInfo: TestInfo): Promise<Locator> {
  const basket = basketRegion(page);
  if (usesSidebar(testInfo)) {
    await expect(page.getByRole('complementary').filter({ has: basket })).toBeVisible();
  } else {
    await page.getByRole('banner').getByRole('link', { name: /^Basket, / }).click();
    await expect(page).toHaveURL((url) => url.hash === '#basket');
    await expect(page.getByRole('dialog', { name: 'Basket' })).toBeVisible();
  }
  await expect(basket).toBeVisible();
  return basket;
}

/**
 * Reloads the page with the basket open: the phone's address still ends in #basket, so the
 * full-screen basket comes straight back; the tablet's sidebar is beside the menu page again.
 */
export async function reloadWithBasket(page: Page, testInfo: TestInfo): Promise<Locator> {
  const before = new URL(page.url());
  await page.reload();
  // Still localised: the order page itself comes back, not the home page asking for a postcode.
  await expect(page).toHaveURL((url) => url.pathname === before.pathname && url.hash === before.hash);
  if (usesSidebar(testInfo)) await expect(page.getByRole('complementary').filter({ has: basketRegion(page) })).toBeVisible();
  else await expect(page.getByRole('dialog', { name: 'Basket' })).toBeVisible();
  await expect(basketRegion(page)).toBeVisible();
  return basketRegion(page);
}

/** The menu page of a category, through the menu's category tabs (the customer is localised). */
export async function goToCategory(page: Page, tab: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Menu categories' }).getByRole('link', { name: tab, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: tab })).toBeVisible();
}

/**
 * Adds a product from the current menu page through its product modal: `configure` picks what it
 * needs (a size…), the add button must show `price`, and the success notice names the product.
 */
export async function addFromMenu(
  page: Page,
  product: string,
  price: number,
  configure: (dialog: Locator) => Promise<void> = async () => undefined,
): Promise<void> {
  // The card's button reads 'Add …' for a product with one option, 'Choose …' otherwise; both open the modal.
  await page.getByRole('button', { name: new RegExp(`^(Add|Choose) ${escapeRegExp(product)}$`) }).click();
  const dialog = page.getByRole('dialog', { name: product });
  await expect(dialog).toBeVisible();
  await configure(dialog);
  const add = dialog.getByRole('button', { name: /^Add to basket/ });
  await expect(add).toHaveAccessibleName(`Add to basket ${pounds(price)}`);
  await add.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Added to basket' }).last()).toContainText(product);
}

/** Picks a pizza size in the product modal. */
export async function chooseSize(dialog: Locator, size: 'Small' | 'Medium' | 'Large'): Promise<void> {
  await dialog.getByRole('radio', { name: new RegExp(`^${size}`) }).check();
}

/** The basket's lines ("In your basket"), one list item per deal or item. */
export function basketLines(basket: Locator): Locator {
  return basket.getByRole('list', { name: 'In your basket' }).locator(':scope > li');
}

/** One money row of the basket summary (Subtotal, Total, DealBot savings…): its value. */
export function summaryValue(basket: Locator, label: string): Locator {
  return basket.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

/** The checkout button: its accessible name carries the item count and the amount due. */
export function checkoutButton(basket: Locator): Locator {
  return basket.getByRole('button', { name: /^Checkout, / });
}

/** Waits until the basket shows `count` lines and `amountDue` on its checkout button, the dealbot at rest. */
export async function expectAmountDue(basket: Locator, count: number, amountDue: number): Promise<void> {
  const checkout = checkoutButton(basket);
  await expect(checkout).toHaveAccessibleName(`Checkout, ${count} item${count === 1 ? '' : 's'}, ${pounds(amountDue)}`);
  await expect(checkout).not.toHaveAttribute('aria-busy', 'true');
}

interface ValidatorAnswer {
  status: string;
  total?: number;
  reasons?: { code: string; message: string }[];
}

/**
 * The closing check of every basket journey: checkout sends the basket to POST /v1/basket-validator/,
 * which re-prices it on the server; its answer must be SUCCESS with the very total the page shows
 * (the amount on the checkout button and the basket's Total row).
 */
export async function checkoutAgreesWithServer(page: Page, basket: Locator): Promise<void> {
  const checkout = checkoutButton(basket);
  await expect(checkout).toBeEnabled();
  await expect(checkout).not.toHaveAttribute('aria-busy', 'true');
  const shownDue = parsePounds(/(£[\d,]+\.\d{2})$/.exec((await checkout.getAttribute('aria-label')) ?? '')?.[1]);
  const shownTotal = parsePounds(await summaryValue(basket, 'Total').textContent());
  expect(shownTotal).toBe(shownDue);

  const validated = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/v1/basket-validator/');
  await checkout.click();
  const response = await validated;
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as ValidatorAnswer;
  expect(answer, JSON.stringify(answer.reasons ?? [])).toMatchObject({ status: 'SUCCESS', total: shownDue });
  await expect(page).toHaveURL((url) => url.pathname === '/order/checkout/');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function parsePounds(text: string | null | undefined): number {
  const match = /£([\d,]+\.\d{2})/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`No amount in pounds in ${JSON.stringify(text)}`);
  return Number(match[1].replace(/,/g, ''));
}
