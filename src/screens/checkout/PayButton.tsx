import { useTranslation } from 'react-i18next';
import type { PayButtonKind } from './checkout-view';

interface PayButtonProps {
  /** 'counter': a kiosk order paid at the counter on collection. */
  kind: PayButtonKind;
  /** The amount due, formatted; null before the first price. */
  amount: string | null;
  busy: boolean;
  offline: boolean;
  /** No price yet: nothing to pay for. */
  waiting: boolean;
  /** A store's kiosk (issue 07): the card is paid on the terminal, cash at the counter. */
  kiosk?: boolean;
}

/**
 * 'Pay {amount}', or 'Place order' for cash and a covered order: 48 px tall, full width on phones.
 * A kiosk says where: 'Pay {amount} at the terminal', 'Order and pay at the counter'.
 * Busy while the order goes through (spinner, 'Placing your order…', aria-busy); offline it waits
 * with the reason, and comes back by itself when the network does.
 */
export function PayButton({ kind, amount, busy, offline, waiting, kiosk = false }: PayButtonProps) {
  const { t } = useTranslation();
  const label = payLabel(kind, amount, kiosk, t);
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
      <p className="checkout-pay__secure">{kiosk ? t('checkout.kiosk.secure') : t('checkout.pay.secure')}</p>
    </>
  );
}

function payLabel(kind: PayButtonKind, amount: string | null, kiosk: boolean, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (kind === 'counter') return t('checkout.kiosk.place');
  if (kind === 'place' || !amount) return t('checkout.pay.place');
  return kiosk ? t('checkout.kiosk.pay', { amount }) : t('checkout.pay.pay', { amount });
}
