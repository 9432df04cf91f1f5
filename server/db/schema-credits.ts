import type { ColumnType, Generated } from 'kysely';
import type { MarketCode } from './schema-markets';

/**
 * Tables of vouchers, gift cards and priority delivery reservations (migration 0005). Money is
 * numeric(10,2): the drivers hand it back as a string (node-postgres) or a number, so it is typed
 * as either and read through Number() in the services. Timestamps likewise come back as a Date or
 * an ISO string depending on the driver.
 */
type Money = ColumnType<string | number, number | string, number | string>;
type Timestamp = ColumnType<Date | string, Date | string, Date | string>;

export interface VouchersTable {
  sector: string;
  /** Upper case, at most 15 characters. */
  code: string;
  type: 'discount' | 'deal';
  discount_id: string | null;
  deal_id: string | null;
  title: string;
  app_exclusive: Generated<boolean>;
  collection_only: Generated<boolean>;
  active: Generated<boolean>;
  expires_at: Timestamp | null;
  /** Deal ids the voucher cannot be used with (jsonb; written as JSON text). */
  conflicts: ColumnType<string[], string | undefined, string>;
}

export type GiftCardStatus = 'active' | 'inactive' | 'deactivated';

export interface GiftCardsTable {
  /** Digits only, without any market or test prefix. */
  number: string;
  market: MarketCode;
  pin: string;
  balance: Money;
  currency: string;
  status: GiftCardStatus;
  expires_at: Timestamp;
  failed_pin_attempts: Generated<number>;
  used_by_order_id: string | null;
}

export interface GiftCardRedemptionsTable {
  order_id: string;
  card_number: string;
  amount: Money;
  created_at: Timestamp;
}

export interface PriorityReservationsTable {
  id: string;
  sector: string;
  hut_id: string;
  num_cooked_items: number;
  postcode: string | null;
  amount: Money;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** Hash of the client that holds it (migration 0008): one live reservation per client. */
  client_key: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CreditTables {
  vouchers: VouchersTable;
  gift_cards: GiftCardsTable;
  gift_card_redemptions: GiftCardRedemptionsTable;
  priority_reservations: PriorityReservationsTable;
}
