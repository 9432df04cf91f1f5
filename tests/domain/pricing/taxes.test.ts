import { describe, expect, it } from 'vitest';
import { caHuts } from '../../../server/db/seed/huts/ca';
import { marketConfig } from '../../../src/domain/markets';
import { priceBasket } from '../../../src/domain/pricing';
import { freeDeliveryOffer } from '../../../src/domain/pricing/surcharges';
import { allocateDiscount, computeTax, formatTaxRate, taxRegimeOf } from '../../../src/domain/pricing/taxes';
import { basketOf, FR_HUT, IN_HUT, looseItem, pricingContext, seedCatalogue, seededHutRules, UK_HUT } from './fixtures';

// 10-G12: the rate table, the computation and the rounding, with worked numbers.
const ON = taxRegimeOf({ market: 'CA', region: 'ON' });
const QC = taxRegimeOf({ market: 'CA', region: 'QC' });
const UK = taxRegimeOf({ market: 'UK', region: null });

describe('taxRegimeOf: one table per market and province', () => {
  it('UK VAT 20 %, France TVA 10 % on restaurant food, India GST 5 %: included in prices', () => {
    expect(UK).toEqual({ included: true, components: [{ id: 'VAT', rates: { standard: 0.2, reduced: 0.05, zero: 0 } }] });
    expect(taxRegimeOf({ market: 'FR', region: 'Île-de-France' }).components[0]?.rates.reduced).toBe(0.1);
    expect(taxRegimeOf({ market: 'IN', region: 'Delhi' })).toMatchObject({ included: true, components: [{ id: 'GST', rates: { standard: 0.05 } }] });
  });

  it('Canada adds the province’s taxes: HST in Ontario, GST + QST in Québec, GST only in BC and Alberta', () => {
    expect(ON).toMatchObject({ included: false, components: [{ id: 'HST', rates: { standard: 0.13, zero: 0 } }] });
    expect(QC.components.map((component) => [component.id, component.rates.standard])).toEqual([
      ['GST', 0.05],
      ['QST', 0.09975],
    ]);
    // BC PST does not apply to restaurant meals.
    expect(taxRegimeOf({ market: 'CA', region: 'BC' }).components.map((component) => component.id)).toEqual(['GST']);
    expect(taxRegimeOf({ market: 'CA', region: 'AB' }).components.map((component) => component.id)).toEqual(['GST']);
  });

  it('reads a province spelt out, and charges GST alone where the province is unknown', () => {
    expect(taxRegimeOf({ market: 'CA', region: 'Ontario' })).toEqual(ON);
    expect(taxRegimeOf({ market: 'CA', region: 'Québec' })).toEqual(QC);
    expect(taxRegimeOf({ market: 'CA', region: null }).components.map((component) => component.id)).toEqual(['GST']);
  });

  it('agrees with every market record on whether prices include tax (the basket’s wording reads the record)', () => {
    for (const market of ['UK', 'FR', 'IN', 'CA'] as const) {
      expect(taxRegimeOf({ market, region: 'ON' }).included, market).toBe(marketConfig(market).tax.pricesIncludeTax);
    }
  });
});

describe('computeTax', () => {
  it('adds HST to the walkthrough’s pre-tax C$24.23: 3.1499 → 3.15', () => {
    expect(computeTax(ON, [{ amount: 24.23, code: 'standard' }], 2)).toEqual({
      included: false,
      lines: [{ id: 'HST', rate: 0.13, amount: 3.15 }],
      amount: 3.15,
      added: 3.15,
    });
  });

  it('takes included VAT as a sixth of the gross: £20.48 holds £3.41', () => {
    expect(computeTax(UK, [{ amount: 20.48, code: 'standard' }], 2)).toMatchObject({ included: true, amount: 3.41, added: 0 });
  });

  it('rounds once per order, half up: ten C$0.99 dips carry 1.287 → 1.29 of HST, not 10 × 0.13', () => {
    const dips = Array.from({ length: 10 }, () => ({ amount: 0.99, code: 'standard' as const }));
    expect(computeTax(ON, dips, 2).amount).toBe(1.29);
  });

  it('charges nothing on a zero-rated line', () => {
    expect(computeTax(ON, [{ amount: 6.99, code: 'standard' }, { amount: 4.99, code: 'zero' }], 2).amount).toBe(0.91);
  });

  it('spreads a discount over the lines in proportion', () => {
    expect(allocateDiscount([{ amount: 30, code: 'standard' }, { amount: 10, code: 'zero' }], 8)).toEqual([
      { amount: 24, code: 'standard' },
      { amount: 8, code: 'zero' },
    ]);
  });

  it('formats rates for the customer', () => {
    expect(formatTaxRate(0.13, 'en-CA')).toBe('13%');
    expect(formatTaxRate(0.09975, 'fr-CA')).toBe('9,975\u00a0%');
  });
});

