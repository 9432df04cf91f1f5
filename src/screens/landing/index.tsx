import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { LandingPage } from '../../api/contract/catalogue';
import type { Locale, Sector } from '../../api/contract/common';
import { NetworkError, TimeoutError } from '../../api/http-error';
import { currentHutAtom, isLocalisedAtom } from '../../atoms/huts';
import { hydrationStatusAtom } from '../../atoms/persisted';
import { SafeHtml } from '../../components/SafeHtml';
import { Spinner } from '../../components/Spinner';
import { landingTarget } from '../../domain/content/landing-target';
import { log } from '../../log/logger';
import { FeedbackForm } from './FeedbackForm';
import './landing.css';

/** The spec's two log lines (spec 1 §8, 3 §8.4), sent to the client log sink as warnings (10-G1). */
export const LANDING_ID_MISSING = 'Landing Page ID is undefined. Redirecting to homepage.';
export const LANDING_NOT_FOUND = 'Landing Page not found. Redirecting to homepage.';

type LoadState =
  | { key: string; status: 'loading' }
  | { key: string; status: 'ok'; page: LandingPage }
  | { key: string; status: 'error'; offline: boolean };

/**
 * /landing?id= and /deals/{id} (checklist 10-G1, spec 3 §2.5): a landing or deal page fetched by id
 * from GET /v1/content/{locale}/{sector}/products?type=landing&id, first element used. A missing or
 * unknown id goes home with the spec's warning. While it loads a spinner shows; a failure offers a
 * retry (offline: a page seen before comes from the service worker's content cache).
 */
export default function LandingScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { id: pathId } = useParams();
  const [params] = useSearchParams();
  const id = (pathId ?? params.get('id') ?? '').trim();
  const hydration = useAtomValue(hydrationStatusAtom);
  const localised = useAtomValue(isLocalisedAtom);
  const hut = useAtomValue(currentHutAtom);
  const target = useMemo(() => landingTarget(i18n.language, localised ? hut : null), [i18n.language, localised, hut]);
  const [attempt, setAttempt] = useState(0);
  const key = `${target.locale}|${target.sector}|${id}|${attempt}`;
  const [state, setState] = useState<LoadState>({ key, status: 'loading' });

  useEffect(() => {
    if (id === '') {
      log.warn(LANDING_ID_MISSING);
      void navigate('/', { replace: true });
      return;
    }
    // The saved hut arrives with hydration: its sector decides which page is asked for.
    if (hydration === 'pending') return;
    // A new key shows the loader by itself: the state still holds the previous key's answer.
    let current = true;
    import('../../api/menu')
      .then(({ fetchLandingPage }) => fetchLandingPage(target.locale as Locale, target.sector as Sector, id))
      .then((page) => {
        if (!current) return;
        if (!page) {
          log.warn(LANDING_NOT_FOUND, { id, sector: target.sector, locale: target.locale });
          void navigate('/', { replace: true });
          return;
        }
        setState({ key, status: 'ok', page });
      })
      .catch((error: unknown) => {
        if (!current) return;
        log.warn('Landing page fetch failed', error);
        const offline = error instanceof NetworkError || error instanceof TimeoutError || !navigator.onLine;
        setState({ key, status: 'error', offline });
      });
    return () => {
      current = false;
    };
  }, [id, key, hydration, navigate, target.locale, target.sector]);

  if (id === '' || state.key !== key || state.status === 'loading') {
    return (
      <div className="route-loader" aria-busy="true">
        <Spinner label={t('landing.loading')} />
      </div>
    );
  }

  if (state.status === 'error') {
    return (
      <section className="panel panel--error" aria-labelledby="landing-error-title">
        <title>{`${t(state.offline ? 'landing.offlineTitle' : 'landing.errorTitle')} | ${t('brand')}`}</title>
        <h1 id="landing-error-title" className="panel__title">
          {t(state.offline ? 'landing.offlineTitle' : 'landing.errorTitle')}
        </h1>
        <p className="panel__text" role="alert">
          {t(state.offline ? 'landing.offlineBody' : 'landing.errorBody')}
        </p>
        <div className="panel__actions">
          <button type="button" className="button button--primary" onClick={() => setAttempt((value) => value + 1)}>
            {t('landing.retry')}
          </button>
          <Link className="button button--secondary" to="/">
            {t('landing.home')}
          </Link>
        </div>
      </section>
    );
  }

  const { page } = state;
  return (
    <article className="landing" aria-labelledby="landing-title" lang={page.locale}>
      <title>{`${page.title} | ${t('brand')}`}</title>
      <header className="landing__hero">
        {page.img ? <img className="landing__img" src={page.img} alt={page.imgAlt ?? ''} width={800} height={400} /> : null}
        <div className="landing__intro">
          <h1 id="landing-title" className="landing__title">
            {page.title}
          </h1>
          <SafeHtml as="div" className="landing__text" html={page.html} />
          {page.cta && !page.form ? (
            <Link className="button button--primary landing__cta" to={page.cta.to}>
              {page.cta.label}
            </Link>
          ) : null}
        </div>
      </header>
      {page.form === 'feedback' ? <FeedbackForm sector={target.sector} locale={target.locale} /> : null}
      {page.blocks && page.blocks.length > 0 ? (
        <div className="landing__blocks">
          {page.blocks.map((block) => (
            <section key={block.heading} className="landing__block">
              <h2>{block.heading}</h2>
              <p>{block.text}</p>
            </section>
          ))}
        </div>
      ) : null}
      {page.deals && page.deals.length > 0 ? (
        <section className="landing__deals" aria-labelledby="landing-deals">
          <h2 id="landing-deals">{t('landing.dealsHeading')}</h2>
          <ul className="landing__deal-list">
            {page.deals.map((deal) => (
              <li key={deal.link.to} className="landing__deal">
                <h3>{deal.title}</h3>
                <p>{deal.text}</p>
                <Link className="button button--secondary" to={deal.link.to} aria-label={`${deal.link.label}: ${deal.title}`}>
                  {deal.link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page.cta && page.form ? (
        <p className="landing__after">
          <Link className="button button--secondary" to={page.cta.to}>
            {page.cta.label}
          </Link>
        </p>
      ) : null}
    </article>
  );
}
