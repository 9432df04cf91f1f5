import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PizzaArt } from './PizzaArt';

interface PagePlaceholderProps {
  /** i18n key of the page's name, e.g. 'pages.terms'. */
  titleKey: string;
}

/** A page a later release builds: named, styled and with a way on, never a blank screen. */
export function PagePlaceholder({ titleKey }: PagePlaceholderProps) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <section className="panel panel--placeholder" aria-labelledby="placeholder-title">
      <title>{`${title} | ${t('brand')}`}</title>
      <div className="panel__art">
        <PizzaArt />
      </div>
      <p className="badge">{t('placeholder.badge')}</p>
      <h1 id="placeholder-title" className="panel__title">
        {title}
      </h1>
      <p className="panel__text">{t('placeholder.body')}</p>
      <div className="panel__actions">
        <Link className="button button--primary" to="/order/deals/">
          {t('placeholder.browseDeals')}
        </Link>
        <Link className="button button--secondary" to="/">
          {t('placeholder.backHome')}
        </Link>
      </div>
    </section>
  );
}
