// The dealbot's shapes (spec 1 §3 Dealbot, §7 POST /v1/deals/optimise). Pure.
import type { Disposition, PricingBasket, PricingCatalogue } from '../pricing/types';

export type DealbotStatus = 'resting' | 'added-product-with-new-saving' | 'added-product-without-new-saving';

export interface OptimiseContext {
  disposition: Disposition;
  decimals: { product: number; basket: number };
  /** Loyalty members may get loyalty (free-reward) deals; they are hidden from everyone else. */
  loyaltyMember: boolean;
  /** The basket discount or voucher given: deals that conflict with it are not used. */
  discountId: string | null;
  voucherId: string | null;
  /**
   * The minimum order the basket's goods must reach for this disposition (S1 §5), or null/absent for
   * none. 10-G17 (a decision; the spec is silent): a basket that met it is never regrouped below it.
   */
  minimumOrder?: number | null;
}

export interface OptimiseResult {
  /** The re-arranged basket: same items (same ids), regrouped into deals; new basket deal ids. */
  basket: PricingBasket;
  /** Σ of what the lines cost before the optimiser (basket decimals). */
  before: number;
  /** … and after; never above `before`. */
  after: number;
  /** before − after (≥ 0). */
  savings: number;
  /** Whether the grouping differs from the input. */
  changed: boolean;
  /** False when the solver stopped at its node budget (a very large basket): the best grouping found, not proven cheapest. */
  exact?: boolean;
}

/** `newId` makes the basket ids of the deals the optimiser creates (a uuid in the app). */
export type OptimiseBasket = (
  basket: PricingBasket,
  catalogue: PricingCatalogue,
  context: OptimiseContext,
  newId: () => string,
) => OptimiseResult;

// ── Spec 1 §7 payload ───────────────────────────────────────────────────────────────────────────────

/** An item in the optimiser payload: its properties without price, total, originalPrice, max. */
export type OptimiseItem = Record<string, unknown>;

export interface OptimiseDealGroup {
  /** Deal id, or NO_DEAL_ID (ND) for the items outside every deal. */
  id: string;
  basketDealID: string;
  /** A free-reward deal's reward (S2 §3 "redeemable_id", 12-G12). */
  redeemable_id?: string;
  pizzas: OptimiseItem[];
  sides: OptimiseItem[];
  drinks: OptimiseItem[];
  desserts: OptimiseItem[];
  dips: OptimiseItem[];
}

export interface OptimiseRequest {
  version: '1.0';
  hut: { id: string; sector: string };
  disposition: { type: Disposition };
  /** Rounded to 2 decimals. */
  payment: { amount: number };
  deals: OptimiseDealGroup[];
  voucher?: { id: string };
  discount?: { id: string };
}

export interface OptimiseResponse {
  optimisedOrders: { deals: OptimiseDealGroup[]; total: number; savings: number }[];
}
