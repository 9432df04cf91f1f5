import { describe, expect, it } from 'vitest';
import { deliveryStepLabel } from '../../../src/domain/checkout/tracking';
import { parseOrderSummaryQuery } from '../../../src/screens/order-summary/query';

describe('order-summary query values (10-G24)', () => {
  it('t picks the ETA type; any other value is ignored', () => {
    expect(parseOrderSummaryQuery(new URLSearchParams('transactionId=TX-1&t=collection'))).toEqual({ transactionId: 'TX-1', etaType: 'collection' });
    expect(parseOrderSummaryQuery(new URLSearchParams('t=delivery')).etaType).toBe('delivery');
    expect(parseOrderSummaryQuery(new URLSearchParams('t=teleport')).etaType).toBeNull();
  });

  it('isV2 is accepted and ignored: the reading is the same with or without it', () => {
    const plain = parseOrderSummaryQuery(new URLSearchParams('transactionId=TX-1&t=delivery'));
    expect(parseOrderSummaryQuery(new URLSearchParams('transactionId=TX-1&t=delivery&isV2=true'))).toEqual(plain);
    expect(parseOrderSummaryQuery(new URLSearchParams('transactionId=TX-1&t=delivery&isV2=false'))).toEqual(plain);
  });
});

describe('tracker labels inside the delivery step (10-G22)', () => {
  it("says 'with you soon' when dispatched and 'driver nearby' when almost there, for deliveries only", () => {
    expect(deliveryStepLabel('DISPATCHED', 'delivery')).toBe('withYouSoon');
    expect(deliveryStepLabel('ALMOST_ARRIVED', 'delivery')).toBe('driverNearby');
    expect(deliveryStepLabel('READY_DELIVERY', 'delivery')).toBe('delivery');
    expect(deliveryStepLabel('READY', 'collection')).toBe('ready');
    expect(deliveryStepLabel(null, 'delivery')).toBe('delivery');
  });
});
