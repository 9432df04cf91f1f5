import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { addFromMenu, basketRegion, FIXED_TEST_TIME, openBasket } from './support/basket';
import { openMenu } from './support/localise';

// Issue 17 (14-G13, 14-G16, 14-G18): /debug forces the checkout-button-text treatment and the basket
// shows it; the synthetic level marks the page's API traffic as test traffic (x-synthetic-traffic: 1).
// The synthetic level's hidden discount modal is covered by tests/screens/basket/experiment-gates.test.tsx.

test('/debug forces an experiment variant and the synthetic level', async ({ page }, testInfo) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
  await page.goto('/debug');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel(/^Checkout button text \(CA\)/).selectOption('place-order');
  await expect(page.getByText('Checkout button text (CA): place-order')).toBeVisible();
  await page.getByLabel('Level', { exact: true }).selectOption('synthetic');
  await expect(page.getByRole('checkbox', { name: /^discountModal/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^markTrafficAsTest/ })).toBeChecked();
  await expectNoSeriousViolations(page, 'debug');

  const synthetic = page.waitForRequest((request) => request.url().includes('/v1/') && request.headers()['x-synthetic-traffic'] === '1');
  await openMenu(page, undefined, 'sides');
  await synthetic;
  await addFromMenu(page, 'Garlic Bread', 4.49);
  const basket = await openBasket(page, testInfo);
  await expect(basketRegion(page).getByRole('button', { name: /^Place my order, 1 item, / })).toBeVisible();
  await expect(basket.getByRole('button', { name: /^Checkout, / })).toHaveCount(0);
});
