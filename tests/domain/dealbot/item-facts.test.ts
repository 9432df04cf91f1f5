// Issue 18: the dealbot's memos of an item's fit, deal facts and menu price (item-facts.ts) answer what
// the pricing engine answers, for every item and option, whatever order the items come in.
import { describe, expect, it } from 'vitest';
import { classKey } from '../../../src/domain/dealbot/problem';
import { dealFacts, dealFactsKey, fitKey, fitsOption, menuPrice } from '../../../src/domain/dealbot/item-facts';
import { dealItemFacts, itemFitsOption, itemMenuPrice } from '../../../src/domain/pricing/items';
import type { BasketItemFacts } from '../../../src/domain/pricing/types';
import { randomBasket, seededRandom, ukCatalogue } from './uk-fixture';

describe('item-facts memos', () => {
  it('equal itemFitsOption, dealItemFacts and itemMenuPrice on seeded UK items in every option of every deal', () => {
    const catalogue = ukCatalogue();
    const items: BasketItemFacts[] = [];
    for (let seed = 1; seed <= 30; seed += 1) items.push(...Object.values(randomBasket(seededRandom(seed), 8, catalogue).items));
    let fitting = 0;
    // Twice: the second pass reads the memos the first filled.
    for (let pass = 0; pass < 2; pass += 1) {
      for (const item of items) {
        const key = classKey(item);
        expect(menuPrice(item, catalogue, 2)).toBe(itemMenuPrice(item, catalogue, 2).price);
        for (const deal of catalogue.deals.values()) {
          deal.options.forEach((_, o) => {
            const fits = itemFitsOption(deal, o, item, catalogue);
            expect(fitsOption(deal, o, item, catalogue)).toBe(fits);
            if (!fits) return;
            fitting += 1;
            expect(dealFacts(deal, o, item, key, catalogue, 2)).toEqual(dealItemFacts(deal, o, item, catalogue, 2));
          });
        }
      }
    }
    expect(fitting).toBeGreaterThan(100);
  });

  it('fitKey tells apart the product, size, option and second half, and ignores the rest', () => {
    const item = (properties: Record<string, unknown>): BasketItemFacts => ({ id: 'x', dealId: null, item: { type: 'pizza', properties } }) as unknown as BasketItemFacts;
    const plain = fitKey(item({ id: 'p1', size: 'large', toppings: ['a'] }));
    expect(fitKey(item({ id: 'p1', size: 'large', toppings: ['b'], crust: 'thin' }))).toBe(plain);
    expect(fitKey(item({ id: 'p2', size: 'large' }))).not.toBe(plain);
    expect(fitKey(item({ id: 'p1', size: 'medium' }))).not.toBe(plain);
    expect(fitKey(item({ id: 'p1', size: 'large', option: 'o' }))).not.toBe(plain);
    const half = fitKey(item({ id: 'p1', size: 'large', secondHalf: { productId: 'p2' } }));
    expect(half).not.toBe(plain);
    expect(fitKey(item({ id: 'p1', size: 'large', otherHalf: { productId: 'p2' } }))).toBe(half);
    expect(fitKey(item({ id: 'p1', size: 'large', secondHalf: {} }))).not.toBe(plain);
  });

  it('dealFactsKey differs with the option size, the free toppings and the surcharge table', () => {
    const catalogue = ukCatalogue();
    const deal = [...catalogue.deals.values()].find((entry) => entry.options.length > 0);
    if (!deal) throw new Error('no deal');
    const option = deal.options[0] as (typeof deal.options)[number];
    const key = dealFactsKey(deal, 0, 'k', 2);
    expect(dealFactsKey({ ...deal }, 0, 'k', 2)).toBe(key);
    expect(dealFactsKey({ ...deal, options: [{ ...option, size: 'other-size' }] }, 0, 'k', 2)).not.toBe(key);
    expect(dealFactsKey({ ...deal, options: [{ ...option, free: { swaps: 9, additions: 9 } }] }, 0, 'k', 2)).not.toBe(key);
    expect(dealFactsKey({ ...deal, rules: { ...deal.rules, surcharges: { x: 1 } } }, 0, 'k', 2)).not.toBe(key);
    expect(dealFactsKey(deal, 0, 'k', 0)).not.toBe(key);
    expect(dealFactsKey(deal, 0, 'other', 2)).not.toBe(key);
  });
});
