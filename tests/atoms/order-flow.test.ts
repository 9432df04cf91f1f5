import { beforeEach, describe, expect, it, vi } from 'vitest';
import { basketAtom } from '../../src/atoms/basket';
import { addItemToBasketAtom } from '../../src/atoms/basket-actions';
import { checkoutFormAtom, creditsAtom, orderAtom } from '../../src/atoms/checkout';
import { lastOrderAtom } from '../../src/atoms/last-order';
import { navigationRequestAtom } from '../../src/atoms/localised-hut';
import {
  orderErrorAtom,
  placeOrderAtom,
  providerNavigation,
  providerReturnAtom,
  submitCheckoutAtom,
} from '../../src/atoms/order-flow';
import { localisedStore } from './basket-fixtures';

// The order flow (spec 2 §4): preauthorise → provider or direct place → order summary, with the
// api modules replaced by fakes that answer like the server (server tests cover the server).

const api = vi.hoisted(() => ({ preauthoriseOrder: vi.fn(), placeOrder: vi.fn() }));
vi.mock('../../src/api/orders', () => api);
vi.mock('../../src/api/order-status', () => ({ fetchOrderState: vi.fn(async () => null), fetchOrderSummary: vi.fn(async () => null) }));
vi.mock('../../src/api/menu', () => ({ fetchProducts: vi.fn(async () => []), fetchUpsell: vi.fn(async () => null) }));

const PLACED = {
  state: 'ORDER_PROCESSED',
  orderId: 'ORD-1',
  transactionId: 'tx-1',
  customerOrderReference: 'UK-1101-AB12C',
  promisedTime: 1_750_272_000_000,
  etaType: 'delivery',
} as const;

const PREAUTHORISED = {
  state: 'ORDER_PREAUTHORIZED',
  transactionId: 'tx-1',
  orderId: 'ORD-1',
  customerOrderReference: 'UK-1101-AB12C',
  totalPrice: 20.48,
} as const;

const FORM = {
  name: 'Ann Example',
  phone: '07700 900123',
  email: 'ann@example.com',
  addressLine1: '1 High Street',
  postcode: 'NW1 8QP',
  paymentType: 'cash',
};

function storeWithOrder() {
  const store = localisedStore();
  store.set(addItemToBasketAtom, { type: 'pizza', properties: { id: 'margherita', size: 'large', crust: 'pan' } });
  store.set(checkoutFormAtom, (form) => ({ ...form, ...FORM }));
  return store;
}

