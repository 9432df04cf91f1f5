import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Kysely } from 'kysely';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import { TOO_MANY_REQUESTS, type TooManyRequestsBody } from '../../src/api/contract/rate-limit';
import type { DatabaseHandle } from '../db';
import type { Database } from '../db/schema';
import type { AppEnv } from './app-env';
import { KyselyRateLimiter } from './rate-limit-store';
import type { RateLimitRule } from './rate-limits';

/**
 * The rate limits' one middleware and the pieces services use for limits a middleware cannot decide
 * (wrong gift-card PINs). Counters live in the database (rate-limit-store.ts). A limited call answers
 * 429 with Retry-After (seconds) and `{ error: 'TOO_MANY_REQUESTS', message, retryAfter }`.
 */

/** A refusal with its answer made: the app's error handler sends HTTPException responses as they are. */
export class RateLimitedError extends HTTPException {
  readonly retryAfter: number;

  constructor(retryAfter: number) {
    const body: TooManyRequestsBody = {
      error: TOO_MANY_REQUESTS,
      message: `Too many requests. Please try again in ${retryAfter} seconds.`,
      retryAfter,
    };
    const res = new Response(JSON.stringify(body), {
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': String(retryAfter), 'cache-control': 'no-store' },
    });
    super(429, { res, message: body.message });
    this.name = 'RateLimitedError';
    this.retryAfter = retryAfter;
  }
}

/** Whole seconds until the window ends, at least 1 (Retry-After 0 would invite an instant retry). */
export const retryAfterSeconds = (msBeforeNext: number): number => Math.max(1, Math.ceil(msBeforeNext / 1000));

// One limiter per database and limit, so a route and a service asking for the same limit share it.
const limiters = new WeakMap<Kysely<Database>, Map<string, KyselyRateLimiter>>();

export function limiterFor(db: Kysely<Database>, rule: RateLimitRule): KyselyRateLimiter {
  let byName = limiters.get(db);
  if (!byName) limiters.set(db, (byName = new Map()));
  let limiter = byName.get(rule.name);
  if (!limiter) byName.set(rule.name, (limiter = new KyselyRateLimiter({ db, keyPrefix: rule.name, points: rule.points, duration: rule.durationSec })));
  return limiter;
}

/** The library rejects an over-limit call with its RateLimiterRes, and a store failure with an Error. */
const isLimitAnswer = (value: unknown): value is RateLimiterRes =>
  typeof value === 'object' && value !== null && 'msBeforeNext' in value && !(value instanceof Error);

/** Takes one point for `key`; throws RateLimitedError when the window has none left. */
export async function consumePoint(db: Kysely<Database>, rule: RateLimitRule, key: string): Promise<void> {
  try {
    await limiterFor(db, rule).consume(key);
  } catch (error) {
    if (isLimitAnswer(error)) throw new RateLimitedError(retryAfterSeconds(error.msBeforeNext));
    throw error;
  }
}

/** Gives back a point taken by consumePoint (the attempt turned out not to count). */
export async function returnPoint(db: Kysely<Database>, rule: RateLimitRule, key: string): Promise<void> {
  await limiterFor(db, rule).reward(key);
}

export interface RateLimitOptions extends RateLimitRule {
  /**
   * The counter's key for this request (use rate-limit-client's clientKey / keyPart), or undefined to
   * let the request through uncounted: no client (an in-process call) or no target (the handler's own
   * validation will refuse it).
   */
  key: (c: Context<AppEnv>) => string | undefined;
}

/** `rateLimit(db, { name, points, durationSec, key })`: counts every request it sees, refuses with 429 past `points`. */
export function rateLimit(database: DatabaseHandle, { key, ...rule }: RateLimitOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const counterKey = key(c);
    if (counterKey !== undefined) await consumePoint(database.db, rule, counterKey);
    await next();
  };
}
