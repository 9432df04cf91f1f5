import { Hono, type Context } from 'hono';
import {
  earningsAnswerSchema,
  earningsBodySchema,
  joinLoyaltyBodySchema,
  LOYALTY_OFFLINE_CODE_ROUTE,
  LOYALTY_PATHS,
  loyaltyAccountSchema,
  loyaltyContentQuerySchema,
  loyaltyContentSchema,
  loyaltyQuerySchema,
  offlineCodeSchema,
} from '../../src/api/contract/loyalty';
import { idSchema } from '../../src/api/contract/common';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db';
import { ApiError, notFoundBody } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { rateLimit } from '../http/rate-limit';
import { clientKey } from '../http/rate-limit-client';
import { RATE_LIMITS } from '../http/rate-limits';
import { parseJson, parseQuery } from '../http/validate';
import { notAuthorised, optionalIdCaller, type Caller } from '../services/accounts/caller';
import { accountRecord, earningsOf, joinLoyalty, offlineCode } from '../services/loyalty/members';
import { marketRewards } from '../services/loyalty/rewards';

/**
 * Hut Rewards (issue 15, S3 §7.1, 12-G17): the store API plays the loyalty provider. Every call but the
 * content needs the customer's id token (the page's order-call token, src/api/id-token.ts); the member
 * is its verified subject and the `marketId` must be its tenant's market. Nothing here is cached (the
 * service worker's never-cache list holds /v2/loyalty/, src/sw/cache-routes.ts).
 */

async function requireCaller(database: DatabaseHandle, c: Context<AppEnv>): Promise<Caller> {
  const caller = await optionalIdCaller(database.db, c, notAuthorised);
  if (!caller) throw notAuthorised();
  return caller;
}

export function loyaltyRoutes(database: DatabaseHandle, clock: Clock): Hono<AppEnv> {
  const { db } = database;
  const perClient = rateLimit(database, { ...RATE_LIMITS.loyaltyPerClient, key: clientKey });
  return new Hono<AppEnv>()
    .use('/v2/loyalty/account', perClient)
    .use('/v2/loyalty/earnings', perClient)
    .use('/v2/loyalty/content', perClient)
    .use(LOYALTY_OFFLINE_CODE_ROUTE, rateLimit(database, { ...RATE_LIMITS.loyaltyCodePerClient, key: clientKey }))
    .use('/v2/loyalty/*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get(LOYALTY_PATHS.account, async (c) => {
      const { marketId, lang } = parseQuery(c, loyaltyContentQuerySchema);
      const caller = await requireCaller(database, c);
      return c.json(loyaltyAccountSchema.parse(await accountRecord(db, caller, marketId, lang)));
    })
    // Enrolment (12-G2): the date of birth only; joining again answers the same membership.
    .post(LOYALTY_PATHS.account, async (c) => {
      const { marketId } = parseQuery(c, loyaltyQuerySchema);
      const caller = await requireCaller(database, c);
      const { dateOfBirth } = await parseJson(c, joinLoyaltyBodySchema);
      await joinLoyalty(db, caller, marketId, dateOfBirth, clock.now());
      return c.json(loyaltyAccountSchema.parse(await accountRecord(db, caller, marketId)));
    })
    .post(LOYALTY_PATHS.earnings, async (c) => {
      const { marketId } = parseQuery(c, loyaltyQuerySchema);
      const caller = await requireCaller(database, c);
      const { inBasket } = await parseJson(c, earningsBodySchema);
      return c.json(earningsAnswerSchema.parse(await earningsOf(db, caller, marketId, inBasket)));
    })
    // Public (12-G5): the market's rewards and their texts, the same for everyone.
    .get(LOYALTY_PATHS.content, async (c) => {
      const { marketId, lang } = parseQuery(c, loyaltyContentQuerySchema);
      return c.json(loyaltyContentSchema.parse({ marketId, rewards: await marketRewards(db, marketId, lang) }));
    })
    .get(LOYALTY_OFFLINE_CODE_ROUTE, async (c) => {
      const id = idSchema.safeParse(c.req.param('id'));
      if (!id.success) throw new ApiError(404, notFoundBody);
      const { marketId } = parseQuery(c, loyaltyQuerySchema);
      const caller = await requireCaller(database, c);
      return c.json(offlineCodeSchema.parse(await offlineCode(db, caller, marketId, id.data, clock.now())));
    });
}
