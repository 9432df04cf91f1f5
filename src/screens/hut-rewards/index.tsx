// /hut-rewards (12-G5): how Hut Rewards works in the market and its rewards with their thresholds (the
// public content, LOYALTY_CONTENT_FETCH), and for a signed-in customer: not a member → 'Join Hut
// Rewards' with the date of birth (12-G2, 12-G13); a member → the balance, the rewards (reachable
// first, a locked one with its points gap), the points history and the redemption modal (12-G6).
// A guest gets 'Sign in to join'. Visiting sets previousActions.hasInteractedWithAccount (12-G8).
import { useAtomValue } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoyaltyAccount, Reward } from '../../api/contract/loyalty';
import { loyalty, loyaltyErrorOf } from '../../api/loyalty';
import { basketAtom } from '../../atoms/basket';
import { signedInAtom } from '../../atoms/identity';
import { joinLoyalty, loyaltyAtom, loyaltyMemberAtom, refreshLoyalty, setPreviousAction } from '../../atoms/loyalty';
import { hydrationStatusAtom } from '../../atoms/persisted';
import { Field, Notice, useOnline } from '../../components/account-forms/ui';
import { today } from '../../components/account-forms/shared';
import { useLoyaltyMarket, usePointsLabel } from '../../components/loyalty/use-loyalty-market';
import { Spinner } from '../../components/Spinner';
import { useRemote } from '../../components/use-remote';
import { dateOfBirthError } from '../../domain/accounts';
import type { Market } from '../../domain/markets';
import { log } from '../../log/logger';
import { gapOf, isLocked, redemptionOpen, rewardDealsInBasket, rewardsInOrder } from './model';
import { RedeemModal } from './RedeemModal';
import './hut-rewards.css';

export default function HutRewardsScreen() {
  const { t, i18n } = useTranslation();
  const market = useLoyaltyMarket();
  const lang = i18n.language.startsWith('fr') ? 'fr' : 'en';
  const signedIn = useAtomValue(signedInAtom);
  const sessionKnown = useAtomValue(hydrationStatusAtom) !== 'pending';
  const content = useRemote(`content:${market}:${lang}`, () => loyalty.content(market, lang), {
    onError: (error) => log.warn('Hut Rewards content failed to load', { error: String(error) }),
  });

  useEffect(() => {
    if (!signedIn) return;
    void refreshLoyalty({ fallbackMarket: market });
    void setPreviousAction('hasInteractedWithAccount', true);
  }, [signedIn, market]);

  return (
    <div className="hut-rewards">
      <header className="hut-rewards__hero">
        <h1 className="hut-rewards__title">{t('loyalty.title')}</h1>
        <p className="hut-rewards__lead">{t(`loyalty.lead.${market}`)}</p>
      </header>
      {!sessionKnown ? null : signedIn ? <MemberArea market={market} /> : <GuestCard />}
      <section className="hut-rewards__section" aria-labelledby="hut-rewards-how">
        <h2 id="hut-rewards-how">{t('loyalty.how.title')}</h2>
        <ol className="hut-rewards__steps">
          <li>{t('loyalty.how.join')}</li>
          <li>{t(`loyalty.how.earn.${market}`)}</li>
          <li>{t('loyalty.how.spend')}</li>
        </ol>
      </section>
      {signedIn ? null : <PublicRewards market={market} content={content} />}
    </div>
  );
}

function GuestCard() {
  const { t } = useTranslation();
  return (
    <section className="hut-rewards__card hut-rewards__card--join" aria-labelledby="hut-rewards-guest">
      <h2 id="hut-rewards-guest">{t('loyalty.guest.title')}</h2>
      <p>{t('loyalty.guest.text')}</p>
      <Link className="button button--primary hut-rewards__action" to="/account/signin" state={{ from: '/hut-rewards/' }}>
        {t('loyalty.guest.signIn')}
      </Link>
    </section>
  );
}

