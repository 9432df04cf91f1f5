// In-store sign-up (11-G24, S3 §1, §2.3): `/account/in-store-sign-up` signs up with e-mail and password
// once the mobile is known not to belong to an online account (GET /v2/loyalty/pos/{sector}/{hutId}/
// account/{mobile}/exists); `/account/in-store-sign-up/additional-details?mobile=` saves name, mobile,
// date of birth (14+) and marketing, then goes to /. Which hut the check asks: the `hut` query value
// (`SECTOR:HUTID`, as the kiosk's), else the localised hut (pick).
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useRoutes, useSearchParams } from 'react-router';
import { profile } from '../../api/profile';
import { currentHutAtom } from '../../atoms/huts';
import { signedInAtom } from '../../atoms/identity';
import { hydrationStatusAtom } from '../../atoms/persisted';
import { signInWithPassword, signUpWithPassword } from '../../atoms/order-account';
import { accountPhoneError, formEmailError, formPasswordError, signUpErrorMessage } from '../../domain/accounts';
import { marketOfSectorId, marketOfLanguageTag } from '../../domain/markets/facts';
import type { Market } from '../../domain/markets/ids';
import { log } from '../../log/logger';
import { DetailsForm } from '../../components/account-forms/DetailsForm';
import { EmailField, identityFailureOf, NewPasswordField, SubmitButton, useAccountFormSubmit } from '../../components/account-forms/form-parts';
import { fieldErrorOf, useFormsContext, type FieldErrors, type FormsContext } from '../../components/account-forms/shared';
import { AccountPage, Field, OfflineNote } from '../../components/account-forms/ui';

export const IN_STORE_PATH = '/account/in-store-sign-up';

/** The hut the check asks about: `?hut=SECTOR:HUTID`, else the localised hut. */
export function checkHut(query: string | null, localised: { sector: string; id: string } | null): { sector: string; hutId: string } | null {
  const match = query ? /^([a-z]{2}-\d+):([\w-]{1,120})$/i.exec(query.trim()) : null;
  if (match) return { sector: match[1]!.toLowerCase(), hutId: match[2]! };
  return localised ? { sector: localised.sector, hutId: localised.id } : null;
}

/** The mobile as the check's path takes it: digits, with a leading + kept. */
export function mobileForCheck(mobile: string): string {
  const trimmed = mobile.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

function useInStoreMarket(hut: { sector: string } | null): Market {
  const { i18n } = useTranslation();
  return (hut && marketOfSectorId(hut.sector)) ?? marketOfLanguageTag(i18n.language);
}

export default function InStoreSignUp() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const localised = useAtomValue(currentHutAtom);
  const hut = checkHut(params.get('hut'), localised);
  const market = useInStoreMarket(hut);
  const context = useFormsContext(market);
  const known = useAtomValue(hydrationStatusAtom) !== 'pending';
  const signedIn = useAtomValue(signedInAtom);
  const mobile = params.get('mobile') ?? '';
  const element = useRoutes([
    { index: true, element: <FirstStep context={context} hut={hut} /> },
    {
      path: 'additional-details',
      element: !known ? null : signedIn ? (
        <DetailsForm context={context} askDateOfBirth joinLoyalty initialMobile={mobile} exitTo="/" signInPath={IN_STORE_PATH} title={t('accountForms.inStore.detailsTitle')} />
      ) : (
        <Navigate to={IN_STORE_PATH} replace />
      ),
    },
    { path: '*', element: <Navigate to={IN_STORE_PATH} replace /> },
  ]);
  return <div className="account-area account-forms">{element}</div>;
}

function FirstStep({ context, hut }: { context: FormsContext; hut: { sector: string; hutId: string } | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useAccountFormSubmit();
  const { online, busy, errors } = form;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [mobile, setMobile] = useState('');

  const check = (): FieldErrors => {
    const emailError = formEmailError(email);
    const passwordError = formPasswordError(password, context.market);
    const mobileError = mobile.trim() === '' ? 'accountRules.form.mobileMissing' : accountPhoneError(context.market, mobile);
    return {
      ...(emailError ? { email: emailError } : {}),
      ...(passwordError ? { password: passwordError } : {}),
      ...(mobileError ? { mobile: mobileError } : {}),
    };
  };

  const signUp = async () => {
    // "the mobile must not already match an online account, else the field error
    // ERROR_VALIDATING_OFFLINE_ACCOUNT. The same error shows if the check fails" (S3 §5.4).
    let free = false;
    try {
      free = hut !== null && !(await profile.inStoreAccountExists(hut.sector, hut.hutId, mobileForCheck(mobile)));
    } catch (error) {
      log.warn('In-store account check failed', { error: String(error) });
    }
    if (!free) {
      form.done({ mobile: 'accountForms.inStore.ERROR_VALIDATING_OFFLINE_ACCOUNT' });
      return;
    }
    try {
      await signUpWithPassword({ email, password, lang: context.lang, tenant: context.tenant });
      await signInWithPassword({ email, password, tenant: context.tenant });
    } catch (error) {
      form.done(fieldErrorOf(signUpErrorMessage(identityFailureOf(error))));
      return;
    }
    await navigate(`${IN_STORE_PATH}/additional-details?${new URLSearchParams({ mobile: mobile.trim() }).toString()}`, { replace: true });
  };

  return (
    <AccountPage title={t('accountForms.inStore.title')} intro={t('accountForms.inStore.intro')}>
      {!online ? <OfflineNote what="signIn" /> : null}
      <form className="account-form" onSubmit={(event) => void form.submit(event, check, signUp)} noValidate>
        <EmailField autoComplete="email" value={email} onChange={setEmail} error={errors.email} />
        <NewPasswordField value={password} onChange={setPassword} error={errors.password} market={context.market} />
        <Field label={t('accountForms.fields.mobile')} name="mobile" type="tel" autoComplete="tel" value={mobile} onChange={setMobile} error={errors.mobile ? t(errors.mobile) : null} required />
        <SubmitButton busy={busy} online={online} label={t('accountForms.inStore.submit')} />
      </form>
    </AccountPage>
  );
}
