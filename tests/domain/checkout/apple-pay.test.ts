import { describe, expect, it } from 'vitest';
import {
  APPLE_PAY_MESSAGES,
  applePayLineItems,
  normaliseWalletContact,
  normaliseWalletPhone,
  validateApplePayContact,
  type ApplePayContactInput,
} from '../../../src/domain/checkout';

// Apple Pay (spec 2 §3 "Wallet payment data (normalised)", §4 "Wallets", §5 "Payments"; 06-G20, 06-G23).

const good = (changes: Partial<ApplePayContactInput> = {}): ApplePayContactInput => ({
  disposition: 'delivery',
  market: 'UK',
  shipping: {
    givenName: 'Ada',
    familyName: 'Lovelace',
    addressLines: ['186 Camden High Street'],
    postalCode: 'NW1 8QP',
    emailAddress: 'ada@example.com',
    phoneNumber: '020 7123 4567',
  },
  billing: { givenName: 'Ada', familyName: 'Lovelace', country: 'GB' },
  customerPostcode: 'NW1 8QP',
  shippingHutMatches: true,
  ...changes,
});
const withShipping = (shipping: Partial<ApplePayContactInput['shipping']>, changes: Partial<ApplePayContactInput> = {}) =>
  good({ ...changes, shipping: { ...good().shipping, ...shipping } });
const messages = (input: ApplePayContactInput) => validateApplePayContact(input).map((error) => error.message);

describe('validateApplePayContact: the Apple Pay response for delivery (spec 2 §5; 06-G20)', () => {
  it('a complete UK contact passes; the postcode is case- and space-insensitive', () => {
    expect(validateApplePayContact(good())).toEqual([]);
    expect(validateApplePayContact(withShipping({ postalCode: ' nw18qp ' }))).toEqual([]);
  });

  it.each(['', '   ', 'NW1', 'SW1A 1AA 1', '75011', 'NW1 8QP NW1 8QP'])("postcode %j: 'Postcode is invalid'", (postalCode) => {
    expect(validateApplePayContact(withShipping({ postalCode }))).toEqual([{ field: 'shippingPostalCode', message: 'Postcode is invalid' }]);
  });

  it("uses the market's postcode pattern: 75011 in France, M5V 2T6 in Canada, 110001 in India", () => {
    expect(messages(withShipping({ postalCode: '75011', phoneNumber: '01 40 00 00 00' }, { market: 'FR', customerPostcode: '75011' }))).toEqual([]);
    expect(messages(withShipping({ postalCode: 'm5v2t6', phoneNumber: '416 555 0123' }, { market: 'CA', customerPostcode: 'M5V 2T6' }))).toEqual([]);
    expect(messages(withShipping({ postalCode: '110001', phoneNumber: '9876543210' }, { market: 'IN', customerPostcode: '110001' }))).toEqual([]);
    expect(messages(withShipping({ postalCode: 'NW1 8QP', phoneNumber: '9876543210' }, { market: 'IN' }))).toEqual(['Postcode is invalid']);
  });

  it("a street address line is required: none, or only blank ones, is 'street address line required'", () => {
    for (const addressLines of [[], [''], ['  ', '\t']]) {
      expect(validateApplePayContact(withShipping({ addressLines }))).toEqual([{ field: 'shippingAddressLines', message: 'street address line required' }]);
    }
    expect(messages(withShipping({ addressLines: ['', 'Flat 2, 186 Camden High Street'] }))).toEqual([]);
  });

  it('given and family names need at least 1 character (whitespace does not count)', () => {
    expect(messages(withShipping({ givenName: 'A', familyName: 'L' }))).toEqual([]);
    expect(validateApplePayContact(withShipping({ givenName: ' ', familyName: '' })).map((error) => error.field)).toEqual([
      'shippingGivenName',
      'shippingFamilyName',
    ]);
  });

  it('a valid email and a valid phone of the market (the checkout phone rule)', () => {
    expect(messages(withShipping({ emailAddress: 'ada@' }))).toEqual([APPLE_PAY_MESSAGES.email]);
    expect(messages(withShipping({ emailAddress: '' }))).toEqual([APPLE_PAY_MESSAGES.email]);
    expect(messages(withShipping({ emailAddress: ' ada@example.com ' }))).toEqual([]);
    expect(messages(withShipping({ phoneNumber: '' }))).toEqual([APPLE_PAY_MESSAGES.phone]);
    expect(messages(withShipping({ phoneNumber: '07700 900123' }))).toEqual([APPLE_PAY_MESSAGES.phone]); // Ofcom drama range
    expect(messages(withShipping({ phoneNumber: '+44 20 7123 4567' }))).toEqual([]);
  });

  it('the contact checks also cover billing name and country', () => {
    const input = good({ billing: { givenName: '', familyName: ' ', country: '' } });
    expect(validateApplePayContact(input)).toEqual([
      { field: 'billingGivenName', message: 'billing given name required' },
      { field: 'billingFamilyName', message: 'billing family name required' },
      { field: 'billingCountry', message: 'billing country required' },
    ]);
  });

  it('the shipping postcode must resolve to the same hut', () => {
    const elsewhere = withShipping({ postalCode: 'SW9 8HE' }, { shippingHutMatches: false });
    expect(validateApplePayContact(elsewhere)).toEqual([{ field: 'shippingPostalCode', message: 'the shipping postcode must resolve to the same hut' }]);
    expect(messages(withShipping({ postalCode: 'NW5 2HX' }, { shippingHutMatches: true }))).toEqual([]);
    // The customer's own postcode is the one the hut was chosen for.
    expect(messages(withShipping({ postalCode: 'nw1 8qp' }, { shippingHutMatches: false }))).toEqual([]);
    // An invalid postcode says only that.
    expect(messages(withShipping({ postalCode: 'NOPE' }, { shippingHutMatches: false }))).toEqual(['Postcode is invalid']);
  });

  it('further errors are shown: every failing check is listed', () => {
    const empty = { givenName: '', familyName: '', addressLines: [], postalCode: '', emailAddress: '', phoneNumber: '' };
    expect(messages(good({ shipping: empty, billing: { givenName: '', familyName: '', country: '' }, shippingHutMatches: false }))).toEqual([
      'Postcode is invalid',
      'street address line required',
      APPLE_PAY_MESSAGES.givenName,
      APPLE_PAY_MESSAGES.familyName,
      APPLE_PAY_MESSAGES.email,
      APPLE_PAY_MESSAGES.phone,
      'billing given name required',
      'billing family name required',
      'billing country required',
    ]);
  });

  it('collection and the excluded market skip the checks', () => {
    const empty = { givenName: '', familyName: '', addressLines: [], postalCode: '', emailAddress: '', phoneNumber: '' };
    expect(validateApplePayContact(good({ disposition: 'collection', shipping: empty, shippingHutMatches: false }))).toEqual([]);
    expect(validateApplePayContact(good({ excludedMarket: true, shipping: empty, shippingHutMatches: false }))).toEqual([]);
    expect(validateApplePayContact(good({ excludedMarket: false, shipping: empty })).length).toBeGreaterThan(0);
  });
});

