import { z } from 'zod';
import { basketDealsSchema, basketHutSchema, basketSurchargeSchema, priceBreakdownSchema } from './basket';
import { dispositionTypeSchema, idSchema, moneySchema, sectorSchema } from './common';
import { paymentTypeSchema } from './hut';

/**
 * Checkout, payment and tracking calls (spec 2 §3, §7): preauthorise, place, the order summary and
 * state, vouchers, gift cards and priority delivery. The server (server/routes/orders.ts and friends)
 * and the page (src/api/orders.ts) share these schemas.
 *
 * The flow: POST /v1/orders/preauthorise re-prices the order with the shared engine and creates one
 * order row keyed by the page's `clientOrderId` (a retried preauthorise gets the same transaction,
 * never a second order). Its answer says where payment happens: a provider page (threeDSUrl,
 * iframeUrl, token or a redirect provider's orderId) or nowhere (cash, fully covered by credits).
 * POST /v1/orders/place then places it exactly once: placing again answers 410 with the order id.
 */

// ── Shared pieces ───────────────────────────────────────────────────────────────────────────────────

/** Carets are stripped from name, phone, email and instructions (spec 2 §5) before anything else. */
const text = (max: number) => z.string().trim().max(max);

export const geoCoordinatesSchema = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

/** The customer's delivery address as the order carries it (spec 2 §3); an empty interior is removed. */
export const orderDeliveryAddressSchema = z.object({
  address: text(200).optional(),
  number: text(20).optional(),
  city: text(80).optional(),
  street: text(120).optional(),
  postcode: text(12).optional(),
  neighborhood: text(80).optional(),
  country: text(2).optional(),
  state: text(80).optional(),
  /** India: flat, floor, building (required for delivery in-1). */
  interior: text(120).optional(),
  notes: text(200).optional(),
  geoCoordinates: geoCoordinatesSchema.optional(),
});
export type OrderDeliveryAddress = z.infer<typeof orderDeliveryAddressSchema>;

export const orderCustomerSchema = z.object({
  accountId: idSchema.optional(),
  /** The checkout name; falls back to first name + last name (spec 2 §5). */
  name: text(100).min(1),
  firstName: text(60).optional(),
  lastName: text(60).optional(),
  /**
   * Normalised by the page (India: no leading 0 or spaces). Phone and email are optional here only
   * for the kiosk, which asks a name alone (the order is called out at the counter, issue 07); a web
   * order without them is refused by the payload's check below.
   */
  phone: text(20).min(6).optional(),
  email: z.email().max(200).optional(),
  marketing: z.object({ all: z.boolean() }),
  selectedLanguage: z.string().max(10).optional(),
  deliveryAddress: orderDeliveryAddressSchema.optional(),
  /** Delivery instructions (India at most 28 characters, checked per market by the page and server). */
  instructions: text(200).optional(),
  contactFree: z.boolean().optional(),
  deliveryLocation: z.object({ address: text(200) }).optional(),
});
export type OrderCustomer = z.infer<typeof orderCustomerSchema>;

/** A gift card credit taken off the payment (spec 2 §3 payment.credits). */
export const orderCreditSchema = z.object({
  type: z.literal('giftcard'),
  cardNumber: z.string().min(4).max(30),
  cardPin: z.string().min(1).max(6),
  amount: moneySchema,
});
export type OrderCredit = z.infer<typeof orderCreditSchema>;

export const orderDispositionSchema = z.object({
  type: dispositionTypeSchema,
  when: z.enum(['asap', 'scheduled']),
  /** Scheduled orders: epoch ms of the chosen slot. */
  time: z.number().int().nonnegative().nullable().optional(),
  /** Collection only: curbside pick-up (spec 2 §3; analytics CURBSIDE vs INSTORE). */
  isCurbside: z.boolean().optional(),
});

/** Where the customer came from (06-G13): captured on entry, persisted, sent with the order. */
export const utmSchema = z.object({
  source: z.string().max(100).optional(),
  medium: z.string().max(100).optional(),
  campaign: z.string().max(100).optional(),
});

// ── POST /v1/orders/preauthorise ────────────────────────────────────────────────────────────────────

