import { describe, expect, it } from 'vitest';
import { canAddDeal, dealCountInBasket, eligibleBasketTotal, isInValueRange, isThresholdMet, thresholdGap } from '../../../src/domain/deals/basket-rules';

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
