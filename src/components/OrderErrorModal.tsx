import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { currentHutAtom } from '../atoms/huts';
import { dismissOrderErrorAtom, orderErrorAtom, type OrderErrorState } from '../atoms/order-error';
import { LOYALTY_REFUSAL_NAMES, removeRewardsFromBasket } from '../atoms/loyalty-basket';
import { Modal } from './Modal';

/** Names with their own wording (spec 2 §8 wording catalogue); every other name reads as Generic. */
const WORDED = new Set([
  'Generic',
  'HUT_CLOSED',
  'BAD_PRICE_INTEGRITY',
  'APPLE_PAY_FAILURE',
  'CARD_REFUSED',
  'PAYMENT_ALREADY_PROCESSED',
  'PAYMENT_NOT_COMPLETED',
  'CASH_LIMIT_EXCEEDED',
  'PAY_LATER_LIMIT_EXCEEDED',
  'MINIMUM_ORDER_NOT_MET',
  'GIFT_CARD_INVALID',
  'INVALID_SIGNATURE',
  'VOUCHER_INVALID',
  'NOT_ENTITLED',
  'TOO_MANY_REQUESTS',
  // Issue 16 (13-G12, 13-G17): payer authentication and an expired card-field token (category authentication).
  'PAYER_AUTH_FAILED',
  'TOKEN_EXPIRED',
]);

interface OrderErrorModalProps {
  /** Runs after the modal closes (the card-details page goes back to checkout). */
  onClosed?: (error: OrderErrorState) => void;
  /**
   * Where the payment-method modal's close reloads (06-G18): the page itself by default; the
   * card-details page names the checkout, as reloading its return link would act on it again.
   */
  reloadPath?: string;
}

/**
 * PreAuthErrorModal, AuthoriseErrorModal and the payment-method error modal in one (spec 2 §2):
 * title, description and contact text by error name (default Generic); the contact text names the
 * hut's phone; the transaction id and customer order reference show when known. The payment-method
 * modal reloads the page on close (06-G18).
 */
export function OrderErrorModal({ onClosed, reloadPath }: OrderErrorModalProps) {
  const { t } = useTranslation();
  const error = useAtomValue(orderErrorAtom);
  const dismiss = useSetAtom(dismissOrderErrorAtom);
  const hut = useAtomValue(currentHutAtom);
  const store = useStore();
  if (!error) return null;
  if (LOYALTY_REFUSAL_NAMES.has(error.name)) return <LoyaltyRefusal error={error} onClose={() => dismiss()} onRemove={() => removeRewardsFromBasket(store, 'refused')} />;
  const name = WORDED.has(error.name) ? error.name : 'Generic';
  // 13-G18: a decline or a pending payment in the words of the method used (never "card" for UPI).
  const byMethod = error.family && (name === 'CARD_REFUSED' || (name === 'PAYMENT_NOT_COMPLETED' && error.message === 'pending'));
  const wording = byMethod
    ? name === 'CARD_REFUSED'
      ? { title: t(`ordererror.byMethod.${error.family}.declined.title`), description: t(`ordererror.byMethod.${error.family}.declined.description`) }
      : { title: t('ordererror.pending.title'), description: t('ordererror.pending.description', { method: t(`ordererror.byMethod.${error.family}.name`) }) }
    : { title: t(`ordererror.${name}.title`, { hutName: hut?.name ?? '' }), description: t(`ordererror.${name}.description`) };
  const close = () => {
    dismiss();
    if (error.kind === 'payment-method-selector') {
      if (reloadPath) window.location.replace(reloadPath);
      else window.location.reload();
    }
    else onClosed?.(error);
  };
  return (
    <Modal open compact title={wording.title} onClose={close} closeLabel={t('ordererror.close')}>
      <div role="alert" className="order-error">
        <p>{wording.description}</p>
        {hut ? <p>{t('ordererror.contact', { hutName: hut.name, phone: hut.phone })}</p> : null}
        {name !== 'BAD_PRICE_INTEGRITY' ? (
          // 13-G18: the 48-hour hold (S2 §8) names the card only for a card payment; UPI, wallets, banks hold on the account.
          <p className="order-error__hold">{t(error.family && error.family !== 'card' ? 'ordererror.noPaymentAccount' : 'ordererror.noPayment')}</p>
        ) : null}
        {error.transactionId || error.customerOrderReference ? (
          <dl className="order-error__refs">
            {error.transactionId ? (
              <>
                <dt>{t('ordererror.transactionId')}</dt>
                <dd>{error.transactionId}</dd>
              </>
            ) : null}
            {error.customerOrderReference ? (
              <>
                <dt>{t('ordererror.reference')}</dt>
                <dd>{error.customerOrderReference}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
      </div>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={close}>
          {name === 'BAD_PRICE_INTEGRITY' ? t('ordererror.reviewBasket') : t('ordererror.ok')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * The server refused the Hut Rewards reward (12-G3): its own words and a 'Remove reward' action that
 * takes the reward out and leaves the rest of the basket for the customer to pay — never the
 * price-integrity modal.
 */
function LoyaltyRefusal({ error, onClose, onRemove }: { error: OrderErrorState; onClose: () => void; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open compact title={t('loyaltyBasket.refused.title')} onClose={onClose} closeLabel={t('ordererror.close')}>
      <div role="alert" className="order-error">
        <p>{t('loyaltyBasket.refused.description')}</p>
        <p className="order-error__hold">{t('ordererror.noPayment')}</p>
        {error.transactionId ? (
          <dl className="order-error__refs">
            <dt>{t('ordererror.transactionId')}</dt>
            <dd>{error.transactionId}</dd>
          </dl>
        ) : null}
      </div>
      <div className="modal__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            onRemove();
            onClose();
          }}
        >
          {t('loyaltyBasket.refused.remove')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('loyaltyBasket.refused.keep')}
        </button>
      </div>
    </Modal>
  );
}
