import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSENT_GROUPS, type ConsentGroup } from '../domain/analytics/consent';
import './consent.css';

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

const OPTIONAL_GROUPS = CONSENT_GROUPS.filter((group) => group !== 'C0001');

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
          <fieldset className="consent-banner__groups">
            <legend className="visually-hidden">{t('consent.groupsLegend')}</legend>
            <div className="consent-banner__group">
              <span className="consent-banner__group-name">{t('consent.groups.C0001.name')}</span>
              <span className="consent-banner__always">{t('consent.alwaysOn')}</span>
              <p className="consent-banner__group-text">{t('consent.groups.C0001.description')}</p>
            </div>
            {OPTIONAL_GROUPS.map((group) => (
              <div className="consent-banner__group" key={group}>
                <label className="consent-banner__switch">
                  <input type="checkbox" role="switch" checked={chosen.has(group)} onChange={() => toggle(group)} />
                  <span className="consent-banner__group-name">{t(`consent.groups.${group}.name`)}</span>
                </label>
                <p className="consent-banner__group-text">{t(`consent.groups.${group}.description`)}</p>
              </div>
            ))}
          </fieldset>
        ) : null}
        <div className="consent-banner__actions">
          <button type="button" className="button button--secondary" onClick={() => onChoose(['C0001'])}>
            {t('consent.rejectAll')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => onChoose([...CONSENT_GROUPS])}>
            {t('consent.acceptAll')}
          </button>
          {managing ? (
            <button type="button" className="button button--primary" onClick={() => onChoose(['C0001', ...OPTIONAL_GROUPS.filter((group) => chosen.has(group))])}>
              {t('consent.save')}
            </button>
          ) : (
            <button type="button" className="button button--link consent-banner__manage" onClick={() => setManaging(true)} aria-expanded={false}>
              {t('consent.manage')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
