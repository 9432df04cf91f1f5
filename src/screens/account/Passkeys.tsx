// Passkeys (issue 14 "Beyond the spec"): the account home's section — the customer's passkeys with
// their names and dates, add one (the browser's own sheet: face, fingerprint or screen lock), remove
// one after a confirmation — and the sign-in screen's 'Sign in with a passkey', shown only where the
// browser has WebAuthn. @simplewebauthn/browser loads on first use (src/api/passkeys.ts).
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Passkey } from '../../api/contract/passkeys';
import { isIdentityError } from '../../api/identity';
import { deviceLabel, isPasskeyAlreadyAdded, isPasskeyCancelled, passkeys, passkeysSupported } from '../../api/passkeys';
import { fetchAccount, freshAccessToken, startSession } from '../../atoms/account-session';
import { log } from '../../log/logger';
import { useAccountArea } from './flow';
import { messageKeyFor } from './messages';
import { Notice, useOnline } from './ui';
import './Passkeys.css';

type Outcome = { kind: 'success' | 'info' | 'error'; key: string; name?: string } | null;

/** The message of a failed passkey call: too many tries and the network have their own words. */
function failureKey(error: unknown): string {
  const key = messageKeyFor(error);
  return key === 'TOO_MANY' ? 'accountPasskeys.errors.tooMany' : key === 'NETWORK' ? 'accountPasskeys.errors.network' : 'accountPasskeys.errors.generic';
}

async function listMine(): Promise<Passkey[] | 'signed-out' | 'failed'> {
  try {
    const token = await freshAccessToken();
    return token ? await passkeys.list(token) : 'signed-out';
  } catch (error) {
    log.warn('Passkeys not listed', { error: String(error) });
    return 'failed';
  }
}