describe('normaliseWalletContact: names, address and country trimmed, the phone normalised (spec 2 §3; 06-G23)', () => {
  it('trims every name, address and country field and keeps the phone as digits with a leading +', () => {
    const data = normaliseWalletContact({
      billing: { givenName: ' Ada ', familyName: 'Lovelace\t', addressLines: [' 186 Camden High Street ', '  ', 'Camden '], country: ' GB ', postalCode: ' NW1 8QP ' },
      cardType: 'visa',
      disposition: 'delivery',
      emailAddress: ' ada@example.com ',
      hutId: '1101',
      name: '  Ada Lovelace ',
      phoneNumber: ' +44 (20) 7123-4567 ',
      shipping: { givenName: ' Ada', familyName: 'Lovelace ', addressLines: ['  ', ' 186 Camden High Street '], postalCode: 'NW1 8QP ' },
      token: ' opaque-token ',
    });
    expect(data).toEqual({
      billing: { givenName: 'Ada', familyName: 'Lovelace', addressLines: ['186 Camden High Street', 'Camden'], country: 'GB', postalCode: 'NW1 8QP' },
      cardType: 'visa',
      disposition: 'delivery',
      emailAddress: 'ada@example.com',
      hutId: '1101',
      name: 'Ada Lovelace',
      phoneNumber: '+442071234567',
      shipping: { givenName: 'Ada', familyName: 'Lovelace', addressLine1: '186 Camden High Street', postalCode: 'NW1 8QP' },
      token: ' opaque-token ',
    });
  });

  it('an empty or partial payload gives empty fields, never a crash; __proto__ is not copied', () => {
    const empty = normaliseWalletContact({});
    expect(empty.billing).toEqual({ givenName: '', familyName: '', addressLines: [], country: '', postalCode: '' });
    expect(empty.shipping).toEqual({ givenName: '', familyName: '', addressLine1: '', postalCode: '' });
    expect(empty.phoneNumber).toBe('');
    expect(normaliseWalletContact({ billing: null, shipping: null, phoneNumber: null }).phoneNumber).toBe('');
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "name": " x "}') as Parameters<typeof normaliseWalletContact>[0];
    const result = normaliseWalletContact(hostile);
    expect(result.name).toBe('x');
    expect(Object.keys(result)).not.toContain('__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a shipping addressLine1 wins over the address lines', () => {
    expect(normaliseWalletContact({ shipping: { addressLine1: ' 1 Camden Road ', addressLines: ['2 Other Street'] } }).shipping.addressLine1).toBe('1 Camden Road');
  });

  it.each([
    ['+44 20 7123 4567', '+442071234567'],
    ['020 7123 4567', '02071234567'],
    ['  +91-98765 43210 ', '+919876543210'],
    ['(416) 555-0123', '4165550123'],
    ['+', ''],
    ['call me', ''],
    ['44+20', '4420'],
  ])('phone %j → %j', (raw, expected) => expect(normaliseWalletPhone(raw)).toBe(expected));
});

describe('applePayLineItems: TIP and zero amounts are omitted (spec 2 §4; 06-G20)', () => {
  it('drops the TIP line and zero-amount lines, keeps the order of the rest', () => {
    const items = [
      { label: 'Subtotal', amount: '24.98' },
      { label: 'TIP', amount: '2.00' },
      { label: 'Delivery', amount: '0.00' },
      { label: 'Priority delivery', amount: 1.5 },
      { label: 'Voucher', amount: 0 },
      { label: 'Discount', amount: '-3.00' },
    ];
    expect(applePayLineItems(items)).toEqual([
      { label: 'Subtotal', amount: '24.98' },
      { label: 'Priority delivery', amount: 1.5 },
      { label: 'Discount', amount: '-3.00' },
    ]);
  });

  it('an empty list stays empty; a list of only a tip and zeros becomes empty', () => {
    expect(applePayLineItems([])).toEqual([]);
    expect(applePayLineItems([{ label: 'TIP', amount: 1 }, { label: 'Bag', amount: '0' }])).toEqual([]);
  });
});
