import { describe, expect, it } from 'vitest';
import {
  canAddDeal,
  dealChoiceSlots,
  dealCountInBasket,
  dealItemCharge,
  dealPrice,
  eligibleBasketTotal,
  dealSurcharge,
  isDipGroup,
  isInValueRange,
  isOptionFull,
  isThresholdMet,
  missingRequiredChoices,
  optionAcceptsProduct,
  parseEntity,
  resolveOptionEntities,
  selectedInOption,
  thresholdGap,
  type DealOptionFacts,
  type ProductFacts,
} from '../../../src/domain/deals/deal-rules';

const option = (overrides: Partial<DealOptionFacts> = {}): DealOptionFacts => ({
  type: 'pizza',
  entities: ['margherita', 'pepperoni'],
  defaults: [],
  min: 1,
  max: 1,
  count: 1,
  free: { swaps: 0, additions: 0 },
  fixed: false,
  ...overrides,
});

const product = (id: string, type: ProductFacts['type'], kind: string = type): ProductFacts => ({ id, type, kind });

const margherita = product('margherita', 'pizza');
const pepperoni = product('pepperoni', 'pizza');
const wedges = product('wedges', 'side', 'side');
const hotWings = product('hot-wings', 'side', 'wings');
const macCheese = product('mac-cheese', 'side', 'pasta');
const cola = product('cola', 'drink');
const cookie = product('cookie', 'dessert');
const garlicDip = product('garlic-dip', 'dip');
const bbqDip = product('bbq-dip', 'dip');

describe('numbered choices (spec 1 §2 deal page, §5 dips rule)', () => {
  it('an option with count 2 gives two numbered choices, both required when min is 2', () => {
    const slots = dealChoiceSlots({ options: [option({ count: 2, min: 2, max: 2 }), option({ type: 'side', entities: ['wedges'] })] });
    expect(slots.map((slot) => [slot.choiceId, slot.optionIndex, slot.position, slot.required])).toEqual([
      [1, 0, 0, 1],
      [2, 0, 1, 1],
      [3, 1, 0, 1],
    ]);
  });

  it('min 0 makes a choice optional', () => {
    const [slot] = dealChoiceSlots({ options: [option({ type: 'drink', entities: ['cola'], min: 0 })] });
    expect(slot?.required).toBe(0);
  });

  it('dips with count over 1 form a single required option, even with min 0', () => {
    const dips = option({ type: 'dip', entities: ['garlic-dip', 'bbq-dip'], count: 3, min: 0, max: 3 });
    expect(isDipGroup(dips)).toBe(true);
    const slots = dealChoiceSlots({ options: [dips] });
    expect(slots).toHaveLength(1);
    expect(slots[0]).toMatchObject({ choiceId: 1, capacity: 3, required: 3, defaultEntities: [] });
  });

  it('a dips group starts with its defaults, topped up with the first', () => {
    const [three] = dealChoiceSlots({ options: [option({ type: 'dip', entities: ['garlic-dip', 'bbq-dip'], defaults: ['garlic-dip', 'bbq-dip', 'sweet-chilli-dip'], count: 3, max: 3 })] });
    expect(three?.defaultEntities).toEqual(['garlic-dip', 'bbq-dip', 'sweet-chilli-dip']);
    const [two] = dealChoiceSlots({ options: [option({ type: 'dip', entities: ['garlic-dip'], defaults: ['garlic-dip'], count: 2, max: 2 })] });
    expect(two?.defaultEntities).toEqual(['garlic-dip', 'garlic-dip']);
  });

  it('a single dip stays an ordinary choice', () => {
    const dip = option({ type: 'dip', entities: ['garlic-dip'], count: 1, min: 0 });
    expect(isDipGroup(dip)).toBe(false);
    expect(dealChoiceSlots({ options: [dip] })[0]).toMatchObject({ capacity: 1, required: 0 });
  });

  it('defaults fill choices in order; a fixed option is required and keeps its default', () => {
    const slots = dealChoiceSlots({
      options: [
        option({ count: 2, min: 2, max: 2, defaults: ['margherita'] }),
        option({ type: 'drink', entities: ['cola'], defaults: ['cola'], fixed: true, min: 0 }),
      ],
    });
    expect(slots.map((slot) => slot.defaultEntity)).toEqual(['margherita', null, 'cola']);
    expect(slots.map((slot) => slot.defaultEntities)).toEqual([['margherita'], [], ['cola']]);
    expect(slots[2]).toMatchObject({ fixed: true, required: 1 });
  });
});

