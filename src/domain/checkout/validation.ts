import { marketConfig } from '../markets/config';
import { matchesPostcode } from '../markets/patterns';
import { accountPasswordHint } from '../accounts/password';
import { validatePhone, type PhoneErrorKey } from './phone';
import { stripCarets } from './strings';
import type { CheckoutDisposition, CheckoutFormValues, CheckoutMarket } from './types';

export type CheckoutField =
  | 'name'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'email'
  | 'addressLine1'
  | 'postcode'
  | 'interior'
  | 'streetAddress'
  | 'postalCode'
  | 'instructions'
  | 'password'
  | 'terms'
  | 'paymentType';

/** Message keys of the checkout form (spec 2 §5; 06-G5): 'components.Checkout.REQUIRED' and friends. */
export type CheckoutErrorKey =
  | 'REQUIRED'
  | 'INVALID'
  | 'INCOMPLETE_ADDRESS'
  | 'INVALID_EMAIL'
  | 'INVALID_NAME'
  | 'TOO_LONG'
  | 'TERMS'
  | 'NOT_DELIVERABLE'
  | 'NOT_CHOSEN_HUT'
  | 'WEAK_PASSWORD'
  | PhoneErrorKey;

export type CheckoutErrors = Partial<Record<CheckoutField, CheckoutErrorKey>>;

export interface CheckoutValidationInput {
  market: CheckoutMarket;
  disposition: CheckoutDisposition;
  form: CheckoutFormValues;
  /** Kept apart from the form: a password is never stored (src/atoms/checkout.ts). */
  password: string;
  paymentType: string | null;
  /** UK delivery: the result of looking the postcode up ('unknown' while not checked). */
  postcodeCheck: 'ok' | 'not-deliverable' | 'other-hut' | 'unknown';
  /** Development builds skip India's interior check (spec 2 §5). */
  development?: boolean;
  /**
   * A store's kiosk (issue 07): the order is called out by name at the counter, so only the name and
   * the payment choice are asked — no email, phone, address, terms or password.
   */
  kiosk?: boolean;
}

/**
 * "These checks are not made for Apple Pay or Google Pay 3DS" (spec 2 §5; 06-G6, 13-G20): the wallet
 * hands over contact and payment. Plain googlePay is not named, so it gets the checks.
 */
export const WALLET_TYPES: ReadonlySet<string> = new Set(['applePay', 'googlePay3DS']);

/** The email pattern of the order contract (zod's `z.email()`), so the page never sends what the server refuses. */
export const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * Names (spec 2 §5; C12, 06-G8). India: letters, spaces and . , - (the spec's set also lists digits
 * but bans them). Elsewhere the set is letters with their accents, spaces and . , - and apostrophes.
 */
