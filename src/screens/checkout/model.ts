import type { RewardsPointsBoxProps } from '../../components/loyalty/RewardsPointsBox';
import type { SubmitOutcome } from '../../atoms/order-submit';
import type { CheckoutForm } from '../../db/records';
import type { CheckoutMarket, PaymentChoice } from '../../domain/checkout';
import type { DescribedLine } from '../../domain/basket/described-lines';
import type { BasketPrice, Disposition } from '../../domain/pricing/types';
import type { PostcodeCheck } from './checkout-view';

/**
 * Everything the checkout screen draws, gathered from the atoms by `useCheckoutModel` (and filled by
 * hand in the tests): the view never reads an atom, so it renders from a fixture.
 */
export interface CheckoutModel {
  market: CheckoutMarket;
  sector: string;
  hut: { id: string; sector: string; name: string; phone: string };
  disposition: Disposition;
  /** Epoch ms of a scheduled order; null for as soon as possible. */
  scheduledTime: number | null;
  /** The address the customer localised with (geocoded), shown read-only where the market uses it. */
  sessionAddress: string | null;
  form: CheckoutForm;
  password: string;
  price: BasketPrice | null;
  /** What is in the basket as the basket lists it (10-G16: what was chosen; one line ×2 for identical items). */
  lines?: readonly DescribedLine[];
  /** Repricing in the worker: the last price stays on screen meanwhile. */
  pricePending: boolean;
  payments: readonly PaymentChoice[];
  cashMaximum: number | null;
  /** 13-G5: the market's pay-later cap and surcharge per kind (the note under each kind). */
  payLater?: { cap: number; surcharges: { credit: number; debit: number } };
  /** The market tips and the order is delivered. */
  tipping: boolean;
  /** Priority delivery is offered (uk-1 delivery with a postcode, spec 2 §5), and what is held. */
  priority: { offered: boolean; reservation: { amount: number; minutesSaved: number } | null };
  instructionsMax: number;
  marketingConsent: 'opt-in' | 'opt-out';
  /** UK delivery: whether the typed postcode is ours ('unknown' until looked up, or when the lookup failed). */
  postcodeCheck: PostcodeCheck;
  postcodeChecking: boolean;
  /** The browser reports no network: paying waits, the form keeps everything (Dexie). */
  offline: boolean;
  /** The order is on its way to the server (orderBusyAtom). */
  busy: boolean;
  /** Development flag level: India's interior check is skipped (spec 2 §5). */
  development: boolean;
  /**
   * A store's kiosk (issue 07): a name only, collection at the kiosk hut, and the card terminal or
   * the counter to pay (the spec's `card` and `cash`, checklist §4, 07). Absent on a customer's device.
   */
  kiosk?: boolean;
  /** The rewards points box (12-G4 pick: basket and checkout, for members); null or absent: not shown. */
  rewardsBox?: RewardsPointsBoxProps['box'] | null;
}

export interface CheckoutActions {
  change: (patch: Partial<CheckoutForm>) => void;
  setPassword: (password: string) => void;
  /** Priority delivery on (reserve) or off (release). */
  setPriority: (on: boolean) => Promise<'reserved' | 'unavailable' | 'released'>;
  /** The validated pay click: the order flow (src/atoms/order-submit.ts). */
  submit: () => Promise<SubmitOutcome>;
  /**
   * The geocoded markets' delivery address check, run on the pay click before preauthorise (spec 1
   * §4; 10-G11): false when we do not deliver there. Absent = nothing to check.
   */
  checkAddress?: () => Promise<boolean>;
}