describe('full options (spec 1 §5)', () => {
  it('a deal option whose selected count reaches its max is full', () => {
    const pizzas = option({ count: 3, min: 1, max: 2 });
    expect(isOptionFull(pizzas, 1)).toBe(false);
    expect(isOptionFull(pizzas, 2)).toBe(true);
    expect(isOptionFull(pizzas, 3)).toBe(true);
  });

  it('counts what is chosen across the option’s choices', () => {
    const slots = dealChoiceSlots({ options: [option({ count: 2, max: 2, min: 2 }), option({ type: 'side', entities: ['wedges'] })] });
    const chosen: Record<number, number> = { 1: 1, 2: 1, 3: 0 };
    expect(selectedInOption(slots, 0, (id) => chosen[id] ?? 0)).toBe(2);
    expect(selectedInOption(slots, 1, (id) => chosen[id] ?? 0)).toBe(0);
  });
});

describe('which products an option accepts (spec 1 §5 mixed options)', () => {
  it('a mixed option accepts pizza, side, drink, dessert, wings or pasta, never a dip', () => {
    const mixed = option({ type: 'mixed', entities: ['*'] });
    for (const accepted of [margherita, wedges, hotWings, macCheese, cola, cookie]) {
      expect(optionAcceptsProduct(mixed, accepted)).toBe(true);
    }
    expect(optionAcceptsProduct(mixed, garlicDip)).toBe(false);
    expect(optionAcceptsProduct(option({ type: 'dip', entities: ['garlic-dip', 'bbq-dip'] }), bbqDip)).toBe(true);
  });

  it('wings and pasta options take only sides of that kind; a side option takes neither', () => {
    const wings = option({ type: 'wings', entities: ['*'] });
    expect(optionAcceptsProduct(wings, hotWings)).toBe(true);
    expect(optionAcceptsProduct(wings, wedges)).toBe(false);
    const side = option({ type: 'side', entities: ['*'] });
    expect(optionAcceptsProduct(side, wedges)).toBe(true);
    expect(optionAcceptsProduct(side, hotWings)).toBe(false);
    expect(optionAcceptsProduct(option({ type: 'pasta', entities: ['mac-cheese'] }), macCheese)).toBe(true);
  });

  it('only listed entities are accepted; an `id:size` entity names the product id', () => {
    const large = option({ entities: ['margherita:large'] });
    expect(optionAcceptsProduct(large, margherita)).toBe(true);
    expect(optionAcceptsProduct(large, pepperoni)).toBe(false);
    expect(optionAcceptsProduct(option({ type: 'drink', entities: ['margherita'] }), margherita)).toBe(false);
  });

  it('a subtype narrows the option', () => {
    const veg = option({ entities: ['*'], subtype: 'veg' });
    expect(optionAcceptsProduct(veg, { ...margherita, subtype: 'veg' })).toBe(true);
    expect(optionAcceptsProduct(veg, pepperoni)).toBe(false);
  });

  it('parses entities with and without a variant', () => {
    expect(parseEntity('cola:500ml')).toEqual({ productId: 'cola', variant: '500ml' });
    expect(parseEntity('cola')).toEqual({ productId: 'cola', variant: null });
    expect(parseEntity('cola:')).toEqual({ productId: 'cola', variant: null });
  });

  it('resolves entities against the menu and reports the ones it cannot find (spec 1 §8)', () => {
    const resolved = resolveOptionEntities(option({ entities: ['margherita:large', 'hawaiian', 'cola'], size: 'medium' }), [
      margherita,
      pepperoni,
      cola,
    ]);
    expect(resolved.entries.map((entry) => [entry.product.id, entry.variant])).toEqual([['margherita', 'large']]);
    expect(resolved.missing).toEqual(['hawaiian', 'cola']);
  });

  it("'*' expands to every accepted product at the option's size, without duplicates", () => {
    const resolved = resolveOptionEntities(option({ entities: ['*', 'margherita'], size: 'large' }), [margherita, pepperoni, cola]);
    expect(resolved.entries.map((entry) => [entry.product.id, entry.variant])).toEqual([
      ['margherita', 'large'],
      ['pepperoni', 'large'],
    ]);
    expect(resolved.missing).toEqual([]);
  });
});

