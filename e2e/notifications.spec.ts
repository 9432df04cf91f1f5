import { expect, test } from '@playwright/test';
import { pauseClock } from './support/clock';

// Toasts, shown here through the debug page until a real action (adding to the basket) exists.
// A toast hides itself after a few seconds: the clock is paused before it shows, so it stays until
// the test has looked at it, however slow the machine.

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test('a success notification is announced, with a basket link on a phone', { tag: '@tablet' }, async ({
  page,
  isMobile,
}) => {
  await page.goto('/debug');
  const show = page.getByRole('button', { name: 'Show test notification' });
  await expect(show).toBeVisible();
  await pauseClock(page);
  await show.click();

  const notifications = page.getByRole('region', { name: 'Notifications' });
  const toast = notifications.getByRole('status').filter({ hasText: 'Added to basket' });
  // The toasts' renderer is a lazy chunk that React reveals on a timer: the clock moves on 50 ms at a
  // time until the toast shows (a second of real waiting per step, so always far less, in all, than
  // the five seconds after which it hides itself).
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(toast).toBeVisible({ timeout: 1_000 });
  }).toPass();

  // Spec 3 §2.7: a success toast offers 'Show basket' on small screens only.
  const showBasket = toast.getByRole('link', { name: 'Show basket' });
  if (isMobile) await expect(showBasket).toBeVisible();
  else await expect(showBasket).toHaveCount(0);
});
