import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PizzaArt } from '../../components/PizzaArt';

/**
 * /deal-not-found: where a deal or discount link lands when its id is unknown or no longer offered
 * (spec 1 §2). Two ways on: today's deals (the order area sends a visitor who is not localised home
 * first) and the home page.
 */
export default function DealNotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="deal-not-found-title">
      <title>{`${t('dealnotfound.metaTitle')} | ${t('brand')}`}</title>
      <div className="panel__art">
        <PizzaArt />
      </div>
      <h1 id="deal-not-found-title" className="panel__title">
        {t('dealnotfound.title')}
      </h1>
      <p className="panel__text">{t('dealnotfound.body')}</p>
      <div className="panel__actions">
        <Link className="button button--primary" to="/order/deals/">
          {t('dealnotfound.todaysDeals')}
        </Link>
        <Link className="button button--secondary" to="/">
          {t('dealnotfound.home')}
        </Link>
      </div>
    </section>
  );
}
