import { describe, expect, it } from 'vitest';
import { checkoutName, validateCheckout, type CheckoutValidationInput } from '../../../src/domain/checkout';
import { checkoutForm } from './form';

type Overrides = Partial<Omit<CheckoutValidationInput, 'form'>> & { form?: Parameters<typeof checkoutForm>[0] };

const CONTACT = { email: 'sam@example.com', termsAccepted: true };

/** A complete, valid checkout for the market, changed by the test. */
function input(market: CheckoutValidationInput['market'], overrides: Overrides = {}): CheckoutValidationInput {
  const byMarket = {
    UK: { name: 'Sam Smith', phone: '020 7946 0101', addressLine1: '12 Parkway', postcode: 'NW1 8QP' },
    FR: { firstName: 'Amélie', lastName: 'Poulain', phone: '01 23 45 67 89' },
    IN: { name: 'Priya Sharma', phone: '98765 43210', interior: 'Flat 4, 2nd floor' },
    CA: { firstName: 'Sam', lastName: 'Tremblay', phone: '416-555-0199', streetAddress: '1 Front St', postalCode: 'M5V 3L9' },
  }[market];
  return {
    market,
    disposition: 'delivery',
    password: '',
    paymentType: 'cash',
    postcodeCheck: 'ok',
    ...overrides,
    form: checkoutForm({ ...CONTACT, ...byMarket, ...overrides.form }),
  };
}

describe('a complete checkout passes (spec 2 §5)', () => {
  it.each(['UK', 'FR', 'IN', 'CA'] as const)('%s delivery', (market) => expect(validateCheckout(input(market))).toEqual({}));
  it.each(['UK', 'FR', 'IN', 'CA'] as const)('%s collection', (market) =>
    expect(validateCheckout(input(market, { disposition: 'collection' }))).toEqual({}),
  );
});

describe('email, phone and payment method', () => {
  it('needs an email, a valid one', () => {
    expect(validateCheckout(input('UK', { form: { email: '' } })).email).toBe('REQUIRED');
    expect(validateCheckout(input('UK', { form: { email: ' ^ ' } })).email).toBe('REQUIRED');
    for (const email of ['sam', 'sam@', 'sam@example', '@example.com', 'sam smith@example.com', 'sam@@example.com']) {
      expect(validateCheckout(input('UK', { form: { email } })).email).toBe('INVALID_EMAIL');
    }
    for (const email of [' sam@example.com ', 'sam.smith+pizza@example.co.uk', "o'neil@example.ie", 'sa^m@example.com']) {
      expect(validateCheckout(input('UK', { form: { email } })).email).toBeUndefined();
    }
  });

  it('checks the phone by the market rule', () => {
    expect(validateCheckout(input('IN', { form: { phone: '58765 43210' } })).phone).toBe('INVALID_PHONE_INITIAL');
    expect(validateCheckout(input('IN', { form: { phone: '' } })).phone).toBe('REQUIRED');
    expect(validateCheckout(input('UK', { form: { phone: '07700 90012' } })).phone).toBe('INVALID_PHONE');
  });

  it('needs a payment method', () => {
    expect(validateCheckout(input('UK', { paymentType: null })).paymentType).toBe('REQUIRED');
    expect(validateCheckout(input('UK', { paymentType: '' })).paymentType).toBe('REQUIRED');
  });

  it.each(['applePay', 'googlePay3DS'])('skips email, phone and payment checks for %s (06-G6, 13-G20)', (paymentType) => {
    const errors = validateCheckout(input('UK', { paymentType, form: { email: '', phone: '' } }));
    expect(errors).toEqual({});
  });

  it('checks email and phone for plain googlePay: only Apple Pay and Google Pay 3DS are exempt (13-G20)', () => {
    const errors = validateCheckout(input('UK', { paymentType: 'googlePay', form: { email: '', phone: '' } }));
    expect(errors.email).toBe('REQUIRED');
    expect(errors.phone).toBeDefined();
  });

  it('still checks the name and address with a wallet', () => {
    const errors = validateCheckout(input('UK', { paymentType: 'applePay', form: { name: '', addressLine1: '' } }));
    expect(errors).toEqual({ name: 'REQUIRED', addressLine1: 'REQUIRED' });
  });
});

