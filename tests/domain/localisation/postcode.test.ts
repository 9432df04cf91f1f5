import { describe, expect, it } from 'vitest';
import { matchesPostcode } from '../../../src/domain/markets/patterns';
import { formatPostcode, isValidPostcode, normalisePostcode, postcodeRulesOf } from '../../../src/domain/localisation/postcode';

describe('postcode entry (spec 1 §5)', () => {
  it.each(['SW1A 1AA', 'sw1a1aa', ' Sw1A 1aA ', 'GIR 0AA', 'gir0aa', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'EC1A 1BB'])(
    'accepts the UK postcode %j, case and spaces ignored',
    (input) => expect(isValidPostcode(input, 'UK')).toBe(true),
  );

  it.each(['', '   ', 'SW1A', 'NOT A CODE', 'Q1 1AA', 'SW1A 1AAA', '12345', 'GIR 0AB', '__proto__', 'SW1A 1AA    X'])(
    'refuses %j for UK delivery',
    (input) => expect(isValidPostcode(input, 'UK')).toBe(false),
  );

  it('never accepts more than the field holds (10 characters)', () => {
    expect(postcodeRulesOf('UK').inputMaxLength).toBe(10);
    expect(isValidPostcode('SW1A   1AA', 'UK')).toBe(true); // 10 characters
    expect(isValidPostcode('SW1A    1AA', 'UK')).toBe(false); // 11
  });

  it('lets the collection search take an outward code alone (partial) as well as a full one', () => {
    expect(isValidPostcode('SW1A', 'UK', 'partial')).toBe(true);
    expect(isValidPostcode('SW1A', 'UK', 'any')).toBe(true);
    expect(isValidPostcode('SW1A 1AA', 'UK', 'any')).toBe(true);
    expect(isValidPostcode('SW1A 1AA', 'UK', 'partial')).toBe(false);
    expect(isValidPostcode('Leeds', 'UK', 'any')).toBe(false);
  });

  it('checks France, India and Canada by their own patterns', () => {
    expect(isValidPostcode('75011', 'FR')).toBe(true);
    expect(isValidPostcode('99000', 'FR')).toBe(false);
    expect(isValidPostcode('110001', 'IN')).toBe(true);
    expect(isValidPostcode('011001', 'IN')).toBe(false);
    expect(isValidPostcode('m5v 3l9', 'CA')).toBe(true);
    expect(isValidPostcode('M5V', 'CA', 'partial')).toBe(true);
    expect(isValidPostcode('D5V 3L9', 'CA')).toBe(false);
  });

  it('agrees with the market configuration module on every kind of input', () => {
    const inputs = ['GIR 0AA', 'sw1a1aa', 'SW1A', '', '75011', '750', '110001', '1100', 'M5V 3L9', 'M5V', 'nonsense'];
    for (const market of ['UK', 'FR', 'IN', 'CA'] as const) {
      for (const kind of ['full', 'partial', 'any'] as const) {
        for (const input of inputs) expect(isValidPostcode(input, market, kind), `${market} ${kind} ${input}`).toBe(matchesPostcode(input, market, kind));
      }
    }
  });

  it('normalises and formats for display and look-ups', () => {
    expect(normalisePostcode(' nw1 8qp ')).toBe('NW18QP');
    expect(formatPostcode('nw18qp', 'UK')).toBe('NW1 8QP');
    expect(formatPostcode('gir0aa', 'UK')).toBe('GIR 0AA');
    expect(formatPostcode('m5v3l9', 'CA')).toBe('M5V 3L9');
    expect(formatPostcode(' 75 011', 'FR')).toBe('75011');
    expect(formatPostcode('110 001', 'IN')).toBe('110001');
  });
});
