import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastOrderAtom } from '../../src/atoms/last-order';
import {
  ORDER_STATE_POLL_MS,
  openOrderTrackingAtom,
  orderTrackingAtom,
  pollOrderStateAtom,
  startOrderStatePolling,
} from '../../src/atoms/order-tracking';
import { NetworkError } from '../../src/api/http-error';
import { lastOrder, ORDER_TOKEN, orderState, orderSummary, PLACED_AT, TRANSACTION_ID } from '../screens/order-summary/fixtures';

// Order tracking (spec 2 §4, §7; C14; issue 7 'last updated at'): the summary, the polled state,
// the tracker step that never goes back, and the last order's saved answers offline.

const api = vi.hoisted(() => ({ fetchOrderSummary: vi.fn(), fetchOrderState: vi.fn() }));
vi.mock('../../src/api/order-status', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/order-status')>()),
  ...api,
}));

const NOW = Date.parse('2025-06-18T18:25:00Z');

function visibility(initial: DocumentVisibilityState = 'visible') {
  const target = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  target.visibilityState = initial;
  return {
    source: target as unknown as Document,
    set(state: DocumentVisibilityState) {
      target.visibilityState = state;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

beforeEach(() => {
  api.fetchOrderSummary.mockReset();
  api.fetchOrderState.mockReset();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

describe('opening an order', () => {
  it('shows the fetched summary on the step of its status and saves it into the last order', async () => {
    const store = createStore();
    store.set(lastOrderAtom, lastOrder());
    api.fetchOrderSummary.mockResolvedValue(orderSummary('COOKING'));
    await store.set(openOrderTrackingAtom, TRANSACTION_ID);

    const tracking = store.get(orderTrackingAtom);
    expect(tracking).toMatchObject({ status: 'ready', step: 2, offline: false, updatedAt: NOW, transactionId: TRANSACTION_ID });
    expect(tracking.summary?.customerOrderReference).toBe('4821');
    expect(store.get(lastOrderAtom)).toMatchObject({
      summary: { customerOrderReference: '4821' },
      state: { orderStatus: 'COOKING' },
      stateUpdatedAt: NOW,
    });
  });

  it("without a transaction in the address opens the last order's", async () => {
    const store = createStore();
    store.set(lastOrderAtom, lastOrder());
    api.fetchOrderSummary.mockResolvedValue(orderSummary());
    await store.set(openOrderTrackingAtom, null);
    expect(api.fetchOrderSummary).toHaveBeenCalledWith(TRANSACTION_ID, ORDER_TOKEN);
  });

  it("another order than the last (no order token on this device): its tracking state alone, never its summary, and the last order untouched", async () => {
    const store = createStore();
    store.set(lastOrderAtom, lastOrder());
    api.fetchOrderState.mockResolvedValue({ ...orderState('PREPARING'), transactionId: 'tx-other' });
    await store.set(openOrderTrackingAtom, 'tx-other');
    expect(api.fetchOrderSummary).not.toHaveBeenCalled();
    expect(api.fetchOrderState).toHaveBeenCalledWith('tx-other');
    expect(store.get(orderTrackingAtom)).toMatchObject({ status: 'ready', summary: null, step: 1, state: { orderStatus: 'PREPARING' } });
    expect(store.get(lastOrderAtom)).toMatchObject({ summary: null, state: null });
  });

  it('the last order without a token (seen placed only through a 410): the tracking state, saved into the last order', async () => {
    const store = createStore();
    store.set(lastOrderAtom, lastOrder({ orderToken: null }));
    api.fetchOrderState.mockResolvedValue(orderState('COOKING'));
    await store.set(openOrderTrackingAtom, TRANSACTION_ID);
    expect(api.fetchOrderSummary).not.toHaveBeenCalled();
    expect(store.get(orderTrackingAtom)).toMatchObject({ status: 'ready', summary: null, step: 2, offline: false });
    expect(store.get(lastOrderAtom)).toMatchObject({ state: { orderStatus: 'COOKING' }, stateUpdatedAt: NOW });
  });

  it('a summary refused (a stale token): the tracking state stands in', async () => {
    const store = createStore();
    store.set(lastOrderAtom, lastOrder());
    api.fetchOrderSummary.mockResolvedValue(null);
    api.fetchOrderState.mockResolvedValue(orderState('CONFIRMED'));
    await store.set(openOrderTrackingAtom, TRANSACTION_ID);
    expect(store.get(orderTrackingAtom)).toMatchObject({ status: 'ready', summary: null, step: 1, offline: false });
  });

  it('offline without a token: the saved state, marked with when it was fetched', async () => {
    const savedAt = PLACED_AT + 60_000;
    const store = createStore();
    store.set(lastOrderAtom, lastOrder({ orderToken: null, state: orderState('COOKING'), stateUpdatedAt: savedAt }));
    api.fetchOrderState.mockRejectedValue(new NetworkError('/v2/orders/orders/x/state', new TypeError('Failed to fetch')));
    await store.set(openOrderTrackingAtom, TRANSACTION_ID);
    expect(store.get(orderTrackingAtom)).toMatchObject({ status: 'ready', summary: null, offline: true, step: 2, updatedAt: savedAt });
  });

  it('offline, shows the saved summary and state with the time they were fetched', async () => {
    const savedAt = PLACED_AT + 60_000;
    const store = createStore();
    store.set(lastOrderAtom, lastOrder({ summary: orderSummary('CONFIRMED'), state: orderState('COOKING'), stateUpdatedAt: savedAt }));
    api.fetchOrderSummary.mockResolvedValue(null);
    await store.set(openOrderTrackingAtom, TRANSACTION_ID);
    expect(store.get(orderTrackingAtom)).toMatchObject({ status: 'ready', offline: true, step: 2, updatedAt: savedAt, state: { orderStatus: 'COOKING' } });
  });

  it('with neither a summary nor a state from the network, nor a saved one, is an error', async () => {
    const store = createStore();
    store.set(lastOrderAtom, lastOrder());
    api.fetchOrderSummary.mockResolvedValue(null);
    api.fetchOrderState.mockRejectedValue(new NetworkError('/v2/orders/orders/x/state', new TypeError('Failed to fetch')));
    await store.set(openOrderTrackingAtom, TRANSACTION_ID);
    expect(store.get(orderTrackingAtom)).toMatchObject({ status: 'error', transactionId: TRANSACTION_ID, summary: null });
  });

  it('with no order in the address and none on the device, is an error with nothing to retry', async () => {
    const store = createStore();
    await store.set(openOrderTrackingAtom, null);
    expect(store.get(orderTrackingAtom)).toMatchObject({ status: 'error', transactionId: null });
    expect(api.fetchOrderSummary).not.toHaveBeenCalled();
  });

  it('a saved summary that no longer parses is ignored', async () => {
    const store = createStore();
    store.set(lastOrderAtom, lastOrder({ summary: { customerOrderReference: 42 } }));
    api.fetchOrderSummary.mockResolvedValue(null);
    api.fetchOrderState.mockRejectedValue(new NetworkError('/v2/orders/orders/x/state', new TypeError('Failed to fetch')));
    await store.set(openOrderTrackingAtom, TRANSACTION_ID);
    expect(store.get(orderTrackingAtom).status).toBe('error');
  });
});

describe('polling the state', () => {
  async function openedStore(status: Parameters<typeof orderSummary>[0] = 'CONFIRMED') {
    const store = createStore();
    store.set(lastOrderAtom, lastOrder());
    api.fetchOrderSummary.mockResolvedValue(orderSummary(status));
    await store.set(openOrderTrackingAtom, TRANSACTION_ID);
    return store;
  }

  it('moves the tracker forward and never back (C14; spec 2 §4)', async () => {
    const store = await openedStore('CONFIRMED');
    for (const [status, step] of [
      ['PREPARING', 1],
      ['COOKING', 2],
      ['PREPARING', 2],
      ['CONFIRMING', 2],
      ['DISPATCHED', 3],
    ] as const) {
      api.fetchOrderState.mockResolvedValueOnce(orderState(status));
      expect(await store.set(pollOrderStateAtom)).toBe(true);
      expect(store.get(orderTrackingAtom).step, status).toBe(step);
    }
    api.fetchOrderState.mockResolvedValueOnce(orderState('DELIVERED'));
    expect(await store.set(pollOrderStateAtom)).toBe(false);
    expect(store.get(orderTrackingAtom).step).toBe(4);
    expect(store.get(lastOrderAtom)?.state).toMatchObject({ orderStatus: 'DELIVERED' });
  });

  it('FAILED ends on step 4 too', async () => {
    const store = await openedStore('COOKING');
    api.fetchOrderState.mockResolvedValueOnce(orderState('FAILED'));
    expect(await store.set(pollOrderStateAtom)).toBe(false);
    expect(store.get(orderTrackingAtom)).toMatchObject({ step: 4, state: { orderStatus: 'FAILED' } });
  });

  it('every 5 s while visible, and stops for good once delivered', async () => {
    const store = await openedStore('CONFIRMED');
    const page = visibility();
    api.fetchOrderState
      .mockResolvedValueOnce(orderState('COOKING'))
      .mockResolvedValueOnce(orderState('DISPATCHED'))
      .mockResolvedValueOnce(orderState('DELIVERED'));
    const stop = startOrderStatePolling(store, { visibility: page.source });

    await vi.advanceTimersByTimeAsync(ORDER_STATE_POLL_MS - 1);
    expect(api.fetchOrderState).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(store.get(orderTrackingAtom).step).toBe(2);
    await vi.advanceTimersByTimeAsync(2 * ORDER_STATE_POLL_MS);
    expect(store.get(orderTrackingAtom).step).toBe(4);
    await vi.advanceTimersByTimeAsync(10 * ORDER_STATE_POLL_MS);
    page.set('hidden');
    page.set('visible');
    await vi.advanceTimersByTimeAsync(ORDER_STATE_POLL_MS);
    expect(api.fetchOrderState).toHaveBeenCalledTimes(3);
    stop();
  });

  it('waits while the page is hidden and asks at once when it is shown again', async () => {
    const store = await openedStore('CONFIRMED');
    const page = visibility();
    api.fetchOrderState.mockResolvedValue(orderState('PREPARING'));
    const stop = startOrderStatePolling(store, { visibility: page.source });
    page.set('hidden');
    await vi.advanceTimersByTimeAsync(10 * ORDER_STATE_POLL_MS);
    expect(api.fetchOrderState).not.toHaveBeenCalled();
    page.set('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.fetchOrderState).toHaveBeenCalledTimes(1);
    stop();
    await vi.advanceTimersByTimeAsync(10 * ORDER_STATE_POLL_MS);
    expect(api.fetchOrderState).toHaveBeenCalledTimes(1);
  });

  it('offline keeps the last state, marked with when it was fetched, and tries again on the next tick', async () => {
    const store = await openedStore('COOKING');
    const page = visibility();
    api.fetchOrderState
      .mockRejectedValueOnce(new NetworkError('/v2/orders/orders/x/state', new TypeError('Failed to fetch')))
      .mockRejectedValueOnce(new NetworkError('/v2/orders/orders/x/state', new TypeError('Failed to fetch')))
      .mockResolvedValueOnce(orderState('DISPATCHED'));
    const stop = startOrderStatePolling(store, { visibility: page.source });

    await vi.advanceTimersByTimeAsync(ORDER_STATE_POLL_MS);
    expect(store.get(orderTrackingAtom)).toMatchObject({ offline: true, step: 2, updatedAt: NOW, state: { orderStatus: 'COOKING' } });
    expect(store.get(lastOrderAtom)?.stateUpdatedAt).toBe(NOW);
    await vi.advanceTimersByTimeAsync(ORDER_STATE_POLL_MS);
    expect(store.get(orderTrackingAtom).offline).toBe(true);
    await vi.advanceTimersByTimeAsync(ORDER_STATE_POLL_MS);
    expect(store.get(orderTrackingAtom)).toMatchObject({ offline: false, step: 3, updatedAt: NOW + 3 * ORDER_STATE_POLL_MS });
    expect(store.get(lastOrderAtom)).toMatchObject({ state: { orderStatus: 'DISPATCHED' }, stateUpdatedAt: NOW + 3 * ORDER_STATE_POLL_MS });
    stop();
  });
});
