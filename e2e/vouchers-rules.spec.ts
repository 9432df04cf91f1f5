import { expect, test } from '@playwright/test';
import { addFromMenu, basketLines, chooseSize, FIXED_TEST_TIME, goToCategory, openBasket } from './support/basket';
import { openMenu, UK_CAMDEN } from './support/localise';
import { expectNoSeriousViolations } from './support/axe';

// Issue 16, voucher rules (13-G22, 13-G25). A CONFLICT reaches the customer: the page sends the
// basket's deals with the check and names the conflicting deal by its own title (SPEFEAST cannot be
// used with Buy One Get One Free, server/db/seed/credits/types.ts). A discount voucher then ends on
// the modal's own success view — no 'Discount activated' modal stacked on it — and its saving shows
// once, in the totals; the notification box names the voucher without the amount. The gift voucher
// taken off the total is e2e/vouchers-gift.spec.ts.

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
});

test('CONFLICT names the basket deal; WEB20 confirms once and its saving shows once', async ({ page }, testInfo) => {
  await openMenu(page, UK_CAMDEN, 'pizzas');
  await addFromMenu(page, 'Margherita', 16.99, (dialog) => chooseSize(dialog, 'Large'));
  await addFromMenu(page, 'Margherita', 16.99, (dialog) => chooseSize(dialog, 'Large'));
  await goToCategory(page, 'Sides');
  await addFromMenu(page, 'Garlic Bread', 4.49);

  const basket = await openBasket(page, testInfo);
  // The DealBot groups the two large pizzas as Buy One Get One Free (e2e/basket.spec.ts).
  await basket.getByRole('switch', { name: 'DealBot' }).click();
  await expect(basketLines(basket).filter({ hasText: 'Buy One Get One Free' })).toHaveCount(1);

  await basket.getByRole('button', { name: 'Have a voucher or gift card?' }).click();
  const modal = page.getByRole('dialog', { name: 'Vouchers and gift cards' });
  await modal.getByLabel('Voucher code').fill('SPEFEAST');
  await modal.getByRole('button', { name: 'Apply voucher' }).click();
  await expect(modal.getByRole('alert')).toContainText("This voucher can't be used with Buy One Get One Free in your basket");
  await expectNoSeriousViolations(page, 'voucher conflict');
  await modal.getByRole('button', { name: 'Try again' }).click();

  await modal.getByLabel('Voucher code').fill('WEB20');
  await modal.getByRole('button', { name: 'Apply voucher' }).click();
  await expect(modal.getByText('Voucher WEB20 applied')).toBeVisible();
  const saving = modal.getByText(/^You save /);
  await expect(saving).toBeVisible();
  const amount = ((await saving.textContent()) ?? '').replace('You save ', '');
  expect(amount).not.toBe('');
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();

  // One confirmation: no 'Discount activated' modal after the voucher's own success view.
  await expect(page.getByRole('dialog', { name: 'Discount activated' })).toHaveCount(0);
  // The saving once, in the totals; the box names the voucher only.
  await expect(basket.getByText(`−${amount}`, { exact: true })).toHaveCount(1);
  const box = basket.getByRole('region', { name: 'Applied to your order' });
  await expect(box.getByText('Voucher WEB20')).toBeVisible();
  await expect(box).not.toContainText(amount);
});
