import { describe, expect, it } from 'vitest';
import {
  basketNeedsMore,
  checkoutLayout,
  errorMessageKey,
  firstInvalidField,
  parseAmount,
  payButtonKind,
  postcodeCheckOf,
  scheduledTimePassed,
  summaryRows,
  tipAmount,
  visibleErrors,
} from '../../../src/screens/checkout/checkout-view';
import { price } from './fixtures';

describe('checkout layout per market (spec 2 §3, §5)', () => {
  it('asks the UK for one name, the address lines and the postcode on delivery', () => {
    expect(checkoutLayout('UK', 'delivery')).toMatchObject({ name: true, firstAndLastName: false, ukAddress: true, contactFree: true, curbside: false, terms: false });
    expect(checkoutLayout('UK', 'collection')).toMatchObject({ ukAddress: false, contactFree: false, curbside: true });
  });

  it('asks France and Canada for first and last name; France shows the localised address read-only', () => {
    expect(checkoutLayout('FR', 'delivery')).toMatchObject({ name: false, firstAndLastName: true, sessionAddress: true, ukAddress: false });
    expect(checkoutLayout('CA', 'delivery')).toMatchObject({ firstAndLastName: true, canadaAddress: true, sessionAddress: false });
  });

  it('asks India for the interior under the geocoded address, and always for the terms', () => {
    expect(checkoutLayout('IN', 'delivery')).toMatchObject({ name: true, interior: true, sessionAddress: true, terms: true });
    expect(checkoutLayout('IN', 'collection')).toMatchObject({ interior: false, sessionAddress: false, terms: true, curbside: true });
  });
});

describe('errors on blur and on submit', () => {
  const errors = { email: 'INVALID_EMAIL', name: 'REQUIRED', paymentType: 'REQUIRED' } as const;

  it('shows only the fields left until the pay click, then all', () => {
    expect(visibleErrors(errors, new Set(['email']), false)).toEqual({ email: 'INVALID_EMAIL' });
    expect(visibleErrors(errors, new Set(), true)).toEqual(errors);
  });

  it('focuses the first invalid field in page order', () => {
    expect(firstInvalidField(errors)).toBe('name');
    expect(firstInvalidField({ paymentType: 'REQUIRED', terms: 'TERMS' })).toBe('terms');
    expect(firstInvalidField({})).toBeNull();
  });

  it('words a missing payment choice on its own', () => {
    expect(errorMessageKey('paymentType', 'REQUIRED')).toBe('checkout.errors.paymentType');
    expect(errorMessageKey('email', 'REQUIRED')).toBe('checkout.errors.REQUIRED');
    expect(errorMessageKey('phone', 'INVALID_PHONE_LENGTH')).toBe('checkout.errors.INVALID_PHONE_LENGTH');
  });
});

describe('driver tip', () => {
  it('takes 10, 15 or 20 % of the goods subtotal, rounded to the basket decimals', () => {
    expect(tipAmount('10%', 21.99)).toBe(2.2);
    expect(tipAmount('15%', 21.99)).toBe(3.3);
    expect(tipAmount('20%', 21.99)).toBe(4.4);
    expect(tipAmount('none', 21.99)).toBe(0);
  });

  it('takes a custom amount of zero or more', () => {
    expect(tipAmount('custom', 20, 3.456)).toBe(3.46);
    expect(tipAmount('custom', 20, -2)).toBe(0);
    expect(tipAmount('custom', 20, Number.NaN)).toBe(0);
    expect(parseAmount('3,50')).toBe(3.5);
    expect(parseAmount('abc')).toBe(0);
    expect(parseAmount('-1')).toBe(0);
  });
});

describe('UK postcode check (spec 2 §5)', () => {
  const ours = { id: '1101', sector: 'uk-1' };
  it("is ok when our hut delivers there, another hut's when only others do, not deliverable when none do", () => {
    expect(postcodeCheckOf([{ id: '1102', sector: 'uk-1' }, ours], ours)).toBe('ok');
    expect(postcodeCheckOf([{ id: '1102', sector: 'uk-1' }], ours)).toBe('other-hut');
    expect(postcodeCheckOf([{ id: '1101', sector: 'uk-2' }], ours)).toBe('other-hut');
    expect(postcodeCheckOf([], ours)).toBe('not-deliverable');
  });
});

