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
} as const satisfies Record<string, boolean>;

export type Feature = keyof typeof FEATURE_DEFAULTS;

/** Features switched on at internal flag levels on top of the defaults. */
const LEVEL_OVERRIDES: Record<FlagLevel, Partial<Record<Feature, boolean>>> = {
  production: {},
  synthetic: {},
  canary: { accounts: true, accountsArea: true },
  development: { accounts: true, accountsArea: true, melts: true },
};

export function isFeatureOn(feature: Feature, level: FlagLevel = 'production'): boolean {
  return LEVEL_OVERRIDES[level][feature] ?? FEATURE_DEFAULTS[feature];
}
