import { describe, expect, it } from 'vitest';
import { dealItemTitles, editHref, freeDeliveryBanner, itemDetail, minimumOrderShortfall, surchargeLines } from '../../../src/screens/basket/basket-view';
import { basket, price } from './fixtures';

describe('basket lines (spec 1 §2: deals and items with edit links)', () => {
  const [deal, item] = price().lines;

  it('edits a deal on its deal page, in editing mode under its basket id', () => {
    expect(editHref(deal!, basket)).toBe('/order/deal/?id=meal-for-one&basketId=bd-1&editing=true');
  });

  it('edits an item in the product modal over its menu page (modal, type, subtype, basketItemId)', () => {
    expect(editHref(item!, basket)).toBe('/order/sides/?modal=garlic-bread&type=side&basketItemId=i-3&subtype=bread');
  });

  it('has no edit link for an item no longer in the basket or of an unknown type', () => {
    expect(editHref({ ...item!, id: 'gone' }, basket)).toBeNull();
    const odd = { ...basket, items: { 'i-3': { ...basket.items['i-3']!, item: { type: 'voucher', properties: {} } } } };
    expect(editHref(item!, odd)).toBeNull();
  });

  it("lists a deal's contents in option order, by the stored title or else the product's", () => {
    const productOf = (id: string) => (id === 'cola-500ml' ? { type: 'drink', title: 'Cola (500ml)' } : undefined);
    expect(dealItemTitles(deal!, basket, productOf)).toEqual(['Medium Margherita', 'Cola (500ml)']);
  });
});

describe('free-delivery banner (05-G3, C11, C43)', () => {
  it('shows the engine’s offer for a delivery order, in every market', () => {
    expect(freeDeliveryBanner(price(), 'delivery')).toEqual({ kind: 'supplement', gap: 3.52, from: 1.5, to: 0.75 });
    expect(freeDeliveryBanner(price({ freeDelivery: { kind: 'free', gap: 7 } }), 'delivery')).toEqual({ kind: 'free', gap: 7 });
  });

  it('not for collection, not without an offer', () => {
    expect(freeDeliveryBanner(price(), 'collection')).toBeNull();
    expect(freeDeliveryBanner(price({ freeDelivery: null }), 'delivery')).toBeNull();
    expect(freeDeliveryBanner(price({ freeDelivery: { kind: 'free', gap: 0 } }), 'delivery')).toBeNull();
  });
});

describe('surcharge lines (10-G17: each type its own line, in every market)', () => {
  const surcharges = price({
    surcharges: [
      { type: 'deliverySupplement', amount: 1.5 },
      { type: 'smallOrderSupplement', amount: 1 },
      { type: 'driverTip', amount: 2 },
      { type: 'paymentSurcharge', amount: 0 },
    ],
  });

  it('itemises every non-zero surcharge', () => {
    expect(surchargeLines(surcharges)).toEqual([
      { type: 'deliverySupplement', amount: 1.5 },
      { type: 'smallOrderSupplement', amount: 1 },
      { type: 'driverTip', amount: 2 },
    ]);
  });

  it('France too: 2,50 € delivery and 2,00 € small-order supplement, never one 4,50 € line (walkthrough 12)', () => {
    const france = price({ surcharges: [{ type: 'DELIVERY', amount: 2.5 }, { type: 'smallOrderSupplement', amount: 2 }] });
    expect(surchargeLines(france)).toEqual([
      { type: 'DELIVERY', amount: 2.5 },
      { type: 'smallOrderSupplement', amount: 2 },
    ]);
  });
});

describe('minimum-order shortfall (spec 1 §4 checkout link)', () => {
  it('is the order minimum gap first, then an unmet deal threshold, else nothing', () => {
    expect(minimumOrderShortfall(null)).toBeNull();
    expect(minimumOrderShortfall(price())).toBeNull();
    expect(minimumOrderShortfall(price({ minimumOrder: { kind: 'delivery', minimum: 20, gap: 2.02, surcharge: 0 } }))).toEqual({ gap: 2.02 });
    expect(minimumOrderShortfall(price({ dealThresholdGaps: [{ basketDealId: 'bd-1', dealId: 'd', gap: 5 }] }))).toEqual({ gap: 5 });
    expect(minimumOrderShortfall(price({ minimumOrder: { kind: 'delivery', minimum: 20, gap: 0, surcharge: 0 } }))).toBeNull();
  });
});

describe('item detail under the title', () => {
  const pizza = { id: 'p', dealId: 'ND', item: { type: 'pizza', properties: { id: 'margherita', size: 'large', crust: 'stuffed' } } };
  const side = { id: 's', dealId: 'ND', item: { type: 'side', properties: { id: 'wings', option: 'twelve' } } };

  it("names a pizza's size and crust", () => {
    const product = { type: 'pizza', title: 'Margherita', sizes: [{ id: 'large', name: 'Large' }], crusts: [{ id: 'stuffed', name: 'Stuffed Crust' }] };
    expect(itemDetail(pizza, product)).toBe('Large · Stuffed Crust');
  });

  it('names the option of a product sold in several, nothing for a single one or an unknown product', () => {
    const options = [
      { id: 'six', name: '6 wings' },
      { id: 'twelve', name: '12 wings' },
    ];
    expect(itemDetail(side, { type: 'side', title: 'Wings', options })).toBe('12 wings');
    expect(itemDetail(side, { type: 'side', title: 'Wings', options: options.slice(1) })).toBeNull();
    expect(itemDetail(side, undefined)).toBeNull();
  });
});
