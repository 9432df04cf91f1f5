import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentGroup } from '../domain/analytics/consent';
import { Spinner } from '../components/Spinner';
import { ConsentAnswers } from './ConsentAnswers';
import { withScreenStrings } from '../i18n';
import './consent.css';

// "Manage choices" (a switch per group) and its strings (consent~manage) load when asked for: the
// banner's first view is in the entry (issue 18), the rest is not.
const ConsentChoices = lazy(withScreenStrings(() => import('./ConsentChoices')));

/**
 * The cookie-consent banner (14-G8): the local stand-in for the original consent script, with its
 * groups (C0001 necessary, always on; C0002 performance/analytics, which governs every analytics sink,
 * 14-G9; C0003 functional; C0004 targeting). Accept and reject are equal buttons, one tap each; "Manage
 * choices" shows a switch per group. A region in the page flow under the header, never a fixed layer:
 * it covers nothing, so the checkout's Pay button and the basket bar stay reachable on a phone.
 * vanilla-cookieconsent was the suggested library; it could not be installed in this worktree (its
 * node_modules is shared), so this small banner stands in and keeps the same group ids.
 */
export interface ConsentBannerProps {
  /** The groups chosen before, when reopened from the footer; null on a first visit. */
  current: readonly ConsentGroup[] | null;
  /** Reopened from "Cookie settings": the banner takes the focus, so a keyboard user lands in it. */
  focusOnOpen: boolean;
  onChoose: (groups: ConsentGroup[]) => void;
}

export function ConsentBanner({ current, focusOnOpen, onChoose }: ConsentBannerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [managing, setManaging] = useState(current !== null);
  const [chosen, setChosen] = useState<ReadonlySet<ConsentGroup>>(() => new Set(current ?? []));

  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
  }, [focusOnOpen]);

  const toggle = (group: ConsentGroup) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(group)) next.delete(group);
      else next.add(group);
      return next;
    });

  return (
    <section className="consent-banner" aria-labelledby={titleId} data-testid="consent-banner">
      <div className="consent-banner__inner">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="consent-banner__title">
          {t('consent.title')}
        </h2>
        <p className="consent-banner__body">{t('consent.body')}</p>
        {managing ? (
          <Suspense fallback={<Spinner label={t('loader.loading')} />}>
            <ConsentChoices chosen={chosen} onToggle={toggle} onChoose={onChoose} />
          </Suspense>
        ) : (
          <ConsentAnswers onChoose={onChoose}>
            <button type="button" className="button button--link consent-banner__manage" onClick={() => setManaging(true)} aria-expanded={false}>
              {t('consent.manage')}
            </button>
          </ConsentAnswers>
        )}
      </div>
    </section>
  );
}
