// "An upsell for a pizza base copies sauce, cheese and toppings of the matching pizza" (spec 1 §5;
// 10-G13): a pizza offered as an upsell on a pizza in the basket goes in dressed like that pizza.
// Only what the base sells is copied (a sauce, cheese or topping it does not list keeps its
// default), at the base's first size and crust; the price is the base's own for that configuration,
// and the server prices it again (the only judge). Pure: no React, DOM or fetch.
import { defaultConfiguration, pricePizza, type PizzaRecord } from '../pricing/pizza';
import type { PizzaChoice } from './item';

export type PizzaBaseCopy = Pick<PizzaChoice, 'sauce' | 'cheese' | 'toppings'>;

/** The basket item of a pizza-base upsell: the base's defaults with the matching pizza's sauce, cheese and toppings. */
export function pizzaBaseUpsellItem(base: PizzaRecord & { kind: string; subtype?: string }, copy: PizzaBaseCopy | null, decimals: number): { type: 'pizza'; properties: Record<string, unknown> } | null {
  const start = defaultConfiguration(base);
  const sells = (list: readonly { id: string }[], id: string | undefined) => id !== undefined && list.some((entry) => entry.id === id);
  const config = {
    ...start,
    sauce: sells(base.sauces, copy?.sauce) ? copy!.sauce! : start.sauce,
    cheese: sells(base.cheeses, copy?.cheese) ? copy!.cheese! : start.cheese,
    toppings: copy?.toppings ? copy.toppings.filter((id) => sells(base.toppings, id)) : start.toppings,
  };
  const priced = pricePizza(base, config, { decimals });
  if (!priced.ok) return null;
  return {
    type: 'pizza',
    properties: {
      id: base.id,
      kind: base.kind,
      ...(base.subtype ? { subtype: base.subtype } : {}),
      size: config.size,
      crust: config.crust,
      sauce: config.sauce,
      cheese: config.cheese,
      toppings: [...config.toppings],
      price: priced.price,
    },
  };
}
