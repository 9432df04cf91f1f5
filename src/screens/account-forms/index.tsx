// `/account/?form=login|signUp|additionalDetails|forgotPassword` (11-G19, C31): the e-mail-and-password
// forms, in every market. Sign-in sends `flow: 'password'` with the market's tenant; sign-up the
// e-mail, password, language and tenant (S3 §7.1); the identity errors land on their field with the
// texts of 11-G21; 'Password Reset Required For Login Attempt' opens the reset flow of 11-G22.
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { identity, toIdentityError } from '../../api/identity';
import { signInWithPassword, signUpWithPassword } from '../../atoms/order-account';
import { currentHutAtom } from '../../atoms/huts';
import { signedInAtom } from '../../atoms/identity';
import { hydrationStatusAtom } from '../../atoms/persisted';
import {
  emptyFieldMessage,
  formEmailError,
  formPasswordError,
  isFormName,
  isValidCode,
  cleanCode,
  formPath,
  type FormName,
  resetErrorMessage,
  signInErrorMessage,
  signUpErrorMessage,
  startsPasswordReset,
  type IdentityFailure,
} from '../../domain/accounts';
import { marketOfLanguageTag, marketOfSectorId } from '../../domain/markets/facts';
import type { Market } from '../../domain/markets/ids';
import { log } from '../../log/logger';
import { DetailsForm } from '../../components/account-forms/DetailsForm';
import { exitTarget, fieldErrorOf, PasswordHint, useFormsContext, type FieldErrors, type FormsContext } from '../../components/account-forms/shared';
import { AccountPage, Field, Notice, OfflineNote, useOnline } from '../../components/account-forms/ui';

interface NavState {
  from?: unknown;
  email?: string;
  /** The reset flow was opened by a sign-in that needs it (11-G22). */
  resetRequired?: boolean;
}

/** A failure as the mapping reads it: an identity error's name and message, anything else unknown. */
function failureOf(error: unknown): IdentityFailure {
  const mapped = toIdentityError(error);
  return mapped instanceof Error ? { name: mapped.name, message: mapped.message } : { name: 'Error', message: String(mapped) };
}

/**
 * The screen `/account/` renders when `form` names one of the forms (routes.tsx hands it to the account
 * route). The market is the account area's: the localised hut's, else the page language's.
 */
export default function AccountFormsScreen() {
  const { i18n } = useTranslation();
  const [params] = useSearchParams();
  const hut = useAtomValue(currentHutAtom);
  const market = (hut && marketOfSectorId(hut.sector)) ?? marketOfLanguageTag(i18n.language);
  const form = params.get('form');
  if (!isFormName(form)) return <Navigate to="/account/" replace />;
  return <AccountForms key={form} form={form} market={market} />;
}

export function AccountForms({ form, market }: { form: FormName; market: Market }) {
  const context = useFormsContext(market);
  const state = (useLocation().state ?? {}) as NavState;
  const signedIn = useAtomValue(signedInAtom);
  const known = useAtomValue(hydrationStatusAtom) !== 'pending';
  const { t } = useTranslation();
  const exitTo = exitTarget(market, state.from);
  if (!known) return null;
  // A signed-in customer has no use for sign-in, sign-up or reset; details need a session.
  if (form !== 'additionalDetails' && signedIn) return <Navigate to={exitTo} replace />;
  if (form === 'additionalDetails' && !signedIn) return <Navigate to={formPath('login')} replace state={state} />;
  return (
    <div className="account-area account-forms">
      {form === 'login' ? <LoginForm context={context} state={state} exitTo={exitTo} /> : null}
      {form === 'signUp' ? <SignUpForm context={context} state={state} /> : null}
      {form === 'forgotPassword' ? <ForgotPasswordForm context={context} state={state} exitTo={exitTo} /> : null}
      {form === 'additionalDetails' ? (
        <DetailsForm context={context} askDateOfBirth={market === 'IN'} exitTo={exitTo} signInPath={formPath('login')} title={t('accountForms.details.title')} />
      ) : null}
    </div>
  );
}

