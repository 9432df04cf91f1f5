import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LoyaltyAccount, OfflineCode, PointsMovement } from '../../../src/api/contract/loyalty';
import { dateOfBirthError } from '../../../src/domain/accounts/date-of-birth';
import { pointsBreakdown, rewardReached, type LoyaltyMarketId } from '../../../src/domain/loyalty';
import { accountSettings, marketOfTenant } from '../../../src/domain/markets/config';
import type { Database } from '../../db';
import type { Caller } from '../accounts/caller';
import { signToken, verifyIdentity } from '../identity/tokens';
import { LOYALTY_MESSAGES, LoyaltyError } from './errors';
import { marketRewards } from './rewards';

/**
 * The loyalty provider stand-in's members (12-G2, 12-G15, 12-G17). The member is always the verified
 * id token's subject (accounts/caller.ts); the `marketId` of a call must be the token's tenant's market,
 * so a UK customer neither joins nor reads Hut Rewards in France.
 */

/** The provider token's life (12-G2 "logged in with a loyalty provider token"): short, re-read with the record. */
export const PROVIDER_TOKEN_SECONDS = 30 * 60;
/** An offline code's life (12-G7 pick): 15 minutes at the counter, then a new one. */
export const OFFLINE_CODE_MS = 15 * 60_000;

/** The caller's market must be the call's `marketId` (the token's tenant, 11-G39). */
export function requireCallerMarket(caller: Caller, marketId: LoyaltyMarketId): void {
  if (marketOfTenant(caller.tenant) !== marketId) throw new LoyaltyError(403, 'NOT_A_MEMBER', LOYALTY_MESSAGES.otherMarket);
}

export async function findMember(db: Kysely<Database>, userId: string, market: LoyaltyMarketId) {
  return db.selectFrom('loyalty_members').selectAll().where('user_id', '=', userId).where('market', '=', market).executeTakeFirst();
}

