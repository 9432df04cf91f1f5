import { z } from 'zod';
import {
  clockTimeSchema,
  idSchema,
  latitudeSchema,
  localeSchema,
  longitudeSchema,
  moneySchema,
  sectorSchema,
  webDispositionSchema,
} from './common';

/**
 * A hut (restaurant) as the store API answers it (spec 1 §3 Hut, §7). Seed records are validated
 * with `hutRecordSchema` (the weekly opening pattern); answers add dated hours for the next days.
 */

export const hutAddressSchema = z.object({
  lines: z.array(z.string().min(1)).min(1).max(4),
  streetAddress: z.string().min(1),
  postcode: z.string().min(2),
  region: z.string().min(1),
  city: z.string().min(1),
});

/** One opening period of a weekday; close may pass midnight ('01:00' after '11:00' is the next day). */
export const weeklyPeriodSchema = z.object({
  /** 0 = Sunday … 6 = Saturday, in the hut's time zone. */
  day: z.number().int().min(0).max(6),
  disposition: webDispositionSchema,
  open: clockTimeSchema,
  close: clockTimeSchema,
});

/** Scheduled (order-ahead) periods also say which slots exist: from/to, every `interval` minutes, after `prep`. */
export const weeklyScheduledPeriodSchema = weeklyPeriodSchema.extend({
  from: clockTimeSchema,
  to: clockTimeSchema,
  interval: z.number().int().min(5).max(120),
  prep: z.number().int().min(0).max(240),
});

export const surchargeTypeSchema = z.enum([
  'deliverySupplement',
  'DELIVERY',
  'priorityDelivery',
  'smallOrderSupplement',
  'driverTip',
  'paymentSurcharge',
]);

export const surchargeSchema = z.object({
  type: surchargeTypeSchema,
  amount: moneySchema,
  /** Small-order supplement: charged below this basket value (spec 2 §3; value ours, 03-G3). */
  threshold: moneySchema.optional(),
});

/** A delivery supplement band: applies when lower ≤ basket value < upper (spec 1 §5). */
export const supplementBandSchema = z.object({
  lowerThreshold: moneySchema,
  upperThreshold: moneySchema,
  price: moneySchema,
  priceForAccountHolder: moneySchema,
});

/** Order-value surcharge band (spec 1 §3): maxOrderValue 0 means no upper bound. */
export const surchargeBandSchema = z.object({
  minOrderValue: moneySchema,
  maxOrderValue: moneySchema,
  deliverySurcharge: moneySchema,
});

export const paymentTypeSchema = z.enum([
  'card',
  'cash',
  'ticket',
  'giftcard',
  'googlepay',
  'applepay',
  'paypal',
  'razorpay',
  'paytm',
  'phonepe',
  'paylater',
]);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

export const hutRecordSchema = z.object({
  id: idSchema,
  sector: sectorSchema,
  urn: z.string().min(1),
  name: z.string().min(1),
  phone: z.string().min(6),
  address: hutAddressSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  tradezoneId: z.string().min(1),
  defaultLanguage: localeSchema,
  ownership: z.enum(['equity', 'franchise']),
  test: z.boolean(),
  closed: z.boolean(),
  /** IANA time zone; utcOffset in answers is derived from it at the request time. */
  timeZone: z.string().min(3),
  allowedDisposition: z.object({ delivery: z.boolean(), collection: z.boolean() }),
  /** Radius of the delivery zone around the hut, in metres (the local geocoder's zone model). */
  deliveryRadiusMetres: z.number().int().min(0).max(50_000),
  minDeliveryOrder: moneySchema,
  minCollectionOrder: moneySchema,
  /** C27: the spec's "3.99 in special cases" as an explicit override, unset by default. */
  minDeliveryOrderOverride: moneySchema.nullable(),
  deliverySurcharge: moneySchema,
  surcharges: z.array(surchargeSchema),
  variableDeliverySurcharges: z.array(surchargeBandSchema),
  supplements: z.array(supplementBandSchema),
  /** Cash is accepted only for orders under this amount (spec 2 §5; value ours, 03-G3). */
  cashMaximum: moneySchema.nullable(),
  showNutrition: z.boolean(),
  supportsGiftCard: z.boolean(),
  supportedPayment: z.array(z.object({ type: paymentTypeSchema })).min(1),
  googlePay: z.object({ gateway: z.string().min(1), merchantId: z.string().min(1) }).nullable(),
  applePayMerchantId: z.string().nullable(),
  pos: z.object({ type: z.enum(['tillpoint', 'micros', 'sicom', 'petpooja']) }),
  /** in-1: menu tabs this hut does not offer (spec 1 §2, 03-G1). */
  excludedTabs: z.array(z.string()),
  /** Canada: the hut is on the bag-fee store list (spec 1 §2, 03-G1). */
  bagFeeStore: z.boolean(),
  hours: z.object({
    web: z.object({
      asap: z.array(weeklyPeriodSchema),
      scheduled: z.array(weeklyScheduledPeriodSchema),
    }),
  }),
});
export type HutRecord = z.infer<typeof hutRecordSchema>;

/** A dated opening period in answers: ISO date-times with the hut's offset. */
export const datedPeriodSchema = z.object({
  disposition: webDispositionSchema,
  open: z.iso.datetime({ offset: true }),
  close: z.iso.datetime({ offset: true }),
});

export const datedScheduledPeriodSchema = datedPeriodSchema.extend({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  interval: z.number().int(),
  prep: z.number().int(),
});

/** The hut as answered: the record without its weekly pattern, with dated hours and the live offset. */
export const hutSchema = hutRecordSchema.omit({ hours: true, deliveryRadiusMetres: true }).extend({
  /** Minutes east of UTC at the request time (India +330). */
  utcOffset: z.number().int(),
  hours: z.object({
    web: z.object({
      asap: z.array(datedPeriodSchema),
      scheduled: z.array(datedScheduledPeriodSchema),
    }),
  }),
  /** Present in search results: straight-line distance from the searched point. */
  distanceMetres: z.number().nonnegative().optional(),
});
export type Hut = z.infer<typeof hutSchema>;

export const hutListSchema = z.array(hutSchema);

/** Hut status summary (spec 1 §3 Hut status). */
export const availabilitySchema = z.enum(['AVAILABLE', 'UNAVAILABLE_CLOSED']);
const byDisposition = z.object({ collection: availabilitySchema, delivery: availabilitySchema });
export const hutStatusSummarySchema = z.object({
  summary: z.object({
    physical: byDisposition,
    web: z.object({ asap: byDisposition, scheduled: byDisposition }),
  }),
});
export type HutStatusSummary = z.infer<typeof hutStatusSummarySchema>;
