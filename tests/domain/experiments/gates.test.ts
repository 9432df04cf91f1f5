import { describe, expect, it } from 'vitest';
import { EXPERIMENTS } from '../../../src/domain/experiments/catalogue';
import {
  deadZoneMapPath,
  etaShown,
  signInVariant,
  surchargeLabelKey,
  switchToCollectionOffered,
  upsellCarouselOn,
  upsellPosition,
} from '../../../src/domain/experiments/gates';

// 14-G13, 14-G14: the pure rules behind the basket/checkout/summary/header/dead-zone gates.

/** The catalogue's treatment value of `name`: the rules must act on exactly what the datafile serves. */
const treatment = (name: string) => {
  const value = EXPERIMENTS.find((entry) => entry.name === name)?.variants[1]?.value;
  if (!value) throw new Error(`no treatment for ${name}`);
  return value;
};

describe('experiment gate rules', () => {
  it("delivery-fee-naming: only the DELIVERY charge reads 'Service charge' in the treatment", () => {
    expect(surchargeLabelKey('DELIVERY', 'control')).toBe('DELIVERY');
    expect(surchargeLabelKey('DELIVERY', treatment('delivery-fee-naming'))).toBe('serviceCharge');
    expect(surchargeLabelKey('deliverySupplement', treatment('delivery-fee-naming'))).toBe('deliverySupplement');
    expect(surchargeLabelKey('driverTip', treatment('delivery-fee-naming'))).toBe('driverTip');
  });

  it('basket-upsell-carousel: the flag OR the treatment', () => {
    expect(upsellCarouselOn(false, 'control')).toBe(false);
    expect(upsellCarouselOn(false, treatment('basket-upsell-carousel'))).toBe(true);
    expect(upsellCarouselOn(true, 'control')).toBe(true);
  });

  it('basket-upsell-position: above the total only in the treatment', () => {
    expect(upsellPosition('control')).toBe('below-lines');
    expect(upsellPosition(treatment('basket-upsell-position'))).toBe('above-total');
  });

  it('show-eta: the treatment shows the minutes whatever the flags; the control follows hasEta and hideEta', () => {
    expect(etaShown('control', true, false)).toBe(true);
    expect(etaShown('control', true, true)).toBe(false);
    expect(etaShown('control', false, false)).toBe(false);
    expect(etaShown(treatment('show-eta'), false, true)).toBe(true);
  });

  it('passwordless-login: null outside the experiment, else the visitor’s side', () => {
    expect(signInVariant('control', false)).toBeNull();
    expect(signInVariant('control', true)).toBe('password');
    expect(signInVariant(treatment('passwordless-login'), true)).toBe('passwordless');
  });

  it('map-for-dead-zones: the map path with the point and isDeliveryDeadzone, only in the treatment', () => {
    expect(deadZoneMapPath('control', { lat: 51.5, lng: -0.12 })).toBeNull();
    const path = deadZoneMapPath(treatment('map-for-dead-zones'), { lat: 51.5, lng: -0.12 });
    const url = new URL(path ?? '', 'https://example.test');
    expect(url.pathname).toBe('/map/');
    expect(url.searchParams.get('latLong')).toBe('51.5,-0.12');
    expect(url.searchParams.get('isDeliveryDeadzone')).toBe('true');
    expect(deadZoneMapPath('map', null)).toBe('/map/?disposition=collection&isDeliveryDeadzone=true');
  });

  it('switch-to-collection: a delivery order still at a hut that collects, flag on and treatment', () => {
    const suitable = { flagOn: true, variant: treatment('switch-to-collection'), disposition: 'delivery', atHut: true, hutCollects: true, testOrder: false } as const;
    expect(switchToCollectionOffered(suitable)).toBe(true);
    expect(switchToCollectionOffered({ ...suitable, variant: 'control' })).toBe(false);
    expect(switchToCollectionOffered({ ...suitable, flagOn: false })).toBe(false);
    expect(switchToCollectionOffered({ ...suitable, disposition: 'collection' })).toBe(false);
    expect(switchToCollectionOffered({ ...suitable, atHut: false })).toBe(false);
    expect(switchToCollectionOffered({ ...suitable, hutCollects: false })).toBe(false);
    expect(switchToCollectionOffered({ ...suitable, testOrder: true })).toBe(false);
  });
});
