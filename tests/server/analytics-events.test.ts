import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../server/http/rate-limits';
import { analyticsAckSchema } from '../../src/api/contract/events';
import { createSeededApp } from './seeded-app';
import type { TestDatabase } from './test-db';

// 14-G30: the first-party analytics collector. A batch is stored once however often it is sent (the
// offline queue and sendBeacon may both send it), unsafe text is refused with 400 (never a 500 from
// PostgreSQL), and an anonymous client is rate limited with Retry-After.
let testDb: TestDatabase;
let app: Awaited<ReturnType<typeof createSeededApp>>['app'];

beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  process.env.DEV_ENDPOINTS = '1';
  ({ testDb, app } = await createSeededApp());
});

afterAll(async () => {
  delete process.env.TRUST_PROXY;
  delete process.env.DEV_ENDPOINTS;
  await testDb.cleanup();
});

let nextAddress = 1;
const newClient = () => `203.0.113.${nextAddress++}`;

const event = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name: 'add_to_cart',
  at: '2026-11-26T18:00:00.000Z',
  dimensions: { dimension1: 'uk-hut-1', dimension14: 'client-a', dimension18: 'live' },
  payload: { item: { id: 'margherita', name: 'Margherita', category: 'pizzas', price: 9.99, quantity: 1 } },
  ...overrides,
});

const post = (body: unknown, client = newClient()) =>
  app.request('/v1/events', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': client }, body: JSON.stringify(body) });

const storedIds = async (ids: string[]) =>
  (await testDb.handle.db.selectFrom('analytics_events').select('id').where('id', 'in', ids).execute()).map((row) => row.id);

describe('POST /v1/events', () => {
  it('stores a batch once when it is sent twice, and acknowledges every id both times', async () => {
    const batch = { events: [event(), event({ name: 'purchase', dimensions: { dimension14: 'client-a', dimension18: 'test' } })] };
    const ids = batch.events.map((e) => e.id);
    for (let i = 0; i < 2; i += 1) {
      const res = await post(batch);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(analyticsAckSchema.parse(await res.json()).accepted).toEqual(ids);
    }
    expect((await storedIds(ids)).sort()).toEqual([...ids].sort());
    const purchase = await testDb.handle.db.selectFrom('analytics_events').selectAll().where('id', '=', ids[1]!).executeTakeFirstOrThrow();
    // 14-G7: test traffic is marked in its own column.
    expect(purchase).toMatchObject({ name: 'purchase', test: true, client_id: 'client-a' });
  });

  it('refuses NUL and lone surrogates anywhere, including nested payload strings and keys, storing nothing', async () => {
    const bad = [
      event({ name: 'a\u0000b' }),
      event({ dimensions: { dimension1: 'x\uD800' } }),
      event({ payload: { item: { name: 'pizza\u0000' } } }),
      event({ payload: { list: ['ok', '\uDC00'] } }),
      event({ payload: { ['k\u0000']: 1 } }),
      event({ id: 'not-a-uuid' }),
      event({ extra: 1 }),
    ];
    for (const e of bad) {
      const res = await post({ events: [e] });
      expect(res.status, JSON.stringify(e).slice(0, 80)).toBe(400);
    }
    expect(await storedIds(bad.map((e) => e.id))).toEqual([]);
  });

  it('refuses more than 50 events, an empty batch and an oversized body', async () => {
    expect((await post({ events: Array.from({ length: 51 }, () => event()) })).status).toBe(400);
    expect((await post({ events: [] })).status).toBe(400);
    const huge = await post({ events: [event({ payload: { blob: 'x'.repeat(200_000) } })] });
    expect(huge.status).toBe(413);
  });

  it('refuses the client after its allowance in the window, with Retry-After', async () => {
    const client = newClient();
    for (let i = 0; i < RATE_LIMITS.eventsPerClient.points; i += 1) {
      expect((await post({ events: [event()] }, client)).status).toBe(200);
    }
    const refused = await post({ events: [event()] }, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post({ events: [event()] })).status).toBe(200);
  });

  it('GET /dev/events lists the last events of one client id, newest first', async () => {
    const mine = event({ dimensions: { dimension14: 'client-dev' } });
    await post({ events: [mine] });
    const res = await app.request('/dev/events?limit=5&clientId=client-dev');
    expect(res.status).toBe(200);
    const { events } = (await res.json()) as { events: { id: string }[] };
    expect(events.map((e) => e.id)).toEqual([mine.id]);
  });
});
