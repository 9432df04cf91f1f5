/**
 * The mobile-app wrapper's state for the visit (14-G21…14-G25), set by the lazy bridge
 * (src/app-bridge/AppBridge.tsx) and read by the order (isMobileApp, 14-G28) and the consent gate (C44).
 * In memory on purpose: the wrapper gives all of it again at each start (query values, the
 * tracking-permission answer, the app session), and the app owns its session (pick, 14-G25).
 */
import { atom } from 'jotai';
import type { ConsentState, TrackingStatus } from '../domain/analytics/consent';
import { WEB_APP_INFO, type AppInfo } from '../domain/app-bridge/detect';
import type { AppSession } from '../domain/app-bridge/messages';

export const appInfoAtom = atom<AppInfo>(WEB_APP_INFO);

/** The app's answer to the tracking-permission request; null until it answers. */
export const appTrackingStatusAtom = atom<TrackingStatus | null>(null);

/** The logged-in app session the wrapper handed over (`app-session`), or null. */
export const appSessionAtom = atom<AppSession | null>(null);

/**
 * C44 inside the app: "only authorized grants" (domain/analytics/consent.ts), and nothing goes until the
 * answer arrives. Null on the web: the banner's consent applies there.
 */
export const appConsentAtom = atom<ConsentState | null>((get) =>
  get(appInfoAtom).isMobileApp ? { source: 'app', status: get(appTrackingStatusAtom) } : null,
);
