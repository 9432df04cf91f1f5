import type { Kysely } from 'kysely';
import type { OrderPayload } from '../../../src/api/contract/orders';
import { LOYALTY_MARKET_IDS, type LoyaltyMarketId } from '../../../src/domain/loyalty';
import { marketOfSectorId } from '../../../src/domain/markets/facts';
import type { PricingCatalogue } from '../../../src/domain/pricing/types';
import type { Database } from '../../db';
import type { OrderLoyaltyFacts } from '../../db/schema-loyalty';
import { orderError, type KnownOrder } from '../orders/errors';
import { balanceOf, findMember, verifyProviderToken } from './members';
import { redeemableIdOf, rewardIdOf } from './rewards';

/**
 * Rewards in an order (issue 15, 12-G3, 12-G12): "the server re-checks all of it". The entitlement rule
 * (src/domain/entitlements) judges membership, points and one reward per basket from the `loyalty` fact
 * gathered here; preauthorise then checks what only the server can: the loyalty provider token verifies
 * and names this very customer and market, and each reward deal's `redeemable_id` names its reward.
 * The body's `loyalty.points` and `accountHolder` are never read.
 */

export function loyaltyMarketOfSector(sector: string): LoyaltyMarketId | null {
  const market = marketOfSectorId(sector);
  return market !== null && (LOYALTY_MARKET_IDS as readonly string[]).includes(market) ? (market as LoyaltyMarketId) : null;
}

/** The entitlement rule's `loyalty` fact for a verified customer at a hut: null when not a member. */
export async function loyaltyFact(db: Kysely<Database>, customerId: string, sector: string): Promise<{ member: boolean; balance: number } | null> {
  const market = loyaltyMarketOfSector(sector);
  const member = market ? await findMember(db, customerId, market) : undefined;
  if (!member) return null;
  return { member: true, balance: await balanceOf(db, customerId) };
}

export const loyaltyRefused = (message: string, known: KnownOrder = {}, status: 403 | 422 = 403) =>
  orderError(status, 'LOYALTY_REDEMPTION_REFUSED', message, known);

export const TOKEN_REFUSED = 'Your Hut Rewards sign-in has expired: sign in again to redeem this reward';

/**
 * What a member's order spends (preauthorise, after the entitlement rule): null for a guest or a
 * non-member without rewards; the member and their rewards otherwise (a member's order earns points
 * even without a reward). Refuses with LOYALTY_REDEMPTION_REFUSED.
 */
export async function verifiedOrderLoyalty(
  db: Kysely<Database>,
  payload: Pick<OrderPayload, 'deals' | 'loyalty' | 'hut'>,
  catalogue: PricingCatalogue,
  customerId: string | null,
): Promise<OrderLoyaltyFacts | null> {
  const market = loyaltyMarketOfSector(payload.hut.sector);
  const member = customerId && market ? await findMember(db, customerId, market) : undefined;
  const groups = payload.deals.flatMap((group) => {
    const deal = catalogue.deals.get(group.id);
    return deal?.loyalty ? [{ group, deal }] : [];
  });
  if (!member || !market || !customerId) {
    if (groups.length > 0) throw loyaltyRefused('Rewards are for Hut Rewards members: join to redeem them');
    return null;
  }
  if (groups.length > 0) {
    const token = payload.loyalty?.loyaltyProviderAuthToken;
    const holder = token ? await verifyProviderToken(db, token) : null;
    if (!holder || holder.userId !== customerId || holder.market !== market) throw loyaltyRefused(TOKEN_REFUSED);
  }
  const rewards = groups.map(({ group, deal }) => {
    if (group.redeemable_id !== redeemableIdOf(deal.id)) throw loyaltyRefused(`This basket's reward does not match ${deal.title}: add it again from Hut Rewards`, {}, 422);
    return { rewardId: rewardIdOf(deal.id), dealId: deal.id, redeemableId: group.redeemable_id, points: deal.loyaltyPoints ?? 0 };
  });
  return { userId: customerId, market, rewards };
}
