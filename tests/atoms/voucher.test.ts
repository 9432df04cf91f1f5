import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as VouchersApi from '../../src/api/vouchers';
import { basketAtom } from '../../src/atoms/basket';
import { creditsAtom } from '../../src/atoms/checkout';
import { dealbotAtom } from '../../src/atoms/dealbot';
import { navigationRequestAtom } from '../../src/atoms/navigation-request';
import { removeVoucherAtom, validateVoucherAtom, voucherViewAtom } from '../../src/atoms/voucher';
import { fetchMenuListAtom, menuListsAtom, type MenuEntry } from '../../src/atoms/menu';
import { productContentAtom } from '../../src/atoms/product-content';
import { visitAtom } from '../../src/atoms/visit';
import { DEFAULT_DEALBOT, DEFAULT_VISIT } from '../../src/db/defaults';
import { voucherErrorCopy } from '../../src/screens/vouchers/voucher-error-copy';
import { localisedStore } from './basket-fixtures';
import { DEAL, DISCOUNT } from './voucher-fixtures';
import { SETTLE } from '../settle';

// The voucher on the page (spec 2 §4 Voucher; §5; §8; checklist 06-G28..G31).

vi.mock('../../src/api/menu', () => ({ WEBSITE_CHANNEL: 'web', fetchProducts: vi.fn(async () => []), fetchUpsell: vi.fn(async () => null) }));
vi.mock('../../src/api/vouchers', () => ({ validateVoucher: vi.fn(), checkGiftCard: vi.fn() }));

const api = vi.mocked(await import('../../src/api/vouchers'));

const content = (id: string, title: string) => ({ id, type: 'deal', locale: 'fr-FR', title, description: '', img: '/x.svg', allergens: [] });

beforeEach(() => {
  api.validateVoucher.mockReset();
  api.checkGiftCard.mockReset();
});

