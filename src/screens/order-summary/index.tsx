import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderAgainButton } from '../../components/OrderAgainButton';
import { Link, useSearchParams } from 'react-router';
import { currentHutAtom } from '../../atoms/huts';
import { lastOrderAtom } from '../../atoms/last-order';
import {
  openOrderTrackingAtom,
  orderTrackingAtom,
  orderTrackingFinalAtom,
  startOrderStatePolling,
  type OrderTracking,
} from '../../atoms/order-tracking';
import { hydrationStatusAtom } from '../../atoms/persisted';
import { OrderDetails } from './OrderDetails';
import { OrderPoints } from './OrderPoints';
import { OrderHeader } from './OrderHeader';
import { OrderTracker } from './OrderTracker';
import { SwitchToCollectionOffer } from './SwitchToCollectionOffer';
import { parseOrderSummaryQuery, type EtaType } from './query';
import { useOrderTime } from './use-order-time';
import './order-summary.css';

/**
 * The order summary and tracker (spec 2 §2, §4, §7): the order in the address, else the last order.
 * The state is polled while the page is visible until the order is delivered or failed; offline,
 * the last answers saved on the device are shown, marked 'last updated at' (issue 7).
 */
export default function OrderSummaryScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = useMemo(() => parseOrderSummaryQuery(params), [params]);
  const hydration = useAtomValue(hydrationStatusAtom);
  const tracking = useAtomValue(orderTrackingAtom);
  const final = useAtomValue(orderTrackingFinalAtom);
  const open = useSetAtom(openOrderTrackingAtom);
  const store = useStore();

  // Without a transaction in the address the last order is needed: wait for the saved state.
  useEffect(() => {
    if (hydration !== 'pending') void open(query.transactionId);
  }, [hydration, query.transactionId, open]);

  const ready = tracking.status === 'ready';
  useEffect(() => (ready && !final ? startOrderStatePolling(store) : undefined), [ready, final, store, tracking.transactionId]);

  return (
    <div className="order-summary">
      <title>{t('ordersummary.metaTitle')}</title>
      {tracking.status === 'ready' && tracking.summary ? (
        <TrackedOrder tracking={{ ...tracking, summary: tracking.summary }} queryEtaType={query.etaType} />
      ) : tracking.status === 'ready' && tracking.state ? (
        <TrackingOnly tracking={{ ...tracking, state: tracking.state }} queryEtaType={query.etaType} />
      ) : tracking.status === 'error' ? (
        <LoadError canRetry={tracking.transactionId !== null} onRetry={() => void open(query.transactionId)} />
      ) : (
        <SummarySkeleton />
      )}
    </div>
  );
}

type ShownTracking = OrderTracking & { summary: NonNullable<OrderTracking['summary']> };

function TrackedOrder({ tracking, queryEtaType }: { tracking: ShownTracking; queryEtaType: EtaType | null }) {
  const { summary, state, step, offline, updatedAt } = tracking;
  const lastOrder = useAtomValue(lastOrderAtom);
  const time = useOrderTime(summary.hut.sector);
  const disposition = summary.disposition.type;
  const etaType: EtaType = queryEtaType ?? (disposition === 'collection' ? 'collection' : disposition === 'delivery' ? 'delivery' : (lastOrder?.etaType ?? 'delivery'));
  const failed = state?.orderStatus === 'FAILED';

  return (
    <>
      {offline ? <OfflineNotice updatedAt={updatedAt !== null ? time(updatedAt) : null} /> : null}
      <div className="order-summary__grid">
        <div className="order-summary__main">
          <OrderHeader summary={summary} state={state} etaType={etaType} failed={failed} />
          <OrderTracker step={step} etaType={etaType} failed={failed} hut={summary.hut} status={state?.orderStatus ?? null} />
          {/* 14-G14 'switch-to-collection': a delivery order still at the hut may be offered collection. */}
          <SwitchToCollectionOffer summary={summary} step={step} failed={failed} />
          {/* 10-G4: 'Order again' puts this order back in the basket. */}
          <OrderAgainButton />
          {/* Issue 15: a member's points used and earned by this order (12-G14). */}
          <OrderPoints summary={summary} />
        </div>
        <OrderDetails summary={summary} />
      </div>
    </>
  );
}

