import { sql, type Transaction } from 'kysely';
import { sectorSchema } from '../../../src/api/contract/common';
import type { OrderCredit } from '../../../src/api/contract/order-parts';
import type { PlaceOrderBody, PlaceOrderResponse } from '../../../src/api/contract/orders';
import type { Database } from '../../db';
import { findHutRecord } from '../huts-store';
import { estimateEta } from '../huts-eta';
import { redeemGiftCard } from '../gift-cards';
import { verifyProviderPayment } from '../payment-sandbox/signature';
import type { OrderContext } from './context';
import { recheckAtPlace } from './entitlements';
import { orderError } from './errors';
import { CARD_PROVIDERS, REDIRECT_PROVIDERS, WALLET_PROVIDERS, type Provider } from './providers';
import { creditsOf, knownOrder, type OrderRow } from './store';

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
  'sector',
  'hut_id',
  'eta_type',
  'credits',
  'disposition',
] as const;

type LockedOrder = Pick<OrderRow, (typeof LOCKED_COLUMNS)[number]> & { gift_cards: OrderCredit[] | null };

async function lockOrder(trx: Transaction<Database>, transactionId: string): Promise<LockedOrder> {
  const row = await trx
    .selectFrom('orders')
    .select([...LOCKED_COLUMNS, sql<OrderCredit[] | null>`payload -> 'payment' -> 'credits'`.as('gift_cards')])
    .where('transaction_id', '=', transactionId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw orderError(404, 'ORDER_NOT_FOUND', 'No such order', { transactionId });
  return row;
}

/** Card and wallet payments need the provider's authorisation; redirect providers their signature. */
async function checkPayment(trx: Transaction<Database>, row: LockedOrder, body: PlaceOrderBody, secret: string): Promise<void> {
  const provider = row.provider as Provider;
  const known = knownOrder(row);
  if (REDIRECT_PROVIDERS.has(provider)) {
    const signed = body.providerSignature;
    if (!signed) throw orderError(409, 'PAYMENT_NOT_COMPLETED', 'The payment has not been completed', known);
    if (signed.orderId !== row.provider_order_id || !verifyProviderPayment(signed.orderId, signed.paymentId, signed.signature, secret)) {
      throw orderError(400, 'INVALID_SIGNATURE', 'The payment signature does not match', known);
    }
    return;
  }
  if (!CARD_PROVIDERS.has(provider) && !WALLET_PROVIDERS.has(provider)) return;
  const payment = await trx.selectFrom('payments').select('status').where('transaction_id', '=', row.transaction_id).executeTakeFirst();
  if (payment?.status === 'authorised') return;
  if (payment?.status === 'declined') throw orderError(402, 'CARD_REFUSED', 'There was a problem with your card', known);
  throw orderError(409, 'PAYMENT_NOT_COMPLETED', 'The payment has not been completed', known);
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
async function promisedTime(trx: Transaction<Database>, row: LockedOrder, now: Date): Promise<Date> {
  const { disposition } = row;
  if (disposition.when === 'scheduled' && typeof disposition.time === 'number') return new Date(disposition.time);
  const sector = sectorSchema.safeParse(row.sector);
  const hut = sector.success ? await findHutRecord(trx, sector.data, row.hut_id) : undefined;
  const minutes = hut ? estimateEta(hut, row.eta_type, now).eta.exact : 0;
  return new Date(now.getTime() + minutes * MINUTE_MS);
}

export async function placeOrder(context: OrderContext, body: PlaceOrderBody): Promise<PlaceOrderResponse> {
  const { db, clock, settings } = context;
  return db.transaction().execute(async (trx) => {
    const row = await lockOrder(trx, body.transactionId);
    if (row.state === 'PLACED') {
      throw orderError(410, 'PAYMENT_ALREADY_PROCESSED', 'This order has already been placed', { ...knownOrder(row), orderId: row.id });
    }
    if (row.state !== 'PREAUTHORIZED') throw orderError(409, 'PAYMENT_NOT_COMPLETED', 'This order can no longer be placed', knownOrder(row));
    await checkPayment(trx, row, body, settings.sandboxSecret);
    const now = clock.now();
    await recheckAtPlace(trx, row.transaction_id, now, knownOrder(row));
    await redeemCredits(trx, row, now);
    const promised = await promisedTime(trx, row, now);
    await trx
      .updateTable('orders')
      .set({ state: 'PLACED', placed_at: now, placed_real_at: new Date(settings.kitchenClock()), promised_time: promised })
      .where('id', '=', row.id)
      .execute();
    return {
      state: 'ORDER_PROCESSED',
      orderId: row.id,
      transactionId: row.transaction_id,
      customerOrderReference: row.customer_order_reference,
      promisedTime: promised.getTime(),
      etaType: row.eta_type,
    };
  });
}