describe('names (spec 2 §5; C12, 06-G8)', () => {
  it('needs the name in the UK and India', () => {
    expect(validateCheckout(input('UK', { form: { name: '  ' } })).name).toBe('REQUIRED');
    expect(validateCheckout(input('IN', { form: { name: '' } })).name).toBe('REQUIRED');
  });

  it.each(['Priya Sharma', 'P. K. Sharma', 'Sharma, Priya', 'Anne-Marie', 'प्रिया शर्मा'])('India accepts %j', (name) =>
    expect(validateCheckout(input('IN', { form: { name } })).name).toBeUndefined(),
  );
  it.each(['Priya 2', '007', "O'Neil", 'Priya!', 'Priya@home'])('India refuses %j', (name) =>
    expect(validateCheckout(input('IN', { form: { name } })).name).toBe('INVALID_NAME'),
  );

  it.each(["Siobhán O'Neil", 'O’Brien', 'José-María Núñez', 'Zoë', 'Dr. Smith, Jr.'])('the UK accepts %j', (name) =>
    expect(validateCheckout(input('UK', { form: { name } })).name).toBeUndefined(),
  );
  it.each(['Sam 2', 'Sam <script>', 'Sam_Smith', 'Sam & Co'])('the UK refuses %j', (name) =>
    expect(validateCheckout(input('UK', { form: { name } })).name).toBe('INVALID_NAME'),
  );

  it.each(['FR', 'CA'] as const)('%s needs first and last names; the name is then optional', (market) => {
    expect(validateCheckout(input(market, { form: { firstName: '', lastName: ' ' } }))).toEqual({
      firstName: 'REQUIRED',
      lastName: 'REQUIRED',
    });
    expect(validateCheckout(input(market, { form: { firstName: 'Amélie2' } })).firstName).toBe('INVALID_NAME');
    expect(validateCheckout(input(market, { form: { name: 'Am3lie' } })).name).toBe('INVALID_NAME');
  });

  it('falls back to first name plus last name', () => {
    expect(checkoutName(checkoutForm({ name: ' Sam ', firstName: 'A', lastName: 'B' }))).toBe('Sam');
    expect(checkoutName(checkoutForm({ firstName: ' Amélie ', lastName: 'Poulain^' }))).toBe('Amélie Poulain');
    expect(checkoutName(checkoutForm({ lastName: 'Poulain' }))).toBe('Poulain');
    expect(checkoutName(checkoutForm())).toBe('');
  });
});

describe('UK delivery address (spec 2 §5; 06-G7)', () => {
  it('needs address line 1, not just a house number without line 2', () => {
    expect(validateCheckout(input('UK', { form: { addressLine1: '' } })).addressLine1).toBe('REQUIRED');
    expect(validateCheckout(input('UK', { form: { addressLine1: ' 12 ' } })).addressLine1).toBe('INCOMPLETE_ADDRESS');
    expect(validateCheckout(input('UK', { form: { addressLine1: '12', addressLine2: 'Parkway' } })).addressLine1).toBeUndefined();
    expect(validateCheckout(input('UK', { form: { addressLine1: '12a' } })).addressLine1).toBeUndefined();
  });

  it('needs a valid postcode, case and spaces ignored', () => {
    expect(validateCheckout(input('UK', { form: { postcode: '' } })).postcode).toBe('REQUIRED');
    expect(validateCheckout(input('UK', { form: { postcode: 'NW1' } })).postcode).toBe('INVALID');
    expect(validateCheckout(input('UK', { form: { postcode: 'Q1 1AA' } })).postcode).toBe('INVALID');
    expect(validateCheckout(input('UK', { form: { postcode: 'nw18qp' } })).postcode).toBeUndefined();
  });

  it("refuses a postcode we don't deliver to, or one of another hut", () => {
    expect(validateCheckout(input('UK', { postcodeCheck: 'not-deliverable' })).postcode).toBe('NOT_DELIVERABLE');
    expect(validateCheckout(input('UK', { postcodeCheck: 'other-hut' })).postcode).toBe('NOT_CHOSEN_HUT');
    expect(validateCheckout(input('UK', { postcodeCheck: 'unknown' })).postcode).toBeUndefined();
  });

  it('asks for no address on collection', () => {
    const form = { addressLine1: '', postcode: '' };
    expect(validateCheckout(input('UK', { disposition: 'collection', form }))).toEqual({});
  });
});

