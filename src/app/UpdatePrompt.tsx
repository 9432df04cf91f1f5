import { useTranslation } from 'react-i18next';
import { activateUpdate } from '../atoms/pwa-status';
import { useOfflineStrings } from './use-offline-strings';

/**
 * 'A new version is available — Reload': non-blocking (no modal, nothing is covered for long), and
 * never automatic, so a half-typed form is only lost if the customer chooses to reload.
 */
export default function UpdatePrompt({ onReload = activateUpdate }: { onReload?: () => void }) {
  const { t } = useTranslation();
  if (!useOfflineStrings(true)) return null;
  return (
    <aside
      className="update-prompt"
      aria-label={t('offline.updateMessage')}
      style={{
        position: 'fixed',
        insetInline: '1rem',
        bottom: '1rem',
        zIndex: 40,
        display: 'flex',
        gap: '1rem',
        alignItems: 'center',
        justifyContent: 'space-between',
        maxWidth: '32rem',
        margin: '0 auto',
        padding: '0.75rem 1rem',
        background: '#2b2b2b',
        color: '#fff',
        borderRadius: '0.5rem',
        boxShadow: '0 4px 16px rgb(0 0 0 / 25%)',
      }}
    >
      <p role="status" style={{ margin: 0 }}>
        {t('offline.updateMessage')}
      </p>
      <button type="button" className="button button--primary" onClick={onReload} style={{ minHeight: '44px' }}>
        {t('offline.reload')}
      </button>
    </aside>
  );
}
