import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basketAtom } from '../../src/atoms/basket';
import { checkoutFormAtom, orderAtom } from '../../src/atoms/checkout';
import { hutsAtom } from '../../src/atoms/huts';
import { orderErrorAtom } from '../../src/atoms/order-error';
import { providerReturnAtom } from '../../src/atoms/order-return';
import { providerNavigation } from '../../src/atoms/order-provider';
import { submitCheckoutAtom } from '../../src/atoms/order-submit';
import { sessionAtom } from '../../src/atoms/session';
import {
  applePaySessionStateAtom,
  googlePayAtom,
  googlePayAvailableAtom,
  openCheckoutWalletsAtom,
  setGooglePayAvailableAtom,
} from '../../src/atoms/wallets';
import { APPLE_PAY_COMPLETION_DELAY_MS, WALLET_PAYLOAD_RETRY_MS } from '../../src/domain/checkout/wallet-requests';
import { PLACED, PREAUTHORISED, storeWithOrder } from './order-fixtures';

// Issue 16 leftovers on the page (spec 2 §4, §5, §8): the Apple Pay session's completion after 500 ms
// and its cancel (13-G13), Google Pay's in-progress flag, quiet cancel and availability (13-G14), empty
// wallet payloads (13-G16) and the payment-method error modal (13-G10). The api modules are fakes.

const orders = vi.hoisted(() => ({ preauthoriseOrder: vi.fn(), placeOrder: vi.fn(), payerAuthCheck: vi.fn() }));
const wallets = vi.hoisted(() => ({ validateApplePayMerchant: vi.fn(), fetchStoreConfig: vi.fn() }));
vi.mock('../../src/api/orders', () => orders);
vi.mock('../../src/api/wallets', () => wallets);
vi.mock('../../src/api/order-status', () => ({ fetchOrderState: vi.fn(async () => null), fetchOrderSummary: vi.fn(async () => null) }));
vi.mock('../../src/api/menu', () => ({ fetchProducts: vi.fn(async () => []), fetchUpsell: vi.fn(async () => null) }));

const SHEET = { ...PREAUTHORISED, redirectUrl: '/sandbox/wallet/tx-1?token=t' };

function walletStore(type: string, hut: Record<string, unknown> = {}) {
  const store = storeWithOrder();
  store.set(hutsAtom, (huts) => ({
    ...huts,
    current: huts.current && {
      ...huts.current,
      supportedPayment: [{ type: 'card' }, { type: 'applePay' }, { type: 'googlePay' }, { type: 'paypal' }, { type: 'visaCheckout' }],
      applePayMerchantId: 'merchant.com.pizzahut.uk',
      googlePay: { gateway: 'worldpay', merchantId: 'BCR2DN4TUK7Q2M1A' },
      ...hut,
    },
  }));
  store.set(checkoutFormAtom, (form) => ({ ...form, paymentType: type }));
  // Localised by a typed postcode (the Google Pay shipping check applies).
  store.set(sessionAtom, (session) => ({ ...session, dispositionType: 'delivery', deliveryAddress: { postcode: 'NW1 8QP' } }));
  return store;
}

