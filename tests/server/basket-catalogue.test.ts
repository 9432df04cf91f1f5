import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, seedDatabase } from '../../server/db';
import { findHutRecord } from '../../server/services/huts-store';
import { createCatalogueVersion } from '../../server/services/catalogue-version';
import { basketHut, createPricingCatalogueLoader, hutPricingFacts } from '../../server/services/pricing-catalogue';
import type { HutRecord } from '../../src/api/contract/hut';
import { ApiError } from '../../server/http/api-error';
import { createTestDatabase, type TestDatabase } from './test-db';

// The server's pricing catalogue and hut money rules (issue 5): what the basket calls price with,
// read from the seeded tables (server/db/seed/catalogue/README.md, server/db/seed/huts/README.md).
let testDb: TestDatabase;
let camden: HutRecord;
let koramangala: HutRecord;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.handle.db);
  await seedDatabase(testDb.handle.db);
  camden = (await findHutRecord(testDb.handle.db, 'uk-1', '1101'))!;
  koramangala = (await findHutRecord(testDb.handle.db, 'in-1', '3103'))!;
});

afterAll(async () => {
  await testDb.cleanup();
});

describe('the hut pricing catalogue', () => {
  it('holds what the hut sells for the disposition, with hidden and deal-only records', async () => {
    const loader = createPricingCatalogueLoader(testDb.handle.db, createCatalogueVersion(testDb.handle.db));
    const collection = await loader.catalogueFor(camden, 'collection');
    const delivery = await loader.catalogueFor(camden, 'delivery');
    expect(collection.products.get('margherita')?.price).toBe(7.49);
    expect(collection.products.has('blue-raspberry-slush')).toBe(true);
    expect(delivery.products.has('blue-raspberry-slush')).toBe(false);
    expect(delivery.products.has('cutlery-pack')).toBe(true);
    expect(collection.deals.has('collection-incentive')).toBe(true);
    expect(delivery.deals.has('collection-incentive')).toBe(false);
    expect(delivery.deals.has('delivery-duo')).toBe(true);
    // A gift-card voucher (hidden) and a deal-only pizza are still priced in a basket.
    expect(delivery.deals.get('gift-voucher-10')?.kind).toBe('giftcard');
    expect(delivery.products.has('pepperoni-pizzetta')).toBe(true);
    // Every channel's discount: the basket names the one it has.
    expect([...delivery.discounts.keys()]).toEqual(expect.arrayContaining(['web-only-20-off', 'app-10-off', 'free-garlic-bread']));
    // Dine-in has no disposition rule of its own: both dispositions' products.
    const dineIn = await loader.catalogueFor(camden, 'dinein');
    expect(dineIn.products.has('blue-raspberry-slush') && dineIn.products.has('cutlery-pack')).toBe(true);
  });

  it('leaves out the tabs a hut excludes (3103 Koramangala sells no pastas)', async () => {
    const loader = createPricingCatalogueLoader(testDb.handle.db, createCatalogueVersion(testDb.handle.db));
    const catalogue = await loader.catalogueFor(koramangala, 'delivery');
    const kinds = new Set([...catalogue.products.values()].map((product) => product.kind));
    expect(kinds.has('pasta')).toBe(false);
    expect(kinds.has('side')).toBe(true);
    const other = await loader.catalogueFor({ ...koramangala, excludedTabs: [] }, 'delivery');
    expect([...other.products.values()].some((product) => product.kind === 'pasta')).toBe(true);
  });

  it('is kept while the catalogue version stands: an edit by any writer is priced with once the version is re-read', async () => {
    let now = 1_000_000;
    const loader = createPricingCatalogueLoader(testDb.handle.db, createCatalogueVersion(testDb.handle.db, { maxAgeMs: 1000, now: () => now }));
    const first = await loader.catalogueFor(camden, 'collection');
    expect(await loader.catalogueFor(camden, 'collection')).toBe(first);
    expect(first.deals.get('three-dips')?.price).toBe(1.99);
    // An operator's SQL, not this process: only the database's trigger-bumped version tells.
    await sql`update deals set data = jsonb_set(data, '{price}', '2.49'::jsonb) where sector = 'uk-1' and id = 'three-dips'`.execute(
      testDb.handle.db,
    );
    try {
      now += 999;
      expect(await loader.catalogueFor(camden, 'collection')).toBe(first);
      now += 1;
      const edited = await loader.catalogueFor(camden, 'collection');
      expect(edited.deals.get('three-dips')?.price).toBe(2.49);
      // The new catalogue is kept in turn while nothing else changes.
      now += 5000;
      expect(await loader.catalogueFor(camden, 'collection')).toBe(edited);
    } finally {
      await sql`update deals set data = jsonb_set(data, '{price}', '1.99'::jsonb) where sector = 'uk-1' and id = 'three-dips'`.execute(
        testDb.handle.db,
      );
    }
    now += 1000;
    expect((await loader.catalogueFor(camden, 'collection')).deals.get('three-dips')?.price).toBe(1.99);
  });

});

describe('the hut money rules', () => {
  it("are the hut record's own (1101: minimum 10, DELIVERY 1.99, supplement bands to 20 and 30)", () => {
    const facts = hutPricingFacts(camden);
    expect(facts).toMatchObject({ minDeliveryOrder: 10, minCollectionOrder: 0, deliverySurcharge: 1.99, minDeliveryOrderOverride: null });
    expect(facts.supplements.map((band) => [band.lowerThreshold, band.upperThreshold, band.price, band.priceForAccountHolder])).toEqual([
      [0, 20, 1.5, 1],
      [20, 30, 0.75, 0.5],
    ]);
    expect(facts.surcharges).toContainEqual({ type: 'smallOrderSupplement', amount: 1.5, threshold: 15 });
  });

  it("take C27's minimum-delivery override from the hut when it has one", () => {
    expect(hutPricingFacts({ ...camden, minDeliveryOrderOverride: 3.99 }).minDeliveryOrderOverride).toBe(3.99);
  });

  it('name the hut a basket asks for, or fail with a 404 naming hut.id', async () => {
    expect((await basketHut(testDb.handle.db, { id: '1101', sector: 'uk-1' })).name).toBe('London - Camden');
    const missing = await basketHut(testDb.handle.db, { id: '1101', sector: 'uk-2' }).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ApiError);
    expect((missing as ApiError).status).toBe(404);
    expect((missing as ApiError).body.issues[0]?.path).toBe('hut.id');
  });
});
