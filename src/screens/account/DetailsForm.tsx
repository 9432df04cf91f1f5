// register/details and edit (11-G2, 11-G5, 11-G7): names, e-mail and phone, and on registration the
// marketing opt-ins (C36). The field of the auth method is locked. On success the record is kept
// locally, 'CONFIRMED' shows and the customer returns to account home (11-G3); a failure alerts
// 'module.Accounts.CREATE_FAILED' and is logged (11-G5).
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bff } from '../../api/bff';
import type { AccountInput } from '../../api/contract/accounts';
import { freshAccessToken, storeAccount } from '../../atoms/account-session';
import { identityAtom } from '../../atoms/identity';
import { notify } from '../../atoms/notifications';
import { accountPhoneError, modernEmailError, modernMessage, modernNameError } from '../../domain/accounts';
import type { Market } from '../../domain/markets/ids';
import { track } from '../../analytics/track';
import { log } from '../../log/logger';
import { useAccountArea } from './flow';
import { AccountPage, CheckboxRow, Field, Notice, OfflineNote, useOnline } from './ui';

/**
 * 11-G7 through the account rules: names and e-mail required and valid; "Phone on registration when
 * the method is email: must match the market's phone pattern" (11-G41, optional otherwise); "Phone on
 * edit: required non-empty only" (kept literal).
 */
function errorsOf(form: Form, mode: 'register' | 'edit', market: Market, emailRequired: boolean) {
  const email = form.email.trim();
  return {
    firstName: modernNameError(form.firstName),
    lastName: modernNameError(form.lastName),
    email: emailRequired || email !== '' ? modernEmailError(email) : null,
    phone: mode === 'edit' ? (form.phone.trim() === '' ? 'accountRules.required' : null) : form.phone.trim() === '' ? null : accountPhoneError(market, form.phone),
  };
}

interface Form {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  marketing: boolean;
}

/** A short, closed code for the registration-failure event: the HTTP status, else the error's name. */
function registrationFailureCode(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number') return `http-${status}`;
  return error instanceof Error && /^[A-Za-z]{1,40}$/.test(error.name) ? error.name : 'unknown';
}

export function DetailsForm({ mode }: { mode: 'register' | 'edit' }) {
  const { t } = useTranslation();
  const { base, settings, tenant, market } = useAccountArea();
  const navigate = useNavigate();
  const online = useOnline();
  const { account, user, authMethod } = useAtomValue(identityAtom);
  const [form, setForm] = useState<Form>(() => ({
    firstName: account?.firstName ?? user?.given_name ?? '',
    lastName: account?.lastName ?? user?.family_name ?? '',
    email: account?.email ?? user?.email ?? '',
    phone: account?.phone ?? user?.phone_number ?? '',
    // C36: unticked in the opt-in markets, ticked where the market counts customers in.
    marketing: account ? account.marketingEmail && account.marketingSMS : settings.marketing.optInByDefault,
  }));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const emailRequired = mode === 'edit' || authMethod === 'sms';
  const relevant = errorsOf(form, mode, market, emailRequired);
  const invalid = Object.values(relevant).some(Boolean);
  const set = (key: keyof Form) => (value: string | boolean) => setForm((prev) => ({ ...prev, [key]: value }));
  const shown = (key: keyof typeof relevant) => {
    const error = relevant[key];
    return touched[key] && error ? t(error) : null;
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setTouched({ firstName: true, lastName: true, email: true, phone: true });
    if (invalid || busy || !online) return;
    setBusy(true);
    setFailed(false);
    const phone = form.phone.trim();
    const input: AccountInput = {
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      ...(phone ? { phone: phone.startsWith('+') ? phone.replace(/[\s()-]/g, '') : `${settings.defaultPhonePrefix}${phone.replace(/[\s()-]/g, '').replace(/^0/, '')}` } : {}),
      ...(form.email.trim() ? { email: form.email.trim().toLowerCase() } : {}),
      marketingEmail: mode === 'register' ? form.marketing : (account?.marketingEmail ?? false),
      marketingSMS: mode === 'register' ? form.marketing : (account?.marketingSMS ?? false),
    };
    try {
      const token = await freshAccessToken();
      if (!token) {
        await navigate(`${base}/signin`, { replace: true });
        return;
      }
      const saved = mode === 'register' ? await bff.createAccount(tenant, input, token) : await bff.updateAccount(tenant, input, token);
      storeAccount(saved);
      notify({ type: 'success', topic: 'account-confirmed', message: t(modernMessage('CONFIRMED')), hideShowBasket: true });
      await navigate(`${base}/`, { replace: true });
    } catch (error) {
      // 11-G5: "On failure an error is logged and a registration-failure event is recorded".
      log.error(mode === 'register' ? 'Account registration failed' : 'Account update failed', error);
      // The code only (an error name or HTTP status), never the details typed (14-G2, personal-data free).
      if (mode === 'register') track({ type: 'registrationFailure', code: registrationFailureCode(error) });
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <AccountPage title={t(`account.details.title.${mode}`)} intro={mode === 'register' ? t('account.details.intro') : undefined}>
      {failed ? <Notice kind="error">{t(modernMessage('module.Accounts.CREATE_FAILED'))}</Notice> : null}
      {!online ? <OfflineNote what="save" /> : null}
      <form className="account-form" onSubmit={(event) => void save(event)} noValidate onBlur={(event) => {
          const { name } = event.target as unknown as HTMLInputElement;
          if (name) setTouched((prev) => ({ ...prev, [name]: true }));
        }}>
        <Field label={t('account.details.firstName')} name="firstName" autoComplete="given-name" value={form.firstName} onChange={set('firstName')} error={shown('firstName')} required />
        <Field label={t('account.details.lastName')} name="lastName" autoComplete="family-name" value={form.lastName} onChange={set('lastName')} error={shown('lastName')} required />
        <Field
          label={emailRequired || authMethod === 'email' ? t('account.details.email') : t('account.details.emailOptional')}
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          error={shown('email')}
          locked={authMethod === 'email'}
          hint={authMethod === 'email' ? t('account.details.locked') : undefined}
        />
        <Field
          label={mode === 'edit' || authMethod === 'sms' ? t('account.details.phone') : t('account.details.phoneOptional')}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={form.phone}
          onChange={set('phone')}
          error={shown('phone')}
          locked={authMethod === 'sms'}
          hint={authMethod === 'sms' ? t('account.details.locked') : undefined}
        />
        {mode === 'register' ? <CheckboxRow name="marketing" checked={form.marketing} onChange={set('marketing')} label={t('account.details.marketing')} /> : null}
        <button className="button button--primary account-form__submit" type="submit" disabled={invalid || busy || !online}>
          {busy ? t('account.saving') : t(`account.details.submit.${mode}`)}
        </button>
      </form>
    </AccountPage>
  );
}
