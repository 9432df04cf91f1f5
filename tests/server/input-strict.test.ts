import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createApp } from '../../server/app';
import { largePizza, loose } from './basket-fixtures';
import type { OrderPayloadInput } from '../../src/api/contract/orders';
import { MARKETS, orderPayload, serverTotal, twoMargheritas, type OrderTestApp } from './orders-setup';
import { createSeededApp } from './seeded-app';
import type { TestDatabase } from './test-db';

/**
 * Issue 12 items 7 and 9 (input parts): strings PostgreSQL cannot store (a NUL, a lone surrogate)
 * answered 500; item objects took any property and stored it; POST /log wrote whatever it was sent.
 * Every refusal here is a 400 (or 413) naming the field, never a 5xx, never a stored byte.
 */

const NUL = 'a\u0000b';
const LONE = 'a\uD800b';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  ({ testDb, app } = await createSeededApp());
});
afterAll(async () => {
  await testDb.cleanup();
});

const post = (url: string, body: unknown, raw = false) =>
  app.request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw ? (body as string) : JSON.stringify(body) });
const setup = { post } as unknown as OrderTestApp;

async function issuePaths(res: Response): Promise<string[]> {
  const body = (await res.json()) as { issues?: { path: string }[] };
  return (body.issues ?? []).map((issue) => issue.path);
}

async function expectRefused(res: Response, path: string, status = 400) {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body = JSON.parse(text) as { issues: { path: string }[] };
  expect(body.issues.map((issue) => issue.path), text).toContain(path);
}

type Payload = OrderPayloadInput;

async function validPayload(): Promise<Payload> {
  const market = MARKETS.uk;
  const deals = twoMargheritas();
  return orderPayload(market, deals, await serverTotal(setup, market, deals));
}

