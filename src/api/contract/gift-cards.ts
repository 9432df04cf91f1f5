import { z } from 'zod';
import { idSchema, moneySchema, sectorSchema } from './common';

/** The gift card calls (spec 2 §3 Credit): POST /v1/gift-cards/check and /v2/gift-cards/check. */

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
