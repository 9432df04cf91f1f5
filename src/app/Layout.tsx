import { lazy, Suspense } from 'react';
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
// loads each of its own; the entry carries one import for them all (home route budget).
const AfterFirstPaint = lazy(() => import('./AfterFirstPaint'));
// The overlay host (store finder, scheduled order, …) and its navigation duties load right after
// the first paint: nothing on screen waits for it (home route budget).
const OverlayHost = lazy(() => import('./OverlayHost').then(({ OverlayHost }) => ({ default: OverlayHost })));
// The footer sits below the fold: it arrives a moment after the page, never ahead of it.
const Footer = lazy(() => import('./Footer').then(({ Footer }) => ({ default: Footer })));
// Offline banner and update notice: a small chunk right after first paint (issue 7).
const PwaNotices = lazy(() => import('./PwaNotices'));

/** The page frame every route shares: header, the page, footer, and the notices above them. */
export function Layout() {
  return (
    <div className="app">
      <ScrollToTop />
      <AddressParam name="lang" />
      <Header />
      <KioskGate />
      <ConsentSlot />
      <Suspense fallback={null}>
        <AfterFirstPaint />
      </Suspense>
      <Suspense fallback={null}>
        <PwaNotices />
      </Suspense>
      <StartupStatus>
        <main id="main" className="page" tabIndex={-1}>
          <RouteErrorBoundary>
            <Suspense fallback={<RouteLoader />}>
              <Outlet />
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
