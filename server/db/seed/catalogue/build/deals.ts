import type { Deal, PizzaProduct, PizzaSize, Product } from '../../../../../src/api/contract/catalogue';
import { dealPrice } from '../../../../../src/domain/pricing/deal-price';
import type { DealDraft, Text } from './types';

/** Deal records: a terse `deal()` and `option()`, and the set of deals every market runs. */

type DealOption = Deal['options'][number];

export interface OptionSpec {
  count?: number;
  min?: number;
  max?: number;
  defaults?: string[];
  size?: PizzaSize;
  swaps?: number;
  additions?: number;
  fixed?: boolean;
  subtype?: string;
}

/** A deal option; min = max = count unless given, defaults = the first `count` entities (most popular first). */
export function option(type: DealOption['type'], entities: string[], spec: OptionSpec = {}): DealOption {
  const count = spec.count ?? 1;
  return {
    type,
    ...(spec.subtype && { subtype: spec.subtype }),
    entities,
    defaults: spec.defaults ?? entities.slice(0, count),
    min: spec.min ?? count,
    max: spec.max ?? count,
    count,
    free: { swaps: spec.swaps ?? 0, additions: spec.additions ?? 0 },
    fixed: spec.fixed ?? entities.length === 1,
    ...(spec.size && { size: spec.size }),
  };
}

export type DealSpec = Pick<DealDraft, 'id' | 'kind' | 'title' | 'desc' | 'price' | 'options' | 'popularity'> &
  Partial<Omit<DealDraft, 'id' | 'kind' | 'title' | 'desc' | 'price' | 'options' | 'popularity' | 'img'>>;

export function deal(img: (id: string) => string, spec: DealSpec): DealDraft {
  return {
    type: 'deal',
    loyalty: false,
    locked: false,
    max: 5,
    hidden: false,
    conflicts: [],
    rules: {},
    dispositions: ['delivery', 'collection'],
    img: img(spec.id),
    ...spec,
  };
}

/** Ids of the deals every market runs (some are skipped where the market lacks the products). */
export const STANDARD_DEAL_IDS = [
  'bogof',
  'bogoh',
  'bogtf',
  'buy-two-get-side',
  'family-feast',
  'two-large-classic-side',
  'collection-incentive',
  'delivery-duo',
  'veggie-night',
  'any-large-drink',
  'any-large-pizza',
  'meal-for-one',
  'bbq-wings',
  'cheese-triangles',
  'three-dips',
  'any-20',
  'any-20-medium',
  'sides-25-off',
  'spend-and-save',
  'free-dip',
  'reward-free-side',
  'reward-free-pizza',
] as const;
export type StandardDealId = (typeof STANDARD_DEAL_IDS)[number];

/** Deals whose price is 0 (discount-type, free and loyalty deals) take no entry in `price`. */
type FreeDealId = 'sides-25-off' | 'spend-and-save' | 'free-dip' | 'reward-free-side' | 'reward-free-pizza';
export type PricedDealId = Exclude<StandardDealId, FreeDealId>;

export interface StandardDealsInput {
  products: Product[];
  img: (id: string) => string;
  text: Record<StandardDealId, Text>;
  /** Fixed price, or for rule-priced kinds (bogof, bogoh, bogtf, buyx-gety, category) the "from" price. */
  price: Record<PricedDealId, number>;
  /** collection-incentive: amount taken off two-large-classic-side. */
  collectionIncentiveOff: number;
  spendAndSave: { value: number; above: number };
  freeDipThreshold: number;
  loyaltyPoints: { side: number; pizza: number };
  /** Extra per pizza in bundles: by tier ('premium') and by crust id. */
  surcharges: Record<string, number>;
}

const isPizza = (product: Product): product is PizzaProduct => product.type === 'pizza';

/** Entity groups of a market menu, most popular first; hidden products are never offered in deals. */
function entityGroups(products: Product[]) {
  const listed = [...products].filter((product) => !product.hidden).sort((a, b) => b.popularity - a.popularity);
  const pizzas = listed.filter(isPizza);
  const menuPizzas = pizzas.filter((pizza) => !pizza.dealOnly);
  const sized = (size: PizzaSize, from: PizzaProduct[] = menuPizzas) =>
    from.filter((pizza) => pizza.sizes.some((option) => option.id === size)).map((pizza) => pizza.id);
  const ids = (predicate: (product: Product) => boolean) => listed.filter(predicate).map((product) => product.id);
  return {
    anyPizza: menuPizzas.map((pizza) => pizza.id),
    large: sized('large'),
    medium: sized('medium'),
    classicLarge: sized('large', menuPizzas.filter((pizza) => pizza.subtype === 'classic' || pizza.subtype === 'favourite')),
    vegMedium: sized('medium', menuPizzas.filter((pizza) => pizza.veg)),
    personal: sized('personal', pizzas),
    classicSides: ids((p) => p.type === 'side' && p.kind === 'side' && p.subtype === 'classic' && !p.dealOnly),
    sides: ids((p) => p.type === 'side' && !p.dealOnly),
    dips: ids((p) => p.type === 'dip' && !p.dealOnly),
    largeDrinks: ids((p) => p.type === 'drink' && p.subtype === 'large'),
    cans: ids((p) => p.type === 'drink' && p.subtype === 'can'),
    has: (id: string) => listed.some((product) => product.id === id),
  };
}

