import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { basketAtom } from '../../src/atoms/basket';
import { addItemToBasketAtom } from '../../src/atoms/basket-actions';
import { checkoutFormAtom, checkoutPasswordAtom, creditsAtom, orderAtom, utmAtom } from '../../src/atoms/checkout';
import { dealChoicesAtom, startDealChoicesAtom } from '../../src/atoms/deal-choices';
import { dealbotAtom } from '../../src/atoms/dealbot';
import { hutsAtom } from '../../src/atoms/huts';
import { kioskHutAtom, kioskSettingAtom, setKioskAtom, startKioskOrderAtom, wipeKioskCustomerAtom } from '../../src/atoms/kiosk';
import { lastOrderAtom } from '../../src/atoms/last-order';
import { navigationRequestAtom } from '../../src/atoms/navigation-request';
import { notificationsAtom, notify } from '../../src/atoms/notifications';
import { orderTrackingAtom } from '../../src/atoms/order-tracking';
import { sessionAtom } from '../../src/atoms/session';
import { settingsAtom } from '../../src/atoms/settings';
import { appStore } from '../../src/atoms/store';
import { DEFAULT_BASKET, DEFAULT_CHECKOUT_FORM, DEFAULT_CREDITS, DEFAULT_DEALBOT, DEFAULT_ORDER, DEFAULT_SESSION } from '../../src/db/defaults';
import { initI18n, loadScreenStrings } from '../../src/i18n';
import { CAMDEN, localisedStore } from './basket-fixtures';

// Kiosk mode (issue 07): 'Touch to order' localises the kiosk hut for collection, and the wipe between
// two customers clears everything of the first (C23) but the kiosk setting.

const api = vi.hoisted(() => ({ fetchHut: vi.fn(), fetchHutStatus: vi.fn(), fetchEta: vi.fn(async () => null) }));
vi.mock('../../src/api/stores', () => api);
vi.mock('../../src/api/menu', () => ({ fetchProducts: vi.fn(async () => []), fetchProductContent: vi.fn(async () => []), fetchUpsell: vi.fn(async () => null) }));
vi.mock('../../src/api/order-status', () => ({ fetchOrderState: vi.fn(async () => null), fetchOrderSummary: vi.fn(async () => null) }));

const KIOSK = { sector: 'uk-1', hutId: '1101', idleSeconds: 15 };
const OPEN = {
  summary: {
    physical: { delivery: 'AVAILABLE', collection: 'AVAILABLE' },
    web: { asap: { delivery: 'AVAILABLE', collection: 'AVAILABLE' }, scheduled: { delivery: 'AVAILABLE', collection: 'AVAILABLE' } },
  },
} as const;

beforeAll(async () => {
  await initI18n('en-GB');
  await loadScreenStrings();
});