describe('India (spec 2 §5)', () => {
  it('needs the interior for delivery, except in development', () => {
    expect(validateCheckout(input('IN', { form: { interior: ' ' } })).interior).toBe('REQUIRED');
    expect(validateCheckout(input('IN', { form: { interior: '' }, development: true })).interior).toBeUndefined();
    expect(validateCheckout(input('IN', { disposition: 'collection', form: { interior: '' } })).interior).toBeUndefined();
  });

  it('allows delivery instructions of at most 28 characters', () => {
    expect(validateCheckout(input('IN', { form: { instructions: 'x'.repeat(28) } })).instructions).toBeUndefined();
    expect(validateCheckout(input('IN', { form: { instructions: 'x'.repeat(29) } })).instructions).toBe('TOO_LONG');
    // carets are stripped and the ends trimmed before counting: this is what is sent
    expect(validateCheckout(input('IN', { form: { instructions: ` ${'x'.repeat(28)}^^ ` } })).instructions).toBeUndefined();
  });

  it('uses the market limit elsewhere (100 in the UK)', () => {
    expect(validateCheckout(input('UK', { form: { instructions: 'x'.repeat(100) } })).instructions).toBeUndefined();
    expect(validateCheckout(input('UK', { form: { instructions: 'x'.repeat(101) } })).instructions).toBe('TOO_LONG');
  });

  it('needs the terms accepted, for collection too', () => {
    expect(validateCheckout(input('IN', { form: { termsAccepted: false } })).terms).toBe('TERMS');
    expect(validateCheckout(input('IN', { disposition: 'collection', form: { termsAccepted: false } })).terms).toBe('TERMS');
    expect(validateCheckout(input('UK', { form: { termsAccepted: false } })).terms).toBeUndefined();
  });
});

describe('Canada delivery (spec 2 §5)', () => {
  it('needs a street address and a full postal code', () => {
    expect(validateCheckout(input('CA', { form: { streetAddress: '' } })).streetAddress).toBe('REQUIRED');
    expect(validateCheckout(input('CA', { form: { postalCode: '' } })).postalCode).toBe('REQUIRED');
    for (const postalCode of ['M5V', 'M5V 3L', 'D5V 3L9', '12345']) {
      expect(validateCheckout(input('CA', { form: { postalCode } })).postalCode).toBe('INCOMPLETE_ADDRESS');
    }
    expect(validateCheckout(input('CA', { form: { postalCode: 'm5v3l9' } })).postalCode).toBeUndefined();
  });
});

describe('password at checkout (spec 2 §5)', () => {
  it('is optional, and strong when given', () => {
    expect(validateCheckout(input('UK', { password: '' })).password).toBeUndefined();
    expect(validateCheckout(input('UK', { password: 'Pizza2025' })).password).toBeUndefined();
    expect(validateCheckout(input('UK', { password: 'pizza2025' })).password).toBe('WEAK_PASSWORD');
    expect(validateCheckout(input('UK', { password: 'Pizza25' })).password).toBe('WEAK_PASSWORD');
  });
});
