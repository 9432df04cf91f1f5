import { describe, expect, it } from 'vitest';
import { checkoutLink, minimumOrderCrossSell, minimumOrderGap, type MinimumOrderInput } from '../../../src/domain/pricing';
import type { BasketPrice } from '../../../src/domain/pricing/types';
import { UK_HUT } from './fixtures';

const input = (overrides: Partial<MinimumOrderInput>): MinimumOrderInput => ({
  hut: UK_HUT,
  disposition: 'delivery',
  value: 0,
  loyaltyMinimum: null,
  hasLoyaltyDeal: false,
  surcharge: 1.99,
  decimals: 2,
  ...overrides,
});

describe('minimumOrderGap (spec 1 §5)', () => {
  it('delivery: the hut’s minimum, with the delivery charge for the message', () => {
    expect(minimumOrderGap(input({ value: 4.49 }))).toEqual({ kind: 'delivery', minimum: 10, gap: 5.51, surcharge: 1.99 });
    expect(minimumOrderGap(input({ value: 10 }))).toBeNull();
  });

  it('delivery: the override replaces the hut’s minimum (C27, "3.99 in special cases")', () => {
    const hut = { ...UK_HUT, minDeliveryOrderOverride: 3.99 };
    expect(minimumOrderGap(input({ hut, value: 3.98 }))).toMatchObject({ minimum: 3.99, gap: 0.01 });
    expect(minimumOrderGap(input({ hut, value: 4.49 }))).toBeNull();
  });

  it('delivery: the loyalty minimum when the basket holds a loyalty deal and it is larger', () => {
    expect(minimumOrderGap(input({ value: 8, loyaltyMinimum: 12, hasLoyaltyDeal: true }))).toMatchObject({ kind: 'loyalty', minimum: 12, gap: 4 });
    expect(minimumOrderGap(input({ value: 8, loyaltyMinimum: 12, hasLoyaltyDeal: false }))).toMatchObject({ kind: 'delivery', gap: 2 });
    expect(minimumOrderGap(input({ value: 8, loyaltyMinimum: 9, hasLoyaltyDeal: true }))).toMatchObject({ kind: 'delivery', gap: 2 });
  });

  it('collection: minCollectionOrder, no surcharge; dine-in: none', () => {
    const hut = { ...UK_HUT, minCollectionOrder: 5 };
    expect(minimumOrderGap(input({ hut, disposition: 'collection', value: 4.49 }))).toEqual({ kind: 'collection', minimum: 5, gap: 0.51, surcharge: 0 });
    expect(minimumOrderGap(input({ disposition: 'collection', value: 0 }))).toBeNull();
    expect(minimumOrderGap(input({ disposition: 'dinein', value: 0 }))).toBeNull();
  });
});

describe('minimumOrderCrossSell (spec 1 §5, C18, C19)', () => {
  it('0.01 < gap ≤ 1: three-dips and a cheese-triangles or bbq-wings deal; exactly £1.00 included (C19)', () => {
    const under = { band: 'under-1', items: [{ type: 'deal', id: 'three-dips' }, { type: 'deal', id: 'cheese-triangles' }, { type: 'deal', id: 'bbq-wings' }] };
    expect(minimumOrderCrossSell(0.02, 'uk-1')).toEqual(under);
    expect(minimumOrderCrossSell(1, 'uk-1')).toEqual(under);
  });

  it('1 < gap < 3.01: a 500 ml cola and the wings or cheese-triangles deal', () => {
    const band = { band: '1-to-3', items: [{ type: 'drink', id: 'cola-500ml' }, { type: 'deal', id: 'bbq-wings' }, { type: 'deal', id: 'cheese-triangles' }] };
    expect(minimumOrderCrossSell(1.01, 'uk-1')).toEqual(band);
    expect(minimumOrderCrossSell(3, 'uk-1')).toEqual(band);
  });

  it('nothing outside the bands', () => {
    expect(minimumOrderCrossSell(0.01, 'uk-1')).toBeNull();
    expect(minimumOrderCrossSell(0, 'uk-1')).toBeNull();
    expect(minimumOrderCrossSell(3.01, 'uk-1')).toBeNull();
    expect(minimumOrderCrossSell(5.51, 'uk-1')).toBeNull();
  });

  it('only for the configured sectors, uk-1 by default (C18)', () => {
    expect(minimumOrderCrossSell(0.5, 'uk-2')).toBeNull();
    expect(minimumOrderCrossSell(0.5, 'fr-1', ['uk-1', 'fr-1'])?.band).toBe('under-1');
  });

  it('compares the gap to the penny', () => {
    expect(minimumOrderCrossSell(1.0000000001, 'uk-1')?.band).toBe('under-1');
  });
});

describe('checkoutLink (spec 1 §4, spec 2 §4)', () => {
  const price = (overrides: Partial<BasketPrice>): BasketPrice => ({
    lines: [],
    lineCount: 1,
    subtotal: 20,
    dealSavings: 0,
    discount: null,
    surcharges: [],
    total: 20,
    giftCardCredit: 0,
    amountDue: 20,
    minimumOrder: null,
    dealThresholdGaps: [],
    freeDelivery: null,
    tax: { included: true, lines: [], amount: 0, added: 0 },
    errors: [],
    ...overrides,
  });
  const link = (overrides: Partial<BasketPrice>, extra: Partial<Parameters<typeof checkoutLink>[0]> = {}) =>
    checkoutLink({ price: price(overrides), empty: false, market: 'UK', credits: 0, hasGiftCard: false, ...extra });

  it('goes to checkout', () => {
    expect(link({})).toEqual({ disabled: false, action: 'checkout' });
  });

  it('opens the minimum-order modal for an unmet minimum or deal threshold', () => {
    expect(link({ minimumOrder: { kind: 'delivery', minimum: 10, gap: 5.51, surcharge: 1.99 } })).toEqual({ disabled: false, action: 'minimum-order' });
    expect(link({ dealThresholdGaps: [{ basketDealId: 'b', dealId: 'free-dip', gap: 8.01 }] }).action).toBe('minimum-order');
  });

  it('India: credits above a positive total open the credits-left modal', () => {
    expect(link({}, { market: 'IN', credits: 25 }).action).toBe('credits-left');
    expect(link({}, { market: 'IN', credits: 20 }).action).toBe('checkout');
    expect(link({ total: 0, subtotal: 0 }, { market: 'IN', credits: 25 }).action).toBe('checkout');
    expect(link({}, { market: 'UK', credits: 25 }).action).toBe('checkout');
  });

  it('is disabled for an empty basket, and for a negative amount without a gift card', () => {
    expect(link({}, { empty: true }).disabled).toBe(true);
    expect(link({ subtotal: -5.51, total: 0 }).disabled).toBe(true);
    expect(link({ subtotal: -5.51, total: 0 }, { hasGiftCard: true }).disabled).toBe(false);
  });
});
