import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { fixedClock } from '../../server/clock';
import { migrateToLatest, seedDatabase } from '../../server/db';
import { FIXED_TEST_TIME } from '../../server/db/seed/huts';
import { etagMatches, MENU_CACHE_CONTROL } from '../../server/http/answer-cache';
import { createLogger } from '../../server/logger';
import { createCatalogueVersion } from '../../server/services/catalogue-version';
import { orderSettingsFromEnvironment } from '../../server/services/orders/settings';
import { productListResponseSchema } from '../../src/api/contract/catalogue';
import { createTestDatabase, type TestDatabase } from './test-db';

// Issue 18: the cacheable, compressed API — compression, validators, Cache-Control, and the cached
// catalogue noticing a price change — on the real (in-memory PGlite or DATABASE_URL) database.
let testDb: TestDatabase;
/** Re-reads the catalogue version on every request: a change by "another process" shows at once. */
let app: ReturnType<typeof createApp>;
/** The production bound (1 s) with dev endpoints: a price change through this process shows at once. */
let devApp: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.handle.db);
  await seedDatabase(testDb.handle.db);
  const common = { db: testDb.handle, staticDir: '/nonexistent', releaseHash: 'test', logger: createLogger({ level: 'silent' }), clock: fixedClock(FIXED_TEST_TIME) };
  app = createApp({ ...common, catalogueVersionMaxAgeMs: 0 });
  devApp = createApp({ ...common, orderSettings: { ...orderSettingsFromEnvironment({}), devEndpoints: true } });
});

afterAll(async () => {
  await testDb.cleanup();
});

const PIZZAS = '/v2/products/pizzas?sector=uk-1&hutid=1101&disposition=delivery';
const get = (target: ReturnType<typeof createApp>, url: string, headers: Record<string, string> = {}) => target.request(url, { headers });

