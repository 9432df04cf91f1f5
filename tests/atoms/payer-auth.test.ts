import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basketAtom } from '../../src/atoms/basket';
import { checkoutFormAtom, orderAtom } from '../../src/atoms/checkout';
import { orderErrorAtom } from '../../src/atoms/order-error';
import { providerReturnAtom } from '../../src/atoms/order-return';
import { cardAuthAtom, payerAuthFrameAtom, payerAuthSubmittingAtom, runPayerAuthentication, stopPayerAuthAtom } from '../../src/atoms/payer-auth';
import { storeWithOrder } from './order-fixtures';

// Issue 16 (13-G11, 13-G12, 13-G10): the page's payer-authentication flow and the payment-method
// modal, with the api replaced by fakes that answer like the server (tests/server/payer-auth.test.ts).

const api = vi.hoisted(() => ({ preauthoriseOrder: vi.fn(), placeOrder: vi.fn(), payerAuthCheck: vi.fn() }));
vi.mock('../../src/api/orders', () => api);
vi.mock('../../src/api/order-status', () => ({ fetchOrderState: vi.fn(async () => null), fetchOrderSummary: vi.fn(async () => null) }));
vi.mock('../../src/api/menu', () => ({ fetchProducts: vi.fn(async () => []), fetchUpsell: vi.fn(async () => null) }));

const ANSWER = {
  state: 'ORDER_PREAUTHORIZED',
  transactionId: 'tx-1',
  orderId: 'ORD-1',
  customerOrderReference: 'UK-1105-AB12C',
  totalPrice: 20.48,
  payerAuthReply: 'reply-token',
  visaCheckoutApiKey: 'visa-key',
} as const;

