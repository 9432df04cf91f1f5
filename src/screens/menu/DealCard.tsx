import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Deal } from '../../api/contract/catalogue';
import { dealValue } from '../../domain/deals/value';
import { mayHaveDeal } from '../../domain/entitlements';
import { pointsToGo } from '../../domain/loyalty';
import { isPopularDeal } from '../../domain/menu/product-filters';
import { Badges } from './ProductCard';
import { ProductImage } from './ProductImage';

interface DealCardProps {
  deal: Deal;
  priceLabel: string;
  /** The market's money format, for the value a discount takes off. */
  format: (amount: number) => string;
  /** Not in the hut's SKU list (10-G6): shown, but it cannot be chosen. */
  unavailable?: boolean;
  /** The customer is a Hut Rewards member (12-G3); the menu lists rewards to members only. */
  loyaltyMember?: boolean;
  signedIn?: boolean;
  /** The member's points: a reward above them shows its points gap instead of its link (12-G6 "locked"). */
  pointsBalance?: number;
}

/** A deal on the deals tab; it opens the deal page, or the discount page for a discount-type deal (spec 1 §2). */
export function DealCard({ deal, priceLabel, format, unavailable = false, loyaltyMember = false, signedIn = false, pointsBalance = 0 }: DealCardProps) {
  const { t } = useTranslation();
  const titleId = `deal-${deal.id}-title`;
  const value = dealValue(deal);
  // A discount's card says what it takes off (10-G18), beside the price when the deal has one.
  const valueLabel = value
    ? value.kind === 'percent'
      ? t('menu.dealValue.percent', { value: value.percent })
      : t('menu.dealValue.amount', { amount: format(value.amount) })
    : null;
  const to = `/order/${deal.type === 'discount' ? 'discount' : 'deal'}/?${new URLSearchParams({ id: deal.id })}`;
  // A member's reward out of reach shows how many points it still needs (S1 §3 "locked", 12-G6).
  const gap = deal.loyalty && loyaltyMember ? pointsToGo(pointsBalance, deal.loyaltyPoints ?? 0) : 0;
  return (
    <article className="menu-card" aria-labelledby={titleId}>
      <ProductImage key={deal.img} src={deal.img} type="deal" size={112} />
      <div className="menu-card__body">
        <h2 id={titleId} className="menu-card__title">
          {deal.title}
        </h2>
        {/* A deal's veg flag says it can be made vegetarian (the filter keeps it), not that it is: no veg badge. */}
        <Badges badges={{ veg: false, vegan: false, spice: 0, isNew: false, glutenFree: false, popular: isPopularDeal(deal) }} />
        {deal.desc ? <p className="menu-card__desc">{deal.desc}</p> : null}
        <div className="menu-card__footer">
          <p className="menu-card__price">
            {priceLabel}
            {valueLabel ? <span className="menu-card__saving">{valueLabel}</span> : null}
          </p>
          {/* Only a member sees a reward as addable (S3 §4.5, 12-G3); the menu leaves rewards out for everyone else. */}
          {unavailable ? (
            <p className="menu-card__note">{t('menu.unavailableHere')}</p>
          ) : gap > 0 ? (
            <p className="menu-card__note">{t('loyaltyBasket.deal.pointsToGo', { count: gap })}</p>
          ) : mayHaveDeal(deal, { signedIn, voucher: null, loyaltyMember }) ? (
            <Link
              className="button button--primary menu-card__action"
              to={to}
              aria-label={t('menu.chooseDealNamed', { name: deal.title })}
            >
              {t('menu.chooseDeal')}
            </Link>
          ) : (
            <p className="menu-card__note">{t(signedIn ? 'loyaltyBasket.menu.joinToRedeem' : 'menu.signInToRedeem')}</p>
          )}
        </div>
      </div>
    </article>
  );
}
