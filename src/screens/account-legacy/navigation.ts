import { useLocation, useNavigate } from 'react-router';
import type { LegacyAccountState } from './use-legacy-account';

/** The legacy area's base (C31: the legacy logout link fixes it at /account). */
export const LEGACY_BASE = '/account';
const CHECKOUT = '/order/checkout/';

/**
 * The navigation state `{ next }` with which the delete screen sends the customer to otp to confirm the
 * mobile again (its verified token has expired): after the code the customer comes back to delete.
 * Only this one named value is honoured, so the state can never send anyone elsewhere.
 */
export const RECONFIRM_FOR_DELETE = 'delete';

/**
 * 11-G12: "After login or registration the user goes to /order/checkout/ if a redirect-to-checkout
 * flag is set, otherwise to /". The flag is spent by the redirect.
 */
export function useFinishSignIn(state: LegacyAccountState): () => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  const reconfirming = (location.state as { next?: unknown } | null)?.next === RECONFIRM_FOR_DELETE;
  return async () => {
    if (reconfirming) return void (await navigate(`${LEGACY_BASE}/delete`, { replace: true }));
    const toCheckout = state.account?.redirectToCheckout === true;
    if (toCheckout) await state.setRedirectToCheckout(false).catch(() => undefined);
    void navigate(toCheckout ? CHECKOUT : '/', { replace: true });
  };
}
