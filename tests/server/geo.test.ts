import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { fixedClock } from '../../server/clock';
import { migrateToLatest, seedDatabase } from '../../server/db';
import { seedMarkets } from '../../server/db/seed/markets';
import { seedSectors } from '../../server/db/seed/sectors';
import { FIXED_TEST_TIME, hutSeedSteps } from '../../server/db/seed/huts';
import { createLogger } from '../../server/logger';
import { apiErrorBodySchema } from '../../src/api/contract/error';
import {
  addressRangeListSchema,
  geocodeResultSchema,
  placeSchema,
  placeSuggestionListSchema,
} from '../../src/api/contract/geo';
import { createTestDatabase, type TestDatabase } from './test-db';

// The local geocoder and the French street look-up over the seeded geodata.

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

async function get(path: string) {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as unknown, headers: res.headers };
}
async function expectError(path: string, status: number, field?: string) {
  const res = await get(path);
  expect(res.status, path).toBe(status);
  const body = apiErrorBodySchema.parse(res.body);
  if (field) expect(body.issues.map((issue) => issue.path)).toContain(field);
}

describe('GET /v1/address-lookup/lookup-street-by-post-code', () => {
  const streets = async (postcode: string, query: string) => {
    const res = await get(`/v1/address-lookup/lookup-street-by-post-code?postcode=${postcode}&query=${encodeURIComponent(query)}`);
    expect(res.status).toBe(200);
    return addressRangeListSchema.parse(res.body);
  };

  it('answers the ranges of the postcode whose street contains the query, with the serving hut', async () => {
    expect(await streets('75011', 'roquette')).toEqual([
      { street: 'Rue de la Roquette', numberFrom: 1, numberTo: 99, numberType: 'Odd', postcode: '75011', city: 'Paris', hutId: '2101', sector: 'fr-1' },
      { street: 'Rue de la Roquette', numberFrom: 2, numberTo: 98, numberType: 'Even', postcode: '75011', city: 'Paris', hutId: '2101', sector: 'fr-1' },
    ]);
  });

  it('ignores case and accents both ways', async () => {
    expect((await streets('59000', 'BETHUNE')).map((r) => r.street)).toEqual(['Rue de Béthune']);
    expect((await streets('13001', 'canebière')).map((r) => r.street)).toEqual(['La Canebière']);
    expect((await streets('13001', 'saint ferreol')).map((r) => r.street)).toEqual(['Rue Saint-Ferréol']);
  });

  it('lists every range of the postcode for an empty query, none for another postcode or no match', async () => {
    expect((await streets('75018', '')).map((r) => r.street)).toEqual([
      'Place du Tertre',
      'Rue de Clignancourt',
      'Rue des Abbesses',
      'Rue Lepic',
    ]);
    expect(await streets('75001', 'rivoli')).toEqual([]);
    expect(await streets('75011', '%')).toEqual([]);
  });

  it('answers 400 for a malformed postcode (the client then shows an empty list, 03-G8)', async () => {
    for (const postcode of ['7501', 'ABCDE', '750111', '']) {
      await expectError(`/v1/address-lookup/lookup-street-by-post-code?postcode=${postcode}&query=rue`, 400, 'postcode');
    }
  });
});

describe('GET /v1/geocode/postcode', () => {
  it('answers the centre of a seeded postcode, in any case and spacing', async () => {
    const res = await get('/v1/geocode/postcode?postcode=nw18qp&country=GB');
    expect(res.status).toBe(200);
    expect(geocodeResultSchema.parse(res.body)).toEqual({ postcode: 'NW1 8QP', latitude: 51.539, longitude: -0.1426, city: 'London' });
    expect(geocodeResultSchema.parse((await get('/v1/geocode/postcode?postcode=560095')).body).city).toBe('Bengaluru');
    expect((await get('/v1/geocode/postcode?postcode=M5V%202A5&country=ca')).status).toBe(200);
    expect((await get('/v1/geocode/postcode?postcode=GIR%200AA&country=UK')).status).toBe(200);
  });

  it('answers 404 for an unknown postcode or one of another country, 400 for a bad country', async () => {
    await expectError('/v1/geocode/postcode?postcode=SW1A%201AA', 404);
    await expectError('/v1/geocode/postcode?postcode=NW1%208QP&country=FR', 404);
    await expectError('/v1/geocode/postcode?postcode=NW1%208QP&country=DE', 400, 'country');
  });
});

