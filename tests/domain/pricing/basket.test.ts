import { describe, expect, it } from 'vitest';
import { priceBasket } from '../../../src/domain/pricing';
import { basketOf, dealItem, FR_HUT, IN_HUT, looseItem, pricingContext, seedCatalogue } from './fixtures';

// Seed prices (uk-1): Margherita large 16.99, Meat Feast (premium) large 19.99, cheesy bites +3.00,
// garlic bread 4.49, fries 3.99, cola 1.5 l 3.79, a dip 0.99; family-feast 34.99; UK hut: minimum
// delivery 10, DELIVERY 1.99, small order 1.50 under 15, supplements 0–20 1.50 (1.00), 20–30 0.75 (0.50).
const uk = seedCatalogue('uk-1');
const largeMargherita = (id = 'p1') => looseItem(id, 'pizza', 'margherita', { size: 'large', crust: 'pan' });
const garlicBread = (id = 's1') => looseItem(id, 'side', 'garlic-bread');

const familyFeast = (basketDealId = 'd1') => [
  dealItem('f1', basketDealId, 0, 'pizza', 'margherita', { size: 'large', crust: 'pan' }),
  dealItem('f2', basketDealId, 0, 'pizza', 'meat-feast', { size: 'large', crust: 'cheesy-bites' }),
  dealItem('f3', basketDealId, 1, 'side', 'garlic-bread'),
  dealItem('f4', basketDealId, 1, 'side', 'fries'),
  dealItem('f5', basketDealId, 2, 'drink', 'cola-1-5l'),
];

describe('priceBasket: lines and totals', () => {
  it('prices items outside deals at their menu prices, with UK delivery surcharges', () => {
    const price = priceBasket(basketOf([largeMargherita()]), uk, pricingContext());
    expect(price.lines).toEqual([
      { kind: 'item', id: 'p1', refId: 'margherita', title: 'Margherita', amount: 16.99, menuAmount: 16.99, itemIds: ['p1'] },
    ]);
    expect(price.lineCount).toBe(1);
    expect(price.subtotal).toBe(16.99);
    expect(price.surcharges).toEqual([
      { type: 'deliverySupplement', amount: 1.5 },
      { type: 'DELIVERY', amount: 1.99 },
    ]);
    expect(price.total).toBe(20.48);
    expect(price.amountDue).toBe(20.48);
    // C11, C43: the £1.99 delivery charge stays at any value, so the banner counts to the band's
    // upper threshold 20 (less the same base the supplement was chosen on) and names the supplement.
    expect(price.freeDelivery).toEqual({ kind: 'supplement', gap: 3.01, from: 1.5, to: 0.75 });
    expect(price.minimumOrder).toBeNull();
    expect(price.errors).toEqual([]);
  });

  it('uses the account holder’s supplement price when signed in', () => {
    const price = priceBasket(basketOf([largeMargherita()]), uk, pricingContext({ accountHolder: true }));
    expect(price.surcharges[0]).toEqual({ type: 'deliverySupplement', amount: 1 });
    expect(price.total).toBe(19.98);
  });

  it('adds the small-order supplement and reports the delivery minimum with its charge', () => {
    const price = priceBasket(basketOf([garlicBread()]), uk, pricingContext());
    expect(price.surcharges.map((surcharge) => surcharge.type)).toEqual(['deliverySupplement', 'DELIVERY', 'smallOrderSupplement']);
    expect(price.total).toBe(9.48);
    expect(price.minimumOrder).toEqual({ kind: 'delivery', minimum: 10, gap: 5.51, surcharge: 1.99 });
  });

  it('charges no delivery surcharges for collection', () => {
    const price = priceBasket(basketOf([garlicBread()]), uk, pricingContext({ disposition: 'collection' }));
    expect(price.surcharges).toEqual([]);
    expect(price.total).toBe(4.49);
    expect(price.minimumOrder).toBeNull();
    expect(price.freeDelivery).toBeNull();
  });

  it('prices a deal line from its items, with what the items cost on the menu and the saving', () => {
    const price = priceBasket(basketOf(familyFeast(), { d1: 'family-feast' }), uk, pricingContext());
    // 34.99 + cheesy bites 3.00 in the extras + premium 2.00 − 0.50 (2.50 in the bundle instead of 3.00).
    expect(price.lines).toEqual([
      { kind: 'deal', id: 'd1', refId: 'family-feast', title: expect.any(String), amount: 39.49, menuAmount: 52.25, itemIds: ['f1', 'f2', 'f3', 'f4', 'f5'] },
    ]);
    expect(price.dealSavings).toBe(12.76);
    expect(price.surcharges).toEqual([{ type: 'DELIVERY', amount: 1.99 }]);
    expect(price.total).toBe(41.48);
    expect(price.freeDelivery).toBeNull();
    expect(price.errors).toEqual([]);
  });

  it('counts a deal once and each item outside deals once', () => {
    const price = priceBasket(basketOf([...familyFeast(), largeMargherita(), garlicBread()], { d1: 'family-feast' }), uk, pricingContext());
    expect(price.lineCount).toBe(3);
    expect(price.subtotal).toBe(60.97);
  });

  it('rounds items to the product decimals and the basket to its own (India)', () => {
    const india = seedCatalogue('in-1');
    const half = looseItem('h', 'pizza', 'margherita', { size: 'medium', secondHalf: { productId: 'veggie-supreme', size: 'medium' } });
    const context = pricingContext({ hut: IN_HUT, decimals: { product: 0, basket: 2 }, loyaltyMinimum: 199 });
    const price = priceBasket(basketOf([looseItem('p', 'pizza', 'margherita', { size: 'medium' })], {}, null, india), india, context);
    // 299 + DELIVERY 30 (band 0–500) + small order 25 (under 300).
    expect(price.total).toBe(354);
    const halved = priceBasket(basketOf([half], {}, null, india), india, context);
    expect(Number.isInteger(halved.lines[0]?.amount)).toBe(true);
  });

  it('France: free delivery from the 25 band up', () => {
    const fr = seedCatalogue('fr-1');
    const items = [looseItem('a', 'pizza', 'margherita', { size: 'large' }), looseItem('b', 'pizza', 'margherita', { size: 'large' })];
    const price = priceBasket(basketOf(items, {}, null, fr), fr, pricingContext({ hut: FR_HUT }));
    expect(price.subtotal).toBe(29.8);
    expect(price.surcharges).toEqual([]);
    expect(price.total).toBe(29.8);
  });

  it('is all zeros for an empty basket, without surcharges', () => {
    const price = priceBasket(basketOf([]), uk, pricingContext());
    expect(price).toMatchObject({ lines: [], lineCount: 0, subtotal: 0, surcharges: [], total: 0, amountDue: 0, freeDelivery: null });
    expect(price.minimumOrder).toMatchObject({ kind: 'delivery', gap: 10 });
  });
});

