import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketValidationResponseSchema } from '../../src/api/contract/basket';
import { orderErrorBodySchema, orderHistorySchema, placeOrderResponseSchema, preauthoriseResponseSchema, type OrderPayloadInput } from '../../src/api/contract/orders';
import { group, inOption, largePizza, loose, side } from './basket-fixtures';
import { badTokens, bearer, createAccountTestApp, signIn, type SignedIn } from './account-setup';
import { MARKETS, orderPayload, serverTotal, twoMargheritas, type OrderTestApp } from './orders-setup';
import { revokeAllSessions } from '../../server/services/identity/sessions';

// Issue 14, 11-G30..G32: orders know their customer from the verified id token, and from nothing else.
// The attacks first (plain HTTP, no browser): the body's claims, forged and stale tokens.
let setup: OrderTestApp;
const db = () => setup.testDb.handle.db;

beforeAll(async () => {
  setup = await createAccountTestApp();
});
afterAll(async () => {
  await setup.testDb.cleanup();
});

const delivery = { disposition: { type: 'delivery' as const, when: 'asap' as const }, customer: { name: 'Ada Lovelace', phone: MARKETS.uk.phone, email: 'ada@example.com', marketing: { all: false }, deliveryAddress: { address: '186 Camden High Street', postcode: 'NW1 8QP' } } };
const reward = () => [loose({ pizzas: [largePizza('p1')] }), group('reward-free-side', 'basket-reward', { sides: inOption(0, side('s1')) })];

async function validate(deals: ReturnType<typeof twoMargheritas>, changes: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await setup.post('/v1/basket-validator/', { hut: MARKETS.uk.hut, payment: { type: 'card', amount: 0, currency: 'GBP' }, disposition: { type: 'collection', when: 'asap' }, deals, ...changes }, headers);
  return { status: res.status, json: (await res.json()) as unknown };
}

async function preauthorise(payload: OrderPayloadInput, headers: Record<string, string> = {}) {
  const res = await setup.post('/v1/orders/preauthorise', payload, headers);
  return { status: res.status, json: (await res.json()) as unknown };
}

/** A cash collection order preauthorised and placed, with the headers given to both calls. */
async function placeCash(headers: Record<string, string>, changes: Partial<OrderPayloadInput> = {}) {
  const total = await serverTotal(setup, MARKETS.uk, twoMargheritas());
  const pre = await preauthorise(orderPayload(MARKETS.uk, twoMargheritas(), total, { payment: { type: 'cash', amount: total, currency: 'GBP' }, ...changes }), headers);
  expect(pre.status, JSON.stringify(pre.json)).toBe(200);
  const { transactionId } = preauthoriseResponseSchema.parse(pre.json);
  const res = await setup.post('/v1/orders/place', { transactionId }, headers);
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  return placeOrderResponseSchema.parse(json);
}

const history = (headers: Record<string, string>, query = 'storeId=uk-1:1101') => setup.app.request(`/v2/orders/orders/history?${query}`, { headers });

