import type { Kysely } from 'kysely';
import { payloadItemCount } from '../../../src/api/contract/basket';
import type { HutRecord, PaymentType } from '../../../src/api/contract/hut';
import type { OrderPayload } from '../../../src/api/contract/orders';
import { cashRefusedOnChannel, isCashType } from '../../../src/domain/checkout/payment-methods';
import { largestQuantity, MAX_LINE_QUANTITY } from '../../../src/domain/basket/quantity';
import { roundMoney } from '../../../src/domain/money/format';
import { payLaterCapExceeded } from '../../../src/domain/pricing/pay-later';
import type { Database } from '../../db';
import type { OrderLoyaltyFacts } from '../../db/schema-loyalty';
import { repriceBasket, type RepricedBasket } from '../basket-validator';
import { basketHut, marketOf } from '../pricing-catalogue';
import { checkGiftCard } from '../gift-cards';
import { loyaltyRefused } from '../loyalty/redemption';
import type { OrderContext } from './context';
import { checkOrderEntitlements } from './entitlements';
import { orderError } from './errors';
import { hutTakesOrder } from './hut-open';

/**
 * What preauthorise checks before it keeps an order (spec 2 §4 step 1, §5): the basket, the hut's
 * hours, the price the page showed against the server's own, the entitlements, and the payment type
 * with its limits. Each refusal is the error the page's modals expect; nothing here writes a row.
 */

const PRICE_INTEGRITY = 'failed price integrity check';

/** The checks before any row is written, in the order the page's modals expect them. */
export async function priceOrder(
  context: OrderContext,
  payload: OrderPayload,
  now: Date,
  accountHolder: boolean,
  customerId: string | null,
): Promise<{ repriced: RepricedBasket; giftCredit: number; loyalty: OrderLoyaltyFacts | null }> {
  const { db, loader } = context;
  const hut = await basketHut(db, payload.hut);
  if (payloadItemCount(payload.deals) === 0) throw orderError(422, 'EMPTY_BASKET', 'The basket is empty');
  // Issue 13 item 5: a line's quantity is that many identical items (src/domain/basket/quantity.ts); the stepper stops at the cap.
  if (largestQuantity(payload.deals) > MAX_LINE_QUANTITY) {
    throw orderError(422, 'Generic', `At most ${MAX_LINE_QUANTITY} of the same item can be ordered on one line`);
  }
  if (hut.closed || !hutTakesOrder(hut, payload.disposition, now)) {
    throw orderError(409, 'HUT_CLOSED', `${hut.name} is not taking ${payload.disposition.type} orders for this time`);
  }
  const balance = await giftCardBalance(db, payload, now);
  // 13-G5: the payment surcharge is the one of the order's payment type, whatever the body says.
  const repriced = await repriceBasket(
    db,
    loader,
    { ...payload, disposition: { ...payload.disposition, time: payload.disposition.time ?? undefined } },
    balance,
    accountHolder,
    payload.payment.type,
    hut,
  );
  // Issue 15 (12-G3, C41): a second reward is the loyalty refusal, never a stale-price one (the
  // repricer cannot price a reward past its deal's `max`).
  const rewards = payload.deals.filter((group) => repriced.catalogue.deals.get(group.id)?.loyalty).length;
  if (rewards > 1) throw loyaltyRefused('Only one reward can be redeemed in an order', {}, 422);
  // A deal or product the hut no longer sells as the page priced it: the page's catalogue is stale.
  if (repriced.unpriced.length > 0) throw orderError(409, 'BAD_PRICE_INTEGRITY', PRICE_INTEGRITY);
  if (repriced.unmet.length > 0) throw orderError(422, 'MINIMUM_ORDER_NOT_MET', repriced.unmet[0]!.message);
  const loyalty = await checkOrderEntitlements(context, payload, repriced, now, accountHolder, customerId);
  const { price, currency, decimals } = repriced;
  if (payload.payment.currency !== currency || roundMoney(payload.payment.amount, decimals.basket) !== price.amountDue) {
    throw orderError(409, 'BAD_PRICE_INTEGRITY', PRICE_INTEGRITY);
  }
  // 13-G1: India's totalPrice is the page's amount due, held to the server's price as payment.amount is.
  if (payload.totalPrice !== undefined && roundMoney(payload.totalPrice, decimals.basket) !== price.amountDue) {
    throw orderError(409, 'BAD_PRICE_INTEGRITY', PRICE_INTEGRITY);
  }
  // 13-G3: the discount's amount as the page priced it; another figure is a stale or forged price.
  const discountAmount = payload.discount?.amount;
  if (discountAmount !== undefined && roundMoney(discountAmount, decimals.basket) !== roundMoney(price.discount?.amount ?? 0, decimals.basket)) {
    throw orderError(409, 'BAD_PRICE_INTEGRITY', PRICE_INTEGRITY);
  }
  return { repriced, giftCredit: price.giftCardCredit, loyalty };
}

/** The valid gift card's balance (0 without one); an invalid card refuses the order. */
async function giftCardBalance(db: Kysely<Database>, payload: OrderPayload, now: Date): Promise<number> {
  const credit = payload.payment.credits[0];
  if (!credit) return 0;
  const result = await checkGiftCard(db, { sector: payload.hut.sector, cardNumber: credit.cardNumber, cardPin: credit.cardPin, now });
  if (!result.ok) throw orderError(422, 'GIFT_CARD_INVALID', result.message);
  return result.balance;
}

/** The payment type the order is paid with (spec 2 §5: nothing left to pay uses cash), checked against the hut. */
export function paymentTypeOf(hut: HutRecord, requested: PaymentType, amountDue: number, visitChannel: string | undefined): PaymentType {
  if (amountDue <= 0) return 'cash';
  const supported = hut.supportedPayment.some((entry) => entry.type === requested);
  // 13-G9: "in India cash is blacklisted for the qr-takeaway channel" (S2 §5), the page's own rule.
  const blacklisted = requested === 'cash' && cashRefusedOnChannel(visitChannel);
  if (!supported || blacklisted) {
    throw orderError(422, 'PAYMENT_TYPE_NOT_SUPPORTED', `${hut.name} does not take ${requested} payments`);
  }
  // "Pay-later order amount is capped" (S2 §5; 13-G5, C39): the market's cap (03-G3), surcharge included.
  const cap = marketOf(hut).orderRules.payLaterCap;
  if (payLaterCapExceeded(requested, amountDue, cap)) {
    throw orderError(422, 'PAY_LATER_LIMIT_EXCEEDED', `Pay later is only taken for orders up to ${cap}`);
  }
  // "only for orders under a per-hut maximum" (spec 2 §5): the maximum itself is refused too.
  // 13-G7: `cash/ticket` is cash at the door too (isCashType), so the same maximum applies.
  if (isCashType(requested) && hut.cashMaximum !== null && amountDue >= hut.cashMaximum) {
    throw orderError(422, 'CASH_LIMIT_EXCEEDED', `Cash is only taken for orders under ${hut.cashMaximum}`);
  }
  return requested;
}
