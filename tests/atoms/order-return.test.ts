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
