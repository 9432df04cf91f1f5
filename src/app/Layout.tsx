import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Toasts } from '../components/Toasts';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { LangParam } from './LangParam';
import { OverlayHost } from './OverlayHost';
import { RouteLoader } from './RouteLoader';
import { ScrollToTop } from './ScrollToTop';
import { StartupStatus } from './StartupStatus';

/** The page frame every route shares: header, the page, footer, and the notices above them. */
export function Layout() {
  return (
    <div className="app">
      <ScrollToTop />
      <LangParam />
      <Header />
      <StartupStatus>
        <main id="main" className="page" tabIndex={-1}>
          <RouteErrorBoundary>
            <Suspense fallback={<RouteLoader />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
      </StartupStatus>
      <Footer />
      <Toasts />
      <OverlayHost />
    </div>
  );
}