describe('attacks: the body and bad tokens buy nothing', () => {
  let customer: SignedIn;
  beforeAll(async () => {
    customer = await signIn(db());
  });

  it('body accountHolder:true without a token: guest supplement price and no reward (the same as no claim)', async () => {
    const guest = basketValidationResponseSchema.parse((await validate(twoMargheritas(), delivery)).json);
    const claimed = basketValidationResponseSchema.parse((await validate(twoMargheritas(), { ...delivery, accountHolder: true })).json);
    expect(claimed.total).toBe(guest.total);
    expect(guest.total).toBe(20.48);
    const pre = await preauthorise(orderPayload(MARKETS.uk, reward(), 16.99, { accountHolder: true }));
    expect(pre.status).toBe(403);
    // Issue 15 (12-G3): a reward's refusal is its own error (was NOT_ENTITLED before Hut Rewards).
    expect(orderErrorBodySchema.parse(pre.json).error).toBe('LOYALTY_REDEMPTION_REFUSED');
  });

  it('a forged, tampered, unsigned, expired, wrong-key or wrong-use bearer is refused with 401 on every order call, never read as a guest', async () => {
    const total = await serverTotal(setup, MARKETS.uk, twoMargheritas());
    for (const [kind, token] of Object.entries(await badTokens(db(), customer))) {
      const headers = bearer(token);
      const pre = await preauthorise(orderPayload(MARKETS.uk, twoMargheritas(), total), headers);
      expect(pre.status, `${kind}: ${JSON.stringify(pre.json)}`).toBe(401);
      expect(orderErrorBodySchema.parse(pre.json).error).toBe('Generic');
      expect((await validate(twoMargheritas(), delivery, headers)).status, kind).toBe(401);
      expect((await setup.post('/v1/orders/place', { transactionId: 'TX-none' }, headers)).status, kind).toBe(401);
      expect((await history(headers)).status, kind).toBe(401);
      expect((await setup.app.request('/v2/orders/orders/TX-none/summary', { headers })).status, kind).toBe(401);
    }
  });

  it('a signed-out (revoked) customer\'s still-unexpired id token is refused', async () => {
    const gone = await signIn(db());
    await revokeAllSessions(db(), gone.userId);
    expect((await validate(twoMargheritas(), delivery, bearer(gone.idToken))).status).toBe(401);
    expect((await history(bearer(gone.idToken))).status).toBe(401);
  });

  it('the body\'s customer.accountId names nobody: a guest order stores no account, a signed-in one its own', async () => {
    const victim = await signIn(db());
    const guest = await placeCash({}, { customer: { name: 'Mallory', phone: MARKETS.uk.phone, email: 'm@example.com', marketing: { all: false }, accountId: victim.userId } });
    const row = await db().selectFrom('orders').select(['account_id', 'customer']).where('id', '=', guest.orderId).executeTakeFirstOrThrow();
    expect(row.account_id).toBeNull();
    expect(row.customer).not.toHaveProperty('accountId');
    const own = await placeCash(bearer(customer.idToken), { customer: { name: 'Ada', phone: MARKETS.uk.phone, email: 'ada@example.com', marketing: { all: false }, accountId: victim.userId } });
    const mine = await db().selectFrom('orders').select(['account_id', 'customer']).where('id', '=', own.orderId).executeTakeFirstOrThrow();
    expect(mine.account_id).toBe(customer.userId);
    expect(mine.customer).toMatchObject({ accountId: customer.userId });
    // The victim's history has neither.
    const answer = orderHistorySchema.parse(await (await history(bearer(victim.idToken), 'storeId=uk-1:1101&limit=20')).json());
    expect(answer.orders).toEqual([]);
  });
});

describe('a verified customer of the market is the account holder', () => {
  it('the account-holder supplement band (1.00, not 1.50) with the id token, on the validator and preauthorise alike', async () => {
    const customer = await signIn(db());
    const answer = basketValidationResponseSchema.parse((await validate(twoMargheritas(), { ...delivery, payment: { type: 'card', amount: 19.98, currency: 'GBP' } }, bearer(customer.idToken))).json);
    expect(answer).toMatchObject({ status: 'SUCCESS', total: 19.98 });
    const pre = await preauthorise(orderPayload(MARKETS.uk, twoMargheritas(), 19.98, delivery), bearer(customer.idToken));
    expect(pre.status, JSON.stringify(pre.json)).toBe(200);
    expect(preauthoriseResponseSchema.parse(pre.json).totalPrice).toBe(19.98);
    // The same order as a guest at the account price: refused.
    expect((await preauthorise(orderPayload(MARKETS.uk, twoMargheritas(), 19.98, delivery))).status).toBe(409);
  });

  it('the reward deal is not refused for sign-in with the id token', async () => {
    const customer = await signIn(db());
    const res = await validate(reward(), { payment: { type: 'card', amount: 16.99, currency: 'GBP' } }, bearer(customer.idToken));
    const answer = basketValidationResponseSchema.parse(res.json);
    expect(answer.status === 'FAILURE' ? answer.reasons?.map((reason) => reason.message).join(' ') : '').not.toMatch(/signed-in members/);
  });

  it('an account of another market orders as a guest there (prices are per market)', async () => {
    const french = await signIn(db(), { tenant: '33-fra' });
    const answer = basketValidationResponseSchema.parse((await validate(twoMargheritas(), delivery, bearer(french.idToken))).json);
    expect(answer.total).toBe(20.48);
  });
});

