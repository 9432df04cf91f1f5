import type { BasketPrice, PricingBasket } from '../../../src/domain/pricing/types';
import type { BasketActions, BasketModel } from '../../../src/screens/basket/model';

/** A two-line basket: a meal deal (a pizza and a drink) and a loose garlic bread. */
export const basket: PricingBasket = {
  expires: null,
  discount: null,
  deals: { 'bd-1': { id: 'bd-1', deal: { id: 'meal-for-one', price: 11.99, type: 'deal' } } },
  items: {
    'i-1': {
      id: 'i-1',
      dealId: 'bd-1',
      item: { type: 'drink', properties: { id: 'cola-500ml', optionIndex: 1 } },
    },
    'i-2': {
      id: 'i-2',
      dealId: 'bd-1',
      item: { type: 'pizza', properties: { id: 'margherita', title: 'Medium Margherita', optionIndex: 0 } },
    },
    'i-3': { id: 'i-3', dealId: 'ND', item: { type: 'side', properties: { id: 'garlic-bread', subtype: 'bread', option: 'four' } } },
  },
};

export function price(overrides: Partial<BasketPrice> = {}): BasketPrice {
  return {
    lines: [
      { kind: 'deal', id: 'bd-1', refId: 'meal-for-one', title: 'Meal for one', amount: 11.99, menuAmount: 15.48, itemIds: ['i-1', 'i-2'] },
      { kind: 'item', id: 'i-3', refId: 'garlic-bread', title: 'Garlic bread', amount: 4.49, menuAmount: 4.49, itemIds: ['i-3'] },
    ],
    lineCount: 2,
    subtotal: 16.48,
    dealSavings: 3.49,
    discount: null,
    surcharges: [{ type: 'deliverySupplement', amount: 1.5 }],
    total: 17.98,
    giftCardCredit: 0,
    amountDue: 17.98,
    minimumOrder: null,
    dealThresholdGaps: [],
    freeDelivery: { kind: 'supplement', gap: 3.52, from: 1.5, to: 0.75 },
    // UK: VAT inside the prices, one sixth of 17.98 at 20 %.
    tax: { included: true, lines: [{ id: 'VAT', rate: 0.2, amount: 3 }], amount: 3, added: 0 },
    errors: [],
    ...overrides,
  };
}

export function model(overrides: Partial<BasketModel> = {}): BasketModel {
  return {
    basket,
    price: price(),
    pending: false,
    error: null,
    sector: 'uk-1',
    market: 'UK',
    paymentTypes: ['card', 'cash', 'paypal', 'googlePay', 'applePay'],
    disposition: 'delivery',
    etaMinutes: 25,
    canSwitch: true,
    dealbot: { available: true, on: false, busy: false, status: 'resting', savings: 0, confirmingOff: false, welcome: false },
    upsells: [],
    crossSells: [],
    offline: false,
    checkout: { disabled: false, action: 'checkout' },
    tax: { label: 'VAT', included: true },
    menuTabs: ['deals', 'pizzas', 'sides', 'drinks'],
    incentive: null,
    productOf: (id) =>
      id === 'cola-500ml'
        ? { type: 'drink', title: 'Cola (500ml)' }
        : id === 'garlic-bread'
          ? { type: 'side', title: 'Garlic bread', options: [{ id: 'four', name: '4 slices' }, { id: 'eight', name: '8 slices' }] }
          : undefined,
    dealTitle: (id) => (id === 'meal-for-one' ? 'Meal for one' : id),
    ...overrides,
  };
}

export function actions(spy: (name: string, ...args: unknown[]) => void): BasketActions {
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      spy(name, ...args);
  return {
    remove: record('remove'),
    changeQuantity: record('changeQuantity'),
    switchDisposition: record('switchDisposition'),
    setDealbot: record('setDealbot'),
    confirmDealbotOff: record('confirmDealbotOff'),
    dismissDealbotWelcome: record('dismissDealbotWelcome'),
    restDealbot: record('restDealbot'),
    addUpsell: record('addUpsell'),
    dismissUpsell: record('dismissUpsell'),
    checkout: record('checkout'),
    close: record('close'),
  };
}
