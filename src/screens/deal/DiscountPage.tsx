import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Deal, Discount, ProductListType } from '../../api/contract/catalogue';
import { log } from '../../log/logger';
import { basketAtom } from '../../atoms/basket';
import { currentHutAtom } from '../../atoms/huts';
import { notify } from '../../atoms/notifications';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Spinner } from '../../components/Spinner';
import { eligibleBasketTotal, thresholdGap } from '../../domain/deals/basket-rules';
import { basketLines } from './deal-blocks';
import { isDeal } from './deal-model';
import { escapeHtml, useMoney } from './page-helpers';
import { Thumb } from './Thumb';
import { useMenuLists } from './use-menu-lists';

const LISTS: readonly ProductListType[] = ['deals', 'discounts'];

/** A discount as this page shows it, from the discounts list or a discount-type deal. */
interface DiscountView {
  id: string;
  title: string;
  desc: string | null;
  img: string | null;
  rule: 'percentage' | 'amount' | 'free-item';
  value: number;
  threshold: number;
  /** Product types it applies to; empty: the whole order. */
  appliesTo: string[];
}

function fromDiscount(discount: Discount): DiscountView {
  return {
    id: discount.id,
    title: discount.title,
    desc: null,
    img: null,
    rule: discount.rule,
    value: discount.value,
    threshold: discount.threshold,
    appliesTo: [...new Set([...discount.discountable, ...discount.options.map((option) => option.type)])],
  };
}

function fromDeal(deal: Deal): DiscountView {
  return {
    id: deal.id,
    title: deal.title,
    desc: deal.desc || null,
    img: deal.img,
    rule: deal.kind === 'category' ? 'percentage' : 'amount',
    value: deal.value ?? 0,
    threshold: deal.rules.above ?? deal.threshold ?? 0,
    appliesTo: [...new Set(deal.options.map((option) => option.type))],
  };
}

/**
 * /order/discount/?id= (spec 1 §2): a discount, what it takes off, its threshold and what it applies
 * to, and 'Apply', which stores basket.discount = {id, value} (one discount per basket).
 */
export function DiscountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const hut = useAtomValue(currentHutAtom);
  const basket = useAtomValue(basketAtom);
  const setBasket = useSetAtom(basketAtom);
  const money = useMoney(hut?.sector);
  const lists = useMenuLists(LISTS);

  const discount = lists.entries.discounts?.find((entry): entry is Discount => 'rule' in entry && entry.id === id);
  const deal = lists.entries.deals?.find((entry): entry is Deal => isDeal(entry) && entry.id === id);
  const view = discount ? fromDiscount(discount) : deal?.type === 'discount' ? fromDeal(deal) : null;
  const settled = lists.ready || (lists.error !== null && !lists.loading);

  useEffect(() => {
    if (deal && deal.type === 'deal' && !discount) {
      navigate(`/order/deal/?${new URLSearchParams({ id: deal.id })}`, { replace: true });
      return;
    }
    if (id !== '' && (!settled || view || lists.error)) return;
    log.warn('Discount not found. Redirecting to deal-not-found.', { id });
    navigate('/deal-not-found', { replace: true });
  }, [deal, discount, id, settled, view, lists.error, navigate]);

  if (lists.error && !view) {
    return (
      <ErrorPanel title={t('deal.discount.errorTitle')} message={t('deal.errorMessage')} link={{ to: '/order/deals/', label: t('deal.backToDeals') }}>
        <button type="button" className="button button--secondary deal-retry" onClick={lists.retry}>
          {t('deal.retry')}
        </button>
      </ErrorPanel>
    );
  }
  if (!view) {
    return (
      <div className="deal-state">
        <Spinner label={t('deal.discount.loading')} />
      </div>
    );
  }

  const applied = basket.discount?.id === view.id;
  const replacing = basket.discount !== null && !applied;
  const gap = thresholdGap(view.threshold, eligibleBasketTotal(basketLines(basket, '')));
  const headline =
    view.rule === 'percentage'
      ? t('deal.discount.percentage', { value: view.value })
      : view.rule === 'amount'
        ? t('deal.discount.amount', { amount: money.format(view.value) })
        : t('deal.discount.freeItem', { amount: money.format(view.value) });
  const appliesTo =
    view.appliesTo.length === 0
      ? t('deal.discount.appliesToAll')
      : t('deal.discount.appliesTo', { types: view.appliesTo.map((type) => t(`deal.types.${type}`, { defaultValue: type })).join(', ') });

  const apply = () => {
    setBasket((previous) => ({ ...previous, discount: { id: view.id, value: view.value } }));
    notify({ type: 'success', title: escapeHtml(t('deal.discount.appliedToast')), message: escapeHtml(view.title) });
  };
  const remove = () => {
    setBasket((previous) => ({ ...previous, discount: null }));
    notify({ type: 'info', title: escapeHtml(t('deal.discount.removedToast')), message: escapeHtml(view.title) });
  };

  return (
    <article className="deal-page discount-page" aria-labelledby="discount-title">
      <title>{`${view.title} | ${t('brand')}`}</title>
      <nav className="deal-page__back" aria-label={t('deal.breadcrumb')}>
        <Link to="/order/deals/">← {t('deal.backToDeals')}</Link>
      </nav>
      <header className="deal-head">
        {view.img ? <Thumb src={view.img} size={96} type="deal" /> : null}
        <div className="deal-head__text">
          <h1 id="discount-title" className="deal-head__title">
            {view.title}
          </h1>
          {view.desc ? <p className="deal-head__desc">{view.desc}</p> : null}
        </div>
      </header>

      <section className="discount-card" aria-label={t('deal.discount.details')}>
        <p className="discount-card__headline">{headline}</p>
        <dl className="discount-card__facts">
          <dt>{t('deal.discount.thresholdLabel')}</dt>
          <dd>{view.threshold > 0 ? t('deal.discount.threshold', { amount: money.format(view.threshold) }) : t('deal.discount.noThreshold')}</dd>
          <dt>{t('deal.discount.appliesToLabel')}</dt>
          <dd>{appliesTo}</dd>
        </dl>
        {gap > 0 ? (
          <p className="discount-card__note" role="note">
            {t('deal.discount.notYet', { amount: money.format(gap) })}
          </p>
        ) : null}
        {replacing ? <p className="discount-card__note">{t('deal.discount.replaces')}</p> : null}
        <div className="discount-card__actions">
          {applied ? (
            <>
              <p className="discount-card__applied" role="status">
                ✓ {t('deal.discount.applied')}
              </p>
              <button type="button" className="button button--secondary" onClick={remove}>
                {t('deal.discount.remove')}
              </button>
            </>
          ) : (
            <button type="button" className="button button--primary" onClick={apply}>
              {t('deal.discount.apply')}
            </button>
          )}
          <Link className="button button--secondary" to="/order/deals/">
            {t('deal.discount.keepShopping')}
          </Link>
        </div>
      </section>
    </article>
  );
}
