import type { Kysely } from 'kysely';
import {
  normaliseWalletContact,
  validateApplePayContact,
  type ApplePayContactError,
  type ApplePayContactField,
} from '../../../src/domain/checkout';
import { marketConfig, sectorConfig } from '../../../src/domain/markets';
import type { Clock } from '../../clock';
import type { Database } from '../../db';
import { hutsForPostcode } from '../huts';
import type { OrderRow } from '../orders/store';

/**
 * The sandbox Apple Pay sheet's contact (spec 2 §5; 06-G20): for a delivery order it asks the
 * shipping and billing contact the wallet would hand over, prefilled from the order so Pay normally
 * passes, and checks it with the domain's Apple Pay rules before anything is paid.
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

/** The order's first and last name, or its checkout name split at the first space. */
function namesOf(row: OrderRow): { givenName: string; familyName: string } {
  const { customer } = row.payload;
  if (customer.firstName || customer.lastName) return { givenName: customer.firstName ?? '', familyName: customer.lastName ?? '' };
  const [givenName = '', ...rest] = customer.name.trim().split(/\s+/);
  return { givenName, familyName: rest.join(' ') };
}

/** The contact as the customer's wallet would hold it: the order's customer and delivery address. */
export function applePayContactOf(row: OrderRow): ApplePayContactForm {
  const { customer, hut } = row.payload;
  const address = customer.deliveryAddress;
  const { givenName, familyName } = namesOf(row);
  const street = [address?.number, address?.street].filter(Boolean).join(' ');
  return {
    givenName,
    familyName,
    addressLine: address?.address ?? street,
    postalCode: address?.postcode ?? '',
    emailAddress: customer.email ?? '',
    phoneNumber: customer.phone ?? '',
    billingGivenName: givenName,
    billingFamilyName: familyName,
    billingCountry: address?.country ?? marketConfig(sectorConfig(hut.sector).market).country,
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
