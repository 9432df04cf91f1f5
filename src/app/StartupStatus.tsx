import { useAtomValue } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../atoms/notifications';
import { hydrationStatusAtom } from '../atoms/persisted';

/**
 * Start-up outcomes of restoring saved state (spec 1 §8, 3 §4.7; checklist 02-G7):
 * - failed: logged, and the app does not render its pages, only this panel with a Retry;
 * - memory-only (no IndexedDB, e.g. a private window): logged, the app works, and the customer is
 *   told once that the basket will not be kept.
 *
 * Deviation, written down (14-G19): spec 3 §9.2 says "if rehydration fails the app does not render". Wave 1
 * renders this panel instead of a blank page (audit), and it stays: a blank page gives the customer no way
 * out. The panel carries the stuck-loader message (spec 1 §8 "a stuck loader offers Retry") and a Retry
 * that reloads the page, which runs the rehydration again from the start (a hydration is kept per store,
 * so a reload is the one clean retry). The page's own content is still not rendered.
 */
export function StartupStatus({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useAtomValue(hydrationStatusAtom);
  const retry = useRef<HTMLButtonElement>(null);

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

  // The panel replaces the whole page: the way out takes the focus, so a keyboard or screen-reader
  // customer lands on it.
  useEffect(() => {
    if (status === 'failed') retry.current?.focus();
  }, [status]);

  if (status !== 'failed') return children;
  return (
    <main id="main" className="page page--centred">
      <section className="panel panel--error" aria-labelledby="startup-title">
        <h1 id="startup-title" className="panel__title">
          {t('startup.failedTitle')}
        </h1>
        <p className="panel__text" role="alert">
          {t('loader.stuck')}
        </p>
        <p className="panel__text">{t('startup.failedMessage')}</p>
        <button ref={retry} type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('loader.retry')}
        </button>
      </section>
    </main>
  );
}