let assigned: string[];
beforeEach(() => {
  orders.preauthoriseOrder.mockReset();
  orders.placeOrder.mockReset();
  wallets.validateApplePayMerchant.mockReset().mockResolvedValue({ ok: true, answer: { merchantSessionIdentifier: 'S' } });
  wallets.fetchStoreConfig.mockReset();
  assigned = [];
  vi.spyOn(providerNavigation, 'assign').mockImplementation((url) => void assigned.push(url));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Apple Pay session completion (13-G13)', () => {
  it('the placed order completes the session as success 500 ms after the result, not before', async () => {
    const store = walletStore('applePay');
    store.set(orderAtom, (order) => ({ ...order, paymentType: 'applePay', state: 'ORDER_PREAUTHORIZED', transactionId: 'tx-1' }));
    orders.placeOrder.mockResolvedValue({ ok: true, answer: PLACED });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const returned = store.set(providerReturnAtom, { paymentStatus: 'success', transactionId: 'tx-1' });
    await vi.advanceTimersByTimeAsync(APPLE_PAY_COMPLETION_DELAY_MS - 1);
    expect(orders.placeOrder).toHaveBeenCalledTimes(1);
    expect(store.get(applePaySessionStateAtom)).not.toBe('completed-success');
    await vi.advanceTimersByTimeAsync(1);
    expect(await returned).toBe(true);
    expect(store.get(applePaySessionStateAtom)).toBe('completed-success');
  });

  it('a declined payment completes it as failure, after the delay, with the modal', async () => {
    const store = walletStore('applePay');
    store.set(orderAtom, (order) => ({ ...order, paymentType: 'applePay', state: 'ORDER_PREAUTHORIZED', transactionId: 'tx-1' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const returned = store.set(providerReturnAtom, { paymentStatus: 'decline', transactionId: 'tx-1' });
    await vi.advanceTimersByTimeAsync(APPLE_PAY_COMPLETION_DELAY_MS);
    expect(await returned).toBe(false);
    expect(store.get(applePaySessionStateAtom)).toBe('completed-failure');
    expect(store.get(orderErrorAtom)).toMatchObject({ kind: 'authorise-error', name: 'CARD_REFUSED' });
  });

  it('a cancel ends the session: no modal, basket and choice kept', async () => {
    const store = walletStore('applePay');
    store.set(orderAtom, (order) => ({ ...order, paymentType: 'applePay', state: 'ORDER_PREAUTHORIZED', transactionId: 'tx-1' }));
    const basket = store.get(basketAtom);
    expect(await store.set(providerReturnAtom, { paymentStatus: 'cancel', transactionId: 'tx-1' })).toBe(false);
    expect(store.get(applePaySessionStateAtom)).toBe('cancelled');
    expect(store.get(orderErrorAtom)).toBeNull();
    expect(store.get(basketAtom)).toBe(basket);
    expect(store.get(checkoutFormAtom).paymentType).toBe('applePay');
  });
});

describe('Google Pay in progress, cancel and availability (13-G14)', () => {
  it('the flag is set on place order requested and stays while the sheet is open', async () => {
    const store = walletStore('googlePay');
    orders.preauthoriseOrder.mockResolvedValue({ ok: true, answer: SHEET });
    expect(await store.set(submitCheckoutAtom)).toBe('redirected');
    expect(assigned).toEqual([SHEET.redirectUrl]);
    expect(store.get(googlePayAtom).inProgress).toBe(true);
  });

  it('a CANCELED sheet fails quietly: the flag cleared, no modal, the choice and basket kept', async () => {
    const store = walletStore('googlePay');
    orders.preauthoriseOrder.mockResolvedValue({ ok: true, answer: SHEET });
    await store.set(submitCheckoutAtom);
    const basket = store.get(basketAtom);
    expect(await store.set(providerReturnAtom, { paymentStatus: 'cancel', transactionId: 'tx-1' })).toBe(false);
    expect(store.get(googlePayAtom).inProgress).toBe(false);
    expect(store.get(orderErrorAtom)).toBeNull();
    expect(store.get(basketAtom)).toBe(basket);
    expect(store.get(checkoutFormAtom).paymentType).toBe('googlePay');
  });

  it('the flag is cleared on completed', async () => {
    const store = walletStore('googlePay');
    orders.preauthoriseOrder.mockResolvedValue({ ok: true, answer: SHEET });
    await store.set(submitCheckoutAtom);
    orders.placeOrder.mockResolvedValue({ ok: true, answer: PLACED });
    expect(await store.set(providerReturnAtom, { paymentStatus: 'success', transactionId: 'tx-1' })).toBe(true);
    expect(store.get(googlePayAtom).inProgress).toBe(false);
  });

  it('a refused preauthorise clears the flag (it used to stay set)', async () => {
    const store = walletStore('googlePay');
    orders.preauthoriseOrder.mockResolvedValue({ ok: false, kind: 'refused', status: 409, error: { error: 'HUT_CLOSED', message: 'closed' } });
    expect(await store.set(submitCheckoutAtom)).toBe('failed');
    expect(store.get(googlePayAtom).inProgress).toBe(false);
  });

  it('the sheet is told to skip the shipping-postcode check when localisation was by search, not after a typed postcode', async () => {
    const typed = walletStore('googlePay');
    orders.preauthoriseOrder.mockResolvedValue({ ok: true, answer: SHEET });
    await typed.set(submitCheckoutAtom);
    expect(assigned).toEqual([SHEET.redirectUrl]);
    const searched = walletStore('googlePay');
    searched.set(sessionAtom, (session) => ({ ...session, deliveryAddress: { address: '1 Rue de Rivoli, Paris' }, deliveryLocation: { placeId: 'p1', address: '1 Rue de Rivoli, Paris' } }));
    await searched.set(submitCheckoutAtom);
    expect(assigned[1]).toBe(`${SHEET.redirectUrl}&shippingCheck=skip`);
  });

  it('availability is cleared when localisation lands on another hut', () => {
    const store = walletStore('googlePay');
    expect(store.get(googlePayAvailableAtom)).toBeNull();
    store.set(setGooglePayAvailableAtom, true);
    expect(store.get(googlePayAvailableAtom)).toBe(true);
    store.set(hutsAtom, (huts) => ({ ...huts, current: huts.current && { ...huts.current, id: '1102' } }));
    expect(store.get(googlePayAvailableAtom)).toBeNull();
  });
});

describe('empty wallet payloads (13-G16)', () => {
  it('Visa Checkout with empty success data waits 1 s, then AuthoriseErrorModal; nothing placed, basket kept', async () => {
    const store = walletStore('visaCheckout');
    const basket = store.get(basketAtom);
    orders.preauthoriseOrder.mockResolvedValue({ ok: true, answer: { ...PREAUTHORISED, payerAuthReply: '' } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const submitted = store.set(submitCheckoutAtom);
    await vi.advanceTimersByTimeAsync(WALLET_PAYLOAD_RETRY_MS - 1);
    expect(store.get(orderErrorAtom)).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(await submitted).toBe('failed');
    expect(store.get(orderErrorAtom)).toMatchObject({ kind: 'authorise-error', name: 'Generic', message: 'missing visaCheckout state' });
    expect(orders.placeOrder).not.toHaveBeenCalled();
    expect(store.get(basketAtom)).toBe(basket);
  });

  it.each([
    ['applePay', 'missing applePay state'],
    ['paypal', 'missing paypal state'],
    ['googlePay', 'missing googlePay state'],
  ])('%s whose sheet cannot open: the payment-method error modal, never a direct place', async (type, message) => {
    const store = walletStore(type);
    orders.preauthoriseOrder.mockResolvedValue({ ok: true, answer: PREAUTHORISED });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const submitted = store.set(submitCheckoutAtom);
    await vi.advanceTimersByTimeAsync(WALLET_PAYLOAD_RETRY_MS);
    expect(await submitted).toBe('failed');
    expect(store.get(orderErrorAtom)).toMatchObject({ kind: 'payment-method-selector', name: 'Generic', message, transactionId: 'tx-1' });
    // 13-G18: a wallet's hold is worded for its account, never "your card".
    expect(store.get(orderErrorAtom)?.family).not.toBe('card');
    expect(orders.placeOrder).not.toHaveBeenCalled();
    expect(assigned).toEqual([]);
  });
});

describe('the store config at checkout open (13-G15; 13-G10 pick)', () => {
  it('a config that cannot be read for a hut lacking its wallet settings raises no modal (a cash customer is not sent to a reload)', async () => {
    const store = walletStore('cash', { applePayMerchantId: null });
    wallets.fetchStoreConfig.mockResolvedValue(null);
    expect(await store.set(openCheckoutWalletsAtom)).toBe(true);
    expect(store.get(orderErrorAtom)).toBeNull();
  });

  it('is read when the hut lacks a wallet setting, and not when the hut needs none', async () => {
    const lacking = walletStore('cash', { applePayMerchantId: null });
    wallets.fetchStoreConfig.mockResolvedValue({ applePayMerchantId: 'merchant.com.pizzahut.uk', googlePay: null, supportedPayment: [], cashMaximum: null, test: false });
    expect(await lacking.set(openCheckoutWalletsAtom)).toBe(false);
    expect(lacking.get(orderErrorAtom)).toBeNull();
    const complete = walletStore('cash');
    expect(await complete.set(openCheckoutWalletsAtom)).toBe(false);
    expect(wallets.fetchStoreConfig).toHaveBeenCalledTimes(1);
    expect(complete.get(orderErrorAtom)).toBeNull();
  });
});
