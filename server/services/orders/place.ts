import { sql, type Transaction } from 'kysely';
import { isTokenExpired } from '../../../src/domain/checkout/card-authentication';
import type { OrderCredit } from '../../../src/api/contract/order-parts';
import type { PlaceOrderBody, PlaceOrderResponse } from '../../../src/api/contract/orders';
import type { Database } from '../../db';
import { estimateEta } from '../huts-eta';
import { redeemGiftCard } from '../gift-cards';
import { verifyEigenReturn, verifyHipayReturn, verifyProviderPayment } from '../payment-sandbox/signature';
import { METHOD_TYPES } from '../payment-sandbox/redirect-methods';
import type { HutRecord, PaymentType } from '../../../src/api/contract/hut';
import type { OrderContext } from './context';
import type { OrderCustomer } from './customer';
import { entitlementPayloadColumn, recheckAtPlace, type EntitlementPayload } from './entitlements';
import { orderError } from './errors';
import { settleOrderPoints } from '../loyalty/ledger';
import { recheckRedemptionPayment } from '../loyalty/redemption';
import { CARD_PROVIDERS, PAYER_AUTH_PROVIDERS, REDIRECT_PROVIDERS, WALLET_PROVIDERS, type Provider } from './providers';
import { amountOf, creditsOf, knownOrder, type OrderRow } from './store';

/**
 * POST /v1/orders/place (spec 2 §4 order flow, step 3): places a preauthorised order exactly once.
 * Everything happens in one transaction that starts by locking the order row (select … for update):
 * of twenty identical requests at once, one places the order and nineteen find it placed and answer
 * 410, on PostgreSQL (the row lock) and on PGlite (one connection, one transaction at a time) alike.
 * A refusal rolls back: the order stays PREAUTHORIZED and the customer may pay again.
 */

const MINUTE_MS = 60_000;

/**
 * Only what placing needs: the whole payload and lines are large jsonb, and reading them would
 * double the time the row stays locked.
 */
const LOCKED_COLUMNS = [
  'id',
  'transaction_id',
  'customer_order_reference',
  'state',
  'provider',
  'provider_order_id',
  'amount',
  'currency',
  'sector',
  'hut_id',
  'eta_type',
  'credits',
  'disposition',
  'account_id',
  'loyalty',
  'payment_type',
] as const;

/** The order's payments row as place reads it (the provider's authorisation); null when there is none. */
interface LockedPayment {
  status: string;
  authorised_amount: string | number | null;
  authorised_currency: string | null;
  provider_order_id: string | null;
  method: string;
  token_valid_from: Date | string | null;
}

type LockedOrder = Pick<OrderRow, (typeof LOCKED_COLUMNS)[number]> & {
  gift_cards: OrderCredit[] | null;
  entitlement_facts: EntitlementPayload;
  provider_token: string | null;
  payment: LockedPayment | null;
  hut: HutRecord | null;
};

/**
 * Issue 18: one statement, one round trip, reads everything place needs besides the rechecks: the
 * order row (locked: `for update of orders`, so only it is locked), its payments row and its hut
 * (for the promised time), joined, instead of three round trips with the row locked.
 *
 * The joined payments row is this statement's snapshot. When the statement had to wait for the
 * order's lock (another place, or a re-preauthorise, held it), PostgreSQL re-reads the locked order
 * row's newest version but not the joined payment: the payment read may then be older than the
 * order. That can only refuse, never place wrongly: a re-preauthorise that changes the amount or the
 * provider order changes the order row too, and the authorisation is checked against the order's
 * newest amount, currency and provider order (checkPayment); an authorisation committed during the
 * wait is seen by the customer's next try.
 */
async function lockOrder(trx: Transaction<Database>, transactionId: string): Promise<LockedOrder> {
  const row = await trx
    .selectFrom('orders')
    .leftJoin('payments', 'payments.transaction_id', 'orders.transaction_id')
    .leftJoin('huts', (join) => join.onRef('huts.sector', '=', 'orders.sector').onRef('huts.id', '=', 'orders.hut_id'))
    .select([
      ...LOCKED_COLUMNS.map((column) => `orders.${column}` as const),
      sql<OrderCredit[] | null>`orders.payload -> 'payment' -> 'credits'`.as('gift_cards'),
      // Unqualified `payload` is the order's: neither payments nor huts has one (an ambiguity would fail loudly).
      entitlementPayloadColumn.as('entitlement_facts'),
      sql<string | null>`orders.payload -> 'loyalty' ->> 'loyaltyProviderAuthToken'`.as('provider_token'),
      sql<LockedPayment | null>`case when payments.transaction_id is null then null else jsonb_build_object(
        'status', payments.status,
        'authorised_amount', payments.authorised_amount,
        'authorised_currency', payments.authorised_currency,
        'provider_order_id', payments.provider_order_id,
        'method', payments.method,
        'token_valid_from', payments.token_valid_from
      ) end`.as('payment'),
      'huts.data as hut',
    ])
    .where('orders.transaction_id', '=', transactionId)
    .forUpdate('orders')
    .executeTakeFirst();
  if (!row) throw orderError(404, 'ORDER_NOT_FOUND', 'No such order', { transactionId });
  return row as LockedOrder;
}

