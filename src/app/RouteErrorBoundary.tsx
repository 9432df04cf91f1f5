import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { log } from '../log/logger';
import { ErrorPanel } from '../components/ErrorPanel';
import { ErrorBoundary } from './ErrorBoundary';

export const ERROR_PATH = '/error';

/**
 * Any render error is logged as a warning and the app goes to /error, unless it is already there
 * (spec 1 §8, 3 §2.5, §4.7); on /error itself the panel is drawn in place, so it can never loop.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const onError = useCallback(
    (error: unknown) => log.warn('Render error', { error: describe(error), path: window.location.pathname }),
    [],
  );
  return (
    <ErrorBoundary resetKey={pathname} onError={onError} fallback={<RenderFailed />}>
      {children}
    </ErrorBoundary>
  );
}

function RenderFailed() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  if (pathname.replace(/\/$/, '') !== ERROR_PATH) return <Navigate to={ERROR_PATH} replace />;
  return (
    <ErrorPanel
      title={t('error.title')}
      message={t('error.message')}
      link={{ to: '/order/deals/', label: t('error.backToDeals') }}
    />
  );
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
