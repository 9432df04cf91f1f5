import { describe, expect, it } from 'vitest';
import { FEATURES, FLAG_LEVELS, featuresAt, isFeatureOn } from '../../../src/domain/flags/flags';

describe('flag levels (14-G16, 14-G17)', () => {
  it('has exactly the four levels, production first (the default)', () => {
    expect(FLAG_LEVELS).toEqual(['production', 'synthetic', 'canary', 'development']);
    for (const feature of FEATURES) expect(isFeatureOn(feature)).toBe(isFeatureOn(feature, 'production'));
  });

  it('keeps the wave-1 defaults', () => {
    expect(featuresAt('production')).toMatchObject({
      accounts: true, accountsArea: false, passwordlessLogin: true, emergencyBanner: false, trackOrderBanner: true, hasDiscounts: true,
      hasVouchers: true, hasDealbotAutoEnable: false, autoLocalise: false, basketUpsellCarousel: false, melts: false, giftCardV2: true,
      loyaltyWithOfflinePayments: false,
    });
    expect(isFeatureOn('melts', 'development')).toBe(true);
    expect(isFeatureOn('accountsArea', 'canary')).toBe(true);
  });

  it('gives every level its defaults', () => {
    const production = featuresAt('production');
    expect(production).toMatchObject({ discountModal: true, markTrafficAsTest: false, storeIdParam: false, devPaymentTypes: false, indiaHeader: false, basketValidation: true, hasEta: true, hideEta: false, switchToCollection: false });
    // synthetic differs from production only by hiding the discount modal and marking traffic as test (S1 §6).
    const synthetic = featuresAt('synthetic');
    expect(FEATURES.filter((feature) => synthetic[feature] !== production[feature]).sort()).toEqual(['discountModal', 'markTrafficAsTest']);
    expect(synthetic).toMatchObject({ discountModal: false, markTrafficAsTest: true });
    expect(featuresAt('canary')).toMatchObject({ storeIdParam: true, indiaHeader: true, otpDevPrefix: true, devPaymentTypes: false, contactEntryDevMode: false, discountModal: true, markTrafficAsTest: false });
    expect(featuresAt('development')).toMatchObject({
      storeIdParam: true, devPaymentTypes: true, hutStatusSkip: true, indiaInteriorSkip: true, googlePayCheckSkip: true, indiaHeader: true,
      otpDevPrefix: true, contactEntryDevMode: true, discountModal: true, markTrafficAsTest: false,
    });
  });
});
