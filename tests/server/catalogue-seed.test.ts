import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, seedDatabase, type DatabaseHandle } from '../../server/db';
import { catalogueSeedSteps } from '../../server/db/seed/catalogue';
import { catalogue, MARKET_MENUS, type SectorCatalogue } from '../../server/db/seed/catalogue/catalogue';
import { HALF_AND_HALF_EXCLUDED_CRUSTS } from '../../server/db/seed/catalogue/build/pizzas';
import {
  dealKindSchema,
  dealSchema,
  discountSchema,
  landingPageSchema,
  pizzaProductSchema,
  productContentSchema,
  simpleProductSchema,
  skuSchema,
  upsellSchema,
  type Deal,
  type PizzaProduct,
  type Product,
} from '../../src/api/contract/catalogue';
import { createTestDatabase, type TestDatabase } from './test-db';

const { sectors, markets } = catalogue();
const sector = (id: string): SectorCatalogue => sectors.find((candidate) => candidate.sector === id)!;
const marketSectors = (market: string) => sectors.filter((candidate) => candidate.market === market);
const dealOf = (sectorId: string, id: string): Deal | undefined => sector(sectorId).deals.find((deal) => deal.id === id);
const productOf = (sectorId: string, id: string): Product | undefined => sector(sectorId).products.find((p) => p.id === id);
const pizzasOf = (sectorId: string) => sector(sectorId).products.filter((p): p is PizzaProduct => p.type === 'pizza');
const MARKETS = ['UK', 'FR', 'IN', 'CA'] as const;

