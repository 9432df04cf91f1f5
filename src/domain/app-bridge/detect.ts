/**
 * Detection of the mobile-app wrapper (14-G21): "Platforms: ANDROID, IOS, WEB, OTHER" (S1 §3, S3 §3),
 * "Device types are web, android app, ios app" (S3 §9.2), "Mobile app info: appId" (S3 §3).
 *
 * Picks (14-G20: the spec does not show the wrapper; written down in the issue's note):
 * - The wrapper opens the page with `?app=android|ios` (or `app=true`: OTHER), `appId` and `appVersion`;
 *   the values are kept in memory for the visit (the footer's marker, 10-G29, is the same `app`).
 * - It injects a host object `window.PizzaHutAppHost` with `postMessage(json: string)` (the page →
 *   app channel, see messages.ts) at every page load, carrying the same `platform`, `appId` and
 *   `appVersion` as properties, so a reload inside the app keeps them. Without either, the platform
 *   comes from the user agent (Android / iPhone / iPad), else OTHER.
 * - The app version falls back to the user agent's `PizzaHutApp/<version>` (14-G26's pick).
 */
import { DEVICE_TYPES, PLATFORMS, type Platform } from '../analytics/dimensions';

export { PLATFORMS, type Platform };

export const APP_HOST_GLOBAL = 'PizzaHutAppHost';

export interface AppInfo {
  platform: Platform;
  /** Inside the wrapper (a host object or the `app` marker); a browser is WEB and false. */
  isMobileApp: boolean;
  appId: string | null;
  appVersion: string | null;
}

export const WEB_APP_INFO: AppInfo = { platform: 'WEB', isMobileApp: false, appId: null, appVersion: null };

const APP_ID = /^[A-Za-z0-9._-]{1,100}$/;
const VERSION = /^\d+(?:\.\d+){0,3}$/;

function platformOfMarker(app: string | null | undefined): Platform | null {
  const value = app?.trim().toLowerCase();
  if (value === 'android') return 'ANDROID';
  if (value === 'ios') return 'IOS';
  if (value === 'true' || value === 'other') return 'OTHER';
  return null;
}

function platformOfUserAgent(userAgent: string): Platform {
  if (/\bAndroid\b/i.test(userAgent)) return 'ANDROID';
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'IOS';
  return 'OTHER';
}

export interface DetectionInput {
  search: string;
  userAgent: string;
  /** Whether the wrapper's host object is present. */
  hostPresent: boolean;
  /** The host object's own `platform`, `appId`, `appVersion` properties (unchecked input). */
  hostInfo?: { platform?: unknown; appId?: unknown; appVersion?: unknown } | null;
  /** What this visit already settled on (kept for the session): the address may have lost its query. */
  saved: AppInfo | null;
}

/** The visit's app info: what the address says wins, then what the visit kept, then the host and UA. */
export function detectApp({ search, userAgent, hostPresent, hostInfo, saved }: DetectionInput): AppInfo {
  const params = new URLSearchParams(search);
  const hostString = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const marker = platformOfMarker(params.get('app')) ?? platformOfMarker(hostString(hostInfo?.platform));
  const idParam = params.get('appId')?.trim() || hostString(hostInfo?.appId);
  const versionParam = params.get('appVersion')?.trim() || hostString(hostInfo?.appVersion);
  const uaVersion = /\bPizzaHutApp\/(\d+(?:\.\d+)*)\b/.exec(userAgent)?.[1] ?? null;
  const inApp = marker !== null || hostPresent || saved?.isMobileApp === true;
  if (!inApp) return WEB_APP_INFO;
  const platform = marker ?? (saved?.isMobileApp ? saved.platform : platformOfUserAgent(userAgent));
  return {
    platform,
    isMobileApp: true,
    appId: APP_ID.test(idParam) ? idParam : (saved?.appId ?? null),
    appVersion: VERSION.test(versionParam) ? versionParam : (saved?.appVersion ?? uaVersion),
  };
}

/** Analytics dimension 3 (S3 §9.2): 'web', 'android app', 'ios app'. */
export function deviceTypeOf(info: AppInfo): string {
  return DEVICE_TYPES[info.platform];
}
