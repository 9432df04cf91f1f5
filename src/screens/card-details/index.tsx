import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { orderAtom } from '../../atoms/checkout';
import { currentHutAtom } from '../../atoms/huts';
import { orderBusyAtom } from '../../atoms/order-busy';
import { orderErrorAtom, showOrderError, type OrderErrorState } from '../../atoms/order-error';
import { isTokenExpired, MICROFORM_TOKEN_VALIDITY_MS, TOKEN_EXPIRED_NAME } from '../../domain/checkout/card-authentication';
import { providerReturnAtom } from '../../atoms/order-return';
import { OrderErrorModal } from '../../components/OrderErrorModal';
import { Spinner } from '../../components/Spinner';
import { useMoney } from '../../components/use-money';
import { providerReturnOf, safeFrameUrl } from './query';
import './card-details.css';

/**
 * The payment hand-off and result page (spec 2 §2 /order/card-details/). With a framed provider
 * (Hipay/Eigen `iframeUrl`, a Microform token) it shows the provider's own card page: card numbers
 * are typed there, never into this app (PCI SAQ A). With `paymentStatus` it is where providers send
 * the customer back: success places the order, anything else explains why and keeps the basket.
 */
export default function CardDetails() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const order = useAtomValue(orderAtom);
  const busy = useAtomValue(orderBusyAtom);
  const error = useAtomValue(orderErrorAtom);
  const providerReturn = useSetAtom(providerReturnAtom);
  const hut = useAtomValue(currentHutAtom);
  const money = useMoney(hut?.sector, 'basket');
  const handled = useRef<string | null>(null);

  const returned = providerReturnOf(params);
  const frame = returned ? null : safeFrameUrl(params.get('iframeUrl'));

  useTokenExpiry(frame ? params.get('tokenValidFrom') : null);

  useEffect(() => {
    // Once per return: a re-render, or React's development double effect, must not place twice.
    if (!returned || handled.current === returned.key) return;
    handled.current = returned.key;
    void providerReturn(returned.input);
  }, [returned, providerReturn]);

  if (!returned && !frame) return <Navigate to="/order/checkout/" replace />;

  return (
    <main className="page card-details" aria-labelledby="card-details-title">
      <h1 id="card-details-title" className="card-details__title">
        {returned ? t('carddetails.confirmingTitle') : t('carddetails.title')}
      </h1>
      {frame && !tokenExpired(error) ? (
        <>
          {order.totalPrice !== null ? <p className="card-details__amount">{t('carddetails.amount', { amount: money.format(order.totalPrice) })}</p> : null}
          <p className="card-details__note">{t('carddetails.secureNote')}</p>
          <iframe className="card-details__frame" src={frame} title={t('carddetails.frameTitle')} />
          <Link className="button button--secondary card-details__back" to="/order/checkout/">
            {t('carddetails.back')}
          </Link>
        </>
      ) : (
        <div className="card-details__status" aria-live="polite">
          {busy || !error ? <Spinner label={t('carddetails.confirming')} /> : null}
          <p>{busy || !error ? t('carddetails.confirming') : t('carddetails.notPlaced')}</p>
          {!busy && error ? (
            <Link className="button button--primary" to="/order/checkout/">
              {t('carddetails.backToCheckout')}
            </Link>
          ) : null}
        </div>
      )}
      <OrderErrorModal onClosed={() => void navigate('/order/checkout/', { replace: true })} reloadPath="/order/checkout/" />
    </main>
  );
}

const tokenExpired = (error: OrderErrorState | null) => error?.kind === 'token-expire-error';

/**
 * Issue 16 (13-G17 pick): a Microform token is valid for MICROFORM_TOKEN_VALIDITY_MS after its
 * tokenValidFrom. Past it the card field is taken away and token-expire-error (category
 * authentication) is shown; closing it goes back to checkout, basket and form as they were.
 */
function useTokenExpiry(tokenValidFrom: string | null): void {
  const store = useStore();
  useEffect(() => {
    if (tokenValidFrom === null) return;
    const raise = () => showOrderError(store.set, 'token-expire-error', TOKEN_EXPIRED_NAME, store.get(orderAtom), 'token expired');
    const from = Date.parse(tokenValidFrom);
    if (isTokenExpired(tokenValidFrom, Date.now())) {
      raise();
      return;
    }
    const timer = setTimeout(raise, from + MICROFORM_TOKEN_VALIDITY_MS - Date.now());
    return () => clearTimeout(timer);
  }, [tokenValidFrom, store]);
}
