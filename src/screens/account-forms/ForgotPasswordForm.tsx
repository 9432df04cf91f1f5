// `/account/?form=forgotPassword` (11-G22): "request a reset code; submit a new code and password"; then
// the customer is signed in (pick). The reset texts and the 'request another' link are 11-G22's.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { identity } from '../../api/identity';
import { signInWithPassword } from '../../atoms/order-account';
import { cleanCode, emptyFieldMessage, formEmailError, formPasswordError, formPath, isValidCode, resetErrorMessage } from '../../domain/accounts';
import { EmailField, identityFailureOf, NewPasswordField, SubmitButton, useAccountFormSubmit } from '../../components/account-forms/form-parts';
import { fieldErrorOf, type FieldErrors, type FormsContext } from '../../components/account-forms/shared';
import { AccountPage, Field, Notice, OfflineNote } from '../../components/account-forms/ui';
import { SwitchTo, type NavState } from './nav-state';

export function ForgotPasswordForm({ context, state, exitTo }: { context: FormsContext; state: NavState; exitTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useAccountFormSubmit();
  const { online, busy, errors } = form;
  const [step, setStep] = useState<'request' | 'confirm'>('request');
  const [email, setEmail] = useState(state.email ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [offerNewCode, setOfferNewCode] = useState(false);
  const [sent, setSent] = useState(false);

  const checkEmail = (): FieldErrors => {
    const emailError = email.trim() === '' ? emptyFieldMessage('username').key : formEmailError(email);
    return emailError ? { email: emailError } : {};
  };

  const sendCode = async () => {
    try {
      await identity.forgotPassword({ username: email.trim().toLowerCase(), tenant: context.tenant, lang: context.lang });
      setStep('confirm');
      setSent(true);
      setCode('');
      setOfferNewCode(false);
      form.done({});
    } catch (error) {
      const message = resetErrorMessage(identityFailureOf(error));
      form.done({ email: message.key === 'accountRules.form.traffic' ? message.key : 'accountRules.form.unableToReset' });
    }
  };
  const requestCode = (event?: Parameters<typeof form.submit>[0]) => form.submit(event, checkEmail, sendCode);

  const checkReset = (): FieldErrors => {
    const passwordError = formPasswordError(password, context.market);
    setOfferNewCode(false);
    return {
      ...(code === '' ? fieldErrorOf(emptyFieldMessage('code')) : !isValidCode(code) ? { code: 'accountForms.reset.codeDigits' } : {}),
      ...(passwordError ? { password: passwordError } : {}),
    };
  };

  const reset = async () => {
    try {
      await identity.confirmForgotPassword({ username: email.trim().toLowerCase(), tenant: context.tenant, code, password });
    } catch (error) {
      const message = resetErrorMessage(identityFailureOf(error));
      setOfferNewCode(message.offerNewCode === true);
      form.done(fieldErrorOf(message));
      return;
    }
    try {
      await signInWithPassword({ email, password, tenant: context.tenant });
      await navigate(exitTo, { replace: true });
    } catch {
      await navigate(formPath('login'), { replace: true, state: { ...state, email } });
    }
  };

  return (
    <AccountPage title={t('accountForms.reset.title')} intro={step === 'request' ? t('accountForms.reset.intro') : undefined}>
      {state.resetRequired ? <Notice kind="warning">{t('accountRules.form.resetRequired')}</Notice> : null}
      {!online ? <OfflineNote what="signIn" /> : null}
      {step === 'request' ? (
        <form className="account-form" onSubmit={(event) => void requestCode(event)} noValidate>
          <EmailField autoComplete="username" value={email} onChange={setEmail} error={errors.email} />
          <SubmitButton busy={busy} online={online} label={t('accountForms.reset.send')} />
        </form>
      ) : (
        <form className="account-form" onSubmit={(event) => void form.submit(event, checkReset, reset)} noValidate>
          {sent ? <Notice kind="success">{t('accountForms.reset.sent', { email: email.trim().toLowerCase() })}</Notice> : null}
          <Field
            label={t('accountForms.fields.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(value) => setCode(cleanCode(value))}
            error={errors.code ? t(errors.code) : null}
            required
          />
          {offerNewCode ? (
            <button type="button" className="account-link-button" onClick={() => void requestCode()}>
              {t('accountRules.form.requestNewCode')}
            </button>
          ) : null}
          <NewPasswordField label="accountForms.fields.newPassword" value={password} onChange={setPassword} error={errors.password} market={context.market} />
          <SubmitButton busy={busy} online={online} label={t('accountForms.reset.submit')} />
          {offerNewCode ? null : (
            <button type="button" className="account-link-button" onClick={() => void requestCode()} disabled={busy || !online}>
              {t('accountForms.reset.resend')}
            </button>
          )}
        </form>
      )}
      <SwitchTo form="login" label={t('accountForms.reset.backToLogin')} state={{ ...state, email, resetRequired: undefined }} />
    </AccountPage>
  );
}
