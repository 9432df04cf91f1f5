import { atom } from 'jotai';
import type { Deal, Product, ProductListType, Upsell } from '../api/contract/catalogue';
import { log } from '../log/logger';
import type { BasketItem } from '../db/records';
import { basketItemContent } from '../domain/basket/item';
import type { PizzaBaseCopy } from '../domain/basket/pizza-base-upsell';
import { upsellCarouselOn } from '../domain/experiments/gates';
import { basketAtom } from './basket';
import { experimentValueAtom } from './experiment-definitions';
import { currentHutAtom } from './huts';
import { menuKeyAtom, menuListsAtom, type MenuList } from './menu';
import { featureOnAtom } from './features';

/**
 * Basket upsells (spec 1 §3 Upsell, §4, §5; 05-G5): GET /v1/upsells/ keeps only the first upsell;
 * each basket item that matches one of its types offers that deal or dip. The upsell itself is
 * fetched again per hut sector; what the customer has seen is kept in the basket's Dexie record
 * (`upsellSeen`), so a reload does not offer a dismissed upsell again and a new basket starts
 * afresh (10-G13, C34).
 */

/** "At most 5 in the carousel" (spec 1 §5); without the carousel a single upsell shows. */
export const MAX_CAROUSEL_UPSELLS = 5;

interface UpsellState {
  sector: string | null;
  status: 'idle' | 'loading' | 'ok' | 'error';
  upsell: Upsell | null;
  /** Unused since 10-G13 (the basket keeps `upsellSeen`); kept empty. */
  seen: readonly string[];
}

const upsellStateAtom = atom<UpsellState>({ sector: null, status: 'idle', upsell: null, seen: [] });

/** Fetches the sector's upsell once (the first one is kept, spec 1 §7); a failure only logs. */
export const fetchUpsellAtom = atom(null, async (get, set): Promise<void> => {
  const hut = get(currentHutAtom);
  if (!hut) return;
  const current = get(upsellStateAtom);
  if (current.sector === hut.sector && current.status !== 'error') return;
  set(upsellStateAtom, { sector: hut.sector, status: 'loading', upsell: null, seen: current.sector === hut.sector ? current.seen : [] });
  try {
    const { fetchUpsell } = await import('../api/menu');
    const upsell = await fetchUpsell(hut.sector);
    if (get(upsellStateAtom).sector === hut.sector) set(upsellStateAtom, (state) => ({ ...state, status: 'ok', upsell }));
  } catch (error) {
    log.warn('Upsell fetch failed', error);
    if (get(upsellStateAtom).sector === hut.sector) set(upsellStateAtom, (state) => ({ ...state, status: 'error' }));
  }
});

export interface UpsellCandidate {
  /** `upsellId:type:id:parentItemId`; what dismissUpsellAtom takes. */
  key: string;
  upsellId: string;
  /** A pizza is a pizza base: it goes in with the parent pizza's sauce, cheese and toppings (spec 1 §5). */
  type: 'deal' | 'dip' | 'pizza';
  /** Deal id, dip or pizza product id. */
  id: string;
  title: string;
  img: string;
  price: number;
  /** The basket item whose match offers it (an added dip carries it as upsellParentId). */
  parentItemId: string;
  /** For a pizza parent: what a pizza-base upsell copies (spec 1 §5). */
  copy: PizzaBaseCopy | null;
}

/**
 * The candidates (spec 1 §4, §5): the basket has items; the upsell's maximum (`toShow`) of upsell
 * items is not reached; the offered item has a non-zero price, is not in the basket yet (unless the
 * carousel is on), was not used for that basket item, and was not seen; at most 5 (1 without the
 * carousel), each offered item once.
 */
const upsellCarouselVariantAtom = experimentValueAtom('basket-upsell-carousel');

export const basketUpsellsAtom = atom((get): UpsellCandidate[] => {
  const state = get(upsellStateAtom);
  const hut = get(currentHutAtom);
  const upsell = state.upsell;
  if (!upsell || !hut || state.sector !== hut.sector) return [];
  const lines = Object.values(get(basketAtom).items);
  if (lines.length === 0) return [];
  if (lines.filter((line) => line.upsellParentId !== undefined).length >= upsell.toShow) return [];

  // 14-G13 (UK 'basket-upsell-carousel'): the flag (with /debug's overrides) or the treatment.
  const carousel = upsellCarouselOn(get(featureOnAtom('basketUpsellCarousel')), get(upsellCarouselVariantAtom));
  const limit = carousel ? MAX_CAROUSEL_UPSELLS : 1;
  const entries = menuEntries(get(menuListsAtom), get(menuKeyAtom));
  const inBasket = new Set([...lines.map((line) => line.item.properties.id), ...Object.values(get(basketAtom).deals).map((entry) => entry.deal.id)]);
  const seen = new Set(get(basketAtom).upsellSeen ?? []);
  const offered = new Set<string>();
  const candidates: UpsellCandidate[] = [];

  for (const parent of lines) {
    if (parent.upsellParentId !== undefined) continue;
    for (const type of upsell.types) {
      if (candidates.length >= limit) return candidates;
      if (!type.match.every((match) => matches(parent, match))) continue;
      const key = `${upsell.id}:${type.item.type}:${type.item.id}:${parent.id}`;
      const entry = entries.get(type.item.id);
      const used = lines.some((line) => line.upsellParentId === parent.id && line.item.properties.id === type.item.id);
      if (!entry || entry.price <= 0 || seen.has(key) || used || offered.has(type.item.id)) continue;
      if (!carousel && inBasket.has(type.item.id)) continue;
      offered.add(type.item.id);
      candidates.push({
        key,
        upsellId: upsell.id,
        type: type.item.type,
        id: type.item.id,
        title: entry.title,
        img: entry.img,
        price: entry.price,
        parentItemId: parent.id,
        copy: copiedPizzaBase(parent),
      });
    }
  }
  return candidates;
});

/** 'No thanks' (or added): the candidate is not offered again. */
export const dismissUpsellAtom = atom(null, (_get, set, key: string) => {
  set(basketAtom, (basket) => {
    const seen = basket.upsellSeen ?? [];
    return seen.includes(key) ? basket : { ...basket, upsellSeen: [...seen, key] };
  });
});

/** Huts reset: the next hut's upsell is fetched afresh. */
export const resetUpsellsAtom = atom(null, (_get, set) => set(upsellStateAtom, { sector: null, status: 'idle', upsell: null, seen: [] }));

function matches(line: BasketItem, match: Upsell['types'][number]['match'][number]): boolean {
  const raw = match.field === 'type' ? line.item.type : line.item.properties[match.field];
  if (raw === undefined || raw === null) return false;
  const value = String(raw);
  return 'eq' in match ? value === match.eq : value.includes(match.includes);
}

/** A pizza's sauce, cheese and toppings, copied into the offered item; other items copy nothing. */
function copiedPizzaBase(line: BasketItem): UpsellCandidate['copy'] {
  const item = basketItemContent(line.item);
  if (item.type !== 'pizza' && item.type !== 'half-and-half') return null;
  const { sauce, cheese, toppings } = item;
  return { sauce, cheese, toppings };
}

/** Deals and products of the current hut by id, as offered items are looked up. */
function menuEntries(lists: Partial<Record<ProductListType, MenuList>>, menuKey: string | null): Map<string, Product | Deal> {
  const byId = new Map<string, Product | Deal>();
  for (const slice of Object.values(lists)) {
    if (!slice || slice.key !== menuKey) continue;
    for (const entry of slice.list) if (!('rule' in entry)) byId.set(entry.id, entry);
  }
  return byId;
}
