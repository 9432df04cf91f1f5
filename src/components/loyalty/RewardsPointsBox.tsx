import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PointsBreakdown, RewardsBoxLabel } from '../../domain/loyalty';
import './rewards-box.css';

export interface RewardsPointsBoxProps {
  box: { label: RewardsBoxLabel; href: string; breakdown: PointsBreakdown };
  /** Where it shows, for unique ids (the basket may be drawn twice: sidebar and overlay). */
  place: string;
}

const FIGURES = ['currentBalance', 'usedInThisOrder', 'toBeEarned', 'newBalance'] as const;

/**
 * The rewards points box (S3 §2.6, 12-G4): the member's points now, used and earned by this order and
 * after it ("currentBalance, toBeEarned, usedInThisOrder, newBalance", S3 §3), in the language's number
 * format, with the market's link to /hut-rewards/ ('Get free food' UK/FR/IN, 'Redeem reward' CA).
 * The caller decides whether it shows (members, a hut, not uk-2: `rewardsPointsBoxAtom`).
 */
export function RewardsPointsBox({ box, place }: RewardsPointsBoxProps) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const titleId = `rewards-box-${place}`;
  const points = (value: number) => t('loyaltyBasket.box.points', { count: value, formatted: numbers.format(value) });
  return (
    <section className="rewards-box" aria-labelledby={titleId} data-testid="rewards-points-box">
      <h3 id={titleId} className="rewards-box__title">
        {t('loyaltyBasket.box.title')}
      </h3>
      <dl className="rewards-box__figures">
        {FIGURES.filter((figure) => figure !== 'usedInThisOrder' || box.breakdown.usedInThisOrder > 0).map((figure) => (
          <div key={figure} className={`rewards-box__row rewards-box__row--${figure}`}>
            <dt>{t(`loyaltyBasket.box.${figure}`)}</dt>
            <dd data-figure={figure}>
              {figure === 'usedInThisOrder' ? '\u2212' : figure === 'toBeEarned' ? '+' : ''}
              {points(box.breakdown[figure])}
            </dd>
          </div>
        ))}
      </dl>
      <Link className="button button--secondary rewards-box__link" to={box.href}>
        {t(`loyaltyBasket.box.${box.label}`)}
      </Link>
    </section>
  );
}
