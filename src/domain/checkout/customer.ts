import { normalisePostcode } from '../localisation/postcode';
import { normalisePhoneForOrder } from './phone';
import { stripCarets } from './strings';
import type { CheckoutDisposition, CheckoutFormValues, CheckoutMarket } from './types';
import { checkoutName } from './validation';

/** The delivery address as the order carries it: structurally the contract's OrderDeliveryAddress. */
export interface OrderDeliveryAddressFacts {
  address?: string;
  street?: string;
  postcode?: string;
  interior?: string;
  geoCoordinates?: { lat: number; lng: number };
}

/** The order's customer: structurally the contract's OrderCustomer (src/api/contract/order-parts.ts). */
export interface OrderCustomerFacts {
  name: string;
  firstName?: string;
  lastName?: string;
  phone: string;
  email: string;
  marketing: { all: boolean };
  selectedLanguage?: string;
  deliveryAddress?: OrderDeliveryAddressFacts;
  instructions?: string;
  contactFree?: boolean;
  deliveryLocation?: { address: string };
}

/** The address the customer localised with (the order area session). */
export interface SessionAddress {
  postcode?: string;
  address?: string;
  lat?: number;
  lng?: number;
}

export interface OrderCustomerInput {
  market: CheckoutMarket;
  disposition: CheckoutDisposition;
  form: CheckoutFormValues;
  sessionAddress?: SessionAddress;
  selectedLanguage?: string;
}

function clean(value: string): string {
  return stripCarets(value).trim();
}

/** Only the keys that have a value: the contract trims and limits, and an empty text is no answer. */
function present<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>;
}

function coordinates(session: SessionAddress | undefined): { lat: number; lng: number } | undefined {
  if (session?.lat === undefined || session.lng === undefined) return undefined;
  return { lat: session.lat, lng: session.lng };
}

/**
 * Where the driver goes (spec 2 §3, §5): UK from the form's two lines and postcode, Canada from the
 * street address and postal code, India and France from the localised address (India adds the flat
 * or floor, and an empty one is removed; 06-G10).
 */
function deliveryAddressOf(input: OrderCustomerInput): OrderDeliveryAddressFacts {
  const { market, form, sessionAddress } = input;
  const geoCoordinates = coordinates(sessionAddress);
  switch (market) {
    case 'UK':
      return present({
        address: [clean(form.addressLine1), clean(form.addressLine2)].filter((line) => line !== '').join(', '),
        postcode: normalisePostcode(form.postcode),
        geoCoordinates,
      });
    case 'CA':
      return present({ street: clean(form.streetAddress), postcode: normalisePostcode(form.postalCode), geoCoordinates });
    case 'IN':
      return present({
        interior: clean(form.interior),
        address: sessionAddress?.address?.trim(),
        postcode: sessionAddress?.postcode?.trim(),
        geoCoordinates,
      });
    case 'FR':
      return present({ address: sessionAddress?.address?.trim(), postcode: sessionAddress?.postcode?.trim(), geoCoordinates });
  }
}

/**
 * The customer part of the order (spec 2 §3, §5; 06-G10): carets stripped from name, phone, email and
 * instructions, the phone normalised, and for delivery the address, the instructions, contact-free
 * and the delivery location (its text only, never a place id).
 */
export function buildOrderCustomer(input: OrderCustomerInput): OrderCustomerFacts {
  const { market, form } = input;
  const customer: OrderCustomerFacts = {
    name: checkoutName(form),
    ...present({ firstName: clean(form.firstName), lastName: clean(form.lastName) }),
    phone: normalisePhoneForOrder(market, form.phone),
    email: clean(form.email),
    marketing: { all: form.marketing },
    ...present({ selectedLanguage: input.selectedLanguage }),
  };
  if (input.disposition !== 'delivery') return customer;

  const deliveryAddress = deliveryAddressOf(input);
  const location = deliveryAddress.address ?? deliveryAddress.street;
  return {
    ...customer,
    deliveryAddress,
    ...present({ instructions: clean(form.instructions) }),
    contactFree: form.contactFree,
    ...(location ? { deliveryLocation: { address: location } } : {}),
  };
}
