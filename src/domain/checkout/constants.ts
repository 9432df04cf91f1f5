/**
 * Checkout and tracking timings (spec 2 §4, §7, §9). Voucher and gift card limits live with their
 * schemas in src/api/contract/orders.ts.
 */

/** After one hour without interaction the checkout data is cleared and the page goes home (spec 2 §4; C23). */
export const SESSION_IDLE_TIMEOUT_MS = 3_600_000;

/** How long the card step-up (3-D secure) may take before it counts as a failure (spec 2 §4). */
export const PAYER_STEP_UP_TIMEOUT_MS = 20_000;

/** The order summary fetch: 3 calls in all (C33) with a fixed 1 s delay (spec 2 §7, §9). */
export const ORDER_SUMMARY_RETRY = { attempts: 3, delayMs: 1000 } as const;
