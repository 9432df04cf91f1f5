import { z } from 'zod';
import { dispositionTypeSchema, epochMsSchema, idSchema, moneySchema } from './common';
import { safeText, safeTrimmedText } from './text';

/**
 * The pieces an order carries (spec 2 §3): the customer and their delivery address, the
 * disposition, gift card credits and where the customer came from. The preauthorise body
 * (orders.ts) and the order summary both use them.
 */

/**
 * Carets are stripped from name, phone, email and instructions (spec 2 §5) before anything else; the
 * text is trimmed, capped and refuses what PostgreSQL cannot store (issue 12).
 */
const text = safeTrimmedText;

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
  selectedLanguage: safeText(10).optional(),
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
  cardNumber: safeText(30).min(4),
  cardPin: safeText(6).min(1),
  amount: moneySchema,
});
export type OrderCredit = z.infer<typeof orderCreditSchema>;

export const orderDispositionSchema = z.object({
  type: dispositionTypeSchema,
  when: z.enum(['asap', 'scheduled']),
  /** Scheduled orders: epoch ms of the chosen slot. */
  time: epochMsSchema.nullable().optional(),
  /** Collection only: curbside pick-up (spec 2 §3; analytics CURBSIDE vs INSTORE). */
  isCurbside: z.boolean().optional(),
});

/** Where the customer came from (06-G13): captured on entry, persisted, sent with the order. */
export const utmSchema = z.object({
  source: safeText(100).optional(),
  medium: safeText(100).optional(),
  campaign: safeText(100).optional(),
});
