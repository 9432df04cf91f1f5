import { describe, expect, it } from 'vitest';
import {
  isListedDeal,
  isListedProduct,
  isPopularDeal,
  listedDeals,
  listedProducts,
  NON_FOOD_SUBTYPE,
  NON_VEGETARIAN_DEAL_IDS,
  passesVegetarianFilter,
} from '../../../src/domain/menu/product-filters';

const product = (id: string, patch: Partial<{ hidden: boolean; dealOnly: boolean; veg: boolean }> = {}) => ({
  id,
  hidden: false,
  dealOnly: false,
  veg: false,
  ...patch,
});

const option = (type: string, count: number) => ({ type, count });
const deal = (id: string, options: { type: string; count: number }[] = [], patch: Partial<{ hidden: boolean; veg: boolean }> = {}) => ({
  id,
  hidden: false,
  veg: true,
  options,
  ...patch,
});

describe('menu list filters (spec 1 §5 Products)', () => {
  it('drops hidden products unless hidden ones are allowed', () => {
    expect(isListedProduct(product('a', { hidden: true }), { vegetarianOnly: false })).toBe(false);
    expect(isListedProduct(product('a', { hidden: true }), { vegetarianOnly: false, allowHidden: true })).toBe(true);
  });

  it('keeps deal-only products out of normal lists, even with hidden ones allowed', () => {
    expect(isListedProduct(product('a', { dealOnly: true }), { vegetarianOnly: false, allowHidden: true })).toBe(false);
  });

  it('needs veg true under the vegetarian filter', () => {
    const list = [product('pepperoni'), product('margherita', { veg: true }), product('odd', { veg: undefined as unknown as boolean })];
    expect(listedProducts(list, { vegetarianOnly: true }).map((p) => p.id)).toEqual(['margherita']);
    expect(listedProducts(list, { vegetarianOnly: false }).map((p) => p.id)).toEqual(['pepperoni', 'margherita', 'odd']);
  });

  it('the vegetarian filter alone also applies to deal-only products (deal choices, half-and-half)', () => {
    const dealOnlyPepperoni = product('pepperoni-deal', { dealOnly: true });
    const dealOnlyVeggie = product('veggie-deal', { dealOnly: true, veg: true });
    expect(passesVegetarianFilter(dealOnlyPepperoni, { vegetarianOnly: true })).toBe(false);
    expect(passesVegetarianFilter(dealOnlyVeggie, { vegetarianOnly: true })).toBe(true);
    expect(passesVegetarianFilter(dealOnlyPepperoni, { vegetarianOnly: false })).toBe(true);
  });

  it('keeps the order of the list and copes with an empty one', () => {
    expect(listedProducts([], { vegetarianOnly: true })).toEqual([]);
  });
});

describe('deals under the vegetarian filter (spec 1 §4; checklist 04-G31)', () => {
  it('hides non-vegetarian deals such as kfc-bundle (UK) and multi-mix (France)', () => {
    const list = [deal('kfc-bundle', [], { veg: false }), deal('multi-mix', [], { veg: false }), deal('veggie-night')];
    expect(listedDeals(list, { vegetarianOnly: true }).map((d) => d.id)).toEqual(['veggie-night']);
    expect(listedDeals(list, { vegetarianOnly: false })).toHaveLength(3);
  });

  it('hides the two named deals even if their record says vegetarian', () => {
    expect(NON_VEGETARIAN_DEAL_IDS).toEqual(['kfc-bundle', 'multi-mix']);
    expect(isListedDeal(deal('kfc-bundle'), { vegetarianOnly: true })).toBe(false);
    expect(isListedDeal(deal('kfc-bundle'), { vegetarianOnly: false })).toBe(true);
  });

  it('drops hidden deals unless allowed', () => {
    expect(isListedDeal(deal('secret', [], { hidden: true }), { vegetarianOnly: false })).toBe(false);
    expect(isListedDeal(deal('secret', [], { hidden: true }), { vegetarianOnly: false, allowHidden: true })).toBe(true);
  });
});

describe('deal popularity flag (spec 1 §5; checklist 04-G30)', () => {
  it('flags a deal of 2 or 3 pizzas with single other items', () => {
    expect(isPopularDeal(deal('d', [option('pizza', 2), option('side', 1), option('drink', 1)]))).toBe(true);
    expect(isPopularDeal(deal('d', [option('pizza', 3)]))).toBe(true);
  });

  it('does not flag one pizza or four (count above 1 and below 4)', () => {
    expect(isPopularDeal(deal('d', [option('pizza', 1), option('side', 1)]))).toBe(false);
    expect(isPopularDeal(deal('d', [option('pizza', 4)]))).toBe(false);
  });

  it('does not flag other items asked for twice or more (below 2)', () => {
    expect(isPopularDeal(deal('d', [option('pizza', 2), option('side', 2)]))).toBe(false);
  });

  it('ignores dip and deal options either way', () => {
    expect(isPopularDeal(deal('d', [option('pizza', 2), option('dip', 4), option('deal', 3)]))).toBe(true);
  });

  it('needs at least one pizza option', () => {
    expect(isPopularDeal(deal('d', [option('side', 1)]))).toBe(false);
    expect(isPopularDeal(deal('d', []))).toBe(false);
  });
});

describe('non-food items under the vegetarian filter (issue 13, 10-G18)', () => {
  it('keeps a bag, which is neither vegetarian nor vegan, but still hides meat', () => {
    const bag = { id: 'paper-bag', hidden: false, dealOnly: false, veg: false, subtype: NON_FOOD_SUBTYPE };
    const wings = { id: 'bbq-chicken-wings', hidden: false, dealOnly: false, veg: false };
    expect(listedProducts([bag, wings], { vegetarianOnly: true }).map((p) => p.id)).toEqual(['paper-bag']);
  });
});