describe('priceBasket: chosen surcharges and gift cards', () => {
  it('adds the chosen surcharges by the surcharge rules', () => {
    const context = pricingContext({
      chosenSurcharges: [
        { type: 'driverTip', amount: 1, tippingOption: '5%' },
        { type: 'driverTip', amount: 2, tippingOption: '10%' },
        { type: 'driverTip', amount: -1, tippingOption: 'custom' },
        { type: 'paymentSurcharge', amount: 0.5 },
        { type: 'priorityDelivery', amount: 1.49 },
        { type: 'priorityDelivery', amount: 1.49 },
      ],
    });
    const price = priceBasket(basketOf([largeMargherita()]), uk, context);
    expect(price.surcharges.map((surcharge) => [surcharge.type, surcharge.amount])).toEqual([
      ['deliverySupplement', 1.5],
      ['DELIVERY', 1.99],
      ['driverTip', 2],
      ['paymentSurcharge', 0.5],
      ['priorityDelivery', 1.49],
    ]);
    expect(price.total).toBe(24.47);
  });

  it('chooses the supplement on the goods, never on a payment surcharge (C11)', () => {
    const items = [largeMargherita(), looseItem('d', 'dip', 'garlic-herb-dip'), looseItem('e', 'dip', 'bbq-dip')];
    // 18.97 of goods: band 0–20 whatever the payment surcharge.
    const price = priceBasket(basketOf(items), uk, pricingContext({ chosenSurcharges: [{ type: 'paymentSurcharge', amount: 2 }] }));
    expect(price.surcharges[0]).toEqual({ type: 'deliverySupplement', amount: 1.5 });
    expect(price.freeDelivery).toMatchObject({ kind: 'supplement', gap: 1.03 });
  });

  it('takes a gift card’s credit off the amount due, never below zero', () => {
    expect(priceBasket(basketOf([largeMargherita()]), uk, pricingContext({ giftCardCredit: 5 }))).toMatchObject({
      total: 20.48,
      giftCardCredit: 5,
      amountDue: 15.48,
    });
    expect(priceBasket(basketOf([largeMargherita()]), uk, pricingContext({ giftCardCredit: 50 }))).toMatchObject({
      giftCardCredit: 20.48,
      amountDue: 0,
    });
  });

  it('lets a gift voucher deal credit the order but never below zero, without lowering its value', () => {
    const context = pricingContext({ disposition: 'collection' });
    const small = priceBasket(basketOf([garlicBread()], { g: 'gift-voucher-10' }), uk, context);
    expect(small.lines[0]).toMatchObject({ kind: 'deal', amount: -10, menuAmount: -10 });
    expect(small).toMatchObject({ subtotal: -5.51, total: 0, amountDue: 0, dealSavings: 0 });
    const delivered = priceBasket(basketOf([largeMargherita()], { g: 'gift-voucher-10' }), uk, pricingContext());
    // Supplement and minimum on the 16.99 of goods, not on 6.99.
    expect(delivered.surcharges[0]).toEqual({ type: 'deliverySupplement', amount: 1.5 });
    expect(delivered.minimumOrder).toBeNull();
    expect(delivered.total).toBe(10.48);
  });
});

