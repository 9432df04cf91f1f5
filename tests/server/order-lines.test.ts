import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderErrorBodySchema, orderStateSchema, orderSummarySchema, placeOrderResponseSchema, preauthoriseResponseSchema } from '../../src/api/contract/orders';
import { MAX_LINE_QUANTITY } from '../../src/domain/basket/quantity';
import { group, inOption, loose, side } from './basket-fixtures';
import { createOrderTestApp, MARKETS, orderPayload, serverTotal, type Market, type OrderTestApp } from './orders-setup';

// Issue 13 items 5 and 6, 10-G16, C47, 10-G22: what the server's summary says was ordered and paid,
// and the development kitchen's failure.
let setup: OrderTestApp;

beforeAll(async () => {
  setup = await createOrderTestApp({ clockSpeed: 100, devEndpoints: true });
});

afterAll(async () => {
  await setup.testDb.cleanup();
});

/** The walkthrough pizza: half Margherita with extra onions and mushrooms, half Hawaiian, large Classic Pan. */
const halfAndHalf = (basketItemID: string) => ({
  id: 'margherita',
  size: 'large',
  crust: 'pan',
  sauce: 'tomato',
  cheese: 'mozzarella',
  toppings: ['red-onions', 'mushrooms'],
  otherHalf: { productId: 'hawaiian', sauce: 'tomato', cheese: 'mozzarella', toppings: ['ham', 'pineapple'] },
  basketItemID,
});

const walkthroughBasket = () => [loose({ pizzas: [halfAndHalf('p1')], sides: [side('s1'), side('s2')] })];

async function placedSummary(market: Market, deals: ReturnType<typeof walkthroughBasket>, payment?: { type: 'card' | 'cash'; amount: number; currency: string; credits?: unknown[] }) {
  const total = await serverTotal(setup, market, deals);
  const payload = orderPayload(market, deals, total, { payment: payment ?? { type: 'cash', amount: total, currency: market.currency } } as never);
  const res = await setup.post('/v1/orders/preauthorise', payload);
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  const answer = preauthoriseResponseSchema.parse(json);
  const placed = placeOrderResponseSchema.parse(await (await setup.post('/v1/orders/place', { transactionId: answer.transactionId })).json());
  const summary = await setup.app.request(`/v2/orders/orders/${placed.transactionId}/summary`, { headers: { 'x-order-token': placed.orderToken } });
  expect(summary.status).toBe(200);
  return { total, placed, summary: orderSummarySchema.parse(await summary.json()) };
}

describe("the server's summary shows what was chosen (10-G16) and quantities (issue 13 item 5)", () => {
  it('carries the halves, the added toppings, size and crust, and the two identical sides as one line ×2', async () => {
    const { summary, total } = await placedSummary(MARKETS.uk, walkthroughBasket());
    const pizza = summary.lines.find((line) => line.items[0]?.halves);
    expect(pizza?.quantity).toBe(1);
    expect(pizza?.details).toEqual(['Large (13.5") · Classic Pan', expect.stringMatching(/^Half Margherita \(extra Red Onions, extra Mushrooms\) \+ half Hawaiian$/)]);
    expect(pizza?.items[0]?.halves?.[0].added.map((ref) => ref.id)).toEqual(['red-onions', 'mushrooms']);
    expect(pizza?.items[0]?.halves?.[1].product).toEqual({ id: 'hawaiian', name: 'Hawaiian' });
    const sides = summary.lines.find((line) => line.items[0]?.product.id === 'garlic-bread');
    expect(sides?.quantity).toBe(2);
    expect(summary.lines).toHaveLength(2);
    // Priced quantity × unit price: the lines add up to the subtotal the total was priced from.
    const bread = await serverTotal(setup, MARKETS.uk, [loose({ sides: [side('s1')] })]);
    expect(sides?.price).toBe(Math.round(2 * bread * 100) / 100);
    expect(summary.lines.reduce((sum, line) => sum + line.price, 0)).toBeCloseTo(summary.breakdown.subtotal, 2);
    expect(summary.payment.amount).toBe(total);
  });

  it('describes each choice of a deal line', async () => {
    const withHam = { id: 'margherita', size: 'large', crust: 'pan', toppings: ['ham'], basketItemID: 'a' };
    const deals = [group('bogof', 'basket-bogof', { pizzas: inOption(0, withHam, { id: 'margherita', size: 'large', crust: 'pan', basketItemID: 'b' }) })];
    const { summary } = await placedSummary(MARKETS.uk, deals);
    expect(summary.lines).toHaveLength(1);
    expect(summary.lines[0]?.items.map((item) => item.added.map((ref) => ref.name))).toEqual(expect.arrayContaining([['Ham'], []]));
    expect(summary.lines[0]?.details).toEqual(expect.arrayContaining(['Margherita — Large (13.5") · Classic Pan — extra Ham', 'Margherita — Large (13.5") · Classic Pan']));
  });

  it("words the French hut's summary in French (sizes and crusts translated, 10-G23)", async () => {
    const pizza = (basketItemID: string) => ({ id: 'margherita', size: 'large', crust: 'pan', toppings: ['ham'], basketItemID });
    const { summary } = await placedSummary(MARKETS.fr, [loose({ pizzas: [pizza('a'), pizza('b')] })]);
    expect(summary.lines).toHaveLength(1);
    expect(summary.lines[0]).toMatchObject({ quantity: 2, details: ['Grande · Pâte Pan', 'supplément Jambon'] });
  });

  it("words a Montréal hut's summary (fr-CA, in an en-CA sector) with French names, a Toronto one's in English (10-G30)", async () => {
    const canadian = (basketItemID: string) => ({ id: 'canadian', size: 'large', crust: 'pan', toppings: ['pepperoni', 'bacon', 'mushrooms', 'green-peppers'], basketItemID });
    const montreal = { ...MARKETS.ca, hut: { id: '4103', sector: 'ca-1' as const }, phone: '5145550123', postcode: 'H2W 1Y5' };
    const { summary: fr } = await placedSummary(montreal, [loose({ pizzas: [canadian('a')] })]);
    expect(fr.lines[0]).toMatchObject({ title: 'Canadienne', details: ['Grande (14 po) · Pâte originale Pan', 'supplément Poivrons verts'] });
    expect(fr.lines[0]?.items[0]?.size).toEqual({ id: 'large', name: 'Grande (14 po)' });
    const { summary: en } = await placedSummary(MARKETS.ca, [loose({ pizzas: [canadian('a')] })]);
    expect(en.lines[0]).toMatchObject({ title: 'Canadian', details: ['Large (14") · Original Pan', 'extra Green Peppers'] });
  });

  it(`refuses more than ${MAX_LINE_QUANTITY} of the same item on one line, with a clear message`, async () => {
    const many = [loose({ sides: Array.from({ length: MAX_LINE_QUANTITY + 1 }, (_, index) => side(`s${index}`)) })];
    const res = await setup.post('/v1/orders/preauthorise', orderPayload(MARKETS.uk, many, 100, { payment: { type: 'cash', amount: 100, currency: 'GBP' } }));
    expect(res.status).toBe(422);
    expect(orderErrorBodySchema.parse(await res.json()).message).toBe(`At most ${MAX_LINE_QUANTITY} of the same item can be ordered on one line`);
  });
});

