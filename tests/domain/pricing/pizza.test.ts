import { describe, expect, it } from 'vitest';
import {
  crustAllowedForHalfAndHalf,
  crustAvailable,
  defaultConfiguration,
  extraToppingsAmount,
  halfAndHalfParts,
  HALF_AND_HALF_EXCLUDED_CRUSTS,
  priceHalfAndHalf,
  pricePizza,
  toppingChanges,
  validatePizza,
  type PizzaConfiguration,
  type PizzaRecord,
} from '../../../src/domain/pricing/pizza';

const CRUSTS: PizzaRecord['crusts'] = [
  { id: 'classic', surcharge: { personal: 0, small: 0, medium: 0, large: 0 }, halfAndHalf: true },
  { id: 'italian', surcharge: { medium: 0, large: 0 }, halfAndHalf: true },
  { id: 'cheesy-bites', surcharge: { large: 2.5 }, halfAndHalf: true },
  { id: 'garlic-butter-stuffed', surcharge: { medium: 2, large: 2.5 }, halfAndHalf: false },
  { id: 'pepperoni-stuffed', surcharge: { medium: 2, large: 2.5 }, halfAndHalf: false },
  // A record that wrongly says yes: the spec's list still excludes it.
  { id: 'san-francisco', surcharge: { large: 1.5 }, halfAndHalf: true },
];

const TOPPINGS: PizzaRecord['toppings'] = [
  { id: 'pepperoni', price: { small: 0.9, medium: 1.1, large: 1.3 } },
  { id: 'mushrooms', price: { small: 0.6, medium: 0.8, large: 1 } },
  { id: 'peppers', price: { small: 0.6, medium: 0.8, large: 1 } },
  { id: 'onions', price: { small: 0.6, medium: 0.8, large: 1 } },
  { id: 'ham', price: { small: 0.9, medium: 1.1, large: 1.3 } },
  { id: 'chicken', price: { small: 1, medium: 1.2, large: 1.5 } },
];

const margherita: PizzaRecord = {
  id: 'margherita',
  halvable: true,
  sizes: [
    { id: 'small', price: 9.99 },
    { id: 'medium', price: 12.99 },
    { id: 'large', price: 14.99 },
  ],
  crusts: CRUSTS,
  sauces: [
    { id: 'tomato', price: 0 },
    { id: 'bbq', price: 0.5 },
  ],
  cheeses: [
    { id: 'mozzarella', price: 0 },
    { id: 'vegan-cheese', price: 1 },
  ],
  toppings: TOPPINGS,
  defaultOptions: { sauce: 'tomato', cheese: 'mozzarella', toppings: [] },
  maxAdditions: 3,
  maxRemovals: 2,
};

const pepperoniFeast: PizzaRecord = {
  ...margherita,
  id: 'pepperoni-feast',
  sizes: [
    { id: 'small', price: 11.49 },
    { id: 'medium', price: 14.49 },
    { id: 'large', price: 16.99 },
  ],
  defaultOptions: { sauce: 'tomato', cheese: 'mozzarella', toppings: ['pepperoni', 'ham'] },
};

const config = (record: PizzaRecord, patch: Partial<PizzaConfiguration> = {}): PizzaConfiguration => ({
  ...defaultConfiguration(record, 'medium'),
  ...patch,
});

const uk = { decimals: 2 };
const india = { decimals: 0 };

