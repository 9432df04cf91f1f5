import { Hono, type Context } from 'hono';
import { giftCardCheckBodySchema, giftCardCheckResponseSchema } from '../../src/api/contract/gift-cards';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db';
import type { AppEnv } from '../http/app-env';
import { rateLimit } from '../http/rate-limit';
import { clientKey } from '../http/rate-limit-client';
import { RATE_LIMITS } from '../http/rate-limits';
import { parseJson } from '../http/validate';
import { checkGiftCard } from '../services/gift-cards';
import { noStore } from './vouchers';

/**
 * POST /v1/gift-cards/check and /v2/gift-cards/check (spec 2 §3 Credit, §7): 200 either way, with the
 * balance or an error code. v1 pages prefix the number with a market or test prefix from config,
 * which is stripped; v2 sends the number as printed (spec 2 §5). Rate limited per client, and wrong
 * PINs per card and client and per card (services/gift-cards.ts): a limited check answers 429.
 */
export function giftCardRoutes(database: DatabaseHandle, clock: Clock): Hono<AppEnv> {
  const { db } = database;

  const check = (acceptPrefix: boolean) => async (c: Context<AppEnv>) => {
    const { meta, data } = await parseJson(c, giftCardCheckBodySchema);
    const result = await checkGiftCard(db, {
      sector: meta.sector,
      cardNumber: data.cardNumber,
      cardPin: data.cardPin,
      now: clock.now(),
      acceptPrefix,
      client: clientKey(c),
    });
    const answer = result.ok
      ? { giftCardBalance: result.balance, expiryDate: result.expiryDate }
      : { errorCode: result.code, errorMessage: result.message };
    return c.json(giftCardCheckResponseSchema.parse(answer));
  };

  return new Hono<AppEnv>()
    .use('/v1/gift-cards/*', noStore)
    .use('/v2/gift-cards/*', noStore)
    .use('/v1/gift-cards/check', rateLimit(database, { ...RATE_LIMITS.giftCardPerClient, key: clientKey }))
    .use('/v2/gift-cards/check', rateLimit(database, { ...RATE_LIMITS.giftCardPerClient, key: clientKey }))
    .post('/v1/gift-cards/check', check(true))
    .post('/v2/gift-cards/check', check(false));
}
