import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { fixedClock } from '../../server/clock';
import { migrateToLatest, seedDatabase } from '../../server/db';
import { marketCredits } from '../../server/db/seed/credits';
import { FIXED_TEST_TIME } from '../../server/db/seed/huts';
import { lastForwardedHop } from '../../server/http/rate-limit-client';
import { KyselyRateLimiter } from '../../server/http/rate-limit-store';
import { RATE_LIMITS } from '../../server/http/rate-limits';
import { createLogger } from '../../server/logger';
import { GIFT_CARD_CHECK_AMOUNT, giftCardCheckResponseSchema } from '../../src/api/contract/gift-cards';
import { tooManyRequestsBodySchema } from '../../src/api/contract/rate-limit';
import { createTestDatabase, type TestDatabase } from './test-db';

// Issue 12 items 8 and 9: every guessable or costly anonymous call is rate limited per client and/or per
// target, with counters in the database (server/http/rate-limits.ts has the numbers). Each test is its
// own client (a fresh X-Forwarded-For address behind TRUST_PROXY=1), so the tests do not share counts.
let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
let secondApp: ReturnType<typeof createApp>;
const db = () => testDb.handle.db;
const now = new Date(FIXED_TEST_TIME);

const makeApp = () =>
  createApp({ db: testDb.handle, staticDir: '/nonexistent', releaseHash: 'test', logger: createLogger({ level: 'silent' }), clock: fixedClock(FIXED_TEST_TIME) });

beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  testDb = await createTestDatabase();
  await migrateToLatest(db());
  await seedDatabase(db());
  // Two app instances on one database: what three API processes on one PostgreSQL look like.
  app = makeApp();
  secondApp = makeApp();
});

afterAll(async () => {
  delete process.env.TRUST_PROXY;
  await testDb.cleanup();
});

let nextAddress = 1;
/** A client address of its own (TEST-NET-2). */
const newClient = () => `198.51.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
/** A code no seed has (random, so no test finds a live one by chance). */
const randomCode = () => `Z${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;

const voucher = (client: string, code: string, target = app) =>
  target.request(`/v1/vouchers/validate?sector=uk-1&code=${encodeURIComponent(code)}`, { headers: { 'x-forwarded-for': client } });

const postJson = (url: string, client: string, body: unknown, target = app) =>
  target.request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': client }, body: JSON.stringify(body) });

const giftCardBody = (cardNumber: string, cardPin: string) => ({
  meta: { hutId: '1101', sector: 'uk-1', isTest: false, traceId: 'trace-1', timestamp: now.getTime() },
  data: { cardNumber, cardPin, amount: GIFT_CARD_CHECK_AMOUNT },
});
const checkCard = (client: string, cardNumber: string, cardPin: string) => postJson('/v2/gift-cards/check', client, giftCardBody(cardNumber, cardPin));

/** A 429 in the agreed shape: Retry-After in whole seconds within the window, the same in the body. */
async function expectLimited(res: Response, windowSec: number): Promise<void> {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSec);
  const body = tooManyRequestsBodySchema.parse(await res.json());
  expect(body).toMatchObject({ error: 'TOO_MANY_REQUESTS', retryAfter });
  expect(body.message).toContain(`${retryAfter} seconds`);
}

/** Runs `count` calls one after another and returns their statuses. */
async function statuses(count: number, call: (index: number) => Response | Promise<Response>): Promise<number[]> {
  const result: number[] = [];
  for (let index = 0; index < count; index++) result.push((await call(index)).status);
  return result;
}

let nextCard = 7100000000000000n;
async function freshCard(): Promise<string> {
  const number = String(nextCard++);
  await db()
    .insertInto('gift_cards')
    .values({ number, market: 'UK', pin: '1234', balance: 25, currency: 'GBP', status: 'active', expires_at: '2030-12-31T23:59:59Z' })
    .execute();
  return number;
}

