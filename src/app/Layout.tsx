import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { Toasts } from '../components/Toasts';
import { Header } from './Header';
import { ConsentSlot } from '../analytics/ConsentSlot';
import { KioskGate } from '../screens/kiosk/KioskGate';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { AddressParam } from './AddressParam';
import { RouteLoader } from './RouteLoader';
import { ScrollToTop } from './ScrollToTop';
import { StartupStatus } from './StartupStatus';

// Background duties (session time-out, analytics, experiments, …): one chunk after first paint, which
// loads each of its own once the page is on screen; the entry carries one import for them all (home
// route budget).
const AfterFirstPaint = lazy(() => import('./AfterFirstPaint'));
// The overlay host (store finder, scheduled order, …) and its navigation duties load right after
// the first paint: nothing on screen waits for it (home route budget).
const OverlayHost = lazy(() => import('./OverlayHost').then(({ OverlayHost }) => ({ default: OverlayHost })));
// The footer sits below the fold: it arrives a moment after the page, never ahead of it.
const Footer = lazy(() => import('./Footer').then(({ Footer }) => ({ default: Footer })));
// Offline banner and update notice: a small chunk right after first paint (issue 7).
const PwaNotices = lazy(() => import('./PwaNotices'));

/** Background duties start by then even if the page never shows (a stuck or failed route). */
const BACKGROUND_DUTIES_AT_LATEST_MS = 5000;

/** Mounted beside the page inside its Suspense boundary: it commits once the page is on screen. */
function PageShown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/** The page frame every route shares: header, the page, footer, and the notices above them. */
export function Layout() {
  const [pageShown, setPageShown] = useState(false);
  const showPage = useCallback(() => setPageShown(true), []);
  useEffect(() => {
    const timer = setTimeout(showPage, BACKGROUND_DUTIES_AT_LATEST_MS);
    return () => clearTimeout(timer);
  }, [showPage]);

  return (
    <div className="app">
      <ScrollToTop />
      <AddressParam name="lang" />
      <Header />
      <KioskGate />
      <ConsentSlot />
      <Suspense fallback={null}>
        <AfterFirstPaint pageShown={pageShown} />
      </Suspense>
      <Suspense fallback={null}>
        <PwaNotices />
      </Suspense>
      <StartupStatus>
        <main id="main" className="page" tabIndex={-1}>
          <RouteErrorBoundary>
            <Suspense fallback={<RouteLoader />}>
              <Outlet />
              <PageShown onShown={showPage} />
            </Suspense>
          </RouteErrorBoundary>
        </main>
      </StartupStatus>
      <Suspense fallback={<div className="site-footer site-footer--pending" aria-hidden="true" />}>
        <Footer />
      </Suspense>
      <Toasts />
      <Suspense fallback={null}>
        <OverlayHost />
      </Suspense>
    </div>
  );
}
