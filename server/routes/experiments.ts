import { Hono } from 'hono';
import { experimentsQuerySchema, type ExperimentDatafile } from '../../src/api/contract/experiments';
import { experimentsForMarket } from '../../src/domain/experiments/catalogue';
import { isActive } from '../../src/domain/experiments/record';
import type { Clock } from '../clock';
import { requestTarget, type AnswerCache } from '../http/answer-cache';
import type { AppEnv } from '../http/app-env';
import { parseQuery } from '../http/validate';

/**
 * The local experiment datafile (14-G12: "a local datafile endpoint served from seed"; pick: the seed is
 * the domain catalogue, src/domain/experiments/catalogue.ts). Only the market's live records are served
 * (inside the schedule, before expiry, by the server's clock); the page drops a kept pick for any
 * experiment no longer listed (C45). The treatment notes stay on the server side of the contract.
 * Cacheable for a short while (pick: 60 s): the page refreshes every 6 minutes (C20) and the worker may
 * answer a refresh from cache, but a stopped experiment must not linger.
 */
export const EXPERIMENTS_MAX_AGE_SECONDS = 60;

/**
 * Issue 18: kept serialised (with an ETag, so a refresh is a 304) for the same 60 s of store time:
 * the datafile depends on the clock only.
 */
export function experimentRoutes(clock: Clock, cache: AnswerCache): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/v1/experiments', (c) =>
    cache.answer(c, {
      key: `experiments ${requestTarget(c)}`,
      cacheControl: `public, max-age=${EXPERIMENTS_MAX_AGE_SECONDS}`,
      ttlMs: EXPERIMENTS_MAX_AGE_SECONDS * 1000,
      build: async () => {
        const { market } = parseQuery(c, experimentsQuerySchema);
        const now = clock.now();
        const body: ExperimentDatafile = {
          market,
          experiments: experimentsForMarket(market)
            .filter((record) => isActive(record, now))
            .map(({ name, title, markets, goal, schedule, expiry, variants }) => ({ name, title, markets: [...markets], goal, schedule, expiry, variants: [...variants] })),
        };
        return body;
      },
    }),
  );
}
