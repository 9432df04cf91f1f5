import { atom } from 'jotai';
import { DEFAULT_BASKET } from '../db/defaults';
import type { Basket } from '../db/records';
import { persistedAtom } from './persisted';

/** The no-deal group id (spec 1 §3): an item with it, or with none, is outside every deal. */
const NO_DEAL_ID = 'ND';

/** The basket (spec 1 §3): deals keyed by basket id, items keyed by id, discount; kept in Dexie. */
export const basketAtom = persistedAtom('basket', DEFAULT_BASKET);

/** Lines the header shows: each deal counts once, plus every item that is not inside a deal. */
export const basketItemCountAtom = atom((get) => countBasketLines(get(basketAtom)));

export function countBasketLines(basket: Basket): number {
  const deals = Object.keys(basket.deals).length;
  const looseItems = Object.values(basket.items).filter(
    (line) => line.dealId === null || line.dealId === NO_DEAL_ID,
  ).length;
  return deals + looseItems;
}