describe("'limited to only {max} per customer' (spec 1 §5)", () => {
  const deals = {
    a: { id: 'a', deal: { id: 'meal-deal' } },
    b: { id: 'b', deal: { id: 'meal-deal' } },
    c: { id: 'c', deal: { id: 'other' } },
  };

  it('counts the deal in the basket, not the one being edited', () => {
    expect(dealCountInBasket(deals, 'meal-deal')).toBe(2);
    expect(dealCountInBasket(deals, 'meal-deal', 'a')).toBe(1);
    expect(dealCountInBasket({}, 'meal-deal')).toBe(0);
  });

  it('a deal already in the basket its max number of times cannot be added', () => {
    expect(canAddDeal({ max: 2 }, 1)).toBe(true);
    expect(canAddDeal({ max: 2 }, 2)).toBe(false);
    expect(canAddDeal({ max: 1 }, 0)).toBe(true);
  });

  it('does not trip over an inherited key', () => {
    expect(dealCountInBasket(JSON.parse('{"__proto__": {"id": "x", "deal": {"id": "meal-deal"}}}'), 'meal-deal')).toBe(1);
  });
});

describe('thresholds (spec 1 §5: shown only if met by the eligible basket total)', () => {
  it('sums the eligible lines only', () => {
    const lines = [
      { type: 'pizza', price: 12.99 },
      { type: 'drink', price: 2.5 },
      { type: 'side', price: 4.49 },
    ];
    expect(eligibleBasketTotal(lines)).toBe(19.98);
    expect(eligibleBasketTotal(lines, ['pizza', 'side'])).toBe(17.48);
    expect(eligibleBasketTotal([])).toBe(0);
  });

  it('is met at the threshold exactly; the gap is what is left to spend', () => {
    expect(isThresholdMet(20, 19.99)).toBe(false);
    expect(isThresholdMet(20, 20)).toBe(true);
    expect(isThresholdMet(undefined, 0)).toBe(true);
    expect(isThresholdMet(0, 0)).toBe(true);
    expect(thresholdGap(20, 12.51)).toBe(7.49);
    expect(thresholdGap(20, 25)).toBe(0);
  });

  it('an above/below rule keeps the deal to a basket value range, lower inclusive, upper exclusive', () => {
    expect(isInValueRange({ above: 10, below: 20 }, 9.99)).toBe(false);
    expect(isInValueRange({ above: 10, below: 20 }, 10)).toBe(true);
    expect(isInValueRange({ above: 10, below: 20 }, 20)).toBe(false);
    expect(isInValueRange({}, 0)).toBe(true);
  });
});

