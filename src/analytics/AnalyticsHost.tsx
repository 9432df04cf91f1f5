import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { checkoutFormAtom } from '../atoms/checkout';
import { currentHutAtom } from '../atoms/huts';
import { appConsentAtom, appInfoAtom } from '../atoms/app-bridge';
import { signedInAtom } from '../atoms/identity';
import { hydrationStatusAtom } from '../atoms/persisted';
import { sessionAtom } from '../atoms/session';
import { settingsAtom } from '../atoms/settings';
import { appStore, type AppStore } from '../atoms/store';
import { visitAtom } from '../atoms/visit';
import { getOrCreateMeta } from '../db/meta';
import type { ConsentState } from '../domain/analytics/consent';
import { buildDimensions, type CustomDimensions } from '../domain/analytics/dimensions';
import type { AnalyticsPort } from '../domain/analytics/events';
import { pageViewEvent } from '../domain/analytics/page-view';
import { pushConfig } from '../domain/analytics/push';
import { sessionSampled } from '../domain/analytics/rum';
import { isFeatureOn } from '../domain/flags/flags';
import { marketOfLanguageTag, marketOfSectorId } from '../domain/markets/facts';
import type { Locale } from '../domain/markets/ids';
import { log } from '../log/logger';
import { createUuid, currentTraceId, isUuid } from '../log/trace-id';
import { createCollectorSink, type CollectorSink } from './collector';
import { createAdapterPorts } from './adapters';
import { createLivePort } from './live-port';
import { installAnalyticsPort, installLeaveFlush, track } from './track';


/** The analytics client id (dimension 14): a random id kept like the trace id, in Dexie `meta`. */
const CLIENT_ID_KEY = 'analyticsClientId';

let collector: CollectorSink | undefined;

/** One uniform draw per browser session (14-G31 "drawn once per session"), kept in the visit slice (C34). */
function sessionDraw(store: AppStore): number {
  const kept = store.get(visitAtom).rumDraw;
  if (kept !== undefined) return kept;
  const draw = Math.random();
  store.set(visitAtom, (visit) => ({ ...visit, rumDraw: draw }));
  return draw;
}

/** The stored choice; nothing is allowed until the slices are read (hydration), so no default leaks through. */
function consentOf(store: AppStore): ConsentState {
  // C44: inside the app the tracking-permission answer decides (only `authorized` grants), not the banner.
  const inApp = store.get(appConsentAtom);
  if (inApp) return inApp;
  const hydrated = store.get(hydrationStatusAtom) !== 'pending';
  return { source: 'banner', groups: hydrated ? (store.get(settingsAtom).consent?.groups ?? null) : null };
}

/** The session's custom dimensions (14-G3), read at the moment of each event. */
function dimensionsOf(store: AppStore, clientId: string | undefined, pageLanguage: string): Partial<CustomDimensions> {
  const hut = store.get(currentHutAtom);
  const session = store.get(sessionAtom);
  const settings = store.get(settingsAtom);
  return buildDimensions({
    platform: store.get(appInfoAtom).platform,
    hutId: hut?.id,
    sector: hut?.sector,
    disposition: session.dispositionType,
    scheduledFor: session.dispositionWhen === 'asap' ? null : session.dispositionTime === null ? undefined : new Date(session.dispositionTime),
    language: (session.selectedLanguage ?? pageLanguage) as Locale,
    signedIn: store.get(signedInAtom),
    // 06-G12 → dimension 25: the checkout's curbside choice (collection only; INSTORE otherwise).
    collectionType: store.get(checkoutFormAtom).isCurbside ? 'CURBSIDE' : 'INSTORE',
    clientId,
    traceId: currentTraceId(),
    // 14-G7: the test hut or the synthetic flag level marks the traffic as test (dimension 18).
    test: Boolean(hut?.test) || isFeatureOn('markTrafficAsTest', settings.flagLevel, settings.flagOverrides),
  });
}

