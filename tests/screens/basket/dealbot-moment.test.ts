import { describe, expect, it } from 'vitest';
import { dealbotMoment } from '../../../src/screens/basket/DealbotPanel';

// 10-G17: one savings figure, and 'you already have the best price' never beside a saving.
describe('dealbotMoment', () => {
  it('says what it saved when a run found a saving', () => {
    expect(dealbotMoment({ on: true, status: 'added-product-with-new-saving', savings: 33.98 })).toBe('saved');
  });
  it('says "best price" only while the basket saves nothing', () => {
    expect(dealbotMoment({ on: true, status: 'added-product-without-new-saving', savings: 0 })).toBe('best-price');
    expect(dealbotMoment({ on: true, status: 'added-product-without-new-saving', savings: 16.5 })).toBeNull();
  });
  it('says nothing while resting or off', () => {
    expect(dealbotMoment({ on: true, status: 'resting', savings: 5 })).toBeNull();
    expect(dealbotMoment({ on: false, status: 'added-product-with-new-saving', savings: 5 })).toBeNull();
  });
});
