// An order as GET /v2/orders/orders/{id}/summary and /state answer it (src/api/contract/orders.ts):
// uk-1 Camden, placed at the tests' fixed time 2025-06-18T18:20:00Z (19:20 in London), promised 19:50.
import type { OrderState, OrderSummary, TrackingStatus } from '../../../src/api/contract/orders';
import type { LastOrderRecord } from '../../../src/db/records';

export const PLACED_AT = Date.parse('2025-06-18T18:20:00Z');
export const PROMISED = Date.parse('2025-06-18T18:50:00Z');
export const TRANSACTION_ID = 'tx-1101-0001';
/** The place answer's order token, kept with the last order (issue 12). */
export const ORDER_TOKEN = 'b3JkZXItdG9rZW4tZm9yLW9yZC0x';

const STEP: Record<string, number> = { CONFIRMED: 1, PREPARING: 1, COOKING: 2, DISPATCHED: 3, ALMOST_ARRIVED: 3, READY: 3, DELIVERED: 4, FAILED: 4 };

export function orderState(status: TrackingStatus, updatedAt = PLACED_AT): OrderState {
  return {
    orderId: 'ord-1',
    transactionId: TRANSACTION_ID,
    orderStatus: status,
    trackerStep: STEP[status] ?? 0,
    eta: { exact: PROMISED, range: { from: PROMISED - 5 * 60_000, to: PROMISED + 5 * 60_000 } },
    orderTimeUTC: PLACED_AT,
    acceptedTime: status === 'CONFIRMING' ? null : PLACED_AT + 30_000,
    latestTrackingInfo: { order_status: status, updatedAt },
  };
}

export function orderSummary(status: TrackingStatus = 'CONFIRMED', overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    orderId: 'ord-1',
    transactionId: TRANSACTION_ID,
    customerOrderReference: '4821',
    hut: { id: '1101', sector: 'uk-1', name: 'London - Camden', phone: '020 7946 0101', address: '1 Camden High Street, London NW1 8QP' },
    disposition: { type: 'delivery', when: 'asap' },
    customer: { name: 'Ada', deliveryAddress: { address: '10 Agar Grove', postcode: 'NW19SL' } },
    lines: [
      { title: 'Margherita', quantity: 1, price: 16.99, details: ['Large', 'Pan'], items: [] },
      { title: 'Garlic bread', quantity: 2, price: 9.98, details: [], items: [] },
    ],
    breakdown: { subtotal: 26.97, dealSavings: 0, discount: 0, surcharges: 1.99, tax: 4.83, taxIncluded: true, taxes: [{ id: 'VAT', rate: 0.2, amount: 4.83 }], grossTotal: 28.96 },
    surcharges: [{ type: 'DELIVERY', amount: 1.99 }],
    payment: { type: 'card', amount: 28.96, currency: 'GBP', credits: 0, nothingToPay: false },
    placedAt: PLACED_AT,
    promisedTime: PROMISED,
    state: orderState(status),
    ...overrides,
  };
}

export function lastOrder(overrides: Partial<LastOrderRecord> = {}): LastOrderRecord {
  return {
    transactionId: TRANSACTION_ID,
    orderId: 'ord-1',
    customerOrderReference: '4821',
    promisedDeliveryTime: PROMISED,
    placedAt: PLACED_AT,
    hut: { hutId: '1101', sector: 'uk-1' },
    etaType: 'delivery',
    summary: null,
    state: null,
    stateUpdatedAt: null,
    orderToken: ORDER_TOKEN,
    ...overrides,
  };
}
