import type { MarketConfigInput, SectorConfigInput } from '../schema';
import { MARKET_LOCALISATION, SECTOR_LOCALISATION } from './localisation';
import { NO_SECTOR_FEATURES } from './shared';

const L = MARKET_LOCALISATION.IN;

/**
 * India, the market the spec shows in most detail (spec 1 §1, §2, §9; 2 §1, §5, §9; 3 §2.3, §5, §9).
 * A value marked "ours" is one the spec leaves open; it is written down in the closing note.
 */
export const IN_MARKET = {
  market: L.market,
  country: L.country,
  defaultSector: L.defaultSector,
  currency: {
    code: 'INR',
    symbol: '₹',
    symbolPosition: 'before',
    decimals: { product: 0, basket: 2 },
    smallUnit: null,
  },
  locales: L.locales,
  defaultLocale: L.defaultLocale,
  clock: { default: '12h', byLocale: {} },
  phone: {
    countryCode: '+91',
    defaultPrefix: '+91',
    pattern: '^[6-9]\\d{9}$', // "India sign-in phone regex: 10 digits starting 6 to 9"
    mobilePattern: '^[6-9]\\d{9}$',
    nationalDigits: 10, // with +91: 12 digits ("12 characters total" once the plus is cleaned away)
  },
  postcode: L.postcode,
  distanceUnit: L.distanceUnit,
  tradingDay: { cutoffHour: 5, hutPageStartHour: 9 }, // C10: 9 is the hut page's displayed day only
  payments: { types: ['razorpay', 'paytm', 'cash'], hutOptIn: ['phone-pe'] }, // C17
  tipping: false,
  menu: {
    tabs: ['deals', 'pizzas', 'melts', 'sides', 'pastas', 'desserts', 'drinks'],
    initialTab: 'deals',
    initialRoute: L.menu.initialRoute,
  },
  features: {
    dealbot: true,
    loyalty: true, // ours
    giftCards: true, // the credits-left modal (spec 2 §2) needs gift-card credits
    calories: false, // ours
    dealbotVoucherWarning: false,
    forceStreetNumber: L.features.forceStreetNumber,
  },
  addressSuggestAfterChars: L.addressSuggestAfterChars,
  deliveryInstructionsMaxLength: 28,
  mapStart: { label: 'New Delhi', lat: 28.6139, lng: 77.209 },
  priceRangeLabel: '₹57 - ₹3000',
  dineIn: L.dineIn,
  marketing: { consent: 'opt-in' },
  accounts: {
    tenant: '91-ind',
    allowAuthWithPhone: true,
    allowAuthWithEmail: false,
    localPhonesOnly: true,
    hasAppleSignIn: true,
    hasGoogleSignIn: false,
    hasFacebookSignIn: false,
  },
  orderRules: {
    loyaltyMinimum: 199, // ours
    loyaltyPointsMultiplier: 0.02, // ours (C40): ₹500 → 1 point, 5 points = 1 free medium pizza (S3 §1)
    payLaterCap: 5000, // ours (no Indian hut offers pay-later)
    payLaterSurcharge: { credit: 0, debit: 0 }, // ours: no Indian hut offers pay-later
    minDeliveryOrderOverride: null, // C27: unset
    maxToppingAdditions: 6, // ours: the spec gives the rule, not the value (03-G3)
    maxToppingRemovals: 4, // ours
  },
  regions: [],
  tax: { label: 'GST', pricesIncludeTax: true }, // ours (10-G12): menu prices include the 5 % GST (src/domain/pricing/taxes.ts)
} satisfies MarketConfigInput;

export const IN_SECTORS = [
  {
    sector: 'in-1',
    market: 'IN',
    aliases: [],
    nearbyHutsLimit: SECTOR_LOCALISATION['in-1'].nearbyHutsLimit,
    tabRules: [{ hide: 'hut-excluded-tabs' }],
    features: NO_SECTOR_FEATURES,
  },
  {
    // C4: a known sector code with no dine-in; the spec gives it no tab rules
    sector: 'in-2',
    market: 'IN',
    aliases: [],
    nearbyHutsLimit: SECTOR_LOCALISATION['in-2'].nearbyHutsLimit,
    tabRules: [],
    features: NO_SECTOR_FEATURES,
  },
] satisfies SectorConfigInput[];