describe('deal price with the choices', () => {
  const fixed = { kind: 'bundle-discount', price: 22.99, rules: {} };

  it('a fixed-price deal adds extras and surcharges to its price', () => {
    const price = dealPrice(fixed, [
      { basePrice: 16.99, extras: 0, surcharge: 0 },
      { basePrice: 18.99, extras: 1.5, surcharge: 2 },
    ]);
    expect(price).toBe(26.49);
  });

  it('with nothing chosen, the price is the deal price (the "from" price of rule-priced deals)', () => {
    expect(dealPrice(fixed, [])).toBe(22.99);
    expect(dealPrice({ kind: 'bogof', price: 14.49, rules: { cheapest: { count: 1, parts: 1, surcharge: true } } }, [])).toBe(14.49);
    expect(dealPrice({ kind: 'category', price: 13.59, value: 20, rules: {} }, [])).toBe(13.59);
  });

  it('a cheapest rule prices the same items the same in any order (ties go to the plainer item)', () => {
    const bogoh = { kind: 'bogoh', price: 14.49, rules: { cheapest: { count: 1, parts: 0.5, surcharge: false } } };
    const plain = { basePrice: 14.49, extras: 0, surcharge: 0 };
    const topped = { basePrice: 14.49, extras: 1.4, surcharge: 0 };
    // The plain one is the half-price one: 14.49 / 2 + 14.49 + 1.40 = 23.135 → 23.14.
    expect(dealPrice(bogoh, [plain, topped])).toBe(23.14);
    expect(dealPrice(bogoh, [topped, plain])).toBe(23.14);
  });

  it('buy one get one free: the cheaper pizza is free, its extras still charged', () => {
    const bogof = { kind: 'bogof', price: 14.49, rules: { cheapest: { count: 1, parts: 1, surcharge: true } } };
    const price = dealPrice(bogof, [
      { basePrice: 17.99, extras: 0, surcharge: 0 },
      { basePrice: 15.99, extras: 1, surcharge: 0 },
    ]);
    expect(price).toBe(18.99);
  });

  it('second pizza half price: the cheaper at 50 %', () => {
    const bogoh = { kind: 'bogoh', price: 21.74, rules: { cheapest: { count: 1, parts: 0.5, surcharge: true } } };
    expect(dealPrice(bogoh, [{ basePrice: 14.49, extras: 0, surcharge: 0 }, { basePrice: 14.49, extras: 0, surcharge: 0 }])).toBe(21.74);
  });

  it('buy two get a side free: the side is the cheapest; without kept surcharges its extras go too', () => {
    const buyTwo = { kind: 'buyx-gety', price: 33.98, rules: { cheapest: { count: 1, parts: 1, surcharge: false } } };
    const price = dealPrice(buyTwo, [
      { basePrice: 16.99, extras: 0, surcharge: 0 },
      { basePrice: 16.99, extras: 0, surcharge: 0 },
      { basePrice: 4.49, extras: 1, surcharge: 0 },
    ]);
    expect(price).toBe(33.98);
  });

  it('20 % off any large pizza: a category deal takes its value off the configured pizza', () => {
    const any20 = { kind: 'category', price: 13.59, value: 20, rules: {} };
    expect(dealPrice(any20, [{ basePrice: 16.99, extras: 0, surcharge: 0 }])).toBe(13.59);
    expect(dealPrice(any20, [{ basePrice: 16.99, extras: 3, surcharge: 0 }])).toBe(15.99);
  });
});

describe("the deal's surcharges (rules.surcharges: by tier and by crust)", () => {
  const rules = { surcharges: { premium: 2, 'cheesy-bites': 2.5, 'cola:1-5l': 1, 'meat-feast': 0.5 } };

  it('charges the price tier of a premium pizza', () => {
    expect(dealSurcharge(rules, { productId: 'supreme', variant: 'large', subtype: 'premium' })).toBe(2);
    expect(dealSurcharge(rules, { productId: 'margherita', variant: 'large', subtype: 'classic' })).toBe(0);
  });

  it("a crust the deal prices replaces the crust's menu surcharge", () => {
    expect(
      dealSurcharge(rules, { productId: 'margherita', variant: 'large', subtype: 'classic', crust: 'cheesy-bites', menuCrustSurcharge: 3 }),
    ).toBe(-0.5);
    expect(dealSurcharge(rules, { productId: 'margherita', variant: 'large', crust: 'pan', menuCrustSurcharge: 0 })).toBe(0);
  });

  it('looks a product up by id:variant first, then by id', () => {
    expect(dealSurcharge(rules, { productId: 'cola', variant: '1-5l' })).toBe(1);
    expect(dealSurcharge(rules, { productId: 'cola', variant: 'can' })).toBe(0);
    expect(dealSurcharge(rules, { productId: 'meat-feast', variant: 'large', subtype: 'premium' })).toBe(2.5);
  });

  it('knows nothing of inherited keys or an empty table', () => {
    expect(dealSurcharge(rules, { productId: '__proto__', variant: null, subtype: 'constructor' })).toBe(0);
    expect(dealSurcharge({}, { productId: 'cola', variant: null })).toBe(0);
  });
});

