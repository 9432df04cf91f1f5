import type { Setter } from 'jotai';
import type { OrderSlice } from '../db/records';
import { orderAtom } from './checkout';

/**
 * Writes to the persisted order slice (spec 2 §4): every step of the order flow is written here
 * before the network is asked, so a reload or a provider's redirect finds the order where it was.
 */

/** Merges `change` (or what it computes from the order) into the order slice. */
export function updateOrder(set: Setter, change: Partial<OrderSlice> | ((order: OrderSlice) => Partial<OrderSlice>)): void {
  set(orderAtom, (order) => ({ ...order, ...(typeof change === 'function' ? change(order) : change) }));
}
