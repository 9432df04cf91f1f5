import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orderAtom } from '../../src/atoms/checkout';
import { lastOrderAtom } from '../../src/atoms/last-order';
import { orderErrorAtom } from '../../src/atoms/order-error';
import { placeOrderAtom } from '../../src/atoms/order-place';
import { storeWithOrder } from './order-fixtures';

// Placing a preauthorised order (spec 2 §4 step 3), with the api modules replaced by fakes that
// answer like the server (server tests cover the server).

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
      // A 410 carries no order token (the transaction id is no proof): the order is tracked, not detailed.
      expect(store.get(lastOrderAtom)).toMatchObject({ transactionId: 'tx-1', orderId: 'ORD-1', orderToken: null });
      expect(store.get(orderErrorAtom)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("a place whose answer was lost keeps this checkout's preauthorise token: the 410 leads to the detailed summary", async () => {
    const store = storeWithOrder();
    store.set(orderAtom, (order) => ({ ...order, state: 'ORDER_PREAUTHORIZED', transactionId: 'tx-1', orderToken: 'tok-from-preauthorise' }));
    api.placeOrder.mockResolvedValueOnce({ ok: false, kind: 'refused', status: 410, error: { error: 'PAYMENT_ALREADY_PROCESSED', message: 'already placed', orderId: 'ORD-1' } });
    expect(await store.set(placeOrderAtom, { transactionId: 'tx-1' })).toBe(true);
    expect(store.get(lastOrderAtom)).toMatchObject({ transactionId: 'tx-1', orderId: 'ORD-1', orderToken: 'tok-from-preauthorise' });
  });

  it('a payment authorised for another amount (issue 12) shows the "payment not completed" modal and the next pay starts afresh', async () => {
    const store = storeWithOrder();
    const refusal = { error: 'PAYMENT_NOT_COMPLETED', message: 'The payment was authorised for another amount: pay again', transactionId: 'tx-1', customerOrderReference: 'UK-1101-ABCDE' };
    api.placeOrder.mockResolvedValueOnce({ ok: false, kind: 'refused', status: 409, error: refusal });
    expect(await store.set(placeOrderAtom, { transactionId: 'tx-1' })).toBe(false);
    expect(store.get(orderErrorAtom)).toMatchObject({ kind: 'authorise-error', name: 'PAYMENT_NOT_COMPLETED', transactionId: 'tx-1', customerOrderReference: 'UK-1101-ABCDE' });
    expect(store.get(orderAtom)).toMatchObject({ state: 'failed', clientOrderId: null });
    expect(store.get(lastOrderAtom)).toBeNull();
  });

  it('13-G17: the server refusing an expired card-field token raises token-expire-error (authentication), and the next pay starts afresh', async () => {
    const store = storeWithOrder();
    const refusal = { error: 'TOKEN_EXPIRED', message: 'The card field\u2019s token has expired', transactionId: 'tx-1', customerOrderReference: 'CA-4101-ABCDE' };
    api.placeOrder.mockResolvedValueOnce({ ok: false, kind: 'refused', status: 409, error: refusal });
    expect(await store.set(placeOrderAtom, { transactionId: 'tx-1' })).toBe(false);
    expect(store.get(orderErrorAtom)).toMatchObject({ kind: 'token-expire-error', name: 'TOKEN_EXPIRED', transactionId: 'tx-1' });
    expect(store.get(orderAtom)).toMatchObject({ state: 'failed', clientOrderId: null });
  });

  it("keeps the place answer's order token with the last order (issue 12)", async () => {
    const store = storeWithOrder();
    api.placeOrder.mockResolvedValueOnce({
      ok: true,
      answer: { state: 'ORDER_PROCESSED', orderId: 'ORD-2', transactionId: 'tx-2', customerOrderReference: '4822', promisedTime: 1, etaType: 'delivery', orderToken: 'tok-ORD-2' },
    });
    expect(await store.set(placeOrderAtom, { transactionId: 'tx-2' })).toBe(true);
    expect(store.get(lastOrderAtom)).toMatchObject({ transactionId: 'tx-2', orderId: 'ORD-2', orderToken: 'tok-ORD-2' });
  });
});
