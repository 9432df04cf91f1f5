import type { ColumnType } from 'kysely';

/** Hut Rewards, the loyalty provider stand-in (migration 0021, issue 15, 12-G17). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Moment = ColumnType<Date, Date | string, Date | string>;

export type LoyaltyMovementKind = 'earned' | 'used' | 'reversed';

export interface LoyaltyMembersTable {
  /** The identity user (also the account id, orders.account_id). */
  user_id: string;
  tenant: string;
  /** 'UK' | 'FR' | 'IN' | 'CA'. */
  market: string;
  /** DD/MM/YYYY as entered at enrolment (12-G13). */
  date_of_birth: string;
  joined_at: CreatedAt;
}

export interface LoyaltyLedgerTable {
  id: string;
  user_id: string;
  market: string;
  kind: LoyaltyMovementKind;
  /** Signed: earned > 0, used < 0; a reversal undoes an order's earned and used points. */
  points: number;
  order_id: string | null;
  reward_id: string | null;
  created_at: CreatedAt;
}

export interface LoyaltyOfflineCodesTable {
  id: string;
  user_id: string;
  redeemable_id: string;
  code: string;
  tracking_code: string;
  expires_at: Moment;
  created_at: CreatedAt;
}

/**
 * What preauthorise verified about an order's points (orders.loyalty): the member and the rewards of
 * the basket, recounted from the catalogue. Place spends and credits from this, never from the body.
 */
export interface OrderLoyaltyFacts {
  userId: string;
  market: string;
  rewards: { rewardId: string; dealId: string; redeemableId: string; points: number }[];
}

export interface LoyaltyTables {
  loyalty_members: LoyaltyMembersTable;
  loyalty_ledger: LoyaltyLedgerTable;
  loyalty_offline_codes: LoyaltyOfflineCodesTable;
}