function Submit({ busy, online, label }: { busy: boolean; online: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <button className="button button--primary account-form__submit" type="submit" disabled={busy || !online} aria-busy={busy || undefined}>
      {busy ? t('accountForms.working') : label}
    </button>
  );
}

function LoginForm({ context, state, exitTo }: { context: FormsContext; state: NavState; exitTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useOnline();
  const [email, setEmail] = useState(state.email ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !online) return;
    const local: FieldErrors = {
      ...(email.trim() === '' ? fieldErrorOf(emptyFieldMessage('username')) : formEmailError(email) ? { email: formEmailError(email)! } : {}),
      ...(password === '' ? fieldErrorOf(emptyFieldMessage('password')) : {}),
    };
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await signInWithPassword({ email, password, tenant: context.tenant });
      await navigate(exitTo, { replace: true });
    } catch (error) {
      const failure = failureOf(error);
      log.warn('Password sign-in failed', { name: failure.name });
      setBusy(false);
      if (startsPasswordReset(failure)) {
        await navigate(formPath('forgotPassword'), { state: { ...state, email, resetRequired: true } });
        return;
      }
      setErrors(fieldErrorOf(signInErrorMessage(failure)));
    }
  }

  return (
    <AccountPage title={t('accountForms.login.title')}>
      {!online ? <OfflineNote what="signIn" /> : null}
      <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('accountForms.fields.email')} name="email" type="email" autoComplete="username" value={email} onChange={setEmail} error={errors.email ? t(errors.email) : null} required />
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
        <p className="account-page__switch">
          <Link to={formPath('forgotPassword')} state={{ ...state, email }}>
            {t('accountForms.login.forgot')}
          </Link>
        </p>
        <Submit busy={busy} online={online} label={t('accountForms.login.submit')} />
      </form>
      <p className="account-page__switch">
        {t('accountForms.login.noAccount')}{' '}
        <Link to={formPath('signUp')} state={state}>
          {t('accountForms.login.toSignUp')}
        </Link>
      </p>
    </AccountPage>
  );
}

function SignUpForm({ context, state }: { context: FormsContext; state: NavState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useOnline();
  const [email, setEmail] = useState(state.email ?? '');
  const [password, setPassword] = useState('');
  const [lang, setLang] = useState<'en' | 'fr'>(context.lang);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !online) return;
    const emailError = formEmailError(email);
    const passwordError = formPasswordError(password, context.market);
    const local: FieldErrors = { ...(emailError ? { email: emailError } : {}), ...(passwordError ? { password: passwordError } : {}) };
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await signUpWithPassword({ email, password, lang, tenant: context.tenant });
    } catch (error) {
      setBusy(false);
      setErrors(fieldErrorOf(signUpErrorMessage(failureOf(error))));
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
  }

  return (
    <AccountPage title={t('accountForms.signUp.title')} intro={t('accountForms.signUp.intro')}>
      {!online ? <OfflineNote what="signIn" /> : null}
      <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('accountForms.fields.email')} name="email" type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email ? t(errors.email) : null} required />
        <Field
          label={t('accountForms.fields.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          hint={password === '' ? t('accountForms.passwordRule') : <PasswordHint password={password} market={context.market} />}
          error={errors.password ? t(errors.password) : null}
          required
        />
        <div className="account-field">
          <label className="account-field__label" htmlFor="account-forms-lang">
            {t('accountForms.fields.language')}
          </label>
          <select id="account-forms-lang" className="account-field__input" value={lang} onChange={(event) => setLang(event.target.value === 'fr' ? 'fr' : 'en')}>
            <option value="en">English</option>
            <option value="fr">Français</option>
          </select>
        </div>
        <Submit busy={busy} online={online} label={t('accountForms.signUp.submit')} />
      </form>
      <p className="account-page__switch">
        {t('accountForms.signUp.haveAccount')}{' '}
        <Link to={formPath('login')} state={state}>
          {t('accountForms.signUp.toLogin')}
        </Link>
      </p>
    </AccountPage>
  );
}

