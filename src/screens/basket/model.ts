import type { BasketPrice, Disposition, PricedLine, PricingBasket } from '../../domain/pricing/types';
import type { DescribedLine } from '../../domain/basket/described-lines';
import type { PizzaBaseCopy } from '../../domain/basket/pizza-base-upsell';
import type { ProductNames } from './basket-view';
import type { RewardsPointsBoxProps } from '../../components/loyalty/RewardsPointsBox';

/**
 * Everything the basket screen draws, gathered from the atoms by `useBasketModel` (and filled by
 * hand in the tests): the view below it never reads an atom, so it renders from a fixture.
 */
export interface BasketModel {
  basket: PricingBasket;
  price: BasketPrice | null;
  /** Repricing in the worker: the last price stays on screen meanwhile. */
  pending: boolean;
  error: string | null;
  sector: string;
  market: string;
  disposition: Disposition;
  /**
   * The discount an applied voucher set (13-G25): the voucher modal confirms it on its success view,
   * so the discount-activated modal is only for discounts chosen from the menu (/order/discount/).
   */
  voucherDiscountId?: string | null;
  /** Estimated minutes for the current disposition, when known. */
  etaMinutes: number | null;
  /** A scheduled order's time as the pill shows it ('Wed 19:30'); null for as soon as possible (10-G33). */
  scheduledLabel?: string | null;
  /** The delivery/collection switch is offered (uk-1 rule, spec 1 §2). */
  canSwitch: boolean;
  dealbot: DealbotView;
  upsells: readonly UpsellCard[];
  crossSells: readonly CrossSellCard[];
  /**
   * The browser reports no network (the app's online/offline status, src/atoms/pwa-status.ts): the
   * basket still prices and edits from the cached menus, but checkout waits for the connection.
   */
  offline: boolean;
  /** Where checkout leads; null before the first price (the button waits). */
  checkout: { disabled: boolean; action: 'minimum-order' | 'credits-left' | 'checkout' } | null;
  tax: { label: string; included: boolean };
  /** The hut's menu tabs: the empty basket links to them. */
  menuTabs: readonly string[];
  /** The collection-incentive deal, when this hut sells it for the current disposition and it is not in the basket (05-G8). */
  incentive: { title: string; href: string } | null;
  /** A product's names in the menu lists, by product id (what each line describes, 10-G16). */
  productOf: (productId: string) => ProductNames | undefined;
  /** A basket deal's title by deal id (the threshold banners name the deal). */
  dealTitle: (dealId: string) => string;
  /** The hut's `supportedPayment` types: the accepted-payments strip is drawn from them (10-G31). */
  paymentTypes: readonly string[];
  /** The rewards points box (12-G4): a member's points with this basket; null or absent: not shown. */
  rewardsBox?: RewardsPointsBoxModel | null;
}

/** What the rewards points box draws (src/atoms/loyalty-basket.ts `rewardsPointsBoxAtom`). */
export type RewardsPointsBoxModel = RewardsPointsBoxProps['box'];

export interface DealbotView {
  /** The market has the dealbot (spec 1 §6). */
  available: boolean;
  on: boolean;
  busy: boolean;
  status: 'resting' | 'added-product-with-new-saving' | 'added-product-without-new-saving';
  /** What the last optimisation saved. */
  savings: number;
  /** The turn-off confirmation is open (kept with the dealbot slice). */
  confirmingOff: boolean;
  /** The one-time welcome line has not been dismissed yet (05-G9). */
  welcome: boolean;
}

/** One upsell as the carousel shows it: a deal (its page) or a dip (added at once). */
export interface UpsellCard {
  /** Unique among the cards (upsell id + item id). */
  key: string;
  type: 'deal' | 'dip' | 'pizza';
  /** Deal or product id. */
  refId: string;
  title: string;
  price: number;
  image: string | null;
  /** The basket item that offers it: an added dip carries it as upsellParentId (spec 1 §3). */
  parentItemId: string;
  /** A pizza parent's sauce, cheese and toppings: a pizza-base upsell goes in with them (spec 1 §5, 10-G13). */
  copy?: PizzaBaseCopy | null;
}

/** A minimum-order cross-sell (spec 1 §5, C19): a deal to open or a drink to add. */
export interface CrossSellCard {
  type: 'deal' | 'drink';
  id: string;
  title: string;
  price: number;
  href: string;
}

export interface BasketActions {
  remove: (line: PricedLine) => void;
  /** The quantity stepper (issue 13 item 5): one more identical item, or one fewer. */
  changeQuantity: (line: DescribedLine, delta: 1 | -1) => void;
  switchDisposition: (to: 'delivery' | 'collection') => void;
  setDealbot: (on: boolean) => void;
  /** Opens or closes the turn-off confirmation. */
  confirmDealbotOff: (open: boolean) => void;
  dismissDealbotWelcome: () => void;
  /** The 'DealBot saved you X' moment has been seen: back to resting. */
  restDealbot: () => void;
  addUpsell: (card: UpsellCard) => void;
  dismissUpsell: (card: UpsellCard) => void;
  /** Checkout link (spec 1 §4): validation, then /order/checkout/. */
  checkout: () => void;
  /** Leaves the full-screen basket (close link, Add more food, edit links). */
  close: () => void;
}
