import { roundMoney } from '../money/round';

/**
 * The gift card credit taken off an order (spec 2 §4, §9): the lesser of the card's balance and the
 * amount to pay, to 2 places, never below zero (so the price to pay never goes negative).
 */
export function giftCardCredit(balance: number, amountDue: number): number {
  return Math.max(0, roundMoney(Math.min(balance, amountDue), 2));
}

export type GiftCardErrorView = 'internal' | 'invalid' | 'inactive' | 'generic';

/** The gift card error view's title by error code (spec 2 §8): internal, invalid, inactive, else generic. */
export function giftCardErrorView(code: string | undefined): GiftCardErrorView {
  switch (code) {
    case 'INTERNAL_SERVER_ERROR':
    case 'UNRECOGNIZED_ERROR':
      return 'internal';
    case 'INVALID_CARD':
      return 'invalid';
    case 'INACTIVE_CARD':
      return 'inactive';
    default:
      return 'generic';
  }
}
