// The UK seed menu (sector uk-1) as a pricing catalogue, and seeded random baskets of its products,
// for the dealbot's tests and bench. Items are built as the product pages store them.
import { catalogue as seedCatalogue } from '../../../server/db/seed/catalogue/catalogue';
import { defaultConfiguration, type PizzaSize } from '../../../src/domain/pricing/pizza';
import { buildPricingCatalogue } from '../../../src/domain/pricing/catalogue';
import type { BasketItemFacts, PizzaProductFacts, PricingBasket, PricingCatalogue, ProductRecordFacts } from '../../../src/domain/pricing/types';

let cached: PricingCatalogue | null = null;

export function ukCatalogue(): PricingCatalogue {
  if (cached) return cached;
  const sector = seedCatalogue().sectors.find((entry) => entry.sector === 'uk-1');
  if (!sector) throw new Error('the seed has no uk-1');
  cached = buildPricingCatalogue([...sector.products, ...sector.deals, ...sector.discounts]);
  return cached;
}

/** A small seeded generator (mulberry32): the same seed, the same basket. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

function pizzaProperties(product: PizzaProductFacts, random: () => number): Record<string, unknown> {
  const size = pick(random, product.sizes).id as PizzaSize;
  const config = defaultConfiguration(product, size);
  // Now and then a dearer crust or an added topping, so deal surcharges and extras come into play.
  const crusts = product.crusts.filter((crust) => crust.surcharge[size] !== undefined);
  const crust = random() < 0.2 ? pick(random, crusts).id : config.crust;
  const extra = product.toppings.find((topping) => !config.toppings.includes(topping.id) && topping.price[size] !== undefined);
  const toppings = random() < 0.2 && extra ? [...config.toppings, extra.id] : [...config.toppings];
  return { id: product.id, kind: product.kind, ...(product.subtype ? { subtype: product.subtype } : {}), size, crust, sauce: config.sauce, cheese: config.cheese, toppings };
}

function itemOf(product: ProductRecordFacts, random: () => number, id: string): BasketItemFacts {
  const properties =
    product.type === 'pizza'
      ? pizzaProperties(product, random)
      : { id: product.id, kind: product.kind, ...(product.subtype ? { subtype: product.subtype } : {}), option: pick(random, product.options).id, modifiers: [] };
  return { id, dealId: 'ND', item: { type: product.type, properties: { ...properties, basketItemID: id } } };
}

/** `size` loose items; pizzas about half of them, then sides, drinks, dips, desserts. */
export function randomBasket(random: () => number, size: number, catalogue: PricingCatalogue): PricingBasket {
  const products = [...catalogue.products.values()].filter((product) => !(product as { hidden?: boolean }).hidden);
  const pizzas = products.filter((product) => product.type === 'pizza');
  const others = products.filter((product) => product.type !== 'pizza');
  const items: Record<string, BasketItemFacts> = {};
  for (let n = 1; n <= size; n += 1) {
    const id = `item-${n}`;
    items[id] = itemOf(random() < 0.5 ? pick(random, pizzas) : pick(random, others), random, id);
  }
  return { deals: {}, items, discount: null };
}

/** Ids for new basket deals: deal-1, deal-2 … */
export function counterIds(prefix = 'deal'): () => string {
  let n = 0;
  return () => `${prefix}-${(n += 1)}`;
}
