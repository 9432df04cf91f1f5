import { expect, test } from '@playwright/test';
import { openMenu, UK_CAMDEN } from './support/localise';
import { expectNoSeriousViolations as noSeriousViolations } from './support/axe';

// 10-G15 (issue 13 walkthrough item 3): in '2 Large Pizzas + Classic Side' (uk-1, £22.99) the crust
// showed +£3.00 in the editor, +£4.70 on the choice card and +£4.20 on the button. One function now
// gives every figure: Cheesy Bites cost £2.50 in this deal, on the crust row, the button, the card
// and the total. Rule-priced deals say "From" the price their default choices reach.

test('a deal crust costs the same on the editor, the button, the choice card and the total', async ({ page }) => {
  await openMenu(page, UK_CAMDEN, 'deals');
  const bogtf = page.getByRole('article', { name: 'Buy One Get Two Free' });
  await expect(bogtf).toContainText('From £16.99');

  await page.goto('/order/deal/?id=two-large-classic-side');
  await expect(page.getByRole('heading', { level: 1, name: '2 Large Pizzas + Classic Side' })).toBeVisible();
  await expect(page.locator('.deal-footer__price')).toHaveText('£22.99');
  await noSeriousViolations(page);

  const first = page.getByRole('region', { name: /^Choice 1:/ });
  await first.getByRole('button', { name: /^Customise/ }).click();
  const dialog = page.getByRole('dialog');
  // The row's name carries its price: the deal's £2.50, not the menu's £3.00.
  const crust = dialog.getByRole('radio', { name: /^Cheesy Bites/ });
  await expect(crust).toHaveAccessibleName('Cheesy Bites +£2.50');
  await crust.check();
  await expect(dialog.getByRole('button', { name: /^Add to deal/ })).toContainText('+£2.50');
  await noSeriousViolations(page);
  await dialog.getByRole('button', { name: /^Add to deal/ }).click();
  await expect(dialog).toBeHidden();

  await expect(first.locator('.deal-chosen__extra')).toHaveText('+£2.50');
  await expect(page.locator('.deal-footer__price')).toHaveText('£25.49');
});
