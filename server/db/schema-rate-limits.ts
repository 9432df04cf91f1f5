import type { ColumnType } from 'kysely';

/** Rate-limit counters (migration 0008): one fixed window per key. */
export interface RateLimitsTable {
  key: string;
  points: number;
  /** Comes back as a Date or an ISO string depending on the driver. */
  expires_at: ColumnType<Date | string | null, Date | null, Date | null>;
}

export interface RateLimitTables {
  rate_limits: RateLimitsTable;
}