describe('a whole pizza (spec 1 §5)', () => {
  it('costs the size price when nothing changes', () => {
    expect(pricePizza(margherita, config(margherita), uk)).toEqual({ ok: true, price: 12.99 });
    expect(pricePizza(margherita, config(margherita, { size: 'large' }), uk)).toEqual({ ok: true, price: 14.99 });
  });

  it('adds the crust surcharge at the chosen size', () => {
    const stuffed = config(margherita, { size: 'large', crust: 'garlic-butter-stuffed' });
    expect(pricePizza(margherita, stuffed, uk)).toEqual({ ok: true, price: 17.49 });
  });

  it('charges added toppings at the size price; default toppings cost nothing and removing one refunds nothing', () => {
    const added = config(margherita, { toppings: ['mushrooms', 'chicken'] });
    expect(pricePizza(margherita, added, uk)).toEqual({ ok: true, price: 14.99 }); // 12.99 + 0.80 + 1.20
    const noHam = config(pepperoniFeast, { toppings: ['pepperoni'] });
    expect(pricePizza(pepperoniFeast, noHam, uk)).toEqual({ ok: true, price: 14.49 });
  });

  it('charges a sauce or cheese other than the default at its price', () => {
    const bbq = config(margherita, { sauce: 'bbq', cheese: 'vegan-cheese' });
    expect(pricePizza(margherita, bbq, uk)).toEqual({ ok: true, price: 14.49 });
  });

  it('rounds to the market decimals (India products in whole rupees)', () => {
    const rupees: PizzaRecord = { ...margherita, sizes: [{ id: 'medium', price: 299 }], toppings: [{ id: 'paneer', price: { medium: 49.5 } }] };
    expect(pricePizza(rupees, { ...config(rupees), toppings: ['paneer'] }, india)).toEqual({ ok: true, price: 349 });
  });

  it('gives a deal\'s free additions on the dearest added toppings first, so the cheaper ones are charged', () => {
    const three = { size: 'medium' as const, toppings: ['chicken', 'mushrooms', 'pepperoni'] };
    expect(extraToppingsAmount(margherita, three)).toBeCloseTo(3.1);
    expect(extraToppingsAmount(margherita, three, { additions: 1, swaps: 0 })).toBeCloseTo(1.9); // chicken free
    expect(extraToppingsAmount(margherita, three, { additions: 5, swaps: 0 })).toBe(0);
  });

  it('counts a swap only when a default topping was taken off', () => {
    const swapped = { size: 'medium' as const, toppings: ['pepperoni', 'chicken'] }; // ham → chicken
    expect(extraToppingsAmount(pepperoniFeast, swapped, { additions: 0, swaps: 1 })).toBe(0);
    const addedOnly = { size: 'medium' as const, toppings: ['pepperoni', 'ham', 'chicken'] };
    expect(extraToppingsAmount(pepperoniFeast, addedOnly, { additions: 0, swaps: 1 })).toBeCloseTo(1.2);
  });
});

describe('defaults of a listed pizza (spec 1 §3; checklist 04-G28)', () => {
  it('starts from the default sauce, cheese and toppings and the first crust made at the size', () => {
    expect(defaultConfiguration(pepperoniFeast, 'small')).toEqual({
      productId: 'pepperoni-feast',
      size: 'small',
      crust: 'classic',
      sauce: 'tomato',
      cheese: 'mozzarella',
      toppings: ['pepperoni', 'ham'],
    });
  });

  it('falls back to the first listed sauce or cheese when the named default is not offered', () => {
    const odd: PizzaRecord = { ...margherita, defaultOptions: { sauce: 'gone', cheese: 'gone', toppings: ['gone', 'ham'] } };
    const initial = defaultConfiguration(odd);
    expect(initial).toMatchObject({ size: 'small', sauce: 'tomato', cheese: 'mozzarella', toppings: ['ham'] });
  });
});

describe('topping limits (spec 1 §5; checklist 04-G29)', () => {
  it('refuses more additions than the pizza allows', () => {
    const four = config(margherita, { toppings: ['mushrooms', 'peppers', 'onions', 'ham'] });
    expect(validatePizza(margherita, four)).toEqual([
      { code: 'too-many-additions', productId: 'margherita', max: 3, count: 4 },
    ]);
    expect(pricePizza(margherita, four, uk).ok).toBe(false);
    expect(validatePizza(margherita, config(margherita, { toppings: ['mushrooms', 'peppers', 'onions'] }))).toEqual([]);
  });

  it('refuses more removals than the pizza allows', () => {
    const strict = { ...pepperoniFeast, maxRemovals: 1 };
    expect(validatePizza(strict, config(strict, { toppings: [] }))).toEqual([
      { code: 'too-many-removals', productId: 'pepperoni-feast', max: 1, count: 2 },
    ]);
  });

  it('counts changes against the defaults, not the raw list', () => {
    expect(toppingChanges(pepperoniFeast, ['ham', 'chicken', 'chicken'])).toEqual({ added: ['chicken'], removed: ['pepperoni'] });
  });
});

describe('choices the pizza does not offer', () => {
  it('names every unknown option', () => {
    const bad = { ...config(margherita), size: 'personal' as const, crust: 'classic', sauce: 'x', cheese: 'y', toppings: ['__proto__'] };
    expect(validatePizza(margherita, bad).map((error) => error.code)).toEqual([
      'unknown-size',
      'unknown-sauce',
      'unknown-cheese',
      'unknown-topping',
    ]);
  });

  it('refuses a crust not made at the size', () => {
    expect(crustAvailable(margherita, 'cheesy-bites', 'medium')).toBe(false);
    expect(crustAvailable(margherita, 'cheesy-bites', 'large')).toBe(true);
    expect(validatePizza(margherita, config(margherita, { crust: 'cheesy-bites' }))).toEqual([
      { code: 'crust-not-for-size', productId: 'margherita', crust: 'cheesy-bites', size: 'medium' },
    ]);
  });

  it('refuses a configuration of another product', () => {
    expect(validatePizza(margherita, config(pepperoniFeast, { toppings: [] }))[0]).toEqual({
      code: 'product-mismatch',
      productId: 'pepperoni-feast',
    });
  });
});

