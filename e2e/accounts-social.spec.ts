import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';

/**
 * Social sign-in (11-G11) against the real server and its local OpenID Connect stand-in: the UK
 * sign-in screen's Google button → the stand-in's account chooser → its consent page → back on the
 * account area signed in; and Cancel on the consent page → the sign-in screen says UNKNOWN_ERROR.
 */

test('Continue with Google: choose Ada, consent, back on the account area signed in', async ({ page }) => {
  await page.goto('/account/signin');
  await expectNoSeriousViolations(page, 'account sign in');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await page.getByRole('button', { name: /Ada Lovelace/ }).click();
  await page.getByRole('button', { name: 'Continue as Ada with Google (test provider)' }).click();
  // The first time there is no account record: the details form, named from Google (11-G4).
  await expect(page).toHaveURL(/\/account\/(register\/details)?$/);
  if (page.url().endsWith('/register/details')) {
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByRole('button', { name: 'Create my account' }).click();
  }
  await expect(page).toHaveURL(/\/account\/?$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hi Ada' })).toBeVisible();
  await expectNoSeriousViolations(page, 'account home after social sign-in');
});

test('Cancel on the provider consent page: the sign-in screen shows UNKNOWN_ERROR', async ({ page }) => {
  await page.goto('/account/signin');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await page.getByRole('button', { name: /Ada Lovelace/ }).click();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/signin/);
  await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
  await expectNoSeriousViolations(page, 'account sign in after a cancelled social sign-in');
});
