import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { FIXED_TEST_TIME } from './support/basket';
import { openMenu, UK_CAMDEN } from './support/localise';
import { storedSlice } from './support/storage';

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
});

test('inside the app: the decommission modals, navigation messages per route, tracking permission and the checkout prefill', async ({ page }) => {
  await installFakeHost(page);
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

// 14-G29: the development harness page (GET /dev/app-harness) plays the native app around the product in a
// frame: a deprecated id's soft modal, navigation-state messages in its log, 'denied' answered to the
// tracking request, so nothing leaves for analytics (C44), and an app session handed over.
test('the app harness: a deprecated id, navigation messages in its log, tracking denied so no analytics leave', async ({ page, request }) => {
  // A desktop development tool: its controls and the phone-sized frame side by side.
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto('/dev/app-harness');
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(1);
  await page.getByLabel('Platform').selectOption('ios');
  await page.getByLabel('App id').fill('com.pizzahut.uk.v2');
  await page.getByLabel('Answer each request with').selectOption('denied');
  await page.getByRole('button', { name: 'Start the app' }).click();

  const app = page.frameLocator('iframe[title="The app"]');
  const soft = app.getByRole('dialog', { name: 'A new version of the app is ready' });
  await expect(soft).toBeVisible();
  await soft.getByRole('button', { name: 'Not now' }).click();
  await expect(soft).toBeHidden();
  await expect(app.getByRole('heading', { level: 1, name: 'Order pizza for delivery or collection' })).toBeVisible();

  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.locator('li[data-type="request-tracking-permission"]')).toHaveCount(1);
  await expect(log.locator('li[data-direction="app-to-page"][data-type="tracking-permission"]')).toContainText('"status":"denied"');
  await expect(log.locator('li[data-type="navigation-state"]').first()).toContainText('"path":"/"');

  // A route change inside the app is told to the harness.
  await app.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(log.locator('li[data-type="navigation-state"]', { hasText: '"path":"/privacy/"' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Hand over the session' }).click();
  await expect(log.locator('li[data-type="app-session"]')).toContainText('ann.walker@example.com');

  // Denied: nothing in the frame's data layer, nothing at the collector for this visitor's client id.
  const frame = page.frame({ name: 'app' });
  expect(frame).toBeTruthy();
  expect(await frame!.evaluate(() => ((window as { dataLayer?: { event?: unknown }[] }).dataLayer ?? []).filter((entry) => typeof entry?.event === 'string').length)).toBe(0);
  let clientId = '';
  await expect
    .poll(async () => {
      clientId = String((await storedSlice(page, 'meta', 'analyticsClientId')) ?? '');
      return clientId;
    })
    .toMatch(/^[0-9a-f-]{36}$/);
  const countOf = async () => ((await (await request.get(`/dev/events?limit=500&clientId=${clientId}`)).json()) as { events: unknown[] }).events.length;
  await expect.poll(countOf, { intervals: [1000, 1000] }).toBe(0);
});
