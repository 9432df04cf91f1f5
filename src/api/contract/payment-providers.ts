import { z } from 'zod';
import { idSchema, sectorSchema } from './common';
import { hutRecordSchema, paymentTypeSchema } from './hut';
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

/**
 * Apple's merchant validation hosts (developer.apple.com "Setting up your server": the production
 * and sandbox gateways). The validation URL comes from the wallet's onvalidatemerchant event, and a
 * real server posts to it with the merchant certificate: any other host would make the store API
 * post the certificate wherever a caller points it, so only these are accepted.
 */
export const APPLE_PAY_VALIDATION_HOSTS: readonly string[] = [
  'apple-pay-gateway.apple.com',
  'apple-pay-gateway-cert.apple.com',
  'cn-apple-pay-gateway.apple.com',
];

/** POST /v1/payment-providers/apple-pay/on-validate-merchant (spec 2 §7; 13-G13). */
export const applePayValidateMerchantBodySchema = z.strictObject({
  /** Shown on Apple's sheet; Apple caps it at 64 characters. */
  displayName: safeText(64).refine((value) => value.trim() !== '', 'required'),
  /** An Apple merchant identifier: 'merchant.' and a reverse domain. */
  merchantIdentifier: z.string().max(128).regex(/^merchant(\.[A-Za-z0-9-]+)+$/),
  validationUrl: z
    .string()
    .max(512)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.port === '' && url.username === '' && APPLE_PAY_VALIDATION_HOSTS.includes(url.hostname);
      } catch {
        return false;
      }
    }, 'not an Apple Pay validation URL'),
});
export type ApplePayValidateMerchantBody = z.infer<typeof applePayValidateMerchantBodySchema>;

/** The merchant session object Apple answers and the page hands to completeMerchantValidation (Apple's field names). */
export const applePayMerchantSessionSchema = z.object({
  epochTimestamp: z.number().int(),
  expiresAt: z.number().int(),
  merchantSessionIdentifier: z.string(),
  nonce: z.string(),
  merchantIdentifier: z.string(),
  domainName: z.string(),
  displayName: z.string(),
  signature: z.string(),
  operationalAnalyticsIdentifier: z.string(),
  retries: z.number().int(),
});
export type ApplePayMerchantSession = z.infer<typeof applePayMerchantSessionSchema>;

/** The store-config answer (13-G15): the hut's payment settings, which fill what the page's hut record lacks. */
export const storeConfigResponseSchema = hutRecordSchema.pick({
  supportedPayment: true,
  googlePay: true,
  applePayMerchantId: true,
  cashMaximum: true,
  test: true,
});
export type StoreConfig = z.infer<typeof storeConfigResponseSchema>;
