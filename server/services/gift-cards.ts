import type { Kysely, Selectable } from 'kysely';
import type { GiftCardErrorCode } from '../../src/api/contract/gift-cards';
import { marketOfSectorId } from '../../src/domain/markets/facts';
import type { Database } from '../db/schema';
import type { GiftCardsTable } from '../db/schema-credits';
import { consumePoint, RateLimitedError, returnPoint } from '../http/rate-limit';
import { keyPart } from '../http/rate-limit-client';
import { RATE_LIMITS } from '../http/rate-limits';

/**
 * Gift cards (spec 2 §3 Credit, §8 gift card error codes; CHECKLIST 06-G32/33). A card belongs to a
 * market, is unlocked by its PIN, and pays towards one order only. Checking answers the card's whole
 * balance: the page takes the lesser of that and the amount due. Redeeming debits the card inside the
 * caller's order transaction, with the row locked, so two orders racing for one card cannot both win.
 *
 * Wrong PINs never lock a card for good (issue 12 item 8: three from a stranger used to deactivate
 * anyone's card). They are rate limits instead (server/http/rate-limits.ts): three per card and client
 * in 15 minutes, then that client is refused (429) for that card; twenty per card from everyone in an
 * hour, then the card refuses every check (429) until the hour is over. CARD_DEACTIVATED is left for
 * cards the store itself deactivated.
 */

export type GiftCardResult =
  | { ok: true; balance: number; expiryDate: string }
  | { ok: false; code: GiftCardErrorCode; message: string };

export interface GiftCardCheckInput {
  sector: string;
  cardNumber: string;
  cardPin: string;
  now: Date;
  /**
   * v1 pages send the number with a market or test prefix from config; v2 sends it as printed
   * (spec 2 §5). Defaults to true: a prefix is stripped when present. The v2 route passes false.
   */
  acceptPrefix?: boolean;
  /**
   * The caller's key (server/http/rate-limit-client.ts clientKey) for the wrong-PIN limit per card and
   * client; without it (an in-process call) only the limit per card applies.
   */
  client?: string;
}

export interface GiftCardRedeemInput extends GiftCardCheckInput {
  /** What the order takes off the card (at most its balance). */
  amount: number;
  orderId: string;
}

const MESSAGES: Record<GiftCardErrorCode, string> = {
  INTERNAL_SERVER_ERROR: 'Oops, we were unable to retrieve your gift card info',
  UNRECOGNIZED_ERROR: 'Oops, we were unable to retrieve your gift card info',
  INVALID_CARD: 'Invalid card number and PIN combination',
  INACTIVE_CARD: 'This gift card is not active',
  CARD_ALREADY_USED: 'This gift card has already been used',
  EXPIRED_CARD: 'This gift card has expired',
  CARD_DEACTIVATED: 'Incorrect PIN entered too many times: this card has been deactivated',
  UNHANDLED_ERROR: 'The amount is more than the gift card balance',
};

const fail = (code: GiftCardErrorCode): GiftCardResult => ({ ok: false, code, message: MESSAGES[code] });

/** The prefixes v1 pages put before the number: 'PH' + market (e.g. PHUK) or the test prefix. */
export function giftCardPrefixes(market: string): string[] {
  return [`PH${market}`, 'TEST'];
}

/** The stored number (digits) for what the customer sent; null when it cannot be a card number. */
export function giftCardNumberOf(raw: string, market: string, acceptPrefix: boolean): string | null {
  let number = raw.replace(/\s+/g, '').toUpperCase();
  if (acceptPrefix) {
    const prefix = giftCardPrefixes(market).find((candidate) => number.startsWith(candidate));
    if (prefix) number = number.slice(prefix.length);
  }
  return /^\d{6,30}$/.test(number) ? number : null;
}

/**
 * Checks the card and its PIN. Throws RateLimitedError (429) when this client, or everyone, has used up
 * the wrong PINs allowed for this card in the window, whatever the PIN this time.
 */
export async function checkGiftCard(db: Kysely<Database>, input: GiftCardCheckInput): Promise<GiftCardResult> {
  try {
    const returnPoints = await takePinPoints(db, input);
    const result = await db.transaction().execute((trx) => verifyCard(trx, input, null));
    // Only a wrong PIN (or a number that is no card) counts against the limits.
    if (result.ok || result.code !== 'INVALID_CARD') await returnPoints();
    return result;
  } catch (error) {
    if (error instanceof RateLimitedError) throw error;
    return fail('INTERNAL_SERVER_ERROR');
  }
}

/**
 * Takes a point from each wrong-PIN limit before the PIN is checked, so concurrent guesses in several
 * processes cannot all slip under the limit; the caller gives them back when the attempt was not wrong.
 */
