import { DEFAULT_CHECKOUT_FORM } from '../../../src/db/defaults';
import type { CheckoutFormValues } from '../../../src/domain/checkout';

/** A checkout form as the page starts it (src/db/records.ts defaults), with the fields a test sets. */
export function checkoutForm(fields: Partial<CheckoutFormValues> = {}): CheckoutFormValues {
  return { ...DEFAULT_CHECKOUT_FORM, ...fields };
}
