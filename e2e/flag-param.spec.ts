import { expect, test } from '@playwright/test';

// `?flag=<level>` sets the internal-testing flag level and leaves the address (spec 1 §2, 3 §9.2);
// at level development the order area localises a `storeId` link (sector:hutId) by itself.

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date('2025-06-18T18:20:00Z') }); // the server's fixed clock
});

test('flag=development with storeId localises that Hut and shows its deals', { tag: '@tablet' }, async ({ page }) => {
  await page.goto('/order/deals/?flag=development&storeId=uk-1:1101');

  await expect(page).toHaveURL((url) => url.pathname === '/order/deals/' && url.search === '');
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('London - Camden');
  await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Collect & Save £5' })).toBeVisible(); // storeId alone: collection

  // The level is kept: a later storeId link works without the flag.
  await page.goto('/order/deals/?storeId=uk-1:1105');
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('Bristol - Cabot Circus');
});

test('without the development level a storeId link is ignored, and an unknown level changes nothing', async ({ page }) => {
  await page.goto('/?flag=no-such-level');
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');

  await page.goto('/order/deals/?storeId=uk-1:1101');
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.has('redirectFrom'));
});
