// The basket engine the Comlink worker exposes (basket.worker.ts): it keeps the pricing catalogue
// built from the menu lists and answers repricing, optimising and optimiser-payload calls on it.
// It runs in-thread too (basket-client.ts falls back to it where Worker does not exist, e.g. vitest).
import { optimiseBasket, optimisePayload } from '../domain/dealbot';
import type { OptimiseContext, OptimiseRequest, OptimiseResult } from '../domain/dealbot/types';
import { priceBasket } from '../domain/pricing';
import { buildPricingCatalogue } from '../domain/pricing/catalogue';
import type { BasketPrice, PricingBasket, PricingCatalogue, PricingContext } from '../domain/pricing/types';

export type OptimisePayloadInput = Parameters<typeof optimisePayload>[1];

export interface BasketEngine {
  /** Builds the catalogue once per menu change; `key` names that change (pricingCatalogueKey). */
  setCatalogue(key: string, entries: readonly unknown[]): void;
  /** The key of the catalogue held, or null before the first setCatalogue. */
  catalogueKey(): string | null;
  price(basket: PricingBasket, context: PricingContext): BasketPrice;
  optimise(basket: PricingBasket, context: OptimiseContext): OptimiseResult;
  /** The POST /v1/deals/optimise body for a basket (spec 1 §7). */
  optimisePayload(basket: PricingBasket, input: OptimisePayloadInput): OptimiseRequest;
}

/** Basket deal ids the optimiser creates: uuids, like the ones the deal page makes. */
function randomId(): string {
  return crypto.randomUUID();
}

export function createBasketEngine(newId: () => string = randomId): BasketEngine {
  let catalogue: PricingCatalogue | null = null;
  let key: string | null = null;

  const held = (): PricingCatalogue => {
    // Pricing against no catalogue would report every line unknown: a caller bug, said loudly.
    if (!catalogue) throw new Error('Basket engine: no catalogue yet (setCatalogue first)');
    return catalogue;
  };

  return {
    setCatalogue(nextKey, entries) {
      catalogue = buildPricingCatalogue(entries);
      key = nextKey;
    },
    catalogueKey: () => key,
    price: (basket, context) => priceBasket(basket, held(), context),
    optimise: (basket, context) => optimiseBasket(basket, held(), context, newId),
    optimisePayload: (basket, input) => optimisePayload(basket, input),
  };
}
