import { useTranslation } from 'react-i18next';
import { useOfflineStrings } from './use-offline-strings';

/** Drawn inside PwaNotices' status region while the network is gone; it carries no controls. */
export default function OfflineBanner() {
  const { t } = useTranslation();
  if (!useOfflineStrings(true)) return null;
  return (
    <div
      className="offline-banner"
      style={{ background: '#2b2b2b', color: '#fff', padding: '0.5rem 1rem', fontSize: '0.9rem', textAlign: 'center' }}
    >
      <strong>{t('offline.offlineTitle')}.</strong> {t('offline.offlineMessage')}
    </div>
  );
}
