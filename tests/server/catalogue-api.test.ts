import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { migrateToLatest, seedDatabase } from '../../server/db';
import { createLogger } from '../../server/logger';
import {
  landingPageListSchema,
  productContentListSchema,
  productListResponseSchema,
  SKU_QUERY_MISSING_MESSAGE,
  skuListSchema,
  upsellListSchema,
  type Deal,
  type Discount,
  type Product,
} from '../../src/api/contract/catalogue';
import { apiErrorBodySchema } from '../../src/api/contract/error';
import type { HutRecord } from '../../src/api/contract/hut';
import { createTestDatabase, type TestDatabase } from './test-db';

// The menu reads (spec 1 §7) against the seeded catalogue and the huts area's seeded huts, on
// in-memory PGlite or on PostgreSQL when DATABASE_URL is set (scripts/test-postgres.sh).
let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
/** One seeded hut per sector, whatever ids the huts seed gives them. */
const hutOf: Record<string, string> = {};

/** A copy of a seeded hut under a new id with some fields changed (e.g. a hut that excludes tabs). */
async function cloneHut(sector: string, id: string, changes: Partial<HutRecord>): Promise<void> {
  const db = testDb.handle.db;
  const source = await db.selectFrom('huts').selectAll().where('sector', '=', sector).where('id', '=', hutOf[sector]!).executeTakeFirstOrThrow();
  const data = { ...source.data, ...changes, id };
  await db.insertInto('huts').values({ ...source, id, data: JSON.stringify(data) }).execute();
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.handle.db);
  await seedDatabase(testDb.handle.db);
  const huts = await testDb.handle.db.selectFrom('huts').select(['sector', 'id']).orderBy('sector').orderBy('id').execute();
  for (const hut of huts) hutOf[hut.sector] ??= hut.id;
  await cloneHut('in-1', 'no-pasta-no-melts', { excludedTabs: ['pastas', 'melts'] });
  await cloneHut('in-1', 'no-deals', { excludedTabs: ['deals'] });
  app = createApp({ db: testDb.handle, staticDir: '/nonexistent', releaseHash: 'test', logger: createLogger({ level: 'silent' }) });
});

afterAll(async () => {
  await testDb.cleanup();
});

const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

async function list(url: string, headers: Record<string, string> = {}) {
  const res = await get(url, headers);
  expect(res.status, url).toBe(200);
  return productListResponseSchema.parse(await res.json()).result;
}
const ids = (items: { id: string }[]) => items.map((item) => item.id);

async function expectError(url: string, status: number, path: string, headers: Record<string, string> = {}) {
  const res = await get(url, headers);
  expect(res.status, url).toBe(status);
  const body = apiErrorBodySchema.parse(await res.json());
  expect(body.issues.map((issue) => issue.path), url).toContain(path);
  return body;
}

