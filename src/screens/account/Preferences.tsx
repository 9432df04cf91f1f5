// preferences (11-G2): "Toggle email offers and SMS offers" — the consent record {email, sms} (C36).
// Saved with updateAccount; on success 'CONFIRMED' and back to account home (11-G3).
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { bff } from '../../api/bff';
import { freshAccessToken, storeAccount } from '../../atoms/account-session';
import { identityAtom } from '../../atoms/identity';
import { notify } from '../../atoms/notifications';
import { modernMessage } from '../../domain/accounts';
import { log } from '../../log/logger';
import { useAccountArea } from './flow';
import { AccountPage, CheckboxRow, Notice, OfflineNote, useOnline } from './ui';

export function Preferences() {
  const { t } = useTranslation();
  const { base, tenant } = useAccountArea();
  const navigate = useNavigate();
  const online = useOnline();
  const { account } = useAtomValue(identityAtom);
  const [email, setEmail] = useState(account?.marketingEmail ?? false);
  const [sms, setSms] = useState(account?.marketingSMS ?? false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!account) return <Navigate to={`${base}/`} replace />;
  const record = account;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy || !online) return;
    setBusy(true);
    setFailed(false);
    try {
      const token = await freshAccessToken();
      if (!token) return void (await navigate(`${base}/signin`, { replace: true }));
      const saved = await bff.updateAccount(
        tenant,
        {
          firstName: record.firstName ?? '',
          lastName: record.lastName ?? '',
          ...(record.phone ? { phone: record.phone } : {}),
          ...(record.email ? { email: record.email } : {}),
          marketingEmail: email,
          marketingSMS: sms,
        },
        token,
      );
      storeAccount(saved);
      notify({ type: 'success', topic: 'account-confirmed', message: t(modernMessage('CONFIRMED')), hideShowBasket: true });
      await navigate(`${base}/`, { replace: true });
    } catch (error) {
      log.error('Preferences not saved', error);
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <AccountPage title={t('account.preferences.title')} intro={t('account.preferences.intro')}>
      {failed ? <Notice kind="error">{t(modernMessage('module.Accounts.CREATE_FAILED'))}</Notice> : null}
      {!online ? <OfflineNote what="save" /> : null}
      <form className="account-form" onSubmit={(event) => void save(event)}>
        <CheckboxRow name="marketingEmail" checked={email} onChange={setEmail} label={t('account.preferences.email')} />
        <CheckboxRow name="marketingSMS" checked={sms} onChange={setSms} label={t('account.preferences.sms')} />
        <button className="button button--primary account-form__submit" type="submit" disabled={busy || !online}>
          {busy ? t('account.saving') : t('account.preferences.submit')}
        </button>
      </form>
    </AccountPage>
  );
}
