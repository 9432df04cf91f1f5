import { useTranslation } from 'react-i18next';
import { CONSENT_GROUPS, type ConsentGroup } from '../domain/analytics/consent';
import { ConsentAnswers } from './ConsentAnswers';

const OPTIONAL_GROUPS = CONSENT_GROUPS.filter((group) => group !== 'C0001');

export interface ConsentChoicesProps {
  chosen: ReadonlySet<ConsentGroup>;
  onToggle: (group: ConsentGroup) => void;
  onChoose: (groups: ConsentGroup[]) => void;
}

/** The consent banner's "Manage choices" view (14-G8): a switch per optional group, then the three answers. */
export default function ConsentChoices({ chosen, onToggle, onChoose }: ConsentChoicesProps) {
  const { t } = useTranslation();
  return (
    <>
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
              <input type="checkbox" role="switch" checked={chosen.has(group)} onChange={() => onToggle(group)} />
              <span className="consent-banner__group-name">{t(`consent.groups.${group}.name`)}</span>
            </label>
            <p className="consent-banner__group-text">{t(`consent.groups.${group}.description`)}</p>
          </div>
        ))}
      </fieldset>
      <ConsentAnswers onChoose={onChoose}>
        <button type="button" className="button button--primary" onClick={() => onChoose(['C0001', ...OPTIONAL_GROUPS.filter((group) => chosen.has(group))])}>
          {t('consent.save')}
        </button>
      </ConsentAnswers>
    </>
  );
}
