// What the e-mail-and-password forms (/account/?form=, 11-G19..G22) and in-store sign-up (11-G24) do
// alike: the submit cycle (nothing while busy or offline, "Submit is disabled while input is invalid
// or loading", the field checks first, then the call with its errors on their fields, 11-G21), the
// e-mail and new-password fields with the 11-G20 hint, and the submit button.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toIdentityError } from '../../api/identity';
import type { IdentityFailure } from '../../domain/accounts';
import type { Market } from '../../domain/markets/ids';
import { PasswordHint, type FieldErrors } from './shared';
import { Field, useOnline } from './ui';

/** A failure as the 11-G21 mapping reads it: an identity error's name and message, anything else unknown. */
export function identityFailureOf(error: unknown): IdentityFailure {
  const mapped = toIdentityError(error);
  return mapped instanceof Error ? { name: mapped.name, message: mapped.message } : { name: 'Error', message: String(mapped) };
}

export interface AccountFormSubmit {
  online: boolean;
  busy: boolean;
  errors: FieldErrors;
  setErrors(errors: FieldErrors): void;
  /** The call is over: its errors (when given) on their fields (11-G21), and the form usable again. */
  done(errors?: FieldErrors): void;
  /**
   * The submit cycle: ignored while busy or offline; `check` gives the field errors (shown at once),
   * and only without any does `action` run, with the form busy until it calls `done`
   * (a form that leaves on success stays busy until it has gone).
   */
  submit(event: FormEvent | undefined, check: () => FieldErrors, action: () => Promise<void>): Promise<void>;
}

export function useAccountFormSubmit(): AccountFormSubmit {
  const online = useOnline();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  return {
    online,
    busy,
    errors,
    setErrors,
    done: (next) => {
      setBusy(false);
      if (next) setErrors(next);
    },
    submit: async (event, check, action) => {
      event?.preventDefault();
      if (busy || !online) return;
      const local = check();
      setErrors(local);
      if (Object.keys(local).length > 0) return;
      setBusy(true);
      await action();
    },
  };
}

export function SubmitButton({ busy, online, label }: { busy: boolean; online: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <button className="button button--primary account-form__submit" type="submit" disabled={busy || !online} aria-busy={busy || undefined}>
      {busy ? t('accountForms.working') : label}
    </button>
  );
}

/** The e-mail field: `username` where an existing account signs in, `email` where one is made. */
export function EmailField({ value, onChange, error, autoComplete }: { value: string; onChange: (value: string) => void; error?: string; autoComplete: 'username' | 'email' }) {
  const { t } = useTranslation();
  return <Field label={t('accountForms.fields.email')} name="email" type="email" autoComplete={autoComplete} value={value} onChange={onChange} error={error ? t(error) : null} required />;
}

/** A password being chosen (sign-up, reset, in-store): the rule until typed, then the 11-G20 hint. */
export function NewPasswordField({
  value,
  onChange,
  error,
  market,
  label = 'accountForms.fields.password',
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  market: Market;
  label?: 'accountForms.fields.password' | 'accountForms.fields.newPassword';
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={t(label)}
      name="password"
      type="password"
      autoComplete="new-password"
      value={value}
      onChange={onChange}
      hint={value === '' ? t('accountForms.passwordRule') : <PasswordHint password={value} market={market} />}
      error={error ? t(error) : null}
      required
    />
  );
}
