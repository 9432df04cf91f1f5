/**
 * The hut's SKU list (checklist 10-G6; spec 1 §5 "only pizza, deal, side, drink, dessert, dip are
 * kept"). What the list is for is not in the spec; the pick (written in the closing note): a menu entry
 * or a deal choice whose id is not in the hut's SKU list is shown as unavailable. Until a list has loaded,
 * or when its fetch failed, nothing is marked: a missing list must not empty the menu.
 */

export const KEPT_SKU_TYPES = ['pizza', 'deal', 'side', 'drink', 'dessert', 'dip'] as const;
export type SkuType = (typeof KEPT_SKU_TYPES)[number];

export interface SkuEntry {
  id: string;
  type: string;
}

const KEPT: ReadonlySet<string> = new Set(KEPT_SKU_TYPES);

/** The entries of the kept types; the rest (toppings, bases, till-only codes) are dropped. */
export function keptSkus<T extends SkuEntry>(list: readonly T[]): (T & { type: SkuType })[] {
  return list.filter((entry): entry is T & { type: SkuType } => KEPT.has(entry.type));
}

/** True unless a loaded SKU list exists and lacks the id. */
export function isSkuAvailable(skuIds: ReadonlySet<string> | null, id: string): boolean {
  return skuIds === null || skuIds.has(id);
}
