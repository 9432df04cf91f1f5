import { describe, expect, it } from 'vitest';
import {
  cleanPhone,
  matchesPhone,
  matchesPostcode,
  prefixedPhoneLength,
} from '../../../src/domain/markets/index';
import { normalisePostcode } from '../../../src/domain/localisation/postcode';

describe('postcode patterns (spec 1 §5, 1 §9, 3 §5.5)', () => {
  it('normalises case and spaces', () => {
    expect(normalisePostcode(' sw1a  1aa ')).toBe('SW1A1AA');
    expect(normalisePostcode('m5v\t3l9')).toBe('M5V3L9');
  });

  describe('UK', () => {
    const valid = ['SW1A 1AA', 'sw1a1aa', 'GIR 0AA', 'gir0aa', ' GIR 0AA ', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT'];
    it.each([...valid, 'EC1A 1BB', 'W1A 0AX'])('accepts %j', (input) => expect(matchesPostcode(input, 'UK')).toBe(true));

    it.each(['', '   ', 'SW1A 1A', 'SW1A 1AAA', 'QC1A 1AA', '12345', 'GIR 0AB', 'SW1A-1AA'])('refuses %j', (input) =>
      expect(matchesPostcode(input, 'UK')).toBe(false),
    );

    it('refuses input longer than the 10-character field, spaces counted', () => {
      expect(' SW1A 1AA '.length).toBe(10);
      expect(matchesPostcode(' SW1A 1AA ', 'UK')).toBe(true);
      expect('SW1A  1AA  '.length).toBe(11);
      expect(matchesPostcode('SW1A  1AA  ', 'UK')).toBe(false);
    });

    it('accepts an outward code as a partial postcode, and both in the collection search', () => {
      expect(matchesPostcode('SW1A', 'UK', 'partial')).toBe(true);
      expect(matchesPostcode('m1', 'UK', 'partial')).toBe(true);
      expect(matchesPostcode('GIR', 'UK', 'partial')).toBe(true);
      expect(matchesPostcode('SW1A 1AA', 'UK', 'partial')).toBe(false);
      expect(matchesPostcode('SW1A', 'UK', 'full')).toBe(false);
      expect(matchesPostcode('SW1A', 'UK', 'any')).toBe(true);
      expect(matchesPostcode('SW1A 1AA', 'UK', 'any')).toBe(true);
      expect(matchesPostcode('', 'UK', 'any')).toBe(false);
    });
  });

  it('France: five digits, a real department first', () => {
    expect(matchesPostcode('75001', 'FR')).toBe(true);
    expect(matchesPostcode('20000', 'FR')).toBe(true);
    expect(matchesPostcode('97400', 'FR')).toBe(true);
    expect(matchesPostcode('00100', 'FR')).toBe(false);
    expect(matchesPostcode('7500', 'FR')).toBe(false);
    expect(matchesPostcode('750011', 'FR')).toBe(false);
    expect(matchesPostcode('7500A', 'FR')).toBe(false);
    expect(matchesPostcode('75', 'FR', 'partial')).toBe(true);
    expect(matchesPostcode('7500', 'FR', 'partial')).toBe(true);
    expect(matchesPostcode('7', 'FR', 'partial')).toBe(false);
  });

  it('India: six-digit PIN codes, partial from three digits', () => {
    expect(matchesPostcode('110001', 'IN')).toBe(true);
    expect(matchesPostcode('560 034', 'IN')).toBe(true);
    expect(matchesPostcode('011001', 'IN')).toBe(false);
    expect(matchesPostcode('11000', 'IN')).toBe(false);
    expect(matchesPostcode('1100011', 'IN')).toBe(false);
    expect(matchesPostcode('110', 'IN', 'partial')).toBe(true);
    expect(matchesPostcode('11000', 'IN', 'partial')).toBe(true);
    expect(matchesPostcode('11', 'IN', 'partial')).toBe(false);
    expect(matchesPostcode('110001', 'IN', 'partial')).toBe(false);
  });

  it('Canada: A1A 1A1, partial as the forward sortation area', () => {
    expect(matchesPostcode('M5V 3L9', 'CA')).toBe(true);
    expect(matchesPostcode('m5v3l9', 'CA')).toBe(true);
    expect(matchesPostcode('H2X 1Y4', 'CA')).toBe(true);
    expect(matchesPostcode('D5V 3L9', 'CA')).toBe(false);
    expect(matchesPostcode('M5V 3L', 'CA')).toBe(false);
    expect(matchesPostcode('M5V', 'CA', 'partial')).toBe(true);
    expect(matchesPostcode('M5V', 'CA', 'any')).toBe(true);
  });
});

describe('phone patterns (spec 2 §5, 3 §5.3, §9)', () => {
  it('cleans spaces, hyphens, brackets and letters', () => {
    expect(cleanPhone(' (416) 555-0199 ext ')).toBe('4165550199');
    expect(cleanPhone('+91 98765 43210')).toBe('+919876543210');
  });

  it('India: 10 digits starting 6 to 9; 12 digits with +91', () => {
    for (const valid of ['9876543210', '6000000000', '7000000000', '8123456789', '98765 43210', '98765-43210']) {
      expect(matchesPhone(valid, 'IN')).toBe(true);
    }
    const invalid = ['5876543210', '0987654321', '987654321', '98765432101', '09876543210', '+919876543210', '', 'abc'];
    for (const number of invalid) {
      expect(matchesPhone(number, 'IN')).toBe(false);
    }
    expect(prefixedPhoneLength('IN')).toBe(12);
    expect(cleanPhone('+91 98765 43210').replace('+', '')).toHaveLength(prefixedPhoneLength('IN'));
  });

  it('UK: a UK number, national or +44; mobiles start 07', () => {
    expect(matchesPhone('020 7946 0018', 'UK')).toBe(true);
    expect(matchesPhone('+44 20 7946 0018', 'UK')).toBe(true);
    expect(matchesPhone('0044 20 7946 0018', 'UK')).toBe(true);
    expect(matchesPhone('07700 900123', 'UK')).toBe(true);
    expect(matchesPhone('07700 900123', 'UK', 'mobile')).toBe(true);
    expect(matchesPhone('+44 7700 900123', 'UK', 'mobile')).toBe(true);
    expect(matchesPhone('020 7946 0018', 'UK', 'mobile')).toBe(false);
    expect(matchesPhone('12345', 'UK')).toBe(false);
    expect(matchesPhone('00 7946 0018', 'UK')).toBe(false);
    expect(matchesPhone('', 'UK')).toBe(false);
  });

  it('Canada: 10 digits not starting 1, or 11 starting 1, North American form', () => {
    expect(matchesPhone('(416) 555-0199', 'CA')).toBe(true);
    expect(matchesPhone('1 416 555 0199', 'CA')).toBe(true);
    expect(matchesPhone('+1 416 555 0199', 'CA')).toBe(true);
    expect(matchesPhone('116 555 0199', 'CA')).toBe(false);
    expect(matchesPhone('416 155 0199', 'CA')).toBe(false);
    expect(matchesPhone('2416 555 0199', 'CA')).toBe(false);
  });

  it('France: the generic pattern of 6 to 15 digits; mobiles 06 and 07', () => {
    expect(matchesPhone('01 23 45 67 89', 'FR')).toBe(true);
    expect(matchesPhone('+33 (0)1 23 45 67 89', 'FR')).toBe(true);
    expect(matchesPhone('123456', 'FR')).toBe(true);
    expect(matchesPhone('12345', 'FR')).toBe(false);
    expect(matchesPhone('1234567890123456', 'FR')).toBe(false);
    expect(matchesPhone('##', 'FR')).toBe(false);
    expect(matchesPhone('06 12 34 56 78', 'FR', 'mobile')).toBe(true);
    expect(matchesPhone('+33 7 12 34 56 78', 'FR', 'mobile')).toBe(true);
    expect(matchesPhone('01 23 45 67 89', 'FR', 'mobile')).toBe(false);
  });
});
