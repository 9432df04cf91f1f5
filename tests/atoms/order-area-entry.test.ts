import { createStore } from 'jotai';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkoutFormAtom, orderAtom } from '../../src/atoms/checkout';
import { lastOrderAtom } from '../../src/atoms/last-order';
import { redirectedAtom } from '../../src/atoms/navigation-request';
import { enterOrderAreaAtom } from '../../src/atoms/order-area-entry';
import { flushPersistedWrites } from '../../src/atoms/persisted';
import { reorderSourceAtom } from '../../src/atoms/reorder';
import { visitAtom } from '../../src/atoms/visit';
import { DEFAULT_CHECKOUT_FORM, DEFAULT_ORDER } from '../../src/db/defaults';
import { initI18n } from '../../src/i18n';

// Entering the order area from outside it (spec 1 §2, 2 §2; 10-G7) and the auto-localise mark (10-G10).

beforeAll(() => initI18n('en-GB'));
// The writes are saved at once: each test waits for its saves, so none lands after the environment goes.
afterEach(() => flushPersistedWrites());

const typed = { ...DEFAULT_CHECKOUT_FORM, name: 'Ann Smith', phone: '07700900123', instructions: 'Side door' };
const lastOrder = {
  transactionId: 't1',
  orderId: 'o1',
  customerOrderReference: 'UK-1101-4F7K2',
  promisedDeliveryTime: 1,
  placedAt: 1,
  hut: { hutId: '1101', sector: 'uk-1' },
  etaType: 'delivery' as const,
  summary: null,
  state: null,
  stateUpdatedAt: null,
  orderToken: null,
  basket: { deals: {}, items: { a: { id: 'a', dealId: null, item: { type: 'side', properties: { id: 'wedges', price: 3.99 } } } } },
};

describe('order-area entry (10-G7)', () => {
  it('clears the checkout form, loads the reorder data and marks the automatic localisation done for the session', () => {
    const store = createStore();
    store.set(checkoutFormAtom, typed);
    store.set(lastOrderAtom, lastOrder);
    store.set(enterOrderAreaAtom, { pathname: '/order/pizzas/' });
    expect(store.get(checkoutFormAtom)).toEqual(DEFAULT_CHECKOUT_FORM);
    expect(store.get(reorderSourceAtom)).toEqual({ basket: lastOrder.basket, hut: lastOrder.hut });
    expect(store.get(redirectedAtom)).toBe(true);
    expect(store.get(visitAtom).autoLocaliseDone).toBe(true);
  });

  it('keeps the form on a reload of checkout or card details, and while an order is in flight', () => {
    const store = createStore();
    store.set(checkoutFormAtom, typed);
    store.set(enterOrderAreaAtom, { pathname: '/order/checkout/' });
    store.set(enterOrderAreaAtom, { pathname: '/order/card-details' });
    expect(store.get(checkoutFormAtom)).toEqual(typed);
    store.set(orderAtom, { ...DEFAULT_ORDER, state: 'ORDER_PREAUTHORIZED' });
    store.set(enterOrderAreaAtom, { pathname: '/order/deals/' });
    expect(store.get(checkoutFormAtom)).toEqual(typed);
  });

  it('has no reorder data without a last order or with an empty one', () => {
    const store = createStore();
    store.set(enterOrderAreaAtom, { pathname: '/order/deals/' });
    expect(store.get(reorderSourceAtom)).toBeNull();
    store.set(lastOrderAtom, { ...lastOrder, basket: { deals: {}, items: {} } });
    store.set(enterOrderAreaAtom, { pathname: '/order/deals/' });
    expect(store.get(reorderSourceAtom)).toBeNull();
  });
});
