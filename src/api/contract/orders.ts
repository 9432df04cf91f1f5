import { z } from 'zod';
import { orderLoyaltySchema, pointsBreakdownSchema } from './loyalty';
import { basketDealsSchema, basketHutSchema, basketSurchargeSchema, priceBreakdownSchema } from './basket';
import { idSchema, moneySchema } from './common';
import { safeText } from './text';
import { orderCreditSchema, orderCustomerSchema, orderDispositionSchema, utmSchema } from './order-parts';
import { paymentTypeSchema } from './hut';
import { walletGivesEmail } from '../../domain/checkout/wallet-contact';

/**
 * The order calls (spec 2 §3, §7): preauthorise, place, the order's state, summary and history. The
 * server (server/routes/orders.ts) and the page (src/api/orders.ts, src/api/order-status.ts) share
 * these schemas.
 *
 * The flow: POST /v1/orders/preauthorise re-prices the order with the shared engine and creates one
 * order row keyed by the page's `clientOrderId` (a retried preauthorise gets the same transaction,
 * never a second order). Its answer says where payment happens: a provider page (threeDSUrl,
 * iframeUrl, token or a redirect provider's orderId) or nowhere (cash, fully covered by credits).
 * POST /v1/orders/place then places it exactly once: placing again answers 410 with the order id.
 */

// ── POST /v1/orders/preauthorise ────────────────────────────────────────────────────────────────────

/** Where the order was taken: a customer's own device, or a store's kiosk (issue 07). Absent is web. */
export const orderChannelSchema = z.enum(['web', 'kiosk']);
export type OrderChannel = z.infer<typeof orderChannelSchema>;

/**
 * 13-G3: the per-provider payment object's `origin`, the page's origin (pick): an http(s) origin and
 * nothing else (no path, query or credentials), so it can never smuggle a return address.
 */
const pageOriginSchema = safeText(200).refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}, 'An http(s) origin without a path');
const providerObjectSchema = z.object({ origin: pageOriginSchema }).optional();

/** S2 §3 discount {id, rule, value, amount, discountable, options} (13-G3); the server prices from its own catalogue. */
const orderDiscountSchema = z.object({
  id: idSchema,
  value: moneySchema.optional(),
  rule: z.enum(['percentage', 'amount', 'free-item']).optional(),
  /** What the page's price takes off: a different amount from the server's is a stale price (409). */
  amount: moneySchema.optional(),
  discountable: z.array(safeText(40)).max(30).optional(),
  options: z.array(z.object({ type: safeText(20), subtype: safeText(40).optional(), entities: z.array(idSchema).max(200) })).max(20).optional(),
});

/** Minutes the page showed as the ETA: a week is far beyond any hut's promise. */
const etaMinutesSchema = z.number().int().nonnegative().max(7 * 24 * 60);

