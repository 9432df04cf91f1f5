import { describe, expect, it } from 'vitest';
import { experimentDimensions, exposureEvent } from '../../../src/domain/experiments/analytics';
import { EXPERIMENTS, experimentsForMarket } from '../../../src/domain/experiments/catalogue';
import { EXPERIMENT_GOALS, chooseVariant } from '../../../src/domain/experiments/record';

const names = (market: 'UK' | 'FR' | 'IN' | 'CA') => experimentsForMarket(market).map(({ name }) => name);

describe('experiments per market (14-G13, 14-G14, S3 §9.1)', () => {
  it('lists every experiment of the S3 §9.1 table per market, in its order, then the cross-market items', () => {
    expect(names('UK')).toEqual([
      'delivery-fee-naming', 'hide-calorie-info', 'product-sorting', 'deal-sorting', 'topping-sort-order',
      'basket-upsell-carousel', 'basket-upsell-position', 'passwordless-login', 'switch-to-collection', 'map-for-dead-zones',
    ]);
    expect(names('FR')).toEqual(['product-sorting', 'vegetarian-toggle', 'english-language-switch', 'passwordless-login', 'switch-to-collection', 'map-for-dead-zones']);
    expect(names('IN')).toEqual(['geolocation-primer', 'homepage-variant', 'auto-localise-redirect', 'passwordless-login', 'switch-to-collection', 'map-for-dead-zones']);
    expect(names('CA')).toEqual(['geolocation-primer', 'checkout-button-text', 'show-eta', 'hide-allergens-bar', 'passwordless-login', 'switch-to-collection', 'map-for-dead-zones']);
  });

  it('keeps the wave-1 geolocation primer key and variants', () => {
    // The home page's collection finder reads 'geolocation-primer' and acts on 'with-primer' (use-geolocation.ts).
    const primer = EXPERIMENTS.find(({ name }) => name === 'geolocation-primer');
    expect(primer?.variants.map(({ value }) => value)).toEqual(['control', 'with-primer']);
  });

  it('gives every record a unique name, a spec goal, a drawable control first and a schedule inside its expiry', () => {
    expect(new Set(EXPERIMENTS.map(({ name }) => name)).size).toBe(EXPERIMENTS.length);
    for (const record of EXPERIMENTS) {
      expect(EXPERIMENT_GOALS).toContain(record.goal);
      expect(record.variants[0]?.value).toBe('control');
      expect(chooseVariant(record, 0.99).value).not.toBe('control');
      expect(Date.parse(record.schedule.startDate)).toBeLessThan(Date.parse(record.schedule.endDate));
      expect(Date.parse(record.schedule.endDate)).toBeLessThanOrEqual(Date.parse(record.expiry));
    }
  });
});

describe('experiment analytics (14-G12, 14-G15)', () => {
  it('sends an exposure event with the schedule run', () => {
    const record = experimentsForMarket('UK')[0];
    if (!record) throw new Error('UK has experiments');
    expect(exposureEvent(record, 'service-charge')).toEqual({ type: 'experimentExposure', experiment: 'delivery-fee-naming', variant: 'service-charge', scheduleId: '2026-run-1' });
  });

  it('fills 30 with every live name:value and 34–37 with the first four experiments, NA when none', () => {
    const uk = experimentsForMarket('UK');
    expect(experimentDimensions(uk, { 'hide-calorie-info': 'hidden', 'delivery-fee-naming': 'control', 'map-for-dead-zones': 'map' })).toEqual({
      dimension30: 'delivery-fee-naming:control|hide-calorie-info:hidden|map-for-dead-zones:map',
      dimension34: 'control',
      dimension35: 'hidden',
      dimension36: 'NA',
      dimension37: 'NA',
    });
    expect(experimentDimensions([], {})).toEqual({ dimension30: 'NA', dimension34: 'NA', dimension35: 'NA', dimension36: 'NA', dimension37: 'NA' });
    expect(experimentDimensions([{ name: '__proto__' }], {}).dimension34).toBe('NA');
  });
});