beforeEach(() => {
  api.preauthoriseOrder.mockReset();
  api.placeOrder.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('submitCheckoutAtom', () => {
  it('preauthorises the priced basket and, for cash, places at once: last order saved, basket emptied, summary next', async () => {
    const store = storeWithOrder();
    api.preauthoriseOrder.mockResolvedValue({ ok: true, answer: PREAUTHORISED });
    api.placeOrder.mockResolvedValue({ ok: true, answer: PLACED });

    expect(await store.set(submitCheckoutAtom)).toBe('placed');

    const [payload] = api.preauthoriseOrder.mock.calls[0] as [{ clientOrderId: string; payment: { amount: number } }];
    expect(payload).toMatchObject({
      version: '1.0',
      hut: { id: '1101', sector: 'uk-1' },
      customer: { name: 'Ann Example', email: 'ann@example.com' },
      payment: { type: 'cash', currency: 'GBP', credits: [] },
      disposition: { type: 'delivery', when: 'asap' },
      returnUrl: '/order/card-details/',
    });
    expect(payload.clientOrderId).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.payment.amount).toBeGreaterThan(0);
    expect(api.placeOrder).toHaveBeenCalledWith({ transactionId: 'tx-1' });

    expect(store.get(lastOrderAtom)).toMatchObject({ transactionId: 'tx-1', customerOrderReference: 'UK-1101-AB12C', promisedDeliveryTime: PLACED.promisedTime });
    expect(Object.keys(store.get(basketAtom).items)).toHaveLength(0);
    expect(store.get(orderAtom)).toMatchObject({ state: 'ORDER_PROCESSED', checkoutStep: 3, transactionIdSuccess: 'tx-1', history: { 'tx-1': 'processed' } });
    expect(store.get(navigationRequestAtom)?.to).toBe('/order/ordersummary/?transactionId=tx-1');
    // Contact details stay for the next order; the address of this one does not.
    expect(store.get(checkoutFormAtom)).toMatchObject({ name: 'Ann Example', addressLine1: '', paymentType: null });
  });

  it('sends the same clientOrderId when the first preauthorise got no answer, so the server finds the same order', async () => {
    const store = storeWithOrder();
    api.preauthoriseOrder.mockResolvedValueOnce({ ok: false, kind: 'unreachable', cause: new Error('offline') });
    expect(await store.set(submitCheckoutAtom)).toBe('failed');
    expect(store.get(orderErrorAtom)?.name).toBe('Generic');
    const first = (api.preauthoriseOrder.mock.calls[0] as [{ clientOrderId: string }])[0].clientOrderId;

    // The id is renewed only after a refusal or a placed order, never after silence.
    api.preauthoriseOrder.mockResolvedValueOnce({ ok: true, answer: PREAUTHORISED });
    api.placeOrder.mockResolvedValue({ ok: true, answer: PLACED });
    expect(await store.set(submitCheckoutAtom)).toBe('placed');
    expect((api.preauthoriseOrder.mock.calls[1] as [{ clientOrderId: string }])[0].clientOrderId).toBe(first);
  });

  it("on 'failed price integrity check' refreshes the catalogue and shows 'Prices have changed!' (BAD_PRICE_INTEGRITY); the basket stays", async () => {
    const store = storeWithOrder();
    const basket = store.get(basketAtom);
    api.preauthoriseOrder.mockResolvedValue({
      ok: false,
      kind: 'refused',
      status: 409,
      error: { error: 'BAD_PRICE_INTEGRITY', message: 'failed price integrity check' },
    });
    expect(await store.set(submitCheckoutAtom)).toBe('failed');
    expect(store.get(orderErrorAtom)).toMatchObject({ kind: 'pre-authorise-error', name: 'BAD_PRICE_INTEGRITY' });
    expect(store.get(orderAtom).preauthorizeState).toBe('failed');
    expect(Object.keys(store.get(basketAtom).items)).toEqual(Object.keys(basket.items));
    expect(api.placeOrder).not.toHaveBeenCalled();
  });

  it('hands a card payment to the provider page (threeDSUrl) without placing', async () => {
    const store = storeWithOrder();
    store.set(checkoutFormAtom, (form) => ({ ...form, paymentType: 'card' }));
    const assign = vi.spyOn(providerNavigation, 'assign').mockImplementation(() => {});
    api.preauthoriseOrder.mockResolvedValue({ ok: true, answer: { ...PREAUTHORISED, threeDSUrl: '/sandbox/card/tx-1?returnUrl=%2Forder%2Fcard-details%2F' } });
    expect(await store.set(submitCheckoutAtom)).toBe('redirected');
    expect(assign).toHaveBeenCalledWith('/sandbox/card/tx-1?returnUrl=%2Forder%2Fcard-details%2F');
    expect(api.placeOrder).not.toHaveBeenCalled();
    expect(store.get(orderAtom)).toMatchObject({ state: 'ORDER_PREAUTHORIZED', transactionId: 'tx-1', checkoutStep: 1 });
  });
});

describe('placeOrderAtom', () => {
  it('asks again when the place got no answer, and reads a 410 as placed: one order, never two', async () => {
    vi.useFakeTimers();
    try {
      const store = storeWithOrder();
      api.placeOrder
        .mockResolvedValueOnce({ ok: false, kind: 'unreachable', cause: new Error('timeout') })
        .mockResolvedValueOnce({ ok: false, kind: 'refused', status: 410, error: { error: 'PAYMENT_ALREADY_PROCESSED', message: 'already placed', orderId: 'ORD-1' } });
      const placing = store.set(placeOrderAtom, { transactionId: 'tx-1' });
      await vi.runAllTimersAsync();
      expect(await placing).toBe(true);
      expect(api.placeOrder).toHaveBeenCalledTimes(2);
      expect(store.get(lastOrderAtom)).toMatchObject({ transactionId: 'tx-1', orderId: 'ORD-1' });
      expect(store.get(orderErrorAtom)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('providerReturnAtom', () => {
  it('a declined card shows the card modal, keeps the basket, clears the gift card and starts a new order next time', async () => {
    const store = storeWithOrder();
    const basket = store.get(basketAtom);
    store.set(creditsAtom, { voucher: null, giftCard: { number: '6000000000000001', pin: '1234', balance: 5, expiryDate: '2030-01-01' } });
    store.set(orderAtom, (order) => ({ ...order, clientOrderId: 'c0ffee00-0000-4000-8000-000000000000', state: 'ORDER_PREAUTHORIZED', transactionId: 'tx-1' }));

    expect(await store.set(providerReturnAtom, { paymentStatus: 'decline', transactionId: 'tx-1' })).toBe(false);
    expect(store.get(orderErrorAtom)).toMatchObject({ kind: 'authorise-error', name: 'CARD_REFUSED', transactionId: 'tx-1' });
    expect(store.get(basketAtom)).toBe(basket);
    expect(store.get(creditsAtom).giftCard).toBeNull();
    expect(store.get(orderAtom)).toMatchObject({ state: 'failed', clientOrderId: null, expiredTransactionIds: ['tx-1'] });
    expect(api.placeOrder).not.toHaveBeenCalled();
  });

  it('success places with the provider signature; a second return for a processed order only shows the summary', async () => {
    const store = storeWithOrder();
    api.placeOrder.mockResolvedValue({ ok: true, answer: PLACED });
    const providerSignature = { orderId: 'order_1', paymentId: 'pay_1', signature: 'a'.repeat(64) };
    expect(await store.set(providerReturnAtom, { paymentStatus: 'success', transactionId: 'tx-1', providerSignature })).toBe(true);
    expect(api.placeOrder).toHaveBeenCalledWith(expect.objectContaining({ transactionId: 'tx-1', providerSignature }));

    expect(await store.set(providerReturnAtom, { paymentStatus: 'success', transactionId: 'tx-1', providerSignature })).toBe(true);
    expect(api.placeOrder).toHaveBeenCalledTimes(1);
  });
});