describe('money rows', () => {
  it('lists subtotal, discount, each surcharge (tip and priority too), total, gift card and amount due', () => {
    const rows = summaryRows(
      price({
        discount: { id: 'd', title: '10% off', amount: 2, applicable: true, gap: 0 },
        surcharges: [
          { type: 'deliverySupplement', amount: 1.5 },
          { type: 'driverTip', amount: 2, tippingOption: '10%' },
          { type: 'priorityDelivery', amount: 2.99 },
        ],
        total: 24.49,
        giftCardCredit: 10,
        amountDue: 14.49,
      }),
    );
    expect(rows.map((row) => (row.kind === 'surcharge' ? row.type : row.kind))).toEqual([
      'subtotal',
      'discount',
      'deliverySupplement',
      'driverTip',
      'priorityDelivery',
      'total',
      'giftCard',
      'amountDue',
    ]);
    expect(rows.find((row) => row.kind === 'giftCard')?.amount).toBe(-10);
  });

  it('leaves out an unmet discount, zero surcharges and the gift card rows without a card', () => {
    const rows = summaryRows(price({ discount: { id: 'd', title: 'x', amount: 0, applicable: false, gap: 5 }, surcharges: [{ type: 'DELIVERY', amount: 0 }] }));
    expect(rows.map((row) => row.kind)).toEqual(['subtotal', 'total']);
  });

  it('puts added taxes (Canada) before the total and an included tax (UK) after it (10-G12)', () => {
    const added = { included: false, lines: [{ id: 'GST' as const, rate: 0.05, amount: 1 }, { id: 'QST' as const, rate: 0.09975, amount: 1.99 }], amount: 2.99, added: 2.99 };
    expect(summaryRows(price({ tax: added, total: 24.49 })).map((row) => (row.kind === 'tax' ? row.id : row.kind))).toEqual(['subtotal', 'surcharge', 'GST', 'QST', 'total']);
    const included = { included: true, lines: [{ id: 'VAT' as const, rate: 0.2, amount: 3.58 }], amount: 3.58, added: 0 };
    expect(summaryRows(price({ tax: included })).slice(-2)).toEqual([
      { kind: 'total', amount: 21.5 },
      { kind: 'tax', id: 'VAT', rate: 0.2, included: true, amount: 3.58 },
    ]);
  });
});

describe('pay button and guards', () => {
  it("reads 'Place order' for cash, ticket and a covered order, else 'Pay'", () => {
    expect(payButtonKind('card', 21.5)).toBe('pay');
    expect(payButtonKind('cash', 21.5)).toBe('place');
    expect(payButtonKind('ticket', 21.5)).toBe('place');
    expect(payButtonKind('card', 0)).toBe('place');
  });

  it('asks for a new time when the scheduled one is at or before now (spec 2 §4)', () => {
    const now = Date.UTC(2025, 5, 18, 18, 20);
    expect(scheduledTimePassed({ dispositionWhen: 'scheduled', dispositionTime: now }, now)).toBe(true);
    expect(scheduledTimePassed({ dispositionWhen: 'scheduled', dispositionTime: now + 1 }, now)).toBe(false);
    expect(scheduledTimePassed({ dispositionWhen: 'asap', dispositionTime: null }, now)).toBe(false);
  });

  it('shows the OOPS overlay for an empty or under-minimum basket (C7)', () => {
    expect(basketNeedsMore(true, null)).toBe(true);
    expect(basketNeedsMore(false, price())).toBe(false);
    expect(basketNeedsMore(false, price({ minimumOrder: { kind: 'delivery', minimum: 15, gap: 3, surcharge: 0 } }))).toBe(true);
    expect(basketNeedsMore(false, null)).toBe(false);
  });
});
