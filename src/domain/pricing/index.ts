/**
 * The pricing engine (spec 1 §3–§5, §9; spec 2 §3, §4): the basket page (in the worker), the dealbot
 * and the server validator price with these functions and nothing else. Pure.
 */
export { priceBasket } from './basket';
export { buildPricingCatalogue } from './catalogue';
export { discountOutcome } from './discount';
export {
  dealItemFacts,
  dealItemPricing,
  dealItemsPricing,
  dealLinePrice,
  itemFitsOption,
  itemMenuPrice,
  priceDealItems,
  productOfItem,
  storedItemPrice,
  type DealItemPricing,
  type ItemPrice,
} from './items';
export { checkoutLink, CROSS_SELL_SECTORS, minimumOrderCrossSell, minimumOrderGap, type CrossSell, type MinimumOrderInput } from './minimum-order';
export { applySurcharge, deliverySurcharges, orderValueSurcharge, selectSupplementBand } from './surcharges';
