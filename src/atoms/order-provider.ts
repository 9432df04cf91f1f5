import type { PreauthoriseResponse } from '../api/contract/orders';

/**
 * The payment provider's page (spec 2 §2, §4): where a preauthorise answer says payment happens,
 * where the provider sends the customer back, and the full-page navigation that leaves for it.
 */

/** Full-page navigation to a provider's page; a seam so tests can watch it instead of leaving. */
export const providerNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Where providers send the customer back (spec 2 §2 card-details). */
export const CARD_DETAILS_PATH = '/order/card-details/';

/** Where the answer says payment happens: a provider page (full page or framed) or nowhere (place now). */
export function providerStep(answer: PreauthoriseResponse): { redirect: string } | { frame: string } | null {
  if (answer.threeDSUrl) return { redirect: answer.threeDSUrl };
  if (answer.redirectUrl) return { redirect: answer.redirectUrl };
  if (answer.iframeUrl) return { frame: answer.iframeUrl };
  if (answer.token) return { frame: `/sandbox/card/${encodeURIComponent(answer.transactionId)}?frame=1&token=${encodeURIComponent(answer.token)}` };
  return null;
}
