import { expect, test } from '@playwright/test';

// A link with ?lang=fr switches the app to French, then tidies the address.

const frenchHomeHeading = 'Commandez vos pizzas en livraison ou à emporter';

test('?lang=fr switches to French, leaves the address clean and is remembered', async ({ page }) => {
  await page.goto('/?lang=fr');

  await expect(page.getByRole('heading', { level: 1, name: frenchHomeHeading })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('lang'));
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: frenchHomeHeading })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
});

test('?lang=fr on another page keeps the path and the other parameters', async ({ page }) => {
  await page.goto('/terms?lang=fr&x=1');

  await expect(page).toHaveURL(
    (url) => url.pathname === '/terms' && !url.searchParams.has('lang') && url.searchParams.get('x') === '1',
  );
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
});
