import { expect, test } from '@playwright/test';

// A screen that throws while rendering must not leave the customer on a blank page.

test('a page that fails to render sends the customer to the error page', { tag: '@tablet' }, async ({ page }) => {
  await page.goto('/debug?crash=render');

  await expect(page).toHaveURL((url) => url.pathname === '/error');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  const back = page.getByRole('link', { name: 'Go back to deals' });
  await expect(back).toHaveAttribute('href', '/order/deals/');

  // Not localised yet: the order area sends the customer home, remembering where they were going.
  await back.click();
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('redirectFrom') === '/order/deals/');
  await expect(page.getByRole('heading', { level: 1, name: 'Order pizza for delivery or collection' })).toBeVisible();
});

test('the error page opened directly shows the panel and stays', async ({ page }) => {
  await page.goto('/error');

  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go back to deals' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/error');
});