export function standardDeals(input: StandardDealsInput): DealDraft[] {
  const g = entityGroups(input.products);
  const { price, text, surcharges } = input;
  const make = (id: StandardDealId, spec: Omit<DealSpec, 'id' | 'title' | 'desc' | 'price'> & { price?: number }) =>
    deal(input.img, { id, ...text[id], price: spec.price ?? 0, ...spec });

  const twoLargeAndSide = [
    option('pizza', g.classicLarge, { count: 2, size: 'large' }),
    option('side', g.classicSides),
  ];
  const deals: (DealDraft | null)[] = [
    make('bogof', {
      kind: 'bogof',
      price: price.bogof,
      options: [option('pizza', g.anyPizza, { count: 2 })],
      rules: { cheapest: { count: 1, parts: 1, surcharge: true } },
      conflicts: ['bogoh', 'bogtf'],
      max: 2,
      popularity: 95,
    }),
    make('bogoh', {
      kind: 'bogoh',
      price: price.bogoh,
      options: [option('pizza', g.anyPizza, { count: 2 })],
      rules: { cheapest: { count: 1, parts: 0.5, surcharge: true } },
      conflicts: ['bogof', 'bogtf'],
      max: 2,
      popularity: 80,
    }),
    make('bogtf', {
      kind: 'bogtf',
      price: price.bogtf,
      options: [option('pizza', g.large, { count: 3, size: 'large' })],
      rules: { cheapest: { count: 2, parts: 1, surcharge: true } },
      conflicts: ['bogof', 'bogoh'],
      max: 1,
      popularity: 60,
    }),
    make('buy-two-get-side', {
      kind: 'buyx-gety',
      price: price['buy-two-get-side'],
      options: [option('pizza', g.large, { count: 2, size: 'large' }), option('side', g.classicSides)],
      rules: { cheapest: { count: 1, parts: 1, surcharge: false } },
      popularity: 70,
    }),
    make('family-feast', {
      kind: 'bundle-discount',
      price: price['family-feast'],
      options: [
        option('pizza', g.large, { count: 2, size: 'large', swaps: 2 }),
        option('side', g.classicSides, { count: 2 }),
        option('drink', g.largeDrinks),
      ],
      rules: { surcharges },
      popularity: 90,
    }),
    make('two-large-classic-side', {
      kind: 'bundle-discount',
      price: price['two-large-classic-side'],
      options: twoLargeAndSide,
      rules: { surcharges },
      conflicts: ['collection-incentive'],
      popularity: 85,
    }),
    make('collection-incentive', {
      kind: 'bundle-discount',
      price: price['collection-incentive'],
      value: input.collectionIncentiveOff,
      options: twoLargeAndSide,
      rules: { surcharges },
      conflicts: ['two-large-classic-side'],
      dispositions: ['collection'],
      max: 1,
      popularity: 88,
    }),
    make('delivery-duo', {
      kind: 'bundle-discount',
      price: price['delivery-duo'],
      options: [option('pizza', g.medium, { count: 2, size: 'medium' }), option('dip', g.dips, { count: 2 })],
      rules: { surcharges },
      dispositions: ['delivery'],
      popularity: 75,
    }),
    make('veggie-night', {
      kind: 'bundle-discount',
      price: price['veggie-night'],
      options: [option('pizza', g.vegMedium, { count: 2, size: 'medium' })],
      popularity: 50,
    }),
    make('any-large-drink', {
      kind: 'std-drink-price',
      price: price['any-large-drink'],
      options: [option('drink', g.largeDrinks)],
      popularity: 40,
    }),
    make('any-large-pizza', {
      kind: 'std-pizza-price',
      price: price['any-large-pizza'],
      options: [option('pizza', g.large, { size: 'large', additions: 1 })],
      rules: { surcharges },
      max: 4,
      popularity: 92,
    }),
    make('meal-for-one', {
      kind: 'flat',
      price: price['meal-for-one'],
      options: [option('pizza', g.personal, { size: 'personal' }), option('side', g.classicSides), option('drink', g.cans)],
      popularity: 65,
    }),
    g.has('bbq-chicken-wings')
      ? make('bbq-wings', {
          kind: 'flat',
          price: price['bbq-wings'],
          options: [option('wings', ['bbq-chicken-wings'])],
          popularity: 45,
        })
      : null,
    g.has('cheese-triangle-bites')
      ? make('cheese-triangles', {
          kind: 'flat',
          price: price['cheese-triangles'],
          options: [option('side', ['cheese-triangle-bites'])],
          popularity: 44,
        })
      : null,
    make('three-dips', {
      kind: 'bundle-discount',
      price: price['three-dips'],
      // Dips with a count over 1 form a single required option (spec 1 §5).
      options: [option('dip', g.dips, { count: 3 })],
      popularity: 42,
    }),
    make('any-20', {
      kind: 'category',
      price: price['any-20'],
      value: 20,
      options: [option('pizza', g.large, { size: 'large' })],
      popularity: 70,
    }),
    make('any-20-medium', {
      kind: 'category',
      price: price['any-20-medium'],
      value: 20,
      options: [option('pizza', g.medium, { size: 'medium' })],
      popularity: 69,
    }),
    make('sides-25-off', {
      kind: 'category',
      type: 'discount',
      value: 25,
      options: [option('side', g.sides, { min: 1, max: 5, defaults: [] })],
      popularity: 30,
    }),
    make('spend-and-save', {
      kind: 'flat',
      type: 'discount',
      value: input.spendAndSave.value,
      options: [],
      rules: { above: input.spendAndSave.above },
      max: 1,
      popularity: 35,
    }),
    make('free-dip', {
      kind: 'flat',
      options: [option('dip', g.dips)],
      threshold: input.freeDipThreshold,
      max: 1,
      popularity: 20,
    }),
    make('reward-free-side', {
      kind: 'flat',
      options: [option('side', g.classicSides)],
      loyalty: true,
      loyaltyPoints: input.loyaltyPoints.side,
      max: 1,
      popularity: 25,
    }),
    make('reward-free-pizza', {
      kind: 'flat',
      options: [option('pizza', g.medium, { size: 'medium' })],
      loyalty: true,
      loyaltyPoints: input.loyaltyPoints.pizza,
      locked: true,
      max: 1,
      popularity: 24,
    }),
  ];
  return deals.filter((candidate): candidate is DealDraft => candidate !== null).map((draft) => withPlainestDefaults(draft, input.products));
}