describe('GET /v2/products/{type}', () => {
  it('has a seeded hut in every sector to test with', () => {
    expect(Object.keys(hutOf).sort()).toEqual(['ca-1', 'ca-2', 'fr-1', 'in-1', 'in-2', 'uk-1', 'uk-2']);
  });

  it.each(['pizzas', 'sides', 'drinks', 'desserts', 'dips', 'deals'])('answers %s for a hut of every sector as {result}', async (type) => {
    for (const [sector, hutid] of Object.entries(hutOf)) {
      const result = await list(`/v2/products/${type}?hutid=${hutid}&sector=${sector}&flag=true`);
      expect(result.length, `${type} ${sector}`).toBeGreaterThan(0);
    }
  });

  it('leaves hidden and deal-only products out unless showHidden / showDealOnly say true', async () => {
    const base = `/v2/products/pizzas?sector=uk-1&hutid=${hutOf['uk-1']}`;
    const pizzas = (await list(base)) as Product[];
    expect(pizzas.every((pizza) => !pizza.hidden && !pizza.dealOnly)).toBe(true);
    expect(ids(await list(`${base}&showHidden=true`))).toContain('garlic-mushroom-trial');
    expect(ids(await list(`${base}&showDealOnly=true`))).toContain('pepperoni-pizzetta');
    await expectError(`${base}&showHidden=yes`, 400, 'showHidden');
  });

  it('keeps deal-only products in the choices of deals', async () => {
    const deals = (await list(`/v2/products/deals?sector=uk-1&hutid=${hutOf['uk-1']}`)) as Deal[];
    const kfc = deals.find((deal) => deal.id === 'kfc-bundle')!;
    expect(kfc.options.flatMap((option) => option.entities)).toContain('kfc-popcorn-chicken');
    expect(kfc.veg).toBe(false);
  });

  it('narrows sides by kind with filter, and other lists by subtype', async () => {
    const url = (sector: string, filter: string, type = 'sides') => `/v2/products/${type}?sector=${sector}&hutid=${hutOf[sector]}&filter=${filter}`;
    for (const kind of ['side', 'pasta', 'wings', 'other']) {
      const sides = (await list(url('uk-1', kind))) as Product[];
      expect(sides.length, kind).toBeGreaterThan(0);
      expect(sides.every((side) => side.kind === kind)).toBe(true);
    }
    expect(await list(url('uk-1', 'melts'))).toEqual([]);
    expect(ids(await list(url('uk-2', 'melts')))).toEqual(['pepperoni-melt', 'chicken-bbq-melt']);
    expect(ids(await list(url('uk-1', 'large', 'drinks')))).toEqual(['cola-1-5l', 'diet-cola-1-5l']);
    expect(ids(await list(url('uk-1', 'ben-and-jerrys', 'desserts')))).toHaveLength(2);
    expect(ids(await list(url('uk-1', 'bogof', 'deals')))).toEqual(['bogof']);
    await expectError(url('uk-1', 'pizza'), 400, 'filter');
    await expectError(url('uk-1', 'two-for-one', 'deals'), 400, 'filter');
  });

  it('honours the disposition: delivery-only and collection-only deals and products', async () => {
    const base = `sector=uk-1&hutid=${hutOf['uk-1']}`;
    const delivery = ids(await list(`/v2/products/deals?${base}&disposition=delivery`));
    const collection = ids(await list(`/v2/products/deals?${base}&disposition=collection`));
    const both = ids(await list(`/v2/products/deals?${base}`));
    expect(delivery).toContain('delivery-duo');
    expect(delivery).not.toContain('collection-incentive');
    expect(collection).toContain('collection-incentive');
    expect(collection).not.toContain('delivery-duo');
    expect(both).toEqual(expect.arrayContaining(['delivery-duo', 'collection-incentive']));

    expect(ids(await list(`/v2/products/drinks?${base}&disposition=collection`))).toContain('blue-raspberry-slush');
    expect(ids(await list(`/v2/products/drinks?${base}&disposition=delivery`))).not.toContain('blue-raspberry-slush');
    expect(ids(await list(`/v2/products/sides?${base}&disposition=collection`))).not.toContain('cutlery-pack');
    await expectError(`/v2/products/deals?${base}&disposition=teleport`, 400, 'disposition');
  });

  it("honours the hut's excluded tabs, also inside deals", async () => {
    const base = 'sector=in-1&hutid=no-pasta-no-melts';
    const sides = (await list(`/v2/products/sides?${base}`)) as Product[];
    expect(sides.length).toBeGreaterThan(0);
    expect(sides.filter((side) => side.kind === 'pasta' || side.kind === 'melts')).toEqual([]);
    const deals = (await list(`/v2/products/deals?${base}`)) as Deal[];
    const pastaIds = ['arrabbiata-pasta', 'makhani-pasta', 'chicken-alfredo-pasta'];
    expect(deals.flatMap((deal) => deal.options.flatMap((option) => option.entities)).filter((id) => pastaIds.includes(id))).toEqual([]);
    expect(deals.find((deal) => deal.id === 'sides-25-off')).toBeDefined();
    expect(await list('/v2/products/deals?sector=in-1&hutid=no-deals')).toEqual([]);
    expect((await list('/v2/products/pizzas?sector=in-1&hutid=no-deals')).length).toBeGreaterThan(10);
  });

  it('answers 404 naming hutid for an unknown hut, and for a hut of another sector', async () => {
    const unknown = await expectError('/v2/products/pizzas?sector=uk-1&hutid=no-such-hut', 404, 'hutid');
    expect(unknown.error).toBe('not_found');
    await expectError(`/v2/products/pizzas?sector=fr-1&hutid=${hutOf['uk-1']}`, 404, 'hutid');
  });

  it('answers 400 naming sector when it is missing or unknown; FR_1 is read as fr-1', async () => {
    await expectError('/v2/products/pizzas?sector=xx-1', 400, 'sector');
    await expectError('/v2/products/pizzas', 400, 'sector');
    await expectError('/v2/products/pizzas?sector=uk-1&sector=uk-2', 400, 'sector');
    expect((await list(`/v2/products/pizzas?sector=FR_1&hutid=${hutOf['fr-1']}`)).length).toBeGreaterThan(10);
  });

  it('answers an unknown list type with the JSON 404', async () => {
    for (const url of ['/v2/products/wings?sector=uk-1', '/v2/products/__proto__?sector=uk-1', '/v2/products/pizza']) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(await res.json()).toEqual({ error: 'not_found', issues: [] });
    }
  });

  it('answers discounts only to a channel, with that channel’s discounts', async () => {
    const url = `/v2/products/discounts?sector=uk-1&hutid=${hutOf['uk-1']}`;
    expect(await list(url)).toEqual([]);
    const web = (await list(url, { 'x-channel': 'web' })) as Discount[];
    expect(ids(web)).toContain('web-only-20-off');
    expect(web.every((discount) => discount.channels.includes('web'))).toBe(true);
    expect(ids(await list(url, { 'x-channel': 'app' }))).toEqual(['app-10-off', 'free-garlic-bread']);
    await expectError(url, 400, 'x-channel', { 'x-channel': 'fax' });
  });
});

