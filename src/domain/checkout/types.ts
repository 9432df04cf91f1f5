import type { Market } from '../markets/ids';

/** The markets the checkout serves (spec 2 §1); the same ids as the market records. */
export type CheckoutMarket = Market;

export type CheckoutDisposition = 'delivery' | 'collection' | 'dinein';

/**
 * The checkout form as the page keeps it (src/db/records.ts `CheckoutForm`), declared structurally
 * so the domain does not import the storage schemas.
 */
export interface CheckoutFormValues {
  name: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  /** UK delivery. */
  addressLine1: string;
  addressLine2: string;
  postcode: string;
  /** India delivery: flat, floor, building. */
  interior: string;
  /** Canada delivery. */
  streetAddress: string;
  postalCode: string;
  instructions: string;
  contactFree: boolean;
  isCurbside: boolean;
  marketing: boolean;
  termsAccepted: boolean;
  paymentType: string | null;
  tip: { option: string; amount: number } | null;
  priorityDelivery: boolean;
}
