// The offline reward's code screen (12-G7, S3 §4.5 "loading, then code or error"): full screen, high
// contrast (black on white, 21:1) and big type, to be read across a counter; the screen is kept awake
// while it shows (Screen Wake Lock, where the browser has it). A failed fetch says so with a retry; the
// last fetched code stays on the device (db/loyalty.ts), so a weak signal still shows it, with its time.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { signedInAtom } from '../../atoms/identity';
import { fetchOfflineCode, loadLoyalty, loyaltyAtom, refreshLoyalty } from '../../atoms/loyalty';
import { hydrationStatusAtom } from '../../atoms/persisted';
import { useOnline } from '../../components/account-forms/ui';
import { useLoyaltyMarket } from '../../components/loyalty/use-loyalty-market';
import { Spinner } from '../../components/Spinner';
import { log } from '../../log/logger';
import './hut-rewards.css';

interface WakeLockSentinelLike {
  release(): Promise<void>;
}

/** Keeps the screen on while the code shows (a phone held out at the counter must not dim). */
function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const wakeLock = (navigator as { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> } }).wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let live = true;
    wakeLock.request('screen').then(
      (granted) => {
        if (live) sentinel = granted;
        else void granted.release();
      },
      (error: unknown) => log.info('Wake lock not granted', { error: String(error) }),
    );
    return () => {
      live = false;
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}

export default function CodeScreen() {
  const { t, i18n } = useTranslation();
  const { redeemableId = '' } = useParams();
  const market = useLoyaltyMarket();
  const online = useOnline();
  const signedIn = useAtomValue(signedInAtom);
  const sessionKnown = useAtomValue(hydrationStatusAtom) !== 'pending';
  const state = useAtomValue(loyaltyAtom);
  const redemption = state.offlineRedemptions[redeemableId];
  const reward = state.account?.rewards.find((entry) => entry.redeemable_id === redeemableId);

  const load = useCallback(() => {
    void fetchOfflineCode(redeemableId, { fallbackMarket: market });
  }, [redeemableId, market]);

  useEffect(() => {
    // The saved record first: offline on a fresh start, the last fetched code comes from Dexie.
    if (signedIn) void loadLoyalty();
  }, [signedIn]);

  useEffect(() => {
    if (!signedIn || !online) return;
    // Fetched once per visit and again when the connection comes back; the retry button asks again.
    void refreshLoyalty({ fallbackMarket: market });
    load();
  }, [signedIn, online, market, load]);

  const hasCode = Boolean(redemption?.code);
  useWakeLock(hasCode);
  const time = (at: number | undefined) => (at ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(at) : '');

  let body;
  if (!sessionKnown) body = <Spinner label={t('loyalty.code.loading')} />;
  else if (!signedIn) {
    body = (
      <>
        <p className="code-screen__message">{t('loyalty.code.signIn')}</p>
        <Link className="button button--primary code-screen__button" to="/account/signin" state={{ from: `/hut-rewards/code/${redeemableId}` }}>
          {t('loyalty.guest.signIn')}
        </Link>
      </>
    );
  } else {
    const loading = redemption?.status === 'loading' || (!redemption && online);
    // Offline, or the last fetch failed: a code fetched before still shows, said to be the last one.
    const failed = redemption?.status === 'failed' || !online;
    body = (
      <>
        {hasCode ? (
          <div className="code-screen__code-block">
            <p className="code-screen__instructions">{t('loyalty.code.instructions')}</p>
            <p className="code-screen__code" aria-label={redemption?.code?.split('').join(' ')}>
              {redemption?.code}
            </p>
            <dl className="code-screen__facts">
              <div>
                <dt>{t('loyalty.code.tracking')}</dt>
                <dd className="code-screen__tracking">{redemption?.redemption_tracking_code}</dd>
              </div>
            </dl>
            {redemption?.expiresAt ? <p className="code-screen__expires">{t('loyalty.code.expires', { time: time(redemption.expiresAt) })}</p> : null}
          </div>
        ) : null}
        {loading ? (
          <div className="code-screen__status" role="status">
            <Spinner label={t('loyalty.code.loading')} />
            <span>{t('loyalty.code.loading')}</span>
          </div>
        ) : null}
        {!loading && failed ? (
          <div className="code-screen__status">
            <p className="code-screen__message" role="alert">
              {hasCode && !online ? t('loyalty.code.lastFetched', { time: time(redemption?.fetchedAt) }) : t('loyalty.code.failed')}
            </p>
            <button type="button" className="button button--primary code-screen__button" onClick={load} disabled={!online}>
              {t('loyalty.code.retry')}
            </button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section className="code-screen" aria-labelledby="code-screen-title">
      <h1 id="code-screen-title" className="code-screen__title">
        {reward?.title ?? t('loyalty.code.title')}
      </h1>
      {reward ? <p className="code-screen__subtitle">{t('loyalty.code.title')}</p> : null}
      {body}
      <Link className="code-screen__back" to="/hut-rewards/">
        {t('loyalty.code.back')}
      </Link>
    </section>
  );
}
