import './app/styles.css';
import { Provider } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { log } from './log/logger';
import { AddressParam } from './app/AddressParam';
import { takeFlagParamFromAddress, takeLangParamFromAddress } from './app/address-params';
import { AppRoutes } from './app/routes';
import { hydratePersistedAtoms } from './atoms/persisted';
import { selectedLanguageAtom } from './atoms/session';
import { settingsAtom } from './atoms/settings';
import { appStore } from './atoms/store';
import type { FlagLevel } from './domain/flags/flags';
import { changeLanguage, currentLanguage, initI18n } from './i18n';
import { detectLanguage, resolveLanguage } from './i18n/languages';

/**
 * Start-up (spec 3 §9.2): language first (so the first paint is in the right words), then the app.
 * Saved state is restored from IndexedDB right after the first paint; nothing on the home page
 * waits for it, and its failure paths are drawn by StartupStatus.
 *
 * The start-up order (14-G19), each step after the one before; a step that fails is only logged and
 * never stops the next one (S3 §8.4 "initialisation errors are only logged"):
 * 1. `?lang=` / `?flag=` taken from the address, i18n initialised; the first paint (the routes).
 * 2. Rehydration of the Dexie slices (restoreSavedState). A failure shows StartupStatus's panel with
 *    Retry instead of the page (a written-down deviation from "the app does not render").
 * 3. The service worker, on `load`; its chunk runs the release-hash check (S3 §9.2 "compares its release
 *    hash with the latest": sw-client.ts + sw/release-check.ts, hourly and on focus).
 * 4. After first paint, lazy chunks mounted by AfterFirstPaint: the address readers (utm, channel) and the
 *    wrapper bridge (inside the app only; it asks the app for tracking permission at mount) at once; once the
 *    page is on screen (issue 18), the account re-check on mount (AccountSessionKeeper),
 *    analytics (AnalyticsHost: consent, data layer, collector, then real-user monitoring / web vitals for
 *    sampled sessions, and push messaging only when the `pushMessaging` flag/config enables it) and the
 *    experiments datafile (ExperimentsKeeper). No session replay is recorded locally (14-G31).
 */
async function boot(): Promise<void> {
  const fromAddress = resolveLanguage(takeLangParamFromAddress());
  const flagLevel = takeFlagParamFromAddress();
  await initI18n(fromAddress ?? detectLanguage(navigator.languages));

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);
  // The first render is a transition (issue 18), so React renders it in slices of a few ms and the
  // phone stays responsive: rendered at once it was one task of ~0.5 s on a 4× slowed CPU, the
  // largest share of the home page's blocking time. The prerendered shell stays on screen until
  // the render commits; nothing is clickable before then (the shell's buttons are disabled).
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={appStore}>
          <BrowserRouter>
            <AddressParam name="flag" />
            <AppRoutes />
          </BrowserRouter>
        </Provider>
      </StrictMode>,
    ),
  );

  await restoreSavedState(fromAddress, flagLevel);
  // Its helper is a small chunk too: it only waits for `load` before registering (home route budget).
  void import('./app/register-sw').then(({ registerServiceWorker }) => registerServiceWorker());
}

async function restoreSavedState(fromAddress: string | null, flagLevel: FlagLevel | null): Promise<void> {
  await hydratePersistedAtoms(appStore);
  // The basket's own upkeep (expiry, its menu lists, catalogue refresh): a lazy chunk, not first paint.
  void import('./atoms/basket-effects').then(({ startBasketEffects }) => startBasketEffects(appStore));
  // Voucher and gift card resets (basket emptied, hut changed; spec 2 §4): also a lazy chunk.
  void import('./atoms/credit-effects').then(({ startCreditEffects }) => startCreditEffects(appStore));
  // Hut Rewards in the basket (issue 15): a reward leaves with its member's sign-out; the free-reward flag follows the basket.
  void import('./atoms/loyalty-basket').then(({ startLoyaltyBasketEffects }) => startLoyaltyBasketEffects(appStore));
  // Set with the saved settings, before the order area renders again and reads the level.
  if (flagLevel) appStore.set(settingsAtom, (settings) => ({ ...settings, flagLevel }));
  if (fromAddress) {
    appStore.set(selectedLanguageAtom, { language: fromAddress, manual: true });
    return;
  }
  const saved = resolveLanguage(appStore.get(selectedLanguageAtom).language);
  if (saved && saved !== currentLanguage()) await changeLanguage(saved);
}

// A crash in background work is logged and swallowed (spec 1 §8); the logger drops cross-origin
// and permission errors, which the spec says are not logged.
window.addEventListener('unhandledrejection', (event) => log.error(event.reason));
window.addEventListener('error', (event) => log.error(event.error ?? event.message));

void boot().catch((error: unknown) => log.error(error));
