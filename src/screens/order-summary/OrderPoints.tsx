import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '../../api/contract/orders';
import { lastOrderAtom } from '../../atoms/last-order';
import { loyaltyAtom, loyaltyMemberAtom } from '../../atoms/loyalty';
import { placedOrderPointsAtom } from '../../atoms/loyalty-basket';
import { menuListsAtom } from '../../atoms/menu';
import { pointsEarned } from '../../domain/loyalty';
import { pointsUsedInBasket } from '../../domain/loyalty/basket';
import { marketOfSectorId } from '../../domain/markets/facts';

/** The points of one order: what the server says, else what the rules give. */
export function orderPoints(input: {
  summary: Pick<OrderSummary, 'orderId' | 'hut' | 'breakdown' | 'loyalty'>;
  /** The place answer's points (`placedOrderPointsAtom`), then the loyalty record's lastOrder. */
  placed: { orderId: string; toBeEarned: number; usedInThisOrder: number } | null;
  lastOrder: { orderId: string; toBeEarned: number; usedInThisOrder: number } | null;
  /** The points the order's rewards used, counted from this device's last basket (null: not this device's order). */
  usedFromBasket: number | null;
}): { earned: number; used: number } | null {
  const { summary } = input;
  // The ledger's own figures first: the summary's (absent once a failed order's points were reversed).
  if (summary.loyalty) return { earned: summary.loyalty.toBeEarned, used: summary.loyalty.usedInThisOrder };
  for (const known of [input.placed, input.lastOrder]) {
    if (known && known.orderId === summary.orderId) return { earned: known.toBeEarned, used: known.usedInThisOrder };
  }
  const market = marketOfSectorId(summary.hut.sector);
  if (!market) return null;
  // What the order cost the customer: the gross total before gift-card credits (as `pointsEarned` reads it).
  return { earned: pointsEarned(market, summary.breakdown.grossTotal), used: input.usedFromBasket ?? 0 };
}

/**
 * The points earned and used by the order (S3 §3 "lastOrder carries … toBeEarned, usedInThisOrder";
 * 12-G14): the order summary's `loyalty` (the ledger's), else the place answer's, else the loyalty
 * record's lastOrder for this order, else the scheme's rule on the order's total. Members only.
 */
export function OrderPoints({ summary }: { summary: OrderSummary }) {
  const { t, i18n } = useTranslation();
  const member = useAtomValue(loyaltyMemberAtom);
  const account = useAtomValue(loyaltyAtom).account;
  const lastOrder = useAtomValue(lastOrderAtom);
  const deals = useAtomValue(menuListsAtom).deals?.list ?? [];
  const placed = useAtomValue(placedOrderPointsAtom);
  if (!member) return null;
  const dealOf = (id: string) => {
    const entry = deals.find((candidate) => candidate.id === id);
    return entry && 'rules' in entry ? entry : undefined;
  };
  const own = lastOrder?.orderId === summary.orderId ? lastOrder : null;
  const points = orderPoints({
    summary,
    placed,
    lastOrder: account?.lastOrder ?? null,
    usedFromBasket: own?.basket ? pointsUsedInBasket(own.basket.deals, dealOf) : null,
  });
  if (!points) return null;
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const value = (count: number) => t('loyaltyBasket.box.points', { count, formatted: numbers.format(count) });
  return (
    <section className="order-card order-points" aria-labelledby="order-points-title" data-testid="order-points">
      <h2 id="order-points-title" className="order-card__title">
        {t('loyaltyBasket.summary.title')}
      </h2>
      <dl className="order-points__figures">
        {points.used > 0 ? (
          <div className="order-points__row">
            <dt>{t('loyaltyBasket.summary.used')}</dt>
            <dd data-figure="used">−{value(points.used)}</dd>
          </div>
        ) : null}
        <div className="order-points__row">
          <dt>{t('loyaltyBasket.summary.earned')}</dt>
          <dd data-figure="earned">+{value(points.earned)}</dd>
        </div>
      </dl>
      <p className="order-points__note">{t('loyaltyBasket.summary.pending')}</p>
    </section>
  );
}
