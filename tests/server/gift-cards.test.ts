import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { FIXED_TEST_TIME } from '../../server/db/seed/huts';
import { checkGiftCard, redeemGiftCard, type GiftCardResult } from '../../server/services/gift-cards';
import { apiErrorBodySchema } from '../../src/api/contract/error';
import { GIFT_CARD_CHECK_AMOUNT, giftCardCheckResponseSchema } from '../../src/api/contract/gift-cards';
import { createSeededApp } from './seeded-app';
import { createTestDatabase, type TestDatabase } from './test-db';

// Gift cards (spec 2 §3, §5, §8; CHECKLIST 06-G32/33): POST /v1|v2/gift-cards/check, checkGiftCard and
// redeemGiftCard against the seeded cards (server/db/seed/credits/README.md), at the fixed test time.
let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
const now = new Date(FIXED_TEST_TIME);
const db = () => testDb.handle.db;

/** A card of this test's own, so tests that spend or lock cards do not disturb one another. */
let nextNumber = 7000000000000000n;
async function freshCard(fields: { balance?: number; pin?: string } = {}): Promise<string> {
  const number = String(nextNumber++);
  await db()
    .insertInto('gift_cards')
    .values({ number, market: 'UK', pin: fields.pin ?? '1234', balance: fields.balance ?? 25, currency: 'GBP', status: 'active', expires_at: '2030-12-31T23:59:59Z' })
    .execute();
  return number;
}

beforeAll(async () => {
  ({ testDb, app } = await createSeededApp());
});

afterAll(async () => {
  await testDb.cleanup();
});

const checkBody = (cardNumber: string, cardPin: string, sector = 'uk-1') => ({
  meta: { hutId: '1101', sector, isTest: false, traceId: 'trace-1', timestamp: now.getTime() },
  data: { cardNumber, cardPin, amount: GIFT_CARD_CHECK_AMOUNT },
});

