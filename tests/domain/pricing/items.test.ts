import { describe, expect, it } from 'vitest';
import { buildPricingCatalogue } from '../../../src/domain/pricing/catalogue';
import { dealItemFacts, itemFitsOption, itemMenuPrice, priceDealItems } from '../../../src/domain/pricing/items';
import type { PricingDeal } from '../../../src/domain/pricing/types';
import { dealItem, looseItem, seedCatalogue } from './fixtures';

// Seed prices (server/db/seed/catalogue/README.md, uk-1): Margherita small/medium/large 10.99/14.49/16.99,
// premium medium/large 17.49/19.99, cheesy bites (large) +3.00, extra topping (medium) 1.40, a dip 0.99.
const uk = seedCatalogue('uk-1');
const deal = (id: string): PricingDeal => {
  const found = uk.deals.get(id);
  if (!found) throw new Error(`no deal ${id}`);
  return found;
};

describe('buildPricingCatalogue', () => {
  it('sorts menu entries into products, deals and discounts', () => {
    expect(uk.products.get('margherita')?.type).toBe('pizza');
    expect(uk.products.get('garlic-bread')?.type).toBe('side');
    expect(uk.deals.get('family-feast')?.kind).toBe('bundle-discount');
    expect(uk.deals.get('spend-and-save')?.type).toBe('discount');
    expect(uk.discounts.get('web-only-20-off')?.rule).toBe('percentage');
    expect(uk.products.has('family-feast')).toBe(false);
  });

  it('ignores entries of no known shape', () => {
    const built = buildPricingCatalogue([null, 3, { id: 'x' }, { id: 'y', type: 'pizza' }]);
    expect([built.products.size, built.deals.size, built.discounts.size]).toEqual([0, 0, 0]);
  });
});

