import { log } from '../log/logger';
import { basketAtom } from './basket';
import { expireBasketAtom, fetchBasketListsAtom, takeCataloguePricesAtom } from './basket-actions';
import { isBasketEmpty } from './basket-edits';
import { optimiseBasketAtom, resetDealbotAtom, setDealbotAtom } from './dealbot';
import { dealbotAutoEnableAtom, localisationEpochAtom } from './localised-hut';
import { missingBasketListsAtom, pricingCatalogueKeyAtom } from './pricing';
import { fetchUpsellAtom, resetUpsellsAtom } from './upsells';
import type { AppStore } from './store';

/**
 * What the basket does by itself once the saved state is back (main.tsx starts it after
 * hydration): an expired basket is dropped; the lists its items need are fetched (05-G11: also
 * after a hut's lists were cleared); when those lists change, items take the catalogue's prices and
 * the dealbot re-optimises (spec 1 §4 "Product catalogue refresh"); a localisation that switches
 * the dealbot on (C2, localised-hut's dealbotAutoEnableAtom) switches it on; the upsell is fetched
 * once the basket holds something; resetting huts (localisationEpochAtom) clears the dealbot's status
 * and the upsells (spec 1 §4). Returns the unsubscribe.
 */
export function startBasketEffects(store: AppStore): () => void {
  store.set(expireBasketAtom);
  const background = (what: string, work: Promise<unknown>) => void work.catch((error: unknown) => log.error(`Basket: ${what} failed`, error));

  const fetchMissing = () => {
    if (store.get(missingBasketListsAtom).length > 0) background('fetching its lists', store.set(fetchBasketListsAtom));
  };
  const refreshPrices = () => {
    if (!store.get(pricingCatalogueKeyAtom) || isBasketEmpty(store.get(basketAtom))) return;
    background('catalogue refresh', store.set(takeCataloguePricesAtom).then(() => store.set(optimiseBasketAtom)));
  };
  const autoEnable = () => {
    if (store.get(dealbotAutoEnableAtom)) background('switching the dealbot on', store.set(setDealbotAtom, true));
  };
  const fetchUpsell = () => {
    if (!isBasketEmpty(store.get(basketAtom))) background('fetching the upsell', store.set(fetchUpsellAtom));
  };

  const hutsReset = () => {
    store.set(resetDealbotAtom);
    store.set(resetUpsellsAtom);
  };

  const stops = [
    store.sub(localisationEpochAtom, hutsReset),
    store.sub(missingBasketListsAtom, fetchMissing),
    store.sub(pricingCatalogueKeyAtom, refreshPrices),
    store.sub(dealbotAutoEnableAtom, autoEnable),
    store.sub(basketAtom, fetchUpsell),
  ];
  fetchMissing();
  autoEnable();
  fetchUpsell();
  return () => stops.forEach((stop) => stop());
}
