import { atom, type Getter, type Setter } from 'jotai';
import type { OrderState, OrderSummary } from '../api/contract/orders';
import { log } from '../log/logger';
import { advanceTrackerStep, isFinalStatus, trackerStepFor, type TrackerStep } from '../domain/checkout/tracking';
import { currentHutAtom } from './huts';
import { lastOrderAtom } from './last-order';
import type { AppStore } from './store';

/**
 * The order summary page's tracking (spec 2 §4 Order tracking, §7): the summary and the polled
 * state of one order, and the tracker step shown. The last order keeps the latest answers in Dexie,
 * so the page opens offline from them, marked 'last updated at' (issue 7). The API module (zod)
 * loads on first use.
 */

/** How often the state is asked for while the page is visible (ours: the spec gives no period). */
export const ORDER_STATE_POLL_MS = 5000;

export interface OrderTracking {
  transactionId: string | null;
  /**
   * loading: nothing to show yet; ready: a summary is shown, or (summary null) the tracking state
   * alone; error: nothing from the network and nothing saved.
   */
  status: 'idle' | 'loading' | 'ready' | 'error';
  summary: OrderSummary | null;
  state: OrderState | null;
  /** The step shown: it never goes back, even if a late answer carries an older status (spec 2 §4). */
  step: TrackerStep;
  /** Epoch ms the state shown was fetched. */
  updatedAt: number | null;
  /** The last call failed (offline): what is shown is the saved or last answer, 'last updated at'. */
  offline: boolean;
}

/** Nothing tracked: the start, and what a kiosk wipe returns to. */
export const ORDER_TRACKING_IDLE: OrderTracking = { transactionId: null, status: 'idle', summary: null, state: null, step: 0, updatedAt: null, offline: false };

export const orderTrackingAtom = atom<OrderTracking>(ORDER_TRACKING_IDLE);

/** True once the order is delivered or failed: tracking stops (spec 2 §4). */
export const orderTrackingFinalAtom = atom((get) => {
  const { state } = get(orderTrackingAtom);
  return state !== null && isFinalStatus(state.orderStatus);
});

/**
 * The time zone the order's times are shown in: its hut's, when that is the localised hut (the
 * summary carries no zone); otherwise the device's (undefined).
 */
export const orderTimeZoneAtom = atom((get) => {
  const hut = get(currentHutAtom);
  const orderHutId = get(orderTrackingAtom).summary?.hut.id ?? get(lastOrderAtom)?.hut.hutId;
  return hut && hut.id === orderHutId ? hut.timeZone : undefined;
});

function withState(tracking: OrderTracking, state: OrderState, at: number): OrderTracking {
  return {
    ...tracking,
    state,
    step: advanceTrackerStep(tracking.step, trackerStepFor(state.orderStatus)),
    updatedAt: at,
    offline: false,
  };
}

/** Keeps the answers in the last order record, when this order is the last order. */
function saveToLastOrder(get: Getter, set: Setter, transactionId: string, update: { summary?: OrderSummary; state: OrderState; at: number }) {
  if (get(lastOrderAtom)?.transactionId !== transactionId) return;
  set(lastOrderAtom, (last) =>
    last && last.transactionId === transactionId
      ? { ...last, ...(update.summary ? { summary: update.summary } : {}), state: update.state, stateUpdatedAt: update.at }
      : last,
  );
}

/**
 * Opens an order: the one in the address, else the last order. What an earlier visit saved shows at
 * once; then the summary is fetched (3 tries, spec 2 §7) with the order token the place answer gave
 * (issue 12). Without it, the saved summary stays up, marked offline. With no summary to show (no
 * token: an order placed elsewhere, or seen placed only through a 410; or the call failed) the
 * tracking state alone is shown, which needs no token; with nothing at all, the error and a retry.
 */
