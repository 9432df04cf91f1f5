import { describe, expect, it } from 'vitest';
import {
  ADDRESS_SIMILARITY_THRESHOLD,
  addressLabel,
  filterSuggestions,
  findRange,
  matchesHutSearch,
  missesStreetNumber,
  needsTextFallback,
  parseStreetNumber,
  rangeServesNumber,
  sameStreet,
  shouldSuggest,
  similarity,
  streetNames,
  type AddressRange,
} from '../../../src/domain/localisation/address-match';

describe('similarity and the address shown (spec 1 §5, 3 §9: 0.65)', () => {
  it('scores equal strings 1 and strings with nothing in common 0, ignoring case and spaces', () => {
    expect(similarity('Camden High Street', 'camdenhighstreet')).toBe(1);
    expect(similarity('abc', 'xyz')).toBe(0);
    expect(similarity('', 'a')).toBe(0);
    expect(similarity('a', 'a')).toBe(1);
  });

  it('is the Dice coefficient of letter pairs', () => {
    // 'night' and 'nacht' share one pair ('ht') of four each: 2·1 / 8
    expect(similarity('night', 'nacht')).toBe(0.25);
    expect(similarity('france', 'french')).toBe(0.4);
  });

  it('keeps the street address when the description is close to it, else the description', () => {
    expect(ADDRESS_SIMILARITY_THRESHOLD).toBe(0.65);
    expect(addressLabel('12 Spadina Ave, Toronto', '12 Spadina Avenue, Toronto')).toBe('12 Spadina Avenue, Toronto');
    expect(addressLabel('Pizza Hut Connaught Place', 'N-12, Connaught Circus, New Delhi')).toBe('Pizza Hut Connaught Place');
    expect(addressLabel('Somewhere', '   ')).toBe('Somewhere');
  });
});

describe('suggestions (spec 1 §5)', () => {
  it('start after MORE than the threshold: 2 characters, 3 for Canada delivery', () => {
    expect(shouldSuggest('ab', 2)).toBe(false);
    expect(shouldSuggest('abc', 2)).toBe(true);
    expect(shouldSuggest('  ab  ', 2)).toBe(false);
    expect(shouldSuggest('M5V', 3)).toBe(false);
    expect(shouldSuggest('M5V ', 3)).toBe(false);
    expect(shouldSuggest('M5V 2', 3)).toBe(true);
  });

  it('drop the types a disposition excludes', () => {
    const suggestions = [
      { placeId: 'a', types: ['street_address'] },
      { placeId: 'b', types: ['postal_code'] },
      { placeId: 'c', types: ['administrative_area_level_1', 'political'] },
      { placeId: 'd', types: ['country'] },
    ];
    expect(filterSuggestions(suggestions, 'delivery').map((s) => s.placeId)).toEqual(['a', 'b']);
    expect(filterSuggestions(suggestions, 'collection').map((s) => s.placeId)).toEqual(['a', 'b', 'c']);
    expect(filterSuggestions([], 'delivery')).toEqual([]);
  });
});

describe('geocode results (spec 1 §5)', () => {
  const street = [
    { type: 'route', value: 'Spadina Ave' },
    { type: 'locality', value: 'Toronto' },
    { type: 'postal_code', value: 'M5V 2A5' },
    { type: 'country', value: 'CA' },
  ];

  it('rejects a street or route result without a street number where the market forces one', () => {
    expect(missesStreetNumber(['route'], street, true)).toBe(true);
    expect(missesStreetNumber(['street_address'], street, true)).toBe(true);
    expect(missesStreetNumber(['route'], [...street, { type: 'street_number', value: '12' }], true)).toBe(false);
    expect(missesStreetNumber(['route'], [...street, { type: 'street_number', value: ' ' }], true)).toBe(true);
    expect(missesStreetNumber(['route'], street, false)).toBe(false);
    expect(missesStreetNumber(['postal_code'], street, true)).toBe(false);
  });

  it('falls back to a text search under 4 components', () => {
    expect(needsTextFallback(street)).toBe(false);
    expect(needsTextFallback(street.slice(0, 3))).toBe(true);
    expect(needsTextFallback([])).toBe(true);
  });
});

