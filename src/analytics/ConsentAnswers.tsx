import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSENT_GROUPS, type ConsentGroup } from '../domain/analytics/consent';

/**
 * The consent banner's answers (14-G8): "Reject all" and "Accept all", equal buttons, one tap each,
 * then the view's own third button ("Manage choices" or "Save my choices").
 */
export function ConsentAnswers({ onChoose, children }: { onChoose: (groups: ConsentGroup[]) => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="consent-banner__actions">
      <button type="button" className="button button--secondary" onClick={() => onChoose(['C0001'])}>
        {t('consent.rejectAll')}
      </button>
      <button type="button" className="button button--secondary" onClick={() => onChoose([...CONSENT_GROUPS])}>
        {t('consent.acceptAll')}
      </button>
      {children}
    </div>
  );
}