export const orderPayloadSchema = z
  .object({
    version: z.literal('1.0'),
    channel: orderChannelSchema.optional(),
    /**
     * Made by the page once per checkout attempt (a uuid) and kept in Dexie until the order is
     * placed: a preauthorise sent twice (a retry, a double click, a reload) finds the same order.
     */
    clientOrderId: z.uuid(),
    hut: basketHutSchema.extend({ tradezoneId: safeText(40).optional() }),
    customer: orderCustomerSchema,
    payment: z.object({
      type: paymentTypeSchema,
      /** What the page shows as to pay (after credits); compared with the server's price to the penny. */
      amount: moneySchema,
      currency: z.string().regex(/^[A-Z]{3}$/),
      breakdown: priceBreakdownSchema.partial().optional(),
      credits: z.array(orderCreditSchema).max(1).default([]),
      // 13-G3 / 13-G1: the provider's object with the page's origin (src/domain/checkout/order-payload.ts).
      visaCheckout: providerObjectSchema,
      applePay: providerObjectSchema,
      paypal: providerObjectSchema,
      googlePay: providerObjectSchema,
      microform: providerObjectSchema,
      razorpay: providerObjectSchema,
      paytm: providerObjectSchema,
      phonePe: providerObjectSchema,
    }),
    disposition: orderDispositionSchema,
    deals: basketDealsSchema,
    discount: orderDiscountSchema.nullable().optional(),
    voucher: z.object({ id: safeText(15).min(1), discountType: z.enum(['discount', 'deal']).optional() }).optional(),
    surcharges: z.array(basketSurchargeSchema).max(20).default([]),
    /** The ETA the customer was shown, in minutes (a week at most). */
    eta: etaMinutesSchema.optional(),
    etaRange: z.object({ min: etaMinutesSchema, max: etaMinutesSchema }).optional(),
    priorityDeliveryReservation: z.object({ id: idSchema, hutId: idSchema }).optional(),
    utm: utmSchema.optional(),
    isDealbotEnabled: z.boolean().optional(),
    isMobileApp: z.boolean().optional(),
    /**
     * A member's rewards (S2 §3, 12-G12): the loyalty provider's token and the points the rewards use.
     * The server checks the token belongs to the signed-in customer and recounts the points.
     */
    loyalty: orderLoyaltySchema.optional(),
    /** Kept for compatibility and never trusted (issue 12): the server reads sign-in from a verified identity only. */
    accountHolder: z.boolean().optional(),
    /** Where the provider's page sends the customer back (the page's /order/card-details/). */
    returnUrl: safeText(500).optional(),
    /** India (13-G1, S2 §3): the checkout's names. */
    checkoutDetails: z.object({ name: safeText(100), firstName: safeText(50), lastName: safeText(50) }).optional(),
    /** India (13-G1): the amount the page asks to pay; the server refuses an order whose own price differs (409). */
    totalPrice: moneySchema.optional(),
    /** India (13-G1): which ETA was shown, the delivery's or the collection's; it must be the order's disposition's. */
    etaType: z.enum(['delivery', 'collection']).optional(),
  })
  .superRefine((payload, context) => {
    if (payload.etaType !== undefined && payload.etaType !== (payload.disposition.type === 'delivery' ? 'delivery' : 'collection')) {
      context.addIssue({ code: 'custom', path: ['etaType'], message: `etaType must be the order's disposition (${payload.disposition.type})` });
    }
    if (payload.channel === 'kiosk') {
      // A kiosk is locked to collection at its own hut (issue 07): nothing is delivered from it.
      if (payload.disposition.type === 'delivery') {
        context.addIssue({ code: 'custom', path: ['disposition', 'type'], message: 'A kiosk order is collected, never delivered' });
      }
      return;
    }
    // The web contract stays as strict as before the kiosk: a web order carries its contact details.
    if (payload.customer.phone === undefined) {
      context.addIssue({ code: 'invalid_type', expected: 'string', path: ['customer', 'phone'], message: 'Invalid input: expected string, received undefined' });
    }
    // Issue 16: a wallet (Apple Pay, Google Pay, PayPal) gives the contact e-mail itself; every other type needs one typed.
    if (payload.customer.email === undefined && !walletGivesEmail(payload.payment.type)) {
      context.addIssue({ code: 'invalid_type', expected: 'string', path: ['customer', 'email'], message: 'Invalid input: expected string, received undefined' });
    }
  });
export type OrderPayload = z.infer<typeof orderPayloadSchema>;
export type OrderPayloadInput = z.input<typeof orderPayloadSchema>;

export const preauthoriseResponseSchema = z.object({
  state: z.literal('ORDER_PREAUTHORIZED'),
  transactionId: idSchema,
  /** Our order id; for redirect providers (Razorpay, Paytm, PhonePe) the provider's order id. */
  orderId: idSchema,
  customerOrderReference: z.string().min(1),
  /** The server's price (basket decimals): what the provider is asked to take. */
  totalPrice: moneySchema,
  /**
   * The order's token (issue 12: it reads the summary), given to whoever holds the checkout's private
   * clientOrderId, so a place whose answer was lost (a repeat answers 410, without it) still shows its
   * details on the device that placed it.
   */
  orderToken: z.string().optional(),
  /** Worldpay-style 3-D-secure card page. */
  threeDSUrl: z.string().optional(),
  /** Hipay / Eigen-style hosted card page, shown in a frame. */
  iframeUrl: z.string().optional(),
  /** Microform-style token for the hosted card field. */
  token: z.string().optional(),
  tokenValidFrom: z.string().optional(),
  /** Redirect providers (India): the provider's checkout page. */
  redirectUrl: z.string().optional(),
  apikey: z.string().optional(),
  payerAuthReply: z.string().optional(),
  visaCheckoutApiKey: z.string().optional(),
});
export type PreauthoriseResponse = z.infer<typeof preauthoriseResponseSchema>;

// ── POST /v1/orders/place ───────────────────────────────────────────────────────────────────────────

