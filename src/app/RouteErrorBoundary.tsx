import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useRouteError } from 'react-router';
import { log } from '../api/logger';
import { ErrorPanel } from '../components/ErrorPanel';

export const ERROR_PATH = '/error';

/**
 * Any render error is logged as a warning and the app goes to /error, unless it is already there
 * (spec 1 §8, 3 §2.5, §4.7); on /error itself the panel is drawn in place, so it can never loop.
 */
export function RouteErrorBoundary({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const onErrorPage = pathname.replace(/\/$/, '') === ERROR_PATH;

  useEffect(() => {
    log.warn('Render error', { error: describe(error), path: pathname });
  }, [error, pathname]);

  if (!onErrorPage) return <Navigate to={ERROR_PATH} replace />;
  const panel = (
    <ErrorPanel
      title={t('error.title')}
      message={t('error.message')}
      link={{ to: '/order/deals/', label: t('error.backToDeals') }}
    />
  );
  // Inside the layout the page frame is already there; when the frame itself failed, draw a page.
  if (!standalone) return panel;
  return (
    <main id="main" className="page page--centred">
      {panel}
    </main>
  );
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
