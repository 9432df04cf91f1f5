// The Hut Rewards card of the account home (issue 15): the balance for a member, 'Join Hut Rewards'
// for everyone else, both leading to /hut-rewards/ (12-G5). The record is fetched by the page itself
// (throttled, 11-G26), so a visit to the account home keeps it fresh too.
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loyaltyAtom, loyaltyBalanceAtom, loyaltyMemberAtom, refreshLoyalty } from '../../atoms/loyalty';
import { useLoyaltyMarket, usePointsLabel } from './use-loyalty-market';
import './loyalty-card.css';

export function LoyaltyCard() {
  const { t } = useTranslation();
  const market = useLoyaltyMarket();
  const points = usePointsLabel(market);
  const member = useAtomValue(loyaltyMemberAtom);
  const balance = useAtomValue(loyaltyBalanceAtom);
  const { account } = useAtomValue(loyaltyAtom);

  useEffect(() => {
    void refreshLoyalty({ fallbackMarket: market });
  }, [market]);

  if (!account) return null;
  return (
    <section className="loyalty-card" aria-labelledby="loyalty-card-title">
      <h2 id="loyalty-card-title" className="loyalty-card__title">
        {t('loyalty.account.title')}
      </h2>
      {member ? <p className="loyalty-card__balance">{t('loyalty.account.balance', { points: points(balance) })}</p> : <p>{t('loyalty.account.joinText')}</p>}
      <Link className={`button ${member ? 'button--secondary' : 'button--primary'} loyalty-card__link`} to="/hut-rewards/">
        {member ? t('loyalty.account.open') : t('loyalty.account.join')}
      </Link>
    </section>
  );
}
