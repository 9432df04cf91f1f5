import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addFromMenu, chooseSize, FIXED_TEST_TIME, openBasket } from './support/basket';
import { FR_BASTILLE, openMenu, UK_CAMDEN } from './support/localise';

// Gift vouchers (C46, issue 13 item 6, 13-G24): the page checks a voucher against the hut's full
// lists for the disposition, hidden and voucher-only deals included, so GIFT10 and CADEAU10 apply;
// applying opens one dialog and the saving shows once. A French customer reads the refusals in
// French, never the server's English message (10-G30).

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
});

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
}

test('UK: GIFT10 applies in one dialog, the gift deal joins the basket and its saving shows once', async ({ page }, testInfo) => {
  await openMenu(page, UK_CAMDEN, 'pizzas');
  await addFromMenu(page, 'Margherita', 16.99, (dialog) => chooseSize(dialog, 'Large'));
  const basket = await openBasket(page, testInfo);
  await basket.getByRole('button', { name: 'Have a voucher or gift card?' }).click();
  const modal = page.getByRole('dialog', { name: 'Vouchers and gift cards' });
  await expectNoSeriousViolations(page);
  await modal.getByLabel('Voucher code').fill('GIFT10');
  await modal.getByRole('button', { name: 'Apply voucher' }).click();

  // Never 'Unavailable products': the gift deal is in the hut's full list.
  await expect(page.getByText('Unavailable products')).toHaveCount(0);
  const applied = page.getByRole('dialog', { name: 'Vouchers and gift cards' });
  await expect(applied.getByText('Voucher GIFT10 applied')).toBeVisible();
  // One dialog, not a stack of them.
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(applied.getByText('You save £10.00')).toHaveCount(1);
  await expectNoSeriousViolations(page);
  await applied.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog', { name: 'Vouchers and gift cards' })).toBeHidden();

  // The basket carries the gift deal and shows its saving once.
  const open = await openBasket(page, testInfo);
  await expect(open.getByText(/Gift Voucher/).first()).toBeVisible();
  await expect(open.getByRole('button', { name: /^Checkout, .*£6\.99$/ })).toBeVisible();
  await expect(page.getByText('-£10.00')).toHaveCount(1);
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
  await expect(page.getByText('Produits indisponibles')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Bons de réduction et cartes cadeaux' }).getByText('Bon CADEAU10 appliqué')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});