beforeEach(() => {
  api.fetchHut.mockReset();
  api.fetchHutStatus.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

/** A kiosk in the middle of a customer's order: basket, deal choice, form, credits, last order, address. */
function busyKiosk() {
  const store = localisedStore();
  store.set(setKioskAtom, KIOSK);
  store.set(addItemToBasketAtom, { type: 'pizza', properties: { id: 'margherita', size: 'large', crust: 'pan' } });
  store.set(startDealChoicesAtom, { dealId: 'bogof', basketId: 'b-1', price: 16.99, choices: {} });
  store.set(dealbotAtom, { ...DEFAULT_DEALBOT, on: true, savings: 4.5, status: 'added-product-with-new-saving', optimisedDealIds: ['bogof'] });
  store.set(checkoutFormAtom, { ...DEFAULT_CHECKOUT_FORM, name: 'Ann Example', phone: '07700 900123', email: 'ann@example.com' });
  store.set(checkoutPasswordAtom, 'Secret123');
  store.set(orderAtom, { ...DEFAULT_ORDER, clientOrderId: 'c-1', state: 'ORDER_PROCESSING', transactionId: 'tx-1' });
  store.set(creditsAtom, { voucher: null, giftCard: { number: '6006', pin: '1234', balance: 10, expiryDate: '2026-12-31' } });
  store.set(utmAtom, { source: 'poster' });
  store.set(lastOrderAtom, {
    transactionId: 'tx-0',
    orderId: 'ORD-0',
    customerOrderReference: 'UK-1101-AAAAA',
    promisedDeliveryTime: 1,
    placedAt: 1,
    hut: { hutId: '1101', sector: 'uk-1' },
    etaType: 'collection',
    summary: null,
    state: null,
    stateUpdatedAt: null,
    orderToken: null,
  });
  store.set(sessionAtom, (session) => ({
    ...session,
    deliveryHut: { hutId: '1101', sector: 'uk-1' },
    deliveryAddress: { postcode: 'NW1 8QP' },
    driverInstructions: 'Ring twice',
    contactFree: true,
    selectedLanguage: 'fr-FR',
    languageChangedManually: true,
  }));
  notify({ type: 'success', message: 'Added to basket' }, store);
  return store;
}

describe('wipeKioskCustomerAtom', () => {
  it('clears every trace of the customer and keeps the kiosk setting', () => {
    const store = busyKiosk();
    expect(store.get(basketAtom)).not.toEqual(DEFAULT_BASKET);
    expect(store.get(dealChoicesAtom)).not.toEqual({});
    expect(store.get(notificationsAtom)).not.toEqual([]);

    store.set(wipeKioskCustomerAtom);

    expect(store.get(basketAtom)).toEqual(DEFAULT_BASKET);
    expect(store.get(dealChoicesAtom)).toEqual({});
    expect(store.get(dealbotAtom)).toEqual(DEFAULT_DEALBOT);
    expect(store.get(checkoutFormAtom)).toEqual(DEFAULT_CHECKOUT_FORM);
    expect(store.get(checkoutPasswordAtom)).toBe('');
    // Even an order being placed: a kiosk left alone this long is abandoned.
    expect(store.get(orderAtom)).toEqual(DEFAULT_ORDER);
    expect(store.get(creditsAtom)).toEqual(DEFAULT_CREDITS);
    expect(store.get(utmAtom)).toBeNull();
    expect(store.get(lastOrderAtom)).toBeNull();
    expect(store.get(orderTrackingAtom).summary).toBeNull();
    expect(store.get(notificationsAtom)).toEqual([]);
    expect(store.get(hutsAtom)).toEqual({ current: null, localised: false });
    expect(store.get(sessionAtom)).toEqual({
      ...DEFAULT_SESSION,
      dispositionType: 'collection',
      collectionHut: { hutId: '1101', sector: 'uk-1' },
    });

    expect(store.get(kioskSettingAtom)).toEqual(KIOSK);
    expect(store.get(settingsAtom).kiosk).toEqual(KIOSK);
  });
});

describe('startKioskOrderAtom', () => {
  it("localises the kiosk hut for collection, asap, and goes to the market's first menu page", async () => {
    const store = localisedStore();
    store.set(setKioskAtom, KIOSK);
    store.set(wipeKioskCustomerAtom);
    api.fetchHut.mockResolvedValue({ ...CAMDEN, id: '1101' });
    api.fetchHutStatus.mockResolvedValue(OPEN);

    expect(await store.set(startKioskOrderAtom)).toBe('localised');

    expect(api.fetchHut).toHaveBeenCalledWith({ hutId: '1101', sector: 'uk-1' });
    expect(store.get(hutsAtom)).toMatchObject({ current: { id: '1101', sector: 'uk-1' }, localised: true });
    expect(store.get(sessionAtom)).toMatchObject({ dispositionType: 'collection', dispositionWhen: 'asap', collectionHut: { hutId: '1101', sector: 'uk-1' } });
    expect(store.get(navigationRequestAtom)?.to).toMatch(/^\/order\/deals\//);
    expect(store.get(kioskHutAtom)?.id).toBe('1101');
  });

  it('an unknown hut is unavailable, and nothing is localised', async () => {
    const store = localisedStore();
    store.set(setKioskAtom, { ...KIOSK, hutId: '9999' });
    store.set(wipeKioskCustomerAtom);
    api.fetchHut.mockResolvedValue(null);

    expect(await store.set(startKioskOrderAtom)).toBe('unavailable');
    expect(store.get(hutsAtom).localised).toBe(false);
  });

  it('needs a kiosk setting', async () => {
    const store = localisedStore();
    expect(await store.set(startKioskOrderAtom)).toBe('no-kiosk');
    expect(api.fetchHut).not.toHaveBeenCalled();
  });
});

describe('setKioskAtom', () => {
  it('stores and removes the setting, keeping the other settings', () => {
    const store = appStore;
    store.set(settingsAtom, (settings) => ({ ...settings, vegetarianOnly: true }));
    store.set(setKioskAtom, KIOSK);
    expect(store.get(settingsAtom)).toMatchObject({ vegetarianOnly: true, kiosk: KIOSK });
    store.set(setKioskAtom, null);
    expect(store.get(settingsAtom)).toMatchObject({ vegetarianOnly: true, kiosk: null });
  });
});
