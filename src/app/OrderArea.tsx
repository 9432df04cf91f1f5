import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { isLocalisedAtom } from '../atoms/huts';
import { hydrationStatusAtom } from '../atoms/persisted';
import { RouteLoader } from './RouteLoader';

const ProductModal = lazy(() => import('../screens/product-modal'));

/**
 * The order area wrapper (spec 1 §2): visitors who are not localised are sent to / carrying where
 * they were going; the product edit modal opens over any order page from the `modal` parameter.
 */
export function OrderArea() {
  const localised = useAtomValue(isLocalisedAtom);
  const hydration = useAtomValue(hydrationStatusAtom);
  const location = useLocation();
  const [params] = useSearchParams();

  // The saved hut arrives with hydration; decide only once it has.
  if (hydration === 'pending') return <RouteLoader />;
  if (!localised) {
    const redirectFrom = `${location.pathname}${location.search}`;
    return <Navigate to={{ pathname: '/', search: `?${new URLSearchParams({ redirectFrom })}` }} replace />;
  }
  return (
    <>
      <Outlet />
      {params.has('modal') ? (
        <Suspense fallback={null}>
          <ProductModal />
        </Suspense>
      ) : null}
    </>
  );
}
