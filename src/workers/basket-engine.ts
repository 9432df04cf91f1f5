// The basket engine the Comlink worker exposes (basket.worker.ts): it keeps the pricing catalogue
// built from the menu lists and answers repricing, optimising and optimiser-payload calls on it.
// It runs in-thread too (basket-client.ts falls back to it where Worker does not exist, e.g. vitest).
//
// The dealbot's exact fallback (issue 5): a basket the branch and bound cannot finish within its node
// budget is solved by HiGHS (wasm, about 3.5 MB), loaded on first need only, never precached.
import { optimiseBasketExact, optimisePayload, type MilpSolver } from '../domain/dealbot';
import { lazyHighsSolver, type HighsInstance } from '../domain/dealbot/milp';
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
  /** The proven cheapest grouping (HiGHS past the branch and bound's node budget). */
  optimise(basket: PricingBasket, context: OptimiseContext): Promise<OptimiseResult>;
  /** The POST /v1/deals/optimise body for a basket (spec 1 §7). */
  optimisePayload(basket: PricingBasket, input: OptimisePayloadInput): OptimiseRequest;
}

/** Basket deal ids the optimiser creates: uuids, like the ones the deal page makes. */
function randomId(): string {
  return crypto.randomUUID();
}

/** Node (vitest, the in-thread engine in tests): highs finds its wasm beside its own module in node_modules. */
const inNode = typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node === 'string';

/** A MILP this long is given up: the branch and bound's grouping is answered (flagged not exact). */
const MILP_TIME_LIMIT_SECONDS = 10;

/** HiGHS, imported and instantiated on the first basket that needs it (see milp.ts lazyHighsSolver). */
export function highsSolver(load: () => Promise<HighsInstance> = loadHighs): MilpSolver {
  return lazyHighsSolver(load, MILP_TIME_LIMIT_SECONDS);
}

async function loadHighs(): Promise<HighsInstance> {
  const { default: highsLoader } = await import('highs');
  if (inNode) return highsLoader();
  // Imported here, not at the top: Node (tsx, the benches) cannot resolve a `?url` import.
  const { default: wasmUrl } = await import('highs/runtime?url');
  return highsLoader({ locateFile: (file: string) => (file.endsWith('.wasm') ? wasmUrl : file) });
}

export function createBasketEngine(newId: () => string = randomId, milp: MilpSolver = highsSolver()): BasketEngine {
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
    optimise: (basket, context) => optimiseBasketExact(basket, held(), context, newId, milp),
    optimisePayload: (basket, input) => optimisePayload(basket, input),
  };
}
