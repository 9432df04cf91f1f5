import type { Platform } from './footer-links';

/**
 * Which footer a visit gets (spec 3 §2.5; 10-G29), read once from the address the visit opened with
 * and kept for the browser tab's session (sessionStorage: a display choice, gone with the tab, never
 * in localStorage). Our picks, written down in the issue's note:
 * - a partner platform (an aggregator or partner site framing or linking us) opens any page with
 *   `?platform=partner`;
 * - the mobile-app wrapper opens the page with `?app=android` or `?app=ios` (14-G21's suggested
 *   marker; `?app=true` without a platform counts as OTHER).
 */
export interface FooterVariant {
  platform: Platform;
  partner: boolean;
}

const KEY = 'footer-variant';

export function footerVariantOf(search: string, saved: FooterVariant | null): FooterVariant {
  const params = new URLSearchParams(search);
  const app = params.get('app')?.toLowerCase();
  const platform: Platform | null = app === 'android' ? 'ANDROID' : app === 'ios' ? 'IOS' : app === 'true' ? 'OTHER' : null;
  const partner = params.get('platform')?.toLowerCase() === 'partner' ? true : null;
  return { platform: platform ?? saved?.platform ?? 'WEB', partner: partner ?? saved?.partner ?? false };
}

function readSaved(): FooterVariant | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<FooterVariant>;
    const platforms: readonly Platform[] = ['WEB', 'ANDROID', 'IOS', 'OTHER'];
    return platforms.includes(value.platform as Platform) ? { platform: value.platform as Platform, partner: value.partner === true } : null;
  } catch {
    return null;
  }
}

/** The variant of this tab's session, saving what the current address says. */
export function currentFooterVariant(search: string): FooterVariant {
  const variant = footerVariantOf(search, readSaved());
  try {
    sessionStorage.setItem(KEY, JSON.stringify(variant));
  } catch {
    // Storage refused (private mode): the variant holds for this page only.
  }
  return variant;
}
