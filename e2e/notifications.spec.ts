import { expect, test } from '@playwright/test';

// Toasts, shown here through the debug page until a real action (adding to the basket) exists.

test('a success notification is announced, with a basket link on a phone', { tag: '@tablet' }, async ({
  page,
  isMobile,
}) => {
  await page.goto('/debug');
  await page.getByRole('button', { name: 'Show test notification' }).click();

  const notifications = page.getByRole('region', { name: 'Notifications' });
  const toast = notifications.getByRole('status').filter({ hasText: 'Added to basket' });
  await expect(toast).toBeVisible();

  // Spec 3 §2.7: a success toast offers 'Show basket' on small screens only.
  const showBasket = toast.getByRole('link', { name: 'Show basket' });
  if (isMobile) await expect(showBasket).toBeVisible();
  else await expect(showBasket).toHaveCount(0);
});
