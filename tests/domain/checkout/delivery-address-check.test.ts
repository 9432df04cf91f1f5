import { describe, expect, it } from 'vitest';
import { currentHutIsNearby, isPartialMatch, sameAsLocalised } from '../../../src/domain/checkout/delivery-address-check';

describe('delivery address check for geocoded markets (spec 1 §4; 10-G11)', () => {
  it('calls a geocode partial without a point, without a postcode, or with another postcode than typed', () => {
    expect(isPartialMatch(null)).toBe(true);
    expect(isPartialMatch({ lat: 43.65, lng: -79.39 })).toBe(true); // a town-level match
    expect(isPartialMatch({ lat: 43.65, lng: -79.39, postcode: 'M5V 2A5' }, 'M5V')).toBe(true);
    expect(isPartialMatch({ lat: 43.65, lng: -79.39, postcode: 'M5V 2A5' }, 'm5v2a5')).toBe(false);
    expect(isPartialMatch({ lat: 28.63, lng: 77.22, postcode: '110001' })).toBe(false);
  });

  it('is OK only if the current hut is among the nearby huts, by id or by postcode', () => {
    const current = { id: '4101', postcode: 'M5V 2A5' };
    expect(currentHutIsNearby(current, [{ id: '4102', postcode: 'M4M 1H9' }, { id: '4101', postcode: 'M5V 2A5' }])).toBe(true);
    expect(currentHutIsNearby(current, [{ id: '9999', postcode: 'm5v 2a5' }])).toBe(true);
    expect(currentHutIsNearby(current, [{ id: '4102', postcode: 'M4M 1H9' }])).toBe(false);
    expect(currentHutIsNearby(current, [])).toBe(false);
  });

  it('reuses the localised point only while the customer keeps that address', () => {
    const localised = { street: '214 Queen Street West', postcode: 'M5V 2A5' };
    expect(sameAsLocalised({ streetAddress: '214  queen street west', postalCode: 'm5v2a5' }, localised)).toBe(true);
    expect(sameAsLocalised({ streetAddress: '1 Yonge Street', postalCode: 'M5V 2A5' }, localised)).toBe(false);
    expect(sameAsLocalised({ streetAddress: '214 Queen Street West', postalCode: 'M5V 2A5' }, undefined)).toBe(false);
  });
});
