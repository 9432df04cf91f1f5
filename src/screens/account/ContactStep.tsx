// The contact step of sign-in and registration (11-G2 `signin`, `register`; 11-G4, 11-G5, 11-G7):
// an e-mail or mobile number (with the country code when phones are allowed), the social buttons of
// the market (11-G11), 'Sign in with a passkey' where the browser has WebAuthn (issue 14), and a link
// to the other flow.
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { federatedStartUrl } from '../../api/identity';
import { settingsAtom } from '../../atoms/settings';
import { looksLikePhone } from '../../domain/accounts';
import { log } from '../../log/logger';
import { classifyContact, COUNTRY_CODES } from './contact';
import { pendingChallengeAtom, startRegistration, startSignIn, useAccountArea } from './flow';
import { messageKeyFor, messageText, type MessageKey } from './messages';
import { PasskeySignInButton } from './Passkeys';
import { passkeysSupported } from '../../api/passkeys';
import { AccountPage, Field, Notice, OfflineNote, useOnline } from './ui';

const PROVIDERS = [
  { id: 'google', key: 'hasGoogleSignIn' },
  { id: 'facebook', key: 'hasFacebookSignIn' },
  { id: 'apple', key: 'hasAppleSignIn' },
] as const;

export function ContactStep({ flow, socialError = false }: { flow: 'signin' | 'register'; socialError?: boolean }) {
  const { t, i18n } = useTranslation();
  const { base, settings, tenant, market } = useAccountArea();
  const navigate = useNavigate();
  const setPending = useSetAtom(pendingChallengeAtom);
  const online = useOnline();
  const [contact, setContact] = useState('');
  const [countryCode, setCountryCode] = useState(settings.defaultPhonePrefix);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(socialError ? 'UNKNOWN_ERROR' : null);

  const { flagLevel } = useAtomValue(settingsAtom);
  // 11-G7 "A phone is accepted if it matches the market pattern (or in dev mode)".
  const result = classifyContact(contact, settings, countryCode, flagLevel === 'development');
  const phoneEntry = contact.trim() !== '' && looksLikePhone(contact);
  const codes: readonly string[] = settings.localPhonesOnly ? [settings.defaultPhonePrefix] : COUNTRY_CODES;
  const contactLabel =
    settings.allowAuthWithPhone && settings.allowAuthWithEmail
      ? t('account.contact.emailOrPhone')
      : settings.allowAuthWithPhone
        ? t('account.contact.phone')
        : t('account.contact.email');
  const fieldError = touched && contact.trim() !== '' && !result.ok ? t(result.error) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!result.ok || busy || !online) return;
    setBusy(true);
    setFailure(null);
    try {
      const input = { username: result.username, method: result.method, tenant, language: i18n.language };
      const pending = flow === 'signin' ? await startSignIn(input) : await startRegistration(input);
      setPending(pending);
      await navigate(`${base}/${pending.flow}/otp`);
    } catch (error) {
      log.warn('Account contact step failed', { flow, error: String(error) });
      setFailure(messageKeyFor(error));
      setBusy(false);
    }
  }

  const socials = PROVIDERS.filter((provider) => settings[provider.key]);
  return (
    <AccountPage title={t(`account.${flow}.title`)} intro={t(`account.${flow}.intro`)}>
      {flow === 'signin' ? <Notice kind="info">{t('account.signin.info')}</Notice> : null}
      {failure ? <Notice kind={failure === 'UNKNOWN_ERROR' ? 'warning' : 'error'}>{t(messageText(failure))}</Notice> : null}
      {!online ? <OfflineNote what="signIn" /> : null}
      <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label={contactLabel}
          value={contact}
          onChange={setContact}
          onBlur={() => setTouched(true)}
          error={fieldError}
          hint={settings.allowAuthWithPhone ? t('account.contact.hint') : undefined}
          type={settings.allowAuthWithEmail ? 'text' : 'tel'}
          inputMode={settings.allowAuthWithEmail ? 'email' : 'tel'}
          autoComplete={settings.allowAuthWithEmail ? 'username' : 'tel-national'}
          autoCapitalize="none"
          spellCheck={false}
          name="contact"
          before={
            settings.allowAuthWithPhone && (phoneEntry || !settings.allowAuthWithEmail) ? (
              <select
                className="account-field__prefix"
                aria-label={t('account.contact.countryCode')}
                value={countryCode}
                onChange={(event) => setCountryCode(event.target.value)}
              >
                {codes.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            ) : null
          }
        />
        <button className="button button--primary account-form__submit" type="submit" disabled={!result.ok || busy || !online}>
          {busy ? t('account.sending') : t(`account.${flow}.submit`)}
        </button>
      </form>
      {flow === 'register' ? <p className="account-page__marketing">{t('account.register.marketing')}</p> : null}
      {socials.length > 0 || (flow === 'signin' && passkeysSupported()) ? (
        <div className="account-social" role="group" aria-label={t('account.social.label')}>
          <p className="account-social__or">{t('account.social.or')}</p>
          {flow === 'signin' ? <PasskeySignInButton disabled={!online} /> : null}
          {socials.map((provider) => (
            <a
              key={provider.id}
              className={`button button--secondary account-social__button account-social__button--${provider.id}`}
              href={federatedStartUrl(provider.id, `${base}/`, market)}
              aria-disabled={!online || undefined}
              onClick={(event) => {
                if (!online) event.preventDefault();
              }}
            >
              {t(`account.social.${provider.id}`)}
            </a>
          ))}
        </div>
      ) : null}
      <p className="account-page__switch">
        {flow === 'signin' ? t('account.signin.noAccount') : t('account.register.haveAccount')}{' '}
        <Link to={`${base}/${flow === 'signin' ? 'register' : 'signin'}`}>{flow === 'signin' ? t('account.signin.registerLink') : t('account.register.signinLink')}</Link>
      </p>
    </AccountPage>
  );
}
