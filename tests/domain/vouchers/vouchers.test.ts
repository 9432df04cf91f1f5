import { describe, expect, it } from 'vitest';
import { discountOutcome, type DiscountLine } from '../../../src/domain/pricing/discount';
import type { PricingCatalogue, PricingDeal } from '../../../src/domain/pricing/types';
import { clearRemovesVoucher, conflictingDeal, discountQualification, isDeliveryDiscount } from '../../../src/domain/vouchers';

// Issue 16: 13-G22 (CONFLICT re-check) and 13-G23 (qualification states, keeping a delivery voucher).

const side = (amount: number): DiscountLine => ({ amount, type: 'side', product: null });
const pizza = (amount: number): DiscountLine => ({ amount, type: 'pizza', product: null });

const catalogue = (): PricingCatalogue => ({
  products: new Map(),
  deals: new Map([
    // £5 off between £20 and £40 of goods (upper exclusive): a deal of type discount.
    ['band', { id: 'band', type: 'discount', kind: 'spend', title: 'Band', value: 5, rules: { above: 20, below: 40 }, options: [] } as unknown as PricingDeal],
  ]),
  discounts: new Map([
    ['sides', { id: 'sides', title: '20% off sides over £15', threshold: 15, rule: 'percentage', value: 20, discountable: ['side'] }],
  ]),
});

const outcome = (id: string, lines: DiscountLine[]) =>
  discountOutcome({ id }, lines, lines.reduce((sum, line) => sum + line.amount, 0), catalogue(), 2).outcome;

describe('13-G23: qualification states of the basket discount', () => {
  it('met: it takes something off', () => {
    expect(outcome('sides', [pizza(15), side(5)])).toMatchObject({ qualification: 'met', amount: 1 });
  });

  it('not met: below the threshold with something it counts, and the gap to spend', () => {
    expect(outcome('sides', [side(5)])).toMatchObject({ qualification: 'notMet', gap: 10, amount: 0 });
  });

  it('no eligible total: nothing it counts in the basket, whether or not the threshold is reached', () => {
    expect(outcome('sides', [pizza(30)])).toMatchObject({ qualification: 'noEligibleTotal', amount: 0 });
    expect(outcome('sides', [])).toMatchObject({ qualification: 'noEligibleTotal' });
  });

  it('not applicable: over its upper limit, or unknown to the catalogue', () => {
    expect(outcome('band', [pizza(25)])).toMatchObject({ qualification: 'met', amount: 5 });
    expect(outcome('band', [pizza(45)])).toMatchObject({ qualification: 'notApplicable', gap: 0, amount: 0 });
    expect(outcome('gone', [pizza(45)])).toMatchObject({ qualification: 'notApplicable' });
  });

  it('an outcome without the field is read from its amount and gap', () => {
    expect(discountQualification({ amount: 2, applicable: true, gap: 0 })).toBe('met');
    expect(discountQualification({ amount: 0, applicable: false, gap: 3 })).toBe('notMet');
    expect(discountQualification({ amount: 0, applicable: false, gap: 0 })).toBe('notApplicable');
    expect(discountQualification({ amount: 0, applicable: false, gap: 3, qualification: 'noEligibleTotal' })).toBe('noEligibleTotal');
  });
});

describe('13-G22: the conflicting basket deal', () => {
  it('is the first basket deal the voucher lists, or none', () => {
    expect(conflictingDeal(['bogof', 'family-feast'], ['two-medium', 'family-feast'])).toBe('family-feast');
    expect(conflictingDeal(['bogof'], ['two-medium'])).toBeUndefined();
    expect(conflictingDeal(undefined, ['bogof'])).toBeUndefined();
    expect(conflictingDeal([], ['bogof'])).toBeUndefined();
  });
});

describe('13-G23: clearing keeps a delivery voucher if requested', () => {
  it('a delivery voucher is one whose discount counts the delivery charge', () => {
    expect(isDeliveryDiscount(['delivery'])).toBe(true);
    expect(isDeliveryDiscount(['pizza', 'side'])).toBe(false);
    expect(isDeliveryDiscount(undefined)).toBe(false);
  });

  it('basket edits and re-optimisation keep it; hut, disposition and the customer clear it; other vouchers always go', () => {
    const delivery = { delivery: true };
    expect(clearRemovesVoucher(delivery, 'basket-edit')).toBe(false);
    expect(clearRemovesVoucher(delivery, 'reoptimise')).toBe(false);
    expect(clearRemovesVoucher(delivery, 'hut-change')).toBe(true);
    expect(clearRemovesVoucher(delivery, 'disposition-change')).toBe(true);
    expect(clearRemovesVoucher(delivery, 'customer')).toBe(true);
    expect(clearRemovesVoucher({}, 'basket-edit')).toBe(true);
    expect(clearRemovesVoucher({ delivery: false }, 'reoptimise')).toBe(true);
  });
});
