/**
 * Feature flags with their static defaults (the seam the flags and experiments wave plugs into:
 * checklist "Seams"). Screens ask `isFeatureOn`, never hard-code a gate.
 */
export const FLAG_LEVELS = ['production', 'synthetic', 'canary', 'development'] as const;
export type FlagLevel = (typeof FLAG_LEVELS)[number];

const FEATURE_DEFAULTS = {
  accounts: false,
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
} as const satisfies Record<string, boolean>;

export type Feature = keyof typeof FEATURE_DEFAULTS;

/** Features switched on at internal flag levels on top of the defaults. */
const LEVEL_OVERRIDES: Record<FlagLevel, Partial<Record<Feature, boolean>>> = {
  production: {},
  synthetic: {},
  canary: { accounts: true },
  development: { accounts: true, melts: true },
};

export function isFeatureOn(feature: Feature, level: FlagLevel = 'production'): boolean {
  return LEVEL_OVERRIDES[level][feature] ?? FEATURE_DEFAULTS[feature];
}
