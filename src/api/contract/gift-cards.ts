import { z } from 'zod';
import { idSchema, moneySchema, sectorSchema } from './common';
import { safeText, safeTrimmedText } from './text';

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
    tradezoneId: safeText(40).optional(),
    traceId: safeText(100),
    timestamp: z.number().int(),
  }),
  data: z.object({
    cardNumber: safeTrimmedText(GIFT_CARD_NUMBER_MAX + 10).min(1),
    cardPin: safeTrimmedText(GIFT_CARD_PIN_MAX).min(1),
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
