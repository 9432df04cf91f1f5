import { beforeEach, describe, expect, it, vi } from 'vitest';
import { basketAtom } from '../../src/atoms/basket';
import { checkoutFormAtom, orderAtom } from '../../src/atoms/checkout';
import { hutsAtom } from '../../src/atoms/huts';
import { applePaySessionStateAtom, googlePayAtom, loadStoreConfigAtom } from '../../src/atoms/wallets';
import { orderErrorAtom } from '../../src/atoms/order-error';
import { submitCheckoutAtom } from '../../src/atoms/order-submit';
import { PREAUTHORISED, storeWithOrder } from './order-fixtures';

// Apple Pay at the pay click (spec 2 §4; 13-G13) and the store config (13-G15), with the api modules
// replaced by fakes (tests/server/apple-pay-merchant.test.ts covers the server's side).

const orders = vi.hoisted(() => ({ preauthoriseOrder: vi.fn(), placeOrder: vi.fn() }));
const wallets = vi.hoisted(() => ({ validateApplePayMerchant: vi.fn(), fetchStoreConfig: vi.fn() }));
vi.mock('../../src/api/orders', () => orders);
vi.mock('../../src/api/wallets', () => wallets);
vi.mock('../../src/api/order-status', () => ({ fetchOrderState: vi.fn(async () => null), fetchOrderSummary: vi.fn(async () => null) }));
vi.mock('../../src/api/menu', () => ({ fetchProducts: vi.fn(async () => []), fetchUpsell: vi.fn(async () => null) }));

const SESSION = { merchantSessionIdentifier: 'SSH1' };

function applePayStore(hutMerchantId: string | null) {
  const store = storeWithOrder();
  store.set(hutsAtom, (huts) => ({
    ...huts,
    current: huts.current && { ...huts.current, supportedPayment: [{ type: 'card' }, { type: 'applePay' }], applePayMerchantId: hutMerchantId },
  }));
  store.set(checkoutFormAtom, (form) => ({ ...form, paymentType: 'applePay' }));
  return store;
}