describe('itemMenuPrice', () => {
  it('prices a pizza at its size and crust', () => {
    expect(itemMenuPrice(looseItem('a', 'pizza', 'margherita', { size: 'small' }), uk, 2)).toEqual({ ok: true, price: 10.99 });
    expect(itemMenuPrice(looseItem('a', 'pizza', 'margherita', { size: 'large', crust: 'cheesy-bites' }), uk, 2)).toEqual({
      ok: true,
      price: 19.99,
    });
  });

  it('charges an added topping and takes nothing off for a removed default', () => {
    const item = looseItem('a', 'pizza', 'margherita', { size: 'medium', crust: 'pan', toppings: ['mushrooms'] });
    expect(itemMenuPrice(item, uk, 2)).toEqual({ ok: true, price: 15.89 });
    const fewer = looseItem('b', 'pizza', 'meat-feast', { size: 'medium', toppings: ['pepperoni'] });
    expect(itemMenuPrice(fewer, uk, 2)).toEqual({ ok: true, price: 17.49 });
  });

  it('prices half-and-half at 50 % of each half, rounded once (spec 1 §5, §9)', () => {
    const item = looseItem('a', 'pizza', 'margherita', {
      size: 'medium',
      crust: 'pan',
      firstHalf: { productId: 'margherita', size: 'medium', crust: 'pan', sauce: 'tomato', cheese: 'mozzarella', toppings: [] },
      secondHalf: { productId: 'meat-feast', size: 'medium', crust: 'pan', sauce: 'tomato', cheese: 'mozzarella', toppings: ['pepperoni', 'ham', 'beef', 'sausage'] },
    });
    expect(itemMenuPrice(item, uk, 2)).toEqual({ ok: true, price: 15.99 });
  });

  it('reads the optimiser payload’s otherHalf as the second half', () => {
    const item = looseItem('a', 'pizza', 'margherita', { size: 'medium', otherHalf: { productId: 'meat-feast' } });
    expect(itemMenuPrice(item, uk, 2)).toEqual({ ok: true, price: 15.99 });
  });

  it('errors on a half-and-half whose second half is no pizza it knows (spec 1 §8)', () => {
    const item = looseItem('a', 'pizza', 'margherita', { size: 'medium', secondHalf: { productId: 'nope' }, price: 15 });
    const priced = itemMenuPrice(item, uk, 2);
    expect(priced).toMatchObject({ ok: false, price: 15, error: { code: 'half-and-half-without-definition', lineId: 'a' } });
  });

  it('errors on an invalid configuration and falls back to the stored price', () => {
    const item = looseItem('a', 'pizza', 'margherita', { size: 'small', crust: 'cheesy-bites', price: 13.99 });
    expect(itemMenuPrice(item, uk, 2)).toMatchObject({ ok: false, price: 13.99, error: { code: 'invalid-configuration' } });
  });

  it('prices a simple product at its option', () => {
    expect(itemMenuPrice(looseItem('a', 'side', 'garlic-bread'), uk, 2)).toEqual({ ok: true, price: 4.49 });
    expect(itemMenuPrice(looseItem('a', 'side', 'bbq-chicken-wings', { option: 'wings-12' }), uk, 2)).toEqual({ ok: true, price: 10.99 });
    expect(itemMenuPrice(looseItem('a', 'dip', 'garlic-herb-dip', { option: 'regular' }), uk, 2)).toEqual({ ok: true, price: 0.99 });
  });

  it('adds modifiers and leaves included dips free', () => {
    const withModifiers = buildPricingCatalogue([
      { id: 'melt', type: 'side', kind: 'melts', title: 'Melt', price: 5, options: [{ id: 'regular', price: 5 }], modifiers: [{ id: 'extra-cheese', price: 0.75 }] },
    ]);
    const item = looseItem('a', 'side', 'melt', { modifiers: ['extra-cheese'], dips: ['garlic-herb-dip'] });
    expect(itemMenuPrice(item, withModifiers, 2)).toEqual({ ok: true, price: 5.75 });
    const unknown = looseItem('b', 'side', 'melt', { modifiers: ['gold-leaf'], price: 5 });
    expect(itemMenuPrice(unknown, withModifiers, 2)).toMatchObject({ ok: false, price: 5, error: { code: 'unknown-option' } });
  });

  it('errors on an unknown product or option with the stored price', () => {
    expect(itemMenuPrice(looseItem('a', 'side', 'gone', { price: 3.5 }), uk, 2)).toEqual({
      ok: false,
      price: 3.5,
      error: { code: 'unknown-product', lineId: 'a', message: 'unknown product gone' },
    });
    expect(itemMenuPrice(looseItem('b', 'side', 'garlic-bread', { option: 'family' }), uk, 2)).toMatchObject({
      ok: false,
      price: 0,
      error: { code: 'unknown-option' },
    });
  });

  it('copes with odd stored values: __proto__ ids, wrong types, no price', () => {
    expect(itemMenuPrice(looseItem('a', 'side', '__proto__'), uk, 2)).toMatchObject({ ok: false, price: 0, error: { code: 'unknown-product' } });
    // A size that is no string and toppings that are no list fall back to the product's defaults.
    expect(itemMenuPrice(looseItem('b', 'pizza', 'margherita', { size: 5, toppings: 'ham' }), uk, 2)).toEqual({ ok: true, price: 7.49 });
    expect(itemMenuPrice(looseItem('c', 'pizza', 'margherita', { size: 'huge', price: Number.NaN }), uk, 2)).toMatchObject({
      ok: false,
      price: 0,
      error: { code: 'invalid-configuration' },
    });
  });

  it('rounds to the product decimals (India: whole rupees)', () => {
    const india = seedCatalogue('in-1');
    expect(itemMenuPrice(looseItem('a', 'pizza', 'margherita', { size: 'medium' }), india, 0)).toEqual({ ok: true, price: 299 });
    expect(itemMenuPrice(looseItem('b', 'drink', 'cola-500ml'), india, 0)).toEqual({ ok: true, price: 57 });
  });
});

