import { describe, expect, it } from 'vitest';
import { orderPoints } from '../../../src/screens/order-summary/OrderPoints';

// The order summary's points (12-G14): the ledger's figures on the summary first, then the place
// answer's or the loyalty record's lastOrder for this very order, else the scheme's rule on the total.

const summary = (fields: Partial<Parameters<typeof orderPoints>[0]['summary']> = {}) =>
  ({ orderId: 'o-1', hut: { id: '1101', sector: 'uk-1', name: 'Camden', phone: '', address: '' }, breakdown: { grossTotal: 32 }, ...fields }) as Parameters<typeof orderPoints>[0]['summary'];

describe('orderPoints', () => {
  it('takes the summary’s ledger figures first', () => {
    const loyalty = { currentBalance: 12, toBeEarned: 2, usedInThisOrder: 3, newBalance: 11 };
    expect(orderPoints({ summary: summary({ loyalty }), placed: { orderId: 'o-1', toBeEarned: 9, usedInThisOrder: 9 }, lastOrder: null, usedFromBasket: 9 })).toEqual({ earned: 2, used: 3 });
  });

  it('then the place answer or the record’s lastOrder of the same order, never another order’s', () => {
    expect(orderPoints({ summary: summary(), placed: { orderId: 'o-1', toBeEarned: 3, usedInThisOrder: 5 }, lastOrder: null, usedFromBasket: null })).toEqual({ earned: 3, used: 5 });
    expect(orderPoints({ summary: summary(), placed: null, lastOrder: { orderId: 'o-2', toBeEarned: 7, usedInThisOrder: 7 }, usedFromBasket: 3 })).toEqual({ earned: 3, used: 3 });
  });

  it('falls back to the rule on the gross total: UK £32 earns 3; Canada 11.00 earns 1', () => {
    expect(orderPoints({ summary: summary(), placed: null, lastOrder: null, usedFromBasket: null })).toEqual({ earned: 3, used: 0 });
    expect(orderPoints({ summary: summary({ hut: { id: '4101', sector: 'ca-1', name: '', phone: '', address: '' }, breakdown: { grossTotal: 11 } as never }), placed: null, lastOrder: null, usedFromBasket: null })).toEqual({ earned: 1, used: 0 });
  });
});
