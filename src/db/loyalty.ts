// The Hut Rewards record (issue 15, S3 §3): the customer account record as last fetched (12-G15),
// "loyalty.offlineRedemptions (keyed by redeemable_id)" with each code's status and tracking code
// (12-G7), and the customer's "previousActions (hasAppliedFreeRewardToBasket, hasInteractedWithAccount,
// notifications.freeReward.hasSeen)" (12-G8, 12-G9). One row of Dexie table `loyalty` (version 9). The
// last fetched code is kept, so the counter still sees it on a weak signal; log out clears the row.
import { z } from 'zod';
import { loyaltyAccountSchema } from '../api/contract/loyalty';
import { log } from '../log/logger';
import { openDatabase } from './database';
import { EMPTY_LOYALTY_RECORD } from './loyalty-default';

const RECORD_KEY = 'current';

export const offlineRedemptionSchema = z.object({
  /** "Offline loyalty redemption states: is loading, fetched, failed" (S3 §4.5). */
  status: z.enum(['loading', 'fetched', 'failed']),
  code: z.string().optional(),
  redemption_tracking_code: z.string().optional(),
  expiresAt: z.number().optional(),
  /** When the code was fetched: the offline screen says how old the code it shows is. */
  fetchedAt: z.number().optional(),
});
export type OfflineRedemption = z.infer<typeof offlineRedemptionSchema>;

export const previousActionsSchema = z.object({
  hasAppliedFreeRewardToBasket: z.boolean().default(false),
  hasInteractedWithAccount: z.boolean().default(false),
  notifications: z.object({ freeReward: z.object({ hasSeen: z.boolean().default(false) }) }).default({ freeReward: { hasSeen: false } }),
});
export type PreviousActions = z.infer<typeof previousActionsSchema>;

export const loyaltyRecordSchema = z.object({
  account: loyaltyAccountSchema.nullable(),
  /** Epoch ms of the last successful account fetch; null before the first. */
  fetchedAt: z.number().nullable(),
  offlineRedemptions: z.record(z.string(), offlineRedemptionSchema),
  previousActions: previousActionsSchema,
});
export type LoyaltyRecord = z.infer<typeof loyaltyRecordSchema>;

export async function loadLoyaltyRecord(): Promise<LoyaltyRecord> {
  const db = await openDatabase();
  const stored = await db.loyalty.get(RECORD_KEY);
  if (!stored) return EMPTY_LOYALTY_RECORD;
  const parsed = loyaltyRecordSchema.safeParse(stored.value);
  if (parsed.success) return parsed.data;
  // STYLE rule 5: a damaged record is dropped with a log; the next fetch fills it again.
  log.warn('Stored loyalty record no longer matches its schema: dropped');
  await db.loyalty.delete(RECORD_KEY);
  return EMPTY_LOYALTY_RECORD;
}

export async function saveLoyaltyRecord(record: LoyaltyRecord): Promise<void> {
  const db = await openDatabase();
  await db.loyalty.put({ key: RECORD_KEY, value: record, updatedAt: Date.now() });
}

/** CUSTOMER_LOGOUT clears it (12-G15). */
export async function clearLoyaltyRecord(): Promise<void> {
  const db = await openDatabase();
  await db.loyalty.delete(RECORD_KEY);
}