describe('catalogue seed records', () => {
  it('covers all seven sectors and four markets', () => {
    expect(sectors.map((entry) => entry.sector).sort()).toEqual(['ca-1', 'ca-2', 'fr-1', 'in-1', 'in-2', 'uk-1', 'uk-2']);
    expect(markets.map((entry) => entry.market).sort()).toEqual(['CA', 'FR', 'IN', 'UK']);
  });

  it('every record matches its contract schema, unchanged by parsing', () => {
    for (const entry of sectors) {
      for (const product of entry.products) {
        const schema = product.type === 'pizza' ? pizzaProductSchema : simpleProductSchema;
        expect(schema.parse(product), `${entry.sector} ${product.id}`).toEqual(product);
      }
      for (const deal of entry.deals) expect(dealSchema.parse(deal)).toEqual(deal);
      for (const discount of entry.discounts) expect(discountSchema.parse(discount)).toEqual(discount);
      for (const upsell of entry.upsells) expect(upsellSchema.parse(upsell)).toEqual(upsell);
      for (const sku of entry.skus) expect(skuSchema.parse(sku)).toEqual(sku);
    }
    for (const entry of markets) {
      for (const content of entry.content) expect(productContentSchema.parse(content)).toEqual(content);
      for (const page of entry.landingPages) expect(landingPageSchema.parse(page)).toEqual(page);
    }
  });

  it.each(MARKETS)('%s runs a deal of every kind, discount-type and loyalty deals included', (market) => {
    const deals = marketSectors(market).flatMap((entry) => entry.deals);
    expect(new Set(deals.map((deal) => deal.kind))).toEqual(new Set(dealKindSchema.options));
    expect(deals.some((deal) => deal.type === 'discount')).toBe(true);
    expect(deals.some((deal) => deal.loyalty && deal.loyaltyPoints! > 0)).toBe(true);
    expect(deals.some((deal) => deal.conflicts.length > 0 && deal.threshold === undefined)).toBe(true);
    expect(deals.some((deal) => deal.threshold !== undefined)).toBe(true);
  });

  it.each(sectors.map((entry) => entry.sector))('%s: delivery-only and collection-only deals, collection-incentive for collection only', (id) => {
    expect(dealOf(id, 'collection-incentive')?.dispositions).toEqual(['collection']);
    expect(dealOf(id, 'delivery-duo')?.dispositions).toEqual(['delivery']);
  });

  it('has the ids the spec refers to (03-G6)', () => {
    for (const entry of sectors) {
      expect(dealOf(entry.sector, 'any-20'), entry.sector).toBeDefined();
      expect(dealOf(entry.sector, 'any-20-medium'), entry.sector).toBeDefined();
      const webOnly = entry.discounts.find((discount) => discount.id === 'web-only-20-off');
      expect(webOnly?.channels, entry.sector).toEqual(['web']);
      expect(productOf(entry.sector, 'cola-500ml'), entry.sector).toBeDefined();
      expect(productOf(entry.sector, 'side-salad')?.kind, entry.sector).toBe('side');
      expect(entry.products.some((p) => p.type === 'dessert' && p.subtype === 'ben-and-jerrys'), entry.sector).toBe(true);
    }
    // The vegetarian filter hides these two (spec 1 §4).
    for (const id of ['uk-1', 'uk-2']) expect(dealOf(id, 'kfc-bundle')?.veg).toBe(false);
    expect(dealOf('fr-1', 'multi-mix')?.veg).toBe(false);
    // Minimum-order cross-sells of uk-1 (spec 1 §5, C18).
    for (const id of ['three-dips', 'cheese-triangles', 'bbq-wings']) expect(dealOf('uk-1', id), id).toBeDefined();
    expect(dealOf('uk-1', 'three-dips')?.options).toMatchObject([{ type: 'dip', count: 3 }]);
    expect(dealOf('uk-1', 'bbq-wings')?.options[0]).toMatchObject({ type: 'wings', entities: ['bbq-chicken-wings'] });
  });

  it('UK collection promo: £5 off the £22.99 deal of two large pizzas and a classic side', () => {
    for (const id of ['uk-1', 'uk-2']) {
      const base = dealOf(id, 'two-large-classic-side')!;
      const incentive = dealOf(id, 'collection-incentive')!;
      expect(base.price).toBe(22.99);
      expect(base.options).toMatchObject([{ type: 'pizza', count: 2, size: 'large' }, { type: 'side', count: 1 }]);
      expect(incentive).toMatchObject({ price: 17.99, value: 5, options: base.options, conflicts: ['two-large-classic-side'] });
    }
  });

  it('promo deals hut100 (the dip deal, 0.99) and hut125 (9.99)', () => {
    expect(dealOf('uk-1', 'hut100')).toMatchObject({ price: 0.99, options: [{ type: 'dip' }] });
    expect(dealOf('uk-1', 'hut125')).toMatchObject({ price: 9.99 });
  });

  it('gift-card deals for £5, £10, £15, £20, £25 and £30 are hidden, one per basket', () => {
    const gifts = sector('uk-1').deals.filter((deal) => deal.kind === 'giftcard');
    expect(gifts.map((deal) => deal.value)).toEqual([5, 10, 15, 20, 25, 30]);
    expect(gifts.every((deal) => deal.hidden && deal.max === 1 && deal.price === 0)).toBe(true);
  });

  it('garlic-butter-stuffed, pepperoni-stuffed and san-francisco are the only crusts without half-and-half', () => {
    for (const entry of sectors) {
      for (const pizza of pizzasOf(entry.sector)) {
        for (const crust of pizza.crusts) {
          expect(crust.halfAndHalf, `${entry.sector} ${pizza.id} ${crust.id}`).toBe(
            !(HALF_AND_HALF_EXCLUDED_CRUSTS as readonly string[]).includes(crust.id),
          );
        }
      }
    }
  });

  it.each(MARKETS)('%s pizzas: at least 10 listed, every crust of the spec, and every product flag in use', (market) => {
    const pizzas = pizzasOf(marketSectors(market)[0]!.sector);
    expect(pizzas.filter((p) => !p.hidden && !p.dealOnly).length).toBeGreaterThanOrEqual(10);
    const crusts = new Set(pizzas.flatMap((p) => p.crusts.map((crust) => crust.id)));
    for (const id of ['super-cheezy', 'square-pan', 'cheesy-bites', 'garlic-butter-stuffed', 'pepperoni-stuffed', 'san-francisco']) {
      expect(crusts.has(id), id).toBe(true);
    }
    expect(pizzas.some((p) => p.crusts.some((crust) => crust.limited))).toBe(true);
    const has = (predicate: (pizza: PizzaProduct) => boolean) => pizzas.some(predicate);
    expect(has((p) => p.veg && !p.vegan)).toBe(true);
    expect(has((p) => p.vegan)).toBe(true);
    expect(has((p) => p.spice === 1) && has((p) => p.spice === 2)).toBe(true);
    expect(has((p) => p.glutenFreeAvailable && p.crusts.some((crust) => crust.id === 'gluten-free'))).toBe(true);
    expect(has((p) => p.dealOnly && !p.halvable) && has((p) => p.hidden) && has((p) => p.isNew)).toBe(true);
    expect(has((p) => p.priceBreakdown !== undefined) && has((p) => p.originalId === 'margherita')).toBe(true);
    expect(pizzas.every((p) => p.cheapestPrice === Math.min(...p.sizes.map((size) => size.price)))).toBe(true);
    expect(pizzas.every((p) => p.servingCalories! > 0 && p.popularity >= 0)).toBe(true);
    for (const pizza of pizzas) {
      const ids = new Set(pizza.toppings.map((topping) => topping.id));
      expect(pizza.defaultOptions.toppings.every((id) => ids.has(id)), pizza.id).toBe(true);
      expect(pizza.sauces.some((sauce) => sauce.id === pizza.defaultOptions.sauce)).toBe(true);
      expect(pizza.cheeses.some((cheese) => cheese.id === pizza.defaultOptions.cheese)).toBe(true);
      // A pizza is vegetarian exactly when its default toppings are.
      expect(pizza.veg, pizza.id).toBe(pizza.defaultOptions.toppings.every((id) => pizza.toppings.find((t) => t.id === id)!.veg));
    }
  });

  it('sectors differ where the spec says: melts in uk-2 and in-1 only among their markets, bags as others in Canada', () => {
    const kinds = (id: string) => new Set(sector(id).products.filter((p) => p.type === 'side').map((p) => p.kind));
    expect(kinds('uk-1').has('melts')).toBe(false);
    expect(kinds('uk-2').has('melts')).toBe(true);
    expect(kinds('in-1').has('melts')).toBe(true);
    expect(kinds('in-2').has('melts')).toBe(false);
    for (const id of ['uk-1', 'uk-2', 'fr-1', 'ca-1', 'ca-2']) {
      expect([...kinds(id)].sort(), id).toEqual(expect.arrayContaining(['other', 'pasta', 'side', 'wings']));
    }
    expect(sector('ca-1').products.filter((p) => p.kind === 'other').map((p) => p.id)).toContain('paper-bag');
    // The rewards box is hidden for uk-2: no loyalty deals there.
    expect(sector('uk-2').deals.some((deal) => deal.loyalty)).toBe(false);
    expect(sector('uk-1').deals.some((deal) => deal.loyalty)).toBe(true);
  });

  it('India prices products and deals in whole rupees', () => {
    for (const id of ['in-1', 'in-2']) {
      const amounts = sector(id).products.flatMap((product) => [
        product.price,
        ...(product.type === 'pizza'
          ? [
              ...product.sizes.map((size) => size.price),
              ...product.crusts.flatMap((crust) => Object.values(crust.surcharge)),
              ...product.toppings.flatMap((topping) => Object.values(topping.price)),
              ...product.cheeses.map((cheese) => cheese.price),
            ]
          : product.options.map((option) => option.price)),
      ]);
      amounts.push(...sector(id).deals.map((deal) => deal.price));
      expect(amounts.filter((amount) => !Number.isInteger(amount))).toEqual([]);
      expect(Math.min(...sector(id).products.map((product) => product.price))).toBe(57);
    }
  });

  it('every deal choice, default, conflict and upsell item exists in its sector', () => {
    for (const entry of sectors) {
      const products = new Map(entry.products.map((product) => [product.id, product]));
      const dealIds = new Set(entry.deals.map((deal) => deal.id));
      for (const deal of entry.deals) {
        for (const option of deal.options) {
          expect(option.entities.filter((id) => !products.has(id)), `${entry.sector} ${deal.id}`).toEqual([]);
          expect(option.defaults.every((id) => option.entities.includes(id))).toBe(true);
          expect(option.min).toBeLessThanOrEqual(option.max);
          expect(option.defaults.length).toBeLessThanOrEqual(option.max);
          if (option.size) {
            for (const id of option.entities) {
              const pizza = products.get(id) as PizzaProduct;
              expect(pizza.sizes.some((size) => size.id === option.size), `${deal.id} ${id} ${option.size}`).toBe(true);
            }
          }
        }
        expect(deal.conflicts.every((id) => dealIds.has(id))).toBe(true);
      }
      expect(entry.upsells.length, entry.sector).toBeGreaterThanOrEqual(1);
      for (const upsell of entry.upsells) {
        for (const { item } of upsell.types) {
          expect(item.type === 'deal' ? dealIds.has(item.id) : products.get(item.id)?.type === item.type, item.id).toBe(true);
        }
      }
    }
  });

  it('SKUs list every product and deal of the sector once, with the spec types only', () => {
    for (const entry of sectors) {
      const expected = [...entry.products.map((p) => `${p.type}:${p.id}`), ...entry.deals.map((d) => `deal:${d.id}`)].sort();
      expect(entry.skus.map((sku) => `${sku.type}:${sku.id}`).sort()).toEqual(expected);
      expect(new Set(entry.skus.map((sku) => sku.type))).toEqual(new Set(['pizza', 'deal', 'side', 'drink', 'dessert', 'dip']));
    }
  });

  it('content covers every product and deal in every locale of the market, with allergen codes', () => {
    for (const menu of MARKET_MENUS) {
      const content = markets.find((entry) => entry.market === menu.market)!.content;
      const ids = [...menu.products.map((entry) => entry.record.id), ...menu.deals.map((deal) => deal.id)].sort();
      for (const locale of menu.locales) {
        expect(content.filter((item) => item.locale === locale).map((item) => item.id).sort(), `${menu.market} ${locale}`).toEqual(ids);
      }
    }
    const caContent = markets.find((entry) => entry.market === 'CA')!.content;
    const title = (locale: string, id: string) => caContent.find((item) => item.locale === locale && item.id === id)!.title;
    expect(title('en-CA', 'veggie-lovers')).toBe("Veggie Lover's");
    expect(title('fr-CA', 'family-feast')).toBe('Festin familial');
    expect(caContent.find((item) => item.id === 'margherita' && item.locale === 'fr-CA')!.allergens).toEqual(['gluten', 'milk']);
    const frDeal = markets.find((entry) => entry.market === 'FR')!.content.find((item) => item.id === 'multi-mix')!;
    expect(frDeal.allergens).toEqual(expect.arrayContaining(['gluten', 'milk', 'celery']));
  });

  it('landing pages: feedback-form and a deal page in every locale of every market', () => {
    for (const menu of MARKET_MENUS) {
      const pages = markets.find((entry) => entry.market === menu.market)!.landingPages;
      for (const locale of menu.locales) {
        const ids = pages.filter((page) => page.locale === locale).map((page) => page.id);
        expect(ids.sort(), `${menu.market} ${locale}`).toEqual(['collect-and-save', 'family-night', 'feedback-form']);
      }
      const dealPage = pages.find((page) => page.id === 'collect-and-save')!;
      expect(dealPage.cta?.to).toBe('/order/deal/?id=collection-incentive');
      // Issue 13 (10-G1): every deal a landing page links to is one the market sells.
      const dealIds = new Set(menu.deals.map((record) => record.id));
      for (const page of pages) {
        const links = [page.cta?.to, ...(page.deals ?? []).map((card) => card.link.to)].filter((to): to is string => to !== undefined);
        for (const to of links.filter((link) => link.startsWith('/order/deal/'))) {
          expect(dealIds.has(new URLSearchParams(to.split('?')[1]).get('id') ?? ''), `${menu.market} ${page.id} → ${to}`).toBe(true);
        }
      }
      expect(pages.filter((page) => page.form === 'feedback').map((page) => page.id)).toEqual(menu.locales.map(() => 'feedback-form'));
    }
  });
});

