import { beforeEach, describe, expect, it, vi } from 'vitest';
import { creditsAtom } from '../../src/atoms/checkout';
import { checkGiftCardAtom, dismissGiftCardErrorAtom, giftCardViewAtom, removeGiftCardAtom } from '../../src/atoms/gift-card';
import { hutsAtom } from '../../src/atoms/huts';
import { CAMDEN, localisedStore } from './basket-fixtures';

// The gift card on the page (spec 2 §4 Credit and gift card; §5; §8; checklist 06-G27, G32, G33).

vi.mock('../../src/api/menu', () => ({ WEBSITE_CHANNEL: 'web', fetchProducts: vi.fn(async () => []), fetchUpsell: vi.fn(async () => null) }));
vi.mock('../../src/api/vouchers', () => ({ validateVoucher: vi.fn(), checkGiftCard: vi.fn() }));

const api = vi.mocked(await import('../../src/api/vouchers'));

beforeEach(() => {
  api.validateVoucher.mockReset();
  api.checkGiftCard.mockReset();
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
