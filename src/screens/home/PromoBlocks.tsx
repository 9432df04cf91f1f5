import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Market } from '../../domain/markets/ids';
import { COLLECTION_PROMO, PROMO_MARKETS, promoDealsOn } from './promos';

interface Props {
  market: Market;
  /** The collection promo's button: a forced disposition (spec 1 §4). */
  onCollect: () => void;
}

/**
 * Pounds for the UK promos, as the market shows them (spec 1 §5): under one pound in pence ('99p'),
 * whole pounds without pence ('£5'). Formatted here, not with the market module: first-paint budget.
 * In English, by hand: the first Intl.NumberFormat of a page loads the currency data, about 60 ms of a
 * phone's main thread on the home page's first render (issue 18); other languages use Intl.
 */
export function pounds(amount: number, language: string): string {
  if (amount > 0 && amount < 1) return `${Math.round(amount * 100)}p`;
  const whole = Number.isInteger(amount);
  if (language.startsWith('en')) {
    const [units = '0', pence] = (whole ? String(amount) : amount.toFixed(2)).split('.');
    return `£${units.replace(/\B(?=(\d{3})+$)/g, ',')}${pence ? `.${pence}` : ''}`;
  }
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** The promo blocks (spec 1 §2, §9): the UK collection promo and the promo deals of the day. */
export function PromoBlocks({ market, onCollect }: Props) {
  const { t, i18n } = useTranslation();
  if (!PROMO_MARKETS.includes(market)) return null;
  const money = (amount: number) => pounds(amount, i18n.language);
  const deals = promoDealsOn(new Date().getDay());

  return (
    <section className="promos" aria-labelledby="promos-title">
      <h2 id="promos-title" className="promos__title">
        {t('home.promo.title')}
      </h2>
      <div className="promos__grid">
        <article className="promo promo--collection">
          <p className="badge">{t('home.promo.collectionBadge')}</p>
          <h3 className="promo__title">
            {t('home.promo.collectionTitle', { saving: money(COLLECTION_PROMO.saving) })}
          </h3>
          <p className="promo__text">
            {t('home.promo.collectionText', { price: money(COLLECTION_PROMO.dealPrice), saving: money(COLLECTION_PROMO.saving) })}
          </p>
          <button type="button" className="button button--primary" onClick={onCollect}>
            {t('home.promo.collectionCta')}
          </button>
        </article>
        {deals.map((deal) => (
          <article key={deal.id} className="promo">
            <h3 className="promo__title">{t(`home.promo.${deal.id}.title`, { price: money(deal.price) })}</h3>
            <p className="promo__text">{t(`home.promo.${deal.id}.text`)}</p>
            <Link className="button button--secondary" to={`/order/deal/?id=${deal.id}`}>
              {t('home.promo.viewDeal')}
            </Link>
          </article>
        ))}
      </div>
    </section>
  );
}
