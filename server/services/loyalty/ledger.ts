import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { pointsEarned, type LoyaltyMarketId, type PointsBreakdown } from '../../../src/domain/loyalty';
import type { Database } from '../../db';
import type { OrderLoyaltyFacts } from '../../db/schema-loyalty';
import type { KnownOrder } from '../orders/errors';
import { balanceOf, verifyProviderToken } from './members';
import { loyaltyMarketOfSector, loyaltyRefused, TOKEN_REFUSED } from './redemption';

/**
 * The points of an order, in the placing transaction (issue 15, 12-G12, 12-G14). The member row is
 * locked (select … for update) so two orders of one member spend one balance one after the other: of
 * two concurrent redemptions of the last 5 points, the second sees 0 and is refused. The 'used' rows
 * and the 'earned' row are inserted once; the unique indexes of migration 0021 make a second credit of
 * one order impossible even if the order row's own PLACED check were bypassed. Movements are stamped
 * with the database's time (the transaction's), so an order's rows share one moment after the ones before.
 */

async function lockMember(trx: Transaction<Database>, userId: string, market: string) {
  return trx.selectFrom('loyalty_members').select(['user_id']).where('user_id', '=', userId).where('market', '=', market).forUpdate().executeTakeFirst();
}

export interface PlacingOrder {
  id: string;
  sector: string;
  accountId: string | null;
  /** What preauthorise verified (orders.loyalty). */
  facts: OrderLoyaltyFacts | null;
  /** The provider token the order carried, re-verified when the order spends points. */
  providerToken: string | null;
  /** What the order costs the customer (before gift-card credits). */
  total: number;
  known: KnownOrder;
}

export async function settleOrderPoints(trx: Transaction<Database>, order: PlacingOrder): Promise<PointsBreakdown | null> {
  const { facts, accountId } = order;
  const rewards = facts?.rewards ?? [];
  if (facts && facts.userId !== accountId) throw loyaltyRefused('This reward belongs to another customer', order.known);
  const market = loyaltyMarketOfSector(order.sector);
  const member = accountId && market ? await lockMember(trx, accountId, market) : undefined;
  if (!member || !accountId || !market) {
    if (rewards.length > 0) throw loyaltyRefused('Rewards are for Hut Rewards members: join to redeem them', order.known);
    return null;
  }
  if (rewards.length > 0) {
    const holder = order.providerToken ? await verifyProviderToken(trx, order.providerToken) : null;
    if (!holder || holder.userId !== accountId || holder.market !== market) throw loyaltyRefused(TOKEN_REFUSED, order.known);
  }
  const balance = await balanceOf(trx, accountId);
  const used = rewards.reduce((sum, reward) => sum + reward.points, 0);
  if (used > balance) throw loyaltyRefused(`This reward needs ${used} points; the balance is ${balance}`, order.known, 422);
  for (const reward of rewards) {
    await trx
      .insertInto('loyalty_ledger')
      .values({ id: randomUUID(), user_id: accountId, market, kind: 'used', points: -reward.points, order_id: order.id, reward_id: reward.rewardId })
      .execute();
  }
  const earned = pointsEarned(market as LoyaltyMarketId, order.total);
  if (earned > 0) {
    await trx
      .insertInto('loyalty_ledger')
      .values({ id: randomUUID(), user_id: accountId, market, kind: 'earned', points: earned, order_id: order.id, reward_id: null })
      .execute();
  }
  return { currentBalance: balance, toBeEarned: earned, usedInThisOrder: used, newBalance: balance - used + earned };
}

/**
 * A failed order gives back what it took and takes back what it gave (issue 15): one 'reversed' row of
 * minus the order's earned and used points, once (the member's lock serialises reversals; the unique
 * index is the last word). The balance never goes below zero: points of the failed order that the member
 * already spent are not clawed back below zero (the stand-in's pick).
 */
export async function reverseOrderPoints(db: Kysely<Database>, orderId: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('loyalty_ledger').select(['user_id', 'market', 'kind', 'points']).where('order_id', '=', orderId).execute();
    const first = rows[0];
    if (!first) return 0;
    await lockMember(trx, first.user_id, first.market);
    const done = await trx.selectFrom('loyalty_ledger').select('id').where('order_id', '=', orderId).where('kind', '=', 'reversed').executeTakeFirst();
    if (done) return 0;
    const net = rows.reduce((sum, row) => sum + row.points, 0);
    const balance = await balanceOf(trx, first.user_id);
    const points = Math.max(-net, -balance);
    await trx
      .insertInto('loyalty_ledger')
      .values({ id: randomUUID(), user_id: first.user_id, market: first.market, kind: 'reversed', points, order_id: orderId, reward_id: null })
      .execute();
    return points;
  });
}

/**
 * The order's points as the ledger holds them (the order summary's figures, 12-G14): the balance before
 * the order's movements, what it used and earned. Null when the order moved no points or was reversed.
 */
export async function orderPointsBreakdown(db: Kysely<Database>, orderId: string): Promise<PointsBreakdown | null> {
  const rows = await db.selectFrom('loyalty_ledger').select(['user_id', 'kind', 'points', 'created_at']).where('order_id', '=', orderId).execute();
  const first = rows[0];
  if (!first || rows.some((row) => row.kind === 'reversed')) return null;
  const at = rows.reduce((earliest, row) => (row.created_at < earliest ? row.created_at : earliest), first.created_at);
  const before = await db
    .selectFrom('loyalty_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('points'), eb.lit(0)).as('balance'))
    .where('user_id', '=', first.user_id)
    .where('created_at', '<', at)
    .executeTakeFirstOrThrow();
  const currentBalance = Math.max(0, Number(before.balance));
  const toBeEarned = rows.filter((row) => row.kind === 'earned').reduce((sum, row) => sum + row.points, 0);
  const usedInThisOrder = -rows.filter((row) => row.kind === 'used').reduce((sum, row) => sum + row.points, 0);
  return { currentBalance, toBeEarned, usedInThisOrder, newBalance: Math.max(0, currentBalance - usedInThisOrder + toBeEarned) };
}
