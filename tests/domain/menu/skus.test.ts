import { describe, expect, it } from 'vitest';
import { isSkuAvailable, keptSkus } from '../../../src/domain/menu/skus';

// The hut's SKU list (checklist 10-G6; spec 1 §5 "only pizza, deal, side, drink, dessert, dip are kept").

describe('keptSkus', () => {
  it('keeps the six sold types and drops the rest', () => {
    const list = [
      { id: 'p1', type: 'pizza' },
      { id: 'd1', type: 'deal' },
      { id: 's1', type: 'side' },
      { id: 'k1', type: 'drink' },
      { id: 'e1', type: 'dessert' },
      { id: 'i1', type: 'dip' },
      { id: 't1', type: 'topping' },
      { id: 'b1', type: 'base' },
    ];
    expect(keptSkus(list).map((entry) => entry.id)).toEqual(['p1', 'd1', 's1', 'k1', 'e1', 'i1']);
  });
});

describe('isSkuAvailable', () => {
  it('marks nothing while no list is known', () => {
    expect(isSkuAvailable(null, 'anything')).toBe(true);
  });

  it('marks an id missing from a loaded list as unavailable', () => {
    const ids = new Set(['p1']);
    expect(isSkuAvailable(ids, 'p1')).toBe(true);
    expect(isSkuAvailable(ids, 'p2')).toBe(false);
  });
});
