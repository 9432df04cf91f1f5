import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addFromMenu,
  basketLines,
  checkoutAgreesWithServer,
  chooseSize,
  expectAmountDue,
  FIXED_TEST_TIME,
  goToCategory,
  openBasket,
  reloadWithBasket,
  summaryValue,
} from './support/basket';
import { openMenu, UK_CAMDEN } from './support/localise';

// A customer localised for delivery at London - Camden (uk-1, hut 1101) fills a basket from the
// menu pages and checks out; every journey ends with the server's validator agreeing with the page
// to the penny (checkoutAgreesWithServer).
//
// Seed prices (server/db/seed/catalogue/README.md, markets/uk.ts): Margherita medium £14.49, large
// £16.99; Garlic Bread £4.49, Cheesy Garlic Bread £5.49, Fries £3.99; Cola (500ml) £2.29. Deals:
// Buy One Get One Free (bogof) charges two pizzas at the dearer one's price.
// Camden's delivery money (server/db/seed/huts/uk.ts, README): minimum order £10.00; a £1.99
// delivery charge on every delivery; a delivery supplement of £1.50 on goods under £20 and £0.75
// from £20 to under £30; a £1.50 small order supplement under £15.

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
});

const margheritaLarge = (page: Page) => addFromMenu(page, 'Margherita', 16.99, (dialog) => chooseSize(dialog, 'Large'));

/** The count in a line's quantity stepper (identical items are one line, issue 13 item 5). */
function quantityOf(basket: Locator, title: string): Locator {
  return basket.getByRole('group', { name: `Quantity of ${title}` }).locator('output');
}

function line(basket: Locator, title: string): Locator {
  return basketLines(basket).filter({ has: basket.page().getByText(title, { exact: true }) });
}

