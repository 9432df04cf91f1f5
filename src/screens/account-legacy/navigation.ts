import { useNavigate } from 'react-router';
import type { LegacyAccountState } from './use-legacy-account';

/** The legacy area's base (C31: the legacy logout link fixes it at /account). */
export const LEGACY_BASE = '/account';
const CHECKOUT = '/order/checkout/';

/**
 * 11-G12: "After login or registration the user goes to /order/checkout/ if a redirect-to-checkout
 * flag is set, otherwise to /". The flag is spent by the redirect.
 */
export function useFinishSignIn(state: LegacyAccountState): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    const toCheckout = state.account?.redirectToCheckout === true;
    if (toCheckout) await state.setRedirectToCheckout(false).catch(() => undefined);
    void navigate(toCheckout ? CHECKOUT : '/', { replace: true });
  };
}
