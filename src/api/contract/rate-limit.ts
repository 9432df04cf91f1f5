import { z } from 'zod';

/**
 * The answer to a rate-limited call (issue 12 item 8): HTTP 429 with a Retry-After header and this
 * body. The spec names TooManyRequestsException for accounts only (spec 3 §8.3); the store API's own
 * calls (vouchers, gift cards, priority delivery, preauthorise, /log) answer TOO_MANY_REQUESTS, in the
 * upper case of the voucher and gift-card error codes (spec 2 §8).
 */
export const TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS';

export const tooManyRequestsBodySchema = z.object({
  error: z.literal(TOO_MANY_REQUESTS),
  message: z.string(),
  /** Seconds until the call may be made again; the same as Retry-After. */
  retryAfter: z.number().int().positive(),
});

export type TooManyRequestsBody = z.infer<typeof tooManyRequestsBodySchema>;
