// `/account/?form=login|signUp|additionalDetails|forgotPassword` (11-G19, C31): the e-mail-and-password
// forms, in every market. Sign-in sends `flow: 'password'` with the market's tenant; sign-up the
// e-mail, password, language and tenant (S3 §7.1); the identity errors land on their field with the
// texts of 11-G21; 'Password Reset Required For Login Attempt' opens the reset flow of 11-G22.
// One file per form (LoginForm, SignUpForm, ForgotPasswordForm; the details form is the shared
// components/account-forms/DetailsForm); this file picks the form and guards it.
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { currentHutAtom } from '../../atoms/huts';
import { signedInAtom } from '../../atoms/identity';
import { hydrationStatusAtom } from '../../atoms/persisted';
import { formPath, isFormName, type FormName } from '../../domain/accounts';
import { marketOfLanguageTag, marketOfSectorId } from '../../domain/markets/facts';
import type { Market } from '../../domain/markets/ids';
import { DetailsForm } from '../../components/account-forms/DetailsForm';
import { exitTarget, useFormsContext } from '../../components/account-forms/shared';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import type { NavState } from './nav-state';
import { SignUpForm } from './SignUpForm';

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
  // Whether the customer came here signed in, read once the session is known. A session this form's own
  // submission starts is not a reason to leave: the form goes on itself (sign-up to its details step),
  // and leaving for account home at the same moment raced it there (home then sends a customer without
  // an account record to the other area's details step).
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean | null>(known ? signedIn : null);
  if (known && arrivedSignedIn === null) setArrivedSignedIn(signedIn);
  if (!known) return null;
  // A signed-in customer has no use for sign-in, sign-up or reset; details need a session.
  if (form !== 'additionalDetails' && (arrivedSignedIn ?? signedIn)) return <Navigate to={exitTo} replace />;
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
