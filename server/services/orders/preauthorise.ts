import { sql, type Kysely } from 'kysely';
import type { ProductContent } from '../../../src/api/contract/catalogue';
import type { HutRecord, PaymentType } from '../../../src/api/contract/hut';
import type { OrderPayload, PreauthoriseResponse } from '../../../src/api/contract/orders';
import { testOrderKind, type TestOrderKind } from '../../../src/domain/checkout/test-orders';
import { marketOfSectorId } from '../../../src/domain/markets/facts';
import type { Database } from '../../db';
import type { OrderLoyaltyFacts } from '../../db/schema-loyalty';
import { priceBreakdown } from '../../../src/domain/pricing/breakdown';
import type { RepricedBasket } from '../basket-validator';
import type { OrderContext } from './context';
import { isAccountHolderAt, type OrderCustomer } from './customer';
import { naming, orderError } from './errors';
import { orderLines, type SummaryWording } from './lines';
import { listProductContent } from '../catalogue-content';
import type { CatalogueVersion } from '../catalogue-version';
import { providerFor, providerLinks, REDIRECT_PROVIDERS, safeReturnPath, type Provider } from './providers';
import { newCustomerOrderReference, newOrderId, newProviderOrderId, newTransactionId } from './reference';
import { orderTokenFor } from './order-token';
import { paymentTypeOf, priceOrder } from './order-checks';
import { amountOf, type OrderRow } from './store';

/**
 * POST /v1/orders/preauthorise (spec 2 §4 order flow, step 1): the server checks the hut, re-prices
 * the order with the shared engine (credits included) and keeps it as one PREAUTHORIZED order keyed
 * by the page's clientOrderId, then says where the payment happens. Repeating the call finds the
 * same order (a retry, a double click, a reload); once the order is placed it answers 410.
 */

interface PricedOrder {
  payload: OrderPayload;
  /** The verified id token's subject (11-G30), null for a guest. */
  accountId: string | null;
  repriced: RepricedBasket;
  giftCredit: number;
  paymentType: PaymentType;
  provider: Provider;
  wording: SummaryWording;
  /** Issue 15: the member and rewards verified now; place spends and credits from it. */
  loyalty: OrderLoyaltyFacts | null;
  /** 13-G26: why this is a test order; null for a real one. */
  testKind: TestOrderKind | null;
}

function pricedColumns({ payload, accountId, repriced, giftCredit, paymentType, provider, wording, loyalty, testKind }: PricedOrder) {
  const { price, decimals, catalogue, basket, currency } = repriced;
  return {
    state: 'PREAUTHORIZED' as const,
    account_id: accountId,
    payment_type: paymentType,
    provider,
    amount: price.amountDue,
    currency,
    credits: giftCredit,
    payload: JSON.stringify(payload),
    breakdown: JSON.stringify(priceBreakdown(price, decimals.basket)),
    lines: JSON.stringify(orderLines(price, basket, catalogue, payload.hut.sector, decimals.basket, wording)),
    surcharges: JSON.stringify(price.surcharges.map(({ type, amount }) => ({ type, amount }))),
    disposition: JSON.stringify(payload.disposition),
    customer: JSON.stringify(payload.customer),
    eta_type: payload.disposition.type === 'delivery' ? ('delivery' as const) : ('collection' as const),
    loyalty: loyalty ? JSON.stringify(loyalty) : null,
    test_kind: testKind,
  };
}

/** What the idempotency checks and the answer need: never the large jsonb columns. */
const ORDER_FACTS = ['id', 'transaction_id', 'customer_order_reference', 'state', 'payment_type', 'provider', 'provider_order_id', 'amount', 'currency'] as const;
type OrderFacts = Pick<OrderRow, (typeof ORDER_FACTS)[number]>;

const findByClientOrderId = (db: Kysely<Database>, clientOrderId: string) =>
  db.selectFrom('orders').select(ORDER_FACTS).where('client_order_id', '=', clientOrderId).executeTakeFirst();

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505';

/**
 * Inserts the order unless the clientOrderId already has one (on conflict do nothing), with its
 * pending payments row, then answers whichever row won: concurrent preauthorises of one checkout end
 * on the same order. A clash of the short customer reference (another order's) is retried with a new
 * one.
 *
 * Issue 18: one statement, one round trip: the payments row is inserted by a data-modifying CTE from
 * the orders insert's `returning`, so both rows are written or neither (one statement is atomic, no
 * BEGIN/COMMIT needed), and a conflict inserts neither. The answer is the insert's own `returning`;
 * only the loser of a race reads the winner's row.
 */
