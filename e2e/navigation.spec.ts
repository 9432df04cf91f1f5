import { expect, test } from '@playwright/test';

// Old links, mistyped addresses and pages that a later release fills in.

const homeHeading = { level: 1, name: 'Order pizza for delivery or collection' } as const;

test('an old /delivery link lands on the home page with the legacy campaign tags', async ({ page }) => {
  await page.goto('/delivery');

  await expect(page).toHaveURL((url) => url.pathname === '/');
  const params = new URL(page.url()).searchParams;
  expect(params.get('utm_source')).toBe('legacy');
  expect(params.get('utm_medium')).toBe('redirect');
  expect(params.get('utm_campaign')).toBe('302 redirect from Delivery');
  await expect(page.getByRole('heading', homeHeading)).toBeVisible();
});

test('an old /locations link lands on the restaurants page', async ({ page }) => {
  await page.goto('/locations');

  await expect(page).toHaveURL((url) => url.pathname === '/huts/');
  await expect(page.getByRole('heading', { level: 1, name: 'Find your Pizza Hut' })).toBeVisible();
});

test('an unknown address lands on the home page', async ({ page }) => {
  await page.goto('/no-such-page/here');

  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', homeHeading)).toBeVisible();
});

// Issue 13: /privacy, /terms and /nutrition are real pages now (e2e/pages.spec.ts and e2e/maps.spec.ts check them).

test('a new page opens at the top even when the customer had scrolled down', { tag: '@tablet' }, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', homeHeading)).toBeVisible();

  // Make every page taller than the screen, whatever its content, so that "at the top" means
  // something on the next page too. (A CSSOM change: allowed by the Content-Security-Policy.)
  await page.evaluate(() => {
    document.body.style.paddingTop = '300vh';
    (window as unknown as { e2eSamePage: boolean }).e2eSamePage = true;
  });

  const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms', exact: true });
  await terms.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await terms.click();

  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeAttached();
  expect(
    await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage === true),
    'the footer link navigates inside the app (no full page load)',
  ).toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
