import { expect, test } from '@playwright/test';
import { addFromMenu, checkoutButton, chooseSize, FIXED_TEST_TIME, openBasket, summaryValue } from './support/basket';
import { FR_BASTILLE, IN_DELHI, openMenu, UK_CAMDEN } from './support/localise';
import { expectNoSeriousViolations } from './support/axe';

// Gift vouchers (C46, issue 13 item 6, 13-G24): the page checks a voucher against the hut's full
// lists for the disposition, hidden and voucher-only deals included, so GIFT10 and CADEAU10 apply;
// applying opens one dialog and the saving shows once. A French customer reads the refusals in
// French, never the server's English message (10-G30).

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
});

test('UK: GIFT10 applies in one dialog, the gift deal joins the basket and its saving shows once', async ({ page }, testInfo) => {
  await openMenu(page, UK_CAMDEN, 'pizzas');
  await addFromMenu(page, 'Margherita', 16.99, (dialog) => chooseSize(dialog, 'Large'));
  const basket = await openBasket(page, testInfo);
  await basket.getByRole('button', { name: 'Have a voucher or gift card?' }).click();
  const modal = page.getByRole('dialog', { name: 'Vouchers and gift cards' });
  await expectNoSeriousViolations(page);
  await modal.getByLabel('Voucher code').fill('GIFT10');
  await modal.getByRole('button', { name: 'Apply voucher' }).click();

  // Never 'Unavailable products': the gift deal is in the hut's full list, and its deal page opens
  // in place of the voucher dialog — one dialog at most, never a stack.
  await expect(page).toHaveURL(/\/order\/deal\/\?id=gift-voucher-10/);
  await expect(page.getByText('Unavailable products')).toHaveCount(0);
  expect(await page.getByRole('dialog').count()).toBeLessThanOrEqual(1);
  await page.getByRole('button', { name: 'Add deal to basket' }).click();

  // The basket carries the gift deal and shows its saving once. Camden's delivery pricing (seed
  // server/db/seed/huts/README.md): a gift voucher pays for the order but does not make it smaller,
  // so the £16.99 pizza still sets the supplement band (0–20: £1.50) and meets the £10 minimum;
  // due: £16.99 − £10 + £1.50 supplement + £1.99 delivery charge = £10.48.
  const open = await openBasket(page, testInfo);
  await expect(open.getByText('£10 Gift Voucher')).toHaveCount(1);
  await expect(open.getByText('−£10.00')).toHaveCount(1);
  await expect(summaryValue(open, 'Subtotal')).toHaveText('£6.99');
  await expect(summaryValue(open, 'Delivery supplement')).toHaveText('£1.50');
  await expect(summaryValue(open, 'Delivery charge')).toHaveText('£1.99');
  await expect(checkoutButton(open)).toHaveAccessibleName(/£10\.48$/);
  await expectNoSeriousViolations(page);
});

test('France: CADEAU10 applies; an unknown code is refused in French', async ({ page }, testInfo) => {
  await openMenu(page, FR_BASTILLE, 'pizzas');
  const card = page.getByRole('button', { name: /^(Ajouter|Choisir) / }).first();
  await card.click();
  const product = page.getByRole('dialog').first();
  await product.getByRole('button', { name: /^Ajouter au panier/ }).click();
  await expect(product).toBeHidden();
  await page.getByRole('banner').getByRole('link', { name: /^Panier, / }).click();
  const basket = page.getByRole('region', { name: 'Votre panier' });
  await expect(basket).toBeVisible();
  void testInfo;

  await basket.getByRole('button', { name: 'Vous avez un bon de réduction ou une carte cadeau ?' }).click();
  const modal = page.getByRole('dialog', { name: 'Bons de réduction et cartes cadeaux' });
  await modal.getByLabel('Code du bon').fill('NOPE123');
  await modal.getByRole('button', { name: 'Appliquer le bon' }).click();
  await expect(modal.getByRole('alert')).toContainText('Bon non valide');
  await expect(modal.getByText('Invalid voucher code')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Réessayer' }).click();

  await modal.getByLabel('Code du bon').fill('CADEAU10');
  await modal.getByRole('button', { name: 'Appliquer le bon' }).click();
  await expect(page).toHaveURL(/\/order\/deal\/\?id=gift-voucher-10/);
  await expect(page.getByText('Produits indisponibles')).toHaveCount(0);
  expect(await page.getByRole('dialog').count()).toBeLessThanOrEqual(1);
});

test('India: a gift card worth more than the order opens the credits-left modal from the checkout link (10-G19)', async ({ page }, testInfo) => {
  await openMenu(page, IN_DELHI, 'pizzas');
  await page.getByRole('button', { name: /^(Add|Choose) / }).first().click();
  const product = page.getByRole('dialog').first();
  await product.getByRole('button', { name: /^Add to basket/ }).click();
  await expect(product).toBeHidden();
  const basket = await openBasket(page, testInfo);
  await basket.getByRole('button', { name: 'Have a voucher or gift card?' }).click();
  const modal = page.getByRole('dialog', { name: 'Vouchers and gift cards' });
  await modal.getByRole('tab', { name: 'Gift card' }).click();
  await modal.getByLabel('Gift card number').fill('6229171476622114');
  await modal.getByLabel('PIN').fill('1234');
  await modal.getByRole('button', { name: 'Apply gift card' }).click();
  await expect(modal.getByText('Gift card ending 2114 applied')).toBeVisible();
  await modal.getByRole('button', { name: 'Done' }).click();

  await basket.getByRole('button', { name: /^Checkout, / }).click();
  const credits = page.getByRole('dialog', { name: 'Your gift card covers this order' });
  await expect(credits).toContainText(/₹[\d,.]+ will stay on your gift card ending 2114/);
  await expectNoSeriousViolations(page);
  await credits.getByRole('button', { name: 'Back to basket' }).click();
  await expect(credits).toBeHidden();
  await basket.getByRole('button', { name: /^Checkout, / }).click();
  await page.getByRole('dialog', { name: 'Your gift card covers this order' }).getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout/);
});
