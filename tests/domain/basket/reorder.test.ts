import { describe, expect, it } from 'vitest';
import { reorderBasket, type ReorderMenu } from '../../../src/domain/basket/reorder';

const placed = {
  expires: null,
  discount: null,
  deals: { d1: { id: 'd1', deal: { id: 'meal-deal', price: 19.99, type: 'meal', title: 'Meal Deal' } } },
  items: {
    p1: { id: 'p1', dealId: null, item: { type: 'pizza', properties: { id: 'margherita', title: 'Margherita', price: 12.99, sauce: 'bbq', cheese: 'mozzarella' } } },
    s1: { id: 's1', dealId: null, item: { type: 'side', properties: { id: 'wedges', title: 'Potato Wedges', price: 3.99 } } },
    d1a: { id: 'd1a', dealId: 'd1', item: { type: 'pizza', properties: { id: 'pepperoni', price: 0 } } },
    d1b: { id: 'd1b', dealId: 'd1', item: { type: 'drink', properties: { id: 'cola', price: 0 } } },
  },
};

function menu(products: Record<string, { sauces?: { id: string }[]; cheeses?: { id: string }[] }>, deals: string[]): ReorderMenu {
  return {
    product: (id) => (Object.hasOwn(products, id) ? { title: id, ...products[id] } : undefined),
    deal: (id) => (deals.includes(id) ? { title: `${id} (now)` } : undefined),
  };
}

describe('reorder (spec 1 §2, §4, §8; 10-G4)', () => {
  it('puts the whole basket back when everything is still sold, prices untouched for the catalogue refresh', () => {
    const all = menu({ margherita: {}, wedges: {}, pepperoni: {}, cola: {} }, ['meal-deal']);
    const outcome = reorderBasket(placed, all);
    expect(outcome.dropped).toEqual([]);
    expect(outcome.cleared).toEqual([]);
    expect(Object.keys(outcome.basket.items).sort()).toEqual(['d1a', 'd1b', 'p1', 's1']);
    expect(outcome.basket.items.p1).toBe(placed.items.p1);
    expect(outcome.basket.deals.d1).toBe(placed.deals.d1);
  });

  it('drops an item no longer sold by its title, and a deal no longer sold with its items', () => {
    const outcome = reorderBasket(placed, menu({ margherita: {}, pepperoni: {}, cola: {} }, []));
    expect(outcome.dropped).toEqual(['Meal Deal', 'Potato Wedges']);
    expect(Object.keys(outcome.basket.items)).toEqual(['p1']);
    expect(outcome.basket.deals).toEqual({});
  });

  it('drops the whole deal when one of its products is gone (it can no longer be filled)', () => {
    const outcome = reorderBasket(placed, menu({ margherita: {}, wedges: {}, pepperoni: {} }, ['meal-deal']));
    expect(outcome.dropped).toEqual(['meal-deal (now)']);
    expect(Object.keys(outcome.basket.items).sort()).toEqual(['p1', 's1']);
  });

  it('clears a sauce or cheese the pizza no longer offers and reports it; an offered one stays', () => {
    const outcome = reorderBasket(
      placed,
      menu({ margherita: { sauces: [{ id: 'tomato' }], cheeses: [{ id: 'mozzarella' }] }, wedges: {}, pepperoni: {}, cola: {} }, ['meal-deal']),
    );
    expect(outcome.cleared).toEqual([{ productId: 'margherita', part: 'sauce', id: 'bbq' }]);
    expect(outcome.basket.items.p1?.item.properties).not.toHaveProperty('sauce');
    expect(outcome.basket.items.p1?.item.properties).toMatchObject({ cheese: 'mozzarella', price: 12.99 });
  });

  it('takes an empty basket back as empty, and keeps a __proto__ key as data', () => {
    expect(reorderBasket({ deals: {}, items: {} }, menu({}, [])).basket).toEqual({ deals: {}, items: {} });
    const odd = JSON.parse('{"deals":{},"items":{"__proto__":{"id":"x","dealId":null,"item":{"type":"side","properties":{"id":"wedges"}}}}}');
    expect(Object.keys(reorderBasket(odd, menu({ wedges: {} }, [])).basket.items)).toEqual(['__proto__']);
  });
});
