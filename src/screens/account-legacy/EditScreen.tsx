import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { tokenExpired } from '../../db/legacy-account';
import { formatIndianPhone } from '../../domain/accounts';
import { LEGACY_BASE } from './navigation';
import type { LegacyAccountState } from './use-legacy-account';

/**
 * {base}/edit (11-G12): "needs a login token, otherwise redirects to {base}/register. It shows
 * read-only fields and a Log out link to /account/logout." An expired login token counts as none.
 */
export function EditScreen({ state }: { state: LegacyAccountState }) {
  const { t } = useTranslation();
  const id = useId();
  const { account } = state;
  if (!account?.loginToken || tokenExpired(account.loginToken)) return <Navigate to={`${LEGACY_BASE}/register`} replace />;
  const info = account.accountInfo;
  const rows: [string, string | null | undefined][] = [
    ['phone', formatIndianPhone(info?.phone ?? account.phone ?? '')],
    ['firstName', info?.firstName],
    ['lastName', info?.lastName],
    ['email', info?.email],
  ];
  return (
    <section className="account-legacy__card" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="account-legacy__title">
        {info?.firstName ? t('accountLegacy.edit.greeting', { name: info.firstName }) : t('accountLegacy.edit.title')}
      </h1>
      <p className="account-legacy__lead">{t('accountLegacy.edit.lead')}</p>
      <form className="account-legacy__form" onSubmit={(event) => event.preventDefault()}>
        {rows.map(([name, value]) => (
          <div className="account-legacy__field" key={name}>
            <label htmlFor={`${id}-${name}`}>{t(`accountLegacy.register.${name}`)}</label>
            <input id={`${id}-${name}`} name={name} value={value ?? ''} readOnly />
          </div>
        ))}
      </form>
      <div className="account-legacy__links">
        <Link className="button button--secondary account-legacy__submit" to="/account/logout">
          {t('accountLegacy.edit.logout')}
        </Link>
        {/* 11-G8: the legacy area deletes too (S3 §2.1 'delete account' entry, as account home's). */}
        <Link className="account-legacy__link account-legacy__link--danger" to={`${LEGACY_BASE}/delete`}>
          {t('accountLegacy.edit.delete')}
        </Link>
      </div>
    </section>
  );
}
