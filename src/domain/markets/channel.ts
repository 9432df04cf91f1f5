/**
 * The website's one channel value (10-G28, 13-G9): "x-channel with the website channel value" on the
 * discounts (spec 1 §7) and "channel value ph-website" on the voucher call (spec 2 §7) are one
 * spelling, kept here once so the menu, the vouchers and the visit can never drift apart again.
 */
export const WEBSITE_CHANNEL = 'ph-website';
