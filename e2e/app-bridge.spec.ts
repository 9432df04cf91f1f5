import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { FIXED_TEST_TIME } from './support/basket';
import { openMenu, UK_CAMDEN } from './support/localise';

// The mobile-app wrapper (14-G21…14-G25, 14-G29): a fake web-view host, injected before the page's own
// scripts at every load, records what the page sends it and answers as the native app would: tracking
// permission 'authorized', and a logged-in app session.

interface Recorded {
  type: string;
  path?: string;
  url?: string | null;
}

async function installFakeHost(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: unknown[] = [];
    const answer = (data: object) => window.postMessage({ source: 'pizzahut-app', ...data }, window.location.origin);
    Object.assign(window, {
      __appMessages: sent,
      __appAnswers: [] as string[],
      PizzaHutAppHost: {
        platform: 'android',
        appId: 'com.pizzahut.uk',
        appVersion: '5.0.0',
        postMessage(json: string) {
          const message = JSON.parse(json) as { type: string };
          sent.push(message);
          if (message.type === 'request-tracking-permission') {
            answer({ type: 'tracking-permission', status: 'authorized' });
            answer({ type: 'app-session', loginToken: 'app-token', accountInfo: { email: 'ann.walker@example.com', firstName: 'Ann', lastName: 'Walker', phone: '07911123456' } });
          }
        },
      },
    });
  });
}

function recorded(page: Page): Promise<Recorded[]> {
  return page.evaluate(() => (window as unknown as { __appMessages: Recorded[] }).__appMessages);
}

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
  await installFakeHost(page);
});

test('inside the app: the decommission modals, navigation messages per route, tracking permission and the checkout prefill', async ({ page }) => {
  // A retired app id (the address wins over the host's own id): update only, and update tells the app.
  await page.goto('/?app=ios&appId=com.pizzahut.uk.legacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Order pizza for delivery or collection' })).toBeVisible();
  const retired = page.getByRole('dialog', { name: 'This app is no longer supported' });
  await expect(retired).toBeVisible();
  await expect(retired.getByRole('button', { name: 'Not now' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'decommission modal');
  await retired.getByRole('button', { name: 'Update the app' }).click();
  await expect(retired).toBeHidden();
  expect(await recorded(page)).toContainEqual({ type: 'update-app', url: 'https://apps.apple.com/gb/app/pizza-hut-uk/id457578183' });

  // The soft-update variant can be dismissed.
  await page.goto('/?app=android&appId=com.pizzahut.uk.v2');
  const soft = page.getByRole('dialog', { name: 'A new version of the app is ready' });
  await expect(soft).toBeVisible();
  await soft.getByRole('button', { name: 'Not now' }).click();
  await expect(soft).toBeHidden();

  // A current app (the host's id): no modal; the page asks for tracking permission at start-up and
  // tells the app every route it shows.
  await openMenu(page, UK_CAMDEN, 'pizzas');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(async () => (await recorded(page)).filter((message) => message.type === 'request-tracking-permission').length).toBeGreaterThan(0);
  await expect.poll(async () => (await recorded(page)).filter((message) => message.type === 'navigation-state').map((message) => message.path)).toContain('/order/pizzas/');

  // Checkout: the app session fills the empty contact fields.
  await page.getByRole('button', { name: /^(Add|Choose) Margherita$/ }).click();
  const product = page.getByRole('dialog', { name: 'Margherita' });
  await product.getByRole('radio', { name: /^Large/ }).check();
  await product.getByRole('button', { name: /^Add to basket/ }).click();
  await expect(product).toBeHidden();
  // Through the basket, as a customer goes (the phone's basket opens from the header).
  await page.getByRole('banner').getByRole('link', { name: /^Basket, / }).click();
  const checkout = page.getByRole('button', { name: /^Checkout, / });
  await expect(checkout).toBeEnabled();
  await checkout.click();
  await expect(page).toHaveURL(/\/order\/checkout\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect.poll(async () => (await recorded(page)).filter((message) => message.type === 'navigation-state').map((message) => message.path)).toContain('/order/checkout/');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('ann.walker@example.com');
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Ann Walker');
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('07911123456');
});
