import type { Kysely } from 'kysely';
import {
  normaliseWalletContact,
  validateApplePayContact,
  type ApplePayContactError,
  type ApplePayContactField,
} from '../../../src/domain/checkout';
import { marketConfig, sectorConfig, type Market } from '../../../src/domain/markets';
import type { Clock } from '../../clock';
import type { Database } from '../../db';
import { hutsForPostcode } from '../huts';
import type { HutRecord } from '../../../src/api/contract/hut';
import type { OrderRow } from '../orders/store';

/**
 * The sandbox Apple Pay sheet's contact (spec 2 §5; 06-G20): for a delivery order it asks the
 * shipping and billing contact the wallet would hand over, prefilled with the sandbox wallet's own
 * contact (never the order's: issue 12) so Pay normally passes, and checks it with the domain's Apple Pay rules before anything is paid.
 */

export const APPLE_PAY_CONTACT_FIELDS = [
  'givenName',
  'familyName',
  'addressLine',
  'postalCode',
  'emailAddress',
  'phoneNumber',
  'billingGivenName',
  'billingFamilyName',
  'billingCountry',
] as const;
export type ApplePayContactFormField = (typeof APPLE_PAY_CONTACT_FIELDS)[number];
export type ApplePayContactForm = Record<ApplePayContactFormField, string>;

/** The sheet's field for each field the Apple Pay check names. */
export const CONTACT_FORM_FIELD: Record<ApplePayContactField, ApplePayContactFormField> = {
  shippingGivenName: 'givenName',
  shippingFamilyName: 'familyName',
  shippingAddressLines: 'addressLine',
  shippingPostalCode: 'postalCode',
  shippingEmailAddress: 'emailAddress',
  shippingPhoneNumber: 'phoneNumber',
  billingGivenName: 'billingGivenName',
  billingFamilyName: 'billingFamilyName',
  billingCountry: 'billingCountry',
};

/** Whether the sheet asks for a contact: Apple Pay on a delivery order. */
export const asksApplePayContact = (row: OrderRow) => row.provider === 'applepay' && row.eta_type === 'delivery';

/**
 * Phone numbers kept for fiction in each market (UK Ofcom's drama range, North America's 555-01xx,
 * France's 01 99 range), so the sandbox wallet's own contact passes the phone check.
 */
const SANDBOX_WALLET_PHONE: Record<Market, string> = {
  UK: '020 7946 0000',
  FR: '01 99 00 00 00',
  IN: '98765 43210',
  CA: '416 555 0100',
};

/**
 * The sandbox wallet's contact (issue 12): a real wallet's contact lives on the customer's device,
 * never on the store's page, and this sheet opens for anyone holding the transaction id (it is in
 * URLs). So nothing of the order is shown: the prefill is a fictional wallet holder at the order's
 * hut's own address (public; a postcode the hut serves), so Pay normally passes the checks.
 */
export function sandboxWalletContact(row: OrderRow, hut: Pick<HutRecord, 'address'> | undefined): ApplePayContactForm {
  const market = sectorConfig(row.payload.hut.sector).market;
  return {
    givenName: 'Sandbox',
    familyName: 'Wallet',
    addressLine: hut?.address.lines[0] ?? '',
    postalCode: hut?.address.postcode ?? '',
    emailAddress: 'wallet@example.com',
    phoneNumber: SANDBOX_WALLET_PHONE[market],
    billingGivenName: 'Sandbox',
    billingFamilyName: 'Wallet',
    billingCountry: marketConfig(market).country,
  };
}

/** The posted sheet's contact; a missing field is ''. */
export function applePayContactFromForm(form: Record<string, string>): ApplePayContactForm {
  const contact = {} as ApplePayContactForm;
  for (const field of APPLE_PAY_CONTACT_FIELDS) contact[field] = form[field] ?? '';
  return contact;
}

/**
 * The Apple Pay response check on the sheet's contact, normalised as the page would normalise the
 * wallet's data (06-G23). "Resolves to the same hut": the order's hut is among the huts delivering
 * to the shipping postcode (the /v1/huts?postcode lookup, test huts included).
 */
export async function checkApplePayContact(db: Kysely<Database>, clock: Clock, row: OrderRow, contact: ApplePayContactForm): Promise<ApplePayContactError[]> {
  const { hut, customer } = row.payload;
  const data = normaliseWalletContact({
    emailAddress: contact.emailAddress,
    phoneNumber: contact.phoneNumber,
    shipping: { givenName: contact.givenName, familyName: contact.familyName, addressLines: [contact.addressLine], postalCode: contact.postalCode },
    billing: { givenName: contact.billingGivenName, familyName: contact.billingFamilyName, country: contact.billingCountry },
  });
  const huts = data.shipping.postalCode === '' ? [] : await hutsForPostcode(db, clock.now(), data.shipping.postalCode, { sectors: [hut.sector], includeTest: true });
  return validateApplePayContact({
    disposition: row.eta_type === 'delivery' ? 'delivery' : 'collection',
    market: sectorConfig(hut.sector).market,
    shipping: {
      givenName: data.shipping.givenName,
      familyName: data.shipping.familyName,
      addressLines: data.shipping.addressLine1 === '' ? [] : [data.shipping.addressLine1],
      postalCode: data.shipping.postalCode,
      emailAddress: data.emailAddress,
      phoneNumber: data.phoneNumber,
    },
    billing: data.billing,
    customerPostcode: customer.deliveryAddress?.postcode ?? '',
    shippingHutMatches: huts.some((found) => found.id === row.hut_id),
  });
}
