import type { VoucherViewError } from '../../atoms/voucher';

// The words of the voucher modal's error view: which refusals show the server's message and which a
// fixed text of the screen's strings (spec 2 §8, 06-G28).

/**
 * The words of a voucher refusal (spec 2 §8, 06-G28): CONFLICT and NOT_FOUND show the server's
 * message, the others a fixed text (an i18n key under `vouchers.voucher.errors`).
 */
export function voucherErrorCopy(error: VoucherViewError): { key: string } | { text: string } {
  switch (error.type) {
    case 'CONFLICT':
    case 'NOT_FOUND':
      return error.message ? { text: error.message } : { key: error.type };
    default:
      return { key: error.type };
  }
}
