import { useTranslation } from 'react-i18next';
import type { DealChoiceItem } from '../../atoms/deal-choices';
import { isOptionFull, type DealChoiceSlot } from '../../domain/deals/choice-slots';
import { itemForPick, pickName, type DealPick } from './deal-model';
import { Thumb } from './Thumb';

interface DipGroupPickerProps {
  slot: DealChoiceSlot;
  items: readonly DealChoiceItem[];
  picks: readonly DealPick[];
  price: (amount: number) => string;
  onItems: (items: DealChoiceItem[]) => void;
}

/**
 * "Dips with count over 1 form a single required option" (spec 1 §5): one choice holding several
 * dips, chosen with a stepper per dip; once the group holds its count it is full.
 */
export function DipGroupPicker({ slot, items, picks, price, onItems }: DipGroupPickerProps) {
  const { t } = useTranslation();
  const full = isOptionFull({ max: slot.capacity }, items.length);
  const countOf = (pick: DealPick) => items.filter((item) => item.productId === pick.product.id && item.properties.option === pick.variant).length;
  const add = (pick: DealPick) => {
    if (!full) onItems([...items, itemForPick(pick, 2)]);
  };
  const remove = (pick: DealPick) => {
    const index = items.findLastIndex((item) => item.productId === pick.product.id && item.properties.option === pick.variant);
    if (index >= 0) onItems(items.filter((_, position) => position !== index));
  };

  return (
    <div className="deal-dips">
      <p className="deal-dips__count" aria-live="polite">
        {t('deal.dipsCount', { chosen: items.length, count: slot.capacity })}
        {full ? <span className="deal-dips__full"> · {t('deal.status.full')}</span> : null}
      </p>
      <ul className="deal-dips__list">
        {picks.map((pick) => {
          const count = countOf(pick);
          const name = pickName(pick);
          return (
            <li key={pick.key} className="deal-dip">
              <Thumb src={pick.product.img} size={44} type={pick.product.type} />
              <span className="deal-dip__name">
                {name}
                {pick.surcharge > 0 ? <span className="deal-pick__extra"> {t('deal.surcharge', { price: price(pick.surcharge) })}</span> : null}
              </span>
              <span className="deal-dip__stepper">
                <button
                  type="button"
                  className="deal-dip__step"
                  aria-label={t('deal.removeOne', { name })}
                  disabled={count === 0}
                  onClick={() => remove(pick)}
                >
                  <span aria-hidden="true">−</span>
                </button>
                <output className="deal-dip__value" aria-label={t('deal.quantity', { count, name })}>
                  {count}
                </output>
                <button
                  type="button"
                  className="deal-dip__step"
                  aria-label={t('deal.addOne', { name })}
                  disabled={full}
                  onClick={() => add(pick)}
                >
                  <span aria-hidden="true">+</span>
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
