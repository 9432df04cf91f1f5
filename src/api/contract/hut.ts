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
import { PAYMENT_TYPES } from '../../domain/markets/ids';
import { safeText, safeTrimmedText } from './text';
import { isKnownTimeZone } from '../../domain/hours/zoned-time';

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

/** Payment types: the domain's list (src/domain/markets/ids.ts), the one both sides use. */
export const paymentTypeSchema = z.enum(PAYMENT_TYPES);
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
  timeZone: z.string().min(3).refine(isKnownTimeZone, 'expected an IANA time zone Intl knows'),
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

/*
 * Queries of the hut calls (spec 1 §7, spec 3 §7.2). Query values arrive as strings (an array when a
 * name is repeated); these schemas turn them into typed values or name the field in a 400.
 */

/** A number from a query value; '' and anything non-numeric become NaN, which z.number() rejects. */
export const queryNumber = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => {
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
    return Number(value);
  }, schema);

/** Sectors as 'uk-1,uk-2' or the name repeated; absent or empty means every sector. */
export const sectorListQuerySchema = z.preprocess((value) => {
  const items = (Array.isArray(value) ? value : [value])
    .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
    .map((item) => (typeof item === 'string' ? item.trim() : item))
    .filter((item) => item !== '' && item !== undefined);
  return items.length === 0 ? undefined : items;
}, z.array(sectorSchema).optional());

/** The feature role of the caller; 'test' also lists test huts (spec 1 §6). */
export const featureRoleSchema = safeText(40).optional();

/** GET /v1/huts?postcode and GET /v1/huts/?sector&featureRole: one route family, told apart by postcode. */
export const hutsQuerySchema = z.object({
  postcode: safeTrimmedText(12).min(1).optional(),
  sector: sectorListQuerySchema,
  featureRole: featureRoleSchema,
});

/** Nearby huts default to 5, at most 20 (spec 1 §9); collection finder passes maxDistance 32187. */
export const NEARBY_LIMIT_DEFAULT = 5;
export const NEARBY_LIMIT_MAX = 20;

/** A coordinate that may be "not a number": the nearby call then answers an empty list (spec 1 §7). */
const looseCoordinate = (schema: z.ZodNumber) =>
  z.preprocess((value) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    return Number.isFinite(number) ? number : Number.NaN;
  }, z.union([z.nan(), schema]));

/** GET /v1/huts/nearby?lat&lon&limit&sectors (lat/lon NaN when not numbers). */
export const nearbyHutsQuerySchema = z.object({
  lat: looseCoordinate(latitudeSchema),
  lon: looseCoordinate(longitudeSchema),
  limit: queryNumber(z.number().int().min(1).max(NEARBY_LIMIT_MAX).default(NEARBY_LIMIT_DEFAULT)),
  sectors: sectorListQuerySchema,
  /** Metres; huts farther away are dropped. */
  maxDistance: queryNumber(z.number().positive().optional()),
  featureRole: featureRoleSchema,
});

/** GET /v1/hut?hutId&sector&tradezoneId&openDays (openDays default 7, at most 14). */
export const hutQuerySchema = z.object({
  hutId: idSchema,
  sector: sectorSchema,
  tradezoneId: safeText(60).min(1).optional(),
  openDays: queryNumber(z.number().int().min(1).max(14).default(7)),
});

/** GET /v1/hut/search/?sector&lat&lng: huts of the sector delivering to the point. */
export const hutSearchQuerySchema = z.object({
  sector: sectorSchema,
  lat: queryNumber(latitudeSchema),
  lng: queryNumber(longitudeSchema),
  featureRole: featureRoleSchema,
});

/** GET /v2/huts/status/{sector}/{hutId}/summary path parameters. */
export const hutStatusParamsSchema = z.object({ sector: sectorSchema, hutId: idSchema });

/** GET /v1/hut/timeslots?sector&hutId&disposition — scheduled slots in the hut's time zone. */
export const timeSlotsSchema = z.object({
  hutId: idSchema,
  sector: sectorSchema,
  disposition: webDispositionSchema,
  asapAvailable: z.boolean(),
  slots: z.array(z.iso.datetime({ offset: true })),
});
export type TimeSlots = z.infer<typeof timeSlotsSchema>;

/** GET /v2/eta/?disposition&id&sector (spec 1 §3 ETA): minutes from now. */
export const etaSchema = z.object({
  eta: z.object({
    exact: z.number().int().positive(),
    range: z.tuple([z.number().int().positive(), z.number().int().positive()]),
  }),
});
export type Eta = z.infer<typeof etaSchema>;

export const timeSlotsQuerySchema = z.object({ sector: sectorSchema, hutId: idSchema, disposition: webDispositionSchema });

export const etaQuerySchema = z.object({ disposition: webDispositionSchema, id: idSchema, sector: sectorSchema });
