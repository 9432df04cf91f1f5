import { expect, test } from '@playwright/test';

// The store pages (spec 3 §2.5): /huts lists every seeded hut by market and city; /huts/{sector}/{id}
// shows one hut's address, phone, opening hours and whether it is open now. Seed huts are described
// in server/db/seed/huts/README.md. The server runs on the README's fixed clock (playwright.config.ts),
// Wednesday 18 June 2025 19:20 in London; the page's clock is set to the same instant.

const STORE_FIXED_TIME = new Date('2025-06-18T18:20:00Z');

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(STORE_FIXED_TIME);
});

test.describe('store list', () => {
  test('lists the seeded huts by market and city and finds one by name or postcode', { tag: '@tablet' }, async ({ page }) => {
    await page.goto('/huts/');

    await expect(page.getByRole('heading', { level: 1, name: 'Find your Pizza Hut' })).toBeVisible();
    for (const market of ['United Kingdom', 'France', 'India', 'Canada']) {
      await expect(page.getByRole('heading', { level: 2, name: market })).toBeVisible();
    }
    // The city is the name before the first hyphen (spec 3 §3).
    const london = page.getByRole('region', { name: 'London', exact: true });
    await expect(london.getByRole('link', { name: /London - Camden/ })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('31 restaurants');
    // The test hut is for internal testing only.
    await expect(page.getByRole('link', { name: /Test Hut/ })).toHaveCount(0);

    const search = page.getByRole('searchbox', { name: 'Search by town, postcode or restaurant name' });
    await search.fill('ls6');
    await expect(page.getByRole('status')).toHaveText('1 restaurant matches “ls6”');
    await expect(page.getByRole('link', { name: /Leeds - Headingley/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /London - Camden/ })).toHaveCount(0);

    await search.fill('montreal');
    await page.getByRole('link', { name: /Montréal - Plateau/ }).click();
    await expect(page).toHaveURL(/\/huts\/ca-1\/4103\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Montréal - Plateau' })).toBeVisible();
  });

  test('a search with no match says so and can be cleared', async ({ page }) => {
    await page.goto('/huts/');
    await page.getByRole('searchbox', { name: /Search by town/ }).fill('Atlantis');
    await expect(page.getByText('No restaurant matches your search.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(page.getByRole('link', { name: /London - Camden/ })).toBeVisible();
  });
});

test.describe('hut page', () => {
  test('shows the address, phone, seven days of hours and availability now', { tag: '@tablet' }, async ({ page }) => {
    await page.goto('/huts/uk-1/1101/');

    await expect(page.getByRole('heading', { level: 1, name: 'London - Camden' })).toBeVisible();
    await expect(page.getByText('London', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call London - Camden on 020 7946 0101' })).toHaveAttribute('href', 'tel:02079460101');
    // Issue 13 (10-G3): a drawn map, not the raw coordinates.
    await expect(page.getByRole('img', { name: 'Map showing where London - Camden is, in London' })).toBeVisible();
    await expect(page.getByText(/Latitude/)).toHaveCount(0);

    const hours = page.getByRole('table', { name: /Opening hours for online orders over the next 7 days/ });
    await expect(hours.getByRole('row')).toHaveCount(8); // a header row and seven days
    await expect(hours.getByRole('row').nth(1)).toContainText('Wed 18 Jun');
    await expect(hours.getByRole('row').nth(1)).toContainText('Today');
    await expect(hours.getByRole('row').nth(7)).toContainText('Tue 24 Jun');
    // UK: 24-hour clock; Camden opens 11:00–23:00, Fridays and Saturdays until midnight.
    await expect(hours.getByRole('row').nth(1)).toContainText('11:00 – 23:00');
    await expect(hours.getByRole('row').nth(3)).toContainText('11:00 – 00:00');

    const now = page.getByRole('region', { name: 'Right now' });
    await expect(now.getByRole('listitem')).toHaveText(['Delivering now', 'Open for collection now']);
    await expect(now.getByRole('link', { name: 'Start your order here' })).toHaveAttribute('href', '/?storeId=uk-1%3A1101');
  });

  test('an Indian hut shows 12-hour times, a late close kept on the day it opened', async ({ page }) => {
    await page.goto('/huts/in-1/3101/');
    await expect(page.getByRole('heading', { level: 1, name: 'Delhi - Connaught Place' })).toBeVisible();
    const hours = page.getByRole('table', { name: /Opening hours/ });
    // 11:00 to 01:00 the next morning: one period per day, not split at midnight (hut page day starts at 9, C10).
    await expect(hours.getByRole('row').nth(1)).toContainText('Wed 18 Jun');
    for (let day = 1; day <= 7; day += 1) await expect(hours.getByRole('row').nth(day)).toContainText(/11:00 am – 1:00 am/i);
  });

  test('a collection-only hut says delivery is not offered', async ({ page }) => {
    await page.goto('/huts/uk-1/1104/');
    await expect(page.getByRole('heading', { level: 1, name: 'Birmingham - Digbeth' })).toBeVisible();
    await expect(page.getByRole('table', { name: /Opening hours/ }).getByRole('row').nth(1)).toContainText('Not offered');
    await expect(page.getByRole('region', { name: 'Right now' }).getByRole('listitem')).toHaveText(['Open for collection now']);
  });

  test('an unknown sector or hut goes back to the store list', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));

    await page.goto('/huts/unk/1101/');
    await expect(page).toHaveURL(/\/huts\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find your Pizza Hut' })).toBeVisible();

    await page.goto('/huts/uk-1/9999/');
    await expect(page).toHaveURL(/\/huts\/$/);
    // The console event can reach the test after the address has changed: wait for it, do not sample.
    await expect.poll(() => logs.filter((text) => text.includes('Hut Page not found. Redirecting to huts homepage.')).length).toBe(2);
  });
});