describe('GET /v2/orders/orders/history', () => {
  it('the token\'s own placed orders at the hut, newest first, default limit 1; none of another customer\'s', async () => {
    const ada = await signIn(db());
    const bob = await signIn(db());
    const first = await placeCash(bearer(ada.idToken));
    const second = await placeCash(bearer(ada.idToken));
    await placeCash(bearer(bob.idToken));
    await placeCash({});

    const one = orderHistorySchema.parse(await (await history(bearer(ada.idToken))).json());
    expect(one.orders.map((order) => order.orderId)).toEqual([second.orderId]);
    const all = await history(bearer(ada.idToken), 'storeId=uk-1:1101&limit=20');
    expect(all.headers.get('cache-control')).toBe('no-store');
    const orders = orderHistorySchema.parse(await all.json()).orders;
    expect(orders.map((order) => order.orderId)).toEqual([second.orderId, first.orderId]);
    expect(orders[0]).toMatchObject({ hut: { id: '1101', sector: 'uk-1' }, customer: { name: 'Ada Lovelace' } });
    // Another hut: nothing.
    expect(orderHistorySchema.parse(await (await history(bearer(ada.idToken), 'storeId=uk-1:1102&limit=20')).json()).orders).toEqual([]);
  });

  it('without a token: 401 and no order, as before accounts', async () => {
    const res = await history({});
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Generic', message: 'Sign in to see your orders' });
  });

  it('a preauthorised order never placed is not history', async () => {
    const carol = await signIn(db());
    const total = await serverTotal(setup, MARKETS.uk, twoMargheritas());
    expect((await preauthorise(orderPayload(MARKETS.uk, twoMargheritas(), total, { payment: { type: 'cash', amount: total, currency: 'GBP' } }), bearer(carol.idToken))).status).toBe(200);
    expect(orderHistorySchema.parse(await (await history(bearer(carol.idToken))).json()).orders).toEqual([]);
  });
});

describe('place and summary', () => {
  it('placing with the token links a guest-preauthorised order; another customer\'s token is refused', async () => {
    const dan = await signIn(db());
    const eve = await signIn(db());
    const total = await serverTotal(setup, MARKETS.uk, twoMargheritas());
    const pre = preauthoriseResponseSchema.parse((await preauthorise(orderPayload(MARKETS.uk, twoMargheritas(), total, { payment: { type: 'cash', amount: total, currency: 'GBP' } }), bearer(dan.idToken))).json);
    const stolen = await setup.post('/v1/orders/place', { transactionId: pre.transactionId }, bearer(eve.idToken));
    expect(stolen.status).toBe(403);
    const guestPre = preauthoriseResponseSchema.parse((await preauthorise(orderPayload(MARKETS.uk, twoMargheritas(), total, { payment: { type: 'cash', amount: total, currency: 'GBP' } }))).json);
    const placed = placeOrderResponseSchema.parse(await (await setup.post('/v1/orders/place', { transactionId: guestPre.transactionId }, bearer(eve.idToken))).json());
    const row = await db().selectFrom('orders').select(['account_id', 'customer', 'payload']).where('id', '=', placed.orderId).executeTakeFirstOrThrow();
    expect(row.account_id).toBe(eve.userId);
    expect(row.customer).toMatchObject({ accountId: eve.userId });
    expect(row.payload.customer).toMatchObject({ accountId: eve.userId });
  });

  it('the order\'s own customer reads its summary by id token without the order token; another customer gets 404', async () => {
    const fay = await signIn(db());
    const gil = await signIn(db());
    const placed = await placeCash(bearer(fay.idToken));
    expect((await setup.app.request(`/v2/orders/orders/${placed.transactionId}/summary`, { headers: bearer(fay.idToken) })).status).toBe(200);
    expect((await setup.app.request(`/v2/orders/orders/${placed.transactionId}/summary`, { headers: bearer(gil.idToken) })).status).toBe(404);
    expect((await setup.app.request(`/v2/orders/orders/${placed.transactionId}/summary`)).status).toBe(404);
  });
});
