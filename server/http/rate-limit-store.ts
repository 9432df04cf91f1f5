import { sql, type Kysely } from 'kysely';
import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes.js';
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js';
import type { Database } from '../db/schema';

/**
 * rate-limiter-flexible's counters kept in the store database (table rate_limits, migration 0008), so
 * every API process on one PostgreSQL, and the one PGlite process, counts the same requests (issue 12,
 * ARCHITECTURE "Trust": nothing that must be shared lives in process memory). The library decides;
 * this class only stores. One fixed window per key: the first point opens it, `points` add up until
 * `expires_at`, and the next point after that opens a new window.
 */

interface StoredCounter {
  points: number;
  expiresAt: number | null;
}

/** How often (at most) one process deletes expired counters; cheap with the expires_at index. */
const CLEAN_UP_EVERY_MS = 60_000;

export interface KyselyRateLimiterOptions {
  db: Kysely<Database>;
  /** The limit's name: the prefix of its keys. */
  keyPrefix: string;
  points: number;
  /** Seconds of one window. */
  duration: number;
  /** Milliseconds since the epoch; a seam for tests. Windows are real time, not the store's test clock. */
  now?: () => number;
}

const epochMs = (value: Date | string | null): number | null => (value === null ? null : new Date(value).getTime());

export class KyselyRateLimiter extends RateLimiterStoreAbstract {
  private readonly db: Kysely<Database>;
  private readonly now: () => number;
  private nextCleanUp = 0;

  constructor({ db, keyPrefix, points, duration, now = Date.now }: KyselyRateLimiterOptions) {
    // storeClient is the library's required handle to the store; ours is the Kysely instance.
    super({ storeClient: db, keyPrefix, points, duration });
    this.db = db;
    this.now = now;
  }

  /**
   * Adds `points` to the key's counter in one statement (insert … on conflict do update … returning),
   * so concurrent requests in several processes each see their own total: none is lost, none counted
   * twice. An expired window (or `forceExpire`, the library's block/set) starts again from `points`.
   */
  async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<StoredCounter> {
    const now = this.now();
    await this.cleanUp(now);
    const expiresAt = msDuration > 0 ? new Date(now + msDuration) : null;
    const restart = forceExpire ? sql<boolean>`true` : sql<boolean>`rate_limits.expires_at is not null and rate_limits.expires_at <= ${new Date(now)}`;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key: rlKey, points, expires_at: expiresAt })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          points: sql<number>`case when ${restart} then excluded.points else rate_limits.points + excluded.points end`,
          expires_at: sql<Date | null>`case when ${restart} then excluded.expires_at else rate_limits.expires_at end`,
        }),
      )
      .returning(['points', 'expires_at'])
      .executeTakeFirstOrThrow();
    return { points: row.points, expiresAt: epochMs(row.expires_at) };
  }

  async _get(rlKey: string): Promise<StoredCounter | null> {
    const row = await this.db
      .selectFrom('rate_limits')
      .select(['points', 'expires_at'])
      .where('key', '=', rlKey)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date(this.now()))]))
      .executeTakeFirst();
    return row ? { points: row.points, expiresAt: epochMs(row.expires_at) } : null;
  }

  async _delete(rlKey: string): Promise<boolean> {
    const result = await this.db.deleteFrom('rate_limits').where('key', '=', rlKey).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, counter: StoredCounter): RateLimiterRes {
    const isFirstInDuration = changedPoints === counter.points;
    const consumedPoints = isFirstInDuration ? changedPoints : counter.points;
    const msBeforeNext = counter.expiresAt === null ? -1 : Math.max(counter.expiresAt - this.now(), 0);
    return new RateLimiterRes(Math.max(this.points - consumedPoints, 0), msBeforeNext, consumedPoints, isFirstInDuration);
  }

  /** Expired counters go, at most once a minute per process; any process may do it for all. */
  private async cleanUp(now: number): Promise<void> {
    if (now < this.nextCleanUp) return;
    this.nextCleanUp = now + CLEAN_UP_EVERY_MS;
    await this.db.deleteFrom('rate_limits').where('expires_at', '<', new Date(now)).execute();
  }
}