describe('validateVoucherAtom', () => {
  it('applies a discount voucher as the basket discount and keeps it in the credits', async () => {
    const store = localisedStore();
    api.validateVoucher.mockResolvedValue({ ok: true, voucher: DISCOUNT });
    expect(await store.set(validateVoucherAtom, ' web20 ')).toBe('applied');
    expect(api.validateVoucher).toHaveBeenCalledWith({ sector: 'uk-1', code: 'WEB20', disposition: 'delivery', channel: 'ph-website' });
    expect(store.get(basketAtom).discount).toEqual({ id: 'web-only-20-off', value: 20 });
    expect(store.get(creditsAtom).voucher).toMatchObject({ id: 'WEB20', type: 'discount', discountId: 'web-only-20-off' });
    expect(store.get(voucherViewAtom)).toMatchObject({ status: 'success', voucher: { id: 'WEB20' } });
  });

  it('in the UK turns the dealbot off first, so the discount stays (06-G30)', async () => {
    const store = localisedStore();
    store.set(dealbotAtom, { ...DEFAULT_DEALBOT, on: true });
    api.validateVoucher.mockResolvedValue({ ok: true, voucher: DISCOUNT });
    await store.set(validateVoucherAtom, 'WEB20');
    expect(store.get(dealbotAtom).on).toBe(false);
    expect(store.get(basketAtom).discount?.id).toBe('web-only-20-off');
  });

  it('sends a deal voucher to the deal page to build the deal', async () => {
    const store = localisedStore();
    api.validateVoucher.mockResolvedValue({ ok: true, voucher: DEAL });
    expect(await store.set(validateVoucherAtom, 'MEAL')).toBe('deal');
    expect(store.get(navigationRequestAtom)).toEqual({ to: '/order/deal/?id=meal-for-one', replace: false });
    expect(store.get(creditsAtom).voucher).toMatchObject({ type: 'deal', dealId: 'meal-for-one' });
    expect(store.get(basketAtom).discount).toBeNull();
  });

  it('ignores an empty submit and a submit while loading (spec 2 §5)', async () => {
    const store = localisedStore();
    expect(await store.set(validateVoucherAtom, '   ')).toBe('ignored');
    expect(api.validateVoucher).not.toHaveBeenCalled();
    let answer: (value: VouchersApi.VoucherResult) => void = () => {};
    api.validateVoucher.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const first = store.set(validateVoucherAtom, 'WEB20');
    await vi.waitFor(() => expect(api.validateVoucher).toHaveBeenCalledTimes(1), SETTLE);
    expect(store.get(voucherViewAtom)).toEqual({ status: 'loading', code: 'WEB20' });
    expect(await store.set(validateVoucherAtom, 'OTHER')).toBe('ignored');
    answer({ ok: true, voucher: DISCOUNT });
    expect(await first).toBe('applied');
    expect(api.validateVoucher).toHaveBeenCalledTimes(1);
  });

  it.each([
    // 10-G30: every refusal is worded by the page (its language), never by the server's English message.
    ['CONFLICT', 'Cannot be used with Meal for one', { key: 'CONFLICT' }],
    ['PRODUCTS_UNAVAILABLE', 'unavailable', { key: 'PRODUCTS_UNAVAILABLE' }],
    ['COLLECTION_ONLY', 'collection', { key: 'COLLECTION_ONLY' }],
    ['NOT_FOUND', 'Invalid voucher', { key: 'NOT_FOUND' }],
    ['APP_ONLY', 'app', { key: 'APP_ONLY' }],
  ] as const)('a %s refusal shows the error view with its words (spec 2 §8)', async (type, message, copy) => {
    const store = localisedStore();
    api.validateVoucher.mockResolvedValue({ ok: false, error: { type, message, invalidVoucherId: 'X1' } });
    expect(await store.set(validateVoucherAtom, 'X1')).toBe('refused');
    const view = store.get(voucherViewAtom);
    expect(view).toEqual({ status: 'error', code: 'X1', error: { type, message } });
    expect(view.status === 'error' && voucherErrorCopy(view.error)).toEqual(copy);
    expect(store.get(creditsAtom).voucher).toBeNull();
    expect(store.get(basketAtom).discount).toBeNull();
  });

  it('refuses an app-exclusive voucher on the web even when the server accepts it', async () => {
    const store = localisedStore();
    api.validateVoucher.mockResolvedValue({ ok: true, voucher: { ...DISCOUNT, appExclusive: true } });
    await store.set(validateVoucherAtom, 'WEB20');
    expect(store.get(voucherViewAtom)).toMatchObject({ status: 'error', error: { type: 'APP_ONLY' } });
    expect(voucherErrorCopy({ type: 'APP_ONLY', message: '' })).toEqual({ key: 'APP_ONLY' });
  });

  it('checks the voucher against the deals and discounts lists (spec 2 §5)', async () => {
    const store = localisedStore();
    api.validateVoucher.mockResolvedValue({ ok: true, voucher: { ...DEAL, dealId: 'no-such-deal' } });
    await store.set(validateVoucherAtom, 'MEAL');
    expect(store.get(voucherViewAtom)).toMatchObject({ status: 'error', error: { type: 'PRODUCTS_UNAVAILABLE' } });
    expect(store.get(navigationRequestAtom)).toBeNull();
  });

  it('a CONFLICT names the conflicting deal by the title of the page\'s own content, in its language (10-G30)', async () => {
    const store = localisedStore();
    store.set(productContentAtom, { key: 'uk-1:fr-FR', status: 'ok', list: [content('meal-for-one', 'Menu solo')], error: null });
    api.validateVoucher.mockResolvedValue({
      ok: false,
      error: { type: 'CONFLICT', message: 'This voucher cannot be used with Meal for one', invalidVoucherId: 'X1', conflictId: 'meal-for-one' },
    });
    await store.set(validateVoucherAtom, 'X1');
    const view = store.get(voucherViewAtom);
    expect(view.status === 'error' && voucherErrorCopy(view.error)).toEqual({ key: 'CONFLICT_ITEM', item: 'Menu solo' });
  });

  it('sends the basket\'s deals and the visit\'s channel with the check (spec 2 §8, 10-G28)', async () => {
    const store = localisedStore();
    store.set(basketAtom, (basket) => ({ ...basket, deals: { b1: { id: 'b1', deal: { id: 'meal-for-one', price: 9.99, type: 'deal' } } as never } }));
    store.set(visitAtom, { ...DEFAULT_VISIT, channel: 'qr-takeaway' });
    api.validateVoucher.mockResolvedValue({ ok: false, error: { type: 'NOT_FOUND', message: 'Invalid voucher code', invalidVoucherId: 'X1' } });
    await store.set(validateVoucherAtom, 'X1');
    expect(api.validateVoucher).toHaveBeenCalledWith({ sector: 'uk-1', code: 'X1', disposition: 'delivery', dealIds: ['meal-for-one'], channel: 'qr-takeaway' });
  });

  it('refuses, as CONFLICT naming the deal, a voucher whose conflicts are in the basket', async () => {
    const store = localisedStore();
    store.set(basketAtom, (basket) => ({ ...basket, deals: { b1: { id: 'b1', deal: { id: 'meal-for-one', price: 9.99, type: 'deal' } } as never } }));
    store.set(productContentAtom, { key: 'uk-1:en-GB', status: 'ok', list: [content('meal-for-one', 'Meal for One')], error: null });
    api.validateVoucher.mockResolvedValue({ ok: true, voucher: { ...DISCOUNT, conflicts: ['meal-for-one'] } });
    expect(await store.set(validateVoucherAtom, 'WEB20')).toBe('refused');
    expect(store.get(voucherViewAtom)).toMatchObject({ status: 'error', error: { type: 'CONFLICT', item: 'Meal for One' } });
    expect(store.get(basketAtom).discount).toBeNull();
  });

  it('the deals list is the hut\'s full list, hidden deals included; the other lists are not (C46)', async () => {
    const store = localisedStore([]);
    const menu = vi.mocked(await import('../../src/api/menu'));
    menu.fetchProducts.mockClear();
    await store.set(fetchMenuListAtom, 'deals');
    await store.set(fetchMenuListAtom, 'pizzas');
    expect(menu.fetchProducts).toHaveBeenCalledWith('deals', expect.objectContaining({ showHidden: true }));
    expect(menu.fetchProducts).toHaveBeenCalledWith('pizzas', expect.objectContaining({ showHidden: false }));
  });

  it('accepts a voucher whose deal is hidden from the menu: the full list holds it (C46)', async () => {
    const store = localisedStore();
    store.set(menuListsAtom, (lists) => ({
      ...lists,
      deals: { ...lists.deals!, list: [...lists.deals!.list, { ...lists.deals!.list[0]!, id: 'gift-voucher-10', hidden: true } as MenuEntry] },
    }));
    api.validateVoucher.mockResolvedValue({ ok: true, voucher: { ...DEAL, id: 'GIFT10', dealId: 'gift-voucher-10' } });
    expect(await store.set(validateVoucherAtom, 'GIFT10')).toBe('deal');
    expect(store.get(navigationRequestAtom)).toEqual({ to: '/order/deal/?id=gift-voucher-10', replace: false });
  });

  it('a failed call shows the generic error', async () => {
    const store = localisedStore();
    api.validateVoucher.mockRejectedValue(new Error('offline'));
    expect(await store.set(validateVoucherAtom, 'WEB20')).toBe('refused');
    expect(store.get(voucherViewAtom)).toMatchObject({ status: 'error', error: { type: 'UNKNOWN' } });
    expect(voucherErrorCopy({ type: 'UNKNOWN', message: '' })).toEqual({ key: 'UNKNOWN' });
  });
});

