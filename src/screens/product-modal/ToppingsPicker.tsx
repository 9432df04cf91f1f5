import { useTranslation } from 'react-i18next';
import type { PizzaProduct } from '../../api/contract/catalogue';
import { useExperiment } from '../../atoms/experiment-definitions';
import { toppingsByPopularity, type PizzaPopularity } from '../../domain/menu/experiment-order';
import { toppingChanges, type PizzaSize } from '../../domain/pricing/pizza';
import { Choice, ChoiceGroup } from './parts';
import type { HalfState, LimitRefusal } from './pizza-editor-state';

interface ToppingsPickerProps {
  product: PizzaProduct;
  /** The hut's listed pizzas: what the 'topping-sort-order' treatment ranks toppings by. */
  pizzas?: readonly PizzaPopularity[];
  half: HalfState;
  size: PizzaSize;
  /** The half's pizza name while half-and-half, for the group's name. */
  halfName: string | null;
  price: (amount: number) => string;
  refusal: LimitRefusal;
  onToggle: (toppingId: string, on: boolean) => void;
}

/**
 * Toppings on (or off) the pizza: default toppings are included at no cost, others cost their
 * price at the size. A change beyond the pizza's limits is refused with a message (04-G29).
 */
export function ToppingsPicker({ product, pizzas = [], half, size, halfName, price, refusal, onToggle }: ToppingsPickerProps) {
  const { t } = useTranslation();
  // 14-G13 (UK 'topping-sort-order'): the treatment lists the toppings by popularity; control keeps the
  // pizza's own order.
  const byPopularity = useExperiment('topping-sort-order') === 'popularity';
  const toppings = byPopularity ? toppingsByPopularity(product.toppings, pizzas) : product.toppings;
  const defaults = new Set(product.defaultOptions.toppings);
  const { added, removed } = toppingChanges(product, half.toppings);
  const chosen = new Set(half.toppings);
  const hintId = `toppings-hint-${half.productId}`;
  return (
    <ChoiceGroup
      legend={halfName ? t('product.toppingsFor', { name: halfName }) : t('product.toppings')}
      hint={
        <>
          <p id={hintId} className="toppings__count">
            {t('product.limits.summary', { added: added.length, maxAdded: product.maxAdditions, removed: removed.length, maxRemoved: product.maxRemovals })}
          </p>
          <div className="toppings__refusal-region">
            {refusal ? (
              <p className="toppings__refusal" role="alert">
                {refusal.kind === 'additions'
                  ? t('product.limits.additions', { count: refusal.max })
                  : t('product.limits.removals', { count: refusal.max })}
              </p>
            ) : null}
          </div>
        </>
      }
    >
      {toppings.map((topping) => {
        const included = defaults.has(topping.id);
        const cost = topping.price[size];
        return (
          <Choice
            key={topping.id}
            type="checkbox"
            name={`topping-${half.productId}`}
            value={topping.id}
            checked={chosen.has(topping.id)}
            label={topping.name}
            aside={included ? t('product.included') : cost !== undefined ? `+${price(cost)}` : undefined}
            onChange={(on) => onToggle(topping.id, on)}
          />
        );
      })}
    </ChoiceGroup>
  );
}
