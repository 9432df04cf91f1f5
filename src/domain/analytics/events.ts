/**
 * The analytics port (14-G1) and every named event (14-G2): the domain's one vocabulary of what the
 * product tells a tag manager, the first-party collector and the deep-link and engagement stand-ins.
 * Sinks implement `AnalyticsPort`; screens and atoms only ever call `track` (S3 §7.3, §7.4; S2 §9).
 *
 * Data-layer event names. The spec quotes three ('Coupon Applied', 'Hut is closed', 'purchase-failed');
 * the rest are picks (snake_case, the tag-manager convention):
 *
 * | action type            | data-layer event       | when (checklist 14-G2)                                        |
 * |------------------------|------------------------|---------------------------------------------------------------|
 * | localisationSuccess    | localisation_success   | localise success (S1 §4)                                      |
 * | localisationError      | localisation_error     | localise failure (deep-link map, S3 §7.4)                     |
 * | automaticLocalisation  | automatic_localisation | the auto-localise redirect (S1 §4, S3 §4.6)                   |
 * | deadEnd                | dead_end               | closed / bounced / unavailable / dead zone / out of zone      |
 * | hutClosed              | Hut is closed          | the closed-store notice (quoted, S3 §7.4)                     |
 * | couponApplied          | Coupon Applied         | voucher validation success (quoted, S3 §7.4)                  |
 * | checkoutStep           | checkout_step          | steps 1, 2, 3 (S2 §2, §4; 14-G6)                              |
 * | addPaymentInfo         | add_payment_info       | payment details entered (S2 §9)                               |
 * | initiatePurchase       | initiate_purchase      | the pay click (S2 §9)                                         |
 * | purchase               | purchase               | order processed, with the transaction (14-G5)                 |
 * | purchaseFailed         | purchase-failed        | order processing failure (quoted; also S2 §9 "purchase failure") |
 * | registrationFailure    | registration_failure   | failed register details (S3 §4.1)                             |
 * | interaction            | interaction            | one of INTERACTIONS below (S3 §7.4)                           |
 * | pageView               | page_view              | every route change and modal (14-G4)                          |
 * | addToCart              | add_to_cart            | an item lands in the basket                                   |
 * | login                  | login                  | a sign-in succeeds                                            |
 * | viewItem               | view_item              | a product or deal editor opens                                |
 * | viewMenu               | view_menu              | deals, pizzas, sides, desserts, drinks screens load (S3 §7.4)  |
 * | viewCheckout           | view_checkout          | the checkout screen loads (S3 §7.4)                           |
 * | experimentExposure     | experiment_exposure    | a visitor first meets a live experiment (14-G12)              |
 * | webVital               | web_vital              | LCP, INP, CLS of a sampled session (14-G31, rum.ts)           |
 *
 * Pick: 'purchase failure' (S2 §9) and 'purchase-failed' (S2 §8, S3 §7.4) are one event.
 * Payloads carry no personal data: ids are `HashedId` (see privacy.ts), never names, e-mails, phones or
 * addresses; `scrubEvent` is the runtime guard behind the types.
 */
import type { Disposition } from '../pricing/types';
import type { MenuTab, PaymentType } from '../markets/ids';
import type { HashedId } from './privacy';

export const DATA_LAYER_EVENT_NAMES = {
  localisationSuccess: 'localisation_success',
  localisationError: 'localisation_error',
  automaticLocalisation: 'automatic_localisation',
  deadEnd: 'dead_end',
  hutClosed: 'Hut is closed',
  couponApplied: 'Coupon Applied',
  checkoutStep: 'checkout_step',
  addPaymentInfo: 'add_payment_info',
  initiatePurchase: 'initiate_purchase',
  purchase: 'purchase',
  purchaseFailed: 'purchase-failed',
  registrationFailure: 'registration_failure',
  interaction: 'interaction',
  pageView: 'page_view',
  addToCart: 'add_to_cart',
  login: 'login',
  viewItem: 'view_item',
  viewMenu: 'view_menu',
  viewCheckout: 'view_checkout',
  experimentExposure: 'experiment_exposure',
  webVital: 'web_vital',
} as const;

export type AnalyticsActionType = keyof typeof DATA_LAYER_EVENT_NAMES;

/** Why a customer hit a dead end (14-G2 row 'dead-end'; S1 §4, §8; S3 §7.4). */
export const DEAD_END_REASONS = [
  'hut-closed',
  'bounced-delivery',
  'bounced-collection',
  'unavailable',
  'delivery-dead-zone',
  'collection-out-of-zone',
] as const;
export type DeadEndReason = (typeof DEAD_END_REASONS)[number];

/**
 * The interactions pushed as 'interaction' (S3 §7.4: "which interactions" is a pick). Closed, so a
 * free-text label can never carry personal data.
 */