describe('priceBasket: discounts', () => {
  it('spend-and-save: £5 off above £30 (a discount-type deal)', () => {
    const met = priceBasket(basketOf(familyFeast(), { d1: 'family-feast' }, { id: 'spend-and-save', value: 5 }), uk, pricingContext());
    expect(met.discount).toEqual({ id: 'spend-and-save', title: expect.any(String), amount: 5, applicable: true, gap: 0, qualification: 'met' });
    expect(met.total).toBe(36.48);
    const unmet = priceBasket(basketOf([largeMargherita()], {}, { id: 'spend-and-save', value: 5 }), uk, pricingContext());
    expect(unmet.discount).toMatchObject({ amount: 0, applicable: false, gap: 13.01, qualification: 'notMet' });
    expect(unmet.total).toBe(20.48);
  });

  it('sides-25-off: 25 % off the sides its option accepts', () => {
    const price = priceBasket(basketOf([largeMargherita(), garlicBread()], {}, { id: 'sides-25-off', value: 25 }), uk, pricingContext({ disposition: 'collection' }));
    expect(price.discount).toMatchObject({ amount: 1.12, applicable: true });
    expect(price.total).toBe(20.36);
    const none = priceBasket(basketOf([largeMargherita()], {}, { id: 'sides-25-off', value: 25 }), uk, pricingContext({ disposition: 'collection' }));
    // 13-G23: no side in the basket — nothing it counts, so 'no eligible total', not 'spend more'.
    expect(none.discount).toMatchObject({ amount: 0, applicable: false, gap: 0, qualification: 'noEligibleTotal' });
  });

  it('a catalogue discount: 20 % off its discountable types once the basket reaches its threshold', () => {
    const context = pricingContext({ disposition: 'collection' });
    const price = priceBasket(basketOf([largeMargherita(), garlicBread()], {}, { id: 'web-only-20-off', value: 20 }), uk, context);
    expect(price.discount).toMatchObject({ amount: 4.3, applicable: true });
    expect(price.total).toBe(17.18);
    const unmet = priceBasket(basketOf([garlicBread()], {}, { id: 'web-only-20-off', value: 20 }), uk, context);
    expect(unmet.discount).toMatchObject({ amount: 0, applicable: false, gap: 15.51, qualification: 'notMet' });
  });

  it('leaves deal prices, already reduced, out of a discount that lists product types', () => {
    const basket = basketOf([...familyFeast(), garlicBread()], { d1: 'family-feast' }, { id: 'web-only-20-off', value: 20 });
    expect(priceBasket(basket, uk, pricingContext()).discount).toMatchObject({ amount: 0.9, applicable: true });
  });

  it('a free-item discount takes the item off, up to its value', () => {
    const context = pricingContext({ disposition: 'collection' });
    const items = [largeMargherita(), largeMargherita('p2'), garlicBread()];
    const price = priceBasket(basketOf(items, {}, { id: 'free-garlic-bread', value: 4.49 }), uk, context);
    expect(price.discount).toMatchObject({ amount: 4.49, applicable: true });
  });

  it('measures supplements and the minimum after the discount', () => {
    const items = [largeMargherita(), garlicBread()];
    const price = priceBasket(basketOf(items, {}, { id: 'web-only-20-off', value: 20 }), uk, pricingContext());
    // 21.48 − 4.30 = 17.18: band 0–20 again.
    expect(price.surcharges[0]).toEqual({ type: 'deliverySupplement', amount: 1.5 });
    expect(price.freeDelivery).toMatchObject({ kind: 'supplement', gap: 2.82 });
  });

  it('reports a discount the catalogue does not know', () => {
    const price = priceBasket(basketOf([largeMargherita()], {}, { id: 'gone', value: 5 }), uk, pricingContext());
    expect(price.discount).toMatchObject({ id: 'gone', amount: 0, applicable: false, qualification: 'notApplicable' });
    expect(price.errors).toEqual([{ code: 'unknown-deal', lineId: 'gone', message: 'unknown discount gone' }]);
  });
});