function PublicRewards({ market, content }: { market: Market; content: ReturnType<typeof useRemote<{ rewards: Reward[] }>> }) {
  const { t } = useTranslation();
  const points = usePointsLabel(market);
  return (
    <section className="hut-rewards__section" aria-labelledby="hut-rewards-list" aria-busy={content.status === 'loading'}>
      <h2 id="hut-rewards-list">{t('loyalty.rewards.title')}</h2>
      {content.status === 'loading' ? <Spinner label={t('loyalty.loading')} /> : null}
      {content.status === 'error' ? (
        <div className="hut-rewards__error">
          <Notice kind="error">{t('loyalty.rewards.failed')}</Notice>
          <button type="button" className="button button--secondary" onClick={content.retry}>
            {t('loyalty.rewards.retry')}
          </button>
        </div>
      ) : null}
      {content.status === 'ready' ? (
        content.value.rewards.length === 0 ? (
          <p>{t('loyalty.rewards.empty')}</p>
        ) : (
          <ul className="hut-rewards__rewards">
            {rewardsInOrder(content.value.rewards, null).map((reward) => (
              <li key={reward.id} className="reward-tile">
                <RewardMedia img={reward.img} points={points(reward.points)} />
                <span className="reward-tile__body">
                  <strong>{reward.title}</strong>
                  <span>{reward.desc}</span>
                  <span className="reward-tile__where">{t(`loyalty.rewards.${reward.type}`)}</span>
                </span>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}

function MemberArea({ market }: { market: Market }) {
  const { t } = useTranslation();
  const state = useAtomValue(loyaltyAtom);
  const member = useAtomValue(loyaltyMemberAtom);
  if (!state.account) {
    if (state.status === 'error') {
      return (
        <div className="hut-rewards__error">
          <Notice kind="error">{t('loyalty.member.failed')}</Notice>
          <button type="button" className="button button--secondary" onClick={() => void refreshLoyalty({ force: true, fallbackMarket: market })}>
            {t('loyalty.member.retry')}
          </button>
        </div>
      );
    }
    return (
      <div className="hut-rewards__loading" role="status">
        <Spinner label={t('loyalty.loading')} />
      </div>
    );
  }
  return member ? <MemberView account={state.account} market={market} /> : <JoinForm market={market} />;
}

function JoinForm({ market }: { market: Market }) {
  const { t } = useTranslation();
  const online = useOnline();
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailed(false);
    // The same rule as the server (12-G13): DD/MM/YYYY, in the past, 14 or over.
    const local = dateOfBirthError(dateOfBirth, today());
    if (local) {
      setError(local === 'accountRules.form.tooYoung' ? t('loyalty.join.underAge') : t(local));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await joinLoyalty(dateOfBirth.trim(), { fallbackMarket: market });
    } catch (caught) {
      const name = loyaltyErrorOf(caught);
      if (name === 'UNDER_AGE') setError(t('loyalty.join.underAge'));
      else if (name === 'INVALID_DATE_OF_BIRTH') setError(t('loyalty.join.invalidDate'));
      else {
        log.warn('Joining Hut Rewards failed', { error: String(caught) });
        setFailed(true);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="hut-rewards__card hut-rewards__card--join" aria-labelledby="hut-rewards-join">
      <h2 id="hut-rewards-join">{t('loyalty.join.title')}</h2>
      <p>{t('loyalty.join.intro')}</p>
      {failed ? <Notice kind="error">{t('loyalty.join.failed')}</Notice> : null}
      {!online ? <Notice kind="info">{t('loyalty.join.offline')}</Notice> : null}
      <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label={t('accountForms.fields.dateOfBirth')}
          name="dateOfBirth"
          inputMode="numeric"
          autoComplete="bday"
          placeholder={t('accountForms.fields.dateOfBirthPlaceholder')}
          value={dateOfBirth}
          onChange={setDateOfBirth}
          error={error}
          required
        />
        <button className="button button--primary hut-rewards__action" type="submit" disabled={busy || !online}>
          {busy ? t('loyalty.join.joining') : t('loyalty.join.submit')}
        </button>
      </form>
    </section>
  );
}

function MemberView({ account, market }: { account: LoyaltyAccount; market: Market }) {
  const { t, i18n } = useTranslation();
  const points = usePointsLabel(market);
  const state = useAtomValue(loyaltyAtom);
  const basket = useAtomValue(basketAtom);
  const online = useOnline();
  const [modalOpen, setModalOpen] = useState(false);
  const balance = account.accountBalance;
  const rewards = rewardsInOrder(account.rewards, balance);
  const inBasket = rewardDealsInBasket(basket, account.rewards);
  const open = redemptionOpen({ member: true, balance, rewards: account.rewards, rewardDealsInBasket: inBasket });
  const firstLocked = rewards.find((reward) => isLocked(reward, balance));
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const fetchedAt = state.fetchedAt ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(state.fetchedAt) : null;

  return (
    <>
      <section className="hut-rewards__card hut-rewards__balance" aria-labelledby="hut-rewards-balance">
        <h2 id="hut-rewards-balance" className="hut-rewards__balance-label">
          {t('loyalty.member.balanceLabel')}
        </h2>
        <p className="hut-rewards__balance-value" aria-live="polite">
          {points(balance)}
        </p>
        {account.estimatedEarning > 0 ? <p className="hut-rewards__estimated">{t('loyalty.member.estimated', { points: points(account.estimatedEarning) })}</p> : null}
        {!online && fetchedAt ? <Notice kind="info">{t('loyalty.member.stale', { date: fetchedAt })}</Notice> : null}
        {online && state.status === 'error' ? <Notice kind="warning">{t('loyalty.member.failed')}</Notice> : null}
        {inBasket > 0 ? <Notice kind="info">{t('loyalty.modal.inBasket')}</Notice> : null}
        <button type="button" className="button button--primary hut-rewards__action" onClick={() => setModalOpen(true)} disabled={!open} aria-describedby={open ? undefined : 'hut-rewards-closed'}>
          {t('loyalty.member.redeem')}
        </button>
        {!open ? (
          <p id="hut-rewards-closed" className="hut-rewards__hint">
            {inBasket === 0 && firstLocked ? t('loyalty.member.noneToRedeem', { points: points(gapOf(firstLocked, balance)) }) : t('loyalty.modal.unavailable')}
          </p>
        ) : null}
      </section>

      <section className="hut-rewards__section" aria-labelledby="hut-rewards-mine">
        <h2 id="hut-rewards-mine">{t('loyalty.rewards.title')}</h2>
        {rewards.length === 0 ? (
          <p>{t('loyalty.rewards.empty')}</p>
        ) : (
          <ul className="hut-rewards__rewards">
            {rewards.map((reward) => {
              const locked = isLocked(reward, balance);
              return (
                <li key={reward.id} className={`reward-tile${locked ? ' reward-tile--locked' : ''}`}>
                  <RewardMedia img={reward.img} points={points(reward.points)} />
                  <span className="reward-tile__body">
                    <strong>{reward.title}</strong>
                    <span>{reward.desc}</span>
                    <span className="reward-tile__where">{t(`loyalty.rewards.${reward.type}`)}</span>
                  </span>
                  <span className={`reward-tile__state${locked ? '' : ' reward-tile__state--ready'}`}>
                    {locked ? t('loyalty.rewards.toGo', { points: points(gapOf(reward, balance)) }) : t('loyalty.rewards.ready')}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="hut-rewards__section" aria-labelledby="hut-rewards-history">
        <h2 id="hut-rewards-history">{t('loyalty.member.history')}</h2>
        {account.movements.length === 0 ? (
          <p>{t('loyalty.member.historyEmpty')}</p>
        ) : (
          <ul className="hut-rewards__history">
            {account.movements.map((movement) => (
              <li key={movement.id} className={`movement movement--${movement.kind}`}>
                <span className="movement__what">
                  <strong>{t(`loyalty.member.${movement.kind}`)}</strong>
                  <span>
                    <time dateTime={new Date(movement.at).toISOString()}>{dateFormat.format(movement.at)}</time>
                    {movement.orderId ? ` · ${t('loyalty.member.order', { id: movement.orderId.slice(-8).toUpperCase() })}` : null}
                  </span>
                </span>
                <span className="movement__points">
                  {movement.points > 0 ? '+' : movement.points < 0 ? '−' : ''}
                  {points(Math.abs(movement.points))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <RedeemModal open={modalOpen} onClose={() => setModalOpen(false)} rewards={rewards} balance={balance} market={market} blocked={!open} />
    </>
  );
}

/** A reward's picture (the deal's or the product's art; "a picture for every product") above its price in points. */
function RewardMedia({ img, points }: { img: string; points: string }) {
  return (
    <span className="reward-tile__media">
      <img className="reward-tile__art" src={img} alt="" width={88} height={88} loading="lazy" decoding="async" />
      <span className="reward-tile__points">{points}</span>
    </span>
  );
}