describe('half-and-half (spec 1 §5, §9)', () => {
  const halves = (patch: Partial<PizzaConfiguration> = {}, second: Partial<PizzaConfiguration> = {}) => ({
    firstHalf: config(margherita, patch),
    secondHalf: config(pepperoniFeast, { ...patch, ...second }),
  });

  it('prices each half at 50 % of its own whole price and sums them', () => {
    // Medium margherita 12.99 and medium pepperoni feast 14.49: 6.495 + 7.245 = 13.74.
    expect(priceHalfAndHalf(margherita, pepperoniFeast, halves(), uk)).toEqual({ ok: true, price: 13.74 });
    expect(halfAndHalfParts(margherita, pepperoniFeast, halves())).toEqual({
      firstFull: 12.99,
      secondFull: 14.49,
      firstHalf: 6.495,
      secondHalf: 7.245,
    });
  });

  it('carries each half\'s own extras into its half price', () => {
    // Large, cheesy bites (+2.50): 17.49 with chicken (+1.50) = 18.99; feast 19.49. Halves 9.495 + 9.745 = 19.24.
    const large = halves({ size: 'large', crust: 'cheesy-bites' });
    large.firstHalf = { ...large.firstHalf, toppings: ['chicken'] };
    expect(priceHalfAndHalf(margherita, pepperoniFeast, large, uk)).toEqual({ ok: true, price: 19.24 });
  });

  it('rounds the sum once, in rupees for India', () => {
    const first: PizzaRecord = { ...margherita, sizes: [{ id: 'medium', price: 299 }] };
    const second: PizzaRecord = { ...pepperoniFeast, sizes: [{ id: 'medium', price: 349 }] };
    const config2 = { firstHalf: defaultConfiguration(first), secondHalf: defaultConfiguration(second) };
    expect(priceHalfAndHalf(first, second, config2, india)).toEqual({ ok: true, price: 324 });
  });

  it('needs both halves on the same size and crust', () => {
    const result = priceHalfAndHalf(margherita, pepperoniFeast, halves({}, { size: 'large', crust: 'italian' }), uk);
    expect(result).toEqual({
      ok: false,
      errors: [
        { code: 'halves-differ', field: 'size' },
        { code: 'halves-differ', field: 'crust' },
      ],
    });
  });

  it('excludes garlic-butter-stuffed, pepperoni-stuffed and san-francisco crusts', () => {
    expect(HALF_AND_HALF_EXCLUDED_CRUSTS).toEqual(['garlic-butter-stuffed', 'pepperoni-stuffed', 'san-francisco']);
    for (const crust of HALF_AND_HALF_EXCLUDED_CRUSTS) {
      expect(crustAllowedForHalfAndHalf(margherita, crust)).toBe(false);
      const result = priceHalfAndHalf(margherita, pepperoniFeast, halves({ size: 'large', crust }), uk);
      expect(result.ok ? [] : result.errors).toContainEqual({ code: 'crust-not-for-half-and-half', crust });
    }
    expect(crustAllowedForHalfAndHalf(margherita, 'classic')).toBe(true);
    expect(crustAllowedForHalfAndHalf(margherita, 'unknown')).toBe(false);
  });

  it('needs both pizzas to be halvable', () => {
    const whole = { ...pepperoniFeast, halvable: false };
    const result = priceHalfAndHalf(margherita, whole, halves(), uk);
    expect(result.ok ? [] : result.errors).toEqual([{ code: 'not-halvable', productId: 'pepperoni-feast' }]);
  });

  it('keeps each half to its own topping limits', () => {
    const config2 = halves();
    config2.secondHalf = { ...config2.secondHalf, toppings: ['pepperoni', 'ham', 'mushrooms', 'peppers', 'onions', 'chicken'] };
    const result = priceHalfAndHalf(margherita, pepperoniFeast, config2, uk);
    expect(result.ok ? [] : result.errors).toEqual([
      { code: 'too-many-additions', productId: 'pepperoni-feast', max: 3, count: 4 },
    ]);
  });
});
