import type { VoucherViewError } from '../../atoms/voucher';

// The words of the voucher modal's error view (spec 2 §8, 06-G28, 10-G30).

/**
 * The words of a voucher refusal: an i18n key under `vouchers.voucher.errors` for every type, so a
 * French customer never reads the server's English message (10-G30). A CONFLICT that knows the
 * conflicting deal names it ("shows the server message or title of the conflicting item", spec 2
 * §8) with the page's own title for it; a rate-limited check (429, issue 12) says how long to wait.
 */
export function voucherErrorCopy(error: VoucherViewError): { key: string; seconds?: number; item?: string } {
  switch (error.type) {
    case 'TOO_MANY_REQUESTS':
      return { key: error.type, seconds: error.retryAfter };
    case 'CONFLICT':
      return error.item ? { key: 'CONFLICT_ITEM', item: error.item } : { key: error.type };
    default:
      return { key: error.type };
  }
}