describe('priceBasket with taxes', () => {
  const ca = seedCatalogue('ca-1');
  const toronto = pricingContext({ hut: seededHutRules(caHuts, '4101'), tax: { market: 'CA', region: 'ON' } });

  it('Toronto delivery: HST on the food, the delivery charge and the small-order supplement, not on the tip', () => {
    const items = [looseItem('b', 'side', 'breadsticks'), looseItem('c', 'side', 'cheese-sticks')];
    const price = priceBasket(basketOf(items, {}, null, ca), ca, { ...toronto, chosenSurcharges: [{ type: 'driverTip', amount: 2, tippingOption: 'custom' }] });
    expect(price.subtotal).toBe(15.98);
    expect(price.surcharges).toEqual([
      { type: 'DELIVERY', amount: 4.99 },
      { type: 'smallOrderSupplement', amount: 2 },
      { type: 'driverTip', amount: 2, tippingOption: 'custom' },
    ]);
    // (15.98 + 4.99 + 2.00) × 13 % = 2.9861 → 2.99; total 15.98 + 8.99 + 2.99.
    expect(price.tax).toEqual({ included: false, lines: [{ id: 'HST', rate: 0.13, amount: 2.99 }], amount: 2.99, added: 2.99 });
    expect(price.total).toBe(27.96);
    expect(price.amountDue).toBe(27.96);
  });

  it('Toronto collection: the zero-rated salad carries no HST', () => {
    const items = [looseItem('b', 'side', 'breadsticks'), looseItem('s', 'side', 'side-salad')];
    const price = priceBasket(basketOf(items, {}, null, ca), ca, { ...toronto, disposition: 'collection' });
    expect(price.tax.amount).toBe(0.91);
    expect(price.total).toBe(12.89);
  });

  it('UK: VAT is included, so the total does not move', () => {
    const price = priceBasket(basketOf([looseItem('p1', 'pizza', 'margherita', { size: 'large', crust: 'pan' })]), seedCatalogue(), pricingContext());
    expect(price.total).toBe(20.48);
    expect(price.tax).toMatchObject({ included: true, amount: 3.41, added: 0 });
  });
});

describe('freeDeliveryOffer (10-G14, C43)', () => {
  it('UK: the £1.99 delivery charge never goes, so the banner names the supplement band by band', () => {
    // The walkthrough's amounts: 'Spend £16.01 more for free delivery' at £3.99 promised what £20 did not give.
    expect(freeDeliveryOffer(UK_HUT, 3.99, false, 2)).toEqual({ kind: 'supplement', gap: 16.01, from: 1.5, to: 0.75 });
    expect(freeDeliveryOffer(UK_HUT, 23.24, false, 2)).toEqual({ kind: 'supplement', gap: 6.76, from: 0.75, to: 0 });
    // At £32.22 only the £1.99 delivery charge is left: nothing more to promise.
    expect(freeDeliveryOffer(UK_HUT, 32.22, false, 2)).toBeNull();
  });

  it('France: free from 25 €, past the 20 € small-order threshold where the 2,50 € charge still applies', () => {
    expect(freeDeliveryOffer(FR_HUT, 18, false, 2)).toEqual({ kind: 'free', gap: 7 });
    expect(freeDeliveryOffer(FR_HUT, 25, false, 2)).toBeNull();
  });

  it('India: free from ₹500; Canada: a delivery charge in every band, no supplement, no banner', () => {
    expect(freeDeliveryOffer(IN_HUT, 320, false, 2)).toEqual({ kind: 'free', gap: 180 });
    expect(freeDeliveryOffer(seededHutRules(caHuts, '4101'), 20, false, 2)).toBeNull();
  });

  it('keeps its promise: at value + gap the delivery pricing charges nothing', () => {
    const offer = freeDeliveryOffer(FR_HUT, 12.3, false, 2);
    expect(offer?.kind).toBe('free');
    const price = priceBasket(basketOf([]), seedCatalogue('fr-1'), pricingContext({ hut: FR_HUT }));
    expect(price.freeDelivery).toBeNull();
  });
});
