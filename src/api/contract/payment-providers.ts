import { z } from 'zod';
import { idSchema, sectorSchema } from './common';
import { paymentTypeSchema } from './hut';
import { boundedJson, safeText } from './text';

/**
 * The payment provider calls (spec 2 §2, §3): POST /v1/payment-providers/payer-auth-check, GET
 * /v1/payment-providers/store-config/{sector:hutId}, and the statuses a provider returns the
 * customer to the card-details page with.
 */

/** POST /v1/payment-providers/payer-auth-check (spec 2 §3). */
export const payerAuthCheckBodySchema = z.object({
  transactionId: idSchema,
  paymentType: paymentTypeSchema,
  hut: z.object({ id: idSchema, sector: sectorSchema, isTest: z.boolean().optional() }),
  visaCheckoutApiKey: safeText(200).optional(),
  /** The wallet's own data, passed through untouched: only its size is bounded. */
  googlePay: boundedJson(8_192).optional(),
  /** Issue 16 (13-G12): the preauthorise answer's payerAuthReply, presented back (bound to the amount). */
  payerAuthReply: safeText(200).optional(),
});
export type PayerAuthCheckBody = z.infer<typeof payerAuthCheckBodySchema>;
export const payerAuthCheckResponseSchema = z.object({ isStepUpRequired: z.boolean() });
export type PayerAuthCheckResponse = z.infer<typeof payerAuthCheckResponseSchema>;

/** Return statuses on the card-details page (spec 2 §2). */
export const paymentStatusSchema = z.enum(['success', 'decline', 'pending', 'exception', 'cancel']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
/** The store id of the store-config call: the sector and the hut id joined by this separator. */
export const SECTOR_HUT_SEPARATOR = ':';
export const storeConfigParamSchema = z.object({ storeId: z.string().regex(/^[a-z]{2}-\d:[A-Za-z0-9-]+$/) });