describe('voucher validation', () => {
  it('answers 429 with Retry-After after 20 guesses a minute from one client; another client is not affected', async () => {
    const client = newClient();
    expect(await statuses(RATE_LIMITS.voucherPerClient.points, () => voucher(client, randomCode()))).toEqual(Array(20).fill(404));
    await expectLimited(await voucher(client, randomCode()), 60);
    // Even a live code is refused to the limited client, and answered to another.
    expect((await voucher(client, 'WEB20')).status).toBe(429);
    expect((await voucher(newClient(), randomCode())).status).toBe(404);
  });

  it('limits one code to 30 checks a minute across clients', async () => {
    const code = randomCode();
    expect(await statuses(RATE_LIMITS.voucherPerCode.points, () => voucher(newClient(), code.toLowerCase()))).toEqual(Array(30).fill(404));
    await expectLimited(await voucher(newClient(), code), 60);
    // Other codes are unaffected.
    expect((await voucher(newClient(), randomCode())).status).toBe(404);
  });

  it('keys the client on the right-most X-Forwarded-For hop: changing the hops before it does not escape the limit', async () => {
    const client = newClient();
    const spoofed = (index: number) => voucher(`10.0.0.${index}, ${client}`, randomCode());
    expect(await statuses(20, spoofed)).toEqual(Array(20).fill(404));
    expect((await spoofed(99)).status).toBe(429);
    expect(lastForwardedHop('1.1.1.1, 2.2.2.2 ,  203.0.113.7')).toBe('203.0.113.7');
    expect(lastForwardedHop(undefined)).toBeUndefined();
  });

  it('keeps no raw input in the counters: every key is the limit name and a hash', async () => {
    // (A NUL byte in the code still answers 500 from the voucher query itself: the input helper's part of issue 12.)
    for (const code of ['\u0000', 'x'.repeat(5000)]) await voucher(newClient(), code);
    await app.request('/v1/vouchers/validate?sector=uk-1&code=AB%ED%A0%80', { headers: { 'x-forwarded-for': newClient() } });
    const keys = await db().selectFrom('rate_limits').select('key').execute();
    expect(keys.length).toBeGreaterThan(0);
    for (const { key } of keys) expect(key).toMatch(/^[a-z-]+:[A-Za-z0-9_-]{32}$/);
  });

  it('shares one count across two app instances on one database: the counters are rows, not process memory', async () => {
    const client = newClient();
    const both = await statuses(20, (index) => voucher(client, randomCode(), index % 2 === 0 ? app : secondApp));
    expect(both).toEqual(Array(20).fill(404));
    expect((await voucher(client, randomCode(), secondApp)).status).toBe(429);
    expect((await voucher(client, randomCode(), app)).status).toBe(429);
    const rows = await db().selectFrom('rate_limits').select(['key', 'points']).where('key', 'like', `${RATE_LIMITS.voucherPerClient.name}:%`).execute();
    expect(rows.some((row) => row.points === 22)).toBe(true);
  });
});

describe('gift-card checks', () => {
  it('answers 429 after 20 checks a minute from one client', async () => {
    const client = newClient();
    const card = await freshCard();
    // Right PINs do not count as wrong ones; the per-client limit still counts every check.
    expect(await statuses(RATE_LIMITS.giftCardPerClient.points, () => checkCard(client, card, '1234'))).toEqual(Array(20).fill(200));
    await expectLimited(await checkCard(client, card, '1234'), 60);
  });

  it("a stranger's wrong PINs lock only the stranger out of that card (429 for 15 minutes), never the owner", async () => {
    const card = await freshCard();
    const stranger = newClient();
    for (const pin of ['1111', '2222', '3333']) {
      const res = await checkCard(stranger, card, pin);
      expect(res.status).toBe(200);
      expect(giftCardCheckResponseSchema.parse(await res.json())).toMatchObject({ errorCode: 'INVALID_CARD' });
    }
    // The fourth try is refused whatever the PIN, for 15 minutes.
    await expectLimited(await checkCard(stranger, card, '4444'), 15 * 60);
    expect((await checkCard(stranger, card, '1234')).status).toBe(429);
    // The owner, another client, still gets the balance; the card was never deactivated.
    const owner = await checkCard(newClient(), card, '1234');
    expect(owner.status).toBe(200);
    expect(giftCardCheckResponseSchema.parse(await owner.json())).toEqual({ giftCardBalance: 25, expiryDate: '2030-12-31' });
    const row = await db().selectFrom('gift_cards').select(['status', 'failed_pin_attempts']).where('number', '=', card).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'active', failed_pin_attempts: 0 });
    // The stranger may still check other cards.
    expect((await checkCard(stranger, await freshCard(), '1234')).status).toBe(200);
  });

  it('after 20 wrong PINs from everyone in an hour, the card answers 429 to everyone for the rest of the hour', async () => {
    const card = await freshCard();
    for (let index = 0; index < RATE_LIMITS.giftCardPinPerCard.points; index++) {
      const res = await checkCard(newClient(), card, String(5000 + index));
      expect(res.status).toBe(200);
    }
    await expectLimited(await checkCard(newClient(), card, '1234'), 60 * 60);
    // Temporary: the card itself is untouched.
    const row = await db().selectFrom('gift_cards').select('status').where('number', '=', card).executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
  });

  it('does not count right PINs against the card', async () => {
    const card = await freshCard();
    for (let index = 0; index < 25; index++) expect((await checkCard(newClient(), card, '1234')).status).toBe(200);
  });
});

