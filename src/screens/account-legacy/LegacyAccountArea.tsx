import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { notify } from '../../atoms/notifications';
import { Spinner } from '../../components/Spinner';
import { log } from '../../log/logger';
import { DeleteScreen } from './DeleteScreen';
import { EditScreen } from './EditScreen';
import { LEGACY_BASE } from './navigation';
import { OtpScreen } from './OtpScreen';
import { RegisterScreen } from './RegisterScreen';
import { useLegacyAccount, type LegacyAccountState } from './use-legacy-account';
import './account-legacy.css';

/** Navigation state a caller (checkout's 'Sign in to pay by cash', 11-G33) may pass instead of writing the record. */
interface EntryState {
  redirectToCheckout?: boolean;
}

/**
 * The legacy India account area at /account/* (11-G12..17, C31): otp, register, edit (exact), delete
 * (11-G8), logout,
 * and any other path → edit. Its state is the account-info record in Dexie (11-G17).
 */
export default function LegacyAccountArea() {
  const { t } = useTranslation();
  const state = useLegacyAccount();
  const location = useLocation();
  const fromCheckout = (location.state as EntryState | null)?.redirectToCheckout === true;
  const { account } = state;

  useEffect(() => {
    if (fromCheckout && account && !account.redirectToCheckout) {
      state.setRedirectToCheckout(true).catch((error: unknown) => log.warn('Keeping the checkout return failed', error));
    }
  }, [fromCheckout, account, state]);

  if (!account) {
    return (
      <div className="account-legacy account-legacy--loading">
        <Spinner label={t('accountLegacy.loading')} />
      </div>
    );
  }
  return (
    <div className="account-legacy">
      <Routes>
        <Route path="otp" element={<OtpScreen state={state} />} />
        <Route path="register" element={<RegisterScreen state={state} />} />
        <Route path="edit" element={<EditScreen state={state} />} />
        <Route path="delete" element={<DeleteScreen state={state} />} />
        <Route path="logout" element={<Logout state={state} />} />
        <Route path="*" element={<Navigate to={`${LEGACY_BASE}/edit`} replace />} />
      </Routes>
    </div>
  );
}

/** 11-G12 "{base}/logout: clears all state and goes to /". */
function Logout({ state }: { state: LegacyAccountState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    state
      .clearAll()
      .catch((error: unknown) => log.warn('Clearing the legacy account failed', error))
      .finally(() => {
        if (!live) return;
        // 11-G27: every logout shows 'You have been logged out.' (topic shared with the modern area's notice).
        notify({ type: 'info', topic: 'logged-out', message: t('accountRules.loggedOut') });
        void navigate('/', { replace: true });
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);
  return (
    <div className="account-legacy--loading">
      <Spinner label={t('accountLegacy.loggingOut')} />
    </div>
  );
}
