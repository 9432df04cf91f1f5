import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Voucher } from '../../src/api/contract/vouchers';
import type * as VouchersApi from '../../src/api/vouchers';
import { basketAtom } from '../../src/atoms/basket';
import { creditsAtom } from '../../src/atoms/checkout';
import { dealbotAtom } from '../../src/atoms/dealbot';
import { hutsAtom } from '../../src/atoms/huts';
import { navigationRequestAtom } from '../../src/atoms/localised-hut';
import {
  checkGiftCardAtom,
  clearAllCreditsAtom,
  dismissGiftCardErrorAtom,
  giftCardViewAtom,
  removeGiftCardAtom,
  removeVoucherAtom,
  resetCreditsAtom,
  startCreditEffects,
  validateVoucherAtom,
  voucherErrorCopy,
  voucherViewAtom,
} from '../../src/atoms/vouchers';
import { DEFAULT_DEALBOT } from '../../src/db/defaults';
import { CAMDEN, localisedStore } from './basket-fixtures';

// Vouchers and gift cards on the page (spec 2 §4 Voucher, Credit; §5; §8; checklist 06-G27..G33).

vi.mock('../../src/api/menu', () => ({ WEBSITE_CHANNEL: 'web', fetchProducts: vi.fn(async () => []), fetchUpsell: vi.fn(async () => null) }));
vi.mock('../../src/api/vouchers', () => ({ validateVoucher: vi.fn(), checkGiftCard: vi.fn() }));

const api = vi.mocked(await import('../../src/api/vouchers'));

function voucher(input: Partial<Voucher>): Voucher {
  return { id: 'CODE', type: 'discount', appExclusive: false, title: 'A voucher', collectionOnly: false, ...input };
}

const DISCOUNT = voucher({ id: 'WEB20', type: 'discount', discountId: 'web-only-20-off', title: '20% off online' });
const DEAL = voucher({ id: 'MEAL', type: 'deal', dealId: 'meal-for-one', title: 'Meal for one' });

beforeEach(() => {
  api.validateVoucher.mockReset();
  api.checkGiftCard.mockReset();
});

