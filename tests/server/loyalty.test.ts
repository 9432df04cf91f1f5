import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../server/clock';
import { FIXED_TEST_TIME } from '../../server/db/seed/huts';
import { SEEDED_MEMBER_PASSWORD } from '../../server/db/seed/loyalty-members';
import { loyaltyRoutes } from '../../server/routes/loyalty';
import { checkPassword } from '../../server/services/identity/passwords';
import { enrolDevice, setEnrolmentCode } from '../../server/services/kiosk-devices';
import { signToken } from '../../server/services/identity/tokens';
import { reverseOrderPoints, settleOrderPoints } from '../../server/services/loyalty/ledger';
import { balanceOf, providerToken } from '../../server/services/loyalty/members';
import { OrderError } from '../../server/services/orders/errors';
import { basketValidationResponseSchema, type OptimiseDealGroupBody } from '../../src/api/contract/basket';
import { loyaltyAccountSchema, loyaltyContentSchema, loyaltyErrorSchema, offlineCodeSchema, pointsBreakdownSchema } from '../../src/api/contract/loyalty';
import { orderErrorBodySchema, orderSummarySchema, placeOrderResponseSchema, preauthoriseResponseSchema, type OrderPayloadInput } from '../../src/api/contract/orders';
import { pointsEarned } from '../../src/domain/loyalty';
import { bearer, createAccountTestApp, signIn, type SignedIn } from './account-setup';
import { group, inOption, largePizza, loose, side } from './basket-fixtures';
import { countOrders, MARKETS, orderPayload, pageToken, returnQuery, submitForm, type OrderTestApp } from './orders-setup';

// Issue 15 (CHECKLIST-2 §12): the loyalty provider stand-in and the points of an order. Attacks first.
let setup: OrderTestApp;
const db = () => setup.testDb.handle.db;

beforeAll(async () => {
  setup = await createAccountTestApp({ devEndpoints: true });
  setup.app.route('/', loyaltyRoutes(setup.testDb.handle, fixedClock(FIXED_TEST_TIME)));
});
afterAll(async () => {
  await setup.testDb.cleanup();
});

const TENANT = { UK: '44-gbr', FR: '33-fra', IN: '91-ind', CA: '1-can' } as const;

/** A signed-in customer who joined Hut Rewards in the market with `points` on the ledger. */
async function member(points: number, market: keyof typeof TENANT = 'UK'): Promise<SignedIn> {
  const who = await signIn(db(), { tenant: TENANT[market] });
  await db().insertInto('loyalty_members').values({ user_id: who.userId, tenant: TENANT[market], market, date_of_birth: '01/01/1990' }).execute();
  if (points > 0) {
    await db().insertInto('loyalty_ledger').values({ id: randomUUID(), user_id: who.userId, market, kind: 'earned', points, order_id: null, reward_id: null }).execute();
  }
  return who;
}

const freeSide = (redeemable = 'RD-reward-free-side'): OptimiseDealGroupBody => ({
  ...group('reward-free-side', 'basket-reward', { sides: inOption(0, side('s1')) }),
  redeemable_id: redeemable,
});
const freePizza = (): OptimiseDealGroupBody => ({
  ...group('reward-free-pizza', 'basket-reward-pizza', { pizzas: inOption(0, largePizza('r1', 'margherita', { size: 'medium' })) }),
  redeemable_id: 'RD-reward-free-pizza',
});
const withPizza = (...rewards: OptimiseDealGroupBody[]) => [loose({ pizzas: [largePizza('p1')] }), ...rewards];

const api = (path: string, headers: Record<string, string> = {}) => setup.app.request(path, { headers });

async function memberTotal(deals: OptimiseDealGroupBody[], headers: Record<string, string>): Promise<number> {
  const res = await setup.post('/v1/basket-validator/', { hut: MARKETS.uk.hut, payment: { type: 'cash', amount: 0, currency: 'GBP' }, disposition: { type: 'collection', when: 'asap' }, deals }, headers);
  const answer = basketValidationResponseSchema.parse(await res.json());
  expect(answer.total, JSON.stringify(answer)).toBeGreaterThan(0);
  return answer.total!;
}

