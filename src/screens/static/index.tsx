import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentHutAtom, isLocalisedAtom } from '../../atoms/huts';
import { Spinner } from '../../components/Spinner';
import { marketOfLanguageTag, marketOfSectorId } from '../../domain/markets/facts';
import { log } from '../../log/logger';
import { MARKET_FACTS } from './content/facts';
import type { StaticContent, StaticDoc } from './content/types';
import { STATIC_PAGES, type StaticPagePath } from './pages';
import './static.css';

/**
 * One static page of the configured table (checklist 10-G5): /terms, /privacy, /hut-rewards,
 * /aboutus, /contactlessdelivery, /faqs. The market is the localised hut's, else the one of the
 * selected language (as the store finder does); the text is the market's, in French for fr-* and
 * English otherwise. The content chunk loads with the page; offline it comes from the precache.
 */
export default function StaticScreen({ page }: { page: StaticPagePath }) {
  const { t, i18n } = useTranslation();
  const localised = useAtomValue(isLocalisedAtom);
  const hut = useAtomValue(currentHutAtom);
  const [content, setContent] = useState<{ page: StaticPagePath; render: StaticContent } | { page: StaticPagePath; failed: true } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    const row = STATIC_PAGES.find((entry) => entry.path === page);
    row
      ?.load()
      .then(({ default: render }) => {
        if (current) setContent({ page, render });
      })
      .catch((error: unknown) => {
        log.warn(`Static page ${page} failed to load`, error);
        if (current) setContent({ page, failed: true });
      });
    return () => {
      current = false;
    };
  }, [page, attempt]);

  if (!content || content.page !== page) {
    return (
      <div className="route-loader" aria-busy="true">
        <Spinner label={t('static.loading')} />
      </div>
    );
  }
  if ('failed' in content) {
    return (
      <section className="panel panel--error" aria-labelledby="static-error-title">
        <h1 id="static-error-title" className="panel__title">
          {t('static.errorTitle')}
        </h1>
        <p className="panel__text" role="alert">
          {t('static.errorBody')}
        </p>
        <div className="panel__actions">
          <button type="button" className="button button--primary" onClick={() => setAttempt((value) => value + 1)}>
            {t('static.retry')}
          </button>
          <Link className="button button--secondary" to="/">
            {t('static.home')}
          </Link>
        </div>
      </section>
    );
  }

  const market = (localised && hut ? marketOfSectorId(hut.sector) : null) ?? marketOfLanguageTag(i18n.language);
  const language = i18n.language.startsWith('fr') ? 'fr' : 'en';
  const doc = content.render(language, MARKET_FACTS[market]);
  return <StaticDocument doc={doc} locale={i18n.language} slug={page} />;
}

function StaticDocument({ doc, locale, slug }: { doc: StaticDoc; locale: string; slug: string }) {
  const { t } = useTranslation();
  const updated = doc.updated ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(`${doc.updated}T12:00:00Z`)) : null;
  return (
    <article className={`static-page static-page--${slug}`} aria-labelledby="static-title">
      <title>{`${doc.title} | ${t('brand')}`}</title>
      <header className="static-page__header">
        <h1 id="static-title" className="static-page__title">
          {doc.title}
        </h1>
        <p className="static-page__lead">{doc.lead}</p>
        {updated ? <p className="static-page__updated">{t('static.updated', { date: updated })}</p> : null}
      </header>
      {doc.sections.map((section) => (
        <section key={section.heading} className="static-page__section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {doc.faqs?.map((group) => (
        <section key={group.heading} className="static-page__section static-page__faqs">
          <h2>{group.heading}</h2>
          {/* details/summary: opened and closed with Enter or Space, announced as expandable. */}
          {group.items.map((item) => (
            <details key={item.q} className="faq">
              <summary className="faq__question">{item.q}</summary>
              <p className="faq__answer">{item.a}</p>
            </details>
          ))}
        </section>
      ))}
      {doc.links && doc.links.length > 0 ? (
        <nav className="static-page__links" aria-label={t('static.seeAlso')}>
          {doc.links.map((link) => (
            <Link key={link.to} className="button button--secondary" to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
      ) : null}
    </article>
  );
}