const INDIA_NAME = /^[\p{L}\p{M}\s.,-]+$/u;
const NAME = /^[\p{L}\p{M}\s.,'’-]+$/u;

/** The value as it will be sent: carets stripped, trimmed. */
function sent(value: string): string {
  return stripCarets(value).trim();
}

function nameError(market: CheckoutMarket, value: string, required: boolean): CheckoutErrorKey | null {
  const name = sent(value);
  if (name === '') return required ? 'REQUIRED' : null;
  return (market === 'IN' ? INDIA_NAME : NAME).test(name) ? null : 'INVALID_NAME';
}

/** The checkout name: the name field, else first name plus last name (spec 2 §5). */
export function checkoutName(form: Pick<CheckoutFormValues, 'name' | 'firstName' | 'lastName'>): string {
  const name = sent(form.name);
  if (name !== '') return name;
  return [sent(form.firstName), sent(form.lastName)].filter((part) => part !== '').join(' ');
}

/** France and Canada ask for first and last names; the single name field is then optional (spec 2 §5). */
function usesFirstAndLastName(market: CheckoutMarket): boolean {
  return market === 'FR' || market === 'CA';
}

function validateNames(market: CheckoutMarket, form: CheckoutFormValues, errors: CheckoutErrors): void {
  const split = usesFirstAndLastName(market);
  const name = nameError(market, form.name, !split);
  if (name) errors.name = name;
  if (!split) return;
  const firstName = nameError(market, form.firstName, true);
  if (firstName) errors.firstName = firstName;
  const lastName = nameError(market, form.lastName, true);
  if (lastName) errors.lastName = lastName;
}

/** UK delivery (spec 2 §5; 06-G7): a first address line that is not just a house number, and a deliverable postcode of the chosen hut. */
function validateUkAddress(input: CheckoutValidationInput, errors: CheckoutErrors): void {
  const { form } = input;
  const line1 = form.addressLine1.trim();
  if (line1 === '') errors.addressLine1 = 'REQUIRED';
  else if (/^\d+$/.test(line1) && form.addressLine2.trim() === '') errors.addressLine1 = 'INCOMPLETE_ADDRESS';

  if (form.postcode.trim() === '') errors.postcode = 'REQUIRED';
  else if (!matchesPostcode(form.postcode, 'UK', 'full')) errors.postcode = 'INVALID';
  else if (input.postcodeCheck === 'not-deliverable') errors.postcode = 'NOT_DELIVERABLE';
  else if (input.postcodeCheck === 'other-hut') errors.postcode = 'NOT_CHOSEN_HUT';
}

/** Canada delivery (spec 2 §5): a street address, and a postal code of the full A1A 1A1 pattern, else the address is incomplete. */
function validateCanadaAddress(form: CheckoutFormValues, errors: CheckoutErrors): void {
  if (form.streetAddress.trim() === '') errors.streetAddress = 'REQUIRED';
  if (form.postalCode.trim() === '') errors.postalCode = 'REQUIRED';
  else if (!matchesPostcode(form.postalCode, 'CA', 'full')) errors.postalCode = 'INCOMPLETE_ADDRESS';
}

function validateDelivery(input: CheckoutValidationInput, errors: CheckoutErrors): void {
  const { market, form } = input;
  if (market === 'UK') validateUkAddress(input, errors);
  if (market === 'CA') validateCanadaAddress(form, errors);
  // India: the flat, floor or building, without which the driver cannot find the door.
  if (market === 'IN' && !input.development && form.interior.trim() === '') errors.interior = 'REQUIRED';
  // India allows 28 characters (spec 2 §5); the other markets' limits are in their records.
  if ([...sent(form.instructions)].length > marketConfig(market).deliveryInstructionsMaxLength) {
    errors.instructions = 'TOO_LONG';
  }
}

/**
 * The checkout form's errors by field (spec 2 §5): an empty object when the order may go ahead. The
 * first failing rule of a field wins.
 */
export function validateCheckout(input: CheckoutValidationInput): CheckoutErrors {
  const { market, form } = input;
  const errors: CheckoutErrors = {};
  const wallet = input.paymentType !== null && WALLET_TYPES.has(input.paymentType);

  validateNames(market, form, errors);

  if (input.kiosk) {
    if (!input.paymentType) errors.paymentType = 'REQUIRED';
    return errors;
  }

  if (!wallet) {
    const email = sent(form.email);
    if (email === '') errors.email = 'REQUIRED';
    else if (!EMAIL.test(email)) errors.email = 'INVALID_EMAIL';

    const phone = validatePhone(market, form.phone);
    if (phone) errors.phone = phone;

    if (!input.paymentType) errors.paymentType = 'REQUIRED';
  }

  if (input.disposition === 'delivery') validateDelivery(input, errors);

  if (market === 'IN' && !form.termsAccepted) errors.terms = 'TERMS';

  // 11-G20 reading: India's checkout sign-up also has "at most two sequential and at most two repeating
  // characters" (src/domain/accounts/password.ts); every other market keeps spec 2 §5's rule.
  if (input.password !== '' && !accountPasswordHint(input.password, market).ok) errors.password = 'WEAK_PASSWORD';

  return errors;
}
