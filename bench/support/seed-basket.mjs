// The returning customer the basket figures measure (bench/lighthouse.mjs, bench/blocking.mjs): in
// the page it is given, localised at London - Camden for delivery with a Margherita, a Garlic Bread
// and a Cola in the basket, added through the menu as a customer does. The page's clock is the seed's
// frozen time, so Camden is open. Returns how many lines the basket shows after a reload (the proof
// that Dexie kept them) and how many were added.
import { FIXED_TIME } from './start-server.mjs';

export const SEEDED_LINES = [
  ['pizzas', 'Margherita'],
  ['sides', 'Garlic Bread'],
  ['drinks', 'Cola (500ml)'],
];

export async function seedBasket(page, baseURL) {
  await page.clock.install({ time: new Date(FIXED_TIME) });
  await page.goto(`${baseURL}/order/pizzas/`);
  await page.getByLabel('Ordering in').selectOption('UK');
  await page.getByRole('tab', { name: 'Delivery' }).click();
  await page.getByRole('textbox', { name: /postcode/i }).fill('NW1 8QP');
  await page.getByRole('button', { name: 'Find my Hut' }).click();
  await page.getByRole('article', { name: 'Margherita' }).waitFor({ timeout: 30_000 });
  let added = 0;
  for (const [category, product] of SEEDED_LINES) {
    if (!page.url().endsWith(`/order/${category}/`)) {
      await page.getByRole('navigation', { name: 'Menu categories' }).getByRole('link', { name: category[0].toUpperCase() + category.slice(1), exact: true }).click();
    }
    await page.getByRole('button', { name: new RegExp(`^(Add|Choose) ${product.replace(/[()]/g, '\\$&')}$`) }).click();
    const dialog = page.getByRole('dialog', { name: product });
    await dialog.getByRole('button', { name: /^Add to basket/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    added += 1;
  }
  // Dexie writes the basket after the render: give it a moment, then prove it by a reload.
  await page.waitForTimeout(1000);
  await page.goto(`${baseURL}/order/pizzas/#basket`);
  const shown = page.getByRole('dialog', { name: 'Basket' }).getByRole('list', { name: 'In your basket' }).locator(':scope > li');
  await shown.first().waitFor({ timeout: 20_000 }).catch(() => undefined);
  return { added, shown: await shown.count() };
}
