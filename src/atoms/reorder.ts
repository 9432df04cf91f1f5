import { atom } from 'jotai';
import type { ProductListType } from '../api/contract/catalogue';
import type { Basket } from '../db/records';
import { reorderBasket, type ReorderMenu } from '../domain/basket/reorder';
import { initialRouteOf, marketOfSectorId } from '../domain/markets/facts';
import { i18n } from '../i18n';
import { log } from '../log/logger';
import { basketAtom } from './basket';
import { takeCataloguePricesAtom } from './basket-actions';
import { basketListTypes, withExpiry } from './basket-edits';
import { optimiseBasketAtom } from './dealbot';
import { currentHutAtom, isLocalisedAtom } from './huts';
import { lastOrderAtom } from './last-order';
import { fetchMenuListAtom, menuListsAtom, type MenuEntry } from './menu';
import { navigationRequestAtom } from './navigation-request';
import { notify } from './notifications';

/**
 * Reorder (spec 1 §2 "reorder data", §4, §8; 10-G4): the previous order back in the basket in one
 * tap, offline too (the menu lists come from the service worker's cache). The source is the last
 * order kept in Dexie, for guests; a signed-in customer's order history (GET /v2/orders/orders/
 * history, 11-G31) is issue 14's and plugs in as another source of `ReorderSource`.
 */
export interface ReorderSource {
  basket: Pick<Basket, 'deals' | 'items'>;
  hut: { hutId: string; sector: string };
}

/** The previous order that can be put back, or null: loaded on entering the order area (10-G7). */
export const reorderSourceAtom = atom<ReorderSource | null>(null);

/** "Loads … reorder data" (spec 1 §2): today the guest's last order; the seam for 11-G31. */
export const loadReorderAtom = atom(null, (get, set) => {
  const last = get(lastOrderAtom);
  const basket = last?.basket;
  const hasLines = basket && (Object.keys(basket.deals).length > 0 || Object.keys(basket.items).length > 0);
  set(reorderSourceAtom, hasLines ? { basket, hut: last.hut } : null);
});

/** 'Order again' is offered where the customer is localised and there is a previous order to put back. */
export const canReorderAtom = atom((get) => {
  const last = get(lastOrderAtom);
  return Boolean(get(isLocalisedAtom) && last?.basket && (Object.keys(last.basket.deals).length > 0 || Object.keys(last.basket.items).length > 0));
});

function newId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `id-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The placed lines under fresh basket ids, so they sit beside anything already in the basket. */
function withFreshIds(placed: ReorderSource['basket']): ReorderSource['basket'] {
  const dealIds = new Map(Object.keys(placed.deals).map((id) => [id, newId()]));
  return {
    deals: Object.fromEntries(Object.entries(placed.deals).map(([id, line]) => [dealIds.get(id)!, { ...line, id: dealIds.get(id)! }])),
    items: Object.fromEntries(
      Object.values(placed.items).map((line) => {
        const id = newId();
        const dealId = line.dealId && dealIds.has(line.dealId) ? dealIds.get(line.dealId)! : line.dealId;
        return [id, { ...line, id, dealId }];
      }),
    ),
  };
}

/** The hut's menu as it is now, from the lists just fetched. */
function menuOf(lists: Partial<Record<ProductListType, { list: MenuEntry[] }>>): ReorderMenu {
  const products = new Map<string, MenuEntry>();
  const deals = new Map<string, MenuEntry>();
  for (const [type, slice] of Object.entries(lists)) {
    for (const entry of slice?.list ?? []) (type === 'deals' ? deals : products).set(entry.id, entry);
  }
  const titleOf = (entry: MenuEntry) => ('title' in entry && typeof entry.title === 'string' ? entry.title : entry.id);
  return {
    product: (id) => {
      const entry = products.get(id);
      if (!entry) return undefined;
      const pizza = entry as { sauces?: { id: string }[]; cheeses?: { id: string }[] };
      return { title: titleOf(entry), sauces: pizza.sauces, cheeses: pizza.cheeses };
    },
    deal: (id) => {
      const entry = deals.get(id);
      return entry ? { title: titleOf(entry) } : undefined;
    },
  };
}

export type ReorderResult = 'added' | 'nothing-left' | 'unavailable';

/**
 * Puts the previous order back: its lists are fetched for the current hut, what is no longer sold is
 * dropped with a warning, a sauce or cheese no longer offered is logged and cleared (spec 1 §8), the
 * rest joins the basket, takes the catalogue's prices (spec 1 §4) and the basket opens.
 */
export const reorderAtom = atom(null, async (get, set): Promise<ReorderResult> => {
  set(loadReorderAtom);
  const source = get(reorderSourceAtom);
  const hut = get(currentHutAtom);
  if (!source || !hut || !get(isLocalisedAtom)) return 'unavailable';

  const placed = withFreshIds(source.basket);
  const types = basketListTypes({ ...placed, expires: null, discount: null });
  await Promise.all(types.map((type) => set(fetchMenuListAtom, type)));
  const lists = get(menuListsAtom);
  if (types.some((type) => lists[type]?.lastFetchStatus !== 'ok')) {
    // Offline with a list never seen: nothing can be checked against the menu, so nothing is added.
    notify({ type: 'error', topic: 'reorder', title: i18n.t('ordersummary.reorder.failedTitle'), message: i18n.t('ordersummary.reorder.failed') });
    return 'unavailable';
  }

  const outcome = reorderBasket(placed, menuOf(lists));
  for (const gone of outcome.cleared) log.info(`Reorder: ${gone.part} no longer available, cleared`, gone);
  if (outcome.dropped.length > 0) {
    notify({
      type: 'warning',
      topic: 'reorder',
      timeOut: 0,
      title: i18n.t('ordersummary.reorder.droppedTitle'),
      message: i18n.t('ordersummary.reorder.dropped', { items: outcome.dropped.join(', ') }),
    });
  }
  const added = Object.keys(outcome.basket.items).length + Object.keys(outcome.basket.deals).length;
  if (added === 0) return 'nothing-left';

  const basket = get(basketAtom);
  set(basketAtom, withExpiry({ ...basket, deals: { ...basket.deals, ...outcome.basket.deals }, items: { ...basket.items, ...outcome.basket.items } }, Date.now()));
  await set(takeCataloguePricesAtom);
  void set(optimiseBasketAtom).catch((error: unknown) => log.warn('Reorder: optimising failed', error));
  const market = marketOfSectorId(hut.sector) ?? 'UK';
  set(navigationRequestAtom, { to: `${initialRouteOf(market)}#basket`, replace: false });
  return 'added';
});