export const INTERACTIONS = [
  'language-switch',
  'disposition-switch',
  'menu-tab',
  'upsell-add',
  'upsell-dismiss',
  'voucher-open',
  'gift-card-open',
  'geolocation-primer-accept',
  'geolocation-primer-decline',
  'switch-to-collection-accept',
  'consent-change',
  'decommission-update',
  'decommission-dismiss',
] as const;
export type Interaction = (typeof INTERACTIONS)[number];

/** The menu screens whose load is a 'view menu' (S3 §7.4). */
export const VIEW_MENU_TABS = ['deals', 'pizzas', 'sides', 'desserts', 'drinks'] as const satisfies readonly MenuTab[];

export const isViewMenuTab = (tab: string): tab is (typeof VIEW_MENU_TABS)[number] => (VIEW_MENU_TABS as readonly string[]).includes(tab);

export type CheckoutStep = 1 | 2 | 3;

/** A product line as analytics sees it: catalogue ids and amounts, never the customer's free text. */
export interface AnalyticsItem {
  id: string;
  name: string;
  category: string;
  price: number;
  quantity: number;
}

/** The purchase transaction (14-G5); built by transaction.ts `buildTransaction`. */
export type CollectionType = 'CURBSIDE' | 'INSTORE';
/** Shipping type: the disposition, with collection split into its two collection types (S2 §3). */
export type ShippingType = Exclude<Disposition, 'collection'> | CollectionType;

export interface Transaction {
  id: string;
  currency: string;
  lines: readonly AnalyticsItem[];
  discount: number;
  shipping: { deliveryTime: string; storeId: string; type: ShippingType; deliveryFee: number; tip: number };
  value: { displayGross: number; tax: number; payLaterSurcharge: number };
  paymentType: PaymentType;
  /** ISO 8601 (UTC) of the moment the order was processed. */
  timestamp: string;
  /** 14-G7: test traffic is marked, so the collector never adds it to real revenue. */
  test: boolean;
}

export type AnalyticsEvent =
  | { type: 'localisationSuccess'; hutId: string; disposition: Disposition; by: 'address' | 'geolocation' | 'search' | 'deep-link' }
  | { type: 'localisationError'; disposition: Disposition; code: string }
  | { type: 'automaticLocalisation'; hutId: string; disposition: Disposition }
  | { type: 'deadEnd'; reason: DeadEndReason; disposition: Disposition; hutId?: string }
  | { type: 'hutClosed'; hutId: string }
  | { type: 'couponApplied'; code: string; dealId?: string }
  | { type: 'checkoutStep'; step: CheckoutStep; paymentType?: PaymentType; orderTime?: string }
  | { type: 'addPaymentInfo'; paymentType: PaymentType }
  | { type: 'initiatePurchase'; currency: string; value: number; items: readonly AnalyticsItem[] }
  | { type: 'purchase'; transactionId: string; currency: string; revenue: number; transaction: Transaction }
  | { type: 'purchaseFailed'; currency: string; revenue: number; code: string; transaction: Transaction }
  | { type: 'registrationFailure'; code: string }
  | { type: 'interaction'; interaction: Interaction; value?: string }
  | { type: 'pageView'; path: string; modal: boolean }
  | { type: 'addToCart'; item: AnalyticsItem }
  | { type: 'login'; method: 'password' | 'code' | 'social' | 'passkey' | 'app-session'; customer: HashedId }
  | { type: 'viewItem'; item: AnalyticsItem }
  | { type: 'viewMenu'; tab: (typeof VIEW_MENU_TABS)[number] }
  | { type: 'viewCheckout' }
  | { type: 'experimentExposure'; experiment: string; variant: string; scheduleId: string }
  | { type: 'webVital'; metric: 'LCP' | 'INP' | 'CLS'; value: number; rating: 'good' | 'needs-improvement' | 'poor' };

/** The one seam every sink implements (14-G1): the data layer, the collector, the deep-link adapter. */
export interface AnalyticsPort {
  track(event: AnalyticsEvent): void;
}

/** Tests and a page without consent use this: it accepts every event and sends none. */
export const noopAnalyticsPort: AnalyticsPort = { track: () => undefined };

export class UnknownAnalyticsActionError extends Error {
  constructor(readonly actionType: unknown) {
    super(`unknown analytics action type: ${String(actionType)}`);
    this.name = 'UnknownAnalyticsActionError';
  }
}

export function isKnownActionType(type: unknown): type is AnalyticsActionType {
  return typeof type === 'string' && Object.hasOwn(DATA_LAYER_EVENT_NAMES, type);
}

/**
 * "An unknown analytics action type throws an error that is logged as a warning" (S3 §7.4): this
 * throws; the sink that calls it catches and logs the warning, so a stray action never breaks a screen.
 */
export function assertKnownAction(action: { type: unknown }): asserts action is AnalyticsEvent {
  if (!isKnownActionType(action.type)) throw new UnknownAnalyticsActionError(action.type);
}

export const dataLayerEventName = (event: AnalyticsEvent): string => DATA_LAYER_EVENT_NAMES[event.type];
