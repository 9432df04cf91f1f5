import type { MarketConfigInput, SectorConfigInput } from '../schema';
import { MARKET_LOCALISATION, SECTOR_LOCALISATION } from './localisation';
import { NO_SECTOR_FEATURES } from './shared';

const L = MARKET_LOCALISATION.CA;

/**
 * Canada (spec 1 §1, §2, §5; 2 §5; 3 §9). A value marked "ours" is one the spec leaves open; it is
 * written down in the closing note.
 */
export const CA_MARKET = {
  market: L.market,
  country: L.country,
  defaultSector: L.defaultSector,
  currency: {
    code: 'CAD',
    symbol: '$',
    symbolPosition: 'locale', // en-CA before, fr-CA after, as each language writes it
    decimals: { product: 2, basket: 2 },
    smallUnit: null, // ours: '$0.99', not '99¢' (no cent sign in either language's menus)
  },
  locales: L.locales,
  defaultLocale: L.defaultLocale,
  clock: { default: '12h', byLocale: { 'fr-CA': '24h' } }, // ours: English 12 h, Québec French 24 h
  phone: {
    countryCode: '+1',
    defaultPrefix: '+1',
    // "10 digits not starting with 1, or 11 digits starting with 1, and a North American pattern"
    pattern: '^(?:\\+?1)?[2-9]\\d{2}[2-9]\\d{6}$',
    mobilePattern: '^(?:\\+?1)?[2-9]\\d{2}[2-9]\\d{6}$', // North American numbers do not mark mobiles
    nationalDigits: 10,
  },
  postcode: L.postcode,
  distanceUnit: L.distanceUnit,
  tradingDay: { cutoffHour: 5, hutPageStartHour: null },
  // ours; issue 16 (13-G12 pick): Google Pay 3DS only where a hut lists it (seed: 4102 Ottawa).
  payments: { types: ['card', 'applePay', 'googlePay', 'cash'], hutOptIn: ['googlePay3DS'] },
  tipping: true, // ours: North American custom
  menu: {
    tabs: ['deals', 'pizzas', 'wings', 'sides', 'pastas', 'melts', 'dips', 'desserts', 'drinks', 'others'], // ours
    initialTab: 'deals', // ours
    initialRoute: L.menu.initialRoute,
  },
  features: {
    dealbot: true,
    loyalty: true, // the spec's Canada points rule
    giftCards: true, // ours
    calories: true, // ours: Ontario menus carry calories
    dealbotVoucherWarning: false,
    forceStreetNumber: L.features.forceStreetNumber,
  },
  addressSuggestAfterChars: L.addressSuggestAfterChars,
  deliveryInstructionsMaxLength: 100, // ours
  mapStart: { label: 'Toronto', lat: 43.6532, lng: -79.3832 }, // ours: the largest city
  priceRangeLabel: '$1 - $50', // ours
  dineIn: L.dineIn,
  marketing: { consent: 'opt-out' }, // C13
  accounts: {
    tenant: '1-can', // ours, after India's '91-ind'
    allowAuthWithPhone: false, // ours: the spec's country codes are +91 and +44 only
    allowAuthWithEmail: true, // ours
    localPhonesOnly: true, // ours
    hasAppleSignIn: true, // ours
    hasGoogleSignIn: true, // ours
    hasFacebookSignIn: false, // ours
  },
  orderRules: {
    loyaltyMinimum: 15, // ours
    loyaltyPointsMultiplier: null, // Canada's own rule: 1 point above 10.99 (S3 §4.5)
    payLaterCap: 150, // ours (no Canadian hut offers pay-later)
    payLaterSurcharge: { credit: 0, debit: 0 }, // ours: no Canadian hut offers pay-later
    minDeliveryOrderOverride: null, // C27: unset
    maxToppingAdditions: 6, // ours: the spec gives the rule, not the value (03-G3)
    maxToppingRemovals: 4, // ours
  },
  // ours: the provinces with a provincial single-use bag law charge for bags (03-G1 hasBagFee)
  regions: [
    { code: 'AB', name: 'Alberta', hasBagFee: false },
    { code: 'BC', name: 'British Columbia', hasBagFee: false },
    { code: 'MB', name: 'Manitoba', hasBagFee: false },
    { code: 'NB', name: 'New Brunswick', hasBagFee: false },
    { code: 'NL', name: 'Newfoundland and Labrador', hasBagFee: true },
    { code: 'NS', name: 'Nova Scotia', hasBagFee: true },
    { code: 'NT', name: 'Northwest Territories', hasBagFee: false },
    { code: 'NU', name: 'Nunavut', hasBagFee: false },
    { code: 'ON', name: 'Ontario', hasBagFee: false },
    { code: 'PE', name: 'Prince Edward Island', hasBagFee: true },
    { code: 'QC', name: 'Quebec', hasBagFee: false },
    { code: 'SK', name: 'Saskatchewan', hasBagFee: false },
    { code: 'YT', name: 'Yukon', hasBagFee: false },
  ],
  tax: { label: 'Taxes', pricesIncludeTax: false }, // ours: GST/HST/PST added on the basket
} satisfies MarketConfigInput;

/** Both Canadian sectors: melts behind the feature, others (bag items) only where a bag fee applies. */
const CA_TAB_RULES: SectorConfigInput['tabRules'] = [
  { hide: 'unless-feature-on', tab: 'melts', feature: 'melts' },
  { hide: 'unless-bag-fee', tab: 'others' },
];

export const CA_SECTORS = [
  {
    sector: 'ca-1',
    market: 'CA',
    aliases: [],
    nearbyHutsLimit: SECTOR_LOCALISATION['ca-1'].nearbyHutsLimit,
    tabRules: CA_TAB_RULES,
    features: NO_SECTOR_FEATURES,
  },
  {
    sector: 'ca-2',
    market: 'CA',
    aliases: [],
    nearbyHutsLimit: SECTOR_LOCALISATION['ca-2'].nearbyHutsLimit,
    tabRules: CA_TAB_RULES,
    features: NO_SECTOR_FEATURES,
  },
] satisfies SectorConfigInput[];
