import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { MENU_CACHE_CONTROL } from '../../server/http/answer-cache';
import { fixedClock } from '../../server/clock';
import { migrateToLatest, seedDatabase } from '../../server/db';
import { seedMarkets } from '../../server/db/seed/markets';
import { seedSectors } from '../../server/db/seed/sectors';
import { FIXED_TEST_TIME, hutSeedSteps, SPECIAL_HUTS } from '../../server/db/seed/huts';
import { createLogger } from '../../server/logger';
import { apiErrorBodySchema } from '../../src/api/contract/error';
import { etaSchema, type Hut, hutListSchema, hutSchema, hutStatusSummarySchema, timeSlotsSchema } from '../../src/api/contract/hut';
import { createTestDatabase, type TestDatabase } from './test-db';

// The hut reads of the store API against the seed, with the server clock frozen at FIXED_TEST_TIME
// (Wednesday 18 June 2025, 19:20 in London, 23:50 in India, 11:20 in Vancouver).

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.handle.db);
  await seedDatabase(testDb.handle.db, [{ name: 'markets', run: seedMarkets }, { name: 'sectors', run: seedSectors }, ...hutSeedSteps]);
  app = createApp({
    db: testDb.handle,
    staticDir: tmpdir(),
    releaseHash: 'test',
    logger: createLogger({ level: 'silent' }),
    clock: fixedClock(FIXED_TEST_TIME),
  });
});

