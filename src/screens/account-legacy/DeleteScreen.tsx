import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { deleteLegacyCustomer } from '../../api/legacy-accounts';
import { postToApp } from '../../app-bridge/host';
import { notify } from '../../atoms/notifications';
import { tokenExpired } from '../../db/legacy-account';
import { log } from '../../log/logger';
import { useOnline } from '../../components/account-forms/ui';
import { verifiedTokenRefused } from './failure';
import { LEGACY_BASE, RECONFIRM_FOR_DELETE } from './navigation';
import type { LegacyAccountState } from './use-legacy-account';

/**
 * {base}/delete (S3 §2.1 "delete", 11-G8, 11-G16, C32): the legacy area's own deletion, as the modern
 * area's: a privacy policy link, the 'I understand' box ("Delete requires the agreement checkbox",
 * 11-G7), then DELETE {customer-api}/customer/{id} with the verified token. 200 is success: the record
 * is cleared (signed out), the customer goes home and sees 'Your account has been deleted.'.
 *
 * The call's proof is the verified-phone token (30 min, 11-G17), not the login token. When it has
 * expired, or the server refuses it, the customer confirms the mobile again by code (pick: the otp
 * step, which comes back here) — deletion is never done on an old proof.
 */
export function DeleteScreen({ state }: { state: LegacyAccountState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useOnline();
  const id = useId();
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [refused, setRefused] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const { account } = state;
  // Once deleted the cleared record must not bounce the customer to register on the way home.
  if (deleted) return null;
  // As edit (11-G12): without a live login token there is no account to delete here.
  if (!account?.loginToken || tokenExpired(account.loginToken)) return <Navigate to={`${LEGACY_BASE}/register`} replace />;
  const customerId = account.accountInfo?.id;
  const proof = account.verifiedToken && !tokenExpired(account.verifiedToken) && !refused ? account.verifiedToken : null;

  const remove = async (event: FormEvent) => {
    event.preventDefault();
    if (!agreed || busy || !online || !proof || !customerId) return;
    setBusy(true);
    setFailed(false);
    try {
      await deleteLegacyCustomer(customerId, proof);
    } catch (error) {
      log.error('Legacy account deletion failed', error);
      setBusy(false);
      if (verifiedTokenRefused(error)) setRefused(true);
      else setFailed(true);
      return;
    }
    // "It calls delete, then signs out, then exits" (S3 §4.1): the whole record goes, as at log out.
    setDeleted(true);
    await state.clearAll().catch((error: unknown) => log.warn('Clearing the legacy account failed', error));
    // 14-G28: inside the mobile app its logout is used as well (the legacy record is local, so it is
    // cleared either way); the pick is written down in src/app-bridge/logout.ts.
    const inApp = postToApp({ type: 'logout' });
    notify({ type: 'success', message: t(inApp ? 'accountLegacy.delete.doneInApp' : 'accountLegacy.delete.done'), hideShowBasket: true, timeOut: 8000 });
    await navigate('/', { replace: true });
  };

  const reconfirm = () => void navigate(`${LEGACY_BASE}/otp`, { state: { next: RECONFIRM_FOR_DELETE } });

  return (
    <section className="account-legacy__card" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="account-legacy__title">
        {t('accountLegacy.delete.title')}
      </h1>
      <p className="account-legacy__lead">{t('accountLegacy.delete.intro')}</p>
      <p className="account-legacy__lead">
        <Link className="account-legacy__inline-link" to="/privacy/">
          {t('accountLegacy.delete.privacy')}
        </Link>
      </p>
      {!proof ? (
        <div className="account-legacy__form">
          <p className="account-legacy__notice" role="status">
            {t('accountLegacy.delete.reconfirm')}
          </p>
          <button type="button" className="button button--primary account-legacy__submit" onClick={reconfirm}>
            {t('accountLegacy.delete.sendCode')}
          </button>
        </div>
      ) : (
        <form className="account-legacy__form" onSubmit={(event) => void remove(event)}>
          <label className="account-legacy__check">
            <input type="checkbox" name="agree" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
            <span>{t('accountLegacy.delete.agree')}</span>
          </label>
          {!online && <p className="account-legacy__hint">{t('accountLegacy.delete.offline')}</p>}
          {failed && (
            <p className="account-legacy__error" role="alert">
              {t('accountLegacy.delete.failed')}
            </p>
          )}
          <button
            type="submit"
            className="button button--primary account-legacy__submit account-legacy__submit--danger"
            disabled={!agreed || busy || !online || !customerId}
          >
            {busy ? t('accountLegacy.delete.deleting') : t('accountLegacy.delete.submit')}
          </button>
        </form>
      )}
      <div className="account-legacy__links">
        <Link className="account-legacy__link" to={`${LEGACY_BASE}/edit`}>
          {t('accountLegacy.delete.cancel')}
        </Link>
      </div>
    </section>
  );
}