type StateOnlyTracking = OrderTracking & { state: NonNullable<OrderTracking['state']> };

/**
 * An order whose details this device may not read (issue 12: no order token — placed on another
 * device, or seen placed only through a repeated place): its tracking state alone, which carries
 * nothing personal. The time zone is the localised hut's when it is the order's (else the device's).
 */
function TrackingOnly({ tracking, queryEtaType }: { tracking: StateOnlyTracking; queryEtaType: EtaType | null }) {
  const { t } = useTranslation();
  const { state, step, offline, updatedAt } = tracking;
  const lastOrder = useAtomValue(lastOrderAtom);
  const own = lastOrder?.transactionId === state.transactionId ? lastOrder : null;
  const hut = useAtomValue(currentHutAtom);
  const time = useOrderTime(own?.hut.sector ?? hut?.sector ?? '');
  const etaType: EtaType = queryEtaType ?? own?.etaType ?? 'delivery';
  const failed = state.orderStatus === 'FAILED';
  const { range } = state.eta;

  return (
    <>
      {offline ? <OfflineNotice updatedAt={updatedAt !== null ? time(updatedAt) : null} /> : null}
      <div className="order-summary__main">
        <header className="order-header">
          <h1 className="order-header__title">{failed ? t('ordersummary.failedTitle') : t('ordersummary.trackingOnly.title')}</h1>
          {own?.customerOrderReference ? (
            <p className="order-header__reference">
              <span className="order-header__reference-label">{t('ordersummary.reference')}</span>
              <strong className="order-header__reference-value">{own.customerOrderReference}</strong>
            </p>
          ) : null}
          {failed ? null : (
            <p className="order-header__eta">
              <strong>{t(`ordersummary.eta.${etaType}`, { time: time(state.eta.exact) })}</strong>
              {range.to > range.from ? (
                <span className="order-header__range"> {t('ordersummary.eta.range', { from: time(range.from), to: time(range.to) })}</span>
              ) : null}
            </p>
          )}
          <p className="order-header__note">{t('ordersummary.trackingOnly.note')}</p>
        </header>
        <OrderTracker step={step} etaType={etaType} failed={failed} hut={null} status={state.orderStatus} />
      </div>
    </>
  );
}

function OfflineNotice({ updatedAt }: { updatedAt: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="order-offline" role="status">
      {updatedAt ? <strong className="order-offline__time">{t('ordersummary.lastUpdated', { time: updatedAt })}</strong> : null}
      <span>{t('ordersummary.offline')}</span>
    </div>
  );
}

function LoadError({ canRetry, onRetry }: { canRetry: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="panel panel--error order-error" role="alert" aria-labelledby="order-error-title">
      <h1 id="order-error-title" className="panel__title">
        {t('ordersummary.error.title')}
      </h1>
      <p className="panel__text">{canRetry ? t('ordersummary.error.text') : t('ordersummary.error.noOrder')}</p>
      <div className="panel__actions">
        {canRetry ? (
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('ordersummary.error.retry')}
          </button>
        ) : null}
        <Link className="button button--secondary" to="/order/deals/">
          {t('ordersummary.error.toDeals')}
        </Link>
      </div>
    </section>
  );
}

function SummarySkeleton() {
  const { t } = useTranslation();
  return (
    <div className="order-summary__grid order-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{t('ordersummary.loading')}</span>
      <div className="order-summary__main" aria-hidden="true">
        <span className="order-skeleton__bar order-skeleton__bar--title" />
        <span className="order-skeleton__bar order-skeleton__bar--big" />
        <span className="order-skeleton__bar" />
        <span className="order-skeleton__bar order-skeleton__bar--tracker" />
      </div>
      <div className="order-card" aria-hidden="true">
        <span className="order-skeleton__bar" />
        <span className="order-skeleton__bar" />
        <span className="order-skeleton__bar order-skeleton__bar--short" />
      </div>
    </div>
  );
}
