import type { MarketConfigInput, SectorConfigInput } from '../schema';
import { NO_SECTOR_FEATURES } from './shared';

/**
 * France (spec 1 §1, §2, §5; 2 §5; 3 §9). A value marked "ours" is one the spec leaves open; it is
 * written down in the closing note.
 */
export const FR_MARKET = {
  market: 'FR',
  country: 'FR',
  defaultSector: 'fr-1',
  currency: {
    code: 'EUR',
    symbol: '€',
    symbolPosition: 'after', // "euro symbol after the amount", whatever the language
    decimals: { product: 2, basket: 2 },
    smallUnit: null, // ours: French prices never read in cents
  },
  // English only behind its experiment (spec 3 §9.1 "English-language switch"; checklist 02-G1)
  locales: [{ locale: 'fr-FR' }, { locale: 'en-FR', experiment: 'english-language-switch' }],
  defaultLocale: 'fr-FR',
  clock: { default: '24h', byLocale: {} }, // ours: French convention
  phone: {
    countryCode: '+33',
    defaultPrefix: '+33',
    // "Other markets: a generic pattern (6 to 15 digits; spaces, brackets, # and + allowed)"; spaces
    // and brackets are gone after cleaning, so this counts 6–15 digits among + # and digits
    pattern: '^(?=(?:\\D*\\d){6,15}\\D*$)[+#\\d]+$',
    mobilePattern: '^(?:(?:\\+|00)33|0)[67]\\d{8}$', // ours: French mobiles 06 and 07
    nationalDigits: 9,
  },
  postcode: {
    full: '^(?:0[1-9]|[1-8]\\d|9[0-8])\\d{3}$', // five digits, a real department first
    partial: '^(?:0[1-9]|[1-8]\\d|9[0-8])\\d{0,2}$', // ours: the department and up to two more digits
    inputMaxLength: 10,
    example: '75001',
  },
  distanceUnit: 'km',
  tradingDay: { cutoffHour: 5, hutPageStartHour: null },
  payments: {
    // ours: "ticket" is the meal voucher (titre-restaurant) of the spec's cash/ticket types
    types: ['card', 'applepay', 'googlepay', 'ticket', 'cash'],
    hutOptIn: [],
  },
  tipping: false, // ours: service is included in French prices
  menu: {
    tabs: ['deals', 'pizzas', 'melts', 'sides', 'wings', 'pastas', 'dips', 'desserts', 'drinks'], // ours: order
    initialTab: 'deals', // ours
    initialRoute: 'deals', // ours (03-G2)
  },
  features: {
    dealbot: true,
    loyalty: false, // ours
    giftCards: false, // ours
    calories: false, // ours
    dealbotVoucherWarning: false,
    forceStreetNumber: true, // ours: France localises by street address ranges
  },
  addressSuggestAfterChars: { delivery: 2, collection: 2 },
  deliveryInstructionsMaxLength: 100, // ours
  mapStart: { label: 'Paris', lat: 48.8566, lng: 2.3522 }, // ours
  priceRangeLabel: '1 € - 45 €', // ours
  dineIn: { kind: 'external', url: 'https://restaurants.example.com/fr/sur-place' }, // ours: placeholder site
  marketing: { consent: 'opt-in' },
  accounts: {
    tenant: '33-fra', // ours, after India's '91-ind'
    allowAuthWithPhone: false, // ours: the spec's country codes are +91 and +44 only
    allowAuthWithEmail: true, // ours
    localPhonesOnly: true, // ours
    hasAppleSignIn: true, // ours
    hasGoogleSignIn: true, // ours
    hasFacebookSignIn: false, // ours
  },
  orderRules: {
    loyaltyMinimum: 12, // ours
    payLaterCap: 100, // ours (no French hut offers pay-later)
    minDeliveryOrderOverride: null, // C27: unset
    maxToppingAdditions: 6, // ours: the spec gives the rule, not the value (03-G3)
    maxToppingRemovals: 4, // ours
  },
  regions: [],
  tax: { label: 'TVA', pricesIncludeTax: true }, // ours: French prices are TTC
} satisfies MarketConfigInput;

export const FR_SECTORS = [
  {
    sector: 'fr-1',
    market: 'FR',
    aliases: ['FR_1'], // C3
    nearbyHutsLimit: 5,
    // C9: the spec's literal rule, the inverse of uk-2 and Canada; flip the `hide` value to invert it
    tabRules: [{ hide: 'when-feature-on', tab: 'melts', feature: 'melts' }],
    features: NO_SECTOR_FEATURES,
  },
] satisfies SectorConfigInput[];