describe('priority reservations', () => {
  const reservation = (hutId: string) => ({ numCookedItems: 2, postcode: 'NW1 8QP', hut: { sector: 'uk-1', id: hutId } });
  const reserve = (client: string, hutId = '1103') => postJson('/v1/priority-orders/reservation', client, reservation(hutId));
  const liveAt = async (hutId: string) =>
    Number(
      (
        await db()
          .selectFrom('priority_reservations')
          .select((eb) => eb.fn.countAll<string | number>().as('live'))
          .where('hut_id', '=', hutId)
          .where('expires_at', '>', now)
          .executeTakeFirstOrThrow()
      ).live,
    );

  it('one client holds one live reservation: three from one client leave two slots for others', async () => {
    const hog = newClient();
    for (let index = 0; index < 3; index++) expect((await reserve(hog)).status).toBe(200);
    expect(await liveAt('1103')).toBe(1);
    expect((await reserve(newClient())).status).toBe(200);
    expect((await reserve(newClient())).status).toBe(200);
    expect(await liveAt('1103')).toBe(3);
    // The hut is full for a fourth client, but the holder may still move its own reservation here.
    expect((await reserve(newClient())).status).toBe(503);
    expect((await reserve(hog)).status).toBe(200);
    expect(await liveAt('1103')).toBe(3);
  });

  it('a reservation at another hut replaces the client’s previous one', async () => {
    const client = newClient();
    expect((await reserve(client, '1101')).status).toBe(200);
    expect((await reserve(client, '1102')).status).toBe(200);
    expect(await liveAt('1101')).toBe(0);
    expect(await liveAt('1102')).toBe(1);
  });

  it('answers 429 after 5 reservations in 10 minutes from one client; releasing is never limited', async () => {
    const client = newClient();
    expect(await statuses(RATE_LIMITS.priorityPerClient.points, () => reserve(client, '1105'))).toEqual(Array(5).fill(200));
    await expectLimited(await reserve(client, '1105'), 10 * 60);
    const release = await app.request('/v1/priority-orders/reservation/some-id/1105', { method: 'DELETE', headers: { 'x-forwarded-for': client } });
    expect(release.status).toBe(204);
  });
});

describe('preauthorise and /log', () => {
  it('preauthorise answers 429 after 30 calls a minute from one client (counted before the body is read)', async () => {
    const client = newClient();
    expect(await statuses(RATE_LIMITS.preauthorisePerClient.points, () => postJson('/v1/orders/preauthorise', client, {}))).toEqual(Array(30).fill(400));
    await expectLimited(await postJson('/v1/orders/preauthorise', client, {}), 60);
    expect((await postJson('/v1/orders/preauthorise', newClient(), {})).status).toBe(400);
  });

  it('POST /log answers 429 after 60 batches a minute from one client', async () => {
    const client = newClient();
    const batch = { entries: [{ level: 'info', message: 'hello', at: now.toISOString() }] };
    const answers = await statuses(RATE_LIMITS.logPerClient.points, () => postJson('/log', client, batch));
    expect(answers.every((status) => status < 429)).toBe(true);
    await expectLimited(await postJson('/log', client, batch), 60);
  });
});

describe('kiosk enrolment', () => {
  it('answers 429 after 10 wrong staff codes in 15 minutes from one client: a hut\'s code cannot be brute-forced', async () => {
    const client = newClient();
    const enrol = (code: string) => postJson('/v1/kiosk/devices', client, { sector: 'uk-1', hutId: '1101', enrolmentCode: code });
    const answers = await statuses(RATE_LIMITS.kioskEnrolPerClient.points, (index) => enrol(`WRONG-${index}-CODE`));
    expect(answers.every((status) => status === 403)).toBe(true);
    await expectLimited(await enrol('WRONG-LAST-CODE'), 15 * 60);
    expect((await postJson('/v1/kiosk/devices', newClient(), { sector: 'uk-1', hutId: '1101', enrolmentCode: 'WRONG-OTHER' })).status).toBe(403);
  });
});

describe('the counter store', () => {
  it('counts concurrent calls exactly: 25 at once against 20 points let exactly 20 through', async () => {
    const limiter = new KyselyRateLimiter({ db: db(), keyPrefix: 'test-concurrent', points: 20, duration: 60 });
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => limiter.consume('key')));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(20);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(5);
  });

  it('opens a new window once the old one is over, and deletes expired counters', async () => {
    let clock = Date.parse('2030-01-01T00:00:00Z');
    const limiter = new KyselyRateLimiter({ db: db(), keyPrefix: 'test-window', points: 2, duration: 60, now: () => clock });
    await limiter.consume('a');
    await limiter.consume('a');
    await expect(limiter.consume('a')).rejects.toMatchObject({ remainingPoints: 0 });
    clock += 61_000;
    expect(await limiter.consume('a')).toMatchObject({ consumedPoints: 1, remainingPoints: 1 });
    // Far later, the next call cleans up every expired counter (this one's included) before counting.
    clock += 10 * 60_000;
    await limiter.consume('b');
    const keys = await db().selectFrom('rate_limits').select('key').where('key', 'like', 'test-window:%').execute();
    expect(keys.map((row) => row.key)).toEqual(['test-window:b']);
  });
});

describe('seeded gift cards', () => {
  const luhnValid = (number: string) =>
    [...number].reverse().reduce((sum, digit, index) => {
      const value = Number(digit) * (index % 2 === 1 ? 2 : 1);
      return sum + (value > 9 ? value - 9 : value);
    }, 0) %
      10 ===
    0;

  it('have numbers with a Luhn check digit, none a neighbour of another', () => {
    const numbers = marketCredits.flatMap((market) => market.giftCards.map((card) => card.number));
    expect(numbers).toHaveLength(36);
    for (const number of numbers) expect(luhnValid(number), number).toBe(true);
    const sorted = numbers.map(BigInt).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (let index = 1; index < sorted.length; index++) expect(sorted[index]! - sorted[index - 1]!).toBeGreaterThan(1000n);
  });
});
