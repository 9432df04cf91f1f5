import type { Voucher } from '../../src/api/contract/vouchers';

// Vouchers as the server answers them, shared by the voucher and credit-reset tests.

export function voucher(input: Partial<Voucher>): Voucher {
  return { id: 'CODE', type: 'discount', appExclusive: false, title: 'A voucher', collectionOnly: false, ...input };
}

export const DISCOUNT = voucher({ id: 'WEB20', type: 'discount', discountId: 'web-only-20-off', title: '20% off online' });
export const DEAL = voucher({ id: 'MEAL', type: 'deal', dealId: 'meal-for-one', title: 'Meal for one' });
