/**
 * What a customer may have in an order (issue 12 item 5; ARCHITECTURE "Trust: the server is the only
 * judge"). One pure rule, run by the server's basket validator, preauthorise and place alike, and by
 * the page to decide what it offers (so a customer never meets a refusal the page could have
 * prevented). It judges the basket against facts the SERVER verified, never against body claims:
 *
 * - hidden deals (the gift vouchers, CHECKLIST-2 C46) only through a voucher validated in the same
 *   request, and once per voucher;
 * - loyalty rewards only for a verified signed-in customer (spec 1 §6, spec 3 §4.5) who is a member
 *   of the market's Hut Rewards with the points for them, one reward deal at a time (issue 15, 12-G3,
 *   C41) — when the server gathered the `loyalty` fact;
 * - a discount only on a channel it lists (catalogue `channels`; the app channel is never granted
 *   until the wrapper has a credential, issue 17, C48);
 * - a driver tip only where the market offers tipping (market config `tipping`);
 * - priority delivery only with a reservation the server holds, at its amount (spec 2 §3, §9);
 * - a delivery only to an address inside the hut's delivery area.
 *
 * Pure: no React, DOM, fetch, zod or node:*.
 */

/** Where an order is taken. Decided by the server: a kiosk by its device credential; 'app' never yet. */
export type EntitlementChannel = 'web' | 'kiosk' | 'app';

/** The delivery address as checked against the hut's area; 'not-checked' where the call has none (the validator). */
export type DeliveryAreaFact = 'inside' | 'outside' | 'missing' | 'not-checked';

/** Facts the server verified for this request (the page passes what it knows of itself). */
export interface EntitlementFacts {
  channel: EntitlementChannel;
  /** A verified identity (an id token): false until sign-in exists (issue 14). */
  signedIn: boolean;
  /** The voucher validated in this request (market, expiry, channel, disposition): what it unlocks. */
  voucher: { dealId?: string; discountId?: string } | null;
  /** The market offers driver tips (src/domain/markets records `tipping`). */
  tipping: boolean;
  /** A priority reservation the server holds for this hut, unexpired, and its amount; null: none. */
  priority: { amount: number } | null;
  deliveryArea: DeliveryAreaFact;
  /**
   * Hut Rewards (issue 15, 12-G2, 12-G3): the verified customer's membership of the hut's market and
   * their points balance (the ledger's sum); null: a customer who is not a member. Absent where the
   * caller does not know (the page's own view): then only sign-in is judged.
   */
  loyalty?: { member: boolean; balance: number } | null;
}

/** A catalogue deal as the rule reads it (the contract's Deal satisfies it). */
export interface EntitlementDeal {
  id: string;
  hidden: boolean;
  loyalty: boolean;
  /** A reward's threshold in points (S1 §3 `loyaltyPoints`). */
  loyaltyPoints?: number;
}

/** A catalogue discount as the rule reads it; without `channels` it is offered everywhere. */
export interface EntitlementDiscount {
  id: string;
  channels?: readonly string[];
}

export interface EntitlementBasket {
  /** The catalogue deal of each basket deal, one entry per instance (unknown deals left out). */
  deals: readonly EntitlementDeal[];
  discount: EntitlementDiscount | null;
  disposition: 'delivery' | 'collection' | 'dinein';
  /** The customer's chosen surcharges (driver tip, priority delivery). */
  surcharges: readonly { type: string; amount: number }[];
}

export type EntitlementRefusalCode =
  | 'VOUCHER_ONLY_DEAL'
  | 'REWARD_NEEDS_SIGN_IN'
  /** Issue 15 (12-G2): a reward for a signed-in customer who is not a member of the market's scheme. */
  | 'REWARD_NEEDS_MEMBERSHIP'
  /** Issue 15 (12-G3, S3 §3 "met when points are at least the threshold"): the rewards cost more than the balance. */
  | 'REWARD_POINTS'
  /** C41: at most one free-reward deal in the basket at a time. */
  | 'ONE_REWARD'
  | 'DISCOUNT_NOT_ON_CHANNEL'
  | 'TIP_NOT_OFFERED'
  | 'PRIORITY_NOT_RESERVED'
  | 'PRIORITY_PRICE'
  | 'DELIVERY_ADDRESS_MISSING'
  | 'OUTSIDE_DELIVERY_AREA';

export interface EntitlementRefusal {
  code: EntitlementRefusalCode;
  message: string;
}

/**
 * Facts a page has about itself: the menu's and the deal page's view. `loyaltyMember` (12-G3, S3 §6:
 * inLoyalty with a loyalty provider token) narrows rewards from signed-in customers to members; left
 * out, signed in is the bar (the server's facts before issue 15).
 */
export type DealFacts = Pick<EntitlementFacts, 'signedIn' | 'voucher'> & { loyaltyMember?: boolean };

