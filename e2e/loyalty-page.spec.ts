import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';

/**
 * Hut Rewards on the page against the real server (issue 15, 12-G5..G7): a seeded UK member signs in,
 * /hut-rewards shows the balance, the rewards and the history; the redemption modal opens an offline
 * reward's code screen, which fetches and shows the code. Each screen is checked with axe.
 * Seeded members: server/db/seed/loyalty-members.ts (member.uk@example.com, 12 points).
 */

const PASSWORD = 'Pizza2go!';

test('a member sees the balance and gets an offline reward code', async ({ page }) => {
  // A guest first: how it works and 'Sign in to join'.
  await page.goto('/hut-rewards/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hut Rewards' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to join' })).toBeVisible();
  await expect(page.getByText('Free dessert at the counter')).toBeVisible();
  await expectNoSeriousViolations(page, 'hut-rewards guest');

  await page.goto('/account/?form=login');
  await page.getByLabel('Email address').fill('member.uk@example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/?$/);
  // The account home's card shows the balance.
  await expect(page.getByRole('region', { name: 'Hut Rewards' }).getByText('Balance: 12 points')).toBeVisible();

  await page.getByRole('link', { name: 'See your rewards' }).click();
  await expect(page.getByRole('region', { name: 'Your balance' }).getByText('12 points', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your points history' })).toBeVisible();
  await expectNoSeriousViolations(page, 'hut-rewards member');

  await page.getByRole('button', { name: 'Redeem a reward' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem a reward' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, 'redemption modal');
  await dialog.getByRole('listitem').filter({ hasText: 'Free dessert at the counter' }).getByRole('link', { name: 'Show code' }).click();

  await expect(page).toHaveURL(/\/hut-rewards\/code\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Free dessert at the counter' })).toBeVisible();
  await expect(page.locator('.code-screen__code')).toHaveText(/\S{4,}/);
  await expect(page.getByText('Tracking code')).toBeVisible();
  await expectNoSeriousViolations(page, 'offline reward code');
});
