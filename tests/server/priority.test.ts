import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { FIXED_TEST_TIME, SPECIAL_HUTS } from '../../server/db/seed/huts';
import { PRIORITY_RESERVATION_MS, PRIORITY_SLOTS_PER_HUT, reservePriority } from '../../server/services/priority-orders';
import { apiErrorBodySchema } from '../../src/api/contract/error';
import { priorityReservationSchema } from '../../src/api/contract/priority-orders';
import { createSeededApp } from './seeded-app';
import type { TestDatabase } from './test-db';

// Priority delivery reservations (spec 2 §3, §5, §7): uk-1 only, at most six cooked items, a few slots
// per hut held for 15 minutes, released by DELETE (always 204).
let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
const now = new Date(FIXED_TEST_TIME);

beforeAll(async () => {
  ({ testDb, app } = await createSeededApp());
});

afterAll(async () => {
  await testDb.cleanup();
});

const reserve = (body: unknown) =>
  app.request('/v1/priority-orders/reservation', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const release = (id: string, hutId: string) => app.request(`/v1/priority-orders/reservation/${id}/${hutId}`, { method: 'DELETE' });
const body = (hutId: string, numCookedItems = 2, sector = 'uk-1') => ({ numCookedItems, postcode: 'NW1 8QP', hut: { sector, id: hutId } });

describe('POST /v1/priority-orders/reservation', () => {
  it('reserves a slot for £2.99 saving 10 minutes, up to the hut capacity, then 503; a release frees one', async () => {
    const ids: string[] = [];
    for (let slot = 0; slot < PRIORITY_SLOTS_PER_HUT; slot++) {
      const res = await reserve(body('1101'));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const reservation = priorityReservationSchema.parse(await res.json());
      expect(reservation).toMatchObject({ hutId: '1101', amount: 2.99, minutesSaved: 10 });
      ids.push(reservation.id);
    }
    const full = await reserve(body('1101'));
    expect(full.status).toBe(503);
    expect(full.headers.get('cache-control')).toBe('no-store');

    const released = await release(ids[0]!, '1101');
    expect(released.status).toBe(204);
    expect((await reserve(body('1101'))).status).toBe(200);
  });

  it('accepts customerPostcode instead of postcode (C15)', async () => {
    const res = await reserve({ numCookedItems: 1, customerPostcode: 'NW1 8QP', hut: { sector: 'uk-1', id: '1102' } });
    expect(res.status).toBe(200);
  });

  it('is 422 outside uk-1, above six cooked items, or at a hut that does not deliver; 404 for an unknown hut', async () => {
    expect((await reserve(body('1201', 2, 'uk-2'))).status).toBe(422);
    expect((await reserve(body('1101', 7))).status).toBe(422);
    expect((await reserve(body(SPECIAL_HUTS.collectionOnly.id))).status).toBe(422);
    expect((await reserve(body('9999'))).status).toBe(404);
  });

  it('answers 400 with the API error body for a bad request', async () => {
    for (const bad of [{}, { ...body('1101'), numCookedItems: 0 }, { ...body('1101'), hut: { sector: 'xx-1', id: '1101' } }]) {
      const res = await reserve(bad);
      expect(res.status).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(apiErrorBodySchema.parse(await res.json()).error).toBe('invalid_request');
    }
  });
});

describe('DELETE /v1/priority-orders/reservation/:id/:hutId', () => {
  it('answers 204 for an unknown or already released reservation', async () => {
    expect((await release('no-such-reservation', '1101')).status).toBe(204);
    expect((await release('no-such-reservation', '1101')).status).toBe(204);
  });
});

describe('reservePriority', () => {
  it('lets a reservation lapse after 15 minutes, freeing its slot', async () => {
    const db = testDb.handle.db;
    const input = { sector: 'uk-1', hutId: '1103', numCookedItems: 3, now };
    for (let slot = 0; slot < PRIORITY_SLOTS_PER_HUT; slot++) expect((await reservePriority(db, input)).ok).toBe(true);
    expect(await reservePriority(db, input)).toEqual({ ok: false, reason: 'no-slot' });
    const later = new Date(now.getTime() + PRIORITY_RESERVATION_MS);
    expect((await reservePriority(db, { ...input, now: later })).ok).toBe(true);
  });

  it('never hands out more slots than the hut has, even to racing orders', async () => {
    const db = testDb.handle.db;
    const input = { sector: 'uk-1', hutId: '1105', numCookedItems: 1, now };
    const results = await Promise.all(Array.from({ length: 8 }, () => reservePriority(db, input)));
    expect(results.filter((result) => result.ok)).toHaveLength(PRIORITY_SLOTS_PER_HUT);
  });
});
