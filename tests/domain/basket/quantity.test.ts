import { describe, expect, it } from 'vitest';
import { groupIdenticalLines, itemIdentityKey, largestQuantity, MAX_LINE_QUANTITY } from '../../../src/domain/basket/quantity';

const bread = (id: string) => ({ id, dealId: 'ND', item: { type: 'side', properties: { id: 'garlic-bread', option: 'regular', basketItemID: id, price: 4.49 } } });
const line = (id: string, kind: 'item' | 'deal' = 'item') => ({ kind, id });

describe('quantities (issue 13 item 5)', () => {
  it('groups identical loose items into one line ×3, keeping basket order', () => {
    const cola = { id: 'c', dealId: 'ND', item: { type: 'drink', properties: { id: 'cola', basketItemID: 'c' } } };
    const basket = { items: { a: bread('a'), c: cola, b: bread('b'), d: bread('d') } };
    const groups = groupIdenticalLines([line('a'), line('c'), line('b'), line('d')], basket);
    expect(groups.map((group) => [group.line.id, group.quantity, group.lines.map((entry) => entry.id)])).toEqual([
      ['a', 3, ['a', 'b', 'd']],
      ['c', 1, ['c']],
    ]);
  });

  it('keeps different configurations, deals and items inside deals apart', () => {
    const thin = { id: 'p2', dealId: 'ND', item: { type: 'pizza', properties: { id: 'margherita', size: 'large', crust: 'thin', toppings: [] } } };
    const pan = { id: 'p1', dealId: 'ND', item: { type: 'pizza', properties: { id: 'margherita', size: 'large', crust: 'classic-pan', toppings: [] } } };
    const inDeal = { ...bread('x'), dealId: 'deal-1' };
    const basket = { items: { p1: pan, p2: thin, a: bread('a'), x: inDeal } };
    const groups = groupIdenticalLines([line('deal-1', 'deal'), line('p1'), line('p2'), line('a'), line('x')], basket);
    expect(groups.map((group) => group.quantity)).toEqual([1, 1, 1, 1, 1]);
  });

  it('ignores key order, item ids and the shown price, and reads otherHalf as secondHalf', () => {
    expect(itemIdentityKey({ type: 'pizza', properties: { b: 1, a: 2, basketItemID: 'x', price: 3, secondHalf: { productId: 'h' } } })).toBe(
      itemIdentityKey({ type: 'pizza', properties: { a: 2, b: 1, basketItemID: 'y', otherHalf: { productId: 'h' } } }),
    );
  });

  it('counts the largest run of identical items in the payload no-deal group', () => {
    const sides = Array.from({ length: MAX_LINE_QUANTITY + 1 }, (_, index) => ({ id: 'garlic-bread', basketItemID: `s${index}` }));
    const groups = [{ id: 'ND', basketDealID: 'ND', pizzas: [], sides, drinks: [{ id: 'cola' }], desserts: [], dips: [] }];
    expect(largestQuantity(groups)).toBe(MAX_LINE_QUANTITY + 1);
    expect(largestQuantity([{ id: 'bogof', sides }])).toBe(0);
  });
});
