import type { Hut, HutStatusSummary } from '../../src/api/contract/hut';

// Huts, status answers and baskets shared by the localisation tests (localise, delocalise,
// automatic localisation, the hut status throttle).

export const A = 'AVAILABLE' as const;
export const C = 'UNAVAILABLE_CLOSED' as const;
export type Av = typeof A | typeof C;

export function status(asap: [Av, Av], scheduled: [Av, Av]): HutStatusSummary {
  return {
    summary: {
      physical: { delivery: A, collection: A },
      web: { asap: { delivery: asap[0], collection: asap[1] }, scheduled: { delivery: scheduled[0], collection: scheduled[1] } },
    },
  };
}

let nextId = 1000;
/** A hut with a fresh id each time: the status call is throttled per hut. */
export function hut(overrides: Partial<Hut> = {}): Hut {
  nextId += 1;
  return {
    id: String(nextId),
    sector: 'uk-1',
    urn: 'URN',
    name: `Hut ${nextId}`,
    phone: '020 7946 0101',
    address: { lines: ['1 High Street', 'London'], streetAddress: '1 High Street', postcode: 'NW1 8QP', region: 'London', city: 'London' },
    latitude: 51.5,
    longitude: -0.1,
    tradezoneId: 'TZ',
    defaultLanguage: 'en-GB',
    ownership: 'franchise',
    test: false,
    closed: false,
    timeZone: 'Europe/London',
    allowedDisposition: { delivery: true, collection: true },
    minDeliveryOrder: 10,
    minCollectionOrder: 0,
    minDeliveryOrderOverride: null,
    deliverySurcharge: 1.99,
    surcharges: [],
    variableDeliverySurcharges: [],
    supplements: [],
    cashMaximum: null,
    showNutrition: true,
    supportsGiftCard: false,
    supportedPayment: [{ type: 'card' }],
    googlePay: null,
    applePayMerchantId: null,
    pos: { type: 'tillpoint' },
    excludedTabs: [],
    bagFeeStore: false,
    utcOffset: 60,
    hours: { web: { asap: [], scheduled: [] } },
    ...overrides,
  };
}

export const basketWithADeal = {
  expires: null,
  deals: { b1: { id: 'b1', deal: { id: 'any-20', price: 13.59, type: 'deal' } } },
  items: {},
  discount: { id: 'web-only-20-off', value: 2 },
};

export const chosenPizza = {
  type: 'pizza' as const,
  productId: 'margherita',
  price: 0,
  originalPrice: 12.99,
  properties: { size: 'large', crust: 'classic' },
};
