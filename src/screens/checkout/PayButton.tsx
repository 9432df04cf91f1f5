import { useTranslation } from 'react-i18next';

interface PayButtonProps {
  kind: 'pay' | 'place';
  /** The amount due, formatted; null before the first price. */
  amount: string | null;
  busy: boolean;
  offline: boolean;
  /** No price yet: nothing to pay for. */
  waiting: boolean;
}

/**
 * 'Pay {amount}', or 'Place order' for cash and a covered order: 48 px tall, full width on phones.
 * Busy while the order goes through (spinner, 'Placing your order…', aria-busy); offline it waits
 * with the reason, and comes back by itself when the network does.
 */
export function PayButton({ kind, amount, busy, offline, waiting }: PayButtonProps) {
  const { t } = useTranslation();
  const label = kind === 'pay' && amount ? t('checkout.pay.pay', { amount }) : t('checkout.pay.place');
  return (
    <>
      <button
        type="submit"
        className="button button--primary checkout-pay"
        disabled={busy || offline || waiting}
        aria-busy={busy || undefined}
        aria-describedby={offline ? 'checkout-offline' : undefined}
      >
        {busy ? (
          <>
            <span className="checkout-pay__spinner" aria-hidden="true" />
            {t('checkout.pay.busy')}
          </>
        ) : (
          label
        )}
      </button>
      {offline ? (
        <p className="checkout-pay__offline" id="checkout-offline" role="status">
          {t('checkout.pay.offline')}
        </p>
      ) : null}
      <p className="checkout-pay__secure">{t('checkout.pay.secure')}</p>
    </>
  );
}
