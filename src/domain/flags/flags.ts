/**
 * Feature flags with their static defaults (the seam the flags and experiments wave plugs into:
 * checklist "Seams"). Screens ask `isFeatureOn`, never hard-code a gate.
 */
export const FLAG_LEVELS = ['production', 'synthetic', 'canary', 'development'] as const;
export type FlagLevel = (typeof FLAG_LEVELS)[number];

const FEATURE_DEFAULTS = {
  /**
   * Accounts (14-G17 `features.hasAccounts`): the header widget and the `/account/` area. On in all four
   * markets since issue 14 built the areas for real ("accounts are part of the product").
   */
  accounts: true,
  /** The `/accounts/` area with India's settings (11-G18, C31): development and canary only (14-G17 `accountsArea`). */
  accountsArea: false,
  /** C49, 14-G17 `passwordlessLogin` (pick: on): the header's 'Sign in' goes to the code sign-in, not the password form. */
  passwordlessLogin: true,
  emergencyBanner: false,
  trackOrderBanner: true,
  hasDiscounts: true,
  hasVouchers: true,
  hasDealbotAutoEnable: false,
  autoLocalise: false,
  basketUpsellCarousel: false,
  melts: false,
  /** v2 gift-card check: the number goes as typed, without the v1 market or test prefix (spec 2 §5, §7). */
  giftCardV2: true,
  /**
   * 14-G17 `loyaltyWithOfflinePayments` (pick: off): a Hut Rewards redemption with an offline-type payment
   * (cash, ticket, card, pay-later; S2 §5, S3 §4.5, C39). Cash never allows one, whatever the flag.
   */
  loyaltyWithOfflinePayments: false,
  // ── Issue 17 (14-G16, 14-G17): every other flag S1–S3 name, read through isFeatureOn. Defaults are
  // the checklist's wave-1 value or a pick (marked). Config (C), settings (S) and experiment (E) rows of
  // 14-G17 live in market data, settings and experiments/catalogue.ts, not here.
  /** 14-G17 `accountDetails` (C, pick: on): the greeting links to /account/edit, not loggedInTarget. */
  accountDetails: true,
  /** 14-G17 `signInSuppressedForNewUsers` (C, pick: off): the header widget hidden for `new` customers. */
  signInSuppressedForNewUsers: false,
  /** 14-G17 `hasGroupWings` (pick: on, today's hard-coded grouping): wings as one card, mode=grouped. */
  hasGroupWings: true,
  /** 14-G17 `hasEta` (pick: on): the ETA is fetched. */
  hasEta: true,
  /** 14-G17 `hideEta` (pick: off): the ETA is fetched but not shown. CA's 'show-eta' experiment overrides. */
  hideEta: false,
  /** 14-G17 `basketValidation` (pick: on): the basket is validated on the checkout click (S1 §4). */
  basketValidation: true,
  /** 14-G17 `storeIdParam` (pick): the order area reads `storeId`; on at canary and development only. */
  storeIdParam: false,
  /** 14-G17 `contentHutId` (pick: on): `hutid` goes on GET /v1/content/products (S1 §7). */
  contentHutId: true,
  /** 14-G17 `accountHolderSupplement` (pick: on): `priceForAccountHolder` applies where bands carry it. */
  accountHolderSupplement: true,
  /** 14-G17 `switchToCollection` (pick: off): the order summary's switch offer (experiment when on). */
  switchToCollection: false,
  /** 14-G17 push messaging (C, off): "only when enabled by config, with key and base URL" (S3 §7.3). */
  pushMessaging: false,
  /** 14-G17 dev payment types (L, pick): "(development) as a dev type" (S2 §5); development only. */
  devPaymentTypes: false,
  /** 14-G17 hut status skip (L): the hut status call skipped (S1 §7); development only. */
  hutStatusSkip: false,
  /** 14-G17 India interior skip (L): "skipped in development" (S2 §5). */
  indiaInteriorSkip: false,
  /** 14-G17 Google Pay check skip (L): skipped in development (S2 §5; test huts and search are 13-G14's). */
  googlePayCheckSkip: false,
  /** 14-G17 India header (L): the India header links (S3 §2.4, 11-G25); development and canary. */
  indiaHeader: false,
  /** 14-G17 OTP prefix and length (L): '+' prefix, 11–12 digits (S3 §5.2, 11-G14); development and canary. */
  otpDevPrefix: false,
  /** 14-G17 contact-entry dev mode (L): "(or in dev mode)" (S3 §5.1, 11-G7); development only. */
  contactEntryDevMode: false,
  /** "synthetic mode hides the discount modal" (S1 §6): on everywhere but the synthetic level. */
  discountModal: true,
  /** 14-G7: the synthetic level's traffic is test traffic (dimension 18, test orders 13-G26). */
  markTrafficAsTest: false,
} as const satisfies Record<string, boolean>;

export type Feature = keyof typeof FEATURE_DEFAULTS;

/** Features switched on at internal flag levels on top of the defaults (synthetic also switches two off). */
const LEVEL_OVERRIDES: Record<FlagLevel, Partial<Record<Feature, boolean>>> = {
  production: {},
  // S1 §6: synthetic mode hides the discount modal and is test traffic (14-G7).
  synthetic: { discountModal: false, markTrafficAsTest: true },
  canary: { accounts: true, accountsArea: true, storeIdParam: true, indiaHeader: true, otpDevPrefix: true },
  development: {
    accounts: true,
    accountsArea: true,
    melts: true,
    storeIdParam: true,
    devPaymentTypes: true,
    hutStatusSkip: true,
    indiaInteriorSkip: true,
    googlePayCheckSkip: true,
    indiaHeader: true,
    otpDevPrefix: true,
    contactEntryDevMode: true,
  },
};

/**
 * The one flag read (14-G16): a hand-set value from /debug (14-G18, kept in the settings slice) first,
 * then the level's override, then the default.
 */
export function isFeatureOn(feature: Feature, level: FlagLevel = 'production', overrides?: Readonly<Partial<Record<string, boolean>>>): boolean {
  const forced = overrides && Object.hasOwn(overrides, feature) ? overrides[feature] : undefined;
  return forced ?? LEVEL_OVERRIDES[level][feature] ?? FEATURE_DEFAULTS[feature];
}

/** A flag name /debug may switch (a stored override for a removed flag is ignored). */
export const isFeature = (name: string): name is Feature => Object.hasOwn(FEATURE_DEFAULTS, name);

/**
 * 14-G16: the levels are exactly FLAG_LEVELS (pick: no "others"). Every flag and its value at `level`,
 * for /debug (14-G18) and the tests; gates still call isFeatureOn.
 */
export const FEATURES = Object.keys(FEATURE_DEFAULTS) as readonly Feature[];

export function featuresAt(level: FlagLevel): Readonly<Record<Feature, boolean>> {
  return Object.fromEntries(FEATURES.map((feature) => [feature, isFeatureOn(feature, level)])) as Record<Feature, boolean>;
}
