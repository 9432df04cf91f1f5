import type { ColumnType } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

/** The analytics collector's events (migration 0026, 14-G30). */
export interface AnalyticsEventsTable {
  id: string;
  name: string;
  at: ColumnType<Date, Date | string, never>;
  client_id: string | null;
  test: boolean;
  dimensions: Json<Record<string, string>>;
  payload: Json<Record<string, unknown>>;
  received_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface AnalyticsTables {
  analytics_events: AnalyticsEventsTable;
}
