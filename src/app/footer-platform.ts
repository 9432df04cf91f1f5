import type { Platform } from './footer-links';

/**
 * Which footer a visit gets (spec 3 §2.5; 10-G29), read from the address the visit opened with and
 * kept while the app runs (in memory: the links inside the app keep it, a new visit reads its own
 * address again). Our picks, written down in the issue's note:
 * - a partner platform (an aggregator or partner site framing or linking us) opens any page with
 *   `?platform=partner`;
 * - the mobile-app wrapper opens the page with `?app=android` or `?app=ios` (14-G21's suggested
 *   marker; `?app=true` without a platform counts as OTHER).
 */
export interface FooterVariant {
  platform: Platform;
  partner: boolean;
}

/** The variant this page load settled on: in memory, as product state never lives in Web Storage. */
let settled: FooterVariant | null = null;

export function footerVariantOf(search: string, saved: FooterVariant | null, hostPlatform?: unknown): FooterVariant {
  const params = new URLSearchParams(search);
  // Issue 17 (14-G21 pick): the wrapper's host object carries the same platform at every load, so a
  // reload inside the app keeps the app footer; the address still wins.
  const app = (params.get('app') ?? (typeof hostPlatform === 'string' ? hostPlatform : undefined))?.toLowerCase();
  const platform: Platform | null = app === 'android' ? 'ANDROID' : app === 'ios' ? 'IOS' : app === 'true' ? 'OTHER' : null;
  const partner = params.get('platform')?.toLowerCase() === 'partner' ? true : null;
  return { platform: platform ?? saved?.platform ?? 'WEB', partner: partner ?? saved?.partner ?? false };
}

/** The variant of this visit, updated by what the current address says. */
export function currentFooterVariant(search: string): FooterVariant {
  const host = (globalThis as { PizzaHutAppHost?: { platform?: unknown } }).PizzaHutAppHost;
  settled = footerVariantOf(search, settled, host?.platform);
  return settled;
}
