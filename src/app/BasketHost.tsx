import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { withScreenStrings } from '../i18n';
import { BASKET_HASH, BASKET_SIDEBAR_MEDIA, showsBasketSidebar } from './basket-placement';
import { VouchersSlot } from './VouchersSlot';

// The basket screen and what it reads (pricing, the worker client, the dealbot) are one chunk, and
// the overlay host that asks for it loads after the first paint: the home page pays for neither.
const Basket = lazy(withScreenStrings(() => import('../screens/basket')));

export { BASKET_HASH, BASKET_SIDEBAR_ID, BASKET_SIDEBAR_MEDIA, showsBasketSidebar } from './basket-placement';

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