beforeEach(() => {
  // Only the flow's time-outs are faked: the awaits in between (a lazy import, the check) run for real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  api.payerAuthCheck.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

/** A store with an order preauthorised for tx-1, and the flow started on it. */
function started() {
  const store = storeWithOrder();
  store.set(orderAtom, (order) => ({ ...order, clientOrderId: 'c0ffee00-0000-4000-8000-000000000000', state: 'ORDER_PREAUTHORIZED', transactionId: 'tx-1' }));
  const result = runPayerAuthentication(store.get, store.set, ANSWER, 'visaCheckout');
  return { store, result };
}

const frame = (store: ReturnType<typeof storeWithOrder>) => store.get(payerAuthFrameAtom);

/** Lets the flow run (real macrotasks, the fake clock still) until it shows the `kind` frame. */
async function untilFrame(store: ReturnType<typeof storeWithOrder>, kind: 'device-data' | 'step-up') {
  for (let turn = 0; turn < 500 && frame(store)?.kind !== kind; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  expect(frame(store)?.kind).toBe(kind);
  return frame(store)!;
}

describe('payer authentication on the page', () => {
  it('device data, check, step-up completed: authenticated; waiting-on-gateway and submitting cleared', async () => {
    api.payerAuthCheck.mockResolvedValue({ ok: true, answer: { isStepUpRequired: true } });
    const { store, result } = started();
    expect(store.get(payerAuthSubmittingAtom)).toBe(true);
    expect(store.get(cardAuthAtom).deviceDataCollection).toBe('running');
    const collect = await untilFrame(store, 'device-data');
    expect(collect.url).toBe('/sandbox/payer-auth/tx-1/device-data?token=reply-token');
    collect.settle('profile.completed');
    const stepUp = await untilFrame(store, 'step-up');
    expect(api.payerAuthCheck).toHaveBeenCalledWith(
      expect.objectContaining({ transactionId: 'tx-1', paymentType: 'visaCheckout', visaCheckoutApiKey: 'visa-key', payerAuthReply: 'reply-token' }),
    );
    expect(store.get(cardAuthAtom)).toEqual({ deviceDataCollection: 'finished', stepUp: 'running', waitingOnGateway: false });
    stepUp.settle('completed');
    expect(await result).toBe(true);
    expect(store.get(cardAuthAtom).stepUp).toBe('finished');
    expect(store.get(payerAuthSubmittingAtom)).toBe(false);
    expect(store.get(orderErrorAtom)).toBeNull();
  });

  it('the step-up left for 20 s fails with the authorisation modal, basket and form kept', async () => {
    api.payerAuthCheck.mockResolvedValue({ ok: true, answer: { isStepUpRequired: true } });
    const { store, result } = started();
    const basket = store.get(basketAtom);
    const form = store.get(checkoutFormAtom);
    (await untilFrame(store, 'device-data')).settle('profile.completed');
    await untilFrame(store, 'step-up');
    await vi.advanceTimersByTimeAsync(19_999);
    expect(frame(store)?.kind).toBe('step-up');
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe(false);
    expect(store.get(cardAuthAtom).stepUp).toBe('timed-out');
    expect(store.get(orderErrorAtom)).toMatchObject({ kind: 'authorise-error', name: 'PAYER_AUTH_FAILED', transactionId: 'tx-1', message: 'step-up-timeout' });
    expect(store.get(basketAtom)).toBe(basket);
    expect(store.get(checkoutFormAtom)).toBe(form);
    expect(store.get(orderAtom)).toMatchObject({ state: 'failed', clientOrderId: null });
    expect(store.get(payerAuthSubmittingAtom)).toBe(false);
    expect(frame(store)).toBeNull();
  });

  it('device data never loading times out after 10 s (collection time-out)', async () => {
    const { store, result } = started();
    await untilFrame(store, 'device-data');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toBe(false);
    expect(store.get(cardAuthAtom).deviceDataCollection).toBe('timed-out');
    expect(store.get(orderErrorAtom)?.message).toBe('collection-timeout');
    expect(api.payerAuthCheck).not.toHaveBeenCalled();
  });

  it('closing the challenge is stopped by user; a refused check is an error', async () => {
    api.payerAuthCheck.mockResolvedValue({ ok: true, answer: { isStepUpRequired: true } });
    const first = started();
    (await untilFrame(first.store, 'device-data')).settle('profile.completed');
    await untilFrame(first.store, 'step-up');
    first.store.set(stopPayerAuthAtom);
    expect(await first.result).toBe(false);
    expect(first.store.get(cardAuthAtom).stepUp).toBe('stopped');
    expect(first.store.get(orderErrorAtom)?.message).toBe('stopped');

    api.payerAuthCheck.mockResolvedValue({ ok: false, kind: 'refused', status: 409, error: { error: 'PAYMENT_NOT_COMPLETED', message: 'x' } });
    const second = started();
    (await untilFrame(second.store, 'device-data')).settle('profile.completed');
    expect(await second.result).toBe(false);
    expect(second.store.get(orderErrorAtom)).toMatchObject({ name: 'PAYER_AUTH_FAILED', message: 'error' });
  });

  it('a frictionless payer (no step-up) is authenticated straight after the check', async () => {
    api.payerAuthCheck.mockResolvedValue({ ok: true, answer: { isStepUpRequired: false } });
    const { store, result } = started();
    (await untilFrame(store, 'device-data')).settle('profile.completed');
    expect(await result).toBe(true);
    expect(store.get(cardAuthAtom).stepUp).toBe('idle');
  });
});

describe('the payment-method error modal (13-G10)', () => {
  it('a provider returning paymentStatus=exception raises it, naming the order', async () => {
    vi.useRealTimers();
    const store = storeWithOrder();
    store.set(orderAtom, (order) => ({ ...order, state: 'ORDER_PREAUTHORIZED', transactionId: 'tx-9', customerOrderReference: 'UK-1-X' }));
    expect(await store.set(providerReturnAtom, { paymentStatus: 'exception', transactionId: 'tx-9' })).toBe(false);
    expect(store.get(orderErrorAtom)).toMatchObject({ kind: 'payment-method-selector', name: 'Generic', transactionId: 'tx-9', customerOrderReference: 'UK-1-X' });
  });
});
