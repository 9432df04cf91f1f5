import { useAtomValue, useStore } from 'jotai';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { isLocalisedAtom } from '../atoms/huts';
import { localisingAtom } from '../atoms/localisation-state';
import { productContentAtom } from '../atoms/product-content';
import { enterOrderAreaAtom } from '../atoms/order-area-entry';
import { hydrationStatusAtom } from '../atoms/persisted';
import { settingsAtom } from '../atoms/settings';
import { ORDER_AREA_PARAMS, parseOrderAreaQuery, webDispositionOf } from '../domain/localisation/localise-rules';
import { ClosingSoon } from '../components/closing-soon/ClosingSoon';
import { withScreenStrings } from '../i18n';
import { RouteLoader } from './RouteLoader';
import { useOrderAreaEntry, useOrderAreaQuery } from './order-area-query';

const ProductModal = lazy(withScreenStrings(() => import('../screens/product-modal')));
const LocalisationBar = lazy(() => import('../screens/switch-disposition/LocalisationBar'));

/**
 * The order area wrapper (spec 1 §2). It reads the order-area query (dispositionType,
 * dispositionWhen, deliveryAddress, storeId — development flag level only —, pathAfterLocalise,
 * searchAfterLocalise); a disposition that cannot be ordered here bounces to / and clears the
 * localisation. Visitors who are not localised are sent to / carrying where they were going. On
 * entry it loads the hut's content and discounts; a loader shows while localising or without
 * content. The product edit modal opens over any order page from the `modal` parameter.
 */
export function OrderArea() {
  const localised = useAtomValue(isLocalisedAtom);
  const hydration = useAtomValue(hydrationStatusAtom);
  const localising = useAtomValue(localisingAtom);
  const content = useAtomValue(productContentAtom);
  const { flagLevel } = useAtomValue(settingsAtom);
  const location = useLocation();
  const [params] = useSearchParams();

  const query = useMemo(() => parseOrderAreaQuery(location.search, flagLevel === 'development'), [location.search, flagLevel]);
  const hasQuery = ORDER_AREA_PARAMS.some((name) => params.has(name));
  const ready = hydration !== 'pending';
  useOrderAreaQuery(query, hasQuery && ready);
  useOrderAreaEntry(localised && ready);
  useEnterOrderArea(ready, location.pathname);

  // The saved hut arrives with hydration; decide only once it has.
  if (!ready) return <RouteLoader />;
  const bounces = query.dispositionType !== null && webDispositionOf(query.dispositionType) === null;
  if (!localised && !bounces) {
    // A storeId link localises here; everyone else finds a hut on the home page first.
    if (query.storeId || localising) return <RouteLoader />;
    const redirectFrom = `${location.pathname}${location.search}`;
    // The loader stays on screen until home replaces it: an empty page in between would move the footer (CLS).
    return (
      <>
        <RouteLoader />
        <Navigate to={{ pathname: '/', search: `?${new URLSearchParams({ redirectFrom })}` }} replace />
      </>
    );
  }
  // Only a hut's first content load is empty: a language change keeps the old list meanwhile.
  const waitingForContent = content.status === 'loading' && content.list.length === 0;
  if (localising || waitingForContent || bounces) return <RouteLoader />;

  return (
    <>
      <Suspense fallback={null}>
        <LocalisationBar />
      </Suspense>
      <ClosingSoon />
      <Outlet />
      {params.has('modal') ? (
        <Suspense fallback={null}>
          <ProductModal />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Once per mount of the wrapper, that is once per entry from outside the order area, after the saved
 * state is back: reorder data loaded, checkout form cleared (10-G7). Navigation inside the area keeps
 * the wrapper mounted, so it never runs again there.
 */
function useEnterOrderArea(ready: boolean, pathname: string): void {
  const store = useStore();
  const entered = useRef(false);
  useEffect(() => {
    if (!ready || entered.current) return;
    entered.current = true;
    store.set(enterOrderAreaAtom, { pathname });
  }, [ready, pathname, store]);
}
