import { describe, expect, it } from 'vitest';
import { accountPhoneError, isValidLegacyPhone, legacyPhonePrefix, legacyPhoneValue, stripIndiaPrefix } from '../../../src/domain/accounts';

describe('account phones (11-G41)', () => {
  it.each([
    ['IN', '9876543210', null],
    ['IN', '+91 98765 43210', null],
    ['IN', '987654321', 'accountRules.phone.indiaLength'],
    ['IN', '5876543210', 'accountRules.phone.indiaInitial'],
    ['IN', '', 'accountRules.phone.required'],
    ['UK', '07700 900123', null],
    ['UK', '+44 7700 900123', null],
    ['UK', '020 7946 0018', 'accountRules.phone.ukMobile'],
    ['FR', '(06) 12 34 56 78', null],
    ['FR', '#31+123456', null],
    ['FR', '12345', 'accountRules.phone.invalid'],
    ['CA', '1234567890123456', 'accountRules.phone.invalid'],
    ['CA', '613-555-0123', 'accountRules.phone.invalid'], // hyphens are not in the generic pattern
  ] as const)('%s %j → %s', (market, value, error) => expect(accountPhoneError(market, value)).toBe(error));

  it('strips +91 for prefill (C38) and leaves other numbers alone', () => {
    expect(stripIndiaPrefix('+919876543210')).toBe('9876543210');
    expect(stripIndiaPrefix('919876543210')).toBe('9876543210');
    expect(stripIndiaPrefix('9876543210')).toBe('9876543210');
    expect(stripIndiaPrefix('+447700900123')).toBe('+447700900123');
  });
});

describe('legacy India sign-in phone (11-G14)', () => {
  it('has a fixed +91 prefix, a bare plus in development and canary', () => {
    expect(legacyPhonePrefix('production')).toBe('+91');
    expect(legacyPhonePrefix('canary')).toBe('+');
    expect(legacyPhonePrefix('development')).toBe('+');
  });
  it('keeps digits only after the prefix, and a pasted +91 once', () => {
    expect(legacyPhoneValue('production', '98765-43210')).toBe('+919876543210');
    expect(legacyPhoneValue('production', '+91 98765 43210')).toBe('+919876543210');
    expect(legacyPhoneValue('development', '91 98765 43210')).toBe('+919876543210');
  });
  it('is 12 digits with +91 and an Indian mobile in production; 11–12 in development', () => {
    expect(isValidLegacyPhone('production', '+919876543210')).toBe(true);
    expect(isValidLegacyPhone('production', '+91987654321')).toBe(false);
    expect(isValidLegacyPhone('production', '+915876543210')).toBe(false);
    expect(isValidLegacyPhone('development', '+44770090012')).toBe(true);
    expect(isValidLegacyPhone('development', '+4477009001')).toBe(false);
    expect(isValidLegacyPhone('canary', '+44770090012')).toBe(false);
  });
});

describe('Indian mobile display', () => {
  it('groups +91 and the two halves', async () => {
    const { formatIndianPhone } = await import('../../../src/domain/accounts');
    expect(formatIndianPhone('+919876543210')).toBe('+91 98765 43210');
    expect(formatIndianPhone('+447700900123')).toBe('+447700900123');
  });
});
