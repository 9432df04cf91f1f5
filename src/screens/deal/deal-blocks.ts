import type { TFunction } from 'i18next';
import type { Deal } from '../../api/contract/catalogue';
import type { DealChoice } from '../../atoms/deal-choices';
import type { Basket } from '../../db/records';
import { NO_DEAL_ID } from '../../domain/basket/ids';
import { itemProperties } from '../../domain/basket/item';
import { canAddDeal, dealCountInBasket, eligibleBasketTotal, isInValueRange, thresholdGap } from '../../domain/deals/basket-rules';
import { missingRequiredChoices, type DealChoiceSlot } from '../../domain/deals/choice-slots';
import { mayHaveDeal } from '../../domain/entitlements';
import { pointsToGo } from '../../domain/loyalty';
import type { DealPick } from './deal-model';

/**
 * The basket as lines for the threshold (spec 1 §5: "the eligible basket total"): each deal at its
 * price and each item outside a deal at its price, leaving out the basket deal being replaced.
 */
export function basketLines(basket: Basket, exceptBasketId: string): { type: string; price: number }[] {
  const deals = Object.values(basket.deals)
    .filter((entry) => entry.id !== exceptBasketId)
    .map((entry) => ({ type: 'deal', price: entry.deal.price }));
  const items = Object.values(basket.items)
    .filter((line) => line.dealId === null || line.dealId === NO_DEAL_ID)
    .map((line) => ({ type: line.item.type, price: itemProperties(line.item.properties).price ?? 0 }));
  return [...deals, ...items];
}

interface BlockInput {
  t: TFunction;
  deal: Deal;
  slots: readonly DealChoiceSlot[];
  choices: Readonly<Record<number, DealChoice>>;
  picksOf: (optionIndex: number) => readonly DealPick[];
  basket: Basket;
  basketId: string;
  dispositionType: string;
  money: (amount: number) => string;
  /** The deal the applied voucher unlocks (a voucher-only deal is reached through it alone, C46). */
  voucherDealId?: string | null;
  /**
   * The customer's Hut Rewards facts (12-G3, 12-G6, C41): signed in, a member, their points, and whether
   * another basket deal is already a reward. Left out: a guest.
   */
  loyalty?: { signedIn: boolean; member: boolean; balance: number; rewardInBasket: boolean };
}

/** Why the deal cannot go into the basket yet, in the customer's words; empty when it can. */
export function blockingReasons({ t, deal, slots, choices, picksOf, basket, basketId, dispositionType, money, voucherDealId = null, loyalty }: BlockInput): string[] {
  const reasons: string[] = [];
  const disposition = dispositionType === 'collection' ? 'collection' : 'delivery';
  // The server's entitlement rule (issue 12): only a Hut Rewards member adds a reward (S3 §4.5, 12-G3),
  // and a voucher-only deal needs its voucher.
  const signedIn = loyalty?.signedIn ?? false;
  const member = loyalty?.member ?? false;
  if (!mayHaveDeal(deal, { signedIn, voucher: voucherDealId ? { dealId: voucherDealId } : null, loyaltyMember: member })) {
    reasons.push(t(!deal.loyalty ? 'deal.blocked.voucherOnly' : signedIn ? 'loyaltyBasket.deal.joinToRedeem' : 'deal.blocked.signInToRedeem'));
  }
  if (deal.loyalty && member) {
    // A member's reward is locked by their points, not by the catalogue's flag (S1 §3, S3 §3 "at least the threshold").
    const gap = pointsToGo(loyalty?.balance ?? 0, deal.loyaltyPoints ?? 0);
    if (gap > 0) reasons.push(t('loyaltyBasket.deal.pointsToGo', { count: gap }));
    // C41: one reward per basket (12-G9).
    if (loyalty?.rewardInBasket) reasons.push(t('loyaltyBasket.deal.onceOnly'));
  } else if (deal.locked) reasons.push(t('deal.blocked.locked'));
  if (!deal.dispositions.includes(disposition)) {
    const other = deal.dispositions[0] ?? 'delivery';
    reasons.push(t('deal.blocked.disposition', { disposition: t(`deal.dispositions.${other}`) }));
  }
  if (!canAddDeal(deal, dealCountInBasket(basket.deals, deal.id, basketId))) {
    reasons.push(t('deal.blocked.limit', { max: deal.max }));
  }
  const eligible = eligibleBasketTotal(basketLines(basket, basketId));
  const gap = thresholdGap(deal.threshold, eligible);
  if (gap > 0) reasons.push(t('deal.blocked.threshold', { amount: money(gap) }));
  if (!isInValueRange(deal.rules, eligible)) reasons.push(t('deal.blocked.range'));

  const unavailable = slots.some((slot) => slot.required > 0 && picksOf(slot.optionIndex).length === 0);
  if (unavailable) reasons.push(t('deal.blocked.unavailable'));
  const missing = missingRequiredChoices(slots, (choiceId) => choices[choiceId]?.items.length ?? 0).filter(
    (entry) => picksOf(slots.find((slot) => slot.choiceId === entry.choiceId)?.optionIndex ?? -1).length > 0,
  );
  const needed = missing.reduce((sum, entry) => sum + entry.needed, 0);
  if (needed > 0) reasons.push(t('deal.blocked.missing', { count: needed }));
  return reasons;
}
