import { describe, expect, it } from 'vitest';
import { priceBreakdown } from '../../../src/domain/pricing/breakdown';

// The price breakdown (spec 2 §3 payment.breakdown): one function for the page's order, its basket
// validation and the server's answer, so all three round the surcharges alike.

describe('priceBreakdown', () => {
  it('sums the surcharges to the basket decimals; no discount reads as 0', () => {
    const price = {
      subtotal: 18.99,
      dealSavings: 2.5,
      discount: null,
      surcharges: [
        { type: 'DELIVERY' as const, amount: 0.1 },
        { type: 'driverTip' as const, amount: 0.2 },
      ],
      total: 19.29,
    };
    expect(priceBreakdown(price, 2)).toEqual({ subtotal: 18.99, dealSavings: 2.5, discount: 0, surcharges: 0.3, grossTotal: 19.29 });
  });

  it('takes the discount amount; no surcharges sum to 0', () => {
    const discount = { id: 'D1', title: '10% off', amount: 1.9, applicable: true, gap: 0 };
    expect(priceBreakdown({ subtotal: 19, dealSavings: 0, discount, surcharges: [], total: 17.1 }, 2)).toMatchObject({ discount: 1.9, surcharges: 0 });
  });
});
