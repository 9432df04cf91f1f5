import { atom, type Setter } from 'jotai';
import type { OrderErrorName } from '../api/contract/orders';
import type { OrderSlice } from '../db/records';
import type { PaymentFamily } from '../domain/checkout/failure-wording';

/**
 * The order's error state (spec 2 §2, §8): which modal shows a failed preauthorise, place or
 * provider return, with the ids the customer may quote. In memory only: a reload shows no modal.
 */

/**
 * Which modal shows a failure (spec 2 §2, §8): pre-authorisation, authorisation, the method selector, or
 * an expired card-field token (issue 16, 13-G17: the error keys of src/domain/checkout/card-authentication.ts).
 */
export type OrderErrorKind = 'pre-authorise-error' | 'authorise-error' | 'payment-method-selector' | 'token-expire-error';

export interface OrderErrorState {
  kind: OrderErrorKind;
  name: OrderErrorName;
  transactionId: string | null;
  customerOrderReference: string | null;
  /** The server's words, kept for the log; the modal shows the catalogue's wording by name. */
  message: string;
  /** 13-G18: how the customer paid, so a decline or a pending payment is worded for that method. */
  family?: PaymentFamily;
}

const errorAtom = atom<OrderErrorState | null>(null);
export const orderErrorAtom = atom((get) => get(errorAtom));
/** Closing a modal fires the error action and closes it (spec 2 §2); the payment-method one reloads (06-G18, in the modal). */
export const dismissOrderErrorAtom = atom(null, (_get, set) => set(errorAtom, null));

/** Shows the `kind` modal for error `name`, naming the order's transaction and reference. */
export function showOrderError(set: Setter, kind: OrderErrorKind, name: OrderErrorName, order: OrderSlice, message: string, family?: PaymentFamily): void {
  set(errorAtom, {
    kind,
    name,
    transactionId: order.transactionId,
    customerOrderReference: order.customerOrderReference,
    message,
    ...(family ? { family } : {}),
  });
}

/** The order ids a refusal names, to show in its modal instead of the slice's own. */
export function orderIdsOfError(error: { transactionId?: string; customerOrderReference?: string }): Partial<OrderSlice> {
  return {
    ...(error.transactionId ? { transactionId: error.transactionId } : {}),
    ...(error.customerOrderReference ? { customerOrderReference: error.customerOrderReference } : {}),
  };
}
