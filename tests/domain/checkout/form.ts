import type { CheckoutFormValues } from '../../../src/domain/checkout';

/** A checkout form as the page starts it (src/db/records.ts defaults), with the fields a test sets. */
export function checkoutForm(fields: Partial<CheckoutFormValues> = {}): CheckoutFormValues {
  return {
    name: '',
    firstName: '',
    lastName: '',
    phone: '',
    email: '',
    addressLine1: '',
    addressLine2: '',
    postcode: '',
    interior: '',
    streetAddress: '',
    postalCode: '',
    instructions: '',
    contactFree: false,
    isCurbside: false,
    marketing: false,
    termsAccepted: false,
    paymentType: null,
    tip: null,
    priorityDelivery: false,
    ...fields,
  };
}
