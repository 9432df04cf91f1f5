import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { log } from '../log/logger';
import { setPwaStatus } from '../atoms/pwa-status';
import { usePwaStatus } from '../atoms/use-pwa-status';
import { useOfflineStrings } from './use-offline-strings';

/**
 * 'Install the app', only where the browser offers installation (beforeinstallprompt: Chromium on
 * Android and desktop). iOS has no such event: there the Share → Add to Home Screen path uses the
 * manifest and the apple-touch-icon, and this button stays hidden.
 */
export function InstallButton() {
  const { t } = useTranslation();
  const { installOffer } = usePwaStatus();
  const [installed, setInstalled] = useState(false);
  const ready = useOfflineStrings(installOffer !== null || installed);
  if (!ready) return null;
  if (installed) return <p className="install-app">{t('offline.installed')}</p>;
  if (!installOffer) return null;

  const install = async () => {
    await installOffer.prompt();
    const { outcome } = await installOffer.userChoice;
    log.info('Install prompt answered', { outcome });
    // The event can be used once; the browser sends another if the customer may be asked again.
    setPwaStatus({ installOffer: null });
    if (outcome === 'accepted') setInstalled(true);
  };
  return (
    <p className="install-app">
      <button type="button" className="button button--secondary" onClick={() => void install()}>
        {t('offline.install')}
      </button>
    </p>
  );
}
