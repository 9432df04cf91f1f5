export type GooglePayShippingError = 'No shipping postcode provided' | 'Customer provided invalid shipping postcode';

/** Trimmed, upper case, spaces removed: 'nw1 8qp ' → 'NW18QP'. */
function comparable(postcode: string): string {
  return postcode.trim().toUpperCase().replace(/\s+/g, '');
}

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
  const shipping = comparable(shippingPostcode ?? '');
  if (shipping === '') return 'No shipping postcode provided';
  return shipping.startsWith(comparable(customerPostcode)) ? null : 'Customer provided invalid shipping postcode';
}
