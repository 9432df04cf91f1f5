import { expect, test } from '@playwright/test';
import { openMenu } from './support/localise';

// /deal-not-found: where an unknown or withdrawn deal link lands (spec 1 §2), with two ways on.

test.describe('deal not found', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date('2025-06-18T18:20:00Z') }); // the server's fixed clock
  });

  test('an unknown deal lands on the page, which leads to today\'s deals', { tag: '@tablet' }, async ({ page }) => {
    await openMenu(page);
    await page.goto('/order/deal/?id=no-such-deal');

    await expect(page).toHaveURL(/\/deal-not-found$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sorry, that deal is no longer available' })).toBeVisible();
    await expect(page).toHaveTitle(/Deal not available/);
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

    await page.getByRole('link', { name: "See today's deals" }).click();
    await expect(page).toHaveURL(/\/order\/deals\/$/);
    await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
  });

  test('speaks French for a French customer', async ({ page }) => {
    await page.goto('/deal-not-found?lang=fr-FR');
    await expect(page.getByRole('heading', { level: 1, name: "Désolé, cette offre n'est plus disponible" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voir les offres du jour' })).toBeVisible();
  });
});