/** The balance: the sum of the member's ledger, never a stored figure. */
export async function balanceOf(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('loyalty_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('points'), eb.lit(0)).as('balance'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

/** The loyalty provider token (S2 §3 `loyalty.loyaltyProviderAuthToken`): signed, its own use, subject and market. */
export function providerToken(db: Kysely<Database>, userId: string, market: LoyaltyMarketId, tenant: string): Promise<string> {
  return signToken(db, { sub: userId, token_use: 'loyalty', tenant, market }, PROVIDER_TOKEN_SECONDS);
}

/** A provider token's member and market, when it verifies (signature, expiry, use, live user). */
export async function verifyProviderToken(db: Kysely<Database>, token: string): Promise<{ userId: string; market: string } | null> {
  const claims = await verifyIdentity(db, token, 'loyalty');
  if (!claims?.market) return null;
  return { userId: claims.sub, market: claims.market };
}

const todayOf = (now: Date) => ({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() });

/** Enrolment (12-G2, 12-G13): DD/MM/YYYY, a real past date, 14 or older. Joining twice keeps the first. */
export async function joinLoyalty(db: Kysely<Database>, caller: Caller, market: LoyaltyMarketId, dateOfBirth: string, now: Date): Promise<void> {
  requireCallerMarket(caller, market);
  const error = dateOfBirthError(dateOfBirth, todayOf(now));
  if (error === 'accountRules.form.tooYoung') throw new LoyaltyError(422, 'UNDER_AGE', LOYALTY_MESSAGES.underAge);
  if (error) throw new LoyaltyError(422, 'INVALID_DATE_OF_BIRTH', LOYALTY_MESSAGES.dateOfBirth);
  await db
    .insertInto('loyalty_members')
    .values({ user_id: caller.userId, tenant: caller.tenant ?? accountSettings(market).tenant, market, date_of_birth: dateOfBirth.trim(), joined_at: now })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

const MOVEMENTS_SHOWN = 50;

/** The customer account record (S3 §3, 12-G15); a customer who has not joined gets `inLoyalty: false`. */
export async function accountRecord(db: Kysely<Database>, caller: Caller, market: LoyaltyMarketId, lang?: 'en' | 'fr'): Promise<LoyaltyAccount> {
  requireCallerMarket(caller, market);
  const [member, rewards] = await Promise.all([findMember(db, caller.userId, market), marketRewards(db, market, lang)]);
  if (!member) {
    return {
      marketId: market,
      inLoyalty: false,
      loyaltyProviderAuthToken: null,
      accountBalance: 0,
      estimatedEarning: 0,
      rewards: [],
      movements: [],
      lastOrder: null,
      joinedAt: null,
    };
  }
  const [balance, rows] = await Promise.all([
    balanceOf(db, caller.userId),
    db.selectFrom('loyalty_ledger').selectAll().where('user_id', '=', caller.userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(MOVEMENTS_SHOWN).execute(),
  ]);
  const movements: PointsMovement[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    points: row.points,
    orderId: row.order_id,
    rewardId: row.reward_id,
    at: row.created_at.getTime(),
  }));
  return {
    marketId: market,
    inLoyalty: true,
    loyaltyProviderAuthToken: await providerToken(db, caller.userId, market, member.tenant),
    accountBalance: balance,
    // 12-G14 pick: the stand-in credits an order's points when it is placed, so nothing waits.
    estimatedEarning: 0,
    rewards: rewards.map((reward) => ({ ...reward, locked: !rewardReached(balance, reward.points) })),
    movements,
    lastOrder: await lastOrderOf(db, caller.userId, balance),
    joinedAt: member.joined_at.getTime(),
  };
}

/** "lastOrder carries … toBeEarned, currentBalance, usedInThisOrder, newBalance" (S3 §3): the newest order's movements. */
async function lastOrderOf(db: Kysely<Database>, userId: string, balance: number): Promise<LoyaltyAccount['lastOrder']> {
  const last = await db
    .selectFrom('loyalty_ledger')
    .select('order_id')
    .where('user_id', '=', userId)
    .where('order_id', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!last?.order_id) return null;
  const rows = await db.selectFrom('loyalty_ledger').select(['kind', 'points']).where('order_id', '=', last.order_id).where('user_id', '=', userId).execute();
  if (rows.some((row) => row.kind === 'reversed')) return null;
  const toBeEarned = rows.filter((row) => row.kind === 'earned').reduce((sum, row) => sum + row.points, 0);
  const usedInThisOrder = -rows.filter((row) => row.kind === 'used').reduce((sum, row) => sum + row.points, 0);
  const currentBalance = Math.max(0, balance - toBeEarned + usedInThisOrder);
  return { orderId: last.order_id, currentBalance, toBeEarned, usedInThisOrder, newBalance: balance };
}

/** Estimated earnings of a basket (12-G14): the breakdown for the member's balance and the basket's rewards. */
export async function earningsOf(
  db: Kysely<Database>,
  caller: Caller,
  market: LoyaltyMarketId,
  inBasket: { total: number; redeemableIds: readonly string[] },
) {
  requireCallerMarket(caller, market);
  const member = await findMember(db, caller.userId, market);
  const balance = member ? await balanceOf(db, caller.userId) : 0;
  const rewards = await marketRewards(db, market);
  const used = inBasket.redeemableIds.reduce((sum, id) => sum + (rewards.find((reward) => reward.redeemable_id === id)?.points ?? 0), 0);
  return pointsBreakdown({ market, balance, total: inBasket.total, usedInThisOrder: member ? Math.min(used, balance) : 0 });
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function newCode(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/**
 * An offline reward's counter code (12-G7): only a member, only an offline reward of the market the
 * balance reaches. One live code per (member, reward), re-served until it expires, then a new one.
 */
export async function offlineCode(db: Kysely<Database>, caller: Caller, market: LoyaltyMarketId, redeemableId: string, now: Date): Promise<OfflineCode> {
  requireCallerMarket(caller, market);
  const member = await findMember(db, caller.userId, market);
  if (!member) throw new LoyaltyError(403, 'NOT_A_MEMBER', LOYALTY_MESSAGES.notAMember);
  const reward = (await marketRewards(db, market)).find((candidate) => candidate.redeemable_id === redeemableId && candidate.type === 'offline');
  if (!reward) throw new LoyaltyError(404, 'UNKNOWN_REWARD', LOYALTY_MESSAGES.unknownReward);
  if (!rewardReached(await balanceOf(db, caller.userId), reward.points)) throw new LoyaltyError(422, 'INSUFFICIENT_POINTS', LOYALTY_MESSAGES.insufficientPoints);
  const live = () =>
    db
      .selectFrom('loyalty_offline_codes')
      .selectAll()
      .where('user_id', '=', caller.userId)
      .where('redeemable_id', '=', redeemableId)
      .where('expires_at', '>', now)
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirst();
  let row = await live();
  if (!row) {
    await db
      .insertInto('loyalty_offline_codes')
      .values({ id: randomUUID(), user_id: caller.userId, redeemable_id: redeemableId, code: newCode(8), tracking_code: `TR-${newCode(10)}`, expires_at: new Date(now.getTime() + OFFLINE_CODE_MS), created_at: now })
      .execute();
    // Two calls at once may both insert: both answer the oldest live one.
    row = (await live())!;
  }
  return { redeemable_id: redeemableId, code: row.code, redemption_tracking_code: row.tracking_code, expiresAt: row.expires_at.getTime() };
}