afterAll(async () => {
  await testDb.cleanup();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await app.request(path, { headers });
  return { status: res.status, body: (await res.json()) as unknown, headers: res.headers };
}
async function huts(path: string, headers: Record<string, string> = {}): Promise<Hut[]> {
  const { status, body } = await get(path, headers);
  expect(status, path).toBe(200);
  return hutListSchema.parse(body);
}
const ids = (list: readonly Hut[]) => list.map((hut) => hut.id);

async function expectError(path: string, status: number, field?: string) {
  const res = await get(path);
  expect(res.status, path).toBe(status);
  const body = apiErrorBodySchema.parse(res.body);
  if (status === 404) expect(body).toEqual({ error: 'not_found', issues: [] });
  if (field) expect(body.issues.map((issue) => issue.path.split('.')[0])).toContain(field);
}

describe('GET /v1/huts?postcode', () => {
  it('finds the hut delivering to the postcode, whatever its case and spaces', async () => {
    for (const postcode of ['NW1 8QP', 'nw18qp', ' Nw1  8qP ']) {
      expect(ids(await huts(`/v1/huts?postcode=${encodeURIComponent(postcode)}`))).toEqual(['1101']);
    }
  });

  it('lists the test hut only for the test feature role (query or header), nearest first', async () => {
    expect(ids(await huts('/v1/huts?postcode=EC3V%203LL'))).toEqual(['1102']);
    expect(ids(await huts('/v1/huts?postcode=EC3V%203LL&featureRole=test'))).toEqual(['1102', '1199']);
    expect(ids(await huts('/v1/huts?postcode=SE1%209SG', { 'x-feature-role': 'test' }))).toEqual(['1199', '1102']);
  });

  it('finds Shoreditch first for its own postcodes, before London - City whose zone also holds them', async () => {
    for (const postcode of ['E2 8DP', 'N1 6HT', 'E2 7DJ']) {
      expect(ids(await huts(`/v1/huts?postcode=${encodeURIComponent(postcode)}`)), postcode).toEqual(['1106', '1102']);
    }
    expect(ids(await huts('/v1/huts?postcode=E1%206QR'))).toEqual(['1102']);
  });

  it('answers [] for a postcode outside every zone and for an unknown one', async () => {
    for (const postcode of ['TR19 7AA', 'GIR 0AA', '744101', 'X1A 2L9', '20000', 'ZZ99 9ZZ']) {
      expect(await huts(`/v1/huts?postcode=${encodeURIComponent(postcode)}`)).toEqual([]);
    }
  });

  it('answers huts of every market with dated hours and the live UTC offset', async () => {
    const [paris] = await huts('/v1/huts?postcode=75011');
    const [delhi] = await huts('/v1/huts?postcode=110001');
    const [kits] = await huts('/v1/huts?postcode=V6K%202G9');
    expect([paris!.id, paris!.utcOffset, paris!.defaultLanguage]).toEqual(['2101', 120, 'fr-FR']);
    expect([delhi!.id, delhi!.utcOffset]).toEqual(['3101', 330]);
    expect([kits!.id, kits!.utcOffset, kits!.bagFeeStore]).toEqual(['4201', -420, true]);
    expect(delhi!.hours.web.asap[0]).toEqual({ disposition: 'delivery', open: '2025-06-18T11:00:00+05:30', close: '2025-06-19T01:00:00+05:30' });
    expect(delhi!.distanceMetres).toBeGreaterThan(0);
    expect(paris).not.toHaveProperty('deliveryRadiusMetres');
  });

  it('names the field for an empty postcode', async () => {
    await expectError('/v1/huts?postcode=', 400, 'postcode');
  });
});

describe('GET /v1/huts/?sector&featureRole', () => {
  it('lists every hut of the sectors, as a comma list or repeated, test hut only for the test role', async () => {
    const uk = await huts('/v1/huts/?sector=uk-1,uk-2');
    expect(ids(uk)).toEqual(['1101', '1102', '1103', '1104', '1105', '1106', '1201', '1202', '1203', '1204']);
    expect(ids(await huts('/v1/huts/?sector=uk-1&sector=uk-2&featureRole=none'))).toEqual(ids(uk));
    expect(ids(await huts('/v1/huts/?sector=uk-1&featureRole=test'))).toContain('1199');
  });

  it('answers every sector when none is given, on /v1/huts and /v1/huts/ alike', async () => {
    const all = await huts('/v1/huts/');
    expect(new Set(all.map((hut) => hut.sector))).toEqual(new Set(['uk-1', 'uk-2', 'fr-1', 'in-1', 'in-2', 'ca-1', 'ca-2']));
    expect(all.some((hut) => hut.test)).toBe(false);
    expect(ids(await huts('/v1/huts'))).toEqual(ids(all));
  });

  it('reads FR_1 as fr-1 (C3) and keeps in-2 as a known sector (C4)', async () => {
    expect((await huts('/v1/huts/?sector=FR_1')).every((hut) => hut.sector === 'fr-1')).toBe(true);
    expect((await huts('/v1/huts/?sector=in-2')).length).toBeGreaterThanOrEqual(4);
  });

  it('rejects an unknown sector, naming the field', async () => {
    await expectError('/v1/huts/?sector=uk-1,xx-9', 400, 'sector');
  });
});

describe('GET /v1/huts/nearby', () => {
  const camden = 'lat=51.539&lon=-0.1426';

  it('answers the 5 nearest huts by default, sorted by distanceMetres', async () => {
    const list = await huts(`/v1/huts/nearby?${camden}`);
    expect(list).toHaveLength(5);
    expect(list[0]).toMatchObject({ id: '1101', distanceMetres: 0 });
    const distances = list.map((hut) => hut.distanceMetres!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(ids(list)).not.toContain('1199');
  });

  it('honours limit (at most 20), sectors and maxDistance', async () => {
    expect(await huts(`/v1/huts/nearby?${camden}&limit=2`)).toHaveLength(2);
    expect(await huts(`/v1/huts/nearby?${camden}&limit=20`)).toHaveLength(20);
    expect(ids(await huts(`/v1/huts/nearby?${camden}&sectors=fr-1&limit=2`))).toEqual(['2105', '2102']); // Lille is nearer London than Paris
    expect(ids(await huts(`/v1/huts/nearby?${camden}&maxDistance=32187`))).toEqual(['1101', '1102', '1106', '1103']);
    expect(ids(await huts(`/v1/huts/nearby?${camden}&maxDistance=32187&featureRole=test`))).toEqual(['1101', '1102', '1106', '1199', '1103']);
    await expectError(`/v1/huts/nearby?${camden}&limit=21`, 400, 'limit');
    await expectError(`/v1/huts/nearby?${camden}&limit=0`, 400, 'limit');
    await expectError(`/v1/huts/nearby?${camden}&sectors=zz-1`, 400, 'sectors');
  });

  it('answers an empty list with 200 when the coordinates are not numbers', async () => {
    for (const query of ['lat=abc&lon=-0.14', 'lat=51.5&lon=', 'lon=1', '', 'lat=NaN&lon=NaN', 'lat=51.5&lat=52&lon=0']) {
      const res = await get(`/v1/huts/nearby?${query}`);
      expect([res.status, res.body], query).toEqual([200, []]);
    }
  });

  it('rejects numbers that are not coordinates', async () => {
    await expectError('/v1/huts/nearby?lat=91&lon=0', 400, 'lat');
  });
});

describe('GET /v1/hut', () => {
  it('answers one hut with 7 days of dated hours by default, up to 14', async () => {
    const res = await get('/v1/hut?hutId=1101&sector=uk-1&tradezoneId=TZ-LON-NORTH');
    expect(res.status).toBe(200);
    const hut = hutSchema.parse(res.body);
    expect(hut).toMatchObject({ id: '1101', name: 'London - Camden', utcOffset: 60, timeZone: 'Europe/London' });
    const days = (list: Hut) => new Set(list.hours.web.asap.map((period) => period.open.slice(0, 10))).size;
    expect(days(hut)).toBe(7);
    expect(days(hutSchema.parse((await get('/v1/hut?hutId=1101&sector=uk-1&openDays=14')).body))).toBe(14);
    // Issue 18: hut details are cacheable (dated hours move with the date); open-now is hut status's.
    expect(res.headers.get('cache-control')).toBe(MENU_CACHE_CONTROL);
  });

  it('answers a test hut by id, and 404 for an unknown hut or a wrong trade zone', async () => {
    expect((await get('/v1/hut?hutId=1199&sector=uk-1')).status).toBe(200);
    await expectError('/v1/hut?hutId=9999&sector=uk-1', 404);
    await expectError('/v1/hut?hutId=1101&sector=uk-2', 404);
    await expectError('/v1/hut?hutId=1101&sector=uk-1&tradezoneId=TZ-ELSEWHERE', 404);
  });

  it('answers 400 naming sector, hutId or openDays when they are wrong', async () => {
    await expectError('/v1/hut?hutId=1101&sector=uk-9', 400, 'sector');
    await expectError('/v1/hut?hutId=1101', 400, 'sector');
    await expectError('/v1/hut?sector=uk-1', 400, 'hutId');
    await expectError('/v1/hut?hutId=1101&sector=uk-1&openDays=15', 400, 'openDays');
  });
});

describe('GET /v1/hut/search/', () => {
  it('answers huts of the sector delivering to the point, nearest first', async () => {
    const list = await huts('/v1/hut/search/?sector=uk-1&lat=51.513&lng=-0.085');
    expect(ids(list)).toEqual(['1102']);
    expect(ids(await huts('/v1/hut/search?sector=ca-1&lat=45.5230&lng=-73.5900'))).toEqual(['4103']);
  });

  it('answers 404 when no hut of the sector delivers there (another sector does not count)', async () => {
    await expectError('/v1/hut/search/?sector=uk-2&lat=51.513&lng=-0.085', 404);
    await expectError('/v1/hut/search/?sector=uk-1&lat=50.0663&lng=-5.7146', 404);
  });

  it('answers 400 for a bad sector or coordinates', async () => {
    await expectError('/v1/hut/search/?sector=gb-1&lat=51.5&lng=-0.1', 400, 'sector');
    await expectError('/v1/hut/search/?sector=uk-1&lat=abc&lng=-0.1', 400, 'lat');
  });
});

describe('GET /v2/huts/status/{sector}/{hutId}/summary', () => {
  const summary = async (sector: string, id: string) => {
    const res = await get(`/v2/huts/status/${sector}/${id}/summary`);
    expect(res.status).toBe(200);
    return hutStatusSummarySchema.parse(res.body).summary;
  };
  const AVAILABLE = { collection: 'AVAILABLE', delivery: 'AVAILABLE' };
  const CLOSED = { collection: 'UNAVAILABLE_CLOSED', delivery: 'UNAVAILABLE_CLOSED' };

  it('is all AVAILABLE for an open hut in every market at the test clock', async () => {
    for (const [sector, id] of [['uk-1', '1101'], ['fr-1', '2101'], ['in-1', '3101'], ['in-2', '3204'], ['ca-1', '4101'], ['ca-2', '4201']]) {
      expect(await summary(sector!, id!)).toEqual({ physical: AVAILABLE, web: { asap: AVAILABLE, scheduled: AVAILABLE } });
    }
  });

  it('is all UNAVAILABLE_CLOSED for the hut flagged closed and the one closed by its hours', async () => {
    const all = { physical: CLOSED, web: { asap: CLOSED, scheduled: CLOSED } };
    expect(await summary(SPECIAL_HUTS.closed.sector, SPECIAL_HUTS.closed.id)).toEqual(all);
    expect(await summary(SPECIAL_HUTS.closedByHoursAtTestTime.sector, SPECIAL_HUTS.closedByHoursAtTestTime.id)).toEqual(all);
  });

  it('keeps asap open but no slot left for the hut closing within the hour', async () => {
    const { sector, id } = SPECIAL_HUTS.closesSoonAtTestTime;
    expect(await summary(sector, id)).toEqual({ physical: AVAILABLE, web: { asap: AVAILABLE, scheduled: CLOSED } });
  });

  it('closes web asap but keeps scheduled open for the hut taking orders for later only', async () => {
    const { sector, id } = SPECIAL_HUTS.scheduledOnlyAtTestTime;
    expect(await summary(sector, id)).toEqual({ physical: AVAILABLE, web: { asap: CLOSED, scheduled: AVAILABLE } });
  });

  it('closes the disposition a hut does not offer', async () => {
    expect((await summary('uk-1', '1104')).web.asap).toEqual({ collection: 'AVAILABLE', delivery: 'UNAVAILABLE_CLOSED' });
    expect((await summary('uk-2', '1202')).web.asap).toEqual({ collection: 'UNAVAILABLE_CLOSED', delivery: 'AVAILABLE' });
  });

  it('answers 404 for an unknown hut and 400 for an unknown sector', async () => {
    await expectError('/v2/huts/status/uk-1/9999/summary', 404);
    await expectError('/v2/huts/status/xx-1/1101/summary', 400, 'sector');
  });
});

describe('GET /v1/hut/timeslots', () => {
  const slots = async (query: string) => {
    const res = await get(`/v1/hut/timeslots?${query}`);
    expect(res.status).toBe(200);
    return timeSlotsSchema.parse(res.body);
  };

  it('offers slots at or after now + prep, every 15 minutes, to 15 minutes before closing', async () => {
    const camden = await slots('sector=uk-1&hutId=1101&disposition=delivery');
    expect(camden).toMatchObject({ hutId: '1101', sector: 'uk-1', disposition: 'delivery', asapAvailable: true });
    expect(camden.slots[0]).toBe('2025-06-18T19:45:00+01:00');
    expect(camden.slots.at(-1)).toBe('2025-06-18T22:45:00+01:00');
    expect(camden.slots).toHaveLength(13);
  });

  it('offers later slots until 22:30 at the hut whose asap service closed at 19:00', async () => {
    const shoreditch = await slots('sector=uk-1&hutId=1106&disposition=collection');
    expect(shoreditch).toMatchObject({ hutId: '1106', asapAvailable: false });
    expect(shoreditch.slots[0]).toBe('2025-06-18T19:45:00+01:00');
    expect(shoreditch.slots.at(-1)).toBe('2025-06-18T22:30:00+01:00');
  });

  it('runs past midnight in India until the period ends, before the 05:00 cut-off', async () => {
    const delhi = await slots('sector=in-1&hutId=3101&disposition=collection');
    expect(delhi.slots).toEqual(['2025-06-19T00:30:00+05:30', '2025-06-19T00:45:00+05:30']);
  });

  it('has no slots for the closing hut, the closed hut or a disposition the hut does not offer', async () => {
    expect(await slots('sector=uk-1&hutId=1102&disposition=delivery')).toMatchObject({ asapAvailable: true, slots: [] });
    expect(await slots('sector=uk-2&hutId=1203&disposition=delivery')).toMatchObject({ asapAvailable: false, slots: [] });
    expect(await slots('sector=uk-1&hutId=1104&disposition=delivery')).toMatchObject({ asapAvailable: false, slots: [] });
  });

  it('answers 404 for an unknown hut and 400 for a bad disposition', async () => {
    await expectError('/v1/hut/timeslots?sector=uk-1&hutId=9999&disposition=delivery', 404);
    await expectError('/v1/hut/timeslots?sector=uk-1&hutId=1101&disposition=drone', 400, 'disposition');
  });
});

describe('GET /v2/eta/', () => {
  const eta = async (query: string) => {
    const res = await get(`/v2/eta/?${query}`);
    expect(res.status).toBe(200);
    return etaSchema.parse(res.body).eta;
  };

  it('is longer in the dinner peak of the hut clock, shorter for collection', async () => {
    expect(await eta('disposition=delivery&id=1101&sector=uk-1')).toEqual({ exact: 45, range: [40, 55] }); // 19:20
    expect(await eta('disposition=collection&id=1101&sector=uk-1')).toEqual({ exact: 20, range: [20, 25] });
    expect(await eta('disposition=delivery&id=4201&sector=ca-2')).toEqual({ exact: 35, range: [30, 45] }); // 11:20
    expect(await eta('disposition=collection&id=4201&sector=ca-2')).toEqual({ exact: 15, range: [15, 20] });
  });

  it('answers without the trailing slash too; 404 unknown hut, 400 bad sector', async () => {
    expect((await get('/v2/eta?disposition=delivery&id=3101&sector=in-1')).status).toBe(200);
    await expectError('/v2/eta/?disposition=delivery&id=9999&sector=in-1', 404);
    await expectError('/v2/eta/?disposition=delivery&id=3101&sector=in-9', 400, 'sector');
  });
});