describe('strings PostgreSQL cannot store are a 400 naming the field', () => {
  it.each([
    ['customer.name', (p: Payload) => ({ ...p, customer: { ...p.customer, name: `Ada ${NUL}` } })],
    ['customer.firstName', (p: Payload) => ({ ...p, customer: { ...p.customer, firstName: LONE } })],
    ['customer.phone', (p: Payload) => ({ ...p, customer: { ...p.customer, phone: `0207${NUL}1234` } })],
    ['customer.selectedLanguage', (p: Payload) => ({ ...p, customer: { ...p.customer, selectedLanguage: NUL } })],
    ['hut.id', (p: Payload) => ({ ...p, hut: { ...p.hut, id: `1101${NUL}` } })],
    ['hut.tradezoneId', (p: Payload) => ({ ...p, hut: { ...p.hut, tradezoneId: LONE } })],
    ['utm.source', (p: Payload) => ({ ...p, utm: { source: LONE } })],
    ['utm.campaign', (p: Payload) => ({ ...p, utm: { campaign: NUL } })],
    ['returnUrl', (p: Payload) => ({ ...p, returnUrl: `/order/${NUL}` })],
    ['voucher.id', (p: Payload) => ({ ...p, voucher: { id: NUL } })],
    ['discount.id', (p: Payload) => ({ ...p, discount: { id: LONE } })],
    ['deals.0.basketDealID', (p: Payload) => ({ ...p, deals: [{ ...p.deals[0], basketDealID: NUL }] })],
    ['deals.0.pizzas.0.crust', (p: Payload) => ({ ...p, deals: [loose({ pizzas: [largePizza('p1', 'margherita', { crust: LONE })] })] })],
    ['payment.credits.0.cardNumber', (p: Payload) => ({ ...p, payment: { ...p.payment, credits: [{ type: 'giftcard', cardNumber: `6000${NUL}`, cardPin: '1234', amount: 1 }] } })],
    ['surcharges.0.tippingOption', (p: Payload) => ({ ...p, surcharges: [{ type: 'driverTip', amount: 1, tippingOption: NUL }] })],
    ['priorityDeliveryReservation.id', (p: Payload) => ({ ...p, priorityDeliveryReservation: { id: NUL, hutId: '1101' } })],
  ])('POST /v1/orders/preauthorise refuses %s', async (path, change) => {
    const res = await post('/v1/orders/preauthorise', change(await validPayload()));
    await expectRefused(res, path);
  });

  it.each([
    ['/v1/vouchers/validate?sector=uk-1&code=%00', 'code'],
    ['/v1/vouchers/validate?sector=uk-1&code=SAVE&dealIds=a%00', 'dealIds'],
    ['/v1/huts?postcode=NW1%00', 'postcode'],
    ['/v1/huts/?featureRole=%00', 'featureRole'],
    ['/v1/hut?hutId=1101%00&sector=uk-1', 'hutId'],
    ['/v1/hut?hutId=1101&sector=uk-1&tradezoneId=%00', 'tradezoneId'],
    ['/v1/geocode/postcode?postcode=NW1%008QP', 'postcode'],
    ['/v1/geocode/autocomplete?q=abc%00', 'q'],
    ['/v1/geocode/place?placeId=%00', 'placeId'],
    ['/v1/address-lookup/lookup-street-by-post-code?postcode=75011&query=%00', 'query'],
    ['/v2/products/pizzas?sector=uk-1&hutid=%00', 'hutid'],
    ['/v2/products/pizzas?sector=uk-1&filter=%00', 'filter'],
    ['/v1/content/products?sector=uk-1&hutid=%00', 'hutid'],
    ['/v1/upsells/?sector=uk-1&hutid=%00', 'hutid'],
    ['/v1/hut/timeslots?sector=uk-1&hutId=%00&disposition=collection', 'hutId'],
    ['/v2/eta?sector=uk-1&id=%00&disposition=collection', 'id'],
  ])('GET %s is a 400 naming %s', async (url, path) => {
    await expectRefused(await app.request(url), path);
  });

  it.each([
    '/v2/huts/status/uk-1/1101%00/summary',
    '/v2/orders/orders/abc%00/state',
    '/v2/orders/orders/abc%00/summary',
    '/v1/payment-providers/store-config/uk-1%3A1101%00',
    '/sandbox/card/abc%00',
    '/sandbox/wallet/abc%00',
    '/sandbox/terminal/abc%00',
    '/sandbox/card/abc%00/challenge',
    '/sandbox/razorpay/checkout?order_id=%00',
  ])('GET %s (a path or query value with a NUL) is a 4xx, never a 500', async (url) => {
    const res = await app.request(url);
    expect(res.status, await res.text()).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('DELETE of a priority reservation with a NUL in its path is a 4xx or the usual 204, never a 500', async () => {
    const res = await app.request('/v1/priority-orders/reservation/abc%00/1101', { method: 'DELETE' });
    expect(res.status).toBeLessThan(500);
  });

  it.each(['/sandbox/razorpay/checkout', '/sandbox/card/abc', '/sandbox/wallet/abc'])('a sandbox form with a NUL (%s) is a 4xx, never a 500', async (url) => {
    const res = await app.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ order_id: NUL, returnUrl: NUL, result: 'success' }).toString(),
    });
    expect(res.status, await res.text()).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it.each([
    ['/v1/basket-validator/', { hut: { id: `1101${NUL}`, sector: 'uk-1' }, payment: { amount: 1, currency: 'GBP' }, disposition: { type: 'collection', when: 'asap' }, deals: [] }, 'hut.id'],
    ['/v1/deals/optimise', { version: '1.0', hut: { id: '1101', sector: 'uk-1' }, disposition: { type: 'collection' }, payment: { amount: 0 }, deals: [], voucher: { id: LONE } }, 'voucher.id'],
    ['/v1/gift-cards/check', { meta: { hutId: '1101', sector: 'uk-1', isTest: false, traceId: NUL, timestamp: 1 }, data: { cardNumber: '6000', cardPin: '1234', amount: 1 } }, 'meta.traceId'],
    ['/v2/gift-cards/check', { meta: { hutId: '1101', sector: 'uk-1', isTest: false, traceId: 't', timestamp: 1 }, data: { cardNumber: `6000${NUL}`, cardPin: '1234', amount: 1 } }, 'data.cardNumber'],
    ['/v1/priority-orders/reservation', { numCookedItems: 1, postcode: `NW1${NUL}`, hut: { sector: 'uk-1', id: '1101' } }, 'postcode'],
    ['/v1/orders/place', { transactionId: NUL }, 'transactionId'],
    ['/v1/orders/place', { transactionId: 'abc', state: LONE }, 'state'],
    ['/v1/payment-providers/payer-auth-check', { transactionId: NUL, paymentType: 'card', hut: { id: '1101', sector: 'uk-1' } }, 'transactionId'],
    ['/log', { entries: [{ level: 'info', message: NUL, at: '2030-01-01T00:00:00Z' }] }, 'entries.0.message'],
  ])('POST %s refuses %s', async (url, body, path) => {
    await expectRefused(await post(url, body), path);
  });
});

