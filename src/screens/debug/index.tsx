import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { notify } from '../../atoms/notifications';
import { settingsAtom } from '../../atoms/settings';
import { DebugEvents } from './DebugEvents';
import { DebugSettings } from './DebugSettings';

/**
 * /debug: internal tools for testing a build (spec 1 §2). `?crash=render` throws while rendering,
 * which is how the error boundary is proven end to end.
 */
export default function DebugScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { flagLevel } = useAtomValue(settingsAtom);
  if (params.get('crash') === 'render') throw new Error('Render crash requested from /debug');

  return (
    <section className="panel panel--wide" aria-labelledby="debug-title">
      <title>{`${t('pages.debug')} | ${t('brand')}`}</title>
      <h1 id="debug-title" className="panel__title">
        {t('pages.debug')}
      </h1>
      <p className="panel__text">{t('debug.intro')}</p>
      <dl className="facts">
        <dt>{t('debug.release')}</dt>
        <dd>
          <code>{__RELEASE_HASH__}</code>
        </dd>
        <dt>{t('debug.flagLevel')}</dt>
        <dd>{flagLevel}</dd>
      </dl>
      <div className="panel__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => notify({ type: 'success', title: t('debug.toastTitle'), message: t('debug.toastMessage') })}
        >
          {t('debug.showToast')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            notify({ type: 'warning', title: t('debug.warningTitle'), message: t('debug.warningMessage') })
          }
        >
          {t('debug.showWarning')}
        </button>
        <Link className="button button--secondary" to="/debug?crash=render">
          {t('debug.crash')}
        </Link>
      </div>
      <DebugSettings />
      <DebugEvents />
    </section>
  );
}
