/**
 * The decommission modal (14-G24): "if the app id is in the deprecated list, the decommission modal
 * opens. Dismiss or update closes it" (S3 §4.7); "title, description and an update button. A soft-update
 * variant adds a dismiss button" (S3 §2.7).
 *
 * Picks (written down in the note):
 * - the deprecated list: the first-generation apps' ids are retired ('hard': update only), the
 *   second-generation UK and Canada ids are on their way out ('soft': update or dismiss);
 * - 'update' leads to the platform's store page of the market's current app (footer-links' app links),
 *   sent to the app as an `update-app` message; the web view opens it.
 * - a dismissed soft modal stays closed for the rest of the visit (it opens again on the next start).
 */
export type DecommissionVariant = 'hard' | 'soft';

export const DEPRECATED_APP_IDS: Readonly<Record<string, DecommissionVariant>> = {
  'com.pizzahut.uk.legacy': 'hard',
  'com.pizzahut.fr.legacy': 'hard',
  'com.pizzahut.india.legacy': 'hard',
  'com.pizzahut.ca.legacy': 'hard',
  'com.pizzahut.uk.v2': 'soft',
  'com.pizzahut.ca.v2': 'soft',
};

/** The modal's variant for an app id, or null when the app is current (or there is no app). */
export function decommissionVariant(appId: string | null, deprecated: Readonly<Record<string, DecommissionVariant>> = DEPRECATED_APP_IDS): DecommissionVariant | null {
  if (!appId || !Object.hasOwn(deprecated, appId)) return null;
  return deprecated[appId] ?? null;
}
