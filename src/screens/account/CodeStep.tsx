// The one-time code step (11-G2 `register/otp`, `signin/otp`; 11-G6): six digits enable confirm, the
// resend link counts down from 60 s, the third wrong code disables confirm until a new code is sent
// (OTP_THIRD_TIME_ERROR). A correct code starts the session; the flow goes to the account base, or to
// register/details when the account record is 'Not Found' (11-G4).
import { useAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { identity } from '../../api/identity';
import { fetchAccount, startSession } from '../../atoms/account-session';
import { log } from '../../log/logger';
import { pendingChallengeAtom, resendAtFrom, useAccountArea } from './flow';
import { messageKeyFor, messageText, type MessageKey } from './messages';
import { AccountPage, Field, Notice, OfflineNote, useOnline } from './ui';

const CODE_LENGTH = 6;

function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at <= now) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at, now]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

export function CodeStep({ flow }: { flow: 'signin' | 'register' }) {
  const { t } = useTranslation();
  const { base, tenant, exitTo } = useAccountArea();
  const navigate = useNavigate();
  const online = useOnline();
  const [pending, setPending] = useAtom(pendingChallengeAtom);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const [spent, setSpent] = useState(false);
  const [resent, setResent] = useState(false);
  const seconds = useSecondsUntil(pending?.resendAt ?? 0);
  const input = useRef<HTMLInputElement>(null);

  if (!pending) return <Navigate to={`${base}/${flow}`} replace />;
  const current = pending;

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (code.length !== CODE_LENGTH || busy || spent || !online) return;
    setBusy(true);
    setError(null);
    try {
      const tokens = await identity.respondToChallenge(current.challenge.session, code);
      await startSession(tokens, current.method, tenant);
      const result = await fetchAccount({ force: true });
      setPending(null);
      await navigate(result.status === 'not-found' ? `${base}/register/details` : exitTo, { replace: true });
    } catch (failure) {
      const key = messageKeyFor(failure);
      log.warn('Code not accepted', { flow, error: String(failure) });
      setError(key);
      if (key === 'OTP_THIRD_TIME_ERROR' || key === 'OTP_EXPIRED') setSpent(true);
      setCode('');
      setBusy(false);
      input.current?.focus();
    }
  }

  async function resend() {
    if (seconds > 0 || busy || !online) return;
    setBusy(true);
    try {
      const challenge = await identity.resendCode(current.challenge.session);
      setPending({ ...current, challenge, resendAt: resendAtFrom(challenge) });
      setSpent(false);
      setError(null);
      setResent(true);
      setCode('');
    } catch (failure) {
      setError(messageKeyFor(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountPage title={t(`account.otp.title.${flow}`)} intro={t(`account.otp.sent.${current.challenge.medium === 'SMS' ? 'sms' : 'email'}`, { destination: current.challenge.destination })}>
      {current.warning ? <Notice kind="warning">{t(messageText(current.warning))}</Notice> : null}
      {resent && !error ? <Notice kind="success">{t('account.otp.resent')}</Notice> : null}
      {!online ? <OfflineNote what="signIn" /> : null}
      <form className="account-form" onSubmit={(event) => void confirm(event)} noValidate>
        <Field
          ref={input}
          label={t('account.otp.label')}
          hint={t('account.otp.hint')}
          value={code}
          onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
          error={error ? t(messageText(error)) : null}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          autoFocus
        />
        <button className="button button--primary account-form__submit" type="submit" disabled={code.length !== CODE_LENGTH || busy || spent || !online}>
          {busy ? t('account.checking') : t('account.otp.confirm')}
        </button>
      </form>
      <p className="account-otp__resend">
        {seconds > 0 ? (
          t('account.otp.resendIn', { count: seconds })
        ) : (
          <button type="button" className="account-link-button" onClick={() => void resend()} disabled={busy || !online}>
            {t('account.otp.resend')}
          </button>
        )}
      </p>
    </AccountPage>
  );
}
