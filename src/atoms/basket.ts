import { atom } from 'jotai';
import { DEFAULT_BASKET } from '../db/defaults';
import type { Basket } from '../db/records';
import { NO_DEAL_ID } from '../domain/basket/ids';
import { persistedAtom } from './persisted';

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
