import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { settingsAtom } from '../../atoms/settings';
import { generateOtp, legacyLogin, verifyOtp } from '../../api/legacy-accounts';
import {
  canConfirmCode,
  cleanCode,
  CODE_LENGTH,
  formatIndianPhone,
  isValidLegacyPhone,
  LEGACY_MESSAGES,
  legacyPhonePrefix,
  legacyPhoneValue,
  MAX_WRONG_CODES,
  RESEND_SECONDS,
} from '../../domain/accounts';
import { accountSettings } from '../../domain/markets/config';
import { log } from '../../log/logger';
import { accountFailureKey, generateFailureKey, verifyFailureKey } from './failure';
import { LEGACY_BASE, useFinishSignIn } from './navigation';
import type { LegacyAccountState } from './use-legacy-account';

/** 11-G13: each step is pending, sending, success or failure. */
type Status = 'pending' | 'sending' | 'success' | 'failure';

const SECTOR = accountSettings('IN').defaultSector;

/**
 * {base}/otp (11-G12, 11-G13, 11-G14): the mobile number, then the 6-digit code. A correct code
 * stores the verified token and asks for login: a full account signs in and leaves; no account, or a
 * shadow one, goes to register. Three wrong codes need a new code.
 */
export function OtpScreen({ state }: { state: LegacyAccountState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const finish = useFinishSignIn(state);
  const { flagLevel } = useAtomValue(settingsAtom);
  const prefix = legacyPhonePrefix(flagLevel);
  const [typed, setTyped] = useState('');
  const [phoneStatus, setPhoneStatus] = useState<Status>('pending');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [otpToken, setOtpToken] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState('');
  const [code, setCode] = useState('');
  const [verifyStatus, setVerifyStatus] = useState<Status>('pending');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [wrong, setWrong] = useState(0);
  const [resendIn, setResendIn] = useState(0);
  const phone = legacyPhoneValue(flagLevel, typed);
  const phoneValid = isValidLegacyPhone(flagLevel, phone);
  const ids = { phone: useId(), phoneHelp: useId(), phoneError: useId(), code: useId(), codeHelp: useId(), codeError: useId() };
  const codeInput = useRef<HTMLInputElement>(null);

  // "the resend link counts down" (issue 14; 60 s, 11-G6).
  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  useEffect(() => {
    if (otpToken) codeInput.current?.focus();
  }, [otpToken]);

  const send = async (number: string) => {
    setPhoneStatus('sending');
    setPhoneError(null);
    try {
      // The bot-check token (11-G36) is optional: without it the call goes on, under a tighter limit.
      // The bot check's token travels as `recaptcha-token` when it could be had (11-G36); without it the
      // server still answers, under its tighter limit.
      const { botCheckHeaders } = await import('../../api/bot-check');
      const bot = await botCheckHeaders({ action: 'otp-generate' });
      const token = await generateOtp(number, bot['recaptcha-token'] ?? null);
      setOtpToken(token);
      setSentTo(number);
      setPhoneStatus('success');
      setResendIn(RESEND_SECONDS);
    } catch (error) {
      log.warn('OTP generate failed', { status: (error as { status?: number }).status });
      setPhoneStatus('failure');
      setPhoneError(generateFailureKey(error));
    }
  };

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    if (!phoneValid || phoneStatus === 'sending') return;
    void send(phone);
  };

  /** 11-G13 "Resend clears token, code and statuses, and returns to the phone step in the sending state." */
  const resend = () => {
    setOtpToken(null);
    setCode('');
    setWrong(0);
    setVerifyStatus('pending');
    setCodeError(null);
    void send(sentTo);
  };

  const changeNumber = () => {
    setOtpToken(null);
    setCode('');
    setWrong(0);
    setVerifyStatus('pending');
    setCodeError(null);
    setPhoneStatus('pending');
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!otpToken || !canConfirmCode(code, wrong, verifyStatus === 'sending')) return;
    setVerifyStatus('sending');
    setCodeError(null);
    let verifiedToken: string;
    try {
      const answer = await verifyOtp(code, otpToken);
      if (!answer.result || !answer.token) {
        const attempts = wrong + 1;
        setWrong(attempts);
        setVerifyStatus('failure');
        setCodeError(attempts >= MAX_WRONG_CODES ? LEGACY_MESSAGES.newCodeNeeded : LEGACY_MESSAGES.invalidOtp);
        if (attempts >= MAX_WRONG_CODES) setResendIn(0);
        return;
      }
      verifiedToken = answer.token;
    } catch (error) {
      log.warn('OTP verify failed', { status: (error as { status?: number }).status });
      setVerifyStatus('failure');
      setCodeError(verifyFailureKey(error));
      return;
    }
    setVerifyStatus('success');
    try {
      await state.setVerifiedToken(verifiedToken);
      const data = await legacyLogin(SECTOR, verifiedToken);
      // "A shadow account returned by login is treated as not fully registered."
      if (data && !data.shadow) {
        const { token, ...accountInfo } = data;
        await state.setLoginToken(token);
        await state.setAccountInfo(accountInfo);
        await finish();
      } else {
        void navigate(`${LEGACY_BASE}/register`);
      }
    } catch (error) {
      log.error('Legacy login failed', error);
      setVerifyStatus('failure');
      setCodeError(accountFailureKey(error));
    }
  };

  const sending = phoneStatus === 'sending';
  const verifying = verifyStatus === 'sending';
  const spent = wrong >= MAX_WRONG_CODES;

  if (!otpToken) {
    return (
      <section className="account-legacy__card" aria-labelledby={`${ids.phone}-title`}>
        <h1 id={`${ids.phone}-title`} className="account-legacy__title">
          {t('accountLegacy.otp.title')}
        </h1>
        <p className="account-legacy__lead">{t('accountLegacy.otp.lead')}</p>
        <form className="account-legacy__form" onSubmit={submitPhone} noValidate>
          <div className="account-legacy__field">
            <label htmlFor={ids.phone}>{t('accountLegacy.otp.phoneLabel')}</label>
            <div className="account-legacy__prefixed">
              <span className="account-legacy__prefix" aria-hidden="true">
                {prefix}
              </span>
              <input
                id={ids.phone}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                value={typed}
                maxLength={16}
                onChange={(event) => setTyped(event.target.value)}
                aria-describedby={phoneError ? `${ids.phoneHelp} ${ids.phoneError}` : ids.phoneHelp}
                aria-invalid={phoneError ? true : undefined}
              />
            </div>
            <p id={ids.phoneHelp} className="account-legacy__hint">
              {t('accountLegacy.otp.phoneHint', { prefix })}
            </p>
          </div>
          {phoneError && (
            <p id={ids.phoneError} className="account-legacy__error" role="alert">
              {t(phoneError)}
            </p>
          )}
          <button type="submit" className="button button--primary account-legacy__submit" disabled={!phoneValid || sending}>
            {sending ? t('accountLegacy.otp.sending') : t('accountLegacy.otp.send')}
          </button>
        </form>
      </section>
    );
  }

  return (
    <section className="account-legacy__card" aria-labelledby={`${ids.code}-title`}>
      <h1 id={`${ids.code}-title`} className="account-legacy__title">
        {t('accountLegacy.code.title')}
      </h1>
      <p className="account-legacy__lead" role="status">
        {t('accountLegacy.code.sent', { phone: formatIndianPhone(sentTo), count: CODE_LENGTH })}
      </p>
      <form className="account-legacy__form" onSubmit={(event) => void submitCode(event)} noValidate>
        <div className="account-legacy__field">
          <label htmlFor={ids.code}>{t('accountLegacy.code.label')}</label>
          <input
            ref={codeInput}
            id={ids.code}
            name="code"
            className="account-legacy__code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={CODE_LENGTH}
            value={code}
            onChange={(event) => setCode(cleanCode(event.target.value))}
            aria-describedby={codeError ? `${ids.codeHelp} ${ids.codeError}` : ids.codeHelp}
            aria-invalid={codeError ? true : undefined}
          />
          <p id={ids.codeHelp} className="account-legacy__hint">
            {t('accountLegacy.code.hint', { count: CODE_LENGTH })}
          </p>
        </div>
        {codeError && (
          <p id={ids.codeError} className="account-legacy__error" role="alert">
            {t(codeError)}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary account-legacy__submit"
          disabled={!canConfirmCode(code, wrong, verifying) || verifyStatus === 'success'}
        >
          {verifying || verifyStatus === 'success' ? t('accountLegacy.code.confirming') : t('accountLegacy.code.confirm')}
        </button>
      </form>
      <div className="account-legacy__links">
        <button
          type="button"
          className="account-legacy__link"
          onClick={resend}
          disabled={(resendIn > 0 && !spent) || sending || verifying}
        >
          {resendIn > 0 && !spent ? t('accountLegacy.code.resendIn', { seconds: resendIn }) : t('accountLegacy.code.resend')}
        </button>
        <button type="button" className="account-legacy__link" onClick={changeNumber} disabled={sending || verifying}>
          {t('accountLegacy.code.changeNumber')}
        </button>
      </div>
    </section>
  );
}