beforeEach(() => {
  orders.preauthoriseOrder.mockReset();
  orders.placeOrder.mockReset();
  wallets.validateApplePayMerchant.mockReset();
  wallets.fetchStoreConfig.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('Apple Pay merchant validation at the pay click (13-G13)', () => {
  it('validates the hut merchant with the brand and hut name, then preauthorises', async () => {
    const store = applePayStore('merchant.com.pizzahut.uk');
    wallets.validateApplePayMerchant.mockResolvedValue({ ok: true, answer: SESSION });
    orders.preauthoriseOrder.mockResolvedValue({ ok: false, kind: 'unreachable', cause: new Error('stop here') });
    await store.set(submitCheckoutAtom);
    const [body] = wallets.validateApplePayMerchant.mock.calls[0] as [{ displayName: string; merchantIdentifier: string; validationUrl: string }];
    expect(body.merchantIdentifier).toBe('merchant.com.pizzahut.uk');
    expect(body.displayName).toMatch(/^Pizza Hut /);
    expect(new URL(body.validationUrl).hostname).toBe('apple-pay-gateway-cert.apple.com');
    expect(store.get(applePaySessionStateAtom)).toBe('merchant-validated');
    expect(orders.preauthoriseOrder).toHaveBeenCalledTimes(1);
  });

  it('aborts on a validation failure: APPLE_PAY_FAILURE, no order made, basket and form intact', async () => {
    const store = applePayStore('merchant.com.pizzahut.uk');
    const basket = store.get(basketAtom);
    const form = store.get(checkoutFormAtom);
    wallets.validateApplePayMerchant.mockResolvedValue({ ok: false, kind: 'refused', status: 422, error: { error: 'APPLE_PAY_FAILURE', message: 'no' } });
    expect(await store.set(submitCheckoutAtom)).toBe('failed');
    expect(store.get(orderErrorAtom)).toMatchObject({ kind: 'pre-authorise-error', name: 'APPLE_PAY_FAILURE' });
    expect(store.get(applePaySessionStateAtom)).toBe('aborted');
    expect(orders.preauthoriseOrder).not.toHaveBeenCalled();
    expect(store.get(basketAtom)).toEqual(basket);
    expect(store.get(checkoutFormAtom)).toEqual(form);
    expect(store.get(orderAtom).state).not.toBe('failed');
  });

  it('aborts when neither the hut nor its store config names a merchant', async () => {
    const store = applePayStore(null);
    wallets.fetchStoreConfig.mockResolvedValue({ applePayMerchantId: null, googlePay: null, supportedPayment: [], cashMaximum: null, test: false });
    expect(await store.set(submitCheckoutAtom)).toBe('failed');
    expect(store.get(orderErrorAtom)?.name).toBe('APPLE_PAY_FAILURE');
    expect(wallets.validateApplePayMerchant).not.toHaveBeenCalled();
  });

  it("takes the store config's merchant when the hut record lacks it (13-G15)", async () => {
    const store = applePayStore(null);
    wallets.fetchStoreConfig.mockResolvedValue({ applePayMerchantId: 'merchant.com.pizzahut.uk', googlePay: null, supportedPayment: [], cashMaximum: null, test: false });
    wallets.validateApplePayMerchant.mockResolvedValue({ ok: true, answer: SESSION });
    orders.preauthoriseOrder.mockResolvedValue({ ok: true, answer: { ...PREAUTHORISED, redirectUrl: null } });
    orders.placeOrder.mockResolvedValue({ ok: false, kind: 'unreachable', cause: new Error('stop') });
    await store.set(submitCheckoutAtom);
    expect((wallets.validateApplePayMerchant.mock.calls[0] as [{ merchantIdentifier: string }])[0].merchantIdentifier).toBe('merchant.com.pizzahut.uk');
  });
});

describe('store config when checkout opens (13-G15)', () => {
  it('is not asked when the hut record has its wallet settings', async () => {
    const store = applePayStore('merchant.com.pizzahut.uk');
    expect(await store.set(loadStoreConfigAtom)).toBeNull();
    expect(wallets.fetchStoreConfig).not.toHaveBeenCalled();
  });

  it('is asked once per hut when a wallet setting is missing', async () => {
    const store = applePayStore(null);
    const config = { applePayMerchantId: 'merchant.com.pizzahut.uk', googlePay: null, supportedPayment: [], cashMaximum: null, test: false };
    wallets.fetchStoreConfig.mockResolvedValue(config);
    expect(await store.set(loadStoreConfigAtom)).toEqual(config);
    expect(await store.set(loadStoreConfigAtom)).toEqual(config);
    expect(wallets.fetchStoreConfig).toHaveBeenCalledTimes(1);
    expect(wallets.fetchStoreConfig).toHaveBeenCalledWith(expect.objectContaining({ id: '1101', sector: 'uk-1' }));
  });
});

function googlePayStore(googlePay: { gateway: string; merchantId: string } | null, test = false) {
  const store = storeWithOrder();
  store.set(hutsAtom, (huts) => ({
    ...huts,
    current: huts.current && { ...huts.current, supportedPayment: [{ type: 'card' }, { type: 'googlePay' }], googlePay, test },
  }));
  store.set(checkoutFormAtom, (form) => ({ ...form, paymentType: 'googlePay' }));
  return store;
}

describe('Google Pay at the pay click (13-G14, 13-G21)', () => {
  it('builds the production request in the market currency with the hut merchant, then preauthorises', async () => {
    const store = googlePayStore({ gateway: 'worldpay', merchantId: 'BCR2DN4TUK7Q2M1A' });
    orders.preauthoriseOrder.mockResolvedValue({ ok: false, kind: 'unreachable', cause: new Error('stop here') });
    await store.set(submitCheckoutAtom);
    const { request } = store.get(googlePayAtom);
    expect(request?.environment).toBe('PRODUCTION');
    expect(request?.request.transactionInfo).toMatchObject({ countryCode: 'GB', currencyCode: 'GBP', totalPriceStatus: 'FINAL' });
    expect(request?.request.merchantInfo.merchantId).toBe('BCR2DN4TUK7Q2M1A');
    expect(orders.preauthoriseOrder).toHaveBeenCalledTimes(1);
  });

  it("a production hut without a merchant id anywhere: PreAuthErrorModal's Generic error, no order", async () => {
    const store = googlePayStore(null);
    wallets.fetchStoreConfig.mockResolvedValue(null);
    expect(await store.set(submitCheckoutAtom)).toBe('failed');
    expect(store.get(orderErrorAtom)).toMatchObject({ kind: 'pre-authorise-error', name: 'Generic', message: 'google merchant id missing in production' });
    expect(store.get(googlePayAtom).inProgress).toBe(false);
    expect(orders.preauthoriseOrder).not.toHaveBeenCalled();
  });

  it('a test hut talks to TEST without a merchant id', async () => {
    const store = googlePayStore(null, true);
    wallets.fetchStoreConfig.mockResolvedValue(null);
    orders.preauthoriseOrder.mockResolvedValue({ ok: false, kind: 'unreachable', cause: new Error('stop here') });
    await store.set(submitCheckoutAtom);
    expect(store.get(googlePayAtom).request?.environment).toBe('TEST');
    expect(orders.preauthoriseOrder).toHaveBeenCalledTimes(1);
  });
});