describe('GET /v1/content/products', () => {
  const content = async (url: string) => {
    const res = await get(url);
    expect(res.status, url).toBe(200);
    return productContentListSchema.parse(await res.json());
  };

  it('answers the content of the asked locale, narrowed by type', async () => {
    const deals = await content(`/v1/content/products?sector=ca-1&locale=fr-CA&type=deal&hutid=${hutOf['ca-1']}`);
    expect(deals.every((item) => item.locale === 'fr-CA' && item.type === 'deal')).toBe(true);
    expect(deals.find((item) => item.id === 'family-feast')?.title).toBe('Festin familial');
  });

  it('answers fr-CA in French: a title for every product, and every size, crust, topping and option named (10-G30)', async () => {
    const [french, english] = await Promise.all([
      content('/v1/content/products?sector=ca-1&locale=fr-CA'),
      content('/v1/content/products?sector=ca-1&locale=en-CA'),
    ]);
    const products = (await Promise.all(['pizzas', 'sides', 'drinks', 'desserts', 'dips'].map((type) => list(`/v2/products/${type}?sector=ca-1`)))).flat() as Product[];
    // Names that are the same word in both languages (or brands) may stay; everything else is French.
    const cognates = new Set(['Pepperoni', 'Margherita', 'Mozzarella', 'Feta', 'Jalapeños', 'Bacon', 'Cola (500 mL)', 'Cola (2 L)']);
    const englishTitles = new Map(english.map((item) => [`${item.type}:${item.id}`, item.title]));
    for (const product of products) {
      const text = french.find((item) => item.id === product.id && item.type === product.type);
      expect(text?.locale, product.id).toBe('fr-CA');
      if (!cognates.has(text!.title)) expect(text!.title, product.id).not.toBe(englishTitles.get(`${product.type}:${product.id}`));
      const choices =
        product.type === 'pizza'
          ? [
              ...product.sizes.map((size) => [`size:${size.id}`, size.name]),
              ...product.crusts.map((crust) => [`crust:${crust.id}`, crust.name]),
              ...product.toppings.map((topping) => [`topping:${topping.id}`, topping.name]),
            ]
          : product.options.map((option) => [`option:${option.id}`, option.name]);
      for (const [key, englishName] of choices) {
        const name = text!.names?.[key!];
        expect(name, `${product.id} ${key}`).toBeTruthy();
        if (!cognates.has(name!)) expect(name, `${product.id} ${key}`).not.toBe(englishName);
      }
    }
    const named = (id: string, key: string) => french.find((item) => item.id === id)?.names?.[key];
    expect(named('margherita', 'size:small')).toBe('Petite (10 po)');
    expect(named('margherita', 'crust:pan')).toBe('Pâte originale Pan');
    expect(french.find((item) => item.id === 'paper-bag')?.title).toBe('Sac de papier');
    expect(french.find((item) => item.id === 'garlic-dip')?.title).toBe("Trempette à l'ail");
  });

  it("falls back to a locale of the same language, then to the market's default", async () => {
    expect((await content('/v1/content/products?sector=fr-1&locale=en-FR&type=dip'))[0]?.locale).toBe('fr-FR');
    expect((await content('/v1/content/products?sector=ca-2&locale=fr&type=pizza'))[0]?.locale).toBe('fr-CA');
    expect((await content('/v1/content/products?sector=ca-2&locale=en-GB&type=pizza'))[0]?.locale).toBe('en-CA');
    const all = await content('/v1/content/products?sector=in-1');
    expect(new Set(all.map((item) => item.locale))).toEqual(new Set(['en-IN']));
    expect(new Set(all.map((item) => item.type))).toEqual(new Set(['pizza', 'side', 'drink', 'dessert', 'dip', 'deal']));
  });

  it('answers 400 for a bad locale or type and 404 for an unknown hut', async () => {
    await expectError('/v1/content/products?sector=uk-1&locale=de-DE', 400, 'locale');
    await expectError('/v1/content/products?sector=uk-1&type=pizzas', 400, 'type');
    await expectError('/v1/content/products?locale=en-GB', 400, 'sector');
    await expectError('/v1/content/products?sector=uk-1&hutid=no-such-hut', 404, 'hutid');
  });
});

