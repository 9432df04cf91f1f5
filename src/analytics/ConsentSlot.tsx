import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { IN_APP } from '../app-bridge/in-app';
import { hydrationStatusAtom } from '../atoms/persisted';
import { settingsAtom } from '../atoms/settings';
import { analyticsAllowed, type ConsentGroup } from '../domain/analytics/consent';
import { log } from '../log/logger';
import { ConsentBanner } from './ConsentBanner';
import { OPEN_CONSENT_EVENT } from './consent-event';
import { consentBannerHinted, writeConsentHint } from './consent-hint';
import { track } from './track';

/**
 * Where the consent banner (14-G8) goes: in the page flow under the header, from the first render
 * (issue 18). Until the saved settings are read, the hint decides (the same test the inline script
 * applied to the prerendered shell, so the shell's banner and this one take the same room); then the
 * settings do, and the hint is brought up to date for the next start. A kiosk (a store's tablet, not
 * a customer's device) and the mobile app (its tracking prompt asks instead, C44) show no banner.
 * The banner and its strings (en.consent.json) are part of the entry: about 1.5 KB gzip.
 */
export function ConsentSlot() {
  const hydrated = useAtomValue(hydrationStatusAtom) !== 'pending';
  const [settings, setSettings] = useAtom(settingsAtom);
  // The bridge (and its isMobileApp) loads only when this is true, so it is the whole test here.
  const inApp = IN_APP;
  const [hinted] = useState(consentBannerHinted);
  const [reopened, setReopened] = useState(false);

  useEffect(() => {
    const open = () => setReopened(true);
    window.addEventListener(OPEN_CONSENT_EVENT, open);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, open);
  }, []);

  const unanswered = settings.kiosk === null && !inApp && !settings.consent;
  useEffect(() => {
    if (hydrated) writeConsentHint(unanswered);
  }, [hydrated, unanswered]);

  const choose = useCallback(
    (groups: ConsentGroup[]) => {
      setSettings((previous) => ({ ...previous, consent: { groups, at: Date.now() } }));
      setReopened(false);
      if (analyticsAllowed({ source: 'banner', groups })) track({ type: 'interaction', interaction: 'consent-change', value: 'granted' });
      else
        void import('./queue')
          .then(({ clearQueue }) => clearQueue())
          .catch((err: unknown) => log.warn('Analytics queue could not be cleared', { error: String(err) }));
    },
    [setSettings],
  );

  const shown = hydrated ? unanswered || (reopened && settings.kiosk === null && !inApp) : hinted && !inApp;
  if (!shown) return null;
  return <ConsentBanner current={settings.consent?.groups ?? null} focusOnOpen={reopened} onChoose={choose} />;
}
