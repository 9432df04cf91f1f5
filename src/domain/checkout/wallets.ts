import { normalisePostcode } from '../localisation/postcode';
import { matchesPostcode } from '../markets/patterns';
import { validatePhone } from './phone';
import type { CheckoutMarket } from './types';
import { EMAIL } from './validation';

export type GooglePayShippingError = 'No shipping postcode provided' | 'Customer provided invalid shipping postcode';

/**
 * Google Pay delivery (spec 2 §5; 06-G21): the wallet's shipping postcode must be there and start
 * with the customer's postcode. `skip` for test huts, development, or localising by search.
 */
export function checkGooglePayShipping(
  customerPostcode: string,
  shippingPostcode: string | undefined,
  skip: boolean,
): null | GooglePayShippingError {
  if (skip) return null;
  const shipping = normalisePostcode(shippingPostcode ?? '');
  if (shipping === '') return 'No shipping postcode provided';
  return shipping.startsWith(normalisePostcode(customerPostcode)) ? null : 'Customer provided invalid shipping postcode';
}

/** Wallet payment data as the checkout keeps it (spec 2 §3 "Wallet payment data (normalised)"). */
export interface WalletPaymentData {
  billing: { givenName: string; familyName: string; addressLines: string[]; country: string; postalCode: string };
  cardType: string;
  disposition: string;
  emailAddress: string;
  hutId: string;
  name: string;
  phoneNumber: string;
  shipping: { givenName: string; familyName: string; addressLine1: string; postalCode: string };
  token: string;
}

type Loose<T> = { [K in keyof T]?: T[K] | null };

/** What a wallet hands over: any field may be missing; a shipping contact may carry Apple's addressLines. */
export interface WalletPaymentDataInput extends Loose<Omit<WalletPaymentData, 'billing' | 'shipping'>> {
  billing?: Loose<WalletPaymentData['billing']> | null;
  shipping?: (Loose<WalletPaymentData['shipping']> & { addressLines?: string[] | null }) | null;
}

const trimmed = (value: string | null | undefined): string => (typeof value === 'string' ? value.trim() : '');
const kept = (value: string | null | undefined): string => (typeof value === 'string' ? value : '');

/** The phone as digits with a leading + kept: ' +44 (20) 7123-4567 ' → '+442071234567'. */
export function normaliseWalletPhone(raw: string | null | undefined): string {
  const value = trimmed(raw);
  const digits = value.replace(/\D/g, '');
  return value.startsWith('+') && digits !== '' ? `+${digits}` : digits;
}

/**
 * Wallet data normalisation (spec 2 §3; 06-G23): names, address lines, postcodes and country are
 * trimmed and the phone normalised; empty address lines are dropped; a missing field becomes ''.
 * The email is trimmed too, since a wallet's padded address would otherwise fail the email check.
 * The token, card type, disposition and hut id pass through untouched.
 */
export function normaliseWalletContact(raw: WalletPaymentDataInput): WalletPaymentData {
  const billing = raw.billing ?? {};
  const shipping = raw.shipping ?? {};
  const lines = (list: string[] | null | undefined) => (Array.isArray(list) ? list.map(trimmed).filter((line) => line !== '') : []);
  return {
    billing: {
      givenName: trimmed(billing.givenName),
      familyName: trimmed(billing.familyName),
      addressLines: lines(billing.addressLines),
      country: trimmed(billing.country),
      postalCode: trimmed(billing.postalCode),
    },
    cardType: kept(raw.cardType),
    disposition: kept(raw.disposition),
    emailAddress: trimmed(raw.emailAddress),
    hutId: kept(raw.hutId),
    name: trimmed(raw.name),
    phoneNumber: normaliseWalletPhone(raw.phoneNumber),
    shipping: {
      givenName: trimmed(shipping.givenName),
      familyName: trimmed(shipping.familyName),
      addressLine1: trimmed(shipping.addressLine1) || (lines(shipping.addressLines)[0] ?? ''),
      postalCode: trimmed(shipping.postalCode),
    },
    token: kept(raw.token),
  };
}

export type ApplePayContactField =
  | 'shippingPostalCode'
  | 'shippingAddressLines'
  | 'shippingGivenName'
  | 'shippingFamilyName'
  | 'shippingEmailAddress'
  | 'shippingPhoneNumber'
  | 'billingGivenName'
  | 'billingFamilyName'
  | 'billingCountry';

