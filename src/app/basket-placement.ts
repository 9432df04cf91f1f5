import { MENU_CATEGORIES } from './menu-categories';

// Where the basket goes, apart from the host that renders it: the header (in the entry chunk) needs
// these names, and importing them from BasketHost would pull the host into the first paint.

/** The basket opens full screen while the address ends in #basket (spec 1 §2; the header's link). */
export const BASKET_HASH = '#basket';

/** The sidebar's element id: the header's 'Skip to basket' link moves focus there (10-G33). */
export const BASKET_SIDEBAR_ID = 'basket-sidebar';

/** The basket sidebar needs room beside the page: from this width up (spec 1 §2 "wide screens"). */
export const BASKET_SIDEBAR_MEDIA = '(min-width: 1000px)';

const SIDEBAR_PAGES = new Set<string>([...MENU_CATEGORIES, 'deal', 'discount']);

/** The basket sidebar shows only on the order menu and deal paths (spec 1 §2): /order/{category}/, /order/deal/, /order/discount/. */
export function showsBasketSidebar(pathname: string): boolean {
  const [area, page, ...rest] = pathname.split('/').filter(Boolean);
  return area === 'order' && page !== undefined && rest.length === 0 && SIDEBAR_PAGES.has(page);
}