describe('priceBasket: thresholds, loyalty and errors', () => {
  it('reports a deal whose threshold the rest of the basket does not reach', () => {
    const basket = basketOf([largeMargherita(), dealItem('dip', 'fd', 0, 'dip', 'garlic-herb-dip')], { fd: 'free-dip' });
    expect(priceBasket(basket, uk, pricingContext()).dealThresholdGaps).toEqual([{ basketDealId: 'fd', dealId: 'free-dip', gap: 8.01 }]);
    const enough = basketOf([largeMargherita(), largeMargherita('p2'), dealItem('dip', 'fd', 0, 'dip', 'garlic-herb-dip')], { fd: 'free-dip' });
    expect(priceBasket(enough, uk, pricingContext()).dealThresholdGaps).toEqual([]);
  });

  it('raises the delivery minimum to the loyalty minimum with a loyalty deal in the basket', () => {
    const basket = basketOf([garlicBread(), dealItem('r', 'rw', 0, 'side', 'fries')], { rw: 'reward-free-side' });
    const price = priceBasket(basket, uk, pricingContext({ loyaltyMinimum: 12 }));
    expect(price.lines.find((line) => line.id === 'rw')?.amount).toBe(0);
    expect(price.minimumOrder).toMatchObject({ kind: 'loyalty', minimum: 12, gap: 7.51 });
  });

  it('falls back to stored prices for unknown products and deals, with errors', () => {
    const basket = basketOf([looseItem('x', 'side', 'gone', { price: 3.5 })], {});
    const price = priceBasket(
      { ...basket, deals: { d: { id: 'd', deal: { id: 'old-deal', price: 9.99, type: 'deal' } } }, items: { ...basket.items, i: dealItem('i', 'd', 0, 'side', 'fries') } },
      uk,
      pricingContext(),
    );
    expect(price.lines.map((line) => [line.id, line.amount])).toEqual([
      ['d', 9.99],
      ['x', 3.5],
    ]);
    expect(price.errors.map((error) => [error.code, error.lineId])).toEqual([
      ['unknown-deal', 'd'],
      ['unknown-product', 'x'],
    ]);
  });

  it('reports an incomplete deal and an item that does not fit its option', () => {
    const missing = priceBasket(basketOf(familyFeast().slice(1), { d1: 'family-feast' }), uk, pricingContext());
    expect(missing.errors).toEqual([expect.objectContaining({ code: 'deal-incomplete', lineId: 'd1' })]);
    const wrong = familyFeast();
    wrong[0] = dealItem('f1', 'd1', 0, 'pizza', 'margherita', { size: 'medium' });
    const misfit = priceBasket(basketOf(wrong, { d1: 'family-feast' }), uk, pricingContext());
    expect(misfit.errors).toEqual([expect.objectContaining({ code: 'invalid-configuration', lineId: 'f1' })]);
  });

  it('prices an item whose deal is not in the basket as an item outside deals', () => {
    const stray = dealItem('s', 'no-such-deal', 0, 'side', 'garlic-bread');
    expect(priceBasket(basketOf([stray]), uk, pricingContext()).lines).toEqual([expect.objectContaining({ kind: 'item', id: 's', amount: 4.49 })]);
  });

  it('finds an item’s option when it carries no optionIndex', () => {
    const items = familyFeast().map((item) => {
      const { optionIndex: _optionIndex, ...properties } = item.item.properties;
      return { ...item, item: { ...item.item, properties } };
    });
    const price = priceBasket(basketOf(items, { d1: 'family-feast' }), uk, pricingContext());
    expect(price.lines[0]?.amount).toBe(39.49);
    expect(price.errors).toEqual([]);
  });
});
