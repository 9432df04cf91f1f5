import { atom } from 'jotai';
import type { GiftCardErrorCode } from '../api/contract/gift-cards';
import { rateLimitedFor } from '../api/http-error';
import { log } from '../log/logger';
import { marketOfSectorId } from '../domain/markets/facts';
import { creditsAtom } from './checkout';
import { currentHutAtom } from './huts';
import { featureOnAtom } from './features';

/**
 * The gift card (spec 2 §4 Credit and gift card). The card applied lives in the persisted
 * `creditsAtom` (src/atoms/checkout.ts); what the modal shows (validating, valid, error) lives here
 * in memory. The api module and the contract (zod) load lazily inside the actions.
 */

export type GiftCardView =
  | { status: 'form' }
  | { status: 'validating'; number: string }
  | { status: 'valid' }
  | { status: 'error'; code: GiftCardErrorCode; message: string }
  /** The server refused the check as too many (HTTP 429, issue 12): wait `retryAfter` seconds. */
  | { status: 'error'; code: 'TOO_MANY_REQUESTS'; message: string; retryAfter: number };

const FORM = { status: 'form' } as const;

export const giftCardViewAtom = atom<GiftCardView>(FORM);

// Each call gets a number: an answer that arrives after a newer call or a reset is dropped.
const giftCardCallAtom = atom(0);

export type CheckGiftCardOutcome = 'ignored' | 'valid' | 'refused';

/**
 * VALIDATE_CREDIT (spec 2 §4): validating, then valid (balance, expiry) or error. Only one gift card
 * at a time: a second is ignored while one is applied. Both number and PIN are needed (spec 2 §5).
 * The number goes to v2 as typed, to v1 with the market or test prefix (flag giftCardV2).
 */
export const checkGiftCardAtom = atom(null, async (get, set, input: { number: string; pin: string }): Promise<CheckGiftCardOutcome> => {
  const number = input.number.replace(/\s+/g, '');
  const pin = input.pin.trim();
  const hut = get(currentHutAtom);
  if (!number || !pin || !hut || get(creditsAtom).giftCard || get(giftCardViewAtom).status === 'validating') return 'ignored';
  const call = get(giftCardCallAtom) + 1;
  set(giftCardCallAtom, call);
  set(giftCardViewAtom, { status: 'validating', number });
  try {
    const [{ checkGiftCard }, { GIFT_CARD_NUMBER_MAX, GIFT_CARD_PIN_MAX }] = await Promise.all([
      import('../api/vouchers'),
      import('../api/contract/gift-cards'),
    ]);
    if (number.length > GIFT_CARD_NUMBER_MAX || pin.length > GIFT_CARD_PIN_MAX) {
      set(giftCardViewAtom, { status: 'error', code: 'INVALID_CARD', message: '' });
      return 'refused';
    }
    const answer = await checkGiftCard({
      hut: { id: hut.id, sector: hut.sector, test: hut.test, tradezoneId: hut.tradezoneId },
      market: marketOfSectorId(hut.sector) ?? 'UK',
      cardNumber: number,
      cardPin: pin,
      v2: get(featureOnAtom('giftCardV2')),
    });
    if (get(giftCardCallAtom) !== call) return 'ignored';
    if ('giftCardBalance' in answer) {
      set(creditsAtom, (credits) => ({ ...credits, giftCard: { number, pin, balance: answer.giftCardBalance, expiryDate: answer.expiryDate } }));
      set(giftCardViewAtom, { status: 'valid' });
      return 'valid';
    }
    // "When no code is given, UNHANDLED_ERROR" (spec 2 §8).
    set(giftCardViewAtom, { status: 'error', code: answer.errorCode ?? 'UNHANDLED_ERROR', message: answer.errorMessage });
    return 'refused';
  } catch (error) {
    if (get(giftCardCallAtom) !== call) return 'ignored';
    const retryAfter = rateLimitedFor(error);
    if (retryAfter !== undefined) {
      set(giftCardViewAtom, { status: 'error', code: 'TOO_MANY_REQUESTS', message: '', retryAfter });
      return 'refused';
    }
    log.warn('Gift card check failed', error);
    set(giftCardViewAtom, { status: 'error', code: 'UNHANDLED_ERROR', message: '' });
    return 'refused';
  }
});

/** DISMISS_ERROR: "retry dismisses the error" (spec 2 §4); the form shows again. */
export const dismissGiftCardErrorAtom = atom(null, (get, set) => {
  if (get(giftCardViewAtom).status === 'error') set(giftCardViewAtom, FORM);
});

/** CLEAR_CREDIT: the gift card goes (the modal's cancel, the notification box's remove). */
export const removeGiftCardAtom = atom(null, (_get, set) => {
  set(giftCardCallAtom, (call) => call + 1);
  set(giftCardViewAtom, FORM);
  set(creditsAtom, (credits) => (credits.giftCard ? { ...credits, giftCard: null } : credits));
});
