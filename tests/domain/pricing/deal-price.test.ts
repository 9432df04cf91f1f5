import { describe, expect, it } from 'vitest';
import { dealItemCharge, dealPrice, dealSurcharge } from '../../../src/domain/pricing/deal-price';

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
