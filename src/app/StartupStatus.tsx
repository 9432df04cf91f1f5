import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../atoms/notifications';
import { hydrationStatusAtom } from '../atoms/persisted';

/**
 * Start-up outcomes of restoring saved state (spec 1 §8, 3 §4.7; checklist 02-G7):
 * - failed: logged, and the app does not render its pages, only this panel with a Retry;
 * - memory-only (no IndexedDB, e.g. a private window): logged, the app works, and the customer is
 *   told once that the basket will not be kept.
 */
export function StartupStatus({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useAtomValue(hydrationStatusAtom);

  useEffect(() => {
    if (status !== 'memory-only') return;
    notify({
      type: 'warning',
      topic: 'storage',
      title: t('startup.storageUnavailableTitle'),
      message: t('startup.storageUnavailable'),
      timeOut: 0,
      hideShowBasket: true,
    });
  }, [status, t]);

  if (status !== 'failed') return children;
  return (
    <main id="main" className="page page--centred">
      <section className="panel panel--error" aria-labelledby="startup-title">
        <h1 id="startup-title" className="panel__title">
          {t('startup.failedTitle')}
        </h1>
        <p className="panel__text">{t('startup.failedMessage')}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('loader.retry')}
        </button>
      </section>
    </main>
  );
}