describe('C47: an order with nothing to pay', () => {
  it("paid entirely by gift card shows 'giftcard', not cash", async () => {
    const deals = walkthroughBasket();
    const total = await serverTotal(setup, MARKETS.uk, deals);
    await setup.testDb.handle.db
      .insertInto('gift_cards')
      .values({ number: '6000111122229001', market: 'UK', pin: '1234', balance: 200, currency: 'GBP', status: 'active', expires_at: '2030-01-01T00:00:00Z', used_by_order_id: null })
      .execute();
    const credits = [{ type: 'giftcard', cardNumber: '6000111122229001', cardPin: '1234', amount: total }];
    const { summary } = await placedSummary(MARKETS.uk, deals, { type: 'card', amount: 0, currency: 'GBP', credits });
    expect(summary.payment).toMatchObject({ type: 'giftcard', amount: 0, credits: total, nothingToPay: true });
    const row = await setup.testDb.handle.db.selectFrom('orders').select('payment_type').where('transaction_id', '=', summary.transactionId).executeTakeFirstOrThrow();
    // What is recorded stays as the spec sends it (S2 §5): cash for a zero amount.
    expect(row.payment_type).toBe('cash');
  });

  it('an order with an amount to pay is neither', async () => {
    const { summary } = await placedSummary(MARKETS.uk, walkthroughBasket());
    expect(summary.payment).toMatchObject({ type: 'cash', nothingToPay: false });
  });
});

describe('POST /dev/orders/{id}/fail (10-G22, DEV_ENDPOINTS=1)', () => {
  it('fails a placed order: its state is FAILED on the last tracker step from then on', async () => {
    const { placed } = await placedSummary(MARKETS.uk, walkthroughBasket());
    const res = await setup.post(`/dev/orders/${placed.transactionId}/fail`, {});
    expect(res.status).toBe(200);
    expect(orderStateSchema.parse(await res.json())).toMatchObject({ orderStatus: 'FAILED', trackerStep: 4 });
    setup.kitchen.now += 60 * 60_000;
    const later = orderStateSchema.parse(await (await setup.app.request(`/v2/orders/orders/${placed.transactionId}/state`)).json());
    expect(later).toMatchObject({ orderStatus: 'FAILED', trackerStep: 4, latestTrackingInfo: { order_status: 'FAILED' } });
  });

  it('answers 404 for an unknown order, and is not mounted without DEV_ENDPOINTS', async () => {
    expect((await setup.post('/dev/orders/TX-UNKNOWN/fail', {})).status).toBe(404);
  });
});
