import { expect, test, type Page } from '@playwright/test';
import { openMenuByPostcode, UK_CAMDEN_POSTCODE } from './support/localise';

// A UK customer localises by postcode to London - Camden (uk-1), browses its menu and configures
// pizzas.
// Seed prices (server/db/seed/catalogue/markets/uk.ts): Margherita is a classic pizza (medium
// £14.49), Meat Feast a premium one (medium £17.49); a standard extra topping costs £1.40 at
// medium; every pizza allows 6 extra toppings.

/** The server's frozen clock (playwright.config.ts): the device shows the same moment. */
const FIXED_TEST_TIME = '2025-06-18T18:20:00Z';

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
});

const pizzaDialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function openPizza(page: Page, name: string) {
  await page.getByRole('button', { name: `Choose ${name}` }).click();
  const dialog = pizzaDialog(page, name);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL((url) => url.searchParams.has('modal'));
  return dialog;
}

test.describe('menu pages', () => {
  test('the UK menu shows the pizzas tab with prices in pounds', { tag: '@tablet' }, async ({ page }) => {
    await openMenuByPostcode(page, UK_CAMDEN_POSTCODE, 'pizzas');

    const tabs = page.getByRole('navigation', { name: 'Menu categories' });
    await expect(tabs.getByRole('link', { name: 'Pizzas' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Deals' })).toBeVisible();
    // uk-1 hides the wings tab (spec 1 §2).
    await expect(tabs.getByRole('link', { name: 'Wings' })).toHaveCount(0);

    await expect(page.getByRole('heading', { level: 1, name: 'Pizzas' })).toBeVisible();
    const margherita = page.getByRole('article', { name: 'Margherita' });
    await expect(margherita).toContainText('From £7.49');
    await expect(margherita.getByRole('list', { name: 'Good to know' })).toContainText('Vegetarian');
    // Hidden and deal-only pizzas stay off the menu.
    await expect(page.getByRole('article', { name: 'Pepperoni Pizzetta' })).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Garlic Mushroom (trial)' })).toHaveCount(0);

    const cards = await page.getByRole('main').getByRole('article').allTextContents();
    expect(cards.length).toBeGreaterThan(5);
    for (const card of cards) expect(card).toMatch(/£\d+\.\d{2}/);
  });

  test('the vegetarian filter hides non-vegetarian pizzas and deals', async ({ page }) => {
    // The menu offers the toggle in the 'vegetarian-toggle' treatment (14-G13, FR): forced on /debug.
    await page.goto('/debug');
    await page.getByLabel(/^Vegetarian toggle \(FR\)/).selectOption('offered');
    await expect(page.getByText('Vegetarian toggle (FR): offered')).toBeVisible();
    await openMenuByPostcode(page, UK_CAMDEN_POSTCODE, 'pizzas');
    await expect(page.getByRole('article', { name: 'Pepperoni Feast' })).toBeVisible();

    await page.getByRole('switch', { name: 'Vegetarian only' }).check();

    await expect(page.getByRole('article', { name: 'Pepperoni Feast' })).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Margherita' })).toBeVisible();

    // It also hides non-vegetarian deals such as the KFC bundle (spec 1 §4).
    await page.getByRole('navigation', { name: 'Menu categories' }).getByRole('link', { name: 'Deals' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Veggie Night' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'The KFC Bundle' })).toHaveCount(0);

    await page.getByRole('switch', { name: 'Vegetarian only' }).uncheck();
    await expect(page.getByRole('article', { name: 'The KFC Bundle' })).toBeVisible();
  });
});

test.describe('product modal', () => {
  test('a half-and-half pizza costs half of each half\'s full price', { tag: '@tablet' }, async ({ page }) => {
    await openMenuByPostcode(page, UK_CAMDEN_POSTCODE, 'pizzas');
    const dialog = await openPizza(page, 'Margherita');

    await expect(dialog.getByRole('radio', { name: /Medium/ })).toBeChecked();
    await dialog.getByRole('switch', { name: 'Half and half' }).check();
    await dialog.getByRole('combobox', { name: 'Second half' }).selectOption({ label: 'Meat Feast' });

    // Crusts the spec excludes from half-and-half cannot be picked.
    for (const crust of ['Garlic Butter Stuffed Crust', 'Pepperoni Stuffed Crust', 'San Francisco Style']) {
      await expect(dialog.getByRole('radio', { name: new RegExp(crust) })).toBeDisabled();
    }

    // £14.49 / 2 + £17.49 / 2 = £15.99
    await expect(dialog.getByText('Half of Margherita (£14.49) + half of Meat Feast (£17.49)')).toBeVisible();
    const add = dialog.getByRole('button', { name: /^Add to basket/ });
    await expect(add).toHaveAccessibleName('Add to basket £15.99');

    await add.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Added to basket' })).toContainText(
      'Half and half: Margherita and Meat Feast',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
    await expect(page).toHaveURL((url) => !url.searchParams.has('modal'));
  });

  test('a topping beyond the pizza\'s limit is refused with a message', async ({ page }) => {
    await openMenuByPostcode(page, UK_CAMDEN_POSTCODE, 'pizzas');
    const dialog = await openPizza(page, 'Margherita');
    const toppings = dialog.getByRole('group', { name: 'Toppings' });

    for (const topping of ['Mushrooms', 'Red Onions', 'Green Peppers', 'Sweetcorn', 'Jalapeños', 'Black Olives']) {
      await toppings.getByRole('checkbox', { name: new RegExp(`^${topping}`) }).check();
    }
    // £14.49 + 6 × £1.40
    await expect(dialog.getByRole('button', { name: /^Add to basket/ })).toHaveAccessibleName('Add to basket £22.89');

    const pineapple = toppings.getByRole('checkbox', { name: /^Pineapple/ });
    await pineapple.click();
    await expect(dialog.getByRole('alert')).toHaveText('You can add only 6 extra toppings to this pizza.');
    await expect(pineapple).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: /^Add to basket/ })).toHaveAccessibleName('Add to basket £22.89');
  });

  test('Escape closes the modal and the address loses its modal parameter', async ({ page }) => {
    await openMenuByPostcode(page, UK_CAMDEN_POSTCODE, 'pizzas');
    const dialog = await openPizza(page, 'Pepperoni Feast');

    await page.keyboard.press('Escape');

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/order/pizzas/' && !url.searchParams.has('modal'));
    await expect(page.getByRole('heading', { level: 1, name: 'Pizzas' })).toBeVisible();
    // Keyboard users are back on the button that opened it.
    await expect(page.getByRole('button', { name: 'Choose Pepperoni Feast' })).toBeFocused();
  });

  test('wings are chosen by flavour and portion in the grouped editor', async ({ page }) => {
    // uk-1 hides the wings tab: its wings are one card on the sides page (mode=grouped&groupingKey=kind).
    await openMenuByPostcode(page, UK_CAMDEN_POSTCODE, 'sides');
    await page.getByRole('button', { name: 'Choose Chicken wings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chicken wings' });
    await expect(page).toHaveURL((url) => url.searchParams.get('mode') === 'grouped' && url.searchParams.get('groupingKey') === 'kind');

    await dialog.getByRole('radio', { name: /^Hot Chicken Wings/ }).check();
    await dialog.getByRole('radio', { name: /^12 wings/ }).check();
    await dialog.getByRole('button', { name: 'Add to basket £10.99' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Added to basket' })).toContainText('Hot Chicken Wings');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
  });
});