async function takePinPoints(db: Kysely<Database>, input: GiftCardCheckInput): Promise<() => Promise<void>> {
  const market = marketOfSectorId(input.sector);
  const number = market ? giftCardNumberOf(input.cardNumber, market, input.acceptPrefix ?? true) : null;
  if (!number) return async () => {};
  const taken: [typeof RATE_LIMITS.giftCardPinPerClient | typeof RATE_LIMITS.giftCardPinPerCard, string][] = [];
  const giveBack = async () => {
    for (const [rule, key] of taken) await returnPoint(db, rule, key);
  };
  const limits = [
    ...(input.client ? [[RATE_LIMITS.giftCardPinPerClient, keyPart('gift-card', number, input.client)] as const] : []),
    [RATE_LIMITS.giftCardPinPerCard, keyPart('gift-card', number)] as const,
  ];
  for (const [rule, key] of limits) {
    try {
      await consumePoint(db, rule, key);
    } catch (error) {
      await giveBack();
      throw error;
    }
    taken.push([rule, key]);
  }
  return giveBack;
}

/**
 * Debits `amount` from the card for `orderId`, inside the caller's transaction. A redeem repeated for
 * the same order answers ok without a second debit; another order gets CARD_ALREADY_USED. On success
 * `balance` is what is left on the card. Wrong PINs are not counted here: the order flow checks the
 * card (checkGiftCard, rate limited) at preauthorise, and place redeems the card stored with the order.
 */
export async function redeemGiftCard(trx: Kysely<Database>, input: GiftCardRedeemInput): Promise<GiftCardResult> {
  const amount = money(input.amount);
  if (!(amount > 0)) return fail('UNHANDLED_ERROR');
  try {
    // verifyCard locks the card row first, so everything below is decided one order at a time.
    const verified = await verifyCard(trx, input, input.orderId);
    const market = marketOfSectorId(input.sector);
    const number = market ? giftCardNumberOf(input.cardNumber, market, input.acceptPrefix ?? true) : null;
    if (!verified.ok || !number) return verified;
    const previous = await trx.selectFrom('gift_card_redemptions').select('card_number').where('order_id', '=', input.orderId).executeTakeFirst();
    // The same order again (a retried place) is answered as the first time, with nothing more debited;
    // an order that already spent another card cannot take this one too.
    if (previous) return previous.card_number === number ? verified : fail('CARD_ALREADY_USED');
    if (verified.balance < amount) return fail('UNHANDLED_ERROR');

    const debited = await trx
      .updateTable('gift_cards')
      .set((eb) => ({ balance: eb('balance', '-', amount), used_by_order_id: input.orderId }))
      .where('number', '=', number)
      .where('status', '=', 'active')
      .where('used_by_order_id', 'is', null)
      .where('balance', '>=', amount)
      .returning(['balance', 'expires_at'])
      .executeTakeFirst();
    if (!debited) return fail('CARD_ALREADY_USED');
    await trx
      .insertInto('gift_card_redemptions')
      .values({ order_id: input.orderId, card_number: number, amount, created_at: input.now })
      .execute();
    return { ok: true, balance: money(debited.balance), expiryDate: isoDate(debited.expires_at) };
  } catch {
    return fail('INTERNAL_SERVER_ERROR');
  }
}

/**
 * Finds and locks the card, checks the PIN and its state. `usedBy` is the order allowed to find the
 * card already used: its own redemption repeated. Wrong PINs are counted by checkGiftCard's limits.
 */
async function verifyCard(trx: Kysely<Database>, input: GiftCardCheckInput, usedBy: string | null): Promise<GiftCardResult> {
  const market = marketOfSectorId(input.sector);
  if (!market) return fail('INVALID_CARD');
  const number = giftCardNumberOf(input.cardNumber, market, input.acceptPrefix ?? true);
  if (!number) return fail('INVALID_CARD');

  const card = await trx.selectFrom('gift_cards').selectAll().where('number', '=', number).where('market', '=', market).forUpdate().executeTakeFirst();
  if (!card) return fail('INVALID_CARD');
  if (card.status === 'deactivated') return fail('CARD_DEACTIVATED');

  if (card.pin !== input.cardPin.trim()) return fail('INVALID_CARD');
  return cardState(card, input.now, usedBy);
}

function cardState(card: Selectable<GiftCardsTable>, now: Date, usedBy: string | null): GiftCardResult {
  if (card.status === 'inactive') return fail('INACTIVE_CARD');
  if (new Date(card.expires_at).getTime() <= now.getTime()) return fail('EXPIRED_CARD');
  const balance = money(card.balance);
  if (card.used_by_order_id !== null && card.used_by_order_id !== usedBy) return fail('CARD_ALREADY_USED');
  if (card.used_by_order_id === null && balance <= 0) return fail('CARD_ALREADY_USED');
  return { ok: true, balance, expiryDate: isoDate(card.expires_at) };
}

/** numeric(10,2) arrives as a string or a number depending on the driver; pennies are exact. */
const money = (value: string | number): number => Math.round(Number(value) * 100) / 100;

/** The card's expiry as the calendar date (UTC) it ends on, e.g. 2026-12-31. */
const isoDate = (value: Date | string): string => new Date(value).toISOString().slice(0, 10);
