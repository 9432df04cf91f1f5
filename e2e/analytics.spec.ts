import { expect, test, type Page } from '@playwright/test';
import { FIXED_TEST_TIME } from './support/basket';
import { expectNoSeriousViolations } from './support/axe';
import { openMenu, UK_CAMDEN } from './support/localise';
import { storedSlice } from './support/storage';

// Issue 17 "Done when" (14-G1, 14-G2, 14-G8, 14-G9, 14-G30): with consent refused no event leaves the
// page (not in window.dataLayer, not at the collector); accepted from the footer's "Cookie settings", a
// UK cash order produces the spec's sequence in the data layer and in the collector (GET /dev/events).
// Offline events arriving once after reconnection are covered by tests/analytics/collector.test.ts.

const SEQUENCE = ['localisation_success', 'view_menu', 'add_to_cart', 'initiate_purchase', 'add_payment_info', 'purchase'];

type Entry = { event?: string; dimension14?: string };
const dataLayerEvents = (page: Page) => page.evaluate(() => ((window as { dataLayer?: Entry[] }).dataLayer ?? []).filter((entry) => typeof entry?.event === 'string'));

async function addMargherita(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Add|Choose) Margherita$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Margherita' });
  await dialog.getByRole('radio', { name: /^Large/ }).check();
  await dialog.getByRole('button', { name: /^Add to basket/ }).click();
  await expect(dialog).toBeHidden();
}

test('analytics: nothing without consent; accepted from the footer, a UK cash order reaches the data layer and the collector', async ({ page, browser, request }, testInfo) => {
  // Counted per client id: journeys running beside this one share the server (and the app-bridge
  // journey's app grants tracking), so a count of all events would see theirs.
  const countOf = async (clientId: string) => ((await (await request.get(`/dev/events?limit=500&clientId=${clientId}`)).json()) as { events: unknown[] }).events.length;

  // Refused, in a context of its own: a page view, a localisation and an add to cart send nothing.
  const refusedContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 390, height: 844 } });
  const refused = await refusedContext.newPage();
  await refused.clock.install({ time: new Date(FIXED_TEST_TIME) });
  await refused.goto('/');
  const banner = refused.getByRole('region', { name: 'We value your privacy' });
  await expect(banner).toBeVisible();
  await expectNoSeriousViolations(refused, 'consent banner');
  await banner.getByRole('button', { name: 'Reject all' }).click();
  await expect(banner).toBeHidden();
  await openMenu(refused, UK_CAMDEN, 'pizzas');
  await addMargherita(refused);
  await expect(refused.getByRole('banner').getByRole('link', { name: /^Basket, / })).toBeVisible();
  expect(await dataLayerEvents(refused)).toEqual([]);
  // The visitor's analytics client id (dimension 14), kept in Dexie `meta` even when nothing is sent.
  let refusedClientId = '';
  await expect
    .poll(async () => {
      refusedClientId = String((await storedSlice(refused, 'meta', 'analyticsClientId')) ?? '');
      return refusedClientId;
    })
    .toMatch(/^[0-9a-f-]{36}$/);
  await refusedContext.close(); // pagehide: a beacon would go now, if anything had been queued
  await expect.poll(() => countOf(refusedClientId), { intervals: [1000, 1000] }).toBe(0);

  // Accepted from the footer's "Cookie settings", then a UK cash order.
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
  await page.goto('/');
  const reopened = page.getByRole('region', { name: 'We value your privacy' });
  await expect(reopened).toBeVisible();
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(reopened.getByRole('heading', { name: 'We value your privacy' })).toBeFocused();
  await reopened.getByRole('button', { name: 'Accept all' }).click();
  await expect(reopened).toBeHidden();

  await openMenu(page, UK_CAMDEN, 'pizzas');
  await addMargherita(page);
  await page.getByRole('banner').getByRole('link', { name: /^Basket, / }).click();
  const checkout = page.getByRole('button', { name: /^Checkout, / });
  await expect(checkout).toBeEnabled();
  await checkout.click();
  await expect(page).toHaveURL(/\/order\/checkout\/?$/);
  await page.getByLabel('Full name', { exact: true }).fill('Ann Walker');
  await page.getByLabel('Email', { exact: true }).fill('ann.walker@example.com');
  await page.getByLabel('Phone number', { exact: true }).fill('07911 123456');
  await page.getByLabel('Address line 1', { exact: true }).fill('186 Camden High Street');
  const cash = page.getByRole('radio', { name: /^Cash/ });
  await cash.check({ force: true });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/ordersummary\/\?transactionId=/, { timeout: 20_000 });

  await expect.poll(async () => (await dataLayerEvents(page)).map((entry) => entry.event)).toEqual(expect.arrayContaining(SEQUENCE));
  const names = (await dataLayerEvents(page)).map((entry) => entry.event ?? '');
  const order = SEQUENCE.map((name) => names.indexOf(name));
  expect(order).toEqual([...order].sort((a, b) => a - b));
  const clientId = (await dataLayerEvents(page))[0]?.dimension14 ?? '';
  expect(clientId).toMatch(/^[0-9a-f-]{36}$/);
  await expect
    .poll(async () => {
      const { events } = (await (await request.get(`/dev/events?limit=200&clientId=${clientId}`)).json()) as { events: { name: string }[] };
      return events.map((event) => event.name);
    }, { timeout: 15_000 })
    .toEqual(expect.arrayContaining(SEQUENCE));
});
