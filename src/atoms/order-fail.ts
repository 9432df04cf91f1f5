import { atom } from 'jotai';
import { orderAtom } from './checkout';
import { updateOrder } from './order-update';
import { resetCreditsAtom } from './credit-effects';

/**
 * Order processing failed (spec 2 §4): the transaction is expired, gift cards and credits reset
 * (06-G27), the basket stays as it was, and the next pay click starts a new order.
 */
export const failOrderAtom = atom(null, (get, set) => {
  const order = get(orderAtom);
  updateOrder(set, {
    state: 'failed',
    clientOrderId: null,
    expiredTransactionIds: order.transactionId ? [...new Set([...order.expiredTransactionIds, order.transactionId])] : order.expiredTransactionIds,
  });
  set(resetCreditsAtom);
});
