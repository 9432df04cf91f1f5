// Account home (11-G2 index): the saved profile and the menu — personal details, notification
// preferences, terms (../terms), sign out, sign out of all devices (11-G9 pick: a second entry here),
// delete account; and the customer's passkeys (issue 14 "Beyond the spec", Passkeys.tsx). Offline it shows the saved profile with 'Last updated …' (issue 14).
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { fetchAccount, signOut } from '../../atoms/account-session';
import { identityAtom } from '../../atoms/identity';
import { LoyaltyCard } from '../../components/loyalty/LoyaltyCard';
import { log } from '../../log/logger';
import { useAccountArea } from './flow';
import { PasskeysSection } from './Passkeys';
import { AccountPage, Notice, useOnline } from './ui';

export function Home() {
  const { t, i18n } = useTranslation();
  const { base } = useAccountArea();
  const navigate = useNavigate();
  const online = useOnline();
  const { account, user, updatedAt } = useAtomValue(identityAtom);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>(account ? 'idle' : 'loading');
  const [busy, setBusy] = useState(false);
  const [globalFailed, setGlobalFailed] = useState(false);

  useEffect(() => {
    if (!online) return;
    let live = true;
    void fetchAccount().then((result) => {
      if (!live) return;
      if (result.status === 'not-found') void navigate(`${base}/register/details`, { replace: true });
      else setState(result.status === 'failed' ? 'failed' : 'idle');
    });
    return () => {
      live = false;
    };
  }, [online, base, navigate]);

  async function leave(global: boolean) {
    setBusy(true);
    try {
      await signOut({ global });
      await navigate('/');
    } catch (error) {
      log.warn('Sign out of all devices failed', { error: String(error) });
      setGlobalFailed(true);
      setBusy(false);
    }
  }

  const name = [account?.firstName ?? user?.given_name, account?.lastName ?? user?.family_name].filter(Boolean).join(' ');
  const updated = updatedAt ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(updatedAt) : null;
  return (
    <AccountPage title={name ? t('account.home.titleNamed', { name: account?.firstName ?? user?.given_name }) : t('account.home.title')}>
      {state === 'loading' && !account ? (
        <p className="account-page__loading" role="status">
          {t('account.home.loading')}
        </p>
      ) : null}
      {account || user ? (
        <dl className="account-profile">
          {name ? (
            <div>
              <dt>{t('account.home.name')}</dt>
              <dd>{name}</dd>
            </div>
          ) : null}
          {account?.email ?? user?.email ? (
            <div>
              <dt>{t('account.home.email')}</dt>
              <dd>{account?.email ?? user?.email}</dd>
            </div>
          ) : null}
          {account?.phone ?? user?.phone_number ? (
            <div>
              <dt>{t('account.home.phone')}</dt>
              <dd>{account?.phone ?? user?.phone_number}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {(!online || state === 'failed') && updated ? <p className="account-profile__updated">{t('account.home.lastUpdated', { when: updated })}</p> : null}
      {!online ? <Notice kind="info">{t('account.offline.home')}</Notice> : null}
      {globalFailed ? <Notice kind="error">{t('account.home.signOutAllFailed')}</Notice> : null}
      <LoyaltyCard />
      <PasskeysSection />
      <nav aria-label={t('account.home.menu')}>
        <ul className="account-menu">
          <li>
            <Link className="account-menu__item" to={`${base}/edit`}>
              {t('account.home.details')}
            </Link>
          </li>
          <li>
            <Link className="account-menu__item" to={`${base}/preferences`}>
              {t('account.home.preferences')}
            </Link>
          </li>
          <li>
            <Link className="account-menu__item" to="/terms/">
              {t('account.home.terms')}
            </Link>
          </li>
          <li>
            <button type="button" className="account-menu__item" onClick={() => void leave(false)} disabled={busy}>
              {t('account.home.signOut')}
            </button>
          </li>
          <li>
            <button type="button" className="account-menu__item" onClick={() => void leave(true)} disabled={busy || !online}>
              {t('account.home.signOutAll')}
            </button>
          </li>
          <li>
            <Link className="account-menu__item account-menu__item--danger" to={`${base}/delete`}>
              {t('account.home.delete')}
            </Link>
          </li>
        </ul>
      </nav>
    </AccountPage>
  );
}
