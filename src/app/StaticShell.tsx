import { Logo } from '../components/Logo';

/**
 * The app shell prerendered into index.html at build time (issue 18; scripts/prerender-shell.ts): the
 * header frame and a page loader, drawn by the CSS alone before any JavaScript has run, online and from
 * the service worker's precached index.html offline. It is a placeholder, not hydrated: what the first
 * client render shows depends on Dexie (hut, basket, language, kiosk), so the client's createRoot
 * replaces it. Its boxes are the first client frame's (Layout: the header's 64 px, the page's loader,
 * the footer below the fold), so the swap moves nothing on screen (CLS). No words the market would
 * change but two labels, in the language of index.html (en-GB): the home link and the loader.
 */
export function StaticShell({ homeLabel, loadingLabel }: { homeLabel: string; loadingLabel: string }) {
  return (
    <div className="app" data-static-shell="">
      <header className="site-header">
        <div className="site-header__inner">
          <a className="site-header__logo" href="/" aria-label={homeLabel}>
            <Logo />
          </a>
          <div className="site-header__actions" />
        </div>
      </header>
      <main id="main" className="page" tabIndex={-1}>
        <div className="route-loader">
          <span className="spinner" role="progressbar" aria-label={loadingLabel} aria-busy="true">
            <span className="spinner__dot" aria-hidden="true" />
          </span>
        </div>
      </main>
      <div className="site-footer site-footer--pending" aria-hidden="true" />
    </div>
  );
}