/**
 * May the customer have this deal at all? A reward needs a signed-in customer; a hidden deal is
 * reached only through the voucher that unlocks it (C46: voucher-only entries never show in menus).
 */
export function mayHaveDeal(deal: EntitlementDeal, facts: DealFacts): boolean {
  // "Free reward deals are hidden from non-members" (S1 §5, S3 §4.5; 12-G3).
  if (deal.loyalty && (!facts.signedIn || facts.loyaltyMember === false)) return false;
  if (deal.hidden && facts.voucher?.dealId !== deal.id) return false;
  return true;
}

/** Is the discount offered on this channel? */
export function mayHaveDiscount(discount: EntitlementDiscount, channel: EntitlementChannel): boolean {
  return discount.channels === undefined || discount.channels.includes(channel);
}

/** A driver tip is offered where the market tips (India and France do not). */
export const mayTip = (tipping: boolean): boolean => tipping;

const money = (value: number) => Math.round(value * 100);

/**
 * Hut Rewards (issue 15): with the server's `loyalty` fact, a signed-in customer's rewards need
 * membership and the points (recounted from the catalogue's thresholds, never a body figure); and
 * whoever asks, one reward deal at a time (C41). A guest's reward is REWARD_NEEDS_SIGN_IN below.
 */
function loyaltyRefusals(basket: EntitlementBasket, facts: EntitlementFacts): EntitlementRefusal[] {
  const rewards = basket.deals.filter((deal) => deal.loyalty);
  if (rewards.length === 0) return [];
  const refusals: EntitlementRefusal[] = [];
  if (rewards.length > 1) refusals.push({ code: 'ONE_REWARD', message: 'Only one reward can be redeemed in an order' });
  if (!facts.signedIn || facts.loyalty === undefined) return refusals;
  if (!facts.loyalty?.member) {
    refusals.push({ code: 'REWARD_NEEDS_MEMBERSHIP', message: 'Rewards are for Hut Rewards members: join to redeem them' });
    return refusals;
  }
  const points = rewards.reduce((sum, deal) => sum + (deal.loyaltyPoints ?? 0), 0);
  if (points > facts.loyalty.balance) {
    refusals.push({ code: 'REWARD_POINTS', message: `This reward needs ${points} points; the balance is ${facts.loyalty.balance}` });
  }
  return refusals;
}

/** Everything in the basket the customer may not have, each with its reason; [] when all is allowed. */
export function entitlementRefusals(basket: EntitlementBasket, facts: EntitlementFacts): EntitlementRefusal[] {
  const refusals: EntitlementRefusal[] = [];
  const hiddenSeen = new Set<string>();
  refusals.push(...loyaltyRefusals(basket, facts));
  for (const deal of basket.deals) {
    if (deal.loyalty && !facts.signedIn) {
      refusals.push({ code: 'REWARD_NEEDS_SIGN_IN', message: `Deal ${deal.id} is a reward for signed-in members` });
    } else if (deal.hidden) {
      if (facts.voucher?.dealId !== deal.id) {
        refusals.push({ code: 'VOUCHER_ONLY_DEAL', message: `Deal ${deal.id} is only available through its voucher` });
      } else if (hiddenSeen.has(deal.id)) {
        // One voucher unlocks its deal once.
        refusals.push({ code: 'VOUCHER_ONLY_DEAL', message: `Deal ${deal.id} is in the basket more than once for one voucher` });
      }
      hiddenSeen.add(deal.id);
    }
  }
  if (basket.discount && !mayHaveDiscount(basket.discount, facts.channel)) {
    refusals.push({ code: 'DISCOUNT_NOT_ON_CHANNEL', message: `Discount ${basket.discount.id} is not offered on the ${facts.channel} channel` });
  }
  const delivering = basket.disposition === 'delivery';
  for (const surcharge of basket.surcharges) {
    if (surcharge.type === 'driverTip' && surcharge.amount > 0 && !mayTip(facts.tipping)) {
      refusals.push({ code: 'TIP_NOT_OFFERED', message: 'Driver tips are not offered in this market' });
    }
    if (surcharge.type === 'priorityDelivery') {
      if (!facts.priority || !delivering) {
        refusals.push({ code: 'PRIORITY_NOT_RESERVED', message: 'Priority delivery needs a valid reservation for this hut' });
      } else if (money(surcharge.amount) !== money(facts.priority.amount)) {
        refusals.push({ code: 'PRIORITY_PRICE', message: `Priority delivery costs ${facts.priority.amount}, not ${surcharge.amount}` });
      }
    }
  }
  if (delivering && facts.deliveryArea === 'missing') {
    refusals.push({ code: 'DELIVERY_ADDRESS_MISSING', message: 'A delivery needs an address with a known postcode or location' });
  }
  if (delivering && facts.deliveryArea === 'outside') {
    refusals.push({ code: 'OUTSIDE_DELIVERY_AREA', message: 'The address is outside the hut\u2019s delivery area' });
  }
  return refusals;
}