/** 11-G22: "request a reset code; submit a new code and password"; then the customer is signed in (pick). */
function ForgotPasswordForm({ context, state, exitTo }: { context: FormsContext; state: NavState; exitTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useOnline();
  const [step, setStep] = useState<'request' | 'confirm'>('request');
  const [email, setEmail] = useState(state.email ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [offerNewCode, setOfferNewCode] = useState(false);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function requestCode(event?: FormEvent) {
    event?.preventDefault();
    if (busy || !online) return;
    const emailError = email.trim() === '' ? emptyFieldMessage('username').key : formEmailError(email);
    setErrors(emailError ? { email: emailError } : {});
    if (emailError) return;
    setBusy(true);
    try {
      await identity.forgotPassword({ username: email.trim().toLowerCase(), tenant: context.tenant, lang: context.lang });
      setStep('confirm');
      setSent(true);
      setCode('');
      setOfferNewCode(false);
      setErrors({});
    } catch (error) {
      const message = resetErrorMessage(failureOf(error));
      setErrors({ email: message.key === 'accountRules.form.traffic' ? message.key : 'accountRules.form.unableToReset' });
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (busy || !online) return;
    const passwordError = formPasswordError(password, context.market);
    const local: FieldErrors = {
      ...(code === '' ? fieldErrorOf(emptyFieldMessage('code')) : !isValidCode(code) ? { code: 'accountForms.reset.codeDigits' } : {}),
      ...(passwordError ? { password: passwordError } : {}),
    };
    setErrors(local);
    setOfferNewCode(false);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await identity.confirmForgotPassword({ username: email.trim().toLowerCase(), tenant: context.tenant, code, password });
    } catch (error) {
      const message = resetErrorMessage(failureOf(error));
      setErrors(fieldErrorOf(message));
      setOfferNewCode(message.offerNewCode === true);
      setBusy(false);
      return;
    }
    try {
      await signInWithPassword({ email, password, tenant: context.tenant });
      await navigate(exitTo, { replace: true });
    } catch {
      await navigate(formPath('login'), { replace: true, state: { ...state, email } });
    }
  }

  return (
    <AccountPage title={t('accountForms.reset.title')} intro={step === 'request' ? t('accountForms.reset.intro') : undefined}>
      {state.resetRequired ? <Notice kind="warning">{t('accountRules.form.resetRequired')}</Notice> : null}
      {!online ? <OfflineNote what="signIn" /> : null}
      {step === 'request' ? (
        <form className="account-form" onSubmit={(event) => void requestCode(event)} noValidate>
          <Field label={t('accountForms.fields.email')} name="email" type="email" autoComplete="username" value={email} onChange={setEmail} error={errors.email ? t(errors.email) : null} required />
          <Submit busy={busy} online={online} label={t('accountForms.reset.send')} />
        </form>
      ) : (
        <form className="account-form" onSubmit={(event) => void confirm(event)} noValidate>
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
          <Field
            label={t('accountForms.fields.newPassword')}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            hint={password === '' ? t('accountForms.passwordRule') : <PasswordHint password={password} market={context.market} />}
            error={errors.password ? t(errors.password) : null}
            required
          />
          <Submit busy={busy} online={online} label={t('accountForms.reset.submit')} />
          {offerNewCode ? null : (
            <button type="button" className="account-link-button" onClick={() => void requestCode()} disabled={busy || !online}>
              {t('accountForms.reset.resend')}
            </button>
          )}
        </form>
      )}
      <p className="account-page__switch">
        <Link to={formPath('login')} state={{ ...state, email, resetRequired: undefined }}>
          {t('accountForms.reset.backToLogin')}
        </Link>
      </p>
    </AccountPage>
  );
}
