import { atom } from 'jotai';
import { DEFAULT_DEAL_CHOICES } from '../db/defaults';
import { persistedAtom } from './persisted';

/**
 * Temporary deal choices (spec 1 §3): per dealId, a price and numbered choices, while the customer
 * fills a deal on /order/deal/. Kept in the Dexie slice `dealChoices` so they outlive a closed tab
 * like the basket does (checklist C22; src/db/records.ts `dealChoicesSliceSchema` checks them on
 * read); "resetting huts clears … deal choices" (spec 1 §4, src/atoms/localise-success.ts and delocalise.ts).
 *
 * Numbering (src/domain/deals/choice-slots.ts `dealChoiceSlots`): `choiceId` is the choice's number on the
 * page, from 1 ("Choice 1: Pick a large pizza"); `optionIndex` is the index of the deal option it
 * belongs to in `deal.options`. An option with count 2 gives two choices; a dips group (dips with
 * count over 1) is one choice holding several items. These are the values of the product modal's
 * query `modal=<productId>&type=pizza&dealId=<id>&choiceId=<n>&optionIndex=<i>`.
 *
 * The product modal writes a configured pizza back with `setDealChoiceAtom`:
 *
 *   const setChoice = useSetAtom(setDealChoiceAtom);
 *   setChoice({ dealId, choiceId, optionIndex, item: { type: 'pizza', productId, title, price: extras,
 *     originalPrice, properties: { size, crust, sauce, cheese, toppings, firstHalf, secondHalf } } });
 *
 * `price` is what the configuration adds inside the deal (crust surcharge, extra toppings beyond the
 * option's free additions and swaps); the deal page adds the deal's own per-product surcharges.
 */

/** What a chosen item can be (spec 1 §3: "each choice has type (pizza, side, dessert, dip, drink)"). */
export type DealChoiceType = 'pizza' | 'side' | 'drink' | 'dessert' | 'dip';

/** One chosen product in a choice. */
export interface DealChoiceItem {
  type: DealChoiceType;
  /** Id of the product in its menu list. */
  productId: string;
  /** Shown on the deal page; the product's title when absent. */
  title?: string;
  /** What this configuration adds inside the deal: 0 for a plain choice, else its extras. */
  price: number;
  /** Its price on the menu, outside the deal (shows the saving; bogof deals price from it). */
  originalPrice: number;
  /**
   * The chosen configuration, copied into the basket item's properties: pizzas { size, crust, sauce,
   * cheese, toppings, firstHalf, secondHalf, … }; other products { option } (the product option id).
   */
  properties: Record<string, unknown>;
}

/** One numbered choice: the option it fills and its chosen items (empty while still to choose). */
export interface DealChoice {
  optionIndex: number;
  /** The item type, or the option's type ('mixed', 'wings', 'pasta') while empty. */
  type: string;
  /** Sum of its items' prices (extras inside the deal). */
  price: number;
  /** Sum of its items' menu prices. */
  originalPrice: number;
  items: DealChoiceItem[];
}

export interface DealChoices {
  /** Which basket deal is being built or edited (query basketId). */
  basketId: string;
  /** The deal's price with these choices; the deal page keeps it current. */
  price: number;
  /** By choiceId (1, 2, 3 …). */
  choices: Record<number, DealChoice>;
}

export const dealChoicesAtom = persistedAtom('dealChoices', DEFAULT_DEAL_CHOICES);

/** The choices of one deal, or null when none were made yet. */
export function dealChoicesOf(all: Readonly<Record<string, DealChoices>>, dealId: string): DealChoices | null {
  return Object.hasOwn(all, dealId) ? (all[dealId] ?? null) : null;
}

export interface SetDealChoice {
  dealId: string;
  choiceId: number;
  optionIndex: number;
  /** The chosen item (replacing what the choice held), or null to empty the choice. */
  item: DealChoiceItem | null;
}

/** Puts one item into a choice, replacing what it held (the product modal and single-item choices). */
export const setDealChoiceAtom = atom(null, (_get, set, input: SetDealChoice) => {
  set(setDealChoiceItemsAtom, {
    dealId: input.dealId,
    choiceId: input.choiceId,
    optionIndex: input.optionIndex,
    items: input.item ? [input.item] : [],
  });
});

/** Sets every item of a choice at once (a dips group holds several). */
export const setDealChoiceItemsAtom = atom(
  null,
  (_get, set, input: { dealId: string; choiceId: number; optionIndex: number; items: DealChoiceItem[]; type?: string }) => {
    if (!Number.isInteger(input.choiceId) || input.choiceId < 1) return;
    if (!Number.isInteger(input.optionIndex) || input.optionIndex < 0) return;
    set(dealChoicesAtom, (all) => {
      const current = dealChoicesOf(all, input.dealId);
      const previous = current?.choices[input.choiceId];
      const choice = priceChoice({
        optionIndex: input.optionIndex,
        type: input.items[0]?.type ?? input.type ?? previous?.type ?? 'pizza',
        price: 0,
        originalPrice: 0,
        items: input.items,
      });
      return {
        ...all,
        [input.dealId]: {
          basketId: current?.basketId ?? '',
          price: current?.price ?? 0,
          choices: { ...(current?.choices ?? {}), [input.choiceId]: choice },
        },
      };
    });
  },
);

/** Starts (or restarts) a deal's choices: the deal page calls it on open, with defaults or the basket deal being edited. */
export const startDealChoicesAtom = atom(
  null,
  (_get, set, input: { dealId: string; basketId: string; price: number; choices: Record<number, DealChoice> }) => {
    const choices: Record<number, DealChoice> = {};
    for (const [id, choice] of Object.entries(input.choices)) choices[Number(id)] = priceChoice(choice);
    set(dealChoicesAtom, (all) => ({ ...all, [input.dealId]: { basketId: input.basketId, price: input.price, choices } }));
  },
);

/** Records the deal's price as the page computed it from the choices (spec 1 §3: a price per deal). */
export const setDealChoicesPriceAtom = atom(null, (_get, set, input: { dealId: string; price: number }) => {
  set(dealChoicesAtom, (all) => {
    const current = dealChoicesOf(all, input.dealId);
    if (!current || current.price === input.price) return all;
    return { ...all, [input.dealId]: { ...current, price: input.price } };
  });
});

/** Drops one deal's choices (after it went into the basket), or all of them (huts reset, spec 1 §4). */
export const clearDealChoicesAtom = atom(null, (_get, set, dealId?: string) => {
  if (dealId === undefined) {
    set(dealChoicesAtom, {});
    return;
  }
  set(dealChoicesAtom, (all) => {
    if (!Object.hasOwn(all, dealId)) return all;
    const next = { ...all };
    delete next[dealId];
    return next;
  });
});

function priceChoice(choice: DealChoice): DealChoice {
  return {
    ...choice,
    price: round2(choice.items.reduce((sum, item) => sum + item.price, 0)),
    originalPrice: round2(choice.items.reduce((sum, item) => sum + item.originalPrice, 0)),
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