/** A cash collection order at Camden (16.99 for the large Margherita; rewards at 0). */
function cashOrder(deals: OptimiseDealGroupBody[], amount: number, changes: Partial<OrderPayloadInput> = {}) {
  return orderPayload(MARKETS.uk, deals, amount, { payment: { type: 'cash', amount, currency: 'GBP' }, ...changes });
}

/**
 * A web card collection order at Camden: the hosted card page, an online payment, the way a reward
 * is paid (12-G11: a reward is refused with cash and the other offline types).
 */
function rewardOrder(deals: OptimiseDealGroupBody[], amount: number, changes: Partial<OrderPayloadInput> = {}) {
  return orderPayload(MARKETS.uk, deals, amount, { payment: { type: 'card', amount, currency: 'GBP' }, ...changes });
}

const CARD = { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Ada Lovelace' };

/** Pays a preauthorised card order on the sandbox's hosted card page (as payment-binding.test.ts does), ready to place. */
async function payByCard(answer: unknown) {
  const preauthorised = preauthoriseResponseSchema.parse(answer);
  const paid = await submitForm(setup, `/sandbox/card/${preauthorised.transactionId}`, { ...CARD, token: pageToken(preauthorised) });
  expect(returnQuery(paid.location).get('paymentStatus'), paid.text).toBe('success');
  return preauthorised.transactionId;
}

async function preauthorise(payload: OrderPayloadInput, headers: Record<string, string>) {
  const res = await setup.post('/v1/orders/preauthorise', payload, headers);
  return { status: res.status, json: (await res.json()) as unknown };
}

async function token(who: SignedIn, market: keyof typeof TENANT = 'UK') {
  return providerToken(db(), who.userId, market, TENANT[market]);
}

function expectLoyaltyRefusal(result: { status: number; json: unknown }, status: 403 | 422) {
  expect(result.status, JSON.stringify(result.json)).toBe(status);
  expect(orderErrorBodySchema.parse(result.json).error).toBe('LOYALTY_REDEMPTION_REFUSED');
}

describe('attacks: a reward is refused with the loyalty error, never a price error', () => {
  it("a guest's reward deal (with or without accountHolder)", async () => {
    expectLoyaltyRefusal(await preauthorise(rewardOrder(withPizza(freeSide()), 16.99, { accountHolder: true }), {}), 403);
  });

  it("a member's provider token used by another customer (even another member)", async () => {
    const owner = await member(10);
    const thief = await member(10);
    const stolen = await token(owner);
    expectLoyaltyRefusal(await preauthorise(rewardOrder(withPizza(freeSide()), 16.99, { loyalty: { loyaltyProviderAuthToken: stolen, points: 3 } }), bearer(thief.idToken)), 403);
    // The owner's own token works (the same basket, the same amount).
    const own = await preauthorise(rewardOrder(withPizza(freeSide()), 16.99, { loyalty: { loyaltyProviderAuthToken: stolen, points: 3 } }), bearer(owner.idToken));
    expect(own.status, JSON.stringify(own.json)).toBe(200);
  });

  it('a provider token of another market', async () => {
    const who = await member(10);
    const french = await signToken(db(), { sub: who.userId, token_use: 'loyalty', tenant: '33-fra', market: 'FR' }, 600);
    expectLoyaltyRefusal(await preauthorise(rewardOrder(withPizza(freeSide()), 16.99, { loyalty: { loyaltyProviderAuthToken: french, points: 3 } }), bearer(who.idToken)), 403);
  });

  it('an expired provider token, and an id token passed off as one', async () => {
    const who = await member(10);
    const expired = await signToken(db(), { sub: who.userId, token_use: 'loyalty', tenant: '44-gbr', market: 'UK' }, -60);
    for (const bad of [expired, who.idToken]) {
      expectLoyaltyRefusal(await preauthorise(rewardOrder(withPizza(freeSide()), 16.99, { loyalty: { loyaltyProviderAuthToken: bad, points: 3 } }), bearer(who.idToken)), 403);
    }
  });

  it("body points lower than the reward: the server recounts from the catalogue (2 points < the side's 3)", async () => {
    const who = await member(2);
    expectLoyaltyRefusal(await preauthorise(rewardOrder(withPizza(freeSide()), 16.99, { loyalty: { loyaltyProviderAuthToken: await token(who), points: 0 } }), bearer(who.idToken)), 422);
  });

  it('two reward deals in one basket (C41)', async () => {
    const who = await member(50);
    const payload = rewardOrder(withPizza(freeSide(), { ...freeSide(), basketDealID: 'basket-reward-2' }), 16.99, { loyalty: { loyaltyProviderAuthToken: await token(who), points: 6 } });
    expectLoyaltyRefusal(await preauthorise(payload, bearer(who.idToken)), 422);
  });

  it('a signed-in customer who is not a member', async () => {
    const who = await signIn(db());
    expectLoyaltyRefusal(await preauthorise(rewardOrder(withPizza(freeSide()), 16.99), bearer(who.idToken)), 403);
  });

  it("a redeemable id that is not the deal's reward", async () => {
    const who = await member(10);
    expectLoyaltyRefusal(await preauthorise(rewardOrder(withPizza(freeSide('RD-offline-free-dessert')), 16.99, { loyalty: { loyaltyProviderAuthToken: await token(who), points: 3 } }), bearer(who.idToken)), 422);
  });

  it('the basket validator refuses a non-member and a member short of points, and prices a member with the points', async () => {
    const outsider = await signIn(db());
    const poor = await member(1);
    const rich = await member(3);
    for (const who of [outsider, poor]) {
      const res = await setup.post('/v1/basket-validator/', { hut: MARKETS.uk.hut, payment: { type: 'cash', amount: 16.99, currency: 'GBP' }, disposition: { type: 'collection', when: 'asap' }, deals: withPizza(freeSide()) }, bearer(who.idToken));
      expect(basketValidationResponseSchema.parse(await res.json()).status).toBe('FAILURE');
    }
    expect(await memberTotal(withPizza(freeSide()), bearer(rich.idToken))).toBe(16.99);
  });
});

describe('attacks: a reward paid offline is refused by the server (12-G11; S2 §5, S3 §4.5, C39, C47)', () => {
  /** A member's reward order (the free side beside a large Margherita, 16.99) paid with `type`. */
  async function rewardPaidBy(who: SignedIn, type: 'cash' | 'ticket' | 'paylater_credit' | 'card', changes: Partial<OrderPayloadInput> = {}, headers: Record<string, string> = {}) {
    const payload = rewardOrder(withPizza(freeSide()), 16.99, { payment: { type, amount: 16.99, currency: 'GBP' }, loyalty: { loyaltyProviderAuthToken: await token(who), points: 3 }, ...changes });
    return { payload, result: await preauthorise(payload, { ...bearer(who.idToken), ...headers }) };
  }

  it('cash, a restaurant ticket and pay-later are refused at preauthorise with 422 and a clear message; nothing is written', async () => {
    const who = await member(10);
    for (const [type, name] of [['cash', /^Cash cannot pay/], ['ticket', /^A restaurant ticket cannot pay/], ['paylater_credit', /^Pay later cannot pay/]] as const) {
      const { payload, result } = await rewardPaidBy(who, type);
      expectLoyaltyRefusal(result, 422);
      const { message } = orderErrorBodySchema.parse(result.json);
      expect(message).toMatch(name);
      expect(message).toContain('Hut Rewards reward: pay online, or remove the reward');
      expect(await countOrders(setup, { clientOrderId: payload.clientOrderId })).toBe(0);
    }
    expect(await balanceOf(db(), who.userId)).toBe(10);
  });

  it("an enrolled kiosk's card is the counter terminal (offline): refused; the body's kiosk claim without a credential is a web order whose card is accepted", async () => {
    const who = await member(10);
    await setEnrolmentCode(db(), { sector: 'uk-1', hutId: '1101', code: 'CAMDEN-REWARDS-STAFF' });
    const device = await enrolDevice(db(), { sector: 'uk-1', hutId: '1101', enrolmentCode: 'CAMDEN-REWARDS-STAFF' });
    const kiosk = { channel: 'kiosk' as const, customer: { name: 'Ada', marketing: { all: false } } };
    const counter = await rewardPaidBy(who, 'card', kiosk, { 'x-kiosk-device': device!.credential });
    expectLoyaltyRefusal(counter.result, 422);
    expect(orderErrorBodySchema.parse(counter.result.json).message).toMatch(/^The counter's card terminal cannot pay/);
    // The same member at the same kiosk without a reward: the terminal takes the order (the rule is the reward's).
    const plain = await preauthorise(orderPayload(MARKETS.uk, withPizza(), 16.99, kiosk), { ...bearer(who.idToken), 'x-kiosk-device': device!.credential });
    expect(plain.status, JSON.stringify(plain.json)).toBe(200);
    expect(await db().selectFrom('orders').select('provider').where('transaction_id', '=', preauthoriseResponseSchema.parse(plain.json).transactionId).executeTakeFirstOrThrow()).toEqual({ provider: 'terminal' });
    // Claiming the kiosk channel without its credential makes a web order: the hosted card page, online.
    const claimed = await rewardPaidBy(who, 'card', { channel: 'kiosk' });
    expect(claimed.result.status, JSON.stringify(claimed.result.json)).toBe(200);
    expect(preauthoriseResponseSchema.parse(claimed.result.json).threeDSUrl).toBeTruthy();
  });

  it('the web card (the hosted card page) is accepted, paid and placed, and the reward is spent', async () => {
    const who = await member(10);
    const { result } = await rewardPaidBy(who, 'card');
    expect(result.status, JSON.stringify(result.json)).toBe(200);
    const transactionId = await payByCard(result.json);
    const placed = await setup.post('/v1/orders/place', { transactionId }, bearer(who.idToken));
    expect(placed.status).toBe(200);
    expect(placeOrderResponseSchema.parse(await placed.json()).loyalty).toMatchObject({ usedInThisOrder: 3 });
  });

  it('C47: nothing to pay is sent as cash, and no cash rule applies to it (a reward alone, 0.00)', async () => {
    const who = await member(10);
    const payload = rewardOrder([freeSide()], 0, { payment: { type: 'cash', amount: 0, currency: 'GBP' }, loyalty: { loyaltyProviderAuthToken: await token(who), points: 3 } });
    const pre = await preauthorise(payload, bearer(who.idToken));
    expect(pre.status, JSON.stringify(pre.json)).toBe(200);
    const { transactionId } = preauthoriseResponseSchema.parse(pre.json);
    const placed = await setup.post('/v1/orders/place', { transactionId }, bearer(who.idToken));
    expect(placed.status).toBe(200);
    expect(await balanceOf(db(), who.userId)).toBe(7);
  });

  it('place re-checks the stored order: a reward order preauthorised before the rule (stored as cash) spends nothing', async () => {
    const who = await member(10);
    const { result } = await rewardPaidBy(who, 'card');
    const { transactionId } = preauthoriseResponseSchema.parse(result.json);
    // As if it had been preauthorised by cash under an older rule: no provider, placed directly.
    await db().updateTable('orders').set({ payment_type: 'cash', provider: 'none' }).where('transaction_id', '=', transactionId).execute();
    const res = await setup.post('/v1/orders/place', { transactionId }, bearer(who.idToken));
    expectLoyaltyRefusal({ status: res.status, json: await res.json() }, 422);
    expect(await db().selectFrom('orders').select('state').where('transaction_id', '=', transactionId).executeTakeFirstOrThrow()).toEqual({ state: 'PREAUTHORIZED' });
    expect(await balanceOf(db(), who.userId)).toBe(10);
  });
});

describe('points in the placing transaction', () => {
  async function placeWith(who: SignedIn, deals: OptimiseDealGroupBody[], points = 0) {
    const total = await memberTotal(deals, bearer(who.idToken));
    // A reward is paid online (12-G11): by the web card, authorised on the sandbox's card page before place.
    if (points > 0) {
      const pre = await preauthorise(rewardOrder(deals, total, { loyalty: { loyaltyProviderAuthToken: await token(who), points } }), bearer(who.idToken));
      expect(pre.status, JSON.stringify(pre.json)).toBe(200);
      return payByCard(pre.json);
    }
    const pre = await preauthorise(cashOrder(deals, total), bearer(who.idToken));
    expect(pre.status, JSON.stringify(pre.json)).toBe(200);
    return preauthoriseResponseSchema.parse(pre.json).transactionId;
  }

  it('place retried 20 times at once earns the points once, and answers the figures', async () => {
    const who = await member(0);
    const transactionId = await placeWith(who, withPizza());
    const answers = await Promise.all(Array.from({ length: 20 }, () => setup.post('/v1/orders/place', { transactionId }, bearer(who.idToken))));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 410)).toHaveLength(19);
    const placed = placeOrderResponseSchema.parse(await answers.find((res) => res.status === 200)!.json());
    expect(placed.loyalty).toEqual({ currentBalance: 0, toBeEarned: 1, usedInThisOrder: 0, newBalance: 1 });
    const earned = await db().selectFrom('loyalty_ledger').selectAll().where('order_id', '=', placed.orderId).execute();
    expect(earned.map((row) => [row.kind, row.points])).toEqual([['earned', 1]]);
    expect(await balanceOf(db(), who.userId)).toBe(1);
  });

  it("the database itself refuses a second 'earned' row or a second spend of one reward for one order", async () => {
    const who = await member(10);
    const orderId = `ORD-once-${randomUUID()}`;
    const row = (kind: 'earned' | 'used', points: number, rewardId: string | null) => ({ id: randomUUID(), user_id: who.userId, market: 'UK', kind, points, order_id: orderId, reward_id: rewardId });
    await db().insertInto('loyalty_ledger').values([row('earned', 2, null), row('used', -3, 'HR-reward-free-side')]).execute();
    await expect(db().insertInto('loyalty_ledger').values(row('earned', 2, null)).execute()).rejects.toThrow();
    await expect(db().insertInto('loyalty_ledger').values(row('used', -3, 'HR-reward-free-side')).execute()).rejects.toThrow();
    expect(await balanceOf(db(), who.userId)).toBe(9);
  });

  it('two concurrent redemptions of the last 5 points: exactly one is placed', async () => {
    const who = await member(5);
    const first = await placeWith(who, withPizza(freePizza()), 5);
    const second = await placeWith(who, withPizza(freePizza()), 5);
    const [a, b] = await Promise.all([first, second].map((transactionId) => setup.post('/v1/orders/place', { transactionId }, bearer(who.idToken))));
    const results = [{ status: a!.status, json: (await a!.json()) as unknown }, { status: b!.status, json: (await b!.json()) as unknown }];
    expect(results.map((result) => result.status).sort()).toEqual([200, 422]);
    expectLoyaltyRefusal(results.find((result) => result.status === 422)!, 422);
    // 5 - 5 + 1 earned by the placed order.
    expect(await balanceOf(db(), who.userId)).toBe(1);
  });

  it('a failed order reverses its earned and used points once', async () => {
    const who = await member(5);
    const transactionId = await placeWith(who, withPizza(freeSide()), 3);
    const placed = placeOrderResponseSchema.parse(await (await setup.post('/v1/orders/place', { transactionId }, bearer(who.idToken))).json());
    expect(placed.loyalty).toEqual({ currentBalance: 5, toBeEarned: 1, usedInThisOrder: 3, newBalance: 3 });
    expect(await balanceOf(db(), who.userId)).toBe(3);
    // The summary shows the same figures (12-G14) while the order stands.
    const summary = orderSummarySchema.parse(await (await api(`/v2/orders/orders/${placed.orderId}/summary`, bearer(who.idToken))).json());
    expect(summary.loyalty).toEqual(placed.loyalty);
    // … and the account record's lastOrder and movements (S3 §3).
    const record = loyaltyAccountSchema.parse(await (await api('/v2/loyalty/account?marketId=UK', bearer(who.idToken))).json());
    expect(record.lastOrder).toEqual({ orderId: placed.orderId, ...placed.loyalty });
    expect(record.movements.filter((movement) => movement.orderId === placed.orderId).map((movement) => [movement.kind, movement.points]).sort()).toEqual([['earned', 1], ['used', -3]]);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await setup.post(`/dev/orders/${placed.orderId}/fail`, {})).status).toBe(200);
    }
    const reversed = await db().selectFrom('loyalty_ledger').select('points').where('order_id', '=', placed.orderId).where('kind', '=', 'reversed').execute();
    expect(reversed).toEqual([{ points: 2 }]);
    expect(await balanceOf(db(), who.userId)).toBe(5);
  });

  it('property: after random orders, redemptions and failures, every ledger sums to the modelled balance, never below zero', async () => {
    const members = await Promise.all([member(0), member(4), member(9)]);
    const tokens = await Promise.all(members.map((who) => token(who)));
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({ op: fc.constant('order' as const), who: fc.nat(2), total: fc.integer({ min: 0, max: 12_000 }).map((pence) => pence / 100), reward: fc.constantFrom(0, 3, 4, 5) }),
            fc.record({ op: fc.constant('fail' as const), pick: fc.nat(50) }),
          ),
          { maxLength: 12 },
        ),
        async (operations) => {
          const model = new Map<string, number>();
          for (const who of members) model.set(who.userId, await balanceOf(db(), who.userId));
          const placed: { orderId: string; userId: string; net: number; reversed: boolean }[] = [];
          for (const operation of operations) {
            if (operation.op === 'order') {
              const who = members[operation.who]!;
              const orderId = `ORD-prop-${randomUUID()}`;
              const rewards = operation.reward > 0 ? [{ rewardId: 'HR-prop', dealId: 'prop', redeemableId: 'RD-prop', points: operation.reward }] : [];
              const before = model.get(who.userId)!;
              try {
                await db()
                  .transaction()
                  .execute((trx) =>
                    settleOrderPoints(trx, {
                      id: orderId,
                      sector: 'uk-1',
                      accountId: who.userId,
                      facts: { userId: who.userId, market: 'UK', rewards },
                      providerToken: tokens[operation.who]!,
                      total: operation.total,
                      known: {},
                    }),
                  );
                const earned = pointsEarned('UK', operation.total);
                model.set(who.userId, before - operation.reward + earned);
                placed.push({ orderId, userId: who.userId, net: earned - operation.reward, reversed: false });
              } catch (error) {
                expect(error).toBeInstanceOf(OrderError);
                expect((error as OrderError).body.error).toBe('LOYALTY_REDEMPTION_REFUSED');
                // Refused only when the points were short.
                expect(operation.reward).toBeGreaterThan(before);
              }
            } else if (placed.length > 0) {
              const order = placed[operation.pick % placed.length]!;
              await reverseOrderPoints(db(), order.orderId);
              if (!order.reversed) {
                const balance = model.get(order.userId)!;
                model.set(order.userId, balance + Math.max(-order.net, -balance));
                order.reversed = true;
              }
            }
            for (const who of members) {
              const balance = await balanceOf(db(), who.userId);
              expect(balance).toBeGreaterThanOrEqual(0);
              expect(balance).toBe(model.get(who.userId));
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('GET/POST /v2/loyalty/account', () => {
  const join = (who: SignedIn, dateOfBirth: string, marketId = 'UK') =>
    setup.app.request(`/v2/loyalty/account?marketId=${marketId}`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(who.idToken) }, body: JSON.stringify({ dateOfBirth }) });

  it('joins with a real past date of 14+ years; twice is one membership; refuses under 14, a bad format, a future date', async () => {
    const who = await signIn(db());
    const young = await join(who, '19/06/2011');
    expect(young.status).toBe(422);
    expect(loyaltyErrorSchema.parse(await young.json())).toEqual({ name: 'UNDER_AGE', message: 'You must be 14+ to access Loyalty' });
    expect(loyaltyErrorSchema.parse(await (await join(who, '31/02/1990')).json()).name).toBe('INVALID_DATE_OF_BIRTH');
    expect(loyaltyErrorSchema.parse(await (await join(who, '01/01/2030')).json()).name).toBe('INVALID_DATE_OF_BIRTH');
    expect((await join(who, '1990-01-01')).status).toBe(400);
    // 14 on the store clock's day (2025-06-18).
    const first = await join(who, '18/06/2011');
    expect(first.status).toBe(200);
    expect(loyaltyAccountSchema.parse(await first.json())).toMatchObject({ inLoyalty: true, accountBalance: 0 });
    expect((await join(who, '18/06/2011')).status).toBe(200);
    expect(await db().selectFrom('loyalty_members').select('user_id').where('user_id', '=', who.userId).execute()).toHaveLength(1);
    // Another market than the token's tenant.
    expect((await join(who, '18/06/2000', 'FR')).status).toBe(403);
  });

  it("the record: a provider token, locked rewards by the balance, the movements and the last order's figures", async () => {
    const who = await member(4);
    const record = loyaltyAccountSchema.parse(await (await api('/v2/loyalty/account?marketId=UK', bearer(who.idToken))).json());
    expect(record.accountBalance).toBe(4);
    expect(record.loyaltyProviderAuthToken).toBeTruthy();
    expect(record.rewards.map((reward) => [reward.id, reward.points, reward.locked])).toEqual([
      ['reward-free-side', 3, false],
      ['offline-free-dessert', 4, false],
      ['reward-free-pizza', 5, true],
    ]);
    expect(record.movements.map((movement) => [movement.kind, movement.points])).toEqual([['earned', 4]]);
    const outsider = loyaltyAccountSchema.parse(await (await api('/v2/loyalty/account?marketId=UK', bearer((await signIn(db())).idToken))).json());
    expect(outsider).toMatchObject({ inLoyalty: false, loyaltyProviderAuthToken: null, rewards: [] });
    expect((await api('/v2/loyalty/account?marketId=UK')).status).toBe(401);
    expect((await api('/v2/loyalty/account?marketId=UK', bearer(who.accessToken))).status).toBe(401);
  });
});

describe('POST /v2/loyalty/earnings', () => {
  async function estimate(market: keyof typeof TENANT, total: number, redeemableIds: string[] = []) {
    const who = await member(10, market);
    const res = await setup.app.request(`/v2/loyalty/earnings?marketId=${market}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(who.idToken) },
      body: JSON.stringify({ inBasket: { total, redeemableIds } }),
    });
    expect(res.status).toBe(200);
    return pointsBreakdownSchema.parse(await res.json());
  }

  it('UK £32 → 3 with a side used; IN ₹2,499 → 4; CA 10.99 → 0 and 11.00 → 1', async () => {
    expect(await estimate('UK', 32, ['RD-reward-free-side'])).toEqual({ currentBalance: 10, toBeEarned: 3, usedInThisOrder: 3, newBalance: 10 });
    expect((await estimate('IN', 2499)).toBeEarned).toBe(4);
    expect((await estimate('CA', 10.99)).toBeEarned).toBe(0);
    expect((await estimate('CA', 11)).toBeEarned).toBe(1);
  });
});

describe('GET /v2/loyalty/content', () => {
  it('is public: online rewards of the menu and the offline dessert, in French in France', async () => {
    const uk = loyaltyContentSchema.parse(await (await api('/v2/loyalty/content?marketId=UK')).json());
    expect(uk.rewards.map((reward) => [reward.type, reward.redeemable_id, reward.points])).toEqual([
      ['online', 'RD-reward-free-side', 3],
      ['offline', 'RD-offline-free-dessert', 4],
      ['online', 'RD-reward-free-pizza', 5],
    ]);
    expect(uk.rewards.every((reward) => reward.img.startsWith('/images/'))).toBe(true);
    const fr = loyaltyContentSchema.parse(await (await api('/v2/loyalty/content?marketId=FR')).json());
    expect(fr.rewards.find((reward) => reward.type === 'offline')?.title).toBe('Un dessert offert au comptoir');
    expect((await api('/v2/loyalty/content?marketId=XX')).status).toBe(400);
  });
});

describe('GET /v2/loyalty/redeemable/{id}/code', () => {
  const code = (who: SignedIn | null, id = 'RD-offline-free-dessert') => api(`/v2/loyalty/redeemable/${id}/code?marketId=UK`, who ? bearer(who.idToken) : {});

  it('re-serves one live code per member and reward; refuses an unreached or online reward; 401 without a token', async () => {
    const who = await member(4);
    const first = offlineCodeSchema.parse(await (await code(who)).json());
    const again = offlineCodeSchema.parse(await (await code(who)).json());
    expect(again).toEqual(first);
    expect(first.expiresAt).toBe(Date.parse(FIXED_TEST_TIME) + 15 * 60_000);
    const other = offlineCodeSchema.parse(await (await code(await member(4))).json());
    expect(other.code).not.toBe(first.code);
    const poor = await code(await member(3));
    expect(poor.status).toBe(422);
    expect(loyaltyErrorSchema.parse(await poor.json()).name).toBe('INSUFFICIENT_POINTS');
    expect(loyaltyErrorSchema.parse(await (await code(who, 'RD-reward-free-side')).json()).name).toBe('UNKNOWN_REWARD');
    expect((await code(await signIn(db()))).status).toBe(403);
    expect((await code(null)).status).toBe(401);
  });

  it('one client asking for codes in bulk meets the rate limiter: 429 with Retry-After after 10 a minute', async () => {
    const who = await member(4);
    process.env.TRUST_PROXY = '1';
    try {
      const headers = { ...bearer(who.idToken), 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 1}` };
      const statuses: number[] = [];
      for (let call = 0; call < 11; call += 1) statuses.push((await api('/v2/loyalty/redeemable/RD-offline-free-dessert/code?marketId=UK', headers)).status);
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      const refused = await api('/v2/loyalty/redeemable/RD-offline-free-dessert/code?marketId=UK', headers);
      expect(statuses[10]).toBe(429);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });
});