describe('itemFitsOption', () => {
  const feast = deal('family-feast');

  it('takes type, listed entity and the option size', () => {
    expect(itemFitsOption(feast, 0, looseItem('a', 'pizza', 'margherita', { size: 'large' }), uk)).toBe(true);
    expect(itemFitsOption(feast, 0, looseItem('a', 'pizza', 'margherita', { size: 'medium' }), uk)).toBe(false);
    expect(itemFitsOption(feast, 1, looseItem('a', 'side', 'garlic-bread'), uk)).toBe(true);
    expect(itemFitsOption(feast, 1, looseItem('a', 'pizza', 'margherita', { size: 'large' }), uk)).toBe(false);
    expect(itemFitsOption(feast, 2, looseItem('a', 'drink', 'cola-500ml'), uk)).toBe(false);
    expect(itemFitsOption(feast, 3, looseItem('a', 'drink', 'cola-1-5l'), uk)).toBe(false);
  });

  it('keeps wings to a wings option and out of a side option', () => {
    expect(itemFitsOption(deal('bbq-wings'), 0, looseItem('a', 'side', 'bbq-chicken-wings'), uk)).toBe(true);
    expect(itemFitsOption(feast, 1, looseItem('a', 'side', 'bbq-chicken-wings'), uk)).toBe(false);
  });

  it('takes any size when neither option nor entity names one', () => {
    expect(itemFitsOption(deal('bogof'), 0, looseItem('a', 'pizza', 'margherita', { size: 'small' }), uk)).toBe(true);
  });

  it('honours an entity variant `id:variant`', () => {
    const wingsDeal: PricingDeal = { ...deal('bbq-wings'), options: [{ ...deal('bbq-wings').options[0]!, entities: ['bbq-chicken-wings:wings-12'] }] };
    expect(itemFitsOption(wingsDeal, 0, looseItem('a', 'side', 'bbq-chicken-wings', { option: 'wings-12' }), uk)).toBe(true);
    expect(itemFitsOption(wingsDeal, 0, looseItem('a', 'side', 'bbq-chicken-wings', { option: 'wings-6' }), uk)).toBe(false);
  });

  it('needs both halves of a half-and-half to fit', () => {
    const half = (second: string) => looseItem('a', 'pizza', 'margherita', { size: 'large', secondHalf: { productId: second, size: 'large' } });
    expect(itemFitsOption(feast, 0, half('meat-feast'), uk)).toBe(true);
    expect(itemFitsOption(deal('two-large-classic-side'), 0, half('meat-feast'), uk)).toBe(false);
    expect(itemFitsOption(feast, 0, half('gone'), uk)).toBe(false);
  });

  it('is false for an unknown product or option index', () => {
    expect(itemFitsOption(feast, 0, looseItem('a', 'pizza', 'gone', { size: 'large' }), uk)).toBe(false);
    expect(itemFitsOption(feast, 9, looseItem('a', 'pizza', 'margherita', { size: 'large' }), uk)).toBe(false);
  });
});

