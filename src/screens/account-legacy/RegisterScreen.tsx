import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { legacyLogin, legacyRegister } from '../../api/legacy-accounts';
import { formatIndianPhone, legacyEmailError, legacyNameError, normaliseEmail } from '../../domain/accounts';
import { accountSettings } from '../../domain/markets/config';
import { log } from '../../log/logger';
import { accountFailureKey, verifiedTokenRefused } from './failure';
import { LEGACY_BASE, useFinishSignIn } from './navigation';
import type { LegacyAccountState } from './use-legacy-account';

const SETTINGS = accountSettings('IN');

type Field = 'firstName' | 'lastName' | 'email';

function fieldErrors(values: Record<Field, string>): Record<Field, string | null> {
  return {
    firstName: legacyNameError(values.firstName),
    lastName: legacyNameError(values.lastName),
    email: legacyEmailError(values.email),
  };
}

/**
 * {base}/register (11-G12, 11-G13, 11-G14): "add your details. It redirects to otp when no phone is
 * held." Phone disabled and prefilled; names, e-mail and the marketing box (C36: unticked, India is
 * an opt-in market; never mandatory). On submit the account is created, the user logged in when no
 * login token is held, and redirected.
 */
export function RegisterScreen({ state }: { state: LegacyAccountState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const finish = useFinishSignIn(state);
  const { account } = state;
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: account?.accountInfo?.firstName ?? '',
    lastName: account?.accountInfo?.lastName ?? '',
    email: account?.accountInfo?.email ?? '',
  });
  const [marketing, setMarketing] = useState(SETTINGS.marketing.optInByDefault);
  const [touched, setTouched] = useState<Record<Field, boolean>>({ firstName: false, lastName: false, email: false });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();

  if (!account?.phone || !account.verifiedToken) return <Navigate to={`${LEGACY_BASE}/otp`} replace />;
  const verifiedToken = account.verifiedToken;
  const errors = fieldErrors(values);
  const valid = Object.values(errors).every((error) => error === null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ firstName: true, lastName: true, email: true });
    if (!valid || submitting) {
      const first = (['firstName', 'lastName', 'email'] as const).find((field) => errors[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      const data = await legacyRegister(
        {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: normaliseEmail(values.email),
          marketing,
          sector: SETTINGS.defaultSector,
        },
        verifiedToken,
      );
      await state.setAccountInfo(data);
      if (!state.account?.loginToken) {
        const login = await legacyLogin(SETTINGS.defaultSector, verifiedToken);
        if (login) {
          const { token, ...accountInfo } = login;
          await state.setLoginToken(token);
          await state.setAccountInfo(accountInfo);
        }
      }
      await finish();
    } catch (error) {
      log.error('Legacy registration failed', error);
      setSubmitting(false);
      if (verifiedTokenRefused(error)) {
        // The verified token has expired (30 min): the number must be verified again.
        void navigate(`${LEGACY_BASE}/otp`, { replace: true });
        return;
      }
      setFailure(accountFailureKey(error));
    }
  };

  const field = (name: Field, autoComplete: string, type: 'text' | 'email' = 'text') => {
    const error = touched[name] ? errors[name] : null;
    const inputId = `${id}-${name}`;
    return (
      <div className="account-legacy__field">
        <label htmlFor={inputId}>{t(`accountLegacy.register.${name}`)}</label>
        <input
          id={inputId}
          name={name}
          type={type}
          inputMode={type === 'email' ? 'email' : undefined}
          autoComplete={autoComplete}
          value={values[name]}
          maxLength={name === 'email' ? 200 : 60}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          aria-required="true"
        />
        {error && (
          <p id={`${inputId}-error`} className="account-legacy__error">
            {t(error)}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className="account-legacy__card" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="account-legacy__title">
        {t('accountLegacy.register.title')}
      </h1>
      <p className="account-legacy__lead">{t('accountLegacy.register.lead')}</p>
      <form className="account-legacy__form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="account-legacy__field">
          <label htmlFor={`${id}-phone`}>{t('accountLegacy.register.phone')}</label>
          <input id={`${id}-phone`} name="phone" type="tel" value={formatIndianPhone(account.phone)} disabled readOnly />
        </div>
        {field('firstName', 'given-name')}
        {field('lastName', 'family-name')}
        {field('email', 'email', 'email')}
        <label className="account-legacy__check">
          <input type="checkbox" name="marketing" checked={marketing} onChange={(event) => setMarketing(event.target.checked)} />
          <span>{t('accountLegacy.register.marketing')}</span>
        </label>
        {failure && (
          <p className="account-legacy__error" role="alert">
            {t(failure)}
          </p>
        )}
        <button type="submit" className="button button--primary account-legacy__submit" disabled={submitting}>
          {submitting ? t('accountLegacy.register.saving') : t('accountLegacy.register.submit')}
        </button>
      </form>
    </section>
  );
}