/** Where the order was taken: a customer's own device, or a store's kiosk (issue 07). Absent is web. */
export const orderChannelSchema = z.enum(['web', 'kiosk']);
export type OrderChannel = z.infer<typeof orderChannelSchema>;

export const orderPayloadSchema = z
  .object({
    version: z.literal('1.0'),
    channel: orderChannelSchema.optional(),
    /**
     * Made by the page once per checkout attempt (a uuid) and kept in Dexie until the order is
     * placed: a preauthorise sent twice (a retry, a double click, a reload) finds the same order.
     */
    clientOrderId: z.uuid(),
    hut: basketHutSchema.extend({ tradezoneId: z.string().max(40).optional() }),
    customer: orderCustomerSchema,
    payment: z.object({
      type: paymentTypeSchema,
      /** What the page shows as to pay (after credits); compared with the server's price to the penny. */
      amount: moneySchema,
      currency: z.string().regex(/^[A-Z]{3}$/),
      breakdown: priceBreakdownSchema.partial().optional(),
      credits: z.array(orderCreditSchema).max(1).default([]),
    }),
    disposition: orderDispositionSchema,
    deals: basketDealsSchema,
    discount: z.object({ id: idSchema, value: moneySchema.optional() }).nullable().optional(),
    voucher: z.object({ id: z.string().min(1).max(15), discountType: z.enum(['discount', 'deal']).optional() }).optional(),
    surcharges: z.array(basketSurchargeSchema).max(20).default([]),
    eta: z.number().int().nonnegative().optional(),
    etaRange: z.object({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() }).optional(),
    priorityDeliveryReservation: z.object({ id: idSchema, hutId: idSchema }).optional(),
    utm: utmSchema.optional(),
    isDealbotEnabled: z.boolean().optional(),
    isMobileApp: z.boolean().optional(),
    /** Signed in: account-holder supplement prices (the seam for the accounts wave). */
    accountHolder: z.boolean().optional(),
    /** Where the provider's page sends the customer back (the page's /order/card-details/). */
    returnUrl: z.string().max(500).optional(),
  })
  .superRefine((payload, context) => {
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
    if (payload.customer.email === undefined) {
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
  state: z.string().max(40).optional(),
  mac2: z.string().max(200).optional(),
  orderid: z.string().max(120).optional(),
  hash: z.string().max(200).optional(),
  paymentAuthorisationResponse: z.string().max(2000).optional(),
  /** The page URL (spec 2 §3). */
  signature: z.string().max(2000).optional(),
  cardType: z.string().max(40).optional(),
  /** Redirect providers' signed callback: HMAC-SHA256 of `order_id|payment_id` (Razorpay style). */
  providerSignature: z
    .object({ orderId: idSchema, paymentId: idSchema, signature: z.string().regex(/^[0-9a-f]{64}$/) })
    .optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

export const placeOrderResponseSchema = z.object({
  state: z.literal('ORDER_PROCESSED'),
  orderId: idSchema,
  transactionId: idSchema,
  customerOrderReference: z.string().min(1),
  /** Epoch ms the order is promised for (delivery or collection). */
  promisedTime: z.number().int(),
  etaType: z.enum(['delivery', 'collection']),
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
  'CARD_REFUSED',
  'PAYMENT_NOT_COMPLETED',
  'PAYMENT_ALREADY_PROCESSED',
  'INVALID_SIGNATURE',
  'GIFT_CARD_INVALID',
  'VOUCHER_INVALID',
  'ORDER_NOT_FOUND',
  'APPLE_PAY_FAILURE',
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

// ── Order state and summary (GET /v2/orders/orders/{id}/state, /summary, /history) ─────────────────

/** Tracking statuses (spec 2 §3). The sandbox kitchen moves an order through some of them. */
export const trackingStatusSchema = z.enum([
  'CONFIRMING',
  'CONFIRMED',
  'PREPARING',
  'COOKING',
  'PACKING',
  'ORDER_READY',
  'READY',
  'READY_DELIVERY',
  'DISPATCHED',
  'ALMOST_ARRIVED',
  'DELIVERED',
  'FAILED',
]);
export type TrackingStatus = z.infer<typeof trackingStatusSchema>;

export const orderStateSchema = z.object({
  orderId: idSchema,
  transactionId: idSchema,
  orderStatus: trackingStatusSchema,
  /** 0 receiving, 1 preparing, 2 cooking, 3 delivery/ready, 4 finished or unsuccessful (C14). */
  trackerStep: z.number().int().min(0).max(4),
  eta: z.object({
    /** Epoch ms. */
    exact: z.number().int(),
    /** Epoch ms window. */
    range: z.object({ from: z.number().int(), to: z.number().int() }),
  }),
  /** Epoch ms the order was placed. */
  orderTimeUTC: z.number().int(),
  /** Epoch ms the hut accepted it (CONFIRMED); null before. */
  acceptedTime: z.number().int().nullable(),
  latestTrackingInfo: z.object({ order_status: trackingStatusSchema, updatedAt: z.number().int() }),
});
export type OrderState = z.infer<typeof orderStateSchema>;

export const orderSummaryLineSchema = z.object({
  title: z.string(),
  quantity: z.number().int().positive(),
  price: moneySchema,
  /** Item descriptions (size, crust, toppings) or a deal's contents. */
  details: z.array(z.string()).default([]),
});

export const orderSummarySchema = z.object({
  orderId: idSchema,
  transactionId: idSchema,
  customerOrderReference: z.string(),
  hut: z.object({ id: idSchema, sector: sectorSchema, name: z.string(), phone: z.string(), address: z.string() }),
  disposition: orderDispositionSchema,
  customer: z.object({ name: z.string(), deliveryAddress: orderDeliveryAddressSchema.optional() }),
  lines: z.array(orderSummaryLineSchema),
  breakdown: priceBreakdownSchema,
  surcharges: z.array(basketSurchargeSchema),
  payment: z.object({ type: paymentTypeSchema, amount: moneySchema, currency: z.string(), credits: moneySchema }),
  /** Epoch ms. */
  placedAt: z.number().int(),
  promisedTime: z.number().int(),
  state: orderStateSchema,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderHistorySchema = z.object({ orders: z.array(orderSummarySchema) });

// ── Payment sandbox and providers ──────────────────────────────────────────────────────────────────

/** POST /v1/payment-providers/payer-auth-check (spec 2 §3). */
export const payerAuthCheckBodySchema = z.object({
  transactionId: idSchema,
  paymentType: paymentTypeSchema,
  hut: z.object({ id: idSchema, sector: sectorSchema, isTest: z.boolean().optional() }),
  visaCheckoutApiKey: z.string().optional(),
  googlePay: z.unknown().optional(),
});
export const payerAuthCheckResponseSchema = z.object({ isStepUpRequired: z.boolean() });

/** Return statuses on the card-details page (spec 2 §2). */
export const paymentStatusSchema = z.enum(['success', 'decline', 'pending', 'exception', 'cancel']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

// ── Vouchers (GET /v1/vouchers/validate?sector&code) ──────────────────────────────────────────────

export const VOUCHER_CODE_MAX = 15;

export const voucherErrorTypeSchema = z.enum(['CONFLICT', 'PRODUCTS_UNAVAILABLE', 'COLLECTION_ONLY', 'NOT_FOUND', 'APP_ONLY']);
export type VoucherErrorType = z.infer<typeof voucherErrorTypeSchema>;

export const voucherQuerySchema = z.object({
  sector: sectorSchema,
  code: z.string().trim().min(1).max(VOUCHER_CODE_MAX),
  /** The disposition of the basket: COLLECTION_ONLY vouchers are refused for delivery. */
  disposition: z.enum(['delivery', 'collection']).optional(),
  /** Deal ids in the basket, as 'a,b' or the name repeated: a voucher that conflicts with one is CONFLICT. */
  dealIds: z.preprocess((value) => {
    const items = (Array.isArray(value) ? value : [value])
      .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
      .map((item) => (typeof item === 'string' ? item.trim() : item))
      .filter((item) => item !== '' && item !== undefined);
    return items.length === 0 ? undefined : items;
  }, z.array(idSchema).max(50).optional()),
});

export const voucherSchema = z.object({
  /** The code as entered (upper-cased). */
  id: z.string(),
  /** discount: sets the basket discount `discountId`; deal: adds the catalogue deal `dealId`. */
  type: z.enum(['discount', 'deal']),
  appExclusive: z.boolean(),
  discountId: z.string().optional(),
  dealId: z.string().optional(),
  amount: moneySchema.optional(),
  rule: z.string().optional(),
  product: z.object({ id: z.string(), threshold: moneySchema }).optional(),
  title: z.string(),
  collectionOnly: z.boolean(),
  /** Deal ids the voucher cannot be used with: the page answers CONFLICT when the basket has one. */
  conflicts: z.array(idSchema).optional(),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const voucherErrorBodySchema = z.object({
  error: z.object({ type: voucherErrorTypeSchema, message: z.string(), invalidVoucherId: z.string() }),
});
export type VoucherErrorBody = z.infer<typeof voucherErrorBodySchema>;

// ── Gift cards (POST /v1/gift-cards/check, /v2/gift-cards/check) ────────────────────────────────────

export const GIFT_CARD_NUMBER_MAX = 30;
export const GIFT_CARD_PIN_MAX = 6;
/** "Gift card check amount 100" (spec 2 §9). */
export const GIFT_CARD_CHECK_AMOUNT = 100;

export const giftCardErrorCodeSchema = z.enum([
  'INTERNAL_SERVER_ERROR',
  'UNRECOGNIZED_ERROR',
  'INVALID_CARD',
  'INACTIVE_CARD',
  'CARD_ALREADY_USED',
  'EXPIRED_CARD',
  'CARD_DEACTIVATED',
  'UNHANDLED_ERROR',
]);
export type GiftCardErrorCode = z.infer<typeof giftCardErrorCodeSchema>;

export const giftCardCheckBodySchema = z.object({
  meta: z.object({
    hutId: idSchema,
    sector: sectorSchema,
    isTest: z.boolean(),
    tradezoneId: z.string().max(40).optional(),
    traceId: z.string().max(100),
    timestamp: z.number().int(),
  }),
  data: z.object({
    cardNumber: z.string().trim().min(1).max(GIFT_CARD_NUMBER_MAX + 10),
    cardPin: z.string().trim().min(1).max(GIFT_CARD_PIN_MAX),
    amount: moneySchema,
  }),
});
export type GiftCardCheckBody = z.infer<typeof giftCardCheckBodySchema>;

/** 200 either way: a balance, or an error code and message (spec 2 §3 Credit). */
export const giftCardCheckResponseSchema = z.union([
  z.object({ giftCardBalance: moneySchema, expiryDate: z.string() }),
  z.object({ errorCode: giftCardErrorCodeSchema.optional(), errorMessage: z.string() }),
]);
export type GiftCardCheckResponse = z.infer<typeof giftCardCheckResponseSchema>;

// ── Priority delivery (POST /v1/priority-orders/reservation, DELETE …/{id}/{hutId}) ─────────────

export const priorityReservationBodySchema = z.object({
  numCookedItems: z.number().int().min(1).max(100),
  /** C15: `postcode`; `customerPostcode` accepted too. */
  postcode: z.string().trim().min(2).max(12).optional(),
  customerPostcode: z.string().trim().min(2).max(12).optional(),
  hut: z.object({ sector: sectorSchema, id: idSchema }),
});
export const priorityReservationSchema = z.object({
  id: idSchema,
  hutId: idSchema,
  /** The priority delivery surcharge. */
  amount: moneySchema,
  /** Minutes saved against the normal ETA. */
  minutesSaved: z.number().int().nonnegative(),
});
export type PriorityReservation = z.infer<typeof priorityReservationSchema>;

export const SECTOR_HUT_SEPARATOR = ':';
export const orderIdParamSchema = z.object({ id: idSchema });
export const storeConfigParamSchema = z.object({ storeId: z.string().regex(/^[a-z]{2}-\d:[A-Za-z0-9-]+$/) });
