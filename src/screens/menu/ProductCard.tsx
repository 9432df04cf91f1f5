import { useTranslation } from 'react-i18next';
import type { Product } from '../../api/contract/catalogue';
import { ProductImage } from './ProductImage';

export interface CardBadges {
  veg: boolean;
  vegan: boolean;
  spice: 0 | 1 | 2;
  isNew: boolean;
  glutenFree: boolean;
  popular?: boolean;
}

interface ProductCardProps {
  id: string;
  title: string;
  desc: string;
  img: string;
  type: string;
  /** Already formatted in the market's way. */
  priceLabel: string;
  calories?: number;
  badges: CardBadges;
  /** The button: its visible word and the name a screen reader hears. */
  action: { label: string; accessibleName: string; onClick: () => void };
  /** Not in the hut's SKU list (10-G6): shown, but it cannot be chosen. */
  unavailable?: boolean;
}

/** One product on a menu page: photo, title, description, price, badges and the button that opens it. */
export function ProductCard({ id, title, desc, img, type, priceLabel, calories, badges, action, unavailable = false }: ProductCardProps) {
  const { t } = useTranslation();
  const titleId = `product-${id}-title`;
  return (
    <article className="menu-card" aria-labelledby={titleId}>
      <ProductImage key={img} src={img} type={type} size={112} />
      <div className="menu-card__body">
        <h2 id={titleId} className="menu-card__title">
          {title}
        </h2>
        <Badges badges={badges} />
        {desc ? <p className="menu-card__desc">{desc}</p> : null}
        <div className="menu-card__footer">
          <p className="menu-card__price">
            {priceLabel}
            {calories !== undefined ? (
              <span className="menu-card__calories">{t('menu.calories', { count: calories })}</span>
            ) : null}
          </p>
          {unavailable ? (
            <p className="menu-card__note">{t('menu.unavailableHere')}</p>
          ) : (
            <button type="button" className="button button--primary menu-card__action" aria-label={action.accessibleName} onClick={action.onClick}>
              {action.label}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

export function Badges({ badges }: { badges: CardBadges }) {
  const { t } = useTranslation();
  const list: { key: string; label: string; tone: string }[] = [];
  if (badges.popular) list.push({ key: 'popular', label: t('menu.badges.popular'), tone: 'popular' });
  if (badges.isNew) list.push({ key: 'new', label: t('menu.badges.new'), tone: 'new' });
  if (badges.vegan) list.push({ key: 'vegan', label: t('menu.badges.vegan'), tone: 'veg' });
  else if (badges.veg) list.push({ key: 'veg', label: t('menu.badges.veg'), tone: 'veg' });
  if (badges.spice === 1) list.push({ key: 'mild', label: t('menu.badges.mild'), tone: 'spice' });
  if (badges.spice === 2) list.push({ key: 'hot', label: t('menu.badges.hot'), tone: 'spice' });
  if (badges.glutenFree) list.push({ key: 'gf', label: t('menu.badges.glutenFree'), tone: 'info' });
  if (list.length === 0) return null;
  return (
    <ul className="menu-badges" aria-label={t('menu.badges.label')}>
      {list.map((badge) => (
        <li key={badge.key} className={`menu-badge menu-badge--${badge.tone}`}>
          {badge.label}
        </li>
      ))}
    </ul>
  );
}

export function badgesOf(product: Pick<Product, 'veg' | 'vegan' | 'spice' | 'isNew' | 'glutenFree'>): CardBadges {
  return {
    veg: product.veg,
    vegan: product.vegan,
    spice: product.spice,
    isNew: product.isNew,
    glutenFree: product.glutenFree,
  };
}
