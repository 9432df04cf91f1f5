import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useTrackOnce } from '../../analytics/use-track';
import { basketAtom } from '../../atoms/basket';
import { currentHutAtom } from '../../atoms/huts';
import { openOverlayAtom } from '../../atoms/overlays';
import { sessionAtom } from '../../atoms/session';
import { BasketCheckModal } from '../../components/BasketCheckModal';
import { OrderErrorModal } from '../../components/OrderErrorModal';
import { PayerAuthFrames } from '../../components/PayerAuthFrames';
import { AccountModal } from './AccountModal';
import { basketNeedsMore, scheduledTimePassed } from './checkout-view';
import { CheckoutView } from './CheckoutView';
import { useCheckoutActions, useCheckoutModel } from './use-checkout-model';
import './checkout.css';

/**
 * /order/checkout/ (spec 2 §2): the form, the payment choice and the order summary. On entry it
 * checks what the order needs (spec 2 §4, C7): a hut (else back home), a basket at or over the
 * minimum (else the OOPS overlay with 'Add more food'), and a scheduled time still ahead (else the
 * scheduled-order overlay asks for a new one). The order flow's error modals show here too.
 */
export default function Checkout() {
  const model = useCheckoutModel();
  const actions = useCheckoutActions();
  const basket = useAtomValue(basketAtom);
  useScheduledTimeCheck();
  // 14-G2: 'view checkout' when the checkout screen loads (S3 §7.4).
  useTrackOnce('checkout', () => ({ type: 'viewCheckout' }));
  const [checkDismissed, setCheckDismissed] = useState(false);

  if (!model) return <Navigate to="/" replace />;
  const empty = Object.keys(basket.items).length === 0 && Object.keys(basket.deals).length === 0;
  // An order being placed empties the basket on success: that is no reason for the overlay.
  const needsMore = !model.busy && basketNeedsMore(empty, model.price);
  return (
    <>
      <CheckoutView model={model} actions={actions} />
      <BasketCheckModal open={needsMore && !checkDismissed} onClose={() => setCheckDismissed(true)} />
      <OrderErrorModal />
      <PayerAuthFrames />
      <AccountModal onContinueAsGuest={() => void actions.submit()} />
    </>
  );
}

/** "A disposition time at or before now triggers the scheduled order overlay" (spec 2 §4), without a close button. */
function useScheduledTimeCheck(): void {
  const session = useAtomValue(sessionAtom);
  const hut = useAtomValue(currentHutAtom);
  const openOverlay = useSetAtom(openOverlayAtom);
  useEffect(() => {
    if (!hut || !scheduledTimePassed(session, Date.now())) return;
    const disposition = session.dispositionType === 'collection' ? 'collection' : 'delivery';
    openOverlay({ kind: 'scheduled-order', hut, disposition, pending: null, repick: true });
  }, [session, hut, openOverlay]);
}
