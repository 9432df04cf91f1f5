import { addItemToBasketAtom } from '../../src/atoms/basket-actions';
import { checkoutFormAtom } from '../../src/atoms/checkout';
import { localisedStore } from './basket-fixtures';

// Answers like the server's and a store with a priced basket and a filled form, shared by the
// order-flow tests (submit, place, provider return).

export const PLACED = {
  state: 'ORDER_PROCESSED',
  orderId: 'ORD-1',
  transactionId: 'tx-1',
  customerOrderReference: 'UK-1101-AB12C',
  promisedTime: 1_750_272_000_000,
  etaType: 'delivery',
} as const;

export const PREAUTHORISED = {
  state: 'ORDER_PREAUTHORIZED',
  transactionId: 'tx-1',
  orderId: 'ORD-1',
  customerOrderReference: 'UK-1101-AB12C',
  totalPrice: 20.48,
} as const;

export const FORM = {
  name: 'Ann Example',
  phone: '07700 900123',
  email: 'ann@example.com',
  addressLine1: '1 High Street',
  postcode: 'NW1 8QP',
  paymentType: 'cash',
};

export function storeWithOrder() {
  const store = localisedStore();
  store.set(addItemToBasketAtom, { type: 'pizza', properties: { id: 'margherita', size: 'large', crust: 'pan' } });
  store.set(checkoutFormAtom, (form) => ({ ...form, ...FORM }));
  return store;
}
