// `/account/?form=signUp` (11-G19): "an email, password, language and tenant metadata" (S3 §7.1), then
// automatic sign-in and the additional details form; the sign-up errors land on their field (11-G21).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signInWithPassword, signUpWithPassword } from '../../atoms/order-account';
import { formEmailError, formPasswordError, formPath, signUpErrorMessage } from '../../domain/accounts';
import { log } from '../../log/logger';
import { EmailField, identityFailureOf, NewPasswordField, SubmitButton, useAccountFormSubmit } from '../../components/account-forms/form-parts';
import { fieldErrorOf, type FieldErrors, type FormsContext } from '../../components/account-forms/shared';
import { AccountPage, OfflineNote } from '../../components/account-forms/ui';
import { SwitchTo, type NavState } from './nav-state';

export function SignUpForm({ context, state }: { context: FormsContext; state: NavState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useAccountFormSubmit();
  const { online, busy, errors } = form;
  const [email, setEmail] = useState(state.email ?? '');
  const [password, setPassword] = useState('');
  const [lang, setLang] = useState<'en' | 'fr'>(context.lang);

  const check = (): FieldErrors => {
    const emailError = formEmailError(email);
    const passwordError = formPasswordError(password, context.market);
    return { ...(emailError ? { email: emailError } : {}), ...(passwordError ? { password: passwordError } : {}) };
  };

  const signUp = async () => {
    try {
      await signUpWithPassword({ email, password, lang, tenant: context.tenant });
    } catch (error) {
      form.done(fieldErrorOf(signUpErrorMessage(identityFailureOf(error))));
      return;
    }
    try {
      await signInWithPassword({ email, password, tenant: context.tenant });
      await navigate(formPath('additionalDetails'), { replace: true, state });
    } catch (error) {
      // The account exists; the customer signs in by hand.
      log.warn('Sign-in after sign-up failed', { error: String(error) });
      await navigate(formPath('login'), { replace: true, state: { ...state, email } });
    }
  };

  return (
    <AccountPage title={t('accountForms.signUp.title')} intro={t('accountForms.signUp.intro')}>
      {!online ? <OfflineNote what="signIn" /> : null}
      <form className="account-form" onSubmit={(event) => void form.submit(event, check, signUp)} noValidate>
        <EmailField autoComplete="email" value={email} onChange={setEmail} error={errors.email} />
        <NewPasswordField value={password} onChange={setPassword} error={errors.password} market={context.market} />
        <div className="account-field">
          <label className="account-field__label" htmlFor="account-forms-lang">
            {t('accountForms.fields.language')}
          </label>
          <select id="account-forms-lang" className="account-field__input" value={lang} onChange={(event) => setLang(event.target.value === 'fr' ? 'fr' : 'en')}>
            <option value="en">English</option>
            <option value="fr">Français</option>
          </select>
        </div>
        <SubmitButton busy={busy} online={online} label={t('accountForms.signUp.submit')} />
      </form>
      <SwitchTo form="login" lead={t('accountForms.signUp.haveAccount')} label={t('accountForms.signUp.toLogin')} state={state} />
    </AccountPage>
  );
}
