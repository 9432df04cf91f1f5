import { Hono, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { voucherErrorBodySchema, voucherQuerySchema, voucherSchema, type VoucherErrorType } from '../../src/api/contract/vouchers';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db';
import type { AppEnv } from '../http/app-env';
import { rateLimit } from '../http/rate-limit';
import { clientKey, keyPart } from '../http/rate-limit-client';
import { RATE_LIMITS } from '../http/rate-limits';
import { requestChannel } from '../http/channel';
import { parseQuery } from '../http/validate';
import { findVoucher } from '../services/vouchers';

/**
 * Vouchers, gift cards and priority slots answer about one customer's money at one moment: no answer,
 * not even a refusal or a 400, may be kept by a cache. Shared by the gift card and priority routes.
 */
export const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

/** The HTTP status of each voucher refusal: the body's `error.type` is what the page reads (spec 2 §8). */
const STATUS: Record<VoucherErrorType, ContentfulStatusCode> = {
  NOT_FOUND: 404,
  APP_ONLY: 403,
  CONFLICT: 409,
  COLLECTION_ONLY: 409,
  PRODUCTS_UNAVAILABLE: 422,
};


/** The code as the service matches it (stored upper-case, spec 2 §5); undefined when absent. */
const codeKey = (code: string | undefined) => (code ? keyPart('voucher', code.trim().toUpperCase()) : undefined);

/**
 * GET /v1/vouchers/validate?sector&code[&disposition][&dealIds] (spec 2 §7). Rate limited per client,
 * then per code across clients (issue 12 item 8): a refused client does not use up the code's points.
 */
export function voucherRoutes(database: DatabaseHandle, clock: Clock): Hono<AppEnv> {
  const { db } = database;
  return new Hono<AppEnv>()
    .use('/v1/vouchers/*', noStore)
    .use('/v1/vouchers/validate', rateLimit(database, { ...RATE_LIMITS.voucherPerClient, key: clientKey }))
    .use('/v1/vouchers/validate', rateLimit(database, { ...RATE_LIMITS.voucherPerCode, key: (c) => codeKey(c.req.query('code')) }))
    .get('/v1/vouchers/validate', async (c) => {
    const query = parseQuery(c, voucherQuerySchema);
    const result = await findVoucher(db, {
      ...query,
      // The visit's channel (10-G28, server/http/channel.ts): the web's spellings are the web, the
      // kiosk needs its device credential, and a name the store does not know is the web's.
      channel: (await requestChannel(db, c, query.sector)) ?? 'web',
      now: clock.now(),
    });
    if (result.ok) return c.json(voucherSchema.parse(result.voucher));
    return c.json(voucherErrorBodySchema.parse({ error: result.error }), STATUS[result.error.type]);
  });
}
