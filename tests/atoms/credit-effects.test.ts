import { beforeEach, describe, expect, it, vi } from 'vitest';
import { basketAtom } from '../../src/atoms/basket';
import { creditsAtom, orderAtom } from '../../src/atoms/checkout';
import { clearAllCreditsAtom, resetCreditsAtom, startCreditEffects } from '../../src/atoms/credit-effects';
import { checkGiftCardAtom } from '../../src/atoms/gift-card';
import { hutsAtom } from '../../src/atoms/huts';
import { validateVoucherAtom } from '../../src/atoms/voucher';
import { CAMDEN, localisedStore } from './basket-fixtures';
import { DISCOUNT } from './voucher-fixtures';

// The credit resets (spec 2 §4 "Reset on basket reset, hut reset"; checklist 06-G27, 06-G32).

vi.mock('../../src/api/menu', () => ({ WEBSITE_CHANNEL: 'web', fetchProducts: vi.fn(async () => []), fetchUpsell: vi.fn(async () => null) }));
vi.mock('../../src/api/vouchers', () => ({ validateVoucher: vi.fn(), checkGiftCard: vi.fn() }));

const api = vi.mocked(await import('../../src/api/vouchers'));

beforeEach(() => {
  api.validateVoucher.mockReset();
  api.checkGiftCard.mockReset();
});

describe('resets (spec 2 §4, 06-G27, 06-G32)', () => {
  async function withBoth() {
    const store = localisedStore();
    store.set(basketAtom, (basket) => ({ ...basket, items: { a: { id: 'a', dealId: 'ND', item: { type: 'side', properties: { id: 'garlic-bread' } } } } }));
    api.validateVoucher.mockResolvedValue({ ok: true, voucher: DISCOUNT });
    api.checkGiftCard.mockResolvedValue({ giftCardBalance: 25, expiryDate: '2026-12-31' });
    await store.set(validateVoucherAtom, 'WEB20');
    await store.set(checkGiftCardAtom, { number: '600000000001', pin: '1234' });
    return store;
  }

  it('order-processing failure drops the gift card and keeps the voucher', async () => {
    const store = await withBoth();
    store.set(resetCreditsAtom);
    expect(store.get(creditsAtom).giftCard).toBeNull();
    expect(store.get(creditsAtom).voucher?.id).toBe('WEB20');
    expect(store.get(basketAtom).discount?.id).toBe('web-only-20-off');
  });

  it('06-G27: the order-failure path itself (a refused place or provider return) drops the gift card, expires the transaction, keeps the basket', async () => {
    const store = await withBoth();
    const { failOrderAtom } = await import('../../src/atoms/order-fail');
    store.set(orderAtom, (order) => ({ ...order, state: 'ORDER_PREAUTHORIZED', transactionId: 'TX-1', clientOrderId: 'C-1' }));
    const basket = store.get(basketAtom);
    store.set(failOrderAtom);
    expect(store.get(creditsAtom).giftCard).toBeNull();
    expect(store.get(creditsAtom).voucher?.id).toBe('WEB20');
    expect(store.get(orderAtom)).toMatchObject({ state: 'failed', clientOrderId: null, expiredTransactionIds: ['TX-1'] });
    expect(store.get(basketAtom)).toEqual(basket);
  });

  it('emptying the basket resets the credits', async () => {
    const store = await withBoth();
    const stop = startCreditEffects(store);
    store.set(basketAtom, (basket) => ({ ...basket, items: {} }));
    expect(store.get(creditsAtom)).toEqual({ voucher: null, giftCard: null });
    stop();
  });

  it('a hut change resets the credits and the voucher discount', async () => {
    const store = await withBoth();
    const stop = startCreditEffects(store);
    store.set(hutsAtom, { current: { ...CAMDEN, id: '1102' }, localised: true });
    expect(store.get(creditsAtom)).toEqual({ voucher: null, giftCard: null });
    expect(store.get(basketAtom).discount).toBeNull();
    stop();
  });

  it('a basket change that leaves it non-empty, or the same hut again, resets nothing', async () => {
    const store = await withBoth();
    const stop = startCreditEffects(store);
    store.set(hutsAtom, { current: { ...CAMDEN }, localised: true });
    store.set(basketAtom, (basket) => ({ ...basket, expires: 1 }));
    expect(store.get(creditsAtom).giftCard).not.toBeNull();
    store.set(clearAllCreditsAtom);
    expect(store.get(creditsAtom)).toEqual({ voucher: null, giftCard: null });
    stop();
  });
});
