import type { MarketConfigInput, SectorConfigInput } from '../schema';
import { MARKET_LOCALISATION, SECTOR_LOCALISATION } from './localisation';
import { NO_SECTOR_FEATURES } from './shared';

const L = MARKET_LOCALISATION.UK;

/**
 * United Kingdom (spec 1 §1, §2, §5, §9; 2 §5, §9; 3 §5, §9). A value marked "ours" is one the spec
 * leaves open; it is written down in the closing note.
 */
export const UK_MARKET = {
  market: L.market,
  country: L.country,
  defaultSector: L.defaultSector,
  currency: {
    code: 'GBP',
    symbol: '£',
    symbolPosition: 'before',
    decimals: { product: 2, basket: 2 },
    smallUnit: { symbol: 'p', perUnit: 100 }, // ours: the spec's example of a small unit (03-G4)
  },
  locales: L.locales,
  defaultLocale: L.defaultLocale,
  clock: { default: '24h', byLocale: {} }, // ours: the spec fixes only India (12 h)
  phone: {
    countryCode: '+44',
    defaultPrefix: '+44',
    // "must pass a UK phone check": 0 or +44/0044, then a 9–10 digit national number not starting 0
    pattern: '^(?:(?:\\+|00)44|0)[1-9]\\d{8,9}$',
    mobilePattern: '^(?:(?:\\+|00)44|0)7\\d{9}$', // "UK mobile starts 07"
    nationalDigits: 10,
  },
  postcode: L.postcode,
  distanceUnit: L.distanceUnit,
  tradingDay: { cutoffHour: 5, hutPageStartHour: null },
  payments: {
    // ours (C17 for the pattern): gift cards are credits (features.giftCards), not a payment type
    types: ['card', 'applePay', 'googlePay', 'paypal', 'cash'],
    // 13-G5: pay-later only at the huts that list it (seed README); 13-G12 pick: 'Click to pay' only where
    // a hut lists it (seed: 1105 Bristol).
    hutOptIn: ['paylater_credit', 'paylater_debit', 'visaCheckout'],
  },
  tipping: true, // ours: driver tips are offered outside India
  menu: {
    tabs: ['deals', 'pizzas', 'sides', 'wings', 'pastas', 'melts', 'dips', 'desserts', 'drinks'], // ours: order
    initialTab: 'deals', // ours
    initialRoute: L.menu.initialRoute,
  },
  features: {
    dealbot: true,
    loyalty: true, // ours
    giftCards: true, // ours
    calories: true, // ours: UK menus carry calories
    dealbotVoucherWarning: true,
    forceStreetNumber: L.features.forceStreetNumber,
  },
  addressSuggestAfterChars: L.addressSuggestAfterChars,
  deliveryInstructionsMaxLength: 100, // ours
  mapStart: { label: 'London', lat: 51.5074, lng: -0.1278 }, // ours
  priceRangeLabel: '£1 - £40', // ours
  dineIn: L.dineIn,
  marketing: { consent: 'opt-in' },
  accounts: {
    tenant: '44-gbr', // ours, after India's '91-ind'
    allowAuthWithPhone: true, // ours: +44 is one of the spec's two country codes
    allowAuthWithEmail: true, // ours
    localPhonesOnly: true, // ours
    hasAppleSignIn: true, // ours
    hasGoogleSignIn: true, // ours
    hasFacebookSignIn: false, // ours
  },
  orderRules: {
    loyaltyMinimum: 10, // ours
    loyaltyPointsMultiplier: 1, // ours (C40): £10 → 1 point
    payLaterCap: 100, // ours (no UK hut offers pay-later)
    payLaterSurcharge: { credit: 0.99, debit: 0 }, // ours (13-G5): pay-later credit 99p; debit free. Offered by 1105 Bristol (hut opt-in)
    minDeliveryOrderOverride: null, // C27: unset
    maxToppingAdditions: 6, // ours: the spec gives the rule, not the value (03-G3)
    maxToppingRemovals: 4, // ours
  },
  regions: [],
  tax: { label: 'VAT', pricesIncludeTax: true }, // ours: UK menu prices include VAT
} satisfies MarketConfigInput;

export const UK_SECTORS = [
  {
    sector: 'uk-1',
    market: 'UK',
    aliases: [],
    nearbyHutsLimit: SECTOR_LOCALISATION['uk-1'].nearbyHutsLimit,
    tabRules: [{ hide: 'always', tab: 'wings' }],
    features: {
      priorityDelivery: true,
      minOrderCrossSell: true,
      ...SECTOR_LOCALISATION['uk-1'].features, // switchDisposition, dealbotOnAutoLocalise
    },
  },
  {
    sector: 'uk-2',
    market: 'UK',
    aliases: [],
    nearbyHutsLimit: SECTOR_LOCALISATION['uk-2'].nearbyHutsLimit,
    tabRules: [{ hide: 'unless-feature-on', tab: 'melts', feature: 'melts' }],
    features: NO_SECTOR_FEATURES,
  },
] satisfies SectorConfigInput[];