describe('"Add to deal" charge: what one configured item adds, priced by the deal', () => {
  const bundle = { kind: 'bundle-discount', price: 22.99, rules: { surcharges: { premium: 2, 'cheesy-bites': 2.5 } } };

  it('uses the deal\'s crust price, not the menu\'s: cheesy bites at 2.50 in the bundle, not 3.00', () => {
    // A large margherita with cheesy bites: the editor's extras hold the menu crust surcharge (3.00).
    const surcharge = dealSurcharge(bundle.rules, {
      productId: 'margherita',
      variant: 'large',
      subtype: 'classic',
      crust: 'cheesy-bites',
      menuCrustSurcharge: 3,
    });
    const item = { basePrice: 16.99, extras: 3, surcharge };
    expect(dealItemCharge(bundle, item)).toBe(2.5);
    // …which is exactly what the deal page then adds to the deal's price.
    const other = { basePrice: 16.99, extras: 0, surcharge: 0 };
    expect(dealPrice(bundle, [other, item]) - dealPrice(bundle, [other, { ...item, extras: 0, surcharge: 0 }])).toBeCloseTo(2.5, 10);
  });

  it('adds the premium tier and extra toppings; a plain choice adds nothing', () => {
    expect(dealItemCharge(bundle, { basePrice: 18.99, extras: 1.5, surcharge: 2 })).toBe(3.5);
    expect(dealItemCharge(bundle, { basePrice: 16.99, extras: 0, surcharge: 0 })).toBe(0);
  });

  it("a category deal takes its percentage off the extras too; never below zero", () => {
    const any20 = { kind: 'category', price: 13.59, value: 20, rules: {} };
    expect(dealItemCharge(any20, { basePrice: 16.99, extras: 3, surcharge: 0 })).toBe(2.4);
    expect(dealItemCharge(bundle, { basePrice: 16.99, extras: 0, surcharge: -0.5 })).toBe(0);
  });
});

describe('missing required choices', () => {
  const slots = dealChoiceSlots({
    options: [
      option({ count: 2, min: 2, max: 2 }),
      option({ type: 'dip', entities: ['garlic-dip', 'bbq-dip'], count: 2, max: 2, min: 0 }),
      option({ type: 'drink', entities: ['cola'], min: 0 }),
    ],
  });

  it('lists the choices still to fill and how many items each needs', () => {
    expect(missingRequiredChoices(slots, () => 0)).toEqual([
      { choiceId: 1, needed: 1 },
      { choiceId: 2, needed: 1 },
      { choiceId: 3, needed: 2 },
    ]);
    const chosen: Record<number, number> = { 1: 1, 2: 1, 3: 1 };
    expect(missingRequiredChoices(slots, (id) => chosen[id] ?? 0)).toEqual([{ choiceId: 3, needed: 1 }]);
  });

  it('is empty when every required choice is filled; optional choices never block', () => {
    const chosen: Record<number, number> = { 1: 1, 2: 1, 3: 2 };
    expect(missingRequiredChoices(slots, (id) => chosen[id] ?? 0)).toEqual([]);
  });
});