describe('removeVoucherAtom (06-G29)', () => {
  it('removing a discount voucher clears the basket discount', async () => {
    const store = localisedStore();
    api.validateVoucher.mockResolvedValue({ ok: true, voucher: DISCOUNT });
    await store.set(validateVoucherAtom, 'WEB20');
    store.set(removeVoucherAtom);
    expect(store.get(creditsAtom).voucher).toBeNull();
    expect(store.get(basketAtom).discount).toBeNull();
    expect(store.get(voucherViewAtom)).toEqual({ status: 'form' });
  });

  it('removing a deal voucher removes its deal from the basket, and only that deal', async () => {
    const store = localisedStore();
    api.validateVoucher.mockResolvedValue({ ok: true, voucher: DEAL });
    await store.set(validateVoucherAtom, 'MEAL');
    store.set(basketAtom, (basket) => ({
      ...basket,
      deals: { b1: { id: 'b1', deal: { id: 'meal-for-one', price: 11.99, type: 'deal' } }, b2: { id: 'b2', deal: { id: 'family-feast', price: 30, type: 'deal' } } },
      items: {
        i1: { id: 'i1', dealId: 'b1', item: { type: 'side', properties: { id: 'garlic-bread' } } },
        i2: { id: 'i2', dealId: 'b2', item: { type: 'side', properties: { id: 'garlic-bread' } } },
      },
    }));
    store.set(removeVoucherAtom);
    const basket = store.get(basketAtom);
    expect(Object.keys(basket.deals)).toEqual(['b2']);
    expect(Object.keys(basket.items)).toEqual(['i2']);
    expect(store.get(creditsAtom).voucher).toBeNull();
  });
});
