import { CONSENT_HINT_HIDDEN, CONSENT_HINT_KEY } from '../domain/analytics/consent';

/**
 * The consent banner's synchronous hint (issue 18; src/domain/analytics/consent.ts says why it
 * exists): a first-party cookie, as the original consent script keeps its "alert box closed" cookie,
 * read once at the first render and written once the saved settings are known. It records only that
 * the banner was answered, never the choice (that stays in Dexie's settings). A browser refusing
 * cookies only costs the hint: the banner then waits for the settings.
 */
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function consentBannerHinted(): boolean {
  return !document.cookie.split('; ').includes(`${CONSENT_HINT_KEY}=${CONSENT_HINT_HIDDEN}`);
}

export function writeConsentHint(bannerShown: boolean): void {
  const maxAge = bannerShown ? 0 : ONE_YEAR_S;
  document.cookie = `${CONSENT_HINT_KEY}=${CONSENT_HINT_HIDDEN}; Path=/; Max-Age=${maxAge}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}