describe('seeded members and the till check', () => {
  it('every market has members above, under 5 and below every reward, and a non-member, with the documented password', async () => {
    for (const market of ['UK', 'FR', 'IN', 'CA'] as const) {
      const rows = await db()
        .selectFrom('identity_users')
        .leftJoin('loyalty_members', 'loyalty_members.user_id', 'identity_users.id')
        .select(['identity_users.id', 'username', 'password_hash', 'loyalty_members.market'])
        .where('identity_users.tenant', '=', TENANT[market])
        .where('username', 'like', '%.' + market.toLowerCase() + '@example.com')
        .execute();
      const balances = (await Promise.all(rows.map(async (row) => [row.username, row.market ? await balanceOf(db(), row.id) : null] as const)));
      const mk = market.toLowerCase();
      expect(Object.fromEntries(balances)).toEqual({
        [`member.${mk}@example.com`]: 12,
        [`member.low.${mk}@example.com`]: 4,
        [`member.new.${mk}@example.com`]: 1,
        [`nonmember.${mk}@example.com`]: null,
      });
    }
    const one = await db().selectFrom('identity_users').select('password_hash').where('username', '=', 'member.uk@example.com').executeTakeFirstOrThrow();
    expect(await checkPassword(one.password_hash, SEEDED_MEMBER_PASSWORD)).toBe(true);
  });

  const exists = async (mobile: string) => ((await (await api(`/v2/loyalty/pos/uk-1/1101/account/${mobile}/exists`)).json()) as { exists: boolean }).exists;

  it('the till finds a member by the mobile as typed', async () => {
    expect(await exists('07700900501')).toBe(true);
    expect(await exists('07700900599')).toBe(false);
  });

  it("the till finds a member whose account mobile was saved as typed, by its sign-in name (an e-mail sign-in's account)", async () => {
    const who = await member(0);
    expect(await exists('07700900777')).toBe(false);
    await db()
      .insertInto('accounts')
      .values({ id: randomUUID(), user_id: who.userId, tenant: '44-gbr', email: who.email, phone: '07700 900777', sign_in_phone: '+447700900777', sign_in_email: who.email })
      .execute();
    expect(await exists('07700900777')).toBe(true);
  });
});
