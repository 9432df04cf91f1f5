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
      tax: { included: true, lines: [{ id: 'VAT' as const, rate: 0.2, amount: 3.22 }], amount: 3.22, added: 0 },
      total: 19.29,
    };
    expect(priceBreakdown(price, 2)).toEqual({
      subtotal: 18.99,
      dealSavings: 2.5,
      discount: 0,
      surcharges: 0.3,
      tax: 3.22,
      taxIncluded: true,
      taxes: [{ id: 'VAT', rate: 0.2, amount: 3.22 }],
      grossTotal: 19.29,
      payLaterSurcharge: 0,
    });
  });

  it('names the pay-later payment surcharge inside the surcharges (13-G5, S2 §3 payLaterSurcharge)', () => {
    const tax = { included: true, lines: [], amount: 0, added: 0 };
    const surcharges = [
      { type: 'DELIVERY' as const, amount: 1.99 },
      { type: 'paymentSurcharge' as const, amount: 0.99 },
    ];
    expect(priceBreakdown({ subtotal: 19, dealSavings: 0, discount: null, surcharges, tax, total: 21.98 }, 2)).toMatchObject({ surcharges: 2.98, payLaterSurcharge: 0.99 });
  });

  it('takes the discount amount; no surcharges sum to 0', () => {
    const discount = { id: 'D1', title: '10% off', amount: 1.9, applicable: true, gap: 0 };
    const tax = { included: true, lines: [], amount: 0, added: 0 };
    expect(priceBreakdown({ subtotal: 19, dealSavings: 0, discount, surcharges: [], tax, total: 17.1 }, 2)).toMatchObject({ discount: 1.9, surcharges: 0 });
  });

  it('carries Canada’s added taxes, one line each, and a gross total that includes them (13-G3, 10-G12)', () => {
    const tax = { included: false, lines: [{ id: 'GST' as const, rate: 0.05, amount: 1 }, { id: 'QST' as const, rate: 0.09975, amount: 1.99 }], amount: 2.99, added: 2.99 };
    expect(priceBreakdown({ subtotal: 19.99, dealSavings: 0, discount: null, surcharges: [], tax, total: 22.98 }, 2)).toMatchObject({
      tax: 2.99,
      taxIncluded: false,
      taxes: [
        { id: 'GST', rate: 0.05, amount: 1 },
        { id: 'QST', rate: 0.09975, amount: 1.99 },
      ],
      grossTotal: 22.98,
    });
  });
});
