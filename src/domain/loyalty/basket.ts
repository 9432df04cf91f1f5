/**
 * Hut Rewards in the basket (issue 15; 12-G3, 12-G9, 12-G11, 12-G12): which basket deals are rewards,
 * the points they use, and the basket without them. Pure: the basket actions, the sign-out effect, the
 * points box and the order payload share these.
 */

/** A basket deal as these rules read it (the Dexie record and the pricing basket both satisfy it). */
export interface RewardBasketDeal {
  id: string;
  deal: { id: string; redeemId?: string };
}

/** What the rules need of a catalogue deal: its loyalty flag (S1 §3) and its threshold. */
export interface RewardCatalogueDeal {
  loyalty: boolean;
  loyaltyPoints?: number;
}

/**
 * Is this basket deal a reward? It carries a `redeemId` (it came through the redemption, S1 §2), or its
 * catalogue deal is a loyalty deal (known only while the deals list is loaded).
 */
export function isRewardBasketDeal(entry: RewardBasketDeal, dealOf: (id: string) => RewardCatalogueDeal | undefined): boolean {
  return Boolean(entry.deal.redeemId) || dealOf(entry.deal.id)?.loyalty === true;
}

/**
 * "A free-reward deal may be applied to the basket only once" (S3 §4.5, S1 §4; C41 once per basket): no
 * other reward deal is in it. `canAddFreeReward` of the domain module, over the basket deals; kept here,
 * import-free, so the basket edits (first paint) never reach the market records.
 */
export function mayAddReward(otherDeals: readonly RewardBasketDeal[], dealOf: (id: string) => RewardCatalogueDeal | undefined): boolean {
  return !otherDeals.some((entry) => isRewardBasketDeal(entry, dealOf));
}

/** The basket ids of the reward deals, in basket order. */
export function rewardBasketIds(deals: Readonly<Record<string, RewardBasketDeal>>, dealOf: (id: string) => RewardCatalogueDeal | undefined): string[] {
  return Object.entries(deals)
    .filter(([, entry]) => isRewardBasketDeal(entry, dealOf))
    .map(([id]) => id);
}

/**
 * The points the basket's rewards use (S3 §3 `usedInThisOrder`; S2 §3 `loyalty.points`): each reward's
 * threshold from the catalogue. The server recounts them; this is what the page shows and sends.
 */
export function pointsUsedInBasket(deals: Readonly<Record<string, RewardBasketDeal>>, dealOf: (id: string) => RewardCatalogueDeal | undefined): number {
  return rewardBasketIds(deals, dealOf).reduce((sum, id) => {
    const entry = deals[id];
    return sum + (entry ? (dealOf(entry.deal.id)?.loyaltyPoints ?? 0) : 0);
  }, 0);
}

/**
 * The basket with its reward deals (and their items) taken out, the rest untouched: a customer who
 * signs out is no longer a member (12-G3). Returns the same basket when it holds none.
 */
export function basketWithoutRewards<B extends { deals: Readonly<Record<string, RewardBasketDeal>>; items: Readonly<Record<string, { dealId: string | null }>> }>(
  basket: B,
  dealOf: (id: string) => RewardCatalogueDeal | undefined,
): { basket: B; removed: string[] } {
  const removed = rewardBasketIds(basket.deals, dealOf);
  if (removed.length === 0) return { basket, removed };
  const leaving = new Set(removed);
  const deals = Object.fromEntries(Object.entries(basket.deals).filter(([id]) => !leaving.has(id)));
  const items = Object.fromEntries(Object.entries(basket.items).filter(([, line]) => line.dealId === null || !leaving.has(line.dealId)));
  return { basket: { ...basket, deals, items }, removed };
}

/**
 * The deals a menu lists (12-G3, S1 §5 / S3 §4.5 "free reward deals are hidden from non-members"):
 * rewards for members only; every other deal as it was.
 */
export function dealsListedFor<D extends { loyalty: boolean }>(deals: readonly D[], loyaltyMember: boolean): D[] {
  return deals.filter((deal) => !deal.loyalty || loyaltyMember);
}
