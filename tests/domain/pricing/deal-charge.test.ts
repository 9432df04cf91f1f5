import { describe, expect, it } from 'vitest';
import { dealChoiceCharge } from '../../../src/domain/pricing/deal-price';
import { dealItemCharges, priceDealItems } from '../../../src/domain/pricing/items';
import type { PricingDeal } from '../../../src/domain/pricing/types';
import { dealItem, seedCatalogue } from './fixtures';

// 10-G15 (issue 13 walkthrough item 3): in '2 Large Pizzas + Classic Side' (uk-1, £22.99, cheesy
// bites 2.50 in the bundle against 3.00 on the menu), a Margherita with cheesy bites and one extra
// topping (large 1.70) showed +£4.70 on the choice card (menu crust 3.00 + 1.70), +£4.20 on the add
// button, and the total rose £4.20. One function now gives every figure: the deal's own price delta.
const uk = seedCatalogue('uk-1');
const deal = (id: string): PricingDeal => {
  const found = uk.deals.get(id);
  if (!found) throw new Error(`no deal ${id}`);
  return found;
};

describe('dealItemCharges: what each choice adds, the amount the total moves by', () => {
  const bundle = deal('two-large-classic-side');
  const plain = [
    { optionIndex: 0, item: dealItem('p1', 'd', 0, 'pizza', 'margherita', { size: 'large', crust: 'pan', toppings: [] }) },
    { optionIndex: 0, item: dealItem('p2', 'd', 0, 'pizza', 'pepperoni-feast', { size: 'large', crust: 'pan', toppings: ['pepperoni'] }) },
    { optionIndex: 1, item: dealItem('s1', 'd', 1, 'side', 'garlic-bread') },
  ];
  const customised = [
    { optionIndex: 0, item: dealItem('p1', 'd', 0, 'pizza', 'margherita', { size: 'large', crust: 'cheesy-bites', toppings: ['mushrooms'] }) },
    ...plain.slice(1),
  ];

  it('the advertised price with the defaults, and every choice adding nothing', () => {
    expect(priceDealItems(bundle, plain, uk, 2)).toBe(22.99);
    expect(dealItemCharges(bundle, plain, uk, 2)).toEqual([0, 0, 0]);
  });

  it('cheesy bites (2.50 in the deal) and a topping (1.70) add 4.20 on the card, and the total rises 4.20', () => {
    const charges = dealItemCharges(bundle, customised, uk, 2);
    expect(charges).toEqual([4.2, 0, 0]);
    expect(priceDealItems(bundle, customised, uk, 2)).toBe(27.19);
    expect(priceDealItems(bundle, customised, uk, 2) - priceDealItems(bundle, plain, uk, 2)).toBeCloseTo(charges[0]!, 9);
  });

  it('the crust alone adds the deal’s 2.50, not the menu’s 3.00 (the editor’s crust row)', () => {
    const crustOnly = [{ optionIndex: 0, item: dealItem('p1', 'd', 0, 'pizza', 'margherita', { size: 'large', crust: 'cheesy-bites', toppings: [] }) }, ...plain.slice(1)];
    expect(dealItemCharges(bundle, crustOnly, uk, 2)[0]).toBe(2.5);
  });

  it('a premium pizza shows the deal’s tier surcharge in any bundle that prices it', () => {
    const feast = deal('family-feast');
    const items = [
      { optionIndex: 0, item: dealItem('p1', 'd', 0, 'pizza', 'meat-feast', { size: 'large', crust: 'pan' }) },
      { optionIndex: 0, item: dealItem('p2', 'd', 0, 'pizza', 'margherita', { size: 'large', crust: 'pan' }) },
    ];
    expect(dealItemCharges(feast, items, uk, 2)[0]).toBe(2);
  });
});

describe('dealChoiceCharge in a cheapest-rule deal', () => {
  it('is the change of the whole deal’s price, so it depends on the other choices', () => {
    // Buy 2 large get a side free (surcharges not kept): the side is free, its extras too.
    const rule = { kind: 'buyx-gety', price: 33.98, rules: { cheapest: { count: 1, parts: 1, surcharge: false } } };
    const items = [
      { basePrice: 16.99, extras: 0, surcharge: 0 },
      { basePrice: 16.99, extras: 1.7, surcharge: 0 },
      { basePrice: 4.49, extras: 1, surcharge: 0 },
    ];
    expect(dealChoiceCharge(rule, items, 1)).toBe(1.7);
    expect(dealChoiceCharge(rule, items, 2)).toBe(0);
  });
});
