import { describe, expect, it } from 'vitest';
import { joinAddressParts } from '../../../src/domain/checkout/address-text';

describe('an address said once (10-G33)', () => {
  it('does not repeat a postcode or town the address already holds', () => {
    expect(joinAddressParts(['12 Rue de la Roquette, 75011 Paris', undefined, undefined, '75011'])).toBe('12 Rue de la Roquette, 75011 Paris');
    expect(joinAddressParts([undefined, 'V6K 1N6', undefined, 'V6K1N6'])).toBe('V6K 1N6');
    expect(joinAddressParts(['Connaught Place, New Delhi 110001', undefined, 'New Delhi', '110001', 'Flat 4B'])).toBe(
      'Connaught Place, New Delhi 110001, Flat 4B',
    );
  });

  it('keeps every distinct part, in order', () => {
    expect(joinAddressParts(['1 Camden High Street', undefined, undefined, 'NW1 8QP'])).toBe('1 Camden High Street, NW1 8QP');
    expect(joinAddressParts([undefined, '214 Queen Street West', 'Toronto', 'M5V 2A5'])).toBe('214 Queen Street West, Toronto, M5V 2A5');
    expect(joinAddressParts(['', '  ', null])).toBe('');
  });
});
