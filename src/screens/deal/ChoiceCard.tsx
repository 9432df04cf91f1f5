import { useTranslation } from 'react-i18next';
import type { DealOption } from './deal-types';
import type { DealChoice, DealChoiceItem } from '../../atoms/deal-choices';
import type { DealChoiceSlot } from '../../domain/deals/choice-slots';
import { isPizza, pickName, pickOfItem, type DealPick } from './deal-model';
import { DipGroupPicker } from './DipGroupPicker';
import { Thumb } from './Thumb';

export interface ChoiceCardProps {
  slot: DealChoiceSlot;
  option: DealOption;
  choice: DealChoice | undefined;
  picks: readonly DealPick[];
  /** Another choice of the same option took its last place (spec 1 §5: the option is full). */
  optionFull: boolean;
  /** What the chosen items add to the deal's price (deal-model chargesOfChoices; 10-G15). */
  charge: number;
  price: (amount: number) => string;
  onPick: (pick: DealPick) => void;
  onItems: (items: DealChoiceItem[]) => void;
  onCustomise: (item: DealChoiceItem) => void;
  onClear: () => void;
}

/** One numbered choice of a deal: what it asks for, what is chosen, and the products to choose from. */
export function ChoiceCard({ slot, option, choice, picks, optionFull, charge, price, onPick, onItems, onCustomise, onClear }: ChoiceCardProps) {
  const { t } = useTranslation();
  const items = choice?.items ?? [];
  const filled = items.length >= slot.capacity;
  const headingId = `deal-choice-${slot.choiceId}-title`;
  const dipGroup = slot.capacity > 1;
  const blockedByFull = !filled && items.length === 0 && optionFull;
  const status = filled
    ? slot.fixed
      ? t('deal.status.included')
      : t('deal.status.chosen')
    : blockedByFull
      ? t('deal.status.full')
      : slot.required > 0
        ? t('deal.status.required')
        : t('deal.status.optional');
  const statusKind = filled ? 'done' : blockedByFull ? 'full' : slot.required > 0 ? 'required' : 'optional';

  return (
    <section id={`deal-choice-${slot.choiceId}`} className={`deal-choice deal-choice--${statusKind}`} aria-labelledby={headingId}>
      <header className="deal-choice__header">
        <h2 id={headingId} className="deal-choice__title" tabIndex={-1}>
          {t('deal.choice', { number: slot.choiceId, prompt: prompt(t, slot, option) })}
        </h2>
        <span className={`deal-choice__status deal-choice__status--${statusKind}`}>{status}</span>
      </header>
      <FreeToppings option={option} />

      {picks.length === 0 ? (
        <p className="deal-choice__note" role="note">
          {t('deal.unavailable')}
        </p>
      ) : dipGroup ? (
        <DipGroupPicker slot={slot} items={items} picks={picks} price={price} onItems={onItems} />
      ) : items[0] ? (
        <Chosen
          item={items[0]}
          pick={pickOfItem(items[0], picks)}
          fixed={slot.fixed}
          charge={charge}
          number={slot.choiceId}
          price={price}
          onCustomise={onCustomise}
          onClear={onClear}
        />
      ) : blockedByFull ? (
        <p className="deal-choice__note">{t('deal.fullNote')}</p>
      ) : (
        <ul className="deal-picks" aria-labelledby={headingId}>
          {picks.map((pick) => (
            <li key={pick.key}>
              <button
                type="button"
                className="deal-pick"
                aria-label={t('deal.chooseNamed', { name: pickName(pick), choice: slot.choiceId })}
                onClick={() => onPick(pick)}
              >
                <Thumb src={pick.product.img} size={56} type={pick.product.type} />
                <span className="deal-pick__text">
                  <span className="deal-pick__name">{pickName(pick)}</span>
                  {pick.surcharge > 0 ? (
                    <span className="deal-pick__extra">{t('deal.surcharge', { price: price(pick.surcharge) })}</span>
                  ) : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function prompt(t: ReturnType<typeof useTranslation>['t'], slot: DealChoiceSlot, option: DealOption): string {
  if (slot.capacity > 1) return t('deal.prompt.dips', { count: slot.capacity });
  if (option.type === 'pizza' && option.size) return t('deal.prompt.pizzaSized', { size: t(`deal.sizes.${option.size}`, { defaultValue: option.size }) });
  return t(`deal.prompt.${option.type}`);
}

/** "Free swaps/additions shown as free" (spec 1 §3 Deal option free). */
function FreeToppings({ option }: { option: DealOption }) {
  const { t } = useTranslation();
  const parts = [
    option.free.additions > 0 ? t('deal.free.additions', { count: option.free.additions }) : null,
    option.free.swaps > 0 ? t('deal.free.swaps', { count: option.free.swaps }) : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return (
    <p className="deal-choice__free">
      <span className="badge deal-choice__free-badge">{t('deal.free.badge')}</span> {parts.join(' · ')}
    </p>
  );
}

function Chosen(props: {
  item: DealChoiceItem;
  pick: DealPick | undefined;
  fixed: boolean;
  charge: number;
  number: number;
  price: (amount: number) => string;
  onCustomise: (item: DealChoiceItem) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { item, pick, fixed, number } = props;
  // The product's title in the customer's language (10-G30) before the one stored with the item.
  const name = pick?.product.title ?? item.title ?? item.productId;
  const details = pick && isPizza(pick.product) ? pizzaDetails(item, pick) : pick?.variantName ?? null;
  // The deal's own price delta, not the item's menu extras: a crust the deal prices at 2.50 shows
  // +2.50 here, as on the editor's button and in the total (10-G15; the menu's 3.00 showed +4.70).
  const extra = props.charge;
  return (
    <div className="deal-chosen">
      {pick ? <Thumb src={pick.product.img} size={64} type={pick.product.type} /> : null}
      <div className="deal-chosen__text">
        <p className="deal-chosen__name">{name}</p>
        {details ? <p className="deal-chosen__details">{details}</p> : null}
        {extra > 0 ? <p className="deal-chosen__extra">{t('deal.surcharge', { price: props.price(extra) })}</p> : null}
      </div>
      {fixed ? null : (
        <div className="deal-chosen__actions">
          {item.type === 'pizza' ? (
            <button
              type="button"
              className="button button--secondary deal-chosen__button"
              aria-label={t('deal.customiseNamed', { name })}
              onClick={() => props.onCustomise(item)}
            >
              {t('deal.customise')}
            </button>
          ) : null}
          <button
            type="button"
            className="button button--secondary deal-chosen__button"
            aria-label={t('deal.changeNamed', { number })}
            onClick={props.onClear}
          >
            {t('deal.change')}
          </button>
        </div>
      )}
    </div>
  );
}

function pizzaDetails(item: DealChoiceItem, pick: DealPick): string | null {
  if (!isPizza(pick.product)) return null;
  const product = pick.product;
  const size = product.sizes.find((candidate) => candidate.id === item.properties.size)?.name;
  const crust = product.crusts.find((candidate) => candidate.id === item.properties.crust)?.name;
  return [size, crust].filter(Boolean).join(' · ') || null;
}