export function PasskeysSection() {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const headingId = useId();
  const supported = passkeysSupported();
  const [items, setItems] = useState<Passkey[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState<'add' | string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!online) return;
    let live = true;
    void listMine().then((result) => {
      if (!live || result === 'signed-out') return;
      if (result === 'failed') setLoadFailed(true);
      else {
        setItems(result);
        setLoadFailed(false);
      }
    });
    return () => {
      live = false;
    };
  }, [online, attempt]);

  async function add() {
    setBusy('add');
    setOutcome(null);
    const device = deviceLabel(navigator.userAgent);
    const name = device ? t('accountPasskeys.nameOn', { device }) : t('accountPasskeys.nameDefault');
    try {
      const token = await freshAccessToken();
      if (!token) return;
      const added = await passkeys.add(token, name);
      setItems((current) => [added, ...(current ?? []).filter((item) => item.id !== added.id)]);
      setOutcome({ kind: 'success', key: 'accountPasskeys.added', name: added.name });
    } catch (error) {
      if (isPasskeyCancelled(error)) setOutcome({ kind: 'info', key: 'accountPasskeys.cancelled' });
      else if (isPasskeyAlreadyAdded(error)) setOutcome({ kind: 'info', key: 'accountPasskeys.alreadyAdded' });
      else {
        log.warn('Passkey not added', { error: String(error) });
        setOutcome({ kind: 'error', key: failureKey(error) });
      }
    } finally {
      setBusy(null);
    }
  }

  async function remove(item: Passkey) {
    setBusy(item.id);
    setOutcome(null);
    try {
      const token = await freshAccessToken();
      if (!token) return;
      await passkeys.remove(token, item.id);
      setItems((current) => (current ?? []).filter((entry) => entry.id !== item.id));
      setConfirming(null);
      setOutcome({ kind: 'success', key: 'accountPasskeys.removed', name: item.name });
    } catch (error) {
      log.warn('Passkey not removed', { error: String(error) });
      setOutcome({ kind: 'error', key: failureKey(error) });
    } finally {
      setBusy(null);
    }
  }

  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));

  return (
    <section className="account-passkeys" aria-labelledby={headingId}>
      <h2 className="account-passkeys__title" id={headingId}>
        {t('accountPasskeys.title')}
      </h2>
      <p className="account-passkeys__intro">{t('accountPasskeys.intro')}</p>
      {outcome ? (
        <Notice kind={outcome.kind}>{t(outcome.key, { name: outcome.name })}</Notice>
      ) : null}
      {items === null && !loadFailed && online ? (
        <p className="account-page__loading" role="status">
          {t('accountPasskeys.loading')}
        </p>
      ) : null}
      {loadFailed ? (
        <Notice kind="error">
          {t('accountPasskeys.loadFailed')}{' '}
          <button type="button" className="account-link-button" onClick={() => {
              setLoadFailed(false);
              setAttempt((count) => count + 1);
            }}>
            {t('accountPasskeys.retry')}
          </button>
        </Notice>
      ) : null}
      {items !== null && items.length === 0 ? <p className="account-passkeys__empty">{t('accountPasskeys.empty')}</p> : null}
      {items !== null && items.length > 0 ? (
        <ul className="account-passkeys__list">
          {items.map((item) => (
            <li key={item.id} className="account-passkeys__item">
              <div className="account-passkeys__details">
                <span className="account-passkeys__name">{item.name}</span>
                <span className="account-passkeys__dates">
                  {t('accountPasskeys.addedOn', { date: date(item.createdAt) })}
                  {' · '}
                  {item.lastUsedAt ? t('accountPasskeys.lastUsed', { date: date(item.lastUsedAt) }) : t('accountPasskeys.neverUsed')}
                </span>
              </div>
              {confirming === item.id ? (
                <div className="account-passkeys__confirm" role="group" aria-label={t('accountPasskeys.confirmLabel', { name: item.name })}>
                  <span>{t('accountPasskeys.confirm')}</span>
                  <button type="button" className="account-link-button account-passkeys__danger" onClick={() => void remove(item)} disabled={busy !== null || !online}>
                    {busy === item.id ? t('accountPasskeys.removing') : t('accountPasskeys.confirmRemove')}
                  </button>
                  <button type="button" className="account-link-button" onClick={() => setConfirming(null)} disabled={busy === item.id}>
                    {t('accountPasskeys.keep')}
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  className="account-link-button account-passkeys__danger"
                  aria-label={t('accountPasskeys.removeNamed', { name: item.name })}
                  onClick={() => setConfirming(item.id)}
                  disabled={busy !== null || !online}
                >
                  {t('accountPasskeys.remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {supported ? (
        <button type="button" className="button button--secondary account-passkeys__add" onClick={() => void add()} disabled={busy !== null || !online}>
          {busy === 'add' ? t('accountPasskeys.adding') : t('accountPasskeys.add')}
        </button>
      ) : (
        <p className="account-passkeys__unsupported">{t('accountPasskeys.unsupported')}</p>
      )}
    </section>
  );
}

/**
 * 'Sign in with a passkey' on the sign-in screen: the browser offers the customer's passkeys for this
 * site (no e-mail asked), the server checks the answer and opens a session; the flow then goes on as
 * after a code (no account record yet → the details form). Rendered only where WebAuthn exists.
 */
export function PasskeySignInButton({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const area = useAccountArea();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (!passkeysSupported()) return null;

  async function signIn() {
    setBusy(true);
    setOutcome(null);
    try {
      const tokens = await passkeys.signIn(area.tenant);
      await startSession(tokens, 'passkey', area.tenant);
      const result = await fetchAccount({ force: true });
      await navigate(result.status === 'not-found' ? `${area.base}/register/details` : area.exitTo, { replace: true });
    } catch (error) {
      if (isPasskeyCancelled(error)) setOutcome({ kind: 'info', key: 'accountPasskeys.signInCancelled' });
      else if (isIdentityError(error, 'NotAuthorizedException')) setOutcome({ kind: 'error', key: 'accountPasskeys.errors.notRecognised' });
      else {
        log.warn('Passkey sign-in failed', { error: String(error) });
        setOutcome({ kind: 'error', key: failureKey(error) });
      }
      setBusy(false);
    }
  }

  return (
    <div className="account-passkeys__signin">
      {outcome ? <Notice kind={outcome.kind}>{t(outcome.key)}</Notice> : null}
      <button type="button" className="button button--secondary account-social__button" onClick={() => void signIn()} disabled={busy || disabled}>
        {busy ? t('accountPasskeys.signingIn') : t('accountPasskeys.signIn')}
      </button>
    </div>
  );
}
