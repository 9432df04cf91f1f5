import { describe, expect, it } from 'vitest';
import { groupHuts, hutAddressLine, hutCity, matchesHutSearch } from '../../../src/screens/huts/hut-list';

const hut = (sector: string, id: string, name: string, lines: string[], postcode: string, city = 'Elsewhere') => ({
  id,
  sector: sector as 'uk-1',
  name,
  address: { lines, streetAddress: lines[0] ?? '', postcode, region: 'R', city },
});

const leeds = hut('uk-1', '101', 'Leeds - Headingley', ['12 Otley Road', 'Headingley', 'Leeds'], 'LS6 3AB');
const leedsCentre = hut('uk-1', '102', 'Leeds - City Centre', ['1 Briggate', 'City Centre', 'Leeds'], 'LS1 6HB');
const paris = hut('fr-1', '201', 'Paris - Bastille', ['5 rue de la Roquette', 'Bastille'], '75011');
const montreal = hut('ca-2', '301', 'Montréal - Plateau', ['10 av. du Mont-Royal', 'Plateau'], 'H2T 1V6');
const delhi = hut('in-1', '401', 'Connaught Place', ['N-12 Connaught Place', 'New Delhi'], '110001', 'New Delhi');

describe('store city (spec 3 §3: the name before the first hyphen)', () => {
  it('takes the name before the first hyphen', () => {
    expect(hutCity(leeds)).toBe('Leeds');
    expect(hutCity(hut('uk-1', '1', 'Stoke-on-Trent - Hanley', ['x'], 'ST1'))).toBe('Stoke');
  });

  it('falls back to the address city when the name has no hyphen', () => {
    expect(hutCity(delhi)).toBe('New Delhi');
    expect(hutCity(hut('uk-1', '1', '-Odd', ['x'], 'X', 'Leeds'))).toBe('Leeds');
  });
});

describe('address line', () => {
  it('adds the postcode unless a line already carries it', () => {
    expect(hutAddressLine(leeds)).toBe('12 Otley Road, Headingley, Leeds, LS6 3AB');
    expect(hutAddressLine(hut('in-1', '1', 'Delhi - CP', ['12 Connaught Circus', 'New Delhi 110001'], '110001'))).toBe(
      '12 Connaught Circus, New Delhi 110001',
    );
  });
});

describe('store search (spec 3 §3: name, addressLine2, addressLine3, postcode)', () => {
  it.each([
    ['headingley', true],
    ['LEEDS', true],
    ['ls63', true],
    ['ls6 3ab', true],
    ['otley', false], // address line 1 is not a search field
    ['bastille', false],
    ['', true],
    ['   ', true],
  ])('%j → %s', (query, expected) => {
    expect(matchesHutSearch(leeds, query)).toBe(expected);
  });

  it('ignores accents', () => {
    expect(matchesHutSearch(montreal, 'montreal')).toBe(true);
    expect(matchesHutSearch(montreal, 'Montréal')).toBe(true);
  });
});

describe('grouping by market and city', () => {
  it('groups and sorts, the customer’s market first, empty markets left out', () => {
    const groups = groupHuts([paris, leeds, montreal, leedsCentre, delhi], 'en-GB', 'FR');
    expect(groups.map((group) => [group.market, group.count])).toEqual([
      ['FR', 1],
      ['UK', 2],
      ['IN', 1],
      ['CA', 1],
    ]);
    expect(groups[1]!.cities).toEqual([{ city: 'Leeds', huts: [leedsCentre, leeds] }]);
  });

  it('leaves out huts of an unknown sector', () => {
    expect(groupHuts([hut('zz-9', '1', 'Nowhere - X', ['x'], 'X')], 'en-GB')).toEqual([]);
  });
});
