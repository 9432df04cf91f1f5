// The "Additional details" record (11-G19, S3 §3: "name, mobile, dateOfBirth, marketingOptIn"), saved
// by POST /v2/accounts/myaccount with `x-default-sector` (C32). Used by `/account/?form=additionalDetails`
// and by in-store sign-up's second step (11-G24), which always asks the date of birth (14+, 11-G20).
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CustomerProfileBody } from '../../api/contract/accounts';
import { profile } from '../../api/profile';
import { fetchAccount, freshAccessToken } from '../../atoms/account-session';
import { identityAtom } from '../../atoms/identity';
import { notify } from '../../atoms/notifications';
import { profileMobile } from '../../atoms/order-account';
import { accountPhoneError, dateOfBirthError, formNameError, modernMessage } from '../../domain/accounts';
import type { Market } from '../../domain/markets/ids';
import { log } from '../../log/logger';
import { AccountPage, CheckboxRow, Field, Notice, OfflineNote, useOnline } from './ui';
import { today, type FormsContext } from './shared';

interface Details {
  firstName: string;
  lastName: string;
  mobile: string;
  dateOfBirth: string;
  marketing: boolean;
}

export interface DetailsFormProps {
  context: FormsContext;
  /** Ask the date of birth: where loyalty applies, in-store sign-up and India's forms (11-G20). */
  askDateOfBirth: boolean;
  initialMobile?: string;
  /** Where the saved form goes. */
  exitTo: string;
  /** Where a customer without a session is sent (the sign-in form). */
  signInPath: string;
  title: string;
  /**
   * In-store sign-up (issue 15 "the kiosk's in-store sign-up can join loyalty", 12-G13): with the details
   * saved, the customer joins Hut Rewards with the date of birth just checked (14+).
   */
  joinLoyalty?: boolean;
}

export function DetailsForm({ context, askDateOfBirth, initialMobile = '', exitTo, signInPath, title, joinLoyalty = false }: DetailsFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useOnline();
  const { account, user } = useAtomValue(identityAtom);
  const [form, setForm] = useState<Details>(() => ({
    firstName: account?.firstName ?? user?.given_name ?? '',
    lastName: account?.lastName ?? user?.family_name ?? '',
    mobile: initialMobile || (account?.phone ?? ''),
    dateOfBirth: '',
    // C36: "marketingOptIn (the opposite of marketingOptOut)"; unticked in the opt-in markets.
    marketing: context.settings.marketing.optInByDefault,
  }));
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const errors = {
    firstName: formNameError(form.firstName, 'firstName'),
    lastName: formNameError(form.lastName, 'lastName'),
    mobile: form.mobile.trim() === '' ? 'accountRules.form.mobileMissing' : accountPhoneError(context.market, form.mobile),
    dateOfBirth: askDateOfBirth ? dateOfBirthError(form.dateOfBirth, today()) : null,
  };
  const invalid = Object.values(errors).some(Boolean);
  const shown = (key: keyof typeof errors) => (touched && errors[key] ? t(errors[key]) : null);
  const set = (key: keyof Details) => (value: string | boolean) => setForm((prev) => ({ ...prev, [key]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (invalid || busy || !online) return;
    setBusy(true);
    setFailed(null);
    const body: CustomerProfileBody = {
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      mobile: profileMobile(context.market, form.mobile),
      ...(askDateOfBirth ? { dateOfBirth: form.dateOfBirth.trim() } : {}),
      marketing: { all: form.marketing },
    };
    try {
      const token = await freshAccessToken();
      if (!token) {
        await navigate(signInPath, { replace: true });
        return;
      }
      await profile.save(token, context.sector, body);
      await fetchAccount({ force: true }).catch(() => undefined);
      if (joinLoyalty && askDateOfBirth) await joinHutRewards(form.dateOfBirth.trim(), context.market);
      notify({ type: 'success', topic: 'account-confirmed', message: t(modernMessage('CONFIRMED')), hideShowBasket: true });
      await navigate(exitTo, { replace: true });
    } catch (error) {
      log.error('Additional details not saved', error);
      setFailed(t(modernMessage('module.Accounts.CREATE_FAILED')));
      setBusy(false);
    }
  }

  return (
    <AccountPage title={title} intro={t('accountForms.details.intro')}>
      {failed ? <Notice kind="error">{failed}</Notice> : null}
      {!online ? <OfflineNote what="save" /> : null}
      <form className="account-form" onSubmit={(event) => void save(event)} noValidate>
        <Field label={t('accountForms.fields.firstName')} name="firstName" autoComplete="given-name" value={form.firstName} onChange={set('firstName')} error={shown('firstName')} required />
        <Field label={t('accountForms.fields.lastName')} name="lastName" autoComplete="family-name" value={form.lastName} onChange={set('lastName')} error={shown('lastName')} required />
        <Field label={t('accountForms.fields.mobile')} name="mobile" type="tel" autoComplete="tel" value={form.mobile} onChange={set('mobile')} error={shown('mobile')} required />
        {askDateOfBirth ? (
          <Field
            label={t('accountForms.fields.dateOfBirth')}
            name="dateOfBirth"
            inputMode="numeric"
            autoComplete="bday"
            placeholder={t('accountForms.fields.dateOfBirthPlaceholder')}
            hint={t('accountForms.fields.dateOfBirthHint')}
            value={form.dateOfBirth}
            onChange={set('dateOfBirth')}
            error={shown('dateOfBirth')}
            required
          />
        ) : null}
        <CheckboxRow name="marketing" checked={form.marketing} onChange={set('marketing')} label={t('accountForms.fields.marketing')} />
        <button className="button button--primary account-form__submit" type="submit" disabled={busy || !online}>
          {busy ? t('account.saving') : t('accountForms.details.submit')}
        </button>
      </form>
    </AccountPage>
  );
}

/**
 * Joins Hut Rewards after the details are saved. A refusal leaves the account as it is (the customer
 * can join from /hut-rewards); it is logged, never shown as a failure of the details.
 */
async function joinHutRewards(dateOfBirth: string, market: Market): Promise<void> {
  try {
    const { joinLoyalty } = await import('../../atoms/loyalty');
    await joinLoyalty(dateOfBirth, { fallbackMarket: market });
  } catch (error) {
    log.warn('Joining Hut Rewards at in-store sign-up failed', { error: String(error) });
  }
}
