import { expect, test } from '@playwright/test';
import { FIXED_TEST_TIME } from './support/basket';
import { openMenu, UK_CAMDEN } from './support/localise';

// Issue 12: the page applies the server's entitlement rule, so a customer never meets a refusal the
// page could have prevented. A guest never sees a reward as addable (spec 3 §4.5): sign-in comes
// with issue 14, and until then the server refuses every reward whatever the page claims.

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
});

test('a guest never sees a reward as addable: the deals list leaves it out, the deal page cannot add it', async ({ page }) => {
  await openMenu(page, UK_CAMDEN, 'deals');
  // Any other deal keeps its button.
  await expect(page.getByRole('link', { name: /^Get deal: / }).first()).toBeVisible();
  // Issue 15 (12-G3): "free reward deals are hidden from non-members" (S1 §5, S3 §4.5) — not even listed.
  await expect(page.getByRole('article', { name: 'Hut Rewards: Free Side' })).toHaveCount(0);

  // Reached by its address, the reward's add button stays disabled and says why.
  await page.goto('/order/deal/?id=reward-free-side');
  await expect(page.getByText('Sign in to redeem this reward.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add deal to basket' })).toBeDisabled();
  // The gift vouchers (voucher-only) are never listed.
  await page.goto('/order/deals/');
  await expect(page.getByRole('article', { name: /Gift Voucher/ })).toHaveCount(0);
});
