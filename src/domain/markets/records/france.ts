import type { MarketConfigInput, SectorConfigInput } from '../schema';
import { MARKET_LOCALISATION, SECTOR_LOCALISATION } from './localisation';
import { NO_SECTOR_FEATURES } from './shared';

const L = MARKET_LOCALISATION.FR;

/**
 * France (spec 1 §1, §2, §5; 2 §5; 3 §9). A value marked "ours" is one the spec leaves open; it is
 * written down in the closing note.
 */
export const FR_MARKET = {
  market: L.market,
  country: L.country,
  defaultSector: L.defaultSector,
  currency: {
    code: 'EUR',
    symbol: '€',
    symbolPosition: 'after', // "euro symbol after the amount", whatever the language
    decimals: { product: 2, basket: 2 },
    smallUnit: null, // ours: French prices never read in cents
  },
  // English only behind its experiment (spec 3 §9.1 "English-language switch"; checklist 02-G1)
  locales: L.locales,
  defaultLocale: L.defaultLocale,
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
  postcode: L.postcode,
  distanceUnit: L.distanceUnit,
  tradingDay: { cutoffHour: 5, hutPageStartHour: null },
  payments: {
    // ours: "ticket" is the meal voucher (titre-restaurant) of the spec's cash/ticket types
    types: ['card', 'applePay', 'googlePay', 'ticket', 'cash'],
    hutOptIn: ['paylater_credit', 'paylater_debit', 'eigen', 'cash/ticket', 'vtexCard'], // 13-G5, 13-G7: only the huts that list them (seed README)
  },
  tipping: false, // ours: service is included in French prices
  menu: {
    tabs: ['deals', 'pizzas', 'melts', 'sides', 'wings', 'pastas', 'dips', 'desserts', 'drinks'], // ours: order
    initialTab: 'deals', // ours
    initialRoute: L.menu.initialRoute,
  },
  features: {
    dealbot: true,
    loyalty: true, // ours (12-G1): the rewards box has French texts, so Hut Rewards runs in France too
    giftCards: false, // ours
    calories: false, // ours
    dealbotVoucherWarning: false,
    forceStreetNumber: L.features.forceStreetNumber,
  },
  addressSuggestAfterChars: L.addressSuggestAfterChars,
  deliveryInstructionsMaxLength: 100, // ours
  mapStart: { label: 'Paris', lat: 48.8566, lng: 2.3522 }, // ours
  priceRangeLabel: '1 € - 45 €', // ours
  dineIn: L.dineIn,
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
    loyaltyPointsMultiplier: 1, // ours (C40): 10 € → 1 point
    payLaterCap: 100, // ours (no French hut offers pay-later)
    payLaterSurcharge: { credit: 1, debit: 0 }, // ours (13-G5): pay-later credit 1 €; debit free. Offered by 2102 Paris - Montmartre (hut opt-in)
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
    nearbyHutsLimit: SECTOR_LOCALISATION['fr-1'].nearbyHutsLimit,
    tabRules: [{ hide: 'when-feature-on', tab: 'melts', feature: 'melts' }],
    features: NO_SECTOR_FEATURES,
  },
] satisfies SectorConfigInput[];
