import type { ProductListType } from '../../api/contract/catalogue';

/**
 * Which menu list feeds each category page (spec 1 §7 "Generic menu fetch covers types sides (kinds
 * pasta, wings, melts, other, side)"; §9 "wings, pasta, melts and others count as sides").
 */
export interface CategorySource {
  list: ProductListType;
  /** For the sides list: the product kinds this page shows. */
  kinds?: readonly string[];
}

export const CATEGORY_SOURCES: Readonly<Record<string, CategorySource>> = {
  deals: { list: 'deals' },
  dealcategory: { list: 'deals' },
  pizzas: { list: 'pizzas' },
  sides: { list: 'sides', kinds: ['side'] },
  wings: { list: 'sides', kinds: ['wings'] },
  pastas: { list: 'sides', kinds: ['pasta'] },
  melts: { list: 'sides', kinds: ['melts'] },
  others: { list: 'sides', kinds: ['other'] },
  dips: { list: 'dips' },
  desserts: { list: 'desserts' },
  drinks: { list: 'drinks' },
};

/** Product kinds shown as one card with the grouped editor (mode=grouped&groupingKey=kind). */
export const GROUPED_KINDS: readonly string[] = ['wings'];

/** The tab whose page shows a side kind; a kind whose tab the hut does not show folds into sides. */
export const TAB_OF_KIND: Readonly<Record<string, string>> = { wings: 'wings', pasta: 'pastas', melts: 'melts', other: 'others' };

/** The category of a menu path: '/order/pizzas/' → 'pizzas'. */
export function categoryOfPath(pathname: string): string {
  return pathname.split('/').filter(Boolean)[1] ?? 'deals';
}
