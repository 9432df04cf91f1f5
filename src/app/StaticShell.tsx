import { Logo } from '../components/Logo';

/**
 * The app shell prerendered into index.html at build time (issue 18; scripts/prerender-shell.ts): the
 * header frame and a page loader, drawn by the CSS alone before any JavaScript has run, online and from
 * the service worker's precached index.html offline. It is a placeholder, not hydrated: what the first
 * client render shows depends on Dexie (hut, basket, language, kiosk), so the client's createRoot
 * replaces it. Its boxes are the first client frame's (Layout: the header's 64 px, the page's loader,
 * the footer below the fold), so the swap moves nothing on screen (CLS). No words the market would
 * change but two labels and the consent banner, in the language of index.html (en-GB): the home link,
 * the loader and the banner's first view, shown to a visitor who has not answered it yet (issue 18:
 * the banner is the largest text of a first visit, so it is there at the first paint, and it never
 * pushes the page down later).
 */
export interface StaticShellLabels {
  homeLabel: string;
  loadingLabel: string;
  /** The consent banner's first view (src/i18n/locales/en.consent.json). */
  consent: { title: string; body: string; rejectAll: string; acceptAll: string; manage: string };
}

export function StaticShell({ homeLabel, loadingLabel, consent }: StaticShellLabels) {
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
      {/* The consent banner as ConsentBanner first draws it, for a visitor who has not answered: the
          inline script in index.html's head hides it (`html.consent-answered`) for one who has. Its
          buttons wait for the app (disabled), whose first render puts the live banner in its place. */}
      <section className="consent-banner" data-consent-static="" aria-labelledby="consent-static-title">
        <div className="consent-banner__inner">
          <h2 id="consent-static-title" className="consent-banner__title">
            {consent.title}
          </h2>
          <p className="consent-banner__body">{consent.body}</p>
          <div className="consent-banner__actions">
            <button type="button" className="button button--secondary" disabled>
              {consent.rejectAll}
            </button>
            <button type="button" className="button button--secondary" disabled>
              {consent.acceptAll}
            </button>
            <button type="button" className="button button--link consent-banner__manage" disabled>
              {consent.manage}
            </button>
          </div>
        </div>
      </section>
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