/**
 * Analytics after first paint (14-G1, 14-G4, 14-G8, 14-G9): once the stored slices are read, installs
 * the live port (consent gate → data layer + collector) with the session's dimensions, sends what an
 * earlier visit left queued and tracks a page view on every route change. The consent banner is
 * ConsentSlot's, in the first render (issue 18).
 */
export default function AnalyticsHost() {
  const { i18n } = useTranslation();
  const hydration = useAtomValue(hydrationStatusAtom);
  const { pathname, search } = useLocation();
  const [clientId, setClientId] = useState<string | undefined>();
  const hydrated = hydration !== 'pending';

  useEffect(() => {
    let live = true;
    getOrCreateMeta(CLIENT_ID_KEY, createUuid, isUuid)
      .catch(() => createUuid())
      .then((id) => live && setClientId(id), () => undefined);
    return () => {
      live = false;
    };
  }, []);

  // Installed once the slices are read, so the gate sees the stored choice, not the default.
  const ready = hydrated && clientId !== undefined;
  useEffect(() => {
    if (!ready) return;
    collector ??= createCollectorSink();
    const readConsent = () => consentOf(appStore);
    const readDimensions = () => dimensionsOf(appStore, clientId, i18n.language);
    const livePort = createLivePort({ readConsent, readDimensions, collector });
    // 14-G10, 14-G11: the deep-link and engagement stand-ins, each consent-gated, to the same collector.
    const adapterPorts = createAdapterPorts({ readConsent, readDimensions, collector });
    // 14-G27: inside the app, Canada's events also go to the app (its port checks market and consent).
    let appPort: AnalyticsPort | null = null;
    const readMarket = () => {
      const hut = appStore.get(currentHutAtom);
      return (hut && marketOfSectorId(hut.sector)) ?? null;
    };
    if (appStore.get(appInfoAtom).isMobileApp) {
      void import('../app-bridge/tracking')
        .then(({ appTrackingPort }) => {
          appPort = appTrackingPort(readMarket, readConsent);
        })
        .catch((err: unknown) => log.warn('The app tracking port could not load', { error: String(err) }));
    }
    const uninstall = installAnalyticsPort({
      track(event) {
        livePort.track(event);
        for (const adapter of adapterPorts) adapter.track(event);
        appPort?.track(event);
      },
    });
    // A card payment leaving for the provider's page beacons what is queued first (order-submit).
    const leaveCollector = collector;
    const uninstallLeave = installLeaveFlush(() => leaveCollector.flushBeforeLeaving());
    void collector.flush();
    // 14-G31: a sampled session (the market's rate, drawn once per session) sends its web vitals.
    let stopVitals: (() => void) | undefined;
    let stopped = false;
    const hut = appStore.get(currentHutAtom);
    const market = (hut && marketOfSectorId(hut.sector)) ?? marketOfLanguageTag(i18n.language);
    if (sessionSampled(market, sessionDraw(appStore))) {
      void import('./web-vitals')
        .then(({ startWebVitals }) => {
          if (!stopped) stopVitals = startWebVitals();
        })
        .catch((err: unknown) => log.warn('Web vitals could not load', { error: String(err) }));
    }
    // 14-G30: push messaging only when the hut's or market's config enables it (off by default).
    const push = pushConfig(market, hut?.id);
    if (push) {
      void import('./push')
        .then(({ startPush }) => startPush(push))
        .catch((err: unknown) => log.warn('Push messaging could not load', { error: String(err) }));
    }
    return () => {
      stopped = true;
      stopVitals?.();
      uninstallLeave();
      uninstall();
    };
  }, [ready, clientId, i18n]);

  // 14-G4: a page view on every route change (the query string kept except on checkout pages).
  useEffect(() => {
    if (ready) track(pageViewEvent(pathname, search));
  }, [ready, pathname, search]);

  return null;
}