export const openOrderTrackingAtom = atom(null, async (get, set, requested: string | null): Promise<void> => {
  const lastOrder = get(lastOrderAtom);
  const transactionId = requested || lastOrder?.transactionId || null;
  if (!transactionId) {
    set(orderTrackingAtom, { ...ORDER_TRACKING_IDLE, status: 'error' });
    return;
  }
  const current = get(orderTrackingAtom);
  set(orderTrackingAtom, current.transactionId === transactionId && current.summary ? current : { ...ORDER_TRACKING_IDLE, transactionId, status: 'loading' });

  const api = await import('../api/order-status');
  const saved = lastOrder?.transactionId === transactionId ? lastOrder : null;
  if (saved && get(orderTrackingAtom).summary === null) {
    const summary = api.savedOrderSummary(saved.summary);
    const state = api.savedOrderState(saved.state) ?? summary?.state ?? null;
    if (summary) {
      const shown = { ...get(orderTrackingAtom), status: 'ready' as const, summary };
      set(orderTrackingAtom, state ? withState(shown, state, saved.stateUpdatedAt ?? summary.placedAt) : shown);
    } else if (state) {
      set(orderTrackingAtom, withState({ ...get(orderTrackingAtom), status: 'ready' }, state, saved.stateUpdatedAt ?? state.orderTimeUTC));
    }
  }

  const token = saved?.orderToken ?? null;
  const summary = token ? await api.fetchOrderSummary(transactionId, token) : null;
  if (get(orderTrackingAtom).transactionId !== transactionId) return; // another order was opened meanwhile
  if (summary) {
    const at = Date.now();
    set(orderTrackingAtom, (tracking) => withState({ ...tracking, status: 'ready', summary }, summary.state, at));
    saveToLastOrder(get, set, transactionId, { summary, state: summary.state, at });
    return;
  }
  if (token && get(orderTrackingAtom).summary) {
    // The summary call failed (offline): the saved one stays up, 'last updated at'.
    set(orderTrackingAtom, (tracking) => ({ ...tracking, status: 'ready', offline: true }));
    return;
  }
  try {
    const state = await api.fetchOrderState(transactionId);
    if (get(orderTrackingAtom).transactionId !== transactionId) return;
    const at = Date.now();
    set(orderTrackingAtom, (tracking) => withState({ ...tracking, status: 'ready' }, state, at));
    saveToLastOrder(get, set, transactionId, { state, at });
  } catch (error) {
    log.warn('Order state fetch failed', { transactionId, error });
    if (get(orderTrackingAtom).transactionId !== transactionId) return;
    set(orderTrackingAtom, (tracking) => ({ ...tracking, status: tracking.summary || tracking.state ? 'ready' : 'error', offline: true }));
  }
});

/**
 * One poll of the state. A failure (offline) keeps what is shown, marked 'last updated at', and the
 * next tick tries again; only the first failure of a spell is logged. Resolves whether to go on.
 */
export const pollOrderStateAtom = atom(null, async (get, set): Promise<boolean> => {
  const { transactionId, state, offline } = get(orderTrackingAtom);
  if (!transactionId || (state && isFinalStatus(state.orderStatus))) return false;
  const { fetchOrderState } = await import('../api/order-status');
  try {
    const next = await fetchOrderState(transactionId);
    if (get(orderTrackingAtom).transactionId !== transactionId) return false;
    const at = Date.now();
    set(orderTrackingAtom, (tracking) => withState(tracking, next, at));
    saveToLastOrder(get, set, transactionId, { state: next, at });
    return !isFinalStatus(next.orderStatus);
  } catch (error) {
    if (!offline) log.warn('Order state fetch failed', { transactionId, error });
    if (get(orderTrackingAtom).transactionId === transactionId) set(orderTrackingAtom, (tracking) => ({ ...tracking, offline: true }));
    return true;
  }
});

type VisibilitySource = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

/**
 * Polls the state every `intervalMs` while the page is visible, until the order is final or the
 * returned stop is called. Hidden, it waits; visible again, it asks at once.
 */
export function startOrderStatePolling(
  store: AppStore,
  options: { intervalMs?: number; visibility?: VisibilitySource } = {},
): () => void {
  const intervalMs = options.intervalMs ?? ORDER_STATE_POLL_MS;
  const visibility = options.visibility ?? document;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;
  let done = false;

  const visible = () => visibility.visibilityState === 'visible';
  const schedule = () => {
    clearTimeout(timer);
    timer = !done && visible() ? setTimeout(() => void tick(), intervalMs) : undefined;
  };
  const tick = async () => {
    if (done || inFlight || !visible()) return;
    inFlight = true;
    try {
      if (!(await store.set(pollOrderStateAtom))) done = true;
    } finally {
      inFlight = false;
    }
    schedule();
  };
  const onVisibility = () => {
    if (visible()) void tick();
    else clearTimeout(timer);
  };

  visibility.addEventListener('visibilitychange', onVisibility);
  schedule();
  return () => {
    done = true;
    clearTimeout(timer);
    visibility.removeEventListener('visibilitychange', onVisibility);
  };
}
