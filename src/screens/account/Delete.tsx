// delete (11-G2, 11-G8): a privacy policy link and an agreement box; "Delete: requires ticking the
// agreement. It calls delete, then signs out, then exits" — GraphQL deleteAccount (C32), then the
// customer is signed out and sent home with the deleted notice.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { bff } from '../../api/bff';
import { logoutAfterDeletion } from '../../app-bridge/logout';
import { freshAccessToken } from '../../atoms/account-session';
import { notify } from '../../atoms/notifications';
import { log } from '../../log/logger';
import { useAccountArea } from './flow';
import { AccountPage, CheckboxRow, Notice, OfflineNote, useOnline } from './ui';

export function Delete() {
  const { t } = useTranslation();
  const { base, tenant } = useAccountArea();
  const navigate = useNavigate();
  const online = useOnline();
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function remove(event: FormEvent) {
    event.preventDefault();
    if (!agreed || busy || !online) return;
    setBusy(true);
    setFailed(false);
    try {
      const token = await freshAccessToken();
      if (!token) return void (await navigate(`${base}/signin`, { replace: true }));
      await bff.deleteAccount(tenant, token);
      // Inside the mobile app its own logout is used instead (14-G28, src/app-bridge/logout.ts).
      const loggedOutBy = await logoutAfterDeletion();
      notify({ type: 'success', message: t(loggedOutBy === 'app' ? 'account.delete.doneInApp' : 'account.delete.done'), hideShowBasket: true, timeOut: 8000 });
      await navigate('/', { replace: true });
    } catch (error) {
      log.error('Account deletion failed', error);
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <AccountPage title={t('account.delete.title')} intro={t('account.delete.intro')}>
      {failed ? <Notice kind="error">{t('account.delete.failed')}</Notice> : null}
      {!online ? <OfflineNote what="save" /> : null}
      <p>
        <Link to="/privacy/">{t('account.delete.privacy')}</Link>
      </p>
      <form className="account-form" onSubmit={(event) => void remove(event)}>
        <CheckboxRow name="agree" checked={agreed} onChange={setAgreed} label={t('account.delete.agree')} />
        <button className="button button--primary account-form__submit account-form__submit--danger" type="submit" disabled={!agreed || busy || !online}>
          {busy ? t('account.delete.deleting') : t('account.delete.submit')}
        </button>
      </form>
      <p className="account-page__switch">
        <Link to={`${base}/`}>{t('account.delete.cancel')}</Link>
      </p>
    </AccountPage>
  );
}
