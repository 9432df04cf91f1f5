/**
 * Everything the deal page draws, gathered from the atoms and the address by `useDealModel` (and
 * filled by hand in the tests): the view never reads an atom or the address, so it renders from a fixture.
 */
import type { Deal } from '../../api/contract/catalogue';
import type { DealChoice, DealChoiceItem } from '../../atoms/deal-choices';
import type { DealChoiceSlot } from '../../domain/deals/choice-slots';
import type { DealPick } from './deal-model';
import type { DealOption } from './deal-types';

/** One numbered choice as the page shows it: what it asks, what it holds, what it can be filled with. */
export interface DealChoiceCard {
  slot: DealChoiceSlot;
  option: DealOption;
  choice: DealChoice | undefined;
  picks: readonly DealPick[];
  /** Another choice of the same option took its last place (spec 1 §5: the option is full). */
  optionFull: boolean;
  /** What the choice's items add to the deal's price (10-G15: the amount the total moves by). */
  charge: number;
}

export interface DealModel {
  /** The deal (type 'deal'; discount-type deals are sent to /order/discount/). */
  deal: Deal;
  choices: readonly DealChoiceCard[];
  /** The deal's price with the choices made, in the market's format. */
  total: string;
  /** What the same food costs off the deal, when the deal saves money. */
  saving: string | null;
  /** Why the deal cannot be added yet; empty when it can. */
  reasons: readonly string[];
  /** Editing a deal already in the basket: the button updates it. */
  inBasket: boolean;
  /** The deal is going into the basket (the button waits). */
  adding: boolean;
  /** A price in the market's product format. */
  price: (amount: number) => string;
}

export interface DealActions {
  pick: (slot: DealChoiceSlot, pick: DealPick) => void;
  setItems: (slot: DealChoiceSlot, items: DealChoiceItem[]) => void;
  customise: (slot: DealChoiceSlot, item: DealChoiceItem) => void;
  clear: (slot: DealChoiceSlot) => void;
  add: () => void;
}

/** The page while its lists load, when one failed (with a retry), and once the deal is open. */
export type DealScreenState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; model: DealModel; actions: DealActions };
