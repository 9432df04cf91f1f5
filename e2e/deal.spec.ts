import { expect, test, type Page } from '@playwright/test';
import { openMenu, UK_CAMDEN } from './support/localise';
import { waitForSavedBasket } from './support/storage';

// A localised UK customer (London - Camden, uk-1) fills deals. Seed deals are built in
// server/db/seed/catalogue/build/deals.ts: each option's defaults are its first `count` products,
// so a deal opens ready to add; Family Feast is two large pizzas, two classic sides and a 1.5L drink
// for £34.99; Any 3 Dips is one group of three dips; Buy One Get Two Free may be had once.

async function openDeal(page: Page, id: string) {
  await page.goto(`/order/deal/?id=${id}`);
  // basketId is generated when absent and written into the address (spec 1 §2).
  await expect(page).toHaveURL((url) => /^[0-9a-f-]{36}$/.test(url.searchParams.get('basketId') ?? ''));
}

test.describe('deal page', () => {
  test.beforeEach(async ({ page }) => {
    // Localised by postcode through the home page, landing on the deals tab.
    await openMenu(page, UK_CAMDEN, 'deals');
  });

  test("a deal's choices fill and the deal goes into the basket", { tag: '@tablet' }, async ({ page }) => {
    await openDeal(page, 'family-feast');
    await expect(page.getByRole('heading', { level: 1, name: 'Family Feast' })).toBeVisible();
    const headings = page.getByRole('heading', { level: 2, name: /^Choice \d/ });
    await expect(headings).toHaveText([
      'Choice 1: Pick a large pizza',
      'Choice 2: Pick a large pizza',
      'Choice 3: Pick a side',
      'Choice 4: Pick a side',
      'Choice 5: Pick a drink',
    ]);
    // Free swaps are shown as free.
    await expect(page.getByRole('region', { name: 'Choice 1: Pick a large pizza' })).toContainText('Free 2 topping swaps');

    const add = page.getByRole('button', { name: 'Add deal to basket' });
    await expect(add).toBeEnabled();
    await expect(page.getByText('Deal total')).toBeVisible();
    await expect(page.getByText('£34.99').last()).toBeVisible();

    // Emptying a required choice blocks the deal until it is filled again.
    const side = page.getByRole('region', { name: 'Choice 3: Pick a side' });
    await side.getByRole('button', { name: 'Change choice 3' }).click();
    await expect(add).toBeDisabled();
    await expect(page.getByText('Make 1 more choice to add this deal.')).toBeVisible();
    await side.getByRole('button', { name: 'Choose Garlic Bread for choice 3' }).click();
    await expect(side).toContainText('Garlic Bread');
    await expect(add).toBeEnabled();

    await add.click();
    await expect(page.getByRole('status').filter({ hasText: 'Deal added to your basket' })).toBeVisible();
    await expect(page).toHaveURL(/\/order\/deals\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
  });

  test('choosing a pizza opens the product modal for that choice, which writes the pizza back', async ({ page }) => {
    await openDeal(page, 'family-feast');
    const first = page.getByRole('region', { name: 'Choice 1: Pick a large pizza' });
    await first.getByRole('button', { name: 'Change choice 1' }).click();
    await first.getByRole('button', { name: 'Choose Hawaiian for choice 1' }).click();

    await expect(page).toHaveURL((url) => {
      const query = url.searchParams;
      return (
        query.get('modal') === 'hawaiian' &&
        query.get('type') === 'pizza' &&
        query.get('dealId') === 'family-feast' &&
        query.get('choiceId') === '1' &&
        query.get('optionIndex') === '0'
      );
    });
    const dialog = page.getByRole('dialog', { name: 'Hawaiian' });
    await dialog.getByRole('button', { name: /^Add to deal/ }).click();
    await expect(dialog).toBeHidden();
    await expect(first).toContainText('Hawaiian');
    await expect(first).toContainText('Large');
  });

  test('dips with a count over 1 are one required choice that fills up', async ({ page }) => {
    await openDeal(page, 'three-dips');
    const dips = page.getByRole('region', { name: 'Choice 1: Pick 3 dips' });
    await expect(dips).toContainText('3 of 3 chosen · Full');
    const add = page.getByRole('button', { name: 'Add deal to basket' });
    await expect(add).toBeEnabled();
    for (const button of await dips.getByRole('button', { name: /^Add one/ }).all()) await expect(button).toBeDisabled();

    await dips.getByRole('button', { name: /^Remove one/ }).and(page.locator(':enabled')).first().click();
    await expect(dips).toContainText('2 of 3 chosen');
    await expect(add).toBeDisabled();
    await dips.getByRole('button', { name: 'Add one BBQ Dip' }).click();
    await expect(dips).toContainText('3 of 3 chosen');
    await expect(add).toBeEnabled();
  });

  test("a deal already in the basket its max number of times is 'limited to only {max} per customer'", async ({ page }) => {
    await openDeal(page, 'bogtf');
    await page.getByRole('button', { name: 'Add deal to basket' }).click();
    await expect(page).toHaveURL(/\/order\/deals\/$/);
    await waitForSavedBasket(page, { deals: 1 });

    await openDeal(page, 'bogtf');
    await expect(page.getByText('This deal is limited to only 1 per customer.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add deal to basket' })).toBeDisabled();
  });

  test('a threshold deal asks for the rest of the spend', async ({ page }) => {
    await openDeal(page, 'free-dip');
    await expect(page.getByText('Spend £25.00 more to unlock this deal.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add deal to basket' })).toBeDisabled();
  });

  test('an unknown deal goes to deal-not-found; a discount-type deal to the discount page', async ({ page }) => {
    await page.goto('/order/deal/?id=no-such-deal');
    await expect(page).toHaveURL(/\/deal-not-found$/);

    await page.goto('/order/deal/?id=sides-25-off');
    await expect(page).toHaveURL(/\/order\/discount\/\?id=sides-25-off$/);
    await expect(page.getByRole('heading', { level: 1, name: '25% Off Sides' })).toBeVisible();
    await expect(page.getByText('25% off', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Applied to your basket')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove discount' })).toBeVisible();
  });
});
