// `/account/?form=login` (11-G19): "Sign-in uses attributes email, lang and client metadata (method
// password, tenant)"; the identity errors land on their field (11-G21), and 'Password Reset Required
// For Login Attempt' opens the reset flow of 11-G22.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signInWithPassword } from '../../atoms/order-account';
import { emptyFieldMessage, formEmailError, formPath, signInErrorMessage, startsPasswordReset } from '../../domain/accounts';
import { log } from '../../log/logger';
import { EmailField, identityFailureOf, SubmitButton, useAccountFormSubmit } from '../../components/account-forms/form-parts';
import { fieldErrorOf, type FieldErrors, type FormsContext } from '../../components/account-forms/shared';
import { AccountPage, Field, OfflineNote } from '../../components/account-forms/ui';
import { SwitchTo, type NavState } from './nav-state';

export function LoginForm({ context, state, exitTo }: { context: FormsContext; state: NavState; exitTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useAccountFormSubmit();
  const { online, busy, errors } = form;
  const [email, setEmail] = useState(state.email ?? '');
  const [password, setPassword] = useState('');

  const check = (): FieldErrors => ({
    ...(email.trim() === '' ? fieldErrorOf(emptyFieldMessage('username')) : formEmailError(email) ? { email: formEmailError(email)! } : {}),
    ...(password === '' ? fieldErrorOf(emptyFieldMessage('password')) : {}),
  });

  const signIn = async () => {
    try {
      await signInWithPassword({ email, password, tenant: context.tenant });
      await navigate(exitTo, { replace: true });
    } catch (error) {
      const failure = identityFailureOf(error);
      log.warn('Password sign-in failed', { name: failure.name });
      if (startsPasswordReset(failure)) {
        form.done();
        await navigate(formPath('forgotPassword'), { state: { ...state, email, resetRequired: true } });
        return;
      }
      form.done(fieldErrorOf(signInErrorMessage(failure)));
    }
  };

  return (
    <AccountPage title={t('accountForms.login.title')}>
      {!online ? <OfflineNote what="signIn" /> : null}
      <form className="account-form" onSubmit={(event) => void form.submit(event, check, signIn)} noValidate>
        <EmailField autoComplete="username" value={email} onChange={setEmail} error={errors.email} />
        <Field
          label={t('accountForms.fields.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password ? t(errors.password) : null}
          required
        />
        <SwitchTo form="forgotPassword" label={t('accountForms.login.forgot')} state={{ ...state, email }} />
        <SubmitButton busy={busy} online={online} label={t('accountForms.login.submit')} />
      </form>
      <SwitchTo form="signUp" lead={t('accountForms.login.noAccount')} label={t('accountForms.login.toSignUp')} state={state} />
    </AccountPage>
  );
}