async function body(res: Response): Promise<string> {
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  if (encoding === 'br') return zlib.brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

async function margheritaPrice(target: ReturnType<typeof createApp>, headers: Record<string, string> = {}) {
  const res = await get(target, PIZZAS, headers);
  expect(res.status).toBe(200);
  const { result } = productListResponseSchema.parse(JSON.parse(await body(res)));
  const margherita = result.find((item) => item.id === 'margherita') as { price: number } | undefined;
  return { price: margherita?.price, etag: res.headers.get('etag') };
}

describe('compression', () => {
  it('answers a large JSON list with brotli when br is accepted, else gzip, else plain; the same JSON each time', async () => {
    const plain = await get(app, PIZZAS);
    const plainText = await body(plain);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plainText.length).toBeGreaterThan(1024);

    const br = await get(app, PIZZAS, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    const gzip = await get(app, PIZZAS, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    for (const res of [plain, br, gzip]) {
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
    expect(await body(br)).toBe(plainText);
    expect(await body(gzip)).toBe(plainText);
    const compressedSize = Buffer.from(await (await get(app, PIZZAS, { 'accept-encoding': 'br' })).arrayBuffer()).byteLength;
    expect(compressedSize).toBeLessThan(plainText.length / 4);
  });

  it('leaves a small answer alone, cached or not', async () => {
    const small = await get(app, '/v1/skus?sector=uk-1&pos=tillpoint', { 'accept-encoding': 'br' });
    const text = await body(small);
    if (Buffer.byteLength(text) < 1024) expect(small.headers.get('content-encoding')).toBeNull();
    const error = await get(app, '/v2/products/pizzas?sector=uk-9', { 'accept-encoding': 'br, gzip' });
    expect(error.status).toBe(400);
    expect(error.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await body(error))).toMatchObject({ error: 'invalid_request' });
  });

  it('compresses a large answer that is not cached (hut time slots are live)', async () => {
    const res = await get(app, '/v1/hut/timeslots?hutId=1101&sector=uk-1&disposition=delivery', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await body(res);
    expect(res.headers.get('content-encoding')).toBe(Buffer.byteLength(text) >= 1024 ? 'gzip' : null);
    expect(JSON.parse(text)).toMatchObject({ hutId: '1101' });
  });
});

describe('validators and Cache-Control', () => {
  const cacheable = [
    PIZZAS,
    '/v2/products/deals?sector=uk-1&hutid=1101',
    '/v1/content/products?sector=uk-1&locale=en-GB',
    '/v1/content/nutrition?sector=uk-1',
    '/v1/skus?sector=uk-1&pos=tillpoint',
    '/v1/upsells?sector=uk-1',
    '/v1/hut?hutId=1101&sector=uk-1',
    '/v1/huts/?sector=uk-1',
    '/v1/huts?postcode=NW1%208QP',
  ];

  it.each(cacheable)('%s: an ETag, a minute fresh with stale-while-revalidate, 304 with no body for its ETag', async (url) => {
    const first = await get(app, url, { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe(MENU_CACHE_CONTROL);
    // The same validator whatever the encoding: one JSON.
    expect((await get(app, url)).headers.get('etag')).toBe(etag);

    const again = await get(app, url, { 'if-none-match': etag!, 'accept-encoding': 'br' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(MENU_CACHE_CONTROL);
    expect(again.headers.get('content-encoding')).toBeNull();

    expect((await get(app, url, { 'if-none-match': '"something-else"' })).status).toBe(200);
  });

  it('keeps the experiment datafile at 60 s, with an ETag', async () => {
    const res = await get(app, '/v1/experiments?market=UK');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect((await get(app, '/v1/experiments?market=UK', { 'if-none-match': res.headers.get('etag')! })).status).toBe(304);
  });

  it('names the headers a list depends on in Vary', async () => {
    expect((await get(app, PIZZAS)).headers.get('vary')).toBe('x-channel, channel, x-kiosk-device, Accept-Encoding');
    expect((await get(app, '/v1/huts/?sector=uk-1')).headers.get('vary')).toBe('x-feature-role, Accept-Encoding');
  });

  it('keeps discounts per channel: a channel never gets another answer from the cache', async () => {
    const none = JSON.parse(await body(await get(app, '/v2/products/discounts?sector=uk-1')));
    const web = JSON.parse(await body(await get(app, '/v2/products/discounts?sector=uk-1', { 'x-channel': 'ph-website' })));
    expect(none.result).toEqual([]);
    expect((await get(app, '/v2/products/discounts?sector=uk-1')).headers.get('etag')).not.toBe(
      (await get(app, '/v2/products/discounts?sector=uk-1', { 'x-channel': 'ph-website' })).headers.get('etag'),
    );
    expect(Array.isArray(web.result)).toBe(true);
    expect((await get(app, '/v2/products/discounts?sector=uk-1', { 'x-channel': 'nonsense' })).status).toBe(400);
  });

  it('keeps no-store on live, personal and money-moving answers', async () => {
    expect((await get(app, '/v2/huts/status/uk-1/1101/summary')).headers.get('cache-control')).toBe('no-store');
    expect((await get(app, '/v2/eta?id=1101&sector=uk-1&disposition=delivery')).headers.get('cache-control')).toBe('no-store');
    expect((await get(app, '/v1/hut/timeslots?hutId=1101&sector=uk-1&disposition=delivery')).headers.get('cache-control')).toBe('no-store');
    const order = await get(app, '/v1/orders/00000000-0000-4000-8000-000000000000');
    expect(order.headers.get('cache-control')).toBe('no-store');
    expect(order.headers.get('etag')).toBeNull();
  });

  it('matches If-None-Match by weak comparison, in a list or as *', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('the catalogue cache invalidated on price change', () => {
  it('serves a price changed in the database by another process (a trigger bumps the catalogue version)', async () => {
    const before = await margheritaPrice(app);
    expect(before.price).toBeTypeOf('number');
    // Straight SQL, as an operator or another API process on the same PostgreSQL would write it.
    await testDb.handle.db
      .updateTable('products')
      .set({ data: sql`jsonb_set(data, '{price}', to_jsonb(${before.price! + 1}::numeric))` })
      .where('sector', '=', 'uk-1')
      .where('id', '=', 'margherita')
      .execute();
    const after = await margheritaPrice(app, { 'accept-encoding': 'br' });
    expect(after.price).toBe(before.price! + 1);
    expect(after.etag).not.toBe(before.etag);
    // The phone's old validator no longer matches: it gets the new list, not a 304.
    expect((await get(app, PIZZAS, { 'if-none-match': before.etag! })).status).toBe(200);
  });

  it('serves a price changed through this process (the dev price edit) at once', async () => {
    const before = await margheritaPrice(devApp);
    const change = await devApp.request('/dev/catalogue/price', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sector: 'uk-1', productId: 'margherita', price: 12.34 }),
    });
    expect(change.status).toBe(200);
    const after = await margheritaPrice(devApp);
    expect(after.price).toBe(12.34);
    expect(after.etag).not.toBe(before.etag);
  });

  it('re-reads the version at most once per bound, and sees every commit after it', async () => {
    let now = 1_000_000;
    const version = createCatalogueVersion(testDb.handle.db, { maxAgeMs: 1000, now: () => now });
    const first = await version.current();
    await testDb.handle.db.updateTable('skus').set({ id: sql`id` }).where('sector', '=', 'uk-1').execute();
    now += 999;
    expect(await version.current()).toBe(first);
    now += 1;
    expect(await version.current()).not.toBe(first);
  });
});