test.describe('basket', () => {
  test('pizzas, a side and a drink: the DealBot finds the lowest total, and the basket survives a reload', { tag: '@tablet' }, async ({ page }, testInfo) => {
    await openMenu(page, UK_CAMDEN, 'pizzas');
    await margheritaLarge(page);
    await margheritaLarge(page);
    await goToCategory(page, 'Sides');
    await addFromMenu(page, 'Garlic Bread', 4.49);
    await goToCategory(page, 'Drinks');
    await addFromMenu(page, 'Cola (500ml)', 2.29);

    const basket = await openBasket(page, testInfo);
    // The two identical pizzas are one line ×2 (issue 13 item 5), at twice the unit price.
    await expect(basketLines(basket)).toHaveCount(3);
    const margheritas = line(basket, 'Margherita');
    await expect(margheritas).toHaveCount(1);
    await expect(margheritas).toContainText('Large');
    await expect(margheritas).toContainText('£33.98');
    await expect(quantityOf(basket, 'Margherita')).toHaveText('2');
    await expect(line(basket, 'Garlic Bread')).toContainText('£4.49');
    await expect(line(basket, 'Cola (500ml)')).toContainText('£2.29');
    // Loose: 2 × 16.99 + 4.49 + 2.29 = 40.76; from £30 only the £1.99 delivery charge is added.
    await expect(summaryValue(basket, 'Subtotal')).toHaveText('£40.76');
    await expect(summaryValue(basket, 'Delivery charge')).toHaveText('£1.99');
    await expect(summaryValue(basket, 'Total')).toHaveText('£42.75');
    await expectAmountDue(basket, 4, 42.75);

    // The lowest total the deals allow: the two large Margheritas as Buy One Get One Free at £16.99
    // (no other deal takes a classic side with a 500ml bottle — 2 Large Pizzas + Classic Side would
    // be £22.99 + £2.29 — and Any Large Pizza £12.99 + 20% off a large £13.59 is £26.58 for the two),
    // so the goods come to 16.99 + 4.49 + 2.29 = 23.77, saving 40.76 − 23.77 = 16.99; goods between
    // £20 and £30 pay the £0.75 supplement: 23.77 + 0.75 + 1.99 = 26.51.
    const dealbot = basket.getByRole('switch', { name: 'DealBot' });
    await expect(dealbot).not.toBeChecked();
    await dealbot.click();
    await expect(dealbot).toBeChecked();
    await expect(basket.getByText('DealBot saved you £16.99')).toBeVisible();
    const expectOptimised = async () => {
      await expect(basketLines(basket)).toHaveCount(3);
      const bogof = line(basket, 'Buy One Get One Free');
      await expect(bogof).toContainText('£16.99');
      // Each choice says what was chosen (10-G16): its size and crust.
      await expect(bogof.getByRole('listitem')).toHaveText(['Margherita — Large (13.5") · Classic Pan', 'Margherita — Large (13.5") · Classic Pan']);
      await expect(line(basket, 'Garlic Bread')).toContainText('£4.49');
      await expect(line(basket, 'Cola (500ml)')).toContainText('£2.29');
      await expect(summaryValue(basket, 'Subtotal')).toHaveText('£23.77');
      await expect(summaryValue(basket, 'DealBot savings')).toHaveText('£16.99');
      // Amounts under a pound are shown in pence (src/domain/money/format.ts).
      await expect(summaryValue(basket, 'Delivery supplement')).toHaveText('75p');
      await expect(summaryValue(basket, 'Delivery charge')).toHaveText('£1.99');
      await expect(summaryValue(basket, 'Total')).toHaveText('£26.51');
      await expectAmountDue(basket, 3, 26.51);
    };
    await expectOptimised();

    // The basket and the dealbot come back from the device's storage.
    const reloaded = await reloadWithBasket(page, testInfo);
    await expect(reloaded.getByRole('switch', { name: 'DealBot' })).toBeChecked();
    await expectOptimised();

    await checkoutAgreesWithServer(page, reloaded);
  });

  test('a line is edited in the product modal and another removed', async ({ page }, testInfo) => {
    await openMenu(page, UK_CAMDEN, 'pizzas');
    await addFromMenu(page, 'Margherita', 14.49);
    await goToCategory(page, 'Sides');
    await addFromMenu(page, 'Garlic Bread', 4.49);
    await addFromMenu(page, 'Fries', 3.99);

    let basket = await openBasket(page, testInfo);
    await expect(basketLines(basket)).toHaveCount(3);
    await expect(summaryValue(basket, 'Subtotal')).toHaveText('£22.97');

    await basket.getByRole('button', { name: 'Remove Fries' }).click();
    await expect(basketLines(basket)).toHaveCount(2);
    await expect(line(basket, 'Fries')).toHaveCount(0);
    await expect(summaryValue(basket, 'Subtotal')).toHaveText('£18.98');

    // The edit link opens the pizza's modal for this very line, as it was put in.
    await expect(line(basket, 'Margherita')).toContainText('Medium');
    await basket.getByRole('link', { name: 'Edit Margherita' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/order/pizzas/' && url.searchParams.get('modal') === 'margherita' && url.searchParams.has('basketItemId'));
    const dialog = page.getByRole('dialog', { name: 'Margherita' });
    await expect(dialog.getByRole('radio', { name: /^Medium/ })).toBeChecked();
    await chooseSize(dialog, 'Large');
    await dialog.getByRole('button', { name: 'Save changes £16.99' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Basket updated' }).last()).toContainText('Margherita');

    basket = await openBasket(page, testInfo);
    await expect(basketLines(basket)).toHaveCount(2);
    await expect(line(basket, 'Margherita')).toContainText('Large');
    await expect(line(basket, 'Margherita')).toContainText('£16.99');
    // 16.99 + 4.49 = 21.48; from £20 the supplement is £0.75: 21.48 + 0.75 + 1.99 = 24.22.
    await expect(summaryValue(basket, 'Subtotal')).toHaveText('£21.48');
    await expect(summaryValue(basket, 'Total')).toHaveText('£24.22');
    await expectAmountDue(basket, 2, 24.22);

    await checkoutAgreesWithServer(page, basket);
  });

  test('an empty basket points to the menu; under the minimum, checkout opens the minimum-order modal', async ({ page }, testInfo) => {
    await openMenu(page, UK_CAMDEN, 'deals');
    let basket = await openBasket(page, testInfo);
    await expect(basket.getByText('Your basket is empty')).toBeVisible();
    const menu = basket.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Pizzas' })).toBeVisible();
    await expect(basket.getByRole('button', { name: /^Checkout/ })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Sides' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/order/sides/' && url.hash === '');
    await expect(page.getByRole('heading', { level: 1, name: 'Sides' })).toBeVisible();

    await addFromMenu(page, 'Cheesy Garlic Bread', 5.49);
    await goToCategory(page, 'Drinks');
    await addFromMenu(page, 'Cola (500ml)', 2.29);

    // 5.49 + 2.29 = 7.78: £2.22 short of Camden's £10.00 delivery minimum.
    basket = await openBasket(page, testInfo);
    const shortfall = 'Spend £2.22 more to reach the £10.00 minimum for delivery.';
    await expect(basket.getByText(shortfall)).toBeVisible();
    await basket.getByRole('button', { name: /^Checkout, / }).click();
    const minimum = page.getByRole('dialog', { name: 'Almost there' });
    await expect(minimum).toBeVisible();
    await expect(minimum).toContainText(shortfall);
    await expect(minimum.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
    // A gap between £1 and £3.01 cross-sells a 500ml cola (spec 1 §5, C19).
    const cola = minimum.getByRole('link', { name: /Cola \(500ml\)/ });
    await expect(cola).toContainText('£2.29');
    await cola.click();

    await expect(page).toHaveURL((url) => url.pathname === '/order/drinks/' && url.searchParams.get('modal') === 'cola-500ml');
    const dialog = page.getByRole('dialog', { name: 'Cola (500ml)' });
    await dialog.getByRole('button', { name: 'Add to basket £2.29' }).click();
    await expect(dialog).toBeHidden();

    // 7.78 + 2.29 = 10.07, over the minimum; under £15 and £20 both supplements apply:
    // 10.07 + 1.50 + 1.99 + 1.50 = 15.06.
    basket = await openBasket(page, testInfo);
    await expect(basket.getByText(/minimum for delivery/)).toHaveCount(0);
    await expect(summaryValue(basket, 'Subtotal')).toHaveText('£10.07');
    await expect(summaryValue(basket, 'Small order supplement')).toHaveText('£1.50');
    await expect(summaryValue(basket, 'Total')).toHaveText('£15.06');
    await expectAmountDue(basket, 3, 15.06);

    await checkoutAgreesWithServer(page, basket);
  });

  test("turning the DealBot off asks first; 'Keep on' keeps the deal, 'Turn off' takes it apart", async ({ page }, testInfo) => {
    await openMenu(page, UK_CAMDEN, 'pizzas');
    await margheritaLarge(page);
    await margheritaLarge(page);

    const basket = await openBasket(page, testInfo);
    const dealbot = basket.getByRole('switch', { name: 'DealBot' });
    await dealbot.click();
    await expect(basket.getByText('DealBot saved you £16.99')).toBeVisible();
    await expect(basketLines(basket)).toHaveCount(1);
    await expect(line(basket, 'Buy One Get One Free')).toContainText('£16.99');

    const confirm = page.getByRole('dialog', { name: 'ARE YOU SURE?' });
    await dealbot.click();
    await expect(confirm).toContainText('Turning DealBot off will remove any discounts you have in your basket');
    await confirm.getByRole('button', { name: 'Keep on' }).click();
    await expect(confirm).toBeHidden();
    await expect(dealbot).toBeChecked();
    await expect(line(basket, 'Buy One Get One Free')).toContainText('£16.99');

    await dealbot.click();
    await confirm.getByRole('button', { name: 'Turn off' }).click();
    await expect(confirm).toBeHidden();
    await expect(dealbot).not.toBeChecked();
    await expect(basket.getByText(/DealBot saved you/)).toHaveCount(0);
    await expect(basketLines(basket)).toHaveCount(1);
    await expect(line(basket, 'Margherita')).toHaveCount(1);
    await expect(quantityOf(basket, 'Margherita')).toHaveText('2');
    // 2 × 16.99 = 33.98: over £30, only the £1.99 delivery charge: 35.97.
    await expect(summaryValue(basket, 'Subtotal')).toHaveText('£33.98');
    await expect(summaryValue(basket, 'Total')).toHaveText('£35.97');
    await expectAmountDue(basket, 2, 35.97);

    await checkoutAgreesWithServer(page, basket);
  });
});
