import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { OrderState, OrderSummary } from '../../api/contract/orders';
import { settingsAtom } from '../../atoms/settings';
import type { EtaType } from './query';
import { useOrderTime } from './use-order-time';

interface OrderHeaderProps {
  summary: OrderSummary;
  state: OrderState | null;
  etaType: EtaType;
  failed: boolean;
}

/**
 * The confirmation: who it is for, the order number large enough to read across a counter (kiosk
 * and phone alike), and the promised time with its window (spec 2 §3 ETA exact and range). At a
 * kiosk (issue 07) the number is what the customer waits on at the counter: 'Your order number',
 * shown very large (src/screens/kiosk/kiosk.css), and an order to pay there says so.
 */
export function OrderHeader({ summary, state, etaType, failed }: OrderHeaderProps) {
  const { t } = useTranslation();
  const kiosk = useAtomValue(settingsAtom).kiosk !== null;
  const payAtCounter = kiosk && !failed && summary.payment.type === 'cash' && summary.payment.amount > 0;
  const time = useOrderTime(summary.hut.sector);
  const name = summary.customer.name.trim();
  const exact = state?.eta.exact ?? summary.promisedTime;
  const range = state?.eta.range;
  const hasRange = range !== undefined && range.to > range.from;
  const greeting = failed
    ? name ? t('ordersummary.sorry', { name }) : t('ordersummary.sorryNoName')
    : name ? t('ordersummary.thanks', { name }) : t('ordersummary.thanksNoName');

  return (
    <header className="order-header">
      <h1 className="order-header__title">
        <span className="order-header__thanks">{greeting}</span>{' '}
        <span className="order-header__confirmed">{failed ? t('ordersummary.failedTitle') : t('ordersummary.confirmed')}</span>
      </h1>
      <p className="order-header__reference">
        <span className="order-header__reference-label">{kiosk ? t('kiosk.order.number') : t('ordersummary.reference')}</span>
        <strong className="order-header__reference-value">{summary.customerOrderReference}</strong>
      </p>
      {payAtCounter ? <p className="order-header__counter">{t('kiosk.order.payAtCounter')}</p> : null}
      {failed ? null : (
        <p className="order-header__eta">
          <strong>{t(`ordersummary.eta.${etaType}`, { time: time(exact) })}</strong>
          {hasRange ? (
            <span className="order-header__range"> {t('ordersummary.eta.range', { from: time(range.from), to: time(range.to) })}</span>
          ) : null}
        </p>
      )}
    </header>
  );
}