describe('validateVoucherAtom', () => {
  it('applies a discount voucher as the basket discount and keeps it in the credits', async () => {
    const store = localisedStore();
    api.validateVoucher.mockResolvedValue({ ok: true, voucher: DISCOUNT });
    expect(await store.set(validateVoucherAtom, ' web20 ')).toBe('applied');
    expect(api.validateVoucher).toHaveBeenCalledWith({ sector: 'uk-1', code: 'WEB20', disposition: 'delivery' });
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
    await vi.waitFor(() => expect(api.validateVoucher).toHaveBeenCalledTimes(1));
    expect(store.get(voucherViewAtom)).toEqual({ status: 'loading', code: 'WEB20' });
    expect(await store.set(validateVoucherAtom, 'OTHER')).toBe('ignored');
    answer({ ok: true, voucher: DISCOUNT });
    expect(await first).toBe('applied');
    expect(api.validateVoucher).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['CONFLICT', 'Cannot be used with Meal for one', { text: 'Cannot be used with Meal for one' }],
    ['PRODUCTS_UNAVAILABLE', 'unavailable', { key: 'PRODUCTS_UNAVAILABLE' }],
    ['COLLECTION_ONLY', 'collection', { key: 'COLLECTION_ONLY' }],
    ['NOT_FOUND', 'Invalid voucher', { text: 'Invalid voucher' }],
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

describe('gift card', () => {
  const valid = { giftCardBalance: 25, expiryDate: '2026-12-31' };

  it('a valid card is kept with its balance and expiry; the v2 check is the default', async () => {
    const store = localisedStore();
    store.set(hutsAtom, { current: { ...CAMDEN, supportsGiftCard: true }, localised: true });
    api.checkGiftCard.mockResolvedValue(valid);
    expect(await store.set(checkGiftCardAtom, { number: '6000 0000 0001', pin: '1234' })).toBe('valid');
    expect(api.checkGiftCard).toHaveBeenCalledWith(expect.objectContaining({ cardNumber: '600000000001', cardPin: '1234', v2: true, market: 'UK' }));
    expect(store.get(creditsAtom).giftCard).toEqual({ number: '600000000001', pin: '1234', balance: 25, expiryDate: '2026-12-31' });
    expect(store.get(giftCardViewAtom)).toEqual({ status: 'valid' });
  });

  it('takes one gift card at a time', async () => {
    const store = localisedStore();
    api.checkGiftCard.mockResolvedValue(valid);
    await store.set(checkGiftCardAtom, { number: '600000000001', pin: '1234' });
    expect(await store.set(checkGiftCardAtom, { number: '600000000002', pin: '1234' })).toBe('ignored');
    expect(api.checkGiftCard).toHaveBeenCalledTimes(1);
    expect(store.get(creditsAtom).giftCard?.number).toBe('600000000001');
  });

  it('needs both number and PIN', async () => {
    const store = localisedStore();
    expect(await store.set(checkGiftCardAtom, { number: '600000000001', pin: ' ' })).toBe('ignored');
    expect(api.checkGiftCard).not.toHaveBeenCalled();
  });

  it('an error shows its code; retry dismisses it; no code is UNHANDLED_ERROR (spec 2 §8)', async () => {
    const store = localisedStore();
    api.checkGiftCard.mockResolvedValue({ errorCode: 'INACTIVE_CARD', errorMessage: 'Card inactive' });
    expect(await store.set(checkGiftCardAtom, { number: '600000000003', pin: '1234' })).toBe('refused');
    expect(store.get(giftCardViewAtom)).toEqual({ status: 'error', code: 'INACTIVE_CARD', message: 'Card inactive' });
    expect(store.get(creditsAtom).giftCard).toBeNull();
    store.set(dismissGiftCardErrorAtom);
    expect(store.get(giftCardViewAtom)).toEqual({ status: 'form' });

    api.checkGiftCard.mockResolvedValue({ errorMessage: 'Something' });
    await store.set(checkGiftCardAtom, { number: '600000000003', pin: '1234' });
    expect(store.get(giftCardViewAtom)).toMatchObject({ code: 'UNHANDLED_ERROR' });
  });

  it('cancel clears the card', async () => {
    const store = localisedStore();
    api.checkGiftCard.mockResolvedValue(valid);
    await store.set(checkGiftCardAtom, { number: '600000000001', pin: '1234' });
    store.set(removeGiftCardAtom);
    expect(store.get(creditsAtom).giftCard).toBeNull();
    expect(store.get(giftCardViewAtom)).toEqual({ status: 'form' });
  });
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

const actual = await vi.importActual<typeof VouchersApi>('../../src/api/vouchers');
const { createApiClient } = await import('../../src/api/client');

describe('the calls (spec 2 §7)', () => {
  function client(respond: (url: string, init: RequestInit) => Response) {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return respond(url, init);
    });
    return { calls, api: createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, getTraceId: () => 'trace-1' }) };
  }

  it('validate sends the channel headers and turns a voucher error body into a typed refusal', async () => {
    const { calls, api: http } = client(
      () => new Response(JSON.stringify({ error: { type: 'COLLECTION_ONLY', message: 'Collection only', invalidVoucherId: 'COL5' } }), { status: 422 }),
    );
    const result = await actual.validateVoucher({ sector: 'uk-1', code: 'COL5', disposition: 'delivery' }, http);
    expect(result).toEqual({ ok: false, error: { type: 'COLLECTION_ONLY', message: 'Collection only', invalidVoucherId: 'COL5' } });
    expect(calls[0]?.url).toBe('/v1/vouchers/validate?sector=uk-1&code=COL5&disposition=delivery');
    expect(calls[0]?.init.headers).toMatchObject({ channel: 'ph-website', 'x-channel': 'ph-website' });
  });

  it('validate throws on a failure that is not a voucher refusal', async () => {
    const { api: http } = client(() => new Response('oops', { status: 500 }));
    await expect(actual.validateVoucher({ sector: 'uk-1', code: 'X' }, http)).rejects.toThrow('500');
  });

  it('the gift-card check posts meta and data; v1 numbers carry the market or test prefix (spec 2 §5)', async () => {
    const { calls, api: http } = client(() => new Response(JSON.stringify({ giftCardBalance: 10, expiryDate: '2026-01-01' })));
    const hut: VouchersApi.GiftCardHut = { id: '1101', sector: 'uk-1', test: false, tradezoneId: 'TZ' };
    await actual.checkGiftCard({ hut, market: 'UK', cardNumber: ' 600000000001 ', cardPin: '1234', v2: false, now: 5 }, http);
    expect(calls[0]?.url).toBe('/v1/gift-cards/check');
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      meta: { hutId: '1101', sector: 'uk-1', isTest: false, tradezoneId: 'TZ', timestamp: 5 },
      data: { cardNumber: 'PHUK600000000001', cardPin: '1234', amount: 100 },
    });
    await actual.checkGiftCard({ hut, market: 'UK', cardNumber: '600000000001', cardPin: '1234', v2: true }, http);
    expect(calls[1]?.url).toBe('/v2/gift-cards/check');
    expect(JSON.parse(String(calls[1]?.init.body)).data.cardNumber).toBe('600000000001');
    expect(actual.giftCardNumberFor('1', { v2: false, market: 'FR', isTest: true })).toBe('TEST1');
  });
});
