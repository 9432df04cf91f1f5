import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/Spinner';

/** After this long a loader counts as stuck and offers a retry (spec 1 §8; the spec gives no value). */
export const LOADER_STUCK_AFTER_MS = 8000;

/** Shown while a page's code loads; when stuck, a message and a Retry button that reloads the page. */
export function RouteLoader() {
  const { t } = useTranslation();
  const [stuck, setStuck] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setStuck(true), LOADER_STUCK_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="route-loader">
      <Spinner label={t('loader.loading')} />
      {stuck ? (
        <div className="route-loader__stuck" role="alert">
          <p>{t('loader.stuck')}</p>
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {t('loader.retry')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
