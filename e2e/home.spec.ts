import { expect, test } from '@playwright/test';

// A first visit: the home page renders in Chromium with its header, heading and footer.

test.describe('home page', { tag: '@tablet' }, () => {
  test('a new customer sees the home page with header, heading and footer', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      // Content-Security-Policy violations and failed loads of the app's own files show up here.
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });

    await page.goto('/');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Pizza Hut home' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: /^Basket/ })).toHaveAttribute('href', /#basket$/);

    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Order pizza for delivery or collection' }),
    ).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Pizza Hut`);
    for (const name of [
      'Deals',
      'Pizzas',
      'Sides',
      'Drinks',
      'Desserts',
      'About us',
      'Contactless delivery',
      'Nutrition',
      'Privacy',
      'Terms',
      'FAQs',
      'Feedback',
    ]) {
      await expect(footer.getByRole('link', { name, exact: true }), `footer link "${name}"`).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Deals', exact: true })).toHaveAttribute('href', '/menu/deals');
    await expect(footer.getByRole('link', { name: 'Feedback', exact: true })).toHaveAttribute(
      'href',
      '/landing/?id=feedback-form',
    );

    expect(problems, 'errors in the console while the home page loaded').toEqual([]);
  });

  test('the footer Deals link asks a visitor who has not chosen a hut to find one first', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Deals', exact: true }).click();

    // /menu/deals → /order/deals/ → / (not localised), carrying the page they wanted (spec 1 §2).
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('redirectFrom') === '/order/deals/');
    await expect(page.getByRole('heading', { level: 1, name: 'Order pizza for delivery or collection' })).toBeVisible();
  });
});
