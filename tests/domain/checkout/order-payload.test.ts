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

describe('isMobileApp (S2 §3, 14-G28)', () => {
  it('is false on the web and true inside the mobile-app wrapper', () => {
    expect(buildOrderPayload(inputs()).isMobileApp).toBe(false);
    expect(buildOrderPayload(inputs({ isMobileApp: true })).isMobileApp).toBe(true);
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

describe('13-G1 India order fields, 13-G3 discount and provider objects (S2 §3)', () => {
  const discounted = {
    ...inputs().price,
    discount: { id: 'web-only-20-off', title: '20% off online', amount: 3.8, applicable: true, gap: 0 },
    total: 16.49,
    amountDue: 16.49,
  };

  it('the discount carries its catalogue rule, value, scope and options, and the amount the price takes off', () => {
    const payload = buildOrderPayload(
      inputs({
        price: discounted,
        basketDiscount: { id: 'web-only-20-off', value: 0 },
        discountRecord: { rule: 'percentage', value: 20, discountable: ['pizza'], options: [{ type: 'side', entities: ['garlic-bread'] }] },
      }),
    );
    expect(payload.discount).toEqual({ id: 'web-only-20-off', rule: 'percentage', value: 20, amount: 3.8, discountable: ['pizza'], options: [{ type: 'side', entities: ['garlic-bread'] }] });
  });

  it('without the catalogue record, the amount is still sent (and as the value, as before)', () => {
    const payload = buildOrderPayload(inputs({ price: discounted, basketDiscount: { id: 'web-only-20-off', value: 0 } }));
    expect(payload.discount).toEqual({ id: 'web-only-20-off', value: 3.8, amount: 3.8 });
  });

  it.each([
    ['applePay', 'UK', 'applePay'],
    ['googlePay', 'UK', 'googlePay'],
    ['googlePay3DS', 'UK', 'googlePay'],
    ['paypal', 'FR', 'paypal'],
    ['visaCheckout', 'UK', 'visaCheckout'],
    ['card', 'CA', 'microform'],
    ['razorpay', 'IN', 'razorpay'],
    ['phone-pe', 'IN', 'phonePe'],
  ] as const)('%s in %s sends payment.%s {origin: the page origin}', (type, market, key) => {
    const payload = buildOrderPayload(inputs({ market, origin: 'https://order.example', form: { ...inputs().form, paymentType: type } }));
    expect(payload.payment).toHaveProperty(key, { origin: 'https://order.example' });
  });

  it('issue 16: a wallet with no typed e-mail sends none (the wallet gives it); a card or a typed e-mail sends the field', () => {
    const form = inputs().form;
    for (const type of ['applePay', 'googlePay3DS', 'paypal', 'googlePay'] as const) {
      expect(buildOrderPayload(inputs({ form: { ...form, email: '', paymentType: type } })).customer, type).not.toHaveProperty('email');
      expect(buildOrderPayload(inputs({ form: { ...form, email: ' ann@example.com ', paymentType: type } })).customer.email).toBe('ann@example.com');
    }
    expect(buildOrderPayload(inputs({ form: { ...form, email: '', paymentType: 'card' } })).customer).toHaveProperty('email', '');
  });

  it('a UK card and cash carry no provider object; neither does an order without an origin', () => {
    expect(Object.keys(buildOrderPayload(inputs({ origin: 'https://order.example', form: { ...inputs().form, paymentType: 'card' } })).payment).sort()).toEqual(['amount', 'breakdown', 'credits', 'currency', 'type']);
    expect(Object.keys(buildOrderPayload(inputs({ origin: 'https://order.example' })).payment)).not.toContain('applePay');
    expect(buildOrderPayload(inputs({ form: { ...inputs().form, paymentType: 'applePay' } })).payment).not.toHaveProperty('applePay');
  });

  it('India sends checkoutDetails, totalPrice (the amount due) and etaType; the UK does not', () => {
    const india = buildOrderPayload(
      inputs({ market: 'IN', currency: 'INR', disposition: 'collection', form: { ...inputs().form, name: '', firstName: ' Asha ', lastName: 'Rao', paymentType: 'razorpay' } }),
    );
    expect(india.checkoutDetails).toEqual({ name: 'Asha Rao', firstName: 'Asha', lastName: 'Rao' });
    expect(india.totalPrice).toBe(20.29);
    expect(india.etaType).toBe('collection');
    const uk = buildOrderPayload(inputs());
    expect(uk).not.toHaveProperty('checkoutDetails');
    expect(uk).not.toHaveProperty('totalPrice');
    expect(uk).not.toHaveProperty('etaType');
  });
});
