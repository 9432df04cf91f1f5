import { describe, expect, it } from 'vitest';
import {
  INDIA_PHONE_MESSAGES,
  normalisePhoneForOrder,
  phoneForPrefill,
  stripCarets,
  validatePhone,
  type CheckoutMarket,
  type PhoneErrorKey,
} from '../../../src/domain/checkout';

type Row = [raw: string, expected: PhoneErrorKey | null];

describe('phone: every market (spec 2 §5)', () => {
  const markets: CheckoutMarket[] = ['UK', 'FR', 'IN', 'CA'];
  it.each(markets.flatMap((market) => ['', '   ', '()-', 'no number', '^^^'].map((raw) => [market, raw] as const)))(
    '%s: %j is REQUIRED (empty or without digits)',
    (market, raw) => expect(validatePhone(market, raw)).toBe('REQUIRED'),
  );
});

describe('phone: India (spec 2 §5, 3 §5.3)', () => {
  it.each<Row>([
    ['9876543210', null],
    ['6000000000', null],
    ['7000000000', null],
    ['8123456789', null],
    ['+91 98765 43210', null], // a leading plus and the 91 go
    ['919876543210', null], // 12 digits starting 91: the country code
    ['098765 43210', null], // 11 digits with the trunk 0
    ['98765-43210', null],
    ['(98765) 43210', null],
    ['98765 43210 mobile', null], // letters stripped
    ['5876543210', 'INVALID_PHONE_INITIAL'],
    ['1234567890', 'INVALID_PHONE_INITIAL'],
    ['05876543210', 'INVALID_PHONE_INITIAL'], // the first significant digit is after the 0
    ['+91 58765 43210', 'INVALID_PHONE_INITIAL'],
    ['98765', 'INVALID_PHONE_LENGTH'],
    ['987654321', 'INVALID_PHONE_LENGTH'], // 9
    ['98765432101', 'INVALID_PHONE_LENGTH'], // 11 without the 0
    ['0987654321', 'INVALID_PHONE_LENGTH'], // 10 starting 0
    ['009876543210', 'INVALID_PHONE_LENGTH'],
    ['+1 98765 43210', 'INVALID_PHONE_LENGTH'],
    ['98765.43210', 'INVALID_PHONE_LENGTH'], // a dot is not stripped: 11 characters
    ['9876#43210', 'INVALID_PHONE'], // 10 characters, 6–9 first, but not all digits
  ])('%j → %s', (raw, expected) => expect(validatePhone('IN', raw)).toBe(expected));

  it('has the three English messages of the spec', () => {
    expect(INDIA_PHONE_MESSAGES).toEqual({
      INVALID_PHONE_LENGTH: 'Mobile should consist of 10 digits',
      INVALID_PHONE_INITIAL: 'Mobile numbers should start with 6,7,8 or 9',
      INVALID_PHONE: 'Please enter a valid phone number',
    });
  });
});

describe('phone: Canada (spec 2 §5)', () => {
  it.each<Row>([
    ['4165550199', null],
    ['416-555-0199', null],
    ['(416) 555-0199', null],
    ['1 (416) 555-0199', null],
    ['+1 416 555 0199', null],
    ['14165550199', null],
    ['416-055-0199', 'INVALID_PHONE'], // exchange starts 0
    ['416-155-0199', 'INVALID_PHONE'], // exchange starts 1
    ['0165550199', 'INVALID_PHONE'], // area code starts 0
    ['1 (116) 555-0199', 'INVALID_PHONE'], // area code starts 1
    // Every Canadian failure is INVALID_PHONE (spec 3 §5.3; 10-G20): the length keys are India's.
    ['1416555019', 'INVALID_PHONE'], // 10 digits starting 1
    ['24165550199', 'INVALID_PHONE'], // 11 digits not starting 1
    ['416555019', 'INVALID_PHONE'],
    ['555-0199', 'INVALID_PHONE'],
    ['+91 98765 43210', 'INVALID_PHONE'], // an Indian mobile in Canada: the valid-number text, not India's
  ])('%j → %s', (raw, expected) => expect(validatePhone('CA', raw)).toBe(expected));
});

describe('phone: UK, the UK numbering plan (libphonenumber-js)', () => {
  it.each<Row>([
    ['+44 7911 123456', null],
    ['07911 123456', null],
    ['07911-123-456', null],
    ['020 7946 0101', null],
    ['+44 20 7946 0101', null],
    ['+44 (0)20 7946 0101', null], // the bracketed trunk 0 after +44 is ignored
    ['0044 20 7946 0101', null],
    ['0800 123 4567', null],
    ['0161 496 0000', null],
    ['020 7946 0101 home', null], // letters stripped
    ['07797 123456', null], // a Jersey mobile: still +44
    ['07700 90012', 'INVALID_PHONE'], // too short
    ['07911 1234567', 'INVALID_PHONE'], // too long
    ['+44 7700 900123', 'INVALID_PHONE'], // Ofcom's drama range, never a real number
    ['+33 1 23 45 67 89', 'INVALID_PHONE'], // valid, but French
    ['12345', 'INVALID_PHONE'],
    ['0000 000 000', 'INVALID_PHONE'],
  ])('%j → %s', (raw, expected) => expect(validatePhone('UK', raw)).toBe(expected));
});

describe('phone: France, the generic pattern of the market record', () => {
  it.each<Row>([
    ['01 23 45 67 89', null],
    ['06-12-34-56-78', null],
    ['+33 6 12 34 56 78', null],
    ['+44 7911 123456', null], // a visitor's mobile
    ['123456', null], // 6 digits, the generic minimum
    ['12345', 'INVALID_PHONE'],
    ['1234567890123456', 'INVALID_PHONE'], // 16 digits
    ['06.12.34.56.78', 'INVALID_PHONE'], // dots are not stripped
  ])('%j → %s', (raw, expected) => expect(validatePhone('FR', raw)).toBe(expected));
});

describe('the phone the order carries (spec 2 §5; 06-G10)', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['98765^43210', '9876543210'],
  ])('India %j → %j', (raw, expected) => expect(normalisePhoneForOrder('IN', raw)).toBe(expected));

  it.each([
    ['UK', '  020   7946 0101 ', '020 7946 0101'],
    ['UK', '^07911 123456', '07911 123456'],
    ['CA', ' 1 (416)  555-0199', '1 (416) 555-0199'],
    ['FR', '01\t23 45 67 89', '01 23 45 67 89'],
  ] as const)('%s %j → %j', (market, raw, expected) => expect(normalisePhoneForOrder(market, raw)).toBe(expected));

  it('strips every caret', () => {
    expect(stripCarets('^a^^b^')).toBe('ab');
    expect(stripCarets('')).toBe('');
  });
});

describe('a stored phone prefilled into checkout (C38)', () => {
  it('drops +91 in India, so the form holds the 10-digit mobile it checks and sends', () => {
    expect(phoneForPrefill('IN', '+919876543210')).toBe('9876543210');
    expect(phoneForPrefill('IN', '+91 98765 43210')).toBe('9876543210');
    expect(phoneForPrefill('IN', '9876543210')).toBe('9876543210');
    expect(validatePhone('IN', phoneForPrefill('IN', '+919876543210'))).toBeNull();
    expect(normalisePhoneForOrder('IN', '+919876543210')).toBe('9876543210');
  });

  it('keeps other markets as stored', () => {
    expect(phoneForPrefill('CA', ' +1 416 555 0199 ')).toBe('+1 416 555 0199');
    expect(phoneForPrefill('UK', '+44 7911 123456')).toBe('+44 7911 123456');
  });
});
