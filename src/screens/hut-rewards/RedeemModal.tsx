// The reward redemption modal (12-G6, S3 §2.6): "lists rewards. Online rewards link to /order/{type}/
// with query parameters id and redeemId. Offline rewards show a redemption code screen." A locked
// reward shows its points gap; all are disabled while redemption is closed (S3 §4.5).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../components/Modal';
import { Notice } from '../../components/account-forms/ui';
import { usePointsLabel } from '../../components/loyalty/use-loyalty-market';
import type { Market } from '../../domain/markets';
import { gapOf, isLocked, rewardHref, type MemberReward } from './model';

interface Props {
  open: boolean;
  onClose: () => void;
  rewards: readonly MemberReward[];
  balance: number;
  market: Market;
  /** Redemption closed: a reward deal is in the basket, or none is reached. */
  blocked: boolean;
}

export function RedeemModal({ open, onClose, rewards, balance, market, blocked }: Props) {
  const { t } = useTranslation();
  const points = usePointsLabel(market);
  if (!open) return null;
  return (
    <Modal open title={t('loyalty.modal.title')} onClose={onClose} closeLabel={t('loyalty.modal.close')}>
      <p className="redeem__intro">{t('loyalty.modal.intro')}</p>
      {blocked ? <Notice kind="info">{t('loyalty.modal.unavailable')}</Notice> : null}
      <ul className="redeem__list">
        {rewards.map((reward) => {
          const locked = isLocked(reward, balance);
          return (
            <li key={reward.id} className={`redeem__item${locked ? ' redeem__item--locked' : ''}`}>
              <span className="redeem__text">
                <strong>{reward.title}</strong>
                <span>{points(reward.points)}</span>
                {locked ? <span className="redeem__gap">{t('loyalty.modal.locked', { points: points(gapOf(reward, balance)) })}</span> : null}
              </span>
              {locked || blocked ? (
                <button type="button" className="button button--secondary redeem__go" disabled>
                  {t(reward.type === 'online' ? 'loyalty.modal.addOnline' : 'loyalty.modal.showCode')}
                </button>
              ) : (
                <Link className="button button--primary redeem__go" to={rewardHref(reward)} onClick={onClose}>
                  {t(reward.type === 'online' ? 'loyalty.modal.addOnline' : 'loyalty.modal.showCode')}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
