import { beforeEach, describe, expect, it, vi } from 'vitest';
import { basketAtom } from '../../src/atoms/basket';
import { checkoutFormAtom, orderAtom, utmAtom } from '../../src/atoms/checkout';
import { dealbotAtom } from '../../src/atoms/dealbot';
import { utmFromSearch } from '../../src/domain/analytics/utm';
import { lastOrderAtom } from '../../src/atoms/last-order';
import { navigationRequestAtom } from '../../src/atoms/navigation-request';
import { orderErrorAtom } from '../../src/atoms/order-error';
import { providerNavigation } from '../../src/atoms/order-provider';
import { submitCheckoutAtom } from '../../src/atoms/order-submit';
import { PLACED, PREAUTHORISED, storeWithOrder } from './order-fixtures';

// The pay click (spec 2 §4): preauthorise → provider or direct place → order summary, with the
// api modules replaced by fakes that answer like the server (server tests cover the server).

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
    // A customer's own device sends no kiosk credential (issue 12), only the web channel (10-G28).
    expect(api.placeOrder).toHaveBeenCalledWith({ transactionId: 'tx-1' }, undefined, { 'x-channel': 'ph-website' });

    expect(store.get(lastOrderAtom)).toMatchObject({ transactionId: 'tx-1', customerOrderReference: 'UK-1101-AB12C', promisedDeliveryTime: PLACED.promisedTime });
    expect(Object.keys(store.get(basketAtom).items)).toHaveLength(0);
    expect(store.get(orderAtom)).toMatchObject({ state: 'ORDER_PROCESSED', checkoutStep: 3, transactionIdSuccess: 'tx-1', history: { 'tx-1': 'processed' } });
    expect(store.get(navigationRequestAtom)?.to).toBe('/order/ordersummary/?transactionId=tx-1');
    // Contact details stay for the next order; the address of this one does not.
    expect(store.get(checkoutFormAtom)).toMatchObject({ name: 'Ann Example', addressLine1: '', paymentType: null });
  });

  it('06-G13/06-G14: sends the utm values captured on entry and the dealbot switch with the order; none when there were none', async () => {
    const store = storeWithOrder();
    api.preauthoriseOrder.mockResolvedValue({ ok: true, answer: PREAUTHORISED });
    api.placeOrder.mockResolvedValue({ ok: true, answer: PLACED });
    expect(await store.set(submitCheckoutAtom)).toBe('placed');
    const plain = (api.preauthoriseOrder.mock.calls[0] as [Record<string, unknown>])[0];
    expect(plain).not.toHaveProperty('utm');
    expect(plain.isDealbotEnabled).toBe(false);

    const tagged = storeWithOrder();
    tagged.set(utmAtom, utmFromSearch('?utm_source=legacy&utm_medium=redirect&utm_campaign=302+redirect+from+Delivery'));
    tagged.set(dealbotAtom, (dealbot) => ({ ...dealbot, on: true }));
    expect(await tagged.set(submitCheckoutAtom)).toBe('placed');
    const sent = (api.preauthoriseOrder.mock.calls[1] as [Record<string, unknown>])[0];
    expect(sent.utm).toEqual({ source: 'legacy', medium: 'redirect', campaign: '302 redirect from Delivery' });
    expect(sent.isDealbotEnabled).toBe(true);
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