describe('dealItemFacts and priceDealItems', () => {
  const feast = deal('family-feast');
  const feastItems = [
    { optionIndex: 0, item: dealItem('p1', 'd1', 0, 'pizza', 'margherita', { size: 'large', crust: 'pan' }) },
    { optionIndex: 0, item: dealItem('p2', 'd1', 0, 'pizza', 'meat-feast', { size: 'large', crust: 'cheesy-bites' }) },
    { optionIndex: 1, item: dealItem('s1', 'd1', 1, 'side', 'garlic-bread') },
    { optionIndex: 1, item: dealItem('s2', 'd1', 1, 'side', 'fries') },
    { optionIndex: 2, item: dealItem('k1', 'd1', 2, 'drink', 'cola-1-5l') },
  ];

  it('gives base, extras and the deal’s surcharge (premium tier, deal-priced crust)', () => {
    expect(dealItemFacts(feast, 0, feastItems[0]!.item, uk, 2)).toEqual({ basePrice: 16.99, extras: 0, surcharge: 0 });
    // Cheesy bites: 3.00 on the menu (in the extras), 2.50 in the bundle: −0.50 next to the premium 2.00.
    expect(dealItemFacts(feast, 0, feastItems[1]!.item, uk, 2)).toEqual({ basePrice: 19.99, extras: 3, surcharge: 1.5 });
    expect(dealItemFacts(feast, 1, feastItems[2]!.item, uk, 2)).toEqual({ basePrice: 4.49, extras: 0, surcharge: 0 });
  });

  it('prices a bundle at its fixed price plus extras and surcharges', () => {
    expect(priceDealItems(feast, feastItems, uk, 2)).toBe(39.49);
    expect(priceDealItems(feast, feastItems.slice(0, 1).concat(feastItems.slice(2)), uk, 2)).toBe(34.99);
  });

  it('gives the option’s free swaps (family feast: 2)', () => {
    const swapped = dealItem('p', 'd', 0, 'pizza', 'meat-feast', { size: 'large', toppings: ['pepperoni', 'beef', 'sausage', 'chicken'] });
    expect(dealItemFacts(feast, 0, swapped, uk, 2)).toMatchObject({ extras: 0 });
    expect(itemMenuPrice(swapped, uk, 2)).toMatchObject({ ok: true });
    expect((itemMenuPrice(swapped, uk, 2) as { price: number }).price).toBeGreaterThan(19.99);
  });

  it('takes the deal option’s size when the item names none', () => {
    expect(dealItemFacts(feast, 0, dealItem('p', 'd', 0, 'pizza', 'margherita'), uk, 2)).toMatchObject({ basePrice: 16.99 });
  });

  it('prices bogof by the cheapest rule: the dearer pizza', () => {
    const items = [
      { optionIndex: 0, item: dealItem('a', 'd', 0, 'pizza', 'margherita', { size: 'medium' }) },
      { optionIndex: 0, item: dealItem('b', 'd', 0, 'pizza', 'meat-feast', { size: 'medium' }) },
    ];
    expect(priceDealItems(deal('bogof'), items, uk, 2)).toBe(17.49);
    // bogoh: 17.49 + 14.49 / 2 = 24.735, rounded half up.
    expect(priceDealItems(deal('bogoh'), items, uk, 2)).toBe(24.74);
  });

  it('takes a category deal’s percentage off: any-20 on a large Margherita', () => {
    const items = [{ optionIndex: 0, item: dealItem('a', 'd', 0, 'pizza', 'margherita', { size: 'large' }) }];
    expect(priceDealItems(deal('any-20'), items, uk, 2)).toBe(13.59);
  });

  it('prices a half-and-half in a deal from the mean of the halves', () => {
    const item = dealItem('a', 'd', 0, 'pizza', 'margherita', { size: 'large', secondHalf: { productId: 'meat-feast', size: 'large' } });
    expect(dealItemFacts(feast, 0, item, uk, 2)).toEqual({ basePrice: 18.49, extras: 0, surcharge: 0 });
  });

  it('is null for an unknown product; the deal price then uses the stored values', () => {
    const gone = dealItem('g', 'd', 1, 'side', 'gone', { originalPrice: 4, extras: 0.5 });
    expect(dealItemFacts(feast, 1, gone, uk, 2)).toBeNull();
    const items = [{ optionIndex: 0, item: dealItem('a', 'd', 0, 'pizza', 'margherita', { size: 'large' }) }];
    expect(priceDealItems(feast, [...items, { optionIndex: 1, item: gone }], uk, 2)).toBe(35.49);
  });

  it('credits a gift card’s value', () => {
    expect(priceDealItems(deal('gift-voucher-10'), [], uk, 2)).toBe(-10);
  });

  it('rounds to the product decimals (India)', () => {
    const india = seedCatalogue('in-1');
    const any20 = india.deals.get('any-20');
    if (!any20) throw new Error('no any-20 in in-1');
    const items = [{ optionIndex: 0, item: dealItem('a', 'd', 0, 'pizza', 'margherita', { size: 'large' }) }];
    expect(priceDealItems(any20, items, india, 0)).toBe(359);
  });
});
