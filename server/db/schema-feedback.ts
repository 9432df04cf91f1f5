import type { ColumnType } from 'kysely';
import type { MarketCode } from './schema-markets';

/** Answers of the feedback form (migration 0010, checklist 10-G2). */
export interface FeedbackTable {
  id: string;
  market: MarketCode;
  sector: string;
  locale: string;
  name: string | null;
  email: string;
  order_number: string | null;
  rating: number;
  message: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface FeedbackTables {
  feedback: FeedbackTable;
}
