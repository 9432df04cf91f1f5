// The seeded catalogue as the pricing engine reads it, and small builders for basket items, so the
// pricing, dealbot, worker and server tests price with the seed's own numbers
// (server/db/seed/catalogue/README.md "Prices worth knowing").
import type { HutInput } from '../../../server/db/seed/huts/build';
import { frHuts } from '../../../server/db/seed/huts/fr';
import { inHuts } from '../../../server/db/seed/huts/in';
import { ukHuts } from '../../../server/db/seed/huts/uk';
import type { SectorId } from '../../../src/domain/markets/ids';
import { buildPricingCatalogue } from '../../../src/domain/pricing/catalogue';
import type { BasketItemFacts, HutPricingFacts, PricingBasket, PricingCatalogue, PricingContext } from '../../../src/domain/pricing/types';
import { catalogue } from '../../../server/db/seed/catalogue/catalogue';

const built = new Map<string, PricingCatalogue>();

/** The sector's seeded products, deals and discounts (uk-1 by default). */
export function seedCatalogue(sector: SectorId = 'uk-1'): PricingCatalogue {
  let cached = built.get(sector);
  if (!cached) {
    const seeded = catalogue().sectors.find((entry) => entry.sector === sector);
    if (!seeded) throw new Error(`no seeded sector ${sector}`);
    cached = buildPricingCatalogue([...seeded.products, ...seeded.deals, ...seeded.discounts]);
    built.set(sector, cached);
  }
  return cached;
}

type ItemType = 'pizza' | 'side' | 'drink' | 'dessert' | 'dip';

/** An item outside every deal: its product id and stored properties. */
export function looseItem(id: string, type: ItemType, productId: string, properties: Record<string, unknown> = {}): BasketItemFacts {
  return { id, dealId: 'ND', item: { type, properties: { id: productId, basketItemID: id, ...properties } } };
}

/** An item filling option `optionIndex` of the basket deal `basketDealId`. */
export function dealItem(
  id: string,
  basketDealId: string,
  optionIndex: number,
  type: ItemType,
  productId: string,
  properties: Record<string, unknown> = {},
): BasketItemFacts {
  return {
    id,
    dealId: basketDealId,
    item: { type, properties: { id: productId, optionIndex, basketItemID: id, basketDealID: basketDealId, ...properties } },
  };
}

/** A basket of these items, with these basket deals ({basket deal id: deal id}) from the catalogue. */
export function basketOf(
  items: readonly BasketItemFacts[],
  deals: Readonly<Record<string, string>> = {},
  discount: PricingBasket['discount'] = null,
  pricing: PricingCatalogue = seedCatalogue(),
): PricingBasket {
  return {
    deals: Object.fromEntries(
      Object.entries(deals).map(([basketDealId, dealId]) => {
        const deal = pricing.deals.get(dealId);
        return [basketDealId, { id: basketDealId, deal: { id: dealId, price: deal?.price ?? 0, type: deal?.type ?? 'deal' } }];
      }),
    ),
    items: Object.fromEntries(items.map((item) => [item.id, item])),
    discount,
  };
}

/** A seeded hut's money rules, read from the seed itself (server/db/seed/huts), as plain copies. */
export function seededHutRules(huts: readonly HutInput[], id: string) {
  const hut = huts.find((candidate) => candidate.id === id);
  if (!hut) throw new Error(`no seeded hut ${id}`);
  const { minDeliveryOrder, minCollectionOrder, minDeliveryOrderOverride, deliverySurcharge, surcharges, variableDeliverySurcharges, supplements } =
    structuredClone(hut);
  return { minDeliveryOrder, minCollectionOrder, minDeliveryOrderOverride, deliverySurcharge, surcharges, variableDeliverySurcharges, supplements };
}

/** UK Camden (uk-1 1101): delivery supplements 1.50 under 20, 0.75 under 30; small-order 1.50 under 15. */
export const UK_HUT: HutPricingFacts = seededHutRules(ukHuts, '1101');

/** A French hut: order-value bands instead of supplements. */
export const FR_HUT: HutPricingFacts = seededHutRules(frHuts, frHuts[0]?.id ?? '');

/** An Indian hut (whole-rupee products, basket with paise). */
export const IN_HUT: HutPricingFacts = seededHutRules(inHuts, inHuts[0]?.id ?? '');

/** A UK delivery context (loyalty minimum 10, market config); override what a test is about. */
export function pricingContext(overrides: Partial<PricingContext> = {}): PricingContext {
  return {
    hut: UK_HUT,
    disposition: 'delivery',
    decimals: { product: 2, basket: 2 },
    accountHolder: false,
    loyaltyMinimum: 10,
    chosenSurcharges: [],
    giftCardCredit: 0,
    tax: { market: 'UK', region: null },
    ...overrides,
  };
}
