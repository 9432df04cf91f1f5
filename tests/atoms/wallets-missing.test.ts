import { describe, expect, it, vi } from 'vitest';
import { checkoutFormAtom } from '../../src/atoms/checkout';
import { hutsAtom } from '../../src/atoms/huts';
import { orderErrorAtom } from '../../src/atoms/order-error';
import { submitCheckoutAtom } from '../../src/atoms/order-submit';
import { WALLET_CLIENT_MISSING } from '../../src/domain/checkout/wallet-contact';
import { storeWithOrder } from './order-fixtures';

// 13-G16, 13-G10: the wallet's page module cannot load ("the client wrapper not instantiated", S2 §8):
// the payment-method error modal, never a blank screen, and nothing is ordered.

const orders = vi.hoisted(() => ({ preauthoriseOrder: vi.fn(), placeOrder: vi.fn() }));
vi.mock('../../src/api/orders', () => orders);
vi.mock('../../src/atoms/wallets', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('../../src/api/order-status', () => ({ fetchOrderState: vi.fn(async () => null), fetchOrderSummary: vi.fn(async () => null) }));
vi.mock('../../src/api/menu', () => ({ fetchProducts: vi.fn(async () => []), fetchUpsell: vi.fn(async () => null) }));

describe('the wallet client wrapper not instantiated', () => {
  it.each(['applePay', 'googlePay'])('%s: the payment-method error modal, no preauthorise', async (type) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = storeWithOrder();
    store.set(hutsAtom, (huts) => ({ ...huts, current: huts.current && { ...huts.current, supportedPayment: [{ type: 'applePay' }, { type: 'googlePay' }] } }));
    store.set(checkoutFormAtom, (form) => ({ ...form, paymentType: type }));
    expect(await store.set(submitCheckoutAtom)).toBe('failed');
    expect(store.get(orderErrorAtom)).toMatchObject({ kind: 'payment-method-selector', name: 'Generic', message: WALLET_CLIENT_MISSING });
    expect(orders.preauthoriseOrder).not.toHaveBeenCalled();
  });
});