describe('GET /v1/geocode/autocomplete', () => {
  const suggest = async (query: string) => {
    const res = await get(`/v1/geocode/autocomplete?${query}`);
    expect(res.status).toBe(200);
    return placeSuggestionListSchema.parse(res.body);
  };

  it('gives nothing under 3 characters', async () => {
    expect(await suggest('q=ca&country=GB')).toEqual([]);
    expect(await suggest('q=%20%20ca%20')).toEqual([]);
    expect(await suggest('country=GB')).toEqual([]);
  });

  it('suggests street addresses, at most 5, restricted to the country', async () => {
    const list = await suggest('q=camden&country=GB');
    expect(list[0]).toEqual({
      placeId: 'address:GB:NW18QP:0',
      description: '186 Camden High Street, London NW1 8QP, UK',
      types: ['street_address'],
    });
    expect((await suggest('q=road')).length).toBe(5);
    expect(await suggest('q=camden&country=FR')).toEqual([]);
  });

  it('suggests cities and postcodes, accents ignored', async () => {
    expect((await suggest('q=montreal&country=CA'))[0]).toEqual({
      placeId: 'city:CA:montreal',
      description: 'Montréal, Canada',
      types: ['locality', 'political'],
    });
    expect((await suggest('q=nw1%208&country=GB'))[0]).toMatchObject({ placeId: 'postcode:GB:NW18QP', types: ['postal_code'] });
    expect((await suggest('q=bethune&country=fr'))[0]!.description).toBe('35 Rue de Béthune, 59000 Lille, France');
  });
});

describe('GET /v1/geocode/place', () => {
  const place = async (placeId: string) => {
    const res = await get(`/v1/geocode/place?placeId=${encodeURIComponent(placeId)}`);
    expect(res.status).toBe(200);
    return placeSchema.parse(res.body);
  };

  it('answers a street address with 5 components (street_number, route, locality, postal_code, country)', async () => {
    const found = await place('address:CA:V6K1N6:0');
    expect(found).toMatchObject({ latitude: 49.268, longitude: -123.157, formattedAddress: '2150 W 4th Ave, Vancouver V6K 1N6, Canada' });
    expect(found.components).toEqual([
      { type: 'street_number', value: '2150' },
      { type: 'route', value: 'W 4th Ave' },
      { type: 'locality', value: 'Vancouver' },
      { type: 'postal_code', value: 'V6K 1N6' },
      { type: 'country', value: 'CA' },
    ]);
  });

  it('answers a postcode with 3 components and a city with 2 (the client falls back under 4)', async () => {
    expect((await place('postcode:IN:110001')).components).toHaveLength(3);
    const city = await place('city:IN:new delhi');
    expect(city.components).toEqual([
      { type: 'locality', value: 'New Delhi' },
      { type: 'country', value: 'IN' },
    ]);
    expect(city.latitude).toBeCloseTo(28.629, 2);
  });

  it('answers 404 for an unknown or malformed place id, 400 for none', async () => {
    for (const id of ['address:GB:NW18QP:9', 'postcode:GB:ZZ11ZZ', 'city:FR:atlantis', 'ChIJdd4hrwug2EcRmSrV3Vo6llI', '__proto__']) {
      await expectError(`/v1/geocode/place?placeId=${encodeURIComponent(id)}`, 404);
    }
    await expectError('/v1/geocode/place', 400, 'placeId');
  });
});
