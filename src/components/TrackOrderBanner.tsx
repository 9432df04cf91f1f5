import { useAtomValue } from 'jotai';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { log } from '../log/logger';
import { lastOrderAtom } from '../atoms/last-order';
import { orderTimeZoneAtom } from '../atoms/order-tracking';
import { settingsAtom } from '../atoms/settings';
import { trackBannerVisible } from '../domain/checkout/tracking';
import { isFeatureOn } from '../domain/flags/flags';
import { clockOf, marketOfSector } from '../domain/markets/config';
import type { Locale } from '../domain/markets/ids';
import { loadScreenStrings } from '../i18n';
import { OrderAgainButton } from './OrderAgainButton';
import { useAccountLastOrder } from './use-account-last-order';

// Styled here: the banner is the one piece of the order summary on the home page, and brings no stylesheet of its own.
const bannerStyle: CSSProperties = { margin: '16px 0 8px' };
const linkStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '4px 12px',
  minHeight: 'var(--touch)',
  padding: '12px 20px',
  borderRadius: 'var(--radius)',
  background: 'var(--brand-tint)',
  color: 'var(--brand-dark)',
  fontWeight: 700,
  textDecoration: 'none',
  boxShadow: 'var(--shadow)',
};

type Check = { status: 'checking' } | { status: 'checked'; orderStatus: string | null };

/**
 * The track-your-order banner on the home page (spec 2 §7, 3 §2.7): behind its flag, for the last
 * order, from 24 hours before to 30 minutes after its promised time, unless its state says delivered
 * or failed. It appears once the state has been asked for; a failed call is only logged, and the
 * state saved by the summary page stands in. Its own chunk: the home page's first paint never waits.
 */
export default function TrackOrderBanner({ now = Date.now }: { now?: () => number }) {
  const { t, i18n } = useTranslation();
  const savedOrder = useAtomValue(lastOrderAtom);
  // 11-G31: a signed-in customer on a device without a last order gets theirs from the order history.
  const historyOrder = useAccountLastOrder(savedOrder !== null);
  const lastOrder = savedOrder ?? historyOrder;
  const { flagLevel, flagOverrides } = useAtomValue(settingsAtom);
  const timeZone = useAtomValue(orderTimeZoneAtom);
  const [check, setCheck] = useState<Check>({ status: 'checking' });

  const transactionId = lastOrder?.transactionId ?? null;
  const promisedTime = lastOrder?.promisedDeliveryTime ?? 0;
  const inWindow = transactionId !== null && isFeatureOn('trackOrderBanner', flagLevel, flagOverrides) && trackBannerVisible(now(), promisedTime, null);
  const savedStatus = typeof lastOrder?.state?.orderStatus === 'string' ? lastOrder.state.orderStatus : null;

  useEffect(() => {
    if (!inWindow || transactionId === null) return;
    let current = true;
    const state = import('../api/order-status')
      .then(({ fetchOrderState }) => fetchOrderState(transactionId))
      .then(
        (answer): string | null => answer.orderStatus,
        (error: unknown) => {
          log.warn('Track banner: order state fetch failed', { transactionId, error });
          return null;
        },
      );
    // The banner's words are in the order summary's strings, which load with it.
    void Promise.all([state, loadScreenStrings()]).then(([orderStatus]) => {
      if (current) setCheck({ status: 'checked', orderStatus });
    });
    return () => {
      current = false;
    };
  }, [inWindow, transactionId]);

  if (!lastOrder || !inWindow || check.status === 'checking') return null;
  if (!trackBannerVisible(now(), promisedTime, check.orderStatus ?? savedStatus)) return null;

  const market = marketOfSector(lastOrder.hut.sector) ?? 'UK';
  const hour12 = clockOf(market, i18n.language as Locale) === '12h';
  const time = new Intl.DateTimeFormat(i18n.language, { hour: hour12 ? 'numeric' : '2-digit', minute: '2-digit', hour12, timeZone }).format(
    new Date(promisedTime),
  );
  const search = new URLSearchParams({ transactionId: lastOrder.transactionId }).toString();

  return (
    <aside className="track-banner" style={bannerStyle} aria-label={t('ordersummary.banner.label')}>
      <Link className="track-banner__link" style={linkStyle} to={`/order/ordersummary/?${search}`}>
        <span className="track-banner__title">{t('ordersummary.banner.title')}</span>{' '}
        <span className="track-banner__eta" style={{ fontWeight: 400 }}>
          {t(lastOrder.etaType === 'collection' ? 'ordersummary.banner.readyAbout' : 'ordersummary.banner.arrivingAbout', { time })}
        </span>
      </Link>
      {/* 10-G4: the same order again, one tap from home (beside the link: a button never sits inside one). */}
      <div style={{ marginTop: 8 }}>
        <OrderAgainButton />
      </div>
    </aside>
  );
}
