import type { ColumnType, Generated } from 'kysely';
import type { PriceBreakdown } from '../../src/api/contract/basket';
import type { OrderPayload } from '../../src/api/contract/orders';
import type { OrderSummary } from '../../src/api/contract/orders';
import type { OrderLoyaltyFacts } from './schema-loyalty';
import type { TestOrderKind } from '../../src/domain/checkout/test-orders';

/**
 * Tables of orders and their payments (migrations 0004, 0007). Money columns are numeric: both drivers
 * read them as strings (exact decimals), so reads go through Number() at the edge (services/orders/store.ts).
 */
type Json<T> = ColumnType<T, string, string>;
type Money = ColumnType<string, number, number>;
type Timestamp = ColumnType<Date, Date, Date>;

export type OrderState = 'PREAUTHORIZED' | 'PLACED' | 'FAILED' | 'ABANDONED';
export type PaymentStatus = 'pending' | 'authorised' | 'declined' | 'failed' | 'cancelled';

export interface OrdersTable {
  /** 'ORD-…'. */
  id: string;
  transaction_id: string;
  /** The page's idempotency key (a uuid made once per checkout attempt). */
  client_order_id: string;
  /** Short human code for the phone, e.g. 'UK-1101-4F7K2'. */
  customer_order_reference: string;
  sector: string;
  hut_id: string;
  state: OrderState;
  /** The payment type actually used (cash when nothing is left to pay, spec 2 §5). */
  payment_type: string;
  /** Which sandbox provider takes the payment: worldpay, hipay, microform, razorpay, …, none. */
  provider: string;
  /** Redirect providers: their own order id ('order_…'). */
  provider_order_id: string | null;
  /** Amount due after credits. */
  amount: Money;
  currency: string;
  /** Gift-card credit taken off. */
  credits: ColumnType<string, number | undefined, number>;
  payload: Json<OrderPayload>;
  breakdown: Json<PriceBreakdown>;
  lines: Json<OrderSummary['lines']>;
  surcharges: Json<OrderSummary['surcharges']>;
  disposition: Json<OrderPayload['disposition']>;
  customer: Json<OrderPayload['customer']>;
  eta_type: 'delivery' | 'collection';
  promised_time: Timestamp | null;
  /** Store clock (STORE_FIXED_TIME in tests and e2e). */
  placed_at: Timestamp | null;
  /** Wall clock: drives the sandbox kitchen. */
  placed_real_at: Timestamp | null;
  /** Migration 0011 (10-G22): the development kitchen failed the order; its state is FAILED from then on. */
  kitchen_failed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Migration 0015 (11-G30): the account of the verified id token the order was placed with; null for guests. */
  account_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0021 (issue 15): the member and rewards preauthorise verified; null: no member's order. */
  loyalty: ColumnType<OrderLoyaltyFacts | null, string | null | undefined, string | null>;
  /** Migration 0024 (13-G26): why this is a test order (test hut, test customer name, synthetic traffic); null: a real order. */
  test_kind: ColumnType<TestOrderKind | null, TestOrderKind | null | undefined, TestOrderKind | null>;
  created_at: Generated<Date>;
}

export interface PaymentsTable {
  transaction_id: string;
  status: PaymentStatus;
  method: string;
  last4: string | null;
  /** The sandbox card needed a 3-D-secure challenge (payer-auth step-up). */
  challenge: Generated<boolean>;
  updated_at: Generated<Date>;
  /** What the provider authorised (migration 0007): null until it authorises, cleared when the order's amount changes. */
  authorised_amount: ColumnType<string | null, number | null | undefined, number | null>;
  authorised_currency: string | null;
  /** Redirect providers: the provider order the authorisation belongs to. */
  provider_order_id: string | null;
  /** Migration 0025 (13-G17): when preauthorise last gave a Microform token (its tokenValidFrom). */
  token_valid_from: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface OrderTables {
  orders: OrdersTable;
  payments: PaymentsTable;
}