async function insertOrder(db: Kysely<Database>, order: PricedOrder): Promise<OrderFacts> {
  const { payload } = order;
  const market = marketOfSectorId(payload.hut.sector) ?? 'XX';
  for (let attempt = 1; ; attempt += 1) {
    try {
      const inserted = await db
        .with('inserted', (qb) =>
          qb
            .insertInto('orders')
            .values({
              id: newOrderId(),
              transaction_id: newTransactionId(),
              client_order_id: payload.clientOrderId,
              customer_order_reference: newCustomerOrderReference(market, payload.hut.id),
              sector: payload.hut.sector,
              hut_id: payload.hut.id,
              provider_order_id: REDIRECT_PROVIDERS.has(order.provider) ? newProviderOrderId() : null,
              ...pricedColumns(order),
            })
            .onConflict((conflict) => conflict.column('client_order_id').doNothing())
            .returning(ORDER_FACTS),
        )
        .with('payment', (qb) =>
          qb
            .insertInto('payments')
            .columns(['transaction_id', 'status', 'method'])
            .expression((eb) => eb.selectFrom('inserted').select(['inserted.transaction_id', sql.lit('pending').as('status'), sql.val(order.paymentType).as('method')]))
            .returning('transaction_id'),
        )
        .selectFrom('inserted')
        .select(ORDER_FACTS)
        .executeTakeFirst();
      if (inserted) return inserted;
      break;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
  const row = await findByClientOrderId(db, payload.clientOrderId);
  if (!row) throw new Error(`order ${payload.clientOrderId} vanished after its insert`);
  return row;
}

/**
 * The checkout came back with the same clientOrderId (a retry, or a changed basket or payment type
 * after a declined card): the same order takes the new price. The same amount, currency and type is
 * a retry: the provider order and an authorisation already given stay (idempotent). Anything else is
 * a new payment (issue 12): the old authorisation is void (the payment starts again at pending,
 * its amount cleared) and a redirect provider gets a new provider order, so neither a signature nor
 * a page made for the old amount can pay the new one.
 */
async function repriceExisting(db: Kysely<Database>, row: OrderFacts, order: PricedOrder): Promise<OrderFacts> {
  const columns = pricedColumns(order);
  const unchanged =
    amountOf(row) === columns.amount && row.currency === columns.currency && row.payment_type === columns.payment_type && row.provider === columns.provider;
  return db.transaction().execute(async (trx) => {
    const redirect = REDIRECT_PROVIDERS.has(order.provider);
    const updated = await trx
      .updateTable('orders')
      .set({
        ...columns,
        provider_order_id: redirect ? ((unchanged ? row.provider_order_id : null) ?? newProviderOrderId()) : null,
      })
      .where('id', '=', row.id)
      .where('state', '<>', 'PLACED')
      .returning(ORDER_FACTS)
      .executeTakeFirst();
    if (!updated) return row;
    let reset = trx
      .updateTable('payments')
      .set({
        status: 'pending',
        method: order.paymentType,
        last4: null,
        challenge: false,
        authorised_amount: null,
        authorised_currency: null,
        provider_order_id: null,
        updated_at: new Date(),
      })
      .where('transaction_id', '=', row.transaction_id);
    if (unchanged) reset = reset.where('status', '<>', 'authorised');
    await reset.execute();
    return updated;
  });
}

function alreadyPlaced(row: OrderFacts) {
  return orderError(410, 'PAYMENT_ALREADY_PROCESSED', 'This order has already been placed', {
    transactionId: row.transaction_id,
    customerOrderReference: row.customer_order_reference,
    orderId: row.id,
  });
}

/**
 * The summary's lines are worded in the hut's language (its defaultLanguage: Montréal's is fr-CA in
 * an en-CA sector), with the product content of that locale, so no English name reaches a French
 * summary (10-G30).
 */
async function summaryWording(db: Kysely<Database>, version: CatalogueVersion, hut: HutRecord): Promise<SummaryWording> {
  return { locale: hut.defaultLanguage, content: await productContentOf(db, await version.current(), hut.sector, hut.defaultLanguage) };
}

/**
 * Issue 18: the product content a summary is worded with (three reads: the sector's market, its
 * locales, the content) is the catalogue's, so it is kept per process under the catalogue version, as
 * the pricing catalogue is (a content write bumps it too). Concurrent preauthorises share one read; a
 * failed read is not kept.
 */
const contentCache = new WeakMap<Kysely<Database>, Map<string, { version: string; content: Promise<ProductContent[]> }>>();

function productContentOf(
  db: Kysely<Database>,
  version: string,
  sector: HutRecord['sector'],
  locale: HutRecord['defaultLanguage'],
): Promise<ProductContent[]> {
  let byKey = contentCache.get(db);
  if (!byKey) contentCache.set(db, (byKey = new Map()));
  const key = `${sector}|${locale}`;
  const cached = byKey.get(key);
  if (cached?.version === version) return cached.content;
  const content = listProductContent(db, { sector, locale });
  const entry = { version, content };
  byKey.set(key, entry);
  content.catch(() => {
    if (byKey.get(key) === entry) byKey.delete(key);
  });
  return content;
}

/**
 * The order's customer as the server knows it (11-G30): `customer.accountId` is the verified id token's
 * subject, or absent for a guest, whatever the body said.
 */
function withVerifiedAccount(payload: OrderPayload, customer: OrderCustomer | null): OrderPayload {
  const { accountId: _claimed, ...rest } = payload.customer;
  return { ...payload, customer: customer ? { ...rest, accountId: customer.userId } : rest };
}

/** What the route read from the request's headers besides the body. */
export interface PreauthoriseRequestFacts {
  /**
   * The page's x-channel (10-G28: ph-website, qr-takeaway, kiosk). It only ever takes a payment type
   * away (13-G9: no cash on a QR take-away visit), so the claim is taken as given; the kiosk's
   * entitlements come from the device credential (payload.channel), never from it.
   */
  visitChannel?: string | undefined;
  /** 13-G26: the synthetic-traffic header (x-synthetic-traffic); it only ever marks an order as a test. */
  synthetic?: string | undefined;
}

export async function preauthoriseOrder(
  context: OrderContext,
  claimed: OrderPayload,
  customer: OrderCustomer | null = null,
  { visitChannel, synthetic }: PreauthoriseRequestFacts = {},
): Promise<PreauthoriseResponse> {
  const { db, clock, settings } = context;
  const payload = withVerifiedAccount(claimed, customer);
  const existing = await findByClientOrderId(db, payload.clientOrderId);
  if (existing?.state === 'PLACED') throw alreadyPlaced(existing);

  const now = clock.now();
  let priced: { repriced: RepricedBasket; giftCredit: number; paymentType: PaymentType; loyalty: OrderLoyaltyFacts | null };
  try {
    const { repriced, giftCredit, loyalty } = await priceOrder(context, payload, now, isAccountHolderAt(customer, payload.hut.sector), customer?.userId ?? null);
    priced = { repriced, giftCredit, loyalty, paymentType: paymentTypeOf(repriced.hut, payload.payment.type, repriced.price.amountDue, visitChannel) };
  } catch (error) {
    // A checkout trying again: the modal shows the order it is about (spec 2 §2).
    throw existing ? naming(error, { transactionId: existing.transaction_id, customerOrderReference: existing.customer_order_reference }) : error;
  }
  const { repriced, giftCredit, paymentType, loyalty } = priced;
  const amountDue = repriced.price.amountDue;
  const returnPath = safeReturnPath(payload.returnUrl);
  const order: PricedOrder = {
    payload: { ...payload, returnUrl: returnPath },
    accountId: customer?.userId ?? null,
    repriced,
    giftCredit,
    paymentType,
    provider: providerFor(paymentType, payload.hut.sector, amountDue, payload.channel),
    wording: await summaryWording(db, context.loader.version, repriced.hut),
    loyalty,
    testKind: testOrderKind({ hutTest: repriced.hut.test, customerName: payload.customer.name, syntheticHeader: synthetic }),
  };

  let row = existing ? await repriceExisting(db, existing, order) : await insertOrder(db, order);
  if (row.state === 'PLACED') throw alreadyPlaced(row);
  // Lost a race with a concurrent first preauthorise: the winner's row is re-priced the same way.
  if (!existing && row.payment_type !== paymentType) row = await repriceExisting(db, row, order);

  const links = providerLinks({
    provider: order.provider,
    transactionId: row.transaction_id,
    providerOrderId: row.provider_order_id,
    amount: amountOf(row),
    currency: row.currency,
    returnPath,
    secret: settings.sandboxSecret,
    now,
  });
  if (links.tokenValidFrom) {
    // 13-G17: the Microform token's age is the server's to judge too: the sandbox's card field and the
    // place call refuse it MICROFORM_TOKEN_VALIDITY_MS after this answer's tokenValidFrom (TOKEN_EXPIRED).
    await db.updateTable('payments').set({ token_valid_from: now }).where('transaction_id', '=', row.transaction_id).execute();
  }
  return {
    state: 'ORDER_PREAUTHORIZED',
    transactionId: row.transaction_id,
    // Redirect providers (Razorpay, Paytm, PhonePe): their own order id (spec 2 §2).
    orderId: row.provider_order_id ?? row.id,
    customerOrderReference: row.customer_order_reference,
    totalPrice: amountOf(row),
    orderToken: await orderTokenFor(db, row.id),
    ...links,
  };
}
