import { beforeEach, describe, expect, it, vi } from 'vitest';
import { basketAtom } from '../../src/atoms/basket';
import { creditsAtom, orderAtom } from '../../src/atoms/checkout';
import { orderErrorAtom } from '../../src/atoms/order-error';
import { providerReturnAtom } from '../../src/atoms/order-return';
import { PLACED, storeWithOrder } from './order-fixtures';

// The provider's return to /order/card-details/ (spec 2 §2 paymentStatus), with the api modules
// replaced by fakes that answer like the server (server tests cover the server).

const api = vi.hoisted(() => ({ preauthoriseOrder: vi.fn(), placeOrder: vi.fn() }));
vi.mock('../../src/api/orders', () => api);
vi.mock('../../src/api/order-status', () => ({ fetchOrderState: vi.fn(async () => null), fetchOrderSummary: vi.fn(async () => null) }));
vi.mock('../../src/api/menu', () => ({ fetchProducts: vi.fn(async () => []), fetchUpsell: vi.fn(async () => null) }));

beforeEach(() => {
  api.preauthoriseOrder.mockReset();
  api.placeOrder.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('providerReturnAtom', () => {
  it('a declined card shows the card modal, keeps the basket, clears the gift card and starts a new order next time', async () => {
    const store = storeWithOrder();
    const basket = store.get(basketAtom);
    store.set(creditsAtom, { voucher: null, giftCard: { number: '6077091453416533', pin: '1234', balance: 5, expiryDate: '2030-01-01' } });
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
    // A web order sends no kiosk credential header (issue 12).
    expect(api.placeOrder).toHaveBeenCalledWith(expect.objectContaining({ transactionId: 'tx-1', providerSignature }), undefined, { 'x-channel': 'ph-website' });

    expect(await store.set(providerReturnAtom, { paymentStatus: 'success', transactionId: 'tx-1', providerSignature })).toBe(true);
    expect(api.placeOrder).toHaveBeenCalledTimes(1);
  });
});

// 13-G18: each failure in the words of the method used.
describe('providerReturnAtom: failures worded by method', () => {
  it('a Paytm UPI decline is worded as UPI, a Paytm wallet decline as a wallet, a card decline as a card', async () => {
    const { checkoutFormAtom } = await import('../../src/atoms/checkout');
    const store = storeWithOrder();
    store.set(checkoutFormAtom, (form) => ({ ...form, paymentType: 'paytm' }));
    await store.set(providerReturnAtom, { paymentStatus: 'decline', transactionId: 'tx-1', method: 'upi' });
    expect(store.get(orderErrorAtom)).toMatchObject({ name: 'CARD_REFUSED', family: 'upi' });
    await store.set(providerReturnAtom, { paymentStatus: 'decline', transactionId: 'tx-1' });
    expect(store.get(orderErrorAtom)).toMatchObject({ name: 'CARD_REFUSED', family: 'wallet' });
    store.set(checkoutFormAtom, (form) => ({ ...form, paymentType: 'card' }));
    await store.set(providerReturnAtom, { paymentStatus: 'decline', transactionId: 'tx-1' });
    expect(store.get(orderErrorAtom)).toMatchObject({ family: 'card' });
  });

  it('pending keeps its own modal with the family; a Razorpay cancel says so in a notice and returns to checkout', async () => {
    const { checkoutFormAtom } = await import('../../src/atoms/checkout');
    const { notificationsAtom } = await import('../../src/atoms/notifications');
    const { appStore } = await import('../../src/atoms/store');
    const { initI18n, loadScreenStrings } = await import('../../src/i18n');
    await initI18n('en');
    await loadScreenStrings();
    const store = storeWithOrder();
    store.set(checkoutFormAtom, (form) => ({ ...form, paymentType: 'razorpay' }));
    await store.set(providerReturnAtom, { paymentStatus: 'pending', transactionId: 'tx-1', method: 'netbanking' });
    expect(store.get(orderErrorAtom)).toMatchObject({ name: 'PAYMENT_NOT_COMPLETED', message: 'pending', family: 'netbanking' });
    const before = appStore.get(notificationsAtom).length;
    expect(await store.set(providerReturnAtom, { paymentStatus: 'cancel', transactionId: 'tx-2', method: 'upi' })).toBe(false);
    const notices = appStore.get(notificationsAtom);
    expect(notices.length).toBe(before + 1);
    expect(notices.find((notice) => notice.topic === 'payment-cancelled')?.message).toBe(
      'You cancelled the UPI payment. Nothing was charged and your order is as you left it.',
    );
  });
});