async function check(version: 'v1' | 'v2', cardNumber: string, cardPin: string, sector?: string) {
  const res = await app.request(`/${version}/gift-cards/check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(checkBody(cardNumber, cardPin, sector)),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return giftCardCheckResponseSchema.parse(await res.json());
}

describe('POST /v1/gift-cards/check and /v2/gift-cards/check', () => {
  it('answers the balance and expiry date of a valid card', async () => {
    expect(await check('v2', '6077091453416533', '1234')).toEqual({ giftCardBalance: 25, expiryDate: '2030-12-31' });
    expect(await check('v2', '6082896655371937', '1234')).toEqual({ giftCardBalance: 5, expiryDate: '2030-12-31' });
    expect(await check('v2', '6126273112490007', '1234', 'fr-1')).toEqual({ giftCardBalance: 25, expiryDate: '2030-12-31' });
    expect(await check('v2', '6229171476622114', '1234', 'in-1')).toEqual({ giftCardBalance: 1000, expiryDate: '2030-12-31' });
  });

  it('answers every error code with its message', async () => {
    const cases = [
      ['6999999999999999', '1234', 'INVALID_CARD', 'Invalid card number and PIN combination'],
      ['6077091453416533', '9999', 'INVALID_CARD', 'Invalid card number and PIN combination'],
      ['6075222395795690', '1234', 'EXPIRED_CARD', undefined],
      ['6097616807299080', '1234', 'INACTIVE_CARD', undefined],
      ['6038816497176950', '1234', 'CARD_ALREADY_USED', undefined],
      ['6069144425489920', '1234', 'CARD_DEACTIVATED', 'Incorrect PIN entered too many times: this card has been deactivated'],
    ] as const;
    for (const [number, pin, errorCode, message] of cases) {
      const answer = await check('v2', number, pin);
      expect(answer, number).toMatchObject({ errorCode });
      if (message) expect(answer).toMatchObject({ errorMessage: message });
    }
    // A card of another market is not found in this one.
    expect(await check('v2', '6126273112490007', '1234')).toMatchObject({ errorCode: 'INVALID_CARD' });
  });

  it('v1 strips the market or test prefix; v2 takes the number as printed', async () => {
    expect(await check('v1', 'PHUK6035389836407273', '4321')).toEqual({ giftCardBalance: 10, expiryDate: '2030-12-31' });
    expect(await check('v1', 'TEST6035389836407273', '4321')).toEqual({ giftCardBalance: 10, expiryDate: '2030-12-31' });
    expect(await check('v1', '6035389836407273', '4321')).toEqual({ giftCardBalance: 10, expiryDate: '2030-12-31' });
    expect(await check('v2', 'TEST6035389836407273', '4321')).toMatchObject({ errorCode: 'INVALID_CARD' });
    expect(await check('v2', '6035389836407273', '4321')).toMatchObject({ giftCardBalance: 10 });
  });

  it('answers 400 with the API error body for a bad request', async () => {
    const bad = [{}, { ...checkBody('6077091453416533', '1234567') }, { ...checkBody('6077091453416533', '1234'), meta: undefined }];
    for (const body of bad) {
      const res = await app.request('/v1/gift-cards/check', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(res.status).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(apiErrorBodySchema.parse(await res.json()).error).toBe('invalid_request');
    }
  });
});

describe('checkGiftCard', () => {
  it('never deactivates a card for wrong PINs: the right PIN still answers the balance (issue 12)', async () => {
    const number = await freshCard();
    const input = { sector: 'uk-1', cardNumber: number, now };
    expect(await checkGiftCard(db(), { ...input, cardPin: '1111' })).toMatchObject({ ok: false, code: 'INVALID_CARD' });
    expect(await checkGiftCard(db(), { ...input, cardPin: '2222' })).toMatchObject({ ok: false, code: 'INVALID_CARD' });
    expect(await checkGiftCard(db(), { ...input, cardPin: '3333' })).toMatchObject({ ok: false, code: 'INVALID_CARD' });
    expect(await checkGiftCard(db(), { ...input, cardPin: '1234' })).toMatchObject({ ok: true, balance: 25 });
    const row = await db().selectFrom('gift_cards').select(['status']).where('number', '=', number).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'active' });
  });

  it('is INTERNAL_SERVER_ERROR when the database fails', async () => {
    const broken = await createTestDatabase();
    await broken.cleanup();
    const result = await checkGiftCard(broken.handle.db, { sector: 'uk-1', cardNumber: '6077091453416533', cardPin: '1234', now });
    expect(result).toEqual({ ok: false, code: 'INTERNAL_SERVER_ERROR', message: 'Oops, we were unable to retrieve your gift card info' });
  });

  it('is EXPIRED_CARD from the expiry instant on', async () => {
    const number = await freshCard();
    await db().updateTable('gift_cards').set({ expires_at: now }).where('number', '=', number).execute();
    expect(await checkGiftCard(db(), { sector: 'uk-1', cardNumber: number, cardPin: '1234', now })).toMatchObject({ code: 'EXPIRED_CARD' });
  });
});

describe('redeemGiftCard', () => {
  const redeem = (number: string, orderId: string, amount: number, cardPin = '1234'): Promise<GiftCardResult> =>
    db()
      .transaction()
      .execute((trx) => redeemGiftCard(trx, { sector: 'uk-1', cardNumber: number, cardPin, amount, orderId, now }));

  // Order ids are unique per test: an order that redeemed one card cannot redeem another.
  let number: string;
  let orderA: string;
  let orderB: string;
  beforeEach(async () => {
    number = await freshCard({ balance: 25 });
    orderA = `order-a-${number}`;
    orderB = `order-b-${number}`;
  });

  it('debits the card for one order and refuses a second order (CARD_ALREADY_USED)', async () => {
    expect(await redeem(number, orderA, 12.34)).toEqual({ ok: true, balance: 12.66, expiryDate: '2030-12-31' });
    expect(await redeem(number, orderB, 5)).toMatchObject({ ok: false, code: 'CARD_ALREADY_USED' });
    expect(await checkGiftCard(db(), { sector: 'uk-1', cardNumber: number, cardPin: '1234', now })).toMatchObject({ code: 'CARD_ALREADY_USED' });
    const redemptions = await db().selectFrom('gift_card_redemptions').select(['order_id', 'amount']).where('card_number', '=', number).execute();
    expect(redemptions.map((row) => ({ ...row, amount: Number(row.amount) }))).toEqual([{ order_id: orderA, amount: 12.34 }]);
  });

  it('is idempotent for the same order: a retried redeem debits nothing more', async () => {
    expect(await redeem(number, orderA, 10)).toMatchObject({ ok: true, balance: 15 });
    expect(await redeem(number, orderA, 10)).toMatchObject({ ok: true, balance: 15 });
    const card = await db().selectFrom('gift_cards').select('balance').where('number', '=', number).executeTakeFirstOrThrow();
    expect(Number(card.balance)).toBe(15);
  });

  it('is idempotent for the same order even when the retries race', async () => {
    const results = await Promise.all([redeem(number, orderA, 10), redeem(number, orderA, 10), redeem(number, orderA, 10)]);
    expect(results).toEqual(Array(3).fill({ ok: true, balance: 15, expiryDate: '2030-12-31' }));
  });

  it('spends the whole balance and refuses more than the balance', async () => {
    expect(await redeem(number, orderA, 25.01)).toMatchObject({ ok: false, code: 'UNHANDLED_ERROR' });
    expect(await redeem(number, orderA, 25)).toMatchObject({ ok: true, balance: 0 });
    expect(await redeem(number, orderA, 25)).toMatchObject({ ok: true, balance: 0 });
  });

  it('checks the PIN and the card state like a check does', async () => {
    expect(await redeem(number, orderA, 5, '0000')).toMatchObject({ ok: false, code: 'INVALID_CARD' });
    expect(await redeem('6075222395795690', orderA, 5)).toMatchObject({ ok: false, code: 'EXPIRED_CARD' });
    expect(await redeem('6038816497176950', orderA, 5)).toMatchObject({ ok: false, code: 'CARD_ALREADY_USED' });
  });

  it('refuses a second card for an order that already redeemed one', async () => {
    const other = await freshCard();
    expect(await redeem(number, orderA, 5)).toMatchObject({ ok: true });
    expect(await redeem(other, orderA, 5)).toMatchObject({ ok: false, code: 'CARD_ALREADY_USED' });
  });

  it('lets exactly one of ten orders racing for one card have it', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, (_, index) => redeem(number, `race-${index}-${number}`, 20)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok).map((result) => (result.ok ? null : result.code))).toEqual(Array(9).fill('CARD_ALREADY_USED'));
    const card = await db().selectFrom('gift_cards').select('balance').where('number', '=', number).executeTakeFirstOrThrow();
    expect(Number(card.balance)).toBe(5);
  });
});