// Runs on in-memory PGlite, or on PostgreSQL when DATABASE_URL is set (scripts/test-postgres.sh).
describe(`catalogue seed in the database (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;

  beforeEach(async () => {
    testDb = await createTestDatabase();
    database = testDb.handle;
    await migrateToLatest(database.db);
  });

  afterEach(async () => {
    await testDb.cleanup();
  });

  it('loads twice without duplicates: the second run inserts nothing', async () => {
    const first = await seedDatabase(database.db);
    const second = await seedDatabase(database.db);
    const names = catalogueSeedSteps.map((step) => step.name);
    const inserted = (report: typeof first) => report.filter((step) => names.includes(step.step)).map((step) => step.inserted);
    expect(inserted(first).every((count) => count > 0)).toBe(true);
    expect(inserted(second)).toEqual(names.map(() => 0));

    const count = async (table: 'products' | 'deals' | 'discounts' | 'upsells' | 'skus' | 'product_content' | 'landing_pages') => {
      const { rows } = await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('rows'))
        .executeTakeFirstOrThrow()
        .then((row) => ({ rows: Number(row.rows) }));
      return rows;
    };
    const total = (pick: (entry: SectorCatalogue) => unknown[]) => sectors.reduce((sum, entry) => sum + pick(entry).length, 0);
    expect(await count('products')).toBe(total((entry) => entry.products));
    expect(await count('deals')).toBe(total((entry) => entry.deals));
    expect(await count('discounts')).toBe(total((entry) => entry.discounts));
    expect(await count('upsells')).toBe(total((entry) => entry.upsells));
    expect(await count('skus')).toBe(total((entry) => entry.skus));
    expect(await count('product_content')).toBe(markets.reduce((sum, entry) => sum + entry.content.length, 0));
    expect(await count('landing_pages')).toBe(markets.reduce((sum, entry) => sum + entry.landingPages.length, 0));
  });

  it('keeps an operator edit on reseeding (on conflict do nothing)', async () => {
    await seedDatabase(database.db);
    await database.db.updateTable('deals').set({ hidden: true }).where('sector', '=', 'uk-1').where('id', '=', 'bogof').execute();
    await seedDatabase(database.db);
    const row = await database.db.selectFrom('deals').select(['hidden', 'data']).where('sector', '=', 'uk-1').where('id', '=', 'bogof').executeTakeFirstOrThrow();
    expect(row.hidden).toBe(true);
    expect(row.data.id).toBe('bogof');
  });
});
