import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { basketAtom } from '../../src/atoms/basket';
import type { Basket } from '../../src/db/records';
import { creditsAtom } from '../../src/atoms/checkout';
import { startCreditEffects, VOUCHER_CONFLICT_TOPIC } from '../../src/atoms/credit-effects';
import { notificationsAtom } from '../../src/atoms/notifications';
import { productContentAtom } from '../../src/atoms/product-content';
import { clearVoucherAtom, validateVoucherAtom } from '../../src/atoms/voucher';
import { localisedStore } from './basket-fixtures';
import { DISCOUNT } from './voucher-fixtures';
import { initI18n, loadScreenStrings } from '../../src/i18n';
import { SETTLE } from '../settle';

// Issue 16, 13-G22: the applied voucher is checked again for CONFLICT when the basket changes
// ("conflicting deals or discounts are filtered out", spec 1 §4); 13-G23: which clears keep a
// delivery voucher.

vi.mock('../../src/api/menu', () => ({ WEBSITE_CHANNEL: 'web', fetchProducts: vi.fn(async () => []), fetchUpsell: vi.fn(async () => null) }));
vi.mock('../../src/api/vouchers', () => ({ validateVoucher: vi.fn(), checkGiftCard: vi.fn() }));

const api = vi.mocked(await import('../../src/api/vouchers'));

beforeAll(async () => {
  await initI18n('en-GB');
  await loadScreenStrings();
});

beforeEach(() => {
  api.validateVoucher.mockReset();
});

const content = (id: string, title: string) => ({ id, type: 'deal', locale: 'en-GB', title, description: '', img: '/x.svg', allergens: [] });
const withDeal = (id: string) => (basket: Basket) => ({
  ...basket,
  deals: { ...basket.deals, [`b-${id}`]: { id: `b-${id}`, deal: { id, price: 9.99, type: 'deal' } } as never },
});

async function applied(conflicts: string[]) {
  const store = localisedStore();
  store.set(basketAtom, (basket) => ({ ...basket, items: { a: { id: 'a', dealId: 'ND', item: { type: 'side', properties: { id: 'garlic-bread' } } } } }));
  store.set(productContentAtom, { key: 'uk-1:en-GB', status: 'ok', list: [content('meal-for-one', 'Meal for One')], error: null });
  api.validateVoucher.mockResolvedValue({ ok: true, voucher: { ...DISCOUNT, conflicts } });
  expect(await store.set(validateVoucherAtom, 'WEB20')).toBe('applied');
  return store;
}

describe('13-G22: a basket change after the voucher was applied', () => {
  it('adding a deal the voucher cannot be used with removes the voucher and its discount, with a notice naming the deal', async () => {
    const store = await applied(['meal-for-one']);
    expect(store.get(creditsAtom).voucher).toMatchObject({ id: 'WEB20', conflicts: ['meal-for-one'] });
    const stop = startCreditEffects(store);
    store.set(basketAtom, withDeal('meal-for-one'));
    expect(store.get(creditsAtom).voucher).toBeNull();
    expect(store.get(basketAtom).discount).toBeNull();
    // The deal the customer added stays.
    expect(Object.values(store.get(basketAtom).deals).map((line) => line.deal.id)).toEqual(['meal-for-one']);
    await vi.waitFor(() => {
      const notice = store.get(notificationsAtom).find((entry) => entry.topic === VOUCHER_CONFLICT_TOPIC);
      expect(notice?.message).toBe("Voucher WEB20 removed: it can't be used with Meal for One");
    }, SETTLE);
    stop();
  });

  it('adding a deal it does not conflict with keeps the voucher', async () => {
    const store = await applied(['meal-for-one']);
    const stop = startCreditEffects(store);
    store.set(basketAtom, withDeal('two-medium'));
    expect(store.get(creditsAtom).voucher?.id).toBe('WEB20');
    expect(store.get(basketAtom).discount?.id).toBe('web-only-20-off');
    stop();
  });

  it('a delivery voucher is kept by a basket edit, and cleared by a disposition change', async () => {
    const store = await applied(['meal-for-one']);
    store.set(creditsAtom, (credits) => ({ ...credits, voucher: credits.voucher && { ...credits.voucher, delivery: true } }));
    const stop = startCreditEffects(store);
    store.set(basketAtom, withDeal('meal-for-one'));
    expect(store.get(creditsAtom).voucher?.id).toBe('WEB20');
    expect(store.set(clearVoucherAtom, 'reoptimise')).toBe(false);
    expect(store.set(clearVoucherAtom, 'disposition-change')).toBe(true);
    expect(store.get(creditsAtom).voucher).toBeNull();
    stop();
  });
});
