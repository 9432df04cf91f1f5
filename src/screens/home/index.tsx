import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Home and localisation page (spec 1 §2). The localisation form, promo blocks and banners arrive
 * with the localisation issue; this is the welcome they will sit in.
 */
export default function HomeScreen() {
  const { t } = useTranslation();
  return (
    <div className="home">
      <title>{t('home.metaTitle')}</title>
      <section className="home__hero" aria-labelledby="home-title">
        <h1 id="home-title" className="home__title">
          {t('home.title')}
        </h1>
        <p className="home__lead">{t('home.lead')}</p>
        <div className="home__finder" aria-describedby="home-finder-body">
          <ul className="home__dispositions" aria-hidden="true">
            <li>{t('home.delivery')}</li>
            <li>{t('home.collection')}</li>
          </ul>
          <p className="badge">{t('placeholder.badge')}</p>
          <h2 className="home__finder-title">{t('home.finderSoon')}</h2>
          <p id="home-finder-body">{t('home.finderSoonBody')}</p>
          <Link className="button button--primary" to="/order/deals/">
            {t('home.dealsCta')}
          </Link>
        </div>
      </section>
    </div>
  );
}