/**
 * Card, wallet and redirect payments need the provider's authorisation of this very amount (issue
 * 12): the payments row records what the provider authorised, and an authorisation of another
 * amount or currency (a page opened before the basket changed, racing its change) or of an older
 * provider order places nothing. It answers PAYMENT_NOT_COMPLETED, not BAD_PRICE_INTEGRITY: the
 * prices are right, the payment is what must be made again (spec 2 §8 "the payment was not finished").
 * Redirect providers also need their signature, made for the order's current provider order id.
 */
/**
 * 13-G2: the place body's `signature` is the page URL the provider sent the customer back to (S2 §3).
 * When it is a return link (it names a transaction), it must be this order's, and a redirect
 * provider's must name the order's current provider order: a link from before a basket change
 * (13-G27) names the old one.
 */
function returnedHere(signature: string, row: LockedOrder): boolean {
  let query: URLSearchParams;
  try {
    query = new URL(signature, 'http://page.invalid').searchParams;
  } catch {
    return false;
  }
  const transactionId = query.get('transactionId');
  if (transactionId === null) return true;
  if (transactionId !== row.transaction_id) return false;
  const providerOrderId = query.get('razorpay_order_id');
  return providerOrderId === null || providerOrderId === row.provider_order_id;
}

function checkPayment(row: LockedOrder, body: PlaceOrderBody, secret: string, now: Date): PaymentType | null {
  const provider = row.provider as Provider;
  const known = knownOrder(row);
  const notCompleted = (message = 'The payment has not been completed') => orderError(409, 'PAYMENT_NOT_COMPLETED', message, known);
  const redirect = REDIRECT_PROVIDERS.has(provider);
  if (body.signature && !returnedHere(body.signature, row)) {
    throw orderError(400, 'INVALID_SIGNATURE', 'The page the payment came back to is not this order\u2019s', known);
  }
  if (redirect) {
    const signed = body.providerSignature;
    if (!signed) throw notCompleted();
    if (signed.orderId !== row.provider_order_id || !verifyProviderPayment(signed.orderId, signed.paymentId, signed.signature, secret)) {
      throw orderError(400, 'INVALID_SIGNATURE', 'The payment signature does not match', known);
    }
  } else if (!CARD_PROVIDERS.has(provider) && !WALLET_PROVIDERS.has(provider) && !PAYER_AUTH_PROVIDERS.has(provider)) {
    return null;
  }
  // 13-G2: Hipay's return values (state, orderid, hash) are checked whenever they are sent: made by the
  // provider for this transaction and its current amount, or the place is refused. The payments row's
  // authorisation below stays the proof of payment; these never replace it.
  if (body.mac2 !== undefined) {
    // 13-G7: Eigen's return (mac2, orderid) is checked like Hipay's hash: made for this transaction and the
    // amount due now, or the place is refused (a forged mac2, or one made for a smaller amount). It is
    // refused on any other provider's order, and required on an authorised Eigen order (below).
    const fields = { orderid: body.orderid ?? '', amount: amountOf(row), currency: row.currency };
    const valid = provider === 'eigen' && fields.orderid === row.transaction_id && verifyEigenReturn(fields, body.mac2 ?? '', secret);
    if (!valid) throw orderError(400, 'INVALID_SIGNATURE', 'The payment provider\u2019s return does not match this order', known);
  } else if (body.state !== undefined || body.orderid !== undefined || body.hash !== undefined) {
    const fields = { state: body.state ?? '', orderid: body.orderid ?? '', amount: amountOf(row), currency: row.currency };
    const valid = provider === 'hipay' && fields.state === 'completed' && fields.orderid === row.transaction_id && verifyHipayReturn(fields, body.hash ?? '', secret);
    if (!valid) throw orderError(400, 'INVALID_SIGNATURE', 'The payment provider\u2019s return does not match this order', known);
  }
  const { payment } = row;
  if (payment?.status === 'declined') throw orderError(402, 'CARD_REFUSED', 'There was a problem with your card', known);
  if (payment?.status !== 'authorised') throw notCompleted();
  // 13-G17 (pick): a Microform token is used at place, as the real transient token is; past its
  // validity after tokenValidFrom it is refused, and the page raises token-expire-error (the basket stays).
  if (provider === 'microform' && isTokenExpired(payment.token_valid_from ? new Date(payment.token_valid_from).toISOString() : null, now.getTime())) {
    throw orderError(409, 'TOKEN_EXPIRED', 'The card field\u2019s token has expired: enter the card again', known);
  }
  if (provider === 'eigen' && body.mac2 === undefined) {
    throw orderError(400, 'INVALID_SIGNATURE', 'The payment provider\u2019s return is missing', known);
  }
  const sameAmount = payment.authorised_amount !== null && Number(payment.authorised_amount) === amountOf(row) && payment.authorised_currency === row.currency;
  const sameProviderOrder = !redirect || payment.provider_order_id === row.provider_order_id;
  if (!sameAmount || !sameProviderOrder) throw notCompleted('The payment was authorised for another amount: pay again');
  // 13-G6: the method the redirect provider recorded (UPI, net banking, wallet) becomes the order's type.
  return redirect && METHOD_TYPES.has(payment.method) ? (payment.method as PaymentType) : null;
}