export interface ApplePayContactError {
  field: ApplePayContactField;
  message: string;
}

export interface ApplePayContactInput {
  disposition: 'delivery' | 'collection';
  market: CheckoutMarket;
  /** The market is outside the Apple Pay contact checks (spec 2 §5 "excluded-market flag"). */
  excludedMarket?: boolean;
  shipping: { givenName: string; familyName: string; addressLines: readonly string[]; postalCode: string; emailAddress: string; phoneNumber: string };
  billing: { givenName: string; familyName: string; country: string };
  /** The postcode the order's hut was chosen for. */
  customerPostcode: string;
  /** Whether the shipping postcode localises to the order's hut (the caller's hut lookup). */
  shippingHutMatches: boolean;
}

export const APPLE_PAY_MESSAGES = {
  postcode: 'Postcode is invalid',
  streetLine: 'street address line required',
  givenName: 'given name must be at least 1 character',
  familyName: 'family name must be at least 1 character',
  email: 'valid email required',
  phone: 'valid phone required',
  billingGivenName: 'billing given name required',
  billingFamilyName: 'billing family name required',
  billingCountry: 'billing country required',
  sameHut: 'the shipping postcode must resolve to the same hut',
} as const;

/**
 * The Apple Pay response check (spec 2 §5; 06-G20), for delivery outside the excluded market: a
 * valid postcode of the market, a street line, given and family names, a valid email and phone,
 * billing name and country, and a shipping postcode that resolves to the order's hut. Every failing
 * check is listed ("further errors are shown"). Collection and the excluded market check nothing.
 * The customer's own postcode resolved to the hut when it was chosen, so it counts as the same hut.
 */
export function validateApplePayContact(input: ApplePayContactInput): ApplePayContactError[] {
  if (input.disposition !== 'delivery' || input.excludedMarket) return [];
  const { shipping, billing, market } = input;
  const errors: ApplePayContactError[] = [];
  const fail = (field: ApplePayContactField, message: string) => errors.push({ field, message });
  const postcodeValid = matchesPostcode(shipping.postalCode.trim(), market, 'full');
  if (!postcodeValid) fail('shippingPostalCode', APPLE_PAY_MESSAGES.postcode);
  if (!shipping.addressLines.some((line) => line.trim() !== '')) fail('shippingAddressLines', APPLE_PAY_MESSAGES.streetLine);
  if (shipping.givenName.trim() === '') fail('shippingGivenName', APPLE_PAY_MESSAGES.givenName);
  if (shipping.familyName.trim() === '') fail('shippingFamilyName', APPLE_PAY_MESSAGES.familyName);
  if (!EMAIL.test(shipping.emailAddress.trim())) fail('shippingEmailAddress', APPLE_PAY_MESSAGES.email);
  if (validatePhone(market, shipping.phoneNumber) !== null) fail('shippingPhoneNumber', APPLE_PAY_MESSAGES.phone);
  if (billing.givenName.trim() === '') fail('billingGivenName', APPLE_PAY_MESSAGES.billingGivenName);
  if (billing.familyName.trim() === '') fail('billingFamilyName', APPLE_PAY_MESSAGES.billingFamilyName);
  if (billing.country.trim() === '') fail('billingCountry', APPLE_PAY_MESSAGES.billingCountry);
  // An invalid postcode resolves to no hut at all; its own message says enough.
  const customersOwn = normalisePostcode(shipping.postalCode) === normalisePostcode(input.customerPostcode);
  if (postcodeValid && !input.shippingHutMatches && !customersOwn) fail('shippingPostalCode', APPLE_PAY_MESSAGES.sameHut);
  return errors;
}

export interface WalletLineItem {
  label: string;
  /** Apple Pay writes amounts as decimal strings ('0.00'); the basket as numbers. */
  amount: number | string;
}

/** Apple Pay line items (spec 2 §4; 06-G20): an item labelled TIP or of zero amount is omitted. */
export function applePayLineItems<T extends WalletLineItem>(items: readonly T[]): T[] {
  return items.filter((item) => item.label.trim().toUpperCase() !== 'TIP' && Number(item.amount) !== 0);
}