describe('basket items are strict and bounded', () => {
  it('refuses an item property the page never sends, naming the item', async () => {
    const payload = await validPayload();
    const deals = [loose({ pizzas: [largePizza('p1', 'margherita', { junk: 'x'.repeat(1000) })] })];
    const res = await post('/v1/orders/preauthorise', { ...payload, deals });
    expect(res.status).toBe(400);
    expect((await issuePaths(res)).some((path) => path.startsWith('deals.0.pizzas.0'))).toBe(true);
  });

  it('refuses a known property of an unbounded size (a 100 000-character crust, 10 000 toppings)', async () => {
    const payload = await validPayload();
    const long = [loose({ pizzas: [largePizza('p1', 'margherita', { crust: 'x'.repeat(100_000) })] })];
    await expectRefused(await post('/v1/orders/preauthorise', { ...payload, deals: long }), 'deals.0.pizzas.0.crust');
    const many = [loose({ pizzas: [largePizza('p1', 'margherita', { toppings: Array.from({ length: 10_000 }, () => 'ham') })] })];
    await expectRefused(await post('/v1/orders/preauthorise', { ...payload, deals: many }), 'deals.0.pizzas.0.toppings');
  });

  it('refuses half-and-half halves with unknown properties', async () => {
    const payload = await validPayload();
    const deals = [loose({ pizzas: [largePizza('p1', 'margherita', { otherHalf: { productId: 'pepperoni', evil: true } })] })];
    const res = await post('/v1/orders/preauthorise', { ...payload, deals });
    expect(res.status).toBe(400);
    expect((await issuePaths(res)).some((path) => path.startsWith('deals.0.pizzas.0.otherHalf'))).toBe(true);
  });

  it('stores the parsed payload: a key outside the contract never reaches the orders table', async () => {
    const payload = { ...(await validPayload()), smuggled: 'x'.repeat(10_000), customer: { ...(await validPayload()).customer, smuggled: 'y' } };
    const res = await post('/v1/orders/preauthorise', payload);
    expect(res.status, await res.clone().text()).toBe(200);
    const row = await testDb.handle.db.selectFrom('orders').select(['payload', 'customer']).where('client_order_id', '=', payload.clientOrderId).executeTakeFirstOrThrow();
    const stored = JSON.stringify(row.payload) + JSON.stringify(row.customer);
    expect(stored).not.toContain('smuggled');
    expect(stored.length).toBeLessThan(5_000);
  });
});

describe('bodies that are not plain bounded JSON are a 400', () => {
  it.each([
    ['bad JSON', '{"version":'],
    ['an array', '[]'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['a number', '42'],
  ])('POST /v1/orders/preauthorise with %s', async (_name, raw) => {
    const res = await post('/v1/orders/preauthorise', raw, true);
    expect(res.status).toBe(400);
  });

  it('refuses an over-deep object with a 400 (not a stack overflow)', async () => {
    const deep = '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000);
    const res = await post('/log', `{"entries":[{"level":"info","message":"m","at":"2030-01-01T00:00:00Z","context":${deep}}]}`, true);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string };
    expect(body.error).toBe('invalid_json');
  });

  it.each([
    ['disposition.time', (p: Payload) => ({ ...p, disposition: { ...p.disposition, when: 'scheduled', time: 9_000_000_000_000_000 } })],
    ['disposition.time', (p: Payload) => ({ ...p, disposition: { ...p.disposition, when: 'scheduled', time: 1e300 } })],
    ['eta', (p: Payload) => ({ ...p, eta: 2 ** 40 })],
    ['etaRange.max', (p: Payload) => ({ ...p, etaRange: { min: 1, max: 2 ** 40 } })],
    ['payment.amount', (p: Payload) => ({ ...p, payment: { ...p.payment, amount: 1e300 } })],
  ])('refuses a huge number at %s', async (path, change) => {
    await expectRefused(await post('/v1/orders/preauthorise', change(await validPayload())), path);
  });
});

describe('POST /log is bounded in count and bytes', () => {
  const entry = (message = 'm', context?: unknown) => ({ level: 'info', message, at: '2030-01-01T00:00:00Z', ...(context === undefined ? {} : { context }) });

  it('takes an ordinary batch (204)', async () => {
    const res = await post('/log', { entries: [entry('hello', { screen: 'menu' })] });
    expect(res.status).toBe(204);
  });

  it('refuses a batch of 51 entries', async () => {
    await expectRefused(await post('/log', { entries: Array.from({ length: 51 }, () => entry()) }), 'entries');
  });

  it('refuses a context of 100 kB in one entry', async () => {
    const res = await post('/log', { entries: [entry('m', { blob: 'x'.repeat(100_000) })] });
    expect([400, 413]).toContain(res.status);
  });

  it('refuses a 1 MB batch before writing anything (50 entries of 20 kB context)', async () => {
    const res = await post('/log', { entries: Array.from({ length: 50 }, () => entry('m'.repeat(2000), { blob: 'x'.repeat(18_000) })) });
    expect(res.status).toBe(413);
  });

  it('refuses a context with thousands of keys', async () => {
    const context = Object.fromEntries(Array.from({ length: 2_000 }, (_, index) => [`k${index}`, 1]));
    const res = await post('/log', { entries: [entry('m', context)] });
    expect(res.status).toBe(400);
  });
});