async function redeemCredits(trx: Transaction<Database>, row: LockedOrder, now: Date): Promise<void> {
  const credit = row.gift_cards?.[0];
  const amount = creditsOf(row);
  if (!credit || amount <= 0) return;
  const result = await redeemGiftCard(trx, {
    sector: row.sector,
    cardNumber: credit.cardNumber,
    cardPin: credit.cardPin,
    amount,
    orderId: row.id,
    now,
  });
  if (!result.ok) throw orderError(422, 'GIFT_CARD_INVALID', result.message, knownOrder(row));
}

/** Asap: now + the hut's ETA for the disposition (GET /v2/eta/'s figure); scheduled: the chosen slot. */
function promisedTime(row: LockedOrder, now: Date): Date {
  const { disposition, hut } = row;
  if (disposition.when === 'scheduled' && typeof disposition.time === 'number') return new Date(disposition.time);
  const minutes = hut ? estimateEta(hut, row.eta_type, now).eta.exact : 0;
  return new Date(now.getTime() + minutes * MINUTE_MS);
}

/**
 * The order's account (11-G30): the id token verified at preauthorise already named it. Placing with a
 * token links a guest-preauthorised order to that customer (signed in on the payment page); a token of
 * another customer than the order's is refused, and placing without one keeps the order's.
 */
function accountAtPlace(row: LockedOrder, customer: OrderCustomer | null): string | null {
  if (!customer) return row.account_id;
  if (row.account_id !== null && row.account_id !== customer.userId) {
    throw orderError(403, 'NOT_ENTITLED', 'This order belongs to another customer', knownOrder(row));
  }
  return customer.userId;
}

/** The place answer but its order token, which the route adds after the commit (orders/order-token.ts). */
export async function placeOrder(context: OrderContext, body: PlaceOrderBody, customer: OrderCustomer | null = null): Promise<Omit<PlaceOrderResponse, 'orderToken'>> {
  const { db, clock, settings } = context;
  return db.transaction().execute(async (trx) => {
    const row = await lockOrder(trx, body.transactionId);
    if (row.state === 'PLACED') {
      throw orderError(410, 'PAYMENT_ALREADY_PROCESSED', 'This order has already been placed', { ...knownOrder(row), orderId: row.id });
    }
    if (row.state !== 'PREAUTHORIZED') throw orderError(409, 'PAYMENT_NOT_COMPLETED', 'This order can no longer be placed', knownOrder(row));
    const accountId = accountAtPlace(row, customer);
    // 12-G11: a reward paid offline spends nothing, even when preauthorised before the rule said so.
    recheckRedemptionPayment({ ...row, amount: amountOf(row), channel: row.entitlement_facts.channel ?? 'web' }, knownOrder(row));
    const now = clock.now();
    const paymentType = checkPayment(row, body, settings.sandboxSecret, now);
    await recheckAtPlace(trx, row, now, knownOrder(row));
    await redeemCredits(trx, row, now);
    // Issue 15: the member's points move in this transaction, once; a refusal rolls the whole place back.
    const points = await settleOrderPoints(trx, {
      id: row.id,
      sector: row.sector,
      accountId,
      facts: row.loyalty,
      providerToken: row.provider_token,
      total: amountOf(row) + creditsOf(row),
      known: knownOrder(row),
    });
    const promised = promisedTime(row, now);
    await trx
      .updateTable('orders')
      .set({
        state: 'PLACED',
        placed_at: now,
        placed_real_at: new Date(settings.kitchenClock()),
        promised_time: promised,
        account_id: accountId,
        ...(paymentType ? { payment_type: paymentType } : {}),
      })
      .where('id', '=', row.id)
      .execute();
    if (accountId !== row.account_id && accountId !== null) {
      // The order's own record of its customer follows the link (payload.customer.accountId, S2 §3).
      const id = JSON.stringify(accountId);
      await trx
        .updateTable('orders')
        .set({
          customer: sql<string>`jsonb_set(customer, '{accountId}', ${id}::jsonb)`,
          payload: sql<string>`jsonb_set(payload, '{customer,accountId}', ${id}::jsonb)`,
        })
        .where('id', '=', row.id)
        .execute();
    }
    return {
      state: 'ORDER_PROCESSED',
      orderId: row.id,
      transactionId: row.transaction_id,
      customerOrderReference: row.customer_order_reference,
      promisedTime: promised.getTime(),
      etaType: row.eta_type,
      ...(points && { loyalty: points }),
    };
  });
}
