import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { withScreenStrings } from '../i18n';
import { MENU_CATEGORIES } from './menu-categories';
import { VouchersSlot } from './VouchersSlot';

// The basket screen and what it reads (pricing, the worker client, the dealbot) are one chunk, and
// the overlay host that asks for it loads after the first paint: the home page pays for neither.
const Basket = lazy(withScreenStrings(() => import('../screens/basket')));

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

/**
 * Where the basket shows (spec 1 §2): full screen while the address ends in #basket, on any page;
 * otherwise as the sidebar of the order menu and deal pages when the screen is wide enough. The
 * page makes room for the sidebar in CSS (`.app:has(> .basket-sidebar)` in styles.css).
 */
export function BasketHost() {
  const { pathname, hash } = useLocation();
  const wide = useMediaQuery(BASKET_SIDEBAR_MEDIA);
  const mode = hash === BASKET_HASH ? 'overlay' : wide && showsBasketSidebar(pathname) ? 'sidebar' : null;
  if (!mode) return null;
  return (
    <Suspense fallback={mode === 'sidebar' ? <div className="basket-sidebar basket-sidebar--pending" aria-hidden="true" /> : null}>
      <Basket mode={mode} vouchers={<VouchersSlot />} />
    </Suspense>
  );
}

/** Whether a media query matches now, following changes (window resize, rotation); false where unsupported. */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
