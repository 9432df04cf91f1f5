import { atom, type Getter } from 'jotai';
import type { Deal } from '../api/contract/catalogue';
import type { Basket } from '../db/records';
import { basketWithoutRewards, pointsUsedInBasket, rewardBasketIds } from '../domain/loyalty/basket';
import { i18n, loadScreenStrings } from '../i18n';
import { log } from '../log/logger';
import { basketAtom } from './basket';
import { identityAtom, signedInAtom } from './identity';
import { loyaltyAtom, loyaltyMemberAtom, setPreviousAction } from './loyalty';
import { menuListsAtom } from './menu';
import { notify } from './notifications';
import type { AppStore } from './store';

/**
 * Hut Rewards in the basket and at checkout (issue 15): which basket deals are rewards (12-G3, 12-G9),
 * the points they use (the rewards points box, 12-G4, is the screens' components/loyalty/use-rewards-box.ts), and the effects that keep the basket honest —
 * a reward leaves the basket when its member signs out, and `hasAppliedFreeRewardToBasket` follows the
 * basket (C41: set while a reward is in it, cleared when it is removed or the order is placed).
 */

function catalogueDeal(get: Getter, id: string): Deal | undefined {
  const entry = get(menuListsAtom).deals?.list.find((candidate) => candidate.id === id);
  return entry && 'rules' in entry ? entry : undefined;
}

/** The basket ids of the reward deals in the basket. */
export const basketRewardIdsAtom = atom((get) => rewardBasketIds(get(basketAtom).deals, (id) => catalogueDeal(get, id)));

/** "Cash is disabled with loyalty redemption" (S2 §5, 12-G11): the basket holds a reward. */
export const loyaltyRedemptionAtom = atom((get) => get(basketRewardIdsAtom).length > 0);

/** The points the basket's rewards use (S3 §3 usedInThisOrder; S2 §3 loyalty.points). */
export const pointsUsedInBasketAtom = atom((get) => pointsUsedInBasket(get(basketAtom).deals, (id) => catalogueDeal(get, id)));

/**
 * A server refusal of the reward (12-G3: its own error, never BAD_PRICE_INTEGRITY): the order error
 * modal offers 'Remove reward' for these names.
 */
export const LOYALTY_REFUSAL_NAMES: ReadonlySet<string> = new Set(['LOYALTY_REDEMPTION_REFUSED']);

/**
 * The points of the order just placed, from the place answer (`loyalty`, as the ledger recorded them):
 * the order summary's first source (12-G14). In memory: after a reload the loyalty record's lastOrder
 * or the scheme's rule stand in.
 */
export const placedOrderPointsAtom = atom<{ orderId: string; toBeEarned: number; usedInThisOrder: number } | null>(null);

/** The notice of a reward removed at sign-out (12-G3 pick, texts in loyaltyBasket). */
export const REWARD_REMOVED_TOPIC = 'loyalty-reward-removed';

/** Takes the rewards out of the basket, the rest untouched; says so when one left. */
export function removeRewardsFromBasket(store: AppStore, reason: 'signed-out' | 'refused'): boolean {
  const basket = store.get(basketAtom);
  const { basket: next, removed } = basketWithoutRewards<Basket>(basket, (id) => catalogueDeal(store.get, id));
  if (removed.length === 0) return false;
  store.set(basketAtom, next);
  // The section's strings load with any screen; a sign-out from a screen-less moment waits for them.
  void loadScreenStrings()
    .catch(() => undefined)
    .then(() => notify({ type: 'info', topic: REWARD_REMOVED_TOPIC, message: i18n.t(`loyaltyBasket.removed.${reason}`) }, store));
  return true;
}

/**
 * Started by main.tsx after hydration (beside the basket effects). The identity's tokens going from
 * present to absent is a sign-out (or an ended session): hydration goes the other way and never
 * removes anything. The flag follows the basket whatever changed it. Returns the unsubscribe.
 */
export function startLoyaltyBasketEffects(store: AppStore): () => void {
  let signedIn = store.get(identityAtom).tokens !== null;
  let applied = store.get(loyaltyAtom).previousActions.hasAppliedFreeRewardToBasket;
  const syncApplied = () => {
    const holds = store.get(basketRewardIdsAtom).length > 0;
    // The flag is a signed-in member's record (cleared with it at log out, 12-G15): set only for a member,
    // cleared while signed in (C41: the reward removed or the order placed).
    if (holds === applied || !store.get(signedInAtom) || (holds && !store.get(loyaltyMemberAtom))) return;
    applied = holds;
    void setPreviousAction('hasAppliedFreeRewardToBasket', holds, { store }).catch((error: unknown) => log.warn('Saving the free-reward flag failed', error));
  };
  // Membership itself is fetched at start and sign-in by src/app/LoyaltyKeeper.tsx (throttled, 11-G26).
  const stops = [
    store.sub(identityAtom, () => {
      const now = store.get(identityAtom).tokens !== null;
      if (signedIn && !now) removeRewardsFromBasket(store, 'signed-out');
      signedIn = now;
    }),
    store.sub(basketAtom, syncApplied),
    store.sub(loyaltyAtom, () => {
      applied = store.get(loyaltyAtom).previousActions.hasAppliedFreeRewardToBasket;
      syncApplied();
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