describe('French street ranges', () => {
  const range = (numberFrom: number, numberTo: number, numberType: AddressRange['numberType'], hutId = '2101'): AddressRange => ({
    street: 'Rue de la Roquette',
    numberFrom,
    numberTo,
    numberType,
    hutId,
    sector: 'fr-1',
  });

  it('serves bounds inclusive, one side of the street for Odd and Even', () => {
    expect(rangeServesNumber(range(1, 99, 'Odd'), 1)).toBe(true);
    expect(rangeServesNumber(range(1, 99, 'Odd'), 99)).toBe(true);
    expect(rangeServesNumber(range(1, 99, 'Odd'), 12)).toBe(false);
    expect(rangeServesNumber(range(1, 99, 'Odd'), 101)).toBe(false);
    expect(rangeServesNumber(range(2, 98, 'Even'), 12)).toBe(true);
    expect(rangeServesNumber(range(2, 98, 'Even'), 0)).toBe(false);
    expect(rangeServesNumber(range(10, 1, 'Consecutive'), 5)).toBe(true);
    expect(rangeServesNumber(range(1, 99, 'Consecutive'), -1)).toBe(false);
    expect(rangeServesNumber(range(1, 99, 'Consecutive'), 2.5)).toBe(false);
  });

  it('finds the range of the street and number, street compared without case or accents', () => {
    const ranges = [range(1, 99, 'Odd', '2101'), range(2, 98, 'Even', '2102'), { ...range(1, 50, 'Consecutive', '2103'), street: 'Rue de l’Église' }];
    expect(findRange(ranges, 'rue de la roquette', 12)?.hutId).toBe('2102');
    expect(findRange(ranges, 'Rue de la Roquette', 13)?.hutId).toBe('2101');
    expect(findRange(ranges, "rue de l'eglise", 7)?.hutId).toBe('2103');
    expect(findRange(ranges, 'Rue de la Roquette', 150)).toBeNull();
    expect(findRange([], 'Rue de la Roquette', 1)).toBeNull();
    expect(sameStreet('Rue  de la   Roquette ', 'RUE DE LA ROQUETTE')).toBe(true);
    expect(streetNames(ranges)).toEqual(['Rue de la Roquette', 'Rue de l’Église']);
  });

  it('reads the number at the start of what was typed', () => {
    expect(parseStreetNumber('12')).toBe(12);
    expect(parseStreetNumber(' 12 bis')).toBe(12);
    expect(parseStreetNumber('12B')).toBe(12);
    expect(parseStreetNumber('bis')).toBeNull();
    expect(parseStreetNumber('')).toBeNull();
  });
});

describe('collection search matching (04-G26: name, addressLine2, addressLine3, postcode)', () => {
  const hut = { name: 'London - Camden', address: { lines: ['186 Camden High Street', 'London', 'Greater London'], postcode: 'NW1 8QP' } };
  const saintEtienne = { name: 'Saint-Étienne - Centre', address: { lines: ['3 Place du Peuple', 'Saint-Étienne'], postcode: '42000' } };

  it('matches a full or partial postcode at the start of the hut postcode, spaces ignored', () => {
    expect(matchesHutSearch(hut, 'nw1 8qp', true)).toBe(true);
    expect(matchesHutSearch(hut, 'NW1', true)).toBe(true);
    expect(matchesHutSearch(hut, 'NW18QP', true)).toBe(true);
    expect(matchesHutSearch(hut, 'NW2', true)).toBe(false);
    expect(matchesHutSearch(hut, '', true)).toBe(false);
  });

  it('matches words of the name and of address lines 2 and 3, not line 1', () => {
    expect(matchesHutSearch(hut, 'camden', false)).toBe(true);
    expect(matchesHutSearch(hut, 'Lond', false)).toBe(true);
    expect(matchesHutSearch(hut, 'greater london', false)).toBe(true);
    expect(matchesHutSearch(hut, 'High Street', false)).toBe(false);
    expect(matchesHutSearch(hut, 'amden', false)).toBe(false);
    expect(matchesHutSearch(saintEtienne, 'saint etienne', false)).toBe(true);
    expect(matchesHutSearch(hut, '   ', false)).toBe(false);
    expect(matchesHutSearch(hut, '__proto__', false)).toBe(false);
  });
});
