import { DEFAULT_CHECKOUT_FORM } from '../../../src/db/defaults';
import type { CheckoutForm } from '../../../src/db/records';
import type { BasketPrice } from '../../../src/domain/pricing/types';
import type { CheckoutActions, CheckoutModel } from '../../../src/screens/checkout/model';

/** A UK delivery basket at London - Camden: £20.00 of goods, a £1.50 supplement. */
export function price(overrides: Partial<BasketPrice> = {}): BasketPrice {
  return {
    lines: [{ kind: 'item', id: 'i-1', refId: 'margherita', title: 'Large Margherita', amount: 20, menuAmount: 20, itemIds: ['i-1'] }],
    lineCount: 1,
    subtotal: 20,
    dealSavings: 0,
    discount: null,
    surcharges: [{ type: 'deliverySupplement', amount: 1.5 }],
    total: 21.5,
    giftCardCredit: 0,
    amountDue: 21.5,
    minimumOrder: null,
    dealThresholdGaps: [],
    freeDelivery: null,
    tax: { included: true, lines: [], amount: 0, added: 0 },
    errors: [],
    ...overrides,
  };
}

export function form(overrides: Partial<CheckoutForm> = {}): CheckoutForm {
  return { ...DEFAULT_CHECKOUT_FORM, ...overrides };
}

/** A form the UK validation accepts. */
export const validUkForm = form({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '020 7946 0958',
  addressLine1: '12 Camden High Street',
  postcode: 'NW1 8QP',
  paymentType: 'card',
});

export function model(overrides: Partial<CheckoutModel> = {}): CheckoutModel {
  return {
    market: 'UK',
    sector: 'uk-1',
    hut: { id: '1101', sector: 'uk-1', name: 'London - Camden', phone: '020 7946 0000' },
    disposition: 'delivery',
    scheduledTime: null,
    sessionAddress: null,
    form: form(),
    password: '',
    price: price(),
    pricePending: false,
    payments: [
      { type: 'card', disabledReason: null },
      { type: 'paypal', disabledReason: null },
      { type: 'cash', disabledReason: null },
    ],
    cashMaximum: 50,
    tipping: true,
    priority: { offered: false, reservation: null },
    instructionsMax: 100,
    marketingConsent: 'opt-in',
    postcodeCheck: 'ok',
    postcodeChecking: false,
    offline: false,
    busy: false,
    development: false,
    ...overrides,
  };
}

/** Actions that record their calls; `submit` answers 'redirected' (the order flow's part). */
export function actions(record: (...call: [string, ...unknown[]]) => void): CheckoutActions {
  return {
    change: (patch) => record('change', patch),
    setPassword: (password) => record('setPassword', password),
    setPriority: async (on) => {
      record('setPriority', on);
      return on ? 'reserved' : 'released';
    },
    submit: async () => {
      record('submit');
      return 'redirected';
    },
  };
}
