import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { addFromMenu, chooseSize, FIXED_TEST_TIME, openBasket } from './support/basket';
import { openMenu, UK_CAMDEN } from './support/localise';

// Issue 12 item 8: a rate-limited voucher entry shows its message. Every e2e call comes from
// 127.0.0.1, so the server trusts our proxy's X-Forwarded-For (TRUST_PROXY=1 in playwright.config.ts)
// and this journey is a client of its own: the other journeys are never limited by it.
const CLIENT = '203.0.113.7';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': CLIENT } });

/** A code no seed has: random, so no run finds a live one and the per-code limit is never the one hit. */
const randomCode = () => `Z${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;

/** The voucher limit per client (server/http/rate-limits.ts): 20 checks a minute. */
const VOUCHERS_PER_MINUTE = 20;

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
});

test('a rate-limited voucher entry says how long to wait', async ({ page }, testInfo) => {
  await openMenu(page, UK_CAMDEN, 'pizzas');
  await addFromMenu(page, 'Margherita', 16.99, (dialog) => chooseSize(dialog, 'Large'));
  const basket = await openBasket(page, testInfo);

  // The page's own check is refused as an invalid code while the client is under the limit.
  await basket.getByRole('button', { name: 'Have a voucher or gift card?' }).click();
  const modal = page.getByRole('dialog', { name: 'Vouchers and gift cards' });
  await modal.getByLabel('Voucher code').fill(randomCode());
  await modal.getByRole('button', { name: 'Apply voucher' }).click();
  await expect(modal.getByRole('alert')).toContainText('Invalid voucher');
  await modal.getByRole('button', { name: 'Try again' }).click();

  // A guesser with the same address uses up the minute's checks (the page's one counted too)…
  let last = 0;
  for (let index = 1; index < VOUCHERS_PER_MINUTE; index++) {
    last = (await page.request.get(`/v1/vouchers/validate?sector=uk-1&code=${randomCode()}`)).status();
  }
  expect(last).toBe(404);
  const limited = await page.request.get(`/v1/vouchers/validate?sector=uk-1&code=${randomCode()}`);
  expect(limited.status()).toBe(429);

  // … and the customer's next entry is told to wait, with the server's Retry-After in seconds.
  await modal.getByLabel('Voucher code').fill(randomCode());
  await modal.getByRole('button', { name: 'Apply voucher' }).click();
  await expect(modal.getByRole('alert')).toContainText(/Too many attempts\. Please try again in \d+ seconds\./);
});
