import { describe, expect, it } from 'vitest';
import { buildOrderPayload, type OrderPayloadInputs } from '../../../src/domain/checkout/order-payload';
import { checkoutForm } from './form';

// The order payload (spec 2 §3 "Place order payload") as a pure mapping. The first case carries the
// assertions tests/atoms/order-submit.test.ts makes of the payload the pay click sends.

const CLIENT_ORDER_ID = 'c0ffee00-0000-4000-8000-000000000000';

function inputs(fields: Partial<OrderPayloadInputs<unknown[]>> = {}): OrderPayloadInputs<unknown[]> {
  return {
    clientOrderId: CLIENT_ORDER_ID,
    market: 'UK',
    basketDecimals: 2,
    currency: 'GBP',
    hut: { id: '1101', sector: 'uk-1', tradezoneId: 'tz-1' },
    disposition: 'delivery',
    price: {
      subtotal: 18.99,
      dealSavings: 0,
      discount: null,
      surcharges: [
        { type: 'DELIVERY', amount: 1.1 },
        { type: 'driverTip', amount: 0.2, tippingOption: '10%' },
      ],
      tax: { included: true, lines: [{ id: 'VAT', rate: 0.2, amount: 3.38 }], amount: 3.38, added: 0 },
      total: 20.29,
      amountDue: 20.29,
      giftCardCredit: 0,
    },
    deals: [],
    basketDiscount: null,
    form: checkoutForm({
      name: 'Ann Example',
      phone: '07700 900123',
      email: 'ann@example.com',
      addressLine1: '1 High Street',
      postcode: 'NW1 8QP',
      paymentType: 'cash',
    }),
    session: { dispositionWhen: 'asap', dispositionTime: null, selectedLanguage: null },
    credits: { voucher: null, giftCard: null },
    reservation: null,
    utm: null,
    eta: null,
    kiosk: false,
    dealbotOn: false,
    accountHolder: false,
    returnUrl: '/order/card-details/',
    ...fields,
  };
}

describe('buildOrderPayload', () => {
  it('maps the priced basket, the form and the session (the pay click sends this to preauthorise)', () => {
    const payload = buildOrderPayload(inputs());
    expect(payload).toMatchObject({
      version: '1.0',
      hut: { id: '1101', sector: 'uk-1' },
      customer: { name: 'Ann Example', email: 'ann@example.com' },
      payment: { type: 'cash', currency: 'GBP', credits: [] },
      disposition: { type: 'delivery', when: 'asap' },
      returnUrl: '/order/card-details/',
    });
    expect(payload.clientOrderId).toBe(CLIENT_ORDER_ID);
    expect(payload.payment.amount).toBeGreaterThan(0);
    // The breakdown's surcharges are summed and rounded like the server's (1.1 + 0.2 drifts in floats).
    expect(payload.payment.breakdown).toEqual({ subtotal: 18.99, dealSavings: 0, discount: 0, surcharges: 1.3, tax: 3.38, taxIncluded: true, taxes: [{ id: 'VAT', rate: 0.2, amount: 3.38 }], grossTotal: 20.29, payLaterSurcharge: 0 });
    expect(payload).not.toHaveProperty('channel');
  });

  it('a kiosk sends a name only and no marketing consent; collection carries curbside', () => {
    const payload = buildOrderPayload(inputs({ kiosk: true, disposition: 'collection' }));
    expect(payload.channel).toBe('kiosk');
    expect(payload.customer).not.toHaveProperty('phone');
    expect(payload.customer).not.toHaveProperty('email');
    expect(payload.customer.marketing).toEqual({ all: false });
    expect(payload.disposition).toEqual({ type: 'collection', when: 'asap', time: null, isCurbside: false });
  });

  it('a scheduled time, a gift card, a voucher, the ETA and a priority reservation travel with the order', () => {
    const base = inputs();
    const payload = buildOrderPayload(
      inputs({
        session: { dispositionWhen: 'scheduled', dispositionTime: 1_750_272_000_000, selectedLanguage: null },
        price: { ...base.price, giftCardCredit: 5, amountDue: 15.29 },
        credits: { voucher: { id: 'V10', type: 'discount' }, giftCard: { number: '6077091453416533', pin: '1234' } },
        eta: { exact: 35, range: [30, 45] },
        reservation: { id: 'R1', hutId: '1101' },
        form: { ...base.form, priorityDelivery: true, paymentType: 'card' },
      }),
    );
    expect(payload.disposition).toEqual({ type: 'delivery', when: 'scheduled', time: 1_750_272_000_000 });
    expect(payload.payment).toMatchObject({
      type: 'card',
      amount: 15.29,
      credits: [{ type: 'giftcard', cardNumber: '6077091453416533', cardPin: '1234', amount: 5 }],
    });
    expect(payload.voucher).toEqual({ id: 'V10', discountType: 'discount' });
    expect(payload).toMatchObject({ eta: 35, etaRange: { min: 30, max: 45 }, priorityDeliveryReservation: { id: 'R1', hutId: '1101' } });
  });

  it('nothing left to pay is paid in cash', () => {
    const base = inputs();
    const payload = buildOrderPayload(inputs({ price: { ...base.price, amountDue: 0 }, form: { ...base.form, paymentType: 'card' } }));
    expect(payload.payment.type).toBe('cash');
  });
});

describe('Hut Rewards in the order (S2 §3, 12-G12)', () => {
  it('carries `loyalty` only when the basket holds a reward, and each reward deal its redeemable_id', async () => {
    const { dealGroups } = await import('../../../src/domain/basket/wire');
    const groups = dealGroups({
      deals: {
        b1: { id: 'b1', deal: { id: 'reward-free-side', price: 0, redeemId: 'uk-free-side', type: 'deal' } },
        b2: { id: 'b2', deal: { id: 'bogof', price: 20, type: 'deal' } },
      },
      items: {},
      discount: null,
    });
    expect(groups.map((group) => group.redeemable_id)).toEqual(['uk-free-side', undefined]);
    expect(groups[1]).not.toHaveProperty('redeemable_id');

    const payload = buildOrderPayload(inputs({ deals: groups, loyalty: { loyaltyProviderAuthToken: 'lp.token', points: 5 } }));
    expect(payload.loyalty).toEqual({ loyaltyProviderAuthToken: 'lp.token', points: 5 });
    expect(payload.deals).toBe(groups);
    expect(buildOrderPayload(inputs({ loyalty: null }))).not.toHaveProperty('loyalty');
    expect(buildOrderPayload(inputs())).not.toHaveProperty('loyalty');
  });
});
