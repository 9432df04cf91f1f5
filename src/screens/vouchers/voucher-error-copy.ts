import type { VoucherViewError } from '../../atoms/voucher';

// The words of the voucher modal's error view: which refusals show the server's message and which a
// fixed text of the screen's strings (spec 2 §8, 06-G28).

/**
 * The words of a voucher refusal (spec 2 §8, 06-G28): CONFLICT and NOT_FOUND show the server's
 * message, the others a fixed text (an i18n key under `vouchers.voucher.errors`); a rate-limited check
 * (429, issue 12) says how many seconds to wait.
 */
export function voucherErrorCopy(error: VoucherViewError): { key: string; seconds?: number } | { text: string } {
  switch (error.type) {
    case 'TOO_MANY_REQUESTS':
      return { key: error.type, seconds: error.retryAfter };
    case 'CONFLICT':
    case 'NOT_FOUND':
      return error.message ? { text: error.message } : { key: error.type };
    default:
      return { key: error.type };
  }
}
