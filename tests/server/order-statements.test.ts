import type { LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorisePayment } from '../../server/services/payment-sandbox/payments';
import { findOrderByTransaction } from '../../server/services/orders/store';
import { preauthoriseResponseSchema } from '../../src/api/contract/orders';
import { createOrderTestApp, MARKETS, oneMargherita, orderPayload, serverTotal, type OrderTestApp } from './orders-setup';

/**
 * Issue 18 (the write path): how many SQL statements — each one database round trip, BEGIN and
 * COMMIT included — a preauthorise and a place cost, and how many of them run while the order row is
 * locked (between place's `select … for update` and its COMMIT). A count, not a timing: fewer
 * statements is what lets PostgreSQL take more places per second, and this pins it so a change that
 * adds one is seen. The first call of each kind warms the per-process caches (the order-token
 * secret, the pricing catalogue, the hut and settings reads); the counted calls are the steady state.
 */

const statements: string[] = [];
let counting = false;
const log = (event: LogEvent) => {
  if (counting) statements.push(event.query.sql.replace(/\s+/g, ' ').trim());
};

let setup: OrderTestApp;
const previousTrustProxy = process.env.TRUST_PROXY;

beforeAll(async () => {
  // The rate limit counts only a request with a client: behind our proxy, its X-Forwarded-For hop.
  process.env.TRUST_PROXY = '1';
  // The catalogue version is read again at most once a second (server/services/catalogue-version.ts):
  // on a machine slow enough that a second passes between calls, that read fell into a counted call
  // (a rehearsal counted 5 for a preauthorise). The counts are of the steady state, so it is trusted
  // here for the whole file; basket-catalogue.test.ts covers the re-read.
  setup = await createOrderTestApp({ log, catalogueVersionMaxAgeMs: 60 * 60_000 });
});

afterAll(async () => {
  if (previousTrustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = previousTrustProxy;
  await setup.testDb.cleanup();
});

let client = 0;
const headers = () => ({ 'x-forwarded-for': `203.0.113.${(client += 1) % 250}` });

async function counted<T>(call: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
  statements.length = 0;
  counting = true;
  try {
    const result = await call();
    return { result, sql: [...statements] };
  } finally {
    counting = false;
  }
}

/** Statements from the row lock to the COMMIT: the time the order row stays locked. */
function whileLocked(sql: string[]): string[] {
  const lock = sql.findIndex((text) => / for update( of "?orders"?)?$/i.test(text));
  const commit = sql.findIndex((text, index) => index > lock && /^commit$/i.test(text));
  return lock < 0 || commit < 0 ? [] : sql.slice(lock, commit + 1);
}

async function preauthorise(type: 'cash' | 'card') {
  const total = await serverTotal(setup, MARKETS.uk, oneMargherita());
  const payload = orderPayload(MARKETS.uk, oneMargherita(), total, { payment: { type, amount: total, currency: 'GBP' } });
  const { result, sql } = await counted(async () => {
    const res = await setup.post('/v1/orders/preauthorise', payload, headers());
    const json: unknown = await res.json();
    expect(res.status, JSON.stringify(json)).toBe(200);
    return preauthoriseResponseSchema.parse(json);
  });
  return { answer: result, sql };
}

async function place(transactionId: string, status = 200) {
  return counted(async () => {
    const res = await setup.post('/v1/orders/place', { transactionId }, headers());
    expect(res.status, await res.text()).toBe(status);
  });
}

describe('statements per order call (issue 18)', () => {
  beforeAll(async () => {
    // Warm the per-process caches with one whole checkout of each kind.
    for (const type of ['cash', 'card'] as const) {
      const { answer } = await preauthorise(type);
      if (type === 'card') await authorisePayment(setup.testDb.handle.db, (await findOrderByTransaction(setup.testDb.handle.db, answer.transactionId))!);
      await place(answer.transactionId);
    }
  });

  it('a guest cash checkout: preauthorise, place, the same place again', async () => {
    const pre = await preauthorise('cash');
    const placed = await place(pre.answer.transactionId);
    const again = await place(pre.answer.transactionId, 410);
    if (process.env.PRINT_STATEMENTS) {
      console.log(['preauthorise (cash)', ...pre.sql, '', 'place (cash)', ...placed.sql, '', 'place again', ...again.sql].join('\n'));
    }
    expect({ preauthorise: pre.sql.length, place: placed.sql.length, whileLocked: whileLocked(placed.sql).length, placeAgain: again.sql.length }).toEqual({
      // Before issue 18: 12, 5, 4 and 3. Preauthorise: the rate-limit upsert, the clientOrderId
      // lookup, the hut, and the order with its payment in one insert (the summary's product content
      // is cached with the pricing catalogue). Place: BEGIN, the locking select (order, payment, hut),
      // the update, COMMIT. Placed already: BEGIN, the locking select, ROLLBACK.
      preauthorise: 4,
      place: 4,
      whileLocked: 3,
      placeAgain: 3,
    });
  });

  it('a guest card checkout: preauthorise, the provider authorises, place', async () => {
    const pre = await preauthorise('card');
    await authorisePayment(setup.testDb.handle.db, (await findOrderByTransaction(setup.testDb.handle.db, pre.answer.transactionId))!);
    const placed = await place(pre.answer.transactionId);
    if (process.env.PRINT_STATEMENTS) console.log(['preauthorise (card)', ...pre.sql, '', 'place (card)', ...placed.sql].join('\n'));
    expect({ preauthorise: pre.sql.length, place: placed.sql.length, whileLocked: whileLocked(placed.sql).length }).toEqual({
      // Before issue 18: 12, 6 and 5 (the payments row and the hut were read with the order locked).
      preauthorise: 4,
      place: 4,
      whileLocked: 3,
    });
  });
});
