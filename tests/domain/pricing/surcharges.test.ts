import { describe, expect, it } from 'vitest';
import { applySurcharge, deliverySurcharges, orderValueSurcharge, selectSupplementBand } from '../../../src/domain/pricing';
import type { Surcharge } from '../../../src/domain/pricing/types';
import { FR_HUT, IN_HUT, UK_HUT } from './fixtures';

describe('applySurcharge (spec 1 §4, spec 2 §4)', () => {
  const tip = (amount: number, tippingOption = 'custom'): Surcharge => ({ type: 'driverTip', amount, tippingOption });

  it('replaces any driver tip, and adds one only when its amount is 0 or more', () => {
    const once = applySurcharge([], tip(1));
    expect(applySurcharge(once, tip(2, '10%'))).toEqual([tip(2, '10%')]);
    expect(applySurcharge(once, tip(0))).toEqual([tip(0)]);
    expect(applySurcharge(once, tip(-1))).toEqual([tip(1)]);
    expect(applySurcharge([], tip(-0.5))).toEqual([]);
  });

  it('replaces the payment surcharge on a payment-type change', () => {
    const list = applySurcharge([{ type: 'DELIVERY', amount: 1.99 }], { type: 'paymentSurcharge', amount: 0.5 });
    expect(applySurcharge(list, { type: 'paymentSurcharge', amount: 0.25 })).toEqual([
      { type: 'DELIVERY', amount: 1.99 },
      { type: 'paymentSurcharge', amount: 0.25 },
    ]);
  });

  it('adds priority delivery once', () => {
    const once = applySurcharge([], { type: 'priorityDelivery', amount: 1.49 });
    expect(applySurcharge(once, { type: 'priorityDelivery', amount: 2 })).toEqual([{ type: 'priorityDelivery', amount: 1.49 }]);
  });

  it('replaces delivery supplements by type, in place', () => {
    const list: Surcharge[] = [
      { type: 'deliverySupplement', amount: 1.5 },
      { type: 'DELIVERY', amount: 1.99 },
    ];
    expect(applySurcharge(list, { type: 'deliverySupplement', amount: 0.75 })).toEqual([
      { type: 'deliverySupplement', amount: 0.75 },
      { type: 'DELIVERY', amount: 1.99 },
    ]);
    expect(applySurcharge(list, { type: 'smallOrderSupplement', amount: 1.5 })).toHaveLength(3);
  });

  it('never changes the list it is given', () => {
    const list: Surcharge[] = [tip(1)];
    applySurcharge(list, tip(3));
    expect(list).toEqual([tip(1)]);
  });
});

describe('selectSupplementBand (lower inclusive, upper exclusive)', () => {
  it('finds the band and its price, the account holder’s when signed in', () => {
    expect(selectSupplementBand(UK_HUT.supplements, 0, false)?.price).toBe(1.5);
    expect(selectSupplementBand(UK_HUT.supplements, 19.99, true)?.price).toBe(1);
    expect(selectSupplementBand(UK_HUT.supplements, 20, false)?.price).toBe(0.75);
    expect(selectSupplementBand(UK_HUT.supplements, 29.99, true)?.price).toBe(0.5);
    expect(selectSupplementBand(UK_HUT.supplements, 30, false)).toBeNull();
    expect(selectSupplementBand(FR_HUT.supplements, 5, false)).toBeNull();
  });
});

describe('orderValueSurcharge (max 0 = no upper bound)', () => {
  it('takes the band the value falls in', () => {
    expect(orderValueSurcharge(FR_HUT.variableDeliverySurcharges, 24.99)).toBe(2.5);
    expect(orderValueSurcharge(FR_HUT.variableDeliverySurcharges, 25)).toBe(0);
    expect(orderValueSurcharge(FR_HUT.variableDeliverySurcharges, 1000)).toBe(0);
    expect(orderValueSurcharge(IN_HUT.variableDeliverySurcharges, 499)).toBe(30);
    expect(orderValueSurcharge(UK_HUT.variableDeliverySurcharges, 10)).toBeNull();
  });
});

describe('deliverySurcharges', () => {
  it('UK: supplement band, the flat delivery charge, and the small-order supplement under 15', () => {
    expect(deliverySurcharges(UK_HUT, 14.99, false)).toEqual([
      { type: 'deliverySupplement', amount: 1.5 },
      { type: 'DELIVERY', amount: 1.99 },
      { type: 'smallOrderSupplement', amount: 1.5 },
    ]);
    expect(deliverySurcharges(UK_HUT, 15, true)).toEqual([
      { type: 'deliverySupplement', amount: 1 },
      { type: 'DELIVERY', amount: 1.99 },
    ]);
    expect(deliverySurcharges(UK_HUT, 30, false)).toEqual([{ type: 'DELIVERY', amount: 1.99 }]);
  });

  it('France: the order-value band wins over the flat charge, and a 0 band is free delivery', () => {
    expect(deliverySurcharges(FR_HUT, 19.99, false)).toEqual([
      { type: 'DELIVERY', amount: 2.5 },
      { type: 'smallOrderSupplement', amount: 2 },
    ]);
    expect(deliverySurcharges(FR_HUT, 25, false)).toEqual([]);
  });
});