/**
 * 10-G15 "A deal's advertised price is the price of its default choices": a pizza choice opens with
 * the pizzas that cost least in the deal (size price plus the deal's tier surcharge; most popular
 * first among equals), never a premium pizza that adds its surcharge. The deal page opens with these,
 * and tests/domain/pricing/seed-deals.test.ts checks every market's deals open at their card price.
 */
function withPlainestDefaults(draft: DealDraft, products: readonly Product[]): DealDraft {
  const byId = new Map(products.map((product) => [product.id, product]));
  const surcharges = draft.rules.surcharges ?? {};
  const options = draft.options.map((entry) => {
    if (entry.type !== 'pizza' || entry.defaults.length === 0) return entry;
    const cost = (id: string) => {
      const product = byId.get(id);
      if (!product || !isPizza(product)) return Infinity;
      const size = entry.size ?? product.sizes[0]?.id;
      const base = product.sizes.find((candidate) => candidate.id === size)?.price ?? Infinity;
      const tier = product.subtype ? (surcharges[product.subtype] ?? 0) : 0;
      return base + tier + (surcharges[id] ?? 0);
    };
    const plainest = [...entry.entities].sort((a, b) => cost(a) - cost(b)).slice(0, entry.defaults.length);
    if (entry.size || !draft.rules.cheapest || draft.options.length !== 1) return { ...entry, defaults: plainest };
    // "Any pizza" (bogof, bogoh): the size whose plainest pizzas reach the advertised price opens
    // the deal, named in the default (`id:size`), so the page does not open at the smallest size.
    const sizes = [...new Set(plainest.flatMap((id) => { const product = byId.get(id); return product && isPizza(product) ? product.sizes.map((size) => size.id) : []; }))];
    const size = sizes.find((candidate) => {
      const items = plainest.map((id) => {
        const product = byId.get(id);
        const basePrice = product && isPizza(product) ? product.sizes.find((option) => option.id === candidate)?.price : undefined;
        return { basePrice: basePrice ?? Infinity, extras: 0, surcharge: 0 };
      });
      // Within half a unit: India prices in whole rupees (1.5 × 299 = 448.5 is advertised as 449).
      return Math.abs(dealPrice(draft, items) - draft.price) <= 0.5;
    });
    return { ...entry, defaults: size ? plainest.map((id) => `${id}:${size}`) : plainest };
  });
  return { ...draft, options };
}

/** Gift-card deals: a fixed amount off, hidden from the menu and reached through a voucher code. */
export function giftCardDeals(
  img: (id: string) => string,
  values: number[],
  words: (value: number) => Text,
): DealDraft[] {
  return values.map((value) =>
    deal(img, {
      id: `gift-voucher-${value}`,
      kind: 'giftcard',
      ...words(value),
      price: 0,
      value,
      options: [],
      hidden: true,
      max: 1,
      popularity: 0,
    }),
  );
}
