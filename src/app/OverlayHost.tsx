import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentHutAtom } from '../atoms/huts';
import { navigationRequestAtom } from '../atoms/navigation-request';
import { fetchProductContentAtom } from '../atoms/product-content';
import { overlayAtom } from '../atoms/overlays';
import { withScreenStrings } from '../i18n';
import { BasketHost } from './BasketHost';

const StoreFinder = lazy(withScreenStrings(() => import('../screens/store-finder')));
const ScheduledOrder = lazy(withScreenStrings(() => import('../screens/scheduled-order')));
const OfferCollection = lazy(withScreenStrings(() => import('../screens/offer-collection')));
const SwitchDisposition = lazy(withScreenStrings(() => import('../screens/switch-disposition')));

/**
 * Draws the basket (sidebar or #basket overlay) and the open localisation overlay
 * (src/atoms/overlays), one at a time and each in its own lazy chunk; carries out the navigation a
 * localisation asks for; and refetches the hut's product content whenever the language changes
 * (04-G10). Mounted once, in the Layout.
 */
export function OverlayHost() {
  const overlay = useAtomValue(overlayAtom);
  useNavigationRequests();
  useContentFollowsLanguage();

  return (
    <>
      <BasketHost />
      {overlay ? (
        <Suspense fallback={null}>
          {overlay.kind === 'store-finder' ? <StoreFinder key={JSON.stringify([overlay.query, overlay.point])} overlay={overlay} /> : null}
          {overlay.kind === 'scheduled-order' ? <ScheduledOrder overlay={overlay} /> : null}
          {overlay.kind === 'offer-collection' ? <OfferCollection overlay={overlay} /> : null}
          {overlay.kind === 'switch-disposition' ? <SwitchDisposition overlay={overlay} /> : null}
        </Suspense>
      ) : null}
    </>
  );
}

function useNavigationRequests(): void {
  const request = useAtomValue(navigationRequestAtom);
  const store = useStore();
  const navigate = useNavigate();
  useEffect(() => {
    if (!request) return;
    store.set(navigationRequestAtom, null);
    void navigate(request.to, { replace: request.replace });
  }, [request, store, navigate]);
}

function useContentFollowsLanguage(): void {
  const { i18n } = useTranslation();
  const hut = useAtomValue(currentHutAtom);
  const fetchContent = useSetAtom(fetchProductContentAtom);
  const language = i18n.language;
  useEffect(() => {
    if (hut) void fetchContent();
  }, [language, hut, fetchContent]);
}