/** The place-order body (spec 2 §3); `providerSignature` is the Razorpay-style callback, kept apart from `signature` (the page URL). */
export const placeOrderBodySchema = z.object({
  transactionId: idSchema,
  state: safeText(40).optional(),
  mac2: safeText(200).optional(),
  orderid: safeText(120).optional(),
  hash: safeText(200).optional(),
  paymentAuthorisationResponse: safeText(2000).optional(),
  /** The page URL (spec 2 §3). */
  signature: safeText(2000).optional(),
  cardType: safeText(40).optional(),
  /** Redirect providers' signed callback: HMAC-SHA256 of `order_id|payment_id` (Razorpay style). */
  providerSignature: z
    .object({ orderId: idSchema, paymentId: idSchema, signature: z.string().regex(/^[0-9a-f]{64}$/) })
    .optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

/**
 * 13-G2 (S2 §3 place body): the values a provider puts on its return link, sent on to place as they
 * came (picks: Hipay state, orderid, hash; Eigen mac2, orderid; Worldpay 3-D secure
 * paymentAuthorisationResponse; every card cardType). The server checks them (orders/place.ts).
 */
export type ProviderReturnedFields = Partial<Pick<PlaceOrderBody, 'state' | 'mac2' | 'orderid' | 'hash' | 'paymentAuthorisationResponse' | 'cardType'>>;

export const placeOrderResponseSchema = z.object({
  state: z.literal('ORDER_PROCESSED'),
  orderId: idSchema,
  transactionId: idSchema,
  customerOrderReference: z.string().min(1),
  /** Epoch ms the order is promised for (delivery or collection). */
  promisedTime: z.number().int(),
  etaType: z.enum(['delivery', 'collection']),
  /**
   * Proof of placing the order (issue 12): the summary call needs it (header x-order-token). Given
   * only here, never in a 410 answer: the transaction id alone is no proof (it is in URLs).
   */
  orderToken: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/),
  /**
   * A Hut Rewards member's points for this order (issue 15, S3 §3 lastOrder "toBeEarned, currentBalance,
   * usedInThisOrder, newBalance"): as the ledger recorded them when placing. Absent for a non-member.
   */
  loyalty: pointsBreakdownSchema.optional(),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/**
 * Names of failed order calls (spec 2 §8). The server answers them with this body; the page picks
 * the modal and its wording by name (default Generic).
 */
export const orderErrorNameSchema = z.enum([
  'BAD_PRICE_INTEGRITY',
  'HUT_CLOSED',
  'EMPTY_BASKET',
  'MINIMUM_ORDER_NOT_MET',
  'PAYMENT_TYPE_NOT_SUPPORTED',
  'CASH_LIMIT_EXCEEDED',
  /** 13-G5 (C39): a pay-later order over the market's cap (S2 §5 "Pay-later order amount is capped"). */
  'PAY_LATER_LIMIT_EXCEEDED',
  'CARD_REFUSED',
  'PAYMENT_NOT_COMPLETED',
  'PAYMENT_ALREADY_PROCESSED',
  'INVALID_SIGNATURE',
  'GIFT_CARD_INVALID',
  'VOUCHER_INVALID',
  /** Issue 12: something in the order is not the customer's to have (a reward, a channel's discount, a tip, priority, the area). */
  'NOT_ENTITLED',
  /**
   * Issue 15 (12-G3): a reward the server will not redeem — not a member, a provider token that does not
   * verify or names another customer or market, a redeemable id that is not the reward's, two rewards,
   * or not enough points. Its own error, never BAD_PRICE_INTEGRITY; the page offers to remove the reward.
   */
  'LOYALTY_REDEMPTION_REFUSED',
  /** Issue 12: a rate limit (contract/rate-limit.ts); the answer also carries Retry-After. */
  'TOO_MANY_REQUESTS',
  'ORDER_NOT_FOUND',
  'APPLE_PAY_FAILURE',
  /** Issue 16 (13-G12, 13-G17): the payer was not authenticated (stopped, error, a time-out); category authentication. */
  'PAYER_AUTH_FAILED',
  /** Issue 16 (13-G17): the card field's token is older than its validity (token-expire-error). */
  'TOKEN_EXPIRED',
  'Generic',
]);
export type OrderErrorName = z.infer<typeof orderErrorNameSchema>;

export const orderErrorBodySchema = z.object({
  error: orderErrorNameSchema,
  /** 'failed price integrity check' for BAD_PRICE_INTEGRITY (spec 2 §8). */
  message: z.string(),
  transactionId: z.string().optional(),
  customerOrderReference: z.string().optional(),
  /** 410 (already placed): the order that was placed. */
  orderId: z.string().optional(),
});
export type OrderErrorBody = z.infer<typeof orderErrorBodySchema>;

export * from './order-summary';