describe('GET /v1/content/{locale}/{sector}/products?type=landing', () => {
  const landing = async (url: string) => {
    const res = await get(url);
    expect(res.status, url).toBe(200);
    return landingPageListSchema.parse(await res.json());
  };

  it('answers the page as a one-element list, in the locale asked or the market default', async () => {
    expect(await landing('/v1/content/en-GB/uk-1/products?type=landing&id=feedback-form')).toMatchObject([{ id: 'feedback-form', locale: 'en-GB' }]);
    expect(await landing('/v1/content/fr-CA/ca-1/products?type=landing&id=collect-and-save')).toMatchObject([
      { locale: 'fr-CA', cta: { to: '/order/deal/?id=collection-incentive' } },
    ]);
    expect(await landing('/v1/content/en-FR/fr-1/products?type=landing&id=feedback-form')).toMatchObject([{ locale: 'fr-FR' }]);
  });

  it('answers [] for a page that does not exist (the client then goes home)', async () => {
    expect(await landing('/v1/content/en-GB/uk-1/products?type=landing&id=no-such-page')).toEqual([]);
  });

  it('answers 400 when the id is missing, the type is not landing, or the path is wrong', async () => {
    await expectError('/v1/content/en-GB/uk-1/products?type=landing', 400, 'id');
    await expectError('/v1/content/en-GB/uk-1/products?type=menu&id=feedback-form', 400, 'type');
    await expectError('/v1/content/en-GB/xx-9/products?type=landing&id=feedback-form', 400, 'sector');
    await expectError('/v1/content/klingon/uk-1/products?type=landing&id=feedback-form', 400, 'locale');
  });
});

describe('GET /v1/skus/', () => {
  it('answers every product and deal of the sector as {id, type}, with or without the trailing slash', async () => {
    for (const path of ['/v1/skus/', '/v1/skus']) {
      const res = await get(`${path}?sector=in-1&pos=petpooja`);
      expect(res.status).toBe(200);
      const skus = skuListSchema.parse(await res.json());
      expect(skus.length).toBeGreaterThan(50);
      expect(new Set(skus.map((sku) => sku.type))).toEqual(new Set(['pizza', 'deal', 'side', 'drink', 'dessert', 'dip']));
      expect(skus).toContainEqual({ id: 'paneer-tikka-melt', type: 'side' });
    }
  });

  it("answers 400 with the spec's message when sector or pos is missing", async () => {
    for (const url of ['/v1/skus/?sector=uk-1', '/v1/skus/?pos=tillpoint', '/v1/skus/', '/v1/skus/?sector=&pos=micros']) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(apiErrorBodySchema.parse(await res.json()).message, url).toBe(SKU_QUERY_MISSING_MESSAGE);
    }
    expect(SKU_QUERY_MISSING_MESSAGE).toBe('failed to fetch skus: missing sector or pos type');
  });

  it('answers 400 naming the field for an unknown sector or pos', async () => {
    await expectError('/v1/skus/?sector=uk-1&pos=abacus', 400, 'pos');
    await expectError('/v1/skus/?sector=uk-9&pos=tillpoint', 400, 'sector');
  });
});

describe('GET /v1/upsells/', () => {
  it('answers every sector its upsells, the first one of a deal or dip', async () => {
    for (const [sector, hutid] of Object.entries(hutOf)) {
      const res = await get(`/v1/upsells/?sector=${sector}&now=2026-03-01T12:00:00Z&hutid=${hutid}`);
      expect(res.status, sector).toBe(200);
      const upsells = upsellListSchema.parse(await res.json());
      expect(upsells.length, sector).toBeGreaterThan(0);
      expect(upsells.every((upsell) => upsell.sector === sector)).toBe(true);
      expect(['deal', 'dip', 'pizza']).toContain(upsells[0]!.types[0]!.item.type);
    }
    expect((await get('/v1/upsells?sector=uk-1&now=1767225600000')).status).toBe(200);
  });

  it('answers 400 for a missing sector or a bad now, 404 for an unknown hut', async () => {
    await expectError('/v1/upsells/', 400, 'sector');
    await expectError('/v1/upsells/?sector=uk-1&now=tomorrow', 400, 'now');
    await expectError('/v1/upsells/?sector=uk-1&hutid=no-such-hut', 404, 'hutid');
  });
});
